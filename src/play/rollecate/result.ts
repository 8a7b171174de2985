/**
 * What decided a finished Rollecate game, pure (src/components/rollecate/PlayResult.tsx words and draws it): the
 * verdict's kind with the numbers it quotes and the rules it cites, and whether a solo score is a new best (R37).
 */
import { compareKeys, rankKey } from '../../machines/rollecate/rules/scoring';
import type { GameState } from '../../machines/rollecate/rules/types';
import type { RollecateGame } from './table';

/** A finished game's verdict: what it says and the rule clauses it cites. */
export type Verdict = { rules: string } & (
  | { kind: 'lost' }
  | { kind: 'solo'; score: number }
  | { kind: 'soloHard'; score: number }
  | { kind: 'betsy'; who: 'draw' | 'her' | 'you'; points: number; cards: number }
  | { kind: 'shared'; winners: number[] }
  /** Won outright: by points, by the number of cards, or by the count of a card value (`value`), the first place the winner's and the runner-up's rank keys differ. */
  | { kind: 'by'; by: 'points' | 'cards' | 'value'; winner: number; other: number; points: number; cards: number; a: number; b: number; value: number }
);

/** The verdict of a finished game; null while it goes on. */
export function verdictOf(s: GameState): Verdict | null {
  const r = s.result;
  if (!r) return null;
  if (r.lost) return { kind: 'lost', rules: 'R39' };
  // Solo has no winner: a score to compare with your best (R37); hard solo is won by not derailing a fourth time.
  if (s.players.length === 1) return s.variant === 'solo-hard' ? { kind: 'soloHard', score: r.scores[0] ?? 0, rules: 'R35 R37 R39' } : { kind: 'solo', score: r.scores[0] ?? 0, rules: 'R35 R37' };
  if (s.variant === 'betsy') {
    return { kind: 'betsy', who: r.winners.length > 1 ? 'draw' : r.winners[0] === 1 ? 'her' : 'you', points: r.scores[0] ?? 0, cards: r.scores[1] ?? 0, rules: 'R35 R45' };
  }
  if (r.winners.length > 1) return { kind: 'shared', winners: r.winners, rules: 'R35 R36' };
  const keys = s.players.map((p) => rankKey(p.discard));
  const w = r.winners[0] ?? 0;
  const others = s.players.map((_, i) => i).filter((i) => i !== w);
  // The runner-up: the best key among the others; the first place where the keys differ decided it.
  const o = others.reduce((a, b) => (compareKeys(keys[a] as number[], keys[b] as number[]) <= 0 ? a : b));
  const kw = keys[w] as number[];
  const ko = keys[o] as number[];
  const at = kw.findIndex((v, i) => v !== ko[i]);
  const by = at <= 0 ? 'points' : at === 1 ? 'cards' : 'value';
  // rankKey counts value v at place 6 − v, so the place that decided names its value.
  return { kind: 'by', by, winner: w, other: o, points: kw[0] ?? 0, cards: kw[1] ?? 0, a: kw[at] ?? 0, b: ko[at] ?? 0, value: 6 - at, rules: by === 'points' ? 'R35' : 'R35 R36' };
}

/** Whether a solo game just ended with a better (lower) score than every earlier one, not counting the first game. */
export function isNewBest(live: RollecateGame): boolean {
  const r = live.snap.context.result;
  return !!live.solo && !!r && !r.lost && (live.solo.before.best === null || (r.scores[0] ?? 0) < live.solo.before.best) && live.solo.before.games > 0;
}
