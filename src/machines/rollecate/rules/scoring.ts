/** End of game and scoring (R33–R37, R39, R45; rulings 33–35, 39, 45). */
import { draft, editDiscard, editHand, log } from './state';
import type { Card, GameState, Result } from './types';

export function pileScore(pile: readonly Card[]): number {
  return pile.reduce((sum, c) => sum + c.value, 0);
}

/**
 * The comparison key: score, then cards, then fours, threes, twos, ones.
 * @rule R35 Your score is the sum of the values on your pile; the lowest wins.
 * @rule R36 Ties: fewest cards, then fewest 4s, 3s, 2s and 1s; otherwise the win is shared.
 */
export function rankKey(pile: readonly Card[]): number[] {
  // One pass: [score, cards, fours, threes, twos, ones].
  const key = [0, pile.length, 0, 0, 0, 0];
  for (const c of pile) {
    key[0] += c.value;
    // Every card is worth 1 to 4 (types.ts: Value): 4s count at index 2, … 1s at index 5.
    key[6 - c.value]++;
  }
  return key;
}

/** Which of two rank keys is better: negative when `a` is (the first place they differ decides, R35, R36). */
export function compareKeys(a: readonly number[], b: readonly number[]): number {
  const i = a.findIndex((v, j) => v !== b[j]);
  return i < 0 ? 0 : (a[i] as number) - (b[i] as number);
}

/**
 * @rule R45 Betsy scores the number of cards on her pile; her count is set
 * against your points, lower wins and equal numbers are a draw (ruling 45).
 */
export function computeResult(s: GameState): Result {
  const scores = s.players.map((p) => (p.betsy ? p.discard.length : pileScore(p.discard)));
  const cards = s.players.map((p) => p.discard.length);
  // Alone (solo), the one player is the best of one: the comparison below names seat 0.
  let winners: number[];
  if (s.variant === 'betsy') {
    const best = Math.min(...scores);
    winners = scores.flatMap((v, i) => (v === best ? [i] : []));
  } else {
    const keys = s.players.map((p) => rankKey(p.discard));
    // Stryker disable next-line EqualityOperator: on a tie either key is the best, and the winners are every key equal to it
    const best = keys.reduce((a, b) => (compareKeys(a, b) <= 0 ? a : b));
    winners = keys.flatMap((k, i) => (compareKeys(k, best) === 0 ? [i] : []));
  }
  return { scores, cards, winners, lost: false };
}

/**
 * @rule R34 At the end every hand goes onto its owner's pile, without combining (ruling 34).
 */
export function scoreGame(input: GameState): GameState {
  const s = draft(input);
  input.players.forEach((_, seat) => {
    editDiscard(s, seat).push(...editHand(s, seat).splice(0));
  });
  s.result = computeResult(s);
  s.phase = 'over';
  log(s, { t: 'end', result: s.result });
  return s;
}

/** Hard solo's fourth derailment: the game ends at once and is lost, with no score recorded (ruling 39). */
export function loseHardSolo(input: GameState): GameState {
  const s = draft(input);
  s.result = { scores: s.players.map((p) => pileScore(p.discard)), cards: s.players.map((p) => p.discard.length), winners: [], lost: true };
  s.phase = 'over';
  s.owed = 0;
  log(s, { t: 'lost', player: s.current });
  log(s, { t: 'end', result: s.result });
  return s;
}

export interface SoloRecord {
  games: number;
  best: number | null;
  lost: number;
  scores: number[];
}

/**
 * Solo is played against your own best score, kept from game to game.
 * @rule R37
 */
export function recordSoloGame(record: SoloRecord, result: Result): SoloRecord {
  if (result.lost) return { ...record, games: record.games + 1, lost: record.lost + 1 };
  const score = result.scores[0] ?? 0;
  return {
    games: record.games + 1,
    best: record.best === null ? score : Math.min(record.best, score),
    lost: record.lost,
    scores: [...record.scores, score].slice(-50),
  };
}
