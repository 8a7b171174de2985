/**
 * The Rolit play table's bot (src/machines/rolit/bots.ts) and saved game (rolitSave.ts):
 * the bot only plays the core's legal placements, takes a free corner, and
 * bot-against-bot games finish on every board size and player count; a save
 * round-trips through the chart, and damaged, foreign, old or newer saves are
 * recognised without throwing.
 */
import { describe, expect, it } from 'vitest';
import { chooseMove, nextToEmptyCorner } from '../../src/machines/rolit/bots';
import { SAVE_KEY, SAVE_VERSION, clearGame, loadGame, parseSave, saveGame, serialiseGame, type RolitConfig } from '../../src/play/rolit/rolitSave';
import { boardFromRows, parseSquare } from '../../src/machines/rolit/rules/board';
import { matchPhase, newMatch, type RolitMatch } from '../../src/machines/rolit/rules/match';
import { legalPlacements } from '../../src/machines/rolit/rules/play';
import { fromPosition } from '../../src/machines/rolit/rules/setup';
import type { BoardSize } from '../../src/machines/rolit/rules/types';
import { sendEvent, startSnapshot, type RolitSnapshot } from '../../src/scenario/rolit';
import { memory } from './helpers';

/** Plays bots for every colour through the chart until the match ends; checks each move is legal. */
function playOut(match: RolitMatch, limit = 2000): RolitSnapshot {
  let snap = startSnapshot(match);
  for (let i = 0; i < limit; i++) {
    const phase = matchPhase(snap.context);
    if (phase === 'matchOver') return snap;
    if (phase === 'betweenRounds') {
      const out = sendEvent(snap, { type: 'round.next' });
      if (!out.ok) throw new Error(out.reason);
      snap = out.snapshot;
      continue;
    }
    const g = snap.context.game;
    const sq = chooseMove(g);
    expect(sq).not.toBeNull();
    expect(legalPlacements(g)).toContain(sq);
    const out = sendEvent(snap, { type: 'ball.place', square: sq as string });
    if (!out.ok) throw new Error(out.reason);
    snap = out.snapshot;
  }
  throw new Error('the match did not end');
}

const config = (o: Partial<RolitConfig> = {}): RolitConfig => ({
  mode: 'bots', players: 2, size: 6, adjacency: 8, edition: 'standard', rounds: 2, seed: '7', seats: { R: 'human', G: 'bot' }, ...o,
});

describe('rolit bot', () => {
  it('returns only legal placements, and nothing once the board is full', () => {
    const m = newMatch({ players: 4, size: 8, seed: 3 });
    const g = m.game;
    expect(legalPlacements(g)).toContain(chooseMove(g));
    const full = fromPosition({ size: 4, adjacency: 8, edition: 'standard', cells: boardFromRows(['RRGG', 'RRGG', 'GGRR', 'GGRR'], 4), players: ['R', 'G'], current: 'R' });
    expect(chooseMove(full)).toBeNull();
  });

  it('takes an available corner', () => {
    // Red at a1 can be reached by placing... red to move; a capturing corner move exists at a4 (a4-b3-c2 diagonal).
    const cells = boardFromRows(['....', '.G..', '..R.', '....'], 4);
    const s = fromPosition({ size: 4, adjacency: 8, edition: 'standard', cells, players: ['R', 'G'], current: 'R' });
    expect(legalPlacements(s)).toContain('a4');
    expect(chooseMove(s)).toBe('a4');
  });

  it('prefers an edge to a square next to an empty corner when nothing captures', () => {
    const cells = boardFromRows(['......', '......', '..RR..', '..RR..', '......', '......'], 6);
    const s = fromPosition({ size: 6, adjacency: 8, edition: 'standard', cells, players: ['R', 'G'], current: 'G' });
    const move = chooseMove(s) as string;
    expect(legalPlacements(s)).toContain(move);
    expect(nextToEmptyCorner(s, parseSquare(move))).toBe(false);
  });

  it('is deterministic', () => {
    const a = playOut(newMatch({ players: 3, size: 6, seed: 11 }));
    const b = playOut(newMatch({ players: 3, size: 6, seed: 11 }));
    expect(a.context.results).toEqual(b.context.results);
  });

  const cases: { players: 2 | 3 | 4 | 'solo'; size: BoardSize; adjacency: 8 | 4; edition: 'standard' | 'es' }[] = [];
  for (const size of [8, 6, 4] as BoardSize[]) {
    for (const players of [2, 3, 4, 'solo'] as const) {
      if (size === 4 && (players === 3 || players === 4)) continue;
      cases.push({ players, size, adjacency: 8, edition: 'standard' });
    }
  }
  cases.push({ players: 4, size: 6, adjacency: 4, edition: 'es' }, { players: 2, size: 4, adjacency: 4, edition: 'es' });
  it.each(cases)('bot-vs-bot ends: $players players on $size×$size, adjacency $adjacency, $edition', (c) => {
    const m = newMatch({ ...c, seed: 5 });
    const end = playOut(m);
    expect(matchPhase(end.context)).toBe('matchOver');
    expect(end.context.results).toHaveLength(m.rounds);
    expect(end.context.score?.winners.length).toBeGreaterThan(0);
    expect(end.context.game.cells.every((x) => x !== '.')).toBe(true);
  });
});

describe('rolit save', () => {
  it('round-trips a match in progress and the chart takes it up again', () => {
    const store = memory();
    let snap = startSnapshot(newMatch({ players: 2, size: 6, seed: 7, rounds: 2 }));
    for (let i = 0; i < 5; i++) {
      const out = sendEvent(snap, { type: 'ball.place', square: chooseMove(snap.context.game) as string });
      if (!out.ok) throw new Error(out.reason);
      snap = out.snapshot;
    }
    expect(saveGame(store, config(), snap.context)).toBe(true);
    const res = loadGame(store);
    expect(res.status).toBe('ok');
    if (res.status !== 'ok') return;
    expect(res.game.version).toBe(SAVE_VERSION);
    expect(res.game.match.game.cells).toEqual(snap.context.game.cells);
    expect(res.game.match.game.log).toEqual(snap.context.game.log);
    const again = startSnapshot(res.game.match);
    expect(again.value).toBe('placing');
    expect(sendEvent(again, { type: 'ball.place', square: chooseMove(again.context.game) as string }).ok).toBe(true);
  });

  it('round-trips a match between rounds and a finished match', () => {
    const end = playOut(newMatch({ players: 2, size: 4, seed: 1, rounds: 2 }));
    const res = parseSave(serialiseGame(config({ size: 4 }), end.context));
    expect(res.status).toBe('ok');
    if (res.status === 'ok') expect(matchPhase(res.game.match)).toBe('matchOver');
  });

  it('recognises corrupt, foreign, old and newer saves without throwing', () => {
    expect(parseSave(null)).toEqual({ status: 'none' });
    expect(parseSave('{not json')).toMatchObject({ status: 'invalid', reason: 'corrupt' });
    expect(parseSave('[1,2]')).toMatchObject({ status: 'invalid', reason: 'foreign' });
    expect(parseSave('{"hello":1}')).toMatchObject({ status: 'invalid', reason: 'foreign' });
    expect(parseSave('{"version":0}')).toMatchObject({ status: 'invalid', reason: 'old' });
    expect(parseSave('{"version":99}')).toMatchObject({ status: 'invalid', reason: 'newer' });
    const good = JSON.parse(serialiseGame(config(), newMatch({ players: 2, size: 6, seed: 7 })));
    const tamper = (f: (x: any) => void) => {
      const copy = JSON.parse(JSON.stringify(good));
      f(copy);
      return parseSave(JSON.stringify(copy));
    };
    expect(tamper(() => {})).toMatchObject({ status: 'ok' });
    expect(tamper((x) => (x.match.game.cells[0] = 'Q'))).toMatchObject({ status: 'invalid', reason: 'corrupt' });
    expect(tamper((x) => x.match.game.cells.pop())).toMatchObject({ status: 'invalid', reason: 'corrupt' });
    expect(tamper((x) => (x.match.game.current = 'B'))).toMatchObject({ status: 'invalid', reason: 'corrupt' });
    expect(tamper((x) => (x.match.results = [{ counts: { R: 1, Y: 0, G: 0, B: 0 }, winners: ['R'] }, { counts: { R: 1, Y: 0, G: 0, B: 0 }, winners: ['R'] }]))).toMatchObject({ status: 'invalid', reason: 'corrupt' });
    expect(tamper((x) => (x.config.mode = 'x'))).toMatchObject({ status: 'invalid', reason: 'corrupt' });
    expect(tamper((x) => (x.config.edition = 'toString'))).toMatchObject({ status: 'invalid', reason: 'corrupt' });
    expect(tamper((x) => (x.match.game.edition = 'constructor'))).toMatchObject({ status: 'invalid', reason: 'corrupt' });
    expect(tamper((x) => (x.config.colourChoice = -1))).toMatchObject({ status: 'invalid', reason: 'corrupt' });
    expect(tamper((x) => (x.config.colourChoice = 1))).toMatchObject({ status: 'ok' });
    expect(tamper((x) => delete x.match)).toMatchObject({ status: 'invalid', reason: 'corrupt' });
  });

  it('a blocked storage neither throws on save nor on load', () => {
    const broken = {
      getItem: () => { throw new Error('blocked'); },
      setItem: () => { throw new Error('full'); },
      removeItem: () => { throw new Error('blocked'); },
    };
    expect(loadGame(broken)).toEqual({ status: 'none' });
    expect(saveGame(broken, config(), newMatch({ players: 2, size: 6 }))).toBe(false);
    expect(() => clearGame(broken)).not.toThrow();
    const store = memory({ [SAVE_KEY]: 'garbage' });
    expect(loadGame(store).status).toBe('invalid');
    clearGame(store);
    expect(store.data.has(SAVE_KEY)).toBe(false);
  });
});
