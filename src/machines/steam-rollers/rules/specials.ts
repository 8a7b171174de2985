/**
 * The special cards in play: taking one (from the centre, from another
 * player, or your own again to turn it sideways), and using the sides that
 * are played as events (1a/1b, 5a, 5b on the drafted die; 2a for a second
 * die; 2b to take another player's die). The sides that change a build (6a,
 * 6b) or a delivery (3a, 3b, 4a) are named on that action; 4b works by
 * being held (engine.ts). A held card is usable whatever its orientation:
 * lying sideways only protects it from theft (ruling C.5 #8).
 */
import { nextInt } from '../../shared/rng';
import { CARD_SIDES, isCardSide, type CardSide } from './cards';
import { explainTake, openSteal, spareDice } from './draft';
import { why } from './refusal';
import { takesBothAtOnce } from './switches';
import { cardState, dieInHand, holds, sideInPlay, withCard, withDie, withLog } from './state';
import type { CardPlay, Refusal, SteamState } from './types';

/**
 * Lightning sides are used once: after use the card goes back to the centre
 * (until then it is kept, or stolen). Infinity sides stay with their holder
 * until someone steals them; nobody can get rid of one on purpose.
 * @rule SC3
 */
export function spendCard(s: SteamState, side: CardSide): SteamState {
  if (CARD_SIDES[side].symbol !== 'lightning') return s;
  const n = CARD_SIDES[side].card;
  const holder = cardState(s, n).holder;
  const next = withCard(s, n, { ...cardState(s, n), holder: null, sideways: false });
  return withLog(next, { t: 'return', player: holder ?? s.current, card: side });
}

/**
 * The die names the card to take: from the centre, or from another player
 * when it is not lying sideways.
 * @rule SC1
 */
export function explainTakeCard(s: SteamState, card?: number): Refusal | null {
  const die = dieInHand(s);
  if (!die) return why('RD2', 'die.none');
  if (card !== undefined && card !== die.value) return why('SC1', 'card.wrongNumber', { card: String(card), die: die.value });
  const c = cardState(s, die.value);
  const side = sideInPlay(s, die.value);
  // A card in the centre is never sideways (the invariants check it), so a sideways card has a holder: another player's is refused here, your own below.
  if (c.holder !== s.current && c.sideways) return why('SC1', 'card.sideways', { card: side, holder: (c.holder as number) + 1 });
  if (c.sideways) return why('SC2', 'card.alreadySideways', { card: side });
  return null;
}

/**
 * The taken card is turned sideways (taking your own upright card does just
 * that); it is straightened right before its holder's next draft (draft.ts).
 * @rule SC2
 */
export function takeCard(s: SteamState): SteamState {
  const n = dieInHand(s)!.value;
  const c = cardState(s, n);
  const next = withCard(s, n, { ...c, holder: s.current, sideways: true });
  return withLog(next, { t: 'card', player: s.current, card: sideInPlay(s, n), from: c.holder });
}

/** Who would play a card now: the holder of 2b during the steal window, otherwise the current player. */
// A steal record exists exactly in the steal phase (the invariants check it).
export const actorOf = (s: SteamState): number => (s.steal ? s.steal.thief : s.current);

const isDieValue = (x: unknown): x is number => Number.isInteger(x) && (x as number) >= 1 && (x as number) <= 6;

/** Why this card may not be played now (card 1 to 5 sides that are played as events), or null. */
export function explainPlayCard(s: SteamState, e: CardPlay): Refusal | null {
  if (!isCardSide(e.card)) return why('SC3', 'card.unknown', { card: String(e.card) });
  const info = CARD_SIDES[e.card];
  const inPlay = sideInPlay(s, info.card);
  if (inPlay !== e.card) return why('SC3', 'card.otherSide', { card: e.card, inPlay });
  // Stryker disable next-line ConditionalExpression: without it the phase test below refuses a deliver, build or passive side with the same words
  if (info.timing !== 'die' && info.timing !== 'second' && info.timing !== 'steal') return why('SC3', `card.timing.${info.timing}`, { card: e.card });
  const timing: Record<'die' | 'second' | 'steal', SteamState['phase']> = { die: 'action', second: 'second', steal: 'steal' };
  // The switch card2a "together": the second die is taken with the first, before its action.
  const together = e.card === '2a' && takesBothAtOnce(s.options.switches);
  // Stryker disable next-line ConditionalExpression,StringLiteral: with "together" a 2a play outside the action phase reaches no one (there is no second-die phase then, and in the steal window card 2 shows its 2b side, refused above); the comment also hides this line's killed mutants.
  if (together ? s.phase !== 'action' : s.phase !== timing[info.timing]) return why('SC3', together ? 'card.timing.together' : `card.timing.${info.timing}`, { card: e.card });
  const actor = actorOf(s);
  if (!holds(s, actor, e.card)) return why('SC3', 'card.notHeld', { card: e.card });
  if (s.turn.used.includes(e.card)) return why('SC3', 'card.usedOnDie', { card: e.card });
  const die = dieInHand(s);
  switch (e.card) {
    case '1a':
    case '1b':
      if (!isDieValue(e.value)) return why('SC3', 'card.value', { card: e.card, value: String(e.value) });
      if (e.value === die!.value) return why('SC3', 'card.sameValue', { card: e.card, value: e.value });
      return null;
    case '5a': {
      if (e.step !== 1 && e.step !== -1) return why('SC3', 'card.step', { step: String(e.step) });
      const to = die!.value + e.step;
      if (to < 1 || to > 6) return why('SC3', 'card.range', { from: die!.value, to });
      return null;
    }
    case '5b':
      if (e.mode !== 'reroll' && e.mode !== 'flip') return why('SC3', 'card.mode', { mode: String(e.mode) });
      // A roll named by a step (a scenario's die) must be a die's value, whichever way the card is used: a flip ignores it, but never a 9.
      if (e.roll !== undefined && !isDieValue(e.roll)) return why('SC3', 'card.value', { card: e.card, value: String(e.roll) });
      return null;
    case '2a':
      if (together && (s.turn.actions > 0 || secondDieHeld(s))) return why('SC3', 'card.timing.together', { card: e.card });
      if (spareDice(s) <= 0) return why('RD3', 'die.noSpare');
      return explainTake(s, e.die);
    case '2b':
      // A step may name who plays it: only the holder waiting to draft may (SC3), never the player who drafted.
      // Seats are counted from 0 in events and files, from 1 in words (as every other seat in a refusal).
      if (e.player !== undefined && e.player !== actor) return why('SC3', 'card.wrongPlayer', { card: e.card, player: e.player + 1, holder: actor + 1 });
      return null;
  }
}

/** True when the current player already holds a second, unused die beside the one in hand (card 2a, both at once). */
export function secondDieHeld(s: SteamState): boolean {
  return s.dice.white.some((d, i) => d.by === s.current && !d.spent && i !== s.turn.die);
}

/** Plays a card side (checked with explainPlayCard first). */
export function playCard(s: SteamState, e: CardPlay): SteamState {
  const die = dieInHand(s);
  const change = (to: number, how: 'set' | 'step' | 'reroll' | 'flip', rng = s.rng): SteamState => {
    const i = s.turn.die!;
    let next = withDie({ ...s, rng }, i, { ...die!, value: to });
    next = withLog({ ...next, turn: { ...next.turn, used: [...next.turn.used, e.card] } }, { t: 'change', player: s.current, card: e.card, from: die!.value, to, how });
    return spendCard(next, e.card);
  };
  switch (e.card) {
    case '1a':
    case '1b':
      return change(e.value, 'set');
    case '5a':
      return change(die!.value + e.step, 'step');
    case '5b': {
      if (e.mode === 'flip') return change(7 - die!.value, 'flip');
      if (e.roll !== undefined) return change(e.roll, 'reroll');
      const [k, rng] = nextInt(s.rng, 6);
      return change(k + 1, 'reroll', rng);
    }
    case '2a': {
      const d = s.dice.white[e.die]!;
      let next = spendCard(s, '2a');
      next = withDie(next, e.die, { ...d, by: s.current });
      // Both at once: the second die waits beside the first, which stays in hand for the first action (finishAction hands it over).
      if (takesBothAtOnce(s.options.switches)) return withLog(next, { t: 'second', player: s.current, value: d.value });
      next = withLog({ ...next, turn: { ...next.turn, die: e.die, used: [] } }, { t: 'second', player: s.current, value: d.value });
      return openSteal(next, e.die);
    }
    case '2b': {
      const { die: i, victim, thief } = s.steal!;
      const d = s.dice.white[i]!;
      let next = withDie(s, i, { ...d, by: thief });
      next = withLog({ ...next, turn: { ...next.turn, die: null, used: [] }, phase: 'draft', steal: null }, { t: 'steal', thief, victim, value: d.value });
      return spendCard(next, '2b');
    }
  }
}

/** The holder of 2b lets the die go: the player who drafted it acts with it. */
export function letGo(s: SteamState): SteamState {
  const st = s.steal!;
  return withLog({ ...s, phase: 'action', steal: null }, { t: 'letGo', player: st.thief, victim: st.victim });
}
