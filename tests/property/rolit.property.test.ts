/**
 * Property tests for the Rolit rules core and statechart (fast-check). Games
 * are random legal play: fast-check draws the board size, the players, the
 * edition, the adjacency and the seed of the move chooser, so a failure
 * shrinks and replays from the seed it prints. The geometric checks (which
 * balls may roll over) are written here from the rulings, not by calling the
 * core's capture code. Each title names the clause.
 */
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { rolitMachine } from '../../src/machines/rolit/machine';
import { countBalls, squareName } from '../../src/machines/rolit/rules/board';
import { EDITION_IDS, edition as editionOf, ringInTurnOrder } from '../../src/machines/rolit/rules/editions';
import { applyMatchEvent, newMatch, type RolitEvent, type RolitMatch } from '../../src/machines/rolit/rules/match';
import { applyPlace, explainPlace, legalPlacements } from '../../src/machines/rolit/rules/play';
import { ENGLISH, refusalText } from '../../src/machines/rolit/rules/refusal';
import { scoreMatch } from '../../src/machines/rolit/rules/scoring';
import { newGame } from '../../src/machines/rolit/rules/setup';
import type { Adjacency, BoardSize, Cell, Colour, EditionId, RolitState } from '../../src/machines/rolit/rules/types';
import { nextInt, seedFrom, type RngState } from '../../src/machines/shared/rng';
import { startSnapshot, sendEvent, type RolitSnapshot } from '../../src/scenario/rolit';

// ---------------------------------------------------------------- generators

type Players = 2 | 3 | 4 | 'solo';

interface GameSpec {
  size: BoardSize;
  players: Players;
  edition: EditionId;
  adjacency: Adjacency;
  chooser: number;
}

const u32 = fc.integer({ min: 0, max: 0xffffffff });
const SIZES: BoardSize[] = [8, 6, 4];
const PLAYERS: Players[] = [2, 3, 4, 'solo'];

const gameArb: fc.Arbitrary<GameSpec> = fc.record({
  size: fc.constantFrom(...SIZES),
  players: fc.constantFrom(...PLAYERS),
  edition: fc.constantFrom<EditionId>(...EDITION_IDS),
  adjacency: fc.constantFrom<Adjacency>(8, 8, 4),
  chooser: u32,
});

const startOf = (g: GameSpec): RolitState => newGame({ players: g.players, size: g.size, edition: g.edition, adjacency: g.adjacency });

/** A random legal game through the rules core; `onStep(prev, square, next)` after each placement. */
function playGame(g: GameSpec, onStep?: (prev: RolitState, square: string, next: RolitState) => void, stopAfter = Infinity): { final: RolitState; moves: number } {
  let s = startOf(g);
  let r: RngState = seedFrom(g.chooser);
  let moves = 0;
  while (s.phase === 'play' && moves < stopAfter) {
    const legal = legalPlacements(s);
    if (legal.length === 0) throw new Error('no legal placement on a board that is not full (B.3 #8)');
    let i: number;
    [i, r] = nextInt(r, legal.length);
    const square = legal[i] as string;
    const out = applyPlace(s, square);
    if (!out.ok) throw new Error(`a listed placement was refused: ${out.refusal.message}`);
    onStep?.(s, square, out.state);
    s = out.state;
    moves++;
  }
  return { final: s, moves };
}

/** A random legal match through the statechart (pure `transition`), round after round. */
function playMatchOnChart(match: RolitMatch, chooser: number, onStep?: (prev: RolitSnapshot, e: RolitEvent, next: RolitSnapshot) => void): RolitSnapshot {
  let snap = startSnapshot(match);
  let r: RngState = seedFrom(chooser);
  while (snap.status !== 'done') {
    let e: RolitEvent;
    if (snap.value === 'betweenRounds') e = { type: 'round.next' };
    else {
      const legal = legalPlacements(snap.context.game);
      let i: number;
      [i, r] = nextInt(r, legal.length);
      e = { type: 'ball.place', square: legal[i] as string };
    }
    const out = sendEvent(snap, e);
    if (!out.ok) throw new Error(`the chart refused a legal ${e.type}: ${out.reason}`);
    onStep?.(snap, e, out.snapshot);
    snap = out.snapshot;
  }
  return snap;
}

// ---------------------------------------------------------------- geometry from the rulings

const DIRS: readonly [number, number][] = [[1, 0], [-1, 0], [0, 1], [0, -1], [1, 1], [1, -1], [-1, 1], [-1, -1]];

const at = (cells: readonly Cell[], size: number, col: number, row: number): Cell | null =>
  col < 0 || row < 0 || col >= size || row >= size ? null : (cells[row * size + col] as Cell);

/**
 * The balls enclosed in one direction from (col, row) for `colour`, read from
 * `cells`: the unbroken run of balls of other colours up to the nearest ball
 * of `colour`; nothing when an empty socket or the edge comes first, or the run is empty.
 */
function enclosed(cells: readonly Cell[], size: number, col: number, row: number, colour: Colour, [dc, dr]: readonly [number, number]): number[] {
  const run: number[] = [];
  for (let c = col + dc, r = row + dr; ; c += dc, r += dr) {
    const cell = at(cells, size, c, r);
    if (cell === null || cell === '.') return [];
    if (cell === colour) return run;
    run.push(r * size + c);
  }
}

const capturesAt = (cells: readonly Cell[], size: number, index: number, colour: Colour): number[] =>
  DIRS.flatMap((d) => enclosed(cells, size, index % size, Math.floor(index / size), colour, d));

function isNextToBall(s: RolitState, index: number): boolean {
  const col = index % s.size;
  const row = Math.floor(index / s.size);
  return DIRS.slice(0, s.adjacency).some(([dc, dr]) => {
    const c = at(s.cells, s.size, col + dc, row + dr);
    return c !== null && c !== '.';
  });
}

const openSockets = (s: RolitState): number[] => s.cells.flatMap((c, i) => (c === '.' && isNextToBall(s, i) ? [i] : []));
const nameOf = (s: RolitState, i: number) => squareName({ col: i % s.size, row: Math.floor(i / s.size) + 1 });
const indexOfName = (s: RolitState, name: string) => s.cells.findIndex((_, i) => nameOf(s, i) === name);
const ballCount = (cells: readonly Cell[]) => cells.filter((c) => c !== '.').length;

const PROP = { numRuns: 40 } as const;

// ---------------------------------------------------------------- properties

describe('Rolit: random games keep the rules', () => {
  it('RO5: every move adds exactly one ball, of the mover\'s colour, in an empty socket next to a ball (core and chart)', () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        playGame(g, (prev, square, next) => {
          const i = indexOfName(prev, square);
          expect(ballCount(next.cells)).toBe(ballCount(prev.cells) + 1);
          expect(prev.cells[i]).toBe('.');
          expect(isNextToBall(prev, i)).toBe(true);
          expect(next.cells[i]).toBe(prev.current);
        });
        const end = playMatchOnChart(newMatch({ players: g.players, size: g.size, edition: g.edition, adjacency: g.adjacency, rounds: 1 }), g.chooser, (prev, e, next) => {
          if (e.type === 'ball.place') expect(ballCount(next.context.game.cells)).toBe(ballCount(prev.context.game.cells) + 1);
        });
        expect(end.value).toBe('matchOver');
      }),
      { numRuns: 15 },
    );
  });

  it('RO6, RO9: every rolled ball lies on a straight line from the new ball, between it and the nearest own ball, and every such ball rolls (RO7)', () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        playGame(g, (prev, square, next) => {
          const size = prev.size;
          const placed = indexOfName(prev, square);
          const pc = placed % size;
          const pr = Math.floor(placed / size);
          const flipped = prev.cells.flatMap((c, i) => (i !== placed && c !== next.cells[i] ? [i] : []));
          for (const i of flipped) {
            expect(next.cells[i]).toBe(prev.current);
            const dc = (i % size) - pc;
            const dr = Math.floor(i / size) - pr;
            // on a straight line: same row, column or diagonal
            expect(dc === 0 || dr === 0 || Math.abs(dc) === Math.abs(dr)).toBe(true);
            const dir: [number, number] = [Math.sign(dc), Math.sign(dr)];
            // between the new ball and the nearest own ball, with no gap (on the board as it was: RO7)
            expect(enclosed(prev.cells, size, pc, pr, prev.current, dir)).toContain(i);
          }
          // all of them (RO9): the union of the eight lines, nothing more, nothing less
          expect(flipped.sort((a, b) => a - b)).toEqual([...new Set(capturesAt(prev.cells, size, placed, prev.current))].sort((a, b) => a - b));
        });
      }),
      PROP,
    );
  });

  it('RO8: while any placement captures, no non-capturing placement is legal; otherwise every open socket is (RO10)', () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        playGame(g, (prev) => {
          const open = openSockets(prev);
          const capturing = open.filter((i) => capturesAt(prev.cells, prev.size, i, prev.current).length > 0);
          const legal = legalPlacements(prev);
          if (capturing.length > 0) {
            expect(new Set(legal)).toEqual(new Set(capturing.map((i) => nameOf(prev, i))));
            // and the refusal names the clause (two of the idle sockets are enough: each ask rescans the board)
            for (const i of open.filter((x) => !capturing.includes(x)).slice(0, 2)) expect(explainPlace(prev, nameOf(prev, i))?.rule).toBe('RO8');
          } else {
            expect(new Set(legal)).toEqual(new Set(open.map((i) => nameOf(prev, i))));
          }
        });
      }),
      PROP,
    );
  });

  for (const size of SIZES) {
    for (const players of PLAYERS) {
      it(`RO12: games on ${size}×${size} with ${players === 'solo' ? 'solo play (RO16)' : `${players} players`} end on a full board with a result`, () => {
        fc.assert(
          fc.property(u32, fc.constantFrom<EditionId>(...EDITION_IDS), (chooser, edition) => {
            const g: GameSpec = { size, players, edition, adjacency: 8, chooser };
            const { final, moves } = playGame(g);
            expect(moves).toBe(size * size - 4);
            expect(final.phase).toBe('over');
            expect(final.cells.every((c) => c !== '.')).toBe(true);
            const res = final.result!;
            expect(Object.values(res.counts).reduce((a, b) => a + b, 0)).toBe(size * size);
            const best = Math.max(...final.players.map((p) => res.counts[p]));
            expect(res.winners).toEqual(final.players.filter((p) => res.counts[p] === best));
            for (const c of ['R', 'Y', 'G', 'B'] as Colour[]) expect(res.counts[c]).toBe(countBalls(final.cells, c));
            // the chart reaches its final state with the same kind of result
            const end = playMatchOnChart(newMatch({ players, size, edition, rounds: 1 }), chooser);
            expect(end.status).toBe('done');
            expect(end.context.game.result?.winners.length).toBeGreaterThan(0);
            expect(end.context.score?.winners).toEqual(end.context.game.result?.winners);
          }),
          { numRuns: size === 8 ? 4 : 8 },
        );
      });
    }
  }

  it('RO11: a refused placement changes nothing, in the core and in the chart, and names its clause', () => {
    const squareArb = fc.oneof(
      fc.tuple(fc.constantFrom(...'abcdefghij'), fc.integer({ min: 0, max: 10 })).map(([c, r]) => `${c}${r}`),
      fc.string({ maxLength: 4 }),
    );
    let refused = 0;
    fc.assert(
      fc.property(gameArb, fc.integer({ min: 0, max: 60 }), fc.array(squareArb, { minLength: 1, maxLength: 6 }), (g, stopAt, tries) => {
        const s = playGame(g, undefined, stopAt).final;
        let snap = startSnapshot(newMatch({ players: g.players, size: g.size, edition: g.edition, adjacency: g.adjacency, rounds: 1 }));
        // the same position in the chart (replay the moves that led to s)
        for (const entry of s.log) if (entry.t === 'place') snap = (sendEvent(snap, { type: 'ball.place', square: entry.square }) as { snapshot: RolitSnapshot }).snapshot;
        expect(isDeepStrictEqual(snap.context.game, s)).toBe(true);
        for (const square of tries) {
          const refusal = explainPlace(s, square);
          if (!refusal) continue;
          refused++;
          const before = structuredClone(s);
          const out = applyPlace(s, square);
          expect(out.ok).toBe(false);
          if (!out.ok) expect(out.refusal.message.startsWith(`${out.refusal.rule}: `)).toBe(true);
          expect(s).toEqual(before);
          const [next] = transition(rolitMachine, snap, { type: 'ball.place', square });
          expect(next.context).toBe(snap.context);
          expect(next.value).toEqual(snap.value);
          expect(sendEvent(snap, { type: 'ball.place', square })).toEqual({ ok: false, reason: refusal.message, refusal });
          // The refusal names which condition failed, and its English sentence is that condition's template filled in.
          expect(refusalText(refusal, ENGLISH)).toBe(refusal.message);
        }
      }),
      PROP,
    );
    expect(refused).toBeGreaterThan(20);
  });
});

describe('Rolit matches on the chart', () => {
  const RING_LEFT_TO_RIGHT = (e: EditionId, colours: readonly Colour[]) => ringInTurnOrder(editionOf(e)).filter((c) => colours.includes(c));

  it('RO13, RO14: a match of one round per player gives every colour one start (ES: the player right of the last starter) and scores by rounds, then points', () => {
    fc.assert(
      fc.property(fc.constantFrom<2 | 3 | 4>(2, 3, 4), fc.constantFrom<EditionId>(...EDITION_IDS), u32, (players, edition, chooser) => {
        const start = newMatch({ players, size: 4, edition, seed: chooser });
        expect(start.rounds).toBe(players);
        // the chart's match equals the core's, event by event
        let core: RolitMatch = start;
        const end = playMatchOnChart(start, chooser, (_, e, next) => {
          const out = applyMatchEvent(core, e);
          expect(out.ok).toBe(true);
          if (out.ok) core = out.state;
          expect(isDeepStrictEqual(core, next.context)).toBe(true);
        });
        const m = end.context;
        expect(m.results).toHaveLength(players);
        expect([...m.starters].sort()).toEqual([...m.colours].sort());
        // each new starter sits next to the last one in the direction of play: under ES (counter-clockwise) that is to the right
        const seats = RING_LEFT_TO_RIGHT(edition, m.colours);
        for (let k = 1; k < m.starters.length; k++) {
          const prev = seats.indexOf(m.starters[k - 1]!);
          expect(m.starters[k]).toBe(seats[(prev + 1) % seats.length]);
        }
        expect(m.score).toEqual(scoreMatch(m.results, m.colours, edition));
      }),
      { numRuns: 20 },
    );
  });
});
