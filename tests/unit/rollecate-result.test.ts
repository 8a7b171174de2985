/**
 * What decided a finished Rollecate game (src/play/rollecate/result.ts): the verdict's kind, its numbers and the
 * clauses it cites, on games played to their end, and on piles made to tie up to each place of the rank key (R35, R36);
 * and what the table reads from a game before drawing it (src/play/rollecate/tableView.ts).
 */
import { describe, expect, it } from 'vitest';
import { verdictOf } from '../../src/play/rollecate/result';
import { rankKey } from '../../src/machines/rollecate/rules/scoring';
import type { Card, GameState, LogEntry } from '../../src/machines/rollecate/rules/types';
import { freshCards, humans, setupShown, viewerOf } from '../../src/play/rollecate/tableView';
import type { RollecateGame } from '../../src/play/rollecate/table';
import { startSnapshot } from '../../src/scenario/rollecate-chart';
import { logEntries } from '../../src/machines/shared/logbook';
import { findPosition } from '../fixtures/teach-positions';

describe('the verdict of a finished Rollecate game', () => {
  it('is null while the game goes on', () => {
    const { state } = findPosition((s) => s.phase === 'action');
    expect(verdictOf(state)).toBeNull();
  });

  it('a game against others: the winner and the runner-up, decided where their rank keys first differ', () => {
    const { state } = findPosition((s) => s.phase === 'over' && !s.result!.lost && s.result!.winners.length === 1, { players: ['Ann', 'Bob', 'Cy'] });
    const v = verdictOf(state)!;
    if (v.kind !== 'by') throw new Error(`expected an outright win, got ${v.kind}`);
    expect(v.winner).toBe(state.result!.winners[0]);
    const kw = rankKey(state.players[v.winner]!.discard);
    const ko = rankKey(state.players[v.other]!.discard);
    // The runner-up is the best of the others.
    const cmp = (a: number[], b: number[]) => a.reduce((acc, x, i) => acc || x - (b[i] ?? 0), 0);
    for (const [i, p] of state.players.entries()) if (i !== v.winner) expect(cmp(rankKey(p.discard), ko)).toBeGreaterThanOrEqual(0);
    const at = kw.findIndex((x, i) => x !== ko[i]);
    expect([v.a, v.b]).toEqual([kw[at], ko[at]]);
    expect(v.by).toBe(at <= 0 ? 'points' : at === 1 ? 'cards' : 'value');
    expect(v.rules).toBe(at <= 0 ? 'R35' : 'R35 R36');
  });

  // Two piles that tie up to one place of the key: the verdict names that place.
  const card = (id: string, value: 1 | 2 | 3 | 4): Card => ({ id, value, shape: 'straight' }) as Card;
  const ended = (a: Card[], b: Card[]): GameState => {
    const { state } = findPosition((s) => s.phase === 'over' && !s.result!.lost);
    return { ...state, variant: 'standard', players: [{ ...state.players[0]!, discard: a }, { ...state.players[1]!, discard: b }], result: { ...state.result!, lost: false, winners: [0] } };
  };

  it('names the place that decided: points, cards, then the count of a value', () => {
    expect(verdictOf(ended([card('a', 2)], [card('b', 3)]))).toMatchObject({ kind: 'by', by: 'points', points: 2, a: 2, b: 3, rules: 'R35' });
    expect(verdictOf(ended([card('a', 4)], [card('b', 2), card('c', 2)]))).toMatchObject({ kind: 'by', by: 'cards', a: 1, b: 2, rules: 'R35 R36' });
    expect(verdictOf(ended([card('a', 3), card('b', 1)], [card('c', 2), card('d', 2)]))).toMatchObject({ kind: 'by', by: 'value', value: 3, a: 1, b: 0, rules: 'R35 R36' });
  });

  it('a shared win, a lost game, solo and hard solo, a game against Betsy', () => {
    const { state } = findPosition((s) => s.phase === 'over' && !s.result!.lost);
    const r = state.result!;
    expect(verdictOf({ ...state, result: { ...r, lost: false, winners: [0, 1] } })).toEqual({ kind: 'shared', winners: [0, 1], rules: 'R35 R36' });
    expect(verdictOf({ ...state, result: { ...r, lost: true } })).toEqual({ kind: 'lost', rules: 'R39' });
    const one = { ...state, players: state.players.slice(0, 1), result: { ...r, lost: false, scores: [7] } };
    expect(verdictOf({ ...one, variant: 'solo' })).toEqual({ kind: 'solo', score: 7, rules: 'R35 R37' });
    expect(verdictOf({ ...one, variant: 'solo-hard' })).toEqual({ kind: 'soloHard', score: 7, rules: 'R35 R37 R39' });
    const betsy = { ...state, variant: 'betsy' as const, result: { ...r, lost: false, scores: [9, 4] } };
    expect(verdictOf({ ...betsy, result: { ...betsy.result, winners: [1] } })).toEqual({ kind: 'betsy', who: 'her', points: 9, cards: 4, rules: 'R35 R45' });
    expect(verdictOf({ ...betsy, result: { ...betsy.result, winners: [0] } })).toMatchObject({ who: 'you' });
    expect(verdictOf({ ...betsy, result: { ...betsy.result, winners: [0, 1] } })).toMatchObject({ who: 'draw' });
  });
});

describe('what the Rollecate table reads from a game (src/play/rollecate/tableView.ts)', () => {
  const game = (state: GameState, seats: RollecateGame['config']['seats'], deviceSeat: number | null = null): RollecateGame =>
    ({ config: { mode: 'hotseat', seed: '1', seats, hints: true }, snap: startSnapshot(state), turnStart: null, deviceSeat, soloRecorded: false });

  it('the seats played here, and whose hands are face up: one person\'s, the screen holder\'s in hot-seat, everyone\'s at the end', () => {
    const { state } = findPosition((s) => s.phase === 'action' && s.current === 1);
    expect(humans({ mode: 'bots', seed: '1', seats: ['human', 'bot', 'bot'], hints: true })).toEqual([0]);
    expect(viewerOf(game(state, ['human', 'bot']))).toBe(0);
    expect(viewerOf(game(state, ['human', 'human'], 1))).toBe(1);
    expect(viewerOf(game(state, ['human', 'human']))).toBe(-1);
    const { state: over } = findPosition((s) => s.phase === 'over');
    expect(viewerOf(game(over, ['human', 'bot']))).toBe('all');
  });

  it('the setup\'s summary shows from the end of the setup until every player has drawn once', () => {
    const { state: setup } = findPosition((s) => s.phase === 'setup');
    expect(setupShown(setup)).toBeNull();
    const drawsAfterSetup = (s: GameState) => {
      const entries = logEntries(s.log);
      const at = entries.findIndex((e) => e.t === 'setupDone');
      return at < 0 ? -1 : entries.slice(at).filter((e) => e.t === 'draw').length;
    };
    const { state: first } = findPosition((s) => s.phase !== 'over' && drawsAfterSetup(s) >= 0 && drawsAfterSetup(s) <= s.players.length);
    expect(setupShown(first)).toMatchObject({ t: 'setupDone' });
    const { state: later } = findPosition((s) => s.phase !== 'over' && drawsAfterSetup(s) > s.players.length);
    expect(setupShown(later)).toBeNull();
  });

  it('the cards laid this turn: its builds back to the draw, or the last setup card', () => {
    const log: LogEntry[] = [
      { t: 'setup', player: 0, card: 's1' } as LogEntry,
      { t: 'draw', player: 0, card: 'd1' } as LogEntry,
      { t: 'build', player: 0, cards: ['a', 'b'] } as unknown as LogEntry,
    ];
    expect(freshCards(log)).toEqual(['a', 'b']);
    expect(freshCards(log.slice(0, 1))).toEqual(['s1']);
    expect(freshCards(log.slice(0, 2))).toEqual([]);
  });
});
