/**
 * Model-based exploration of the Rolit chart with xstate/graph: small 4×4
 * fixtures explored to the end (shortest path to every reachable state), each
 * path replayed on a real actor and checked against the rules core at every
 * step. The serialisation drops only the narration log, which cannot change
 * the future, so two states it merges really are the same position.
 */
import { createActor, transition, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ChartCoverage } from './coverage';
import { isDeepStrictEqual } from 'node:util';
import { rolitMachine } from '../../src/machines/rolit/machine';
import { boardFromRows, squareAt, squareName } from '../../src/machines/rolit/rules/board';
import { capturesFor } from '../../src/machines/rolit/rules/capture';
import {
  applyMatchEvent, explainMatchEvent, matchFromGame, matchPhase, newMatch, type RolitEvent, type RolitMatch,
} from '../../src/machines/rolit/rules/match';
import { explainSocket, legalPlacements } from '../../src/machines/rolit/rules/play';
import { fromPosition } from '../../src/machines/rolit/rules/setup';
import type { Colour, EditionId, RoundResult } from '../../src/machines/rolit/rules/types';

export type Snap = SnapshotFrom<typeof rolitMachine>;

export function serializeState(snapshot: Snap): string {
  const { log: _log, ...game } = snapshot.context.game;
  return JSON.stringify([snapshot.value, { ...snapshot.context, game }]);
}

// ------------------------------------------------------------------ fixtures

export interface Fixture {
  name: string;
  /** Built when read (a getter): inside a test, not while the test file loads. */
  readonly match: RolitMatch;
  /** Stop exploring past states where this holds (keeps a new round to its first moves). */
  stopWhen?: (m: RolitMatch) => boolean;
}

/** Plays events through the core; throws on a refusal (fixtures are built from legal play). */
export function play(m: RolitMatch, squares: readonly string[]): RolitMatch {
  let s = m;
  for (const square of squares) {
    const out = applyMatchEvent(s, square === 'next' ? { type: 'round.next' } : { type: 'ball.place', square });
    if (!out.ok) throw new Error(`fixture: ${square} refused: ${out.refusal.message}`);
    s = out.state;
  }
  return s;
}

function position4(rows: string[], players: Colour[], current: Colour, o: { edition?: EditionId; adjacency?: 4 | 8 } = {}) {
  return fromPosition({ size: 4, adjacency: o.adjacency ?? 8, edition: o.edition ?? 'standard', cells: boardFromRows(rows, 4), players, current });
}

const round = (counts: Partial<Record<Colour, number>>, winners: Colour[]): RoundResult => ({ counts: { R: 0, Y: 0, G: 0, B: 0, ...counts }, winners });

const balls = (m: RolitMatch) => m.game.cells.filter((c) => c !== '.').length;

export function fixtures(): Fixture[] {
  return [
    {
      name: '4×4, two players, six moves in (six sockets left)',
      get match() {
        return play(newMatch({ players: 2, size: 4, rounds: 1 }), ['b4', 'a1', 'd2', 'd4', 'd3', 'd1']);
      },
    },
    {
      name: '4×4 solo (red and green in turn), six moves in',
      get match() {
        return play(newMatch({ players: 'solo', size: 4 }), ['d4', 'a1', 'd2', 'b1', 'b4', 'd3']);
      },
    },
    {
      name: '4×4, yellow has disappeared and places freely; four sockets left',
      get match() {
        return matchFromGame(position4(['.RR.', 'GRRR', 'RRGR', '.RB.'], ['R', 'Y'], 'Y'));
      },
    },
    {
      name: '4×4, side neighbours only (adjacency 4), five sockets left',
      get match() {
        return matchFromGame(position4(['..G.', 'RBGR', '.RYG', '..GR'], ['R', 'G'], 'G', { adjacency: 4 }));
      },
    },
    {
      name: 'a 2-round match: the end of round 1, the next round, its first two moves',
      get match() {
        return matchFromGame(position4(['GRR.', 'RRGG', 'GRYR', '.GG.'], ['R', 'G'], 'R'), { rounds: 2 });
      },
      stopWhen: (m) => m.starters.length === 2 && balls(m) >= 6,
    },
    {
      name: 'Spanish edition, yellow and blue, the last round of a 2-round match (winner-only points)',
      get match() {
        return matchFromGame(position4(['YBB.', 'BYYB', 'YRBG', '.YB.'], ['B', 'Y'], 'B', { edition: 'es' }), {
          rounds: 2,
          results: [round({ Y: 9, B: 5, R: 1, G: 1 }, ['Y'])],
          starters: ['Y', 'B'],
        });
      },
    },
  ];
}

// ------------------------------------------------------------------ events

/** Legal placements plus probes that are refused somewhere: an occupied socket, a lonely one, a non-capture while a capture exists, off the board, the next round. */
export function eventsFor(snapshot: Snap): RolitEvent[] {
  const g = snapshot.context.game;
  const out: RolitEvent[] = legalPlacements(g).map((square) => ({ type: 'ball.place', square }));
  const squares = g.cells.map((_, i) => squareAt(i, g.size));
  const occupied = squares.find((_, i) => g.cells[i] !== '.');
  const lonely = squares.find((sq, i) => g.cells[i] === '.' && explainSocket(g, sq)?.rule === 'RO5');
  const idle = squares.find((sq) => explainSocket(g, sq) === null && capturesFor(g.cells, g.size, sq, g.current).length === 0);
  for (const sq of [occupied, lonely, idle]) if (sq) out.push({ type: 'ball.place', square: squareName(sq) });
  out.push({ type: 'ball.place', square: 'z9' }, { type: 'round.next' });
  return out;
}

// ------------------------------------------------------------------ coverage

/** Coverage of the rolit chart (see coverage.ts). */
export class CoverageRecorder extends ChartCoverage {
  constructor() {
    super(rolitMachine);
  }
}

// ------------------------------------------------------------------ exploration

export interface Exploration {
  fixture: string;
  states: number;
  steps: number;
  problems: string[];
  /** One context seen resting in each chart state, for the resume check. */
  rests: Map<string, RolitMatch>;
}

/**
 * Explores one fixture: shortest paths to every reachable state, each replayed
 * on an actor. At every step the chart must agree with `explainMatchEvent` on
 * every probe (and a refused probe must leave the context untouched), the
 * core's `applyMatchEvent` must reach the same context, the replay must match
 * the traversal, and the chart must rest where `matchPhase` says.
 */
export function explore(fixture: Fixture, recorder: CoverageRecorder): Exploration {
  const paths = getShortestPaths(rolitMachine, {
    input: fixture.match,
    events: eventsFor,
    serializeState: (s) => serializeState(s as Snap),
    filterEvents: (s, e) => (s as Snap).can(e),
    ...(fixture.stopWhen ? { stopWhen: (s: Snap) => fixture.stopWhen!(s.context) } : {}),
  });
  const problems: string[] = [];
  const rests = new Map<string, RolitMatch>();
  const where = (s: Snap) => JSON.stringify(s.value);
  let steps = 0;
  for (const path of paths) {
    const actor = createActor(rolitMachine, { input: fixture.match, inspect: recorder.inspect });
    actor.start();
    let core: RolitMatch = actor.getSnapshot().context;
    for (const step of path.steps) {
      const before = actor.getSnapshot();
      recorder.record(before);
      if ((step.event as { type: string }).type === 'xstate.init') continue;
      const event = step.event as RolitEvent;
      steps++;
      for (const probe of eventsFor(before)) {
        const refusal = explainMatchEvent(before.context, probe);
        if ((refusal === null) !== before.can(probe)) problems.push(`${fixture.name}: chart and rules disagree on ${JSON.stringify(probe)} in ${where(before)}`);
        if (refusal) {
          if (!/^RO\d+: /.test(refusal.message) || !refusal.message.startsWith(refusal.rule)) problems.push(`${fixture.name}: refusal without its clause: ${refusal.message}`);
          const [next] = transition(rolitMachine, before, probe);
          if (next.context !== before.context || where(next) !== where(before)) problems.push(`${fixture.name}: refused ${JSON.stringify(probe)} changed the chart`);
        }
      }
      actor.send(event);
      const after = actor.getSnapshot();
      const out = applyMatchEvent(core, event);
      if (!out.ok) problems.push(`${fixture.name}: core refused ${JSON.stringify(event)}: ${out.refusal.message}`);
      else core = out.state;
      if (!isDeepStrictEqual(core, after.context)) problems.push(`${fixture.name}: core and chart differ after ${JSON.stringify(event)} in ${where(after)}`);
      if (serializeState(after) !== serializeState(step.state as Snap)) problems.push(`${fixture.name}: replay differs from the traversal after ${JSON.stringify(event)}`);
      if (after.value !== matchPhase(after.context)) problems.push(`${fixture.name}: chart rests in ${where(after)} but the match is ${matchPhase(after.context)}`);
      if (after.context.placed !== null) problems.push(`${fixture.name}: a placed ball was left unrolled in ${where(after)}`);
      if ((after.value === 'matchOver') !== (after.status === 'done')) problems.push(`${fixture.name}: ${where(after)} but status ${after.status}`);
      if (after.value === 'matchOver' && !after.context.score) problems.push(`${fixture.name}: the match is over without a score`);
      if (!rests.has(String(after.value))) rests.set(String(after.value), after.context);
      recorder.record(after);
    }
    actor.stop();
    if (problems.length > 20) break;
  }
  return { fixture: fixture.name, states: paths.length, steps, problems, rests };
}

/** Starts the chart from saved matches (resting anywhere, or a full board not yet scored) and checks where it lands. */
export function resumeFrom(matches: RolitMatch[], recorder: CoverageRecorder): string[] {
  const problems: string[] = [];
  for (const m of matches) {
    const actor = createActor(rolitMachine, { input: m, inspect: recorder.inspect });
    actor.start();
    const snap = actor.getSnapshot();
    recorder.record(snap);
    const expected = m.game.phase === 'over' && m.results.length < m.starters.length ? matchPhase({ ...m, results: [...m.results, m.game.result!] }) : matchPhase(m);
    if (snap.value !== expected) problems.push(`resume from ${matchPhase(m)} reached ${JSON.stringify(snap.value)}, expected ${expected}`);
    if (snap.value === 'matchOver' && !snap.context.score) problems.push('resumed into matchOver without a score');
    actor.stop();
  }
  return problems;
}
