/**
 * Which moves a Steam Rollers person is offered as buttons, pure; the buttons' words are the UI's
 * (src/components/steam-rollers/words.ts `moveLabel` unless `say` names the button's own words). Two lists: the
 * table's (src/components/steam-rollers/SteamMoves.tsx: what the rules allow now) and an example's "Try it"
 * (TryControls.tsx: also moves the rules will refuse, so that the reader hears why).
 */
import { legalDeliveries, type DeliveryOption } from '../../machines/steam-rollers/rules/deliver';
import { legalCardPlays } from '../../machines/steam-rollers/rules/legal';
import { dieInHand } from '../../machines/steam-rollers/rules/state';
import type { SteamEvent, SteamState } from '../../machines/steam-rollers/rules/types';
import { doomedDelivery } from './storySteps';

/** A move offered as a button: its key, the event it sends, and, where the button has words of its own, which. */
export interface Offer {
  key: string;
  event: SteamEvent;
  say?: 'roll' | 'draft' | 'draftTaken' | 'deliverFrom';
}

/**
 * The table's buttons, from the rules' legal moves (`legalMoves`, in its order): a roll, the card plays open, letting
 * a steal go, ending after a second die, and what the die in hand allows when the person holds it. The dice to draft
 * (draftOffers), the deliveries and the builds are offered apart.
 */
export function tableOffers(moves: readonly SteamEvent[], myAction: boolean): Offer[] {
  const out: Offer[] = [];
  for (const m of moves) {
    if (m.type === 'die.take' || m.type === 'cargo.deliver' || m.type === 'track.build') continue;
    if ((m.type === 'engine.improve' || m.type === 'card.take' || m.type === 'turn.pass') && !myAction) continue;
    const key = m.type === 'dice.roll' ? 'roll' : m.type === 'card.play' ? `play${JSON.stringify(m)}` : m.type === 'steal.pass' ? 'letgo' : m.type === 'turn.end' ? 'end' : m.type;
    out.push({ key, event: m });
  }
  return out;
}

/** The dice a person may draft, one for each value (the rules' `die.take` moves). */
export function draftOffers(moves: readonly SteamEvent[]): Extract<SteamEvent, { type: 'die.take' }>[] {
  return moves.filter((m): m is Extract<SteamEvent, { type: 'die.take' }> => m.type === 'die.take');
}

/**
 * "Try it"'s buttons: a roll, every white die (taken ones too: the rules say why one cannot be drafted), the card plays
 * open, letting a steal go, ending after a second die; with a die in hand the engine, a card, a delivery the rules will
 * refuse when none is open, and passing. `deliveries` are the legal ones, listed apart.
 */
export function tryOffers(s: SteamState): { offers: Offer[]; deliveries: DeliveryOption[] } {
  const inHand = dieInHand(s);
  const offers: Offer[] = [];
  if (s.phase === 'roll') offers.push({ key: 'roll', event: { type: 'dice.roll' }, say: 'roll' });
  if (s.phase === 'draft') {
    s.dice.white.forEach((d, i) => {
      if (s.dice.white.findIndex((x) => x.value === d.value && x.by === d.by) !== i) return;
      offers.push({ key: `take${i}`, event: { type: 'die.take', die: i }, say: d.by === null ? 'draft' : 'draftTaken' });
    });
  }
  const plays = s.phase === 'action' || s.phase === 'second' || s.phase === 'steal' ? legalCardPlays(s) : [];
  for (const p of plays) offers.push({ key: `play${JSON.stringify(p)}`, event: p });
  if (s.phase === 'steal') offers.push({ key: 'letgo', event: { type: 'steal.pass' } });
  if (s.phase === 'second') offers.push({ key: 'end', event: { type: 'turn.end' } });
  let deliveries: DeliveryOption[] = [];
  if (s.phase === 'action' && inHand) {
    offers.push({ key: 'engine', event: { type: 'engine.improve' } });
    offers.push({ key: 'card', event: { type: 'card.take' } });
    deliveries = legalDeliveries(s);
    if (deliveries.length === 0) {
      const doomed = doomedDelivery(s);
      if (doomed) offers.push({ key: 'deliver', event: doomed, say: 'deliverFrom' });
    }
    offers.push({ key: 'pass', event: { type: 'turn.pass' } });
  }
  return { offers, deliveries };
}
