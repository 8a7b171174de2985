/**
 * What the Rollecate board works out from a selection before anything is sent, pure (GameBoard.tsx draws it): the
 * selected track cards placed with their turns, which hand cards can still join a build and which turns a curve may
 * take, the selection after a card is put back, the ride's odds of a build, the selected chaos cards with whether each
 * combines, and which penalty cards may combine. Every
 * answer is the rules core's (`explain`, `apply`); nothing here decides a rule.
 */
import { apply, explain } from '../../machines/rollecate/rules/game';
import { place, turnsFor } from '../../machines/rollecate/rules/geometry';
import { chooseTurn } from '../../machines/rollecate/rules/orientation';
import { rideOdds, type RideOdds } from '../../machines/rollecate/rules/odds';
import type { BuildCard, Card, ChaosDiscard, GameState, Placed, Refusal, Turn } from '../../machines/rollecate/rules/types';

/** Whether the rules accept a build of `cards` now. */
const legalBuild = (s: GameState, cards: BuildCard[]) => explain(s, { type: 'turn.build', cards }) === null;

/**
 * The selected track cards with their turns: the player's choice, else the core's preferred turn, else (with `guide`,
 * the play table) a turn the rules accept after the cards before it.
 */
export function buildPreview(s: GameState, tracks: readonly Card[], turns: Record<string, Turn>, guide: boolean) {
  const ts: Record<string, Turn> = {};
  const out: Placed[] = [];
  const prefix: BuildCard[] = [];
  for (const c of tracks) {
    let turn = turns[c.id] ?? chooseTurn([...s.railway, ...out], c, s.rules.table);
    if (guide && !turns[c.id] && !legalBuild(s, [...prefix, { card: c.id, turn }])) {
      turn = turnsFor(c).find((o) => legalBuild(s, [...prefix, { card: c.id, turn: o }])) ?? turn;
    }
    ts[c.id] = turn;
    prefix.push({ card: c.id, turn });
    out.push(place([...s.railway, ...out], c, turn));
  }
  return { placed: out, turns: ts, cards: prefix };
}

export interface ChaosChoice {
  card: Card;
  combine: boolean;
  /** Whether the rules let this card combine after the ones before it. */
  can: boolean;
  /** The top of the discard pile this card meets. */
  top: string | null;
  /** Why it cannot combine: an empty pile, or values that do not fit. */
  why: 'empty' | 'values' | null;
}

/** The selected chaos cards in order: each combines where the rules allow it unless the player said no (`combine`). */
export function chaosPlanOf(s: GameState, chaos: readonly Card[], combine: Record<string, boolean>): ChaosChoice[] {
  const player = s.players[s.current];
  const out: ChaosChoice[] = [];
  const prefix: ChaosDiscard[] = [];
  for (const c of chaos) {
    const r = explain(s, { type: 'chaos.discard', cards: [...prefix, { card: c.id, combine: true }] });
    const can = r === null;
    // The top of the pile this card meets: the pile after the cards before it.
    let top: string | null = null;
    if (prefix.length === 0) top = player?.discard.at(-1)?.id ?? null;
    else {
      const after = apply(s, { type: 'chaos.discard', cards: prefix });
      top = after.ok ? (after.state.players[s.current]?.discard.at(-1)?.id ?? null) : null;
    }
    const want = combine[c.id] ?? can;
    out.push({ card: c, combine: want && can, can, top, why: can ? null : r?.key === 'combine.empty' ? 'empty' : 'values' });
    prefix.push({ card: c.id, combine: want && can });
  }
  return out;
}

/** Per track card in the hand not yet selected: can it start (or continue) a legal build after the cards placed so far? */
export function playableCards(s: GameState, hand: readonly Card[], selected: readonly string[], placed: readonly BuildCard[]): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  for (const c of hand) {
    if (c.chaos || selected.includes(c.id)) continue;
    out[c.id] = turnsFor(c).some((turn) => legalBuild(s, [...placed, { card: c.id, turn }]));
  }
  return out;
}

/** Turns of a selected curve that the rules accept after the cards before it. */
export function legalTurnsOf(s: GameState, placed: readonly BuildCard[], c: Card): Turn[] {
  const i = placed.findIndex((b) => b.card === c.id);
  const prefix = placed.slice(0, Math.max(0, i));
  return turnsFor(c).filter((turn) => legalBuild(s, [...prefix, { card: c.id, turn }]));
}

/**
 * The selection after a selected card is clicked again: it goes; with `follow` (the play table's marks) the track
 * cards picked after a track card were chosen to follow it, so they go too, while the chaos cards stay.
 */
export function unselected(selected: readonly string[], c: Card, hand: readonly Card[], follow: boolean): string[] {
  if (!follow || c.chaos) return selected.filter((x) => x !== c.id);
  const at = selected.indexOf(c.id);
  return selected.slice(0, at).concat(selected.slice(at + 1).filter((id) => hand.find((h) => h.id === id)?.chaos));
}

/** The ride's odds (R27: a die per card value) if these cards were built now; null when the rules refuse the build. */
export function buildOdds(s: GameState, cards: BuildCard[]): RideOdds | null {
  const out = apply(s, { type: 'turn.build', cards });
  return out.ok ? rideOdds(out.state) : null;
}

/** For each penalty card waiting to be discarded: the rules' refusal of combining it with the top of the pile, or null when it may. */
export function penaltyCombines(s: GameState): (Refusal | null)[] {
  return s.pending.map((c) => explain(s, { type: 'penalty.discard', card: c.id, combine: true }));
}
