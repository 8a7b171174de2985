/**
 * What the Rollecate board works out from a selection before anything is sent, pure (GameBoard.tsx draws it): the
 * selected track cards placed with their turns, and the selected chaos cards with whether each combines. Every
 * answer is the rules core's (`explain`, `apply`); nothing here decides a rule.
 */
import { apply, explain } from '../../machines/rollecate/rules/game';
import { place, turnsFor } from '../../machines/rollecate/rules/geometry';
import { chooseTurn } from '../../machines/rollecate/rules/orientation';
import type { BuildCard, Card, ChaosDiscard, GameState, Placed, Turn } from '../../machines/rollecate/rules/types';

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
