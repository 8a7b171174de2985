/**
 * Random-play fuzzer for Rolit: whole matches through the statechart.
 *
 *   npm run fuzz:rolit -- [--games N] [--seed S] [--out DIR]
 *
 * Plays N seeded matches (default 1000), each with a random board (8×8, 6×6,
 * 4×4), table (2, 3 or 4 players, or solo), edition, adjacency, number of
 * rounds and first-player roll, choosing uniformly among the core's legal
 * placements with the project's seeded generator (no Math.random: a run
 * replays from --seed). Every event goes through the chart with XState's pure
 * `transition` (src/scenario/rolit.ts `sendEvent`). After every placement it
 * checks:
 *
 * - while a round is on there is a legal placement (ruling B.3 #8), and the
 *   chosen one is accepted;
 * - exactly one ball more is on the board, the new one in the mover's colour;
 *   every other changed socket turned to the mover's colour, and if a capture
 *   was possible anywhere, this ball captured (RO5, RO6, RO8);
 * - a random illegal event (an occupied, lonely or off-board square, junk
 *   text, a non-capturing square while a capture exists, the next round while
 *   this one is on) is refused with its clause and changes nothing (RO11);
 * - a full board ends the round with counts that add up (RO12), the next
 *   round begins with the next starter (RO14), and the match ends after its
 *   rounds with a score (RO13).
 *
 * A failure is written to DIR/rolit-<seed>.json as a new-match scenario whose
 * last step is the failing one, replayable with `npm run scenario`; the run
 * then exits 1.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { countBalls, isFull, squareName } from '../src/machines/rolit/rules/board';
import { EDITION_IDS } from '../src/machines/rolit/rules/editions';
import { matchPhase, newMatch, type RolitEvent, type RolitMatch } from '../src/machines/rolit/rules/match';
import { capturingPlacements, legalPlacements, openSquares } from '../src/machines/rolit/rules/play';
import type { Adjacency, BoardSize, EditionId } from '../src/machines/rolit/rules/types';
import { seedFrom } from '../src/machines/shared/rng';
import { Dice, parseFuzzArgs } from './fuzz-common';
import { sendEvent, startSnapshot, type RolitSnapshot } from '../src/scenario/rolit';

const MAX_FILES = 20;
const RULE_PREFIX = /^RO\d+: /;

interface Setup {
  size: BoardSize;
  players: 2 | 3 | 4 | 'solo';
  edition: EditionId;
  adjacency: Adjacency;
  rounds: number;
  seed: number;
}

function randomSetup(d: Dice): Setup {
  return {
    size: d.pick([8, 6, 4] as const),
    players: d.pick([2, 3, 4, 'solo'] as const),
    edition: d.pick(EDITION_IDS),
    adjacency: d.pick([8, 8, 4] as const),
    rounds: 1 + d.int(3),
    seed: d.u32(),
  };
}

/** An event that is illegal now, of a random kind (null when this position has none of that kind). */
function randomIllegal(m: RolitMatch, d: Dice): RolitEvent | null {
  const g = m.game;
  const occupied = g.cells.flatMap((c, i) => (c === '.' ? [] : [i]));
  const open = new Set(openSquares(g).map(squareName));
  const lonely = g.cells.flatMap((c, i) => (c === '.' && !open.has(squareName({ col: i % g.size, row: Math.floor(i / g.size) + 1 })) ? [i] : []));
  const legal = new Set(legalPlacements(g));
  const idle = [...open].filter((sq) => !legal.has(sq));
  const at = (i: number) => squareName({ col: i % g.size, row: Math.floor(i / g.size) + 1 });
  const kinds: (() => RolitEvent | null)[] = [
    () => (occupied.length ? { type: 'ball.place', square: at(d.pick(occupied)) } : null),
    () => (lonely.length ? { type: 'ball.place', square: at(d.pick(lonely)) } : null),
    () => (idle.length ? { type: 'ball.place', square: d.pick(idle) } : null),
    () => ({ type: 'ball.place', square: d.pick(['i1', 'a9', 'z0', '', 'd', '44', 'e5e', 'h8'].filter((s) => !legal.has(s))) }),
    () => ({ type: 'round.next' }),
  ];
  return d.pick(kinds)();
}

interface Failure {
  kind: string;
  message: string;
  steps: Record<string, unknown>[];
}

function stepOf(e: RolitEvent): Record<string, unknown> {
  return e.type === 'round.next' ? { nextRound: {} } : { place: e.square };
}

function playOne(setup: Setup, chooser: Dice): { placements: number; illegal: number; failure: Failure | null } {
  const steps: Record<string, unknown>[] = [];
  let placements = 0;
  let illegal = 0;
  const fail = (kind: string, message: string, extra: Record<string, unknown>[] = []) => ({ placements, illegal, failure: { kind, message, steps: [...steps, ...extra] } });
  let snap: RolitSnapshot;
  try {
    snap = startSnapshot(newMatch({ players: setup.players, size: setup.size, edition: setup.edition, adjacency: setup.adjacency, rounds: setup.rounds, seed: setup.seed }));
  } catch (e) {
    return fail('exception', `newMatch threw: ${e instanceof Error ? e.message : String(e)}`);
  }
  try {
    for (let guard = 0; guard < 1000; guard++) {
      const m = snap.context;
      const stage = matchPhase(m);
      if (stage === 'matchOver') {
        if (snap.status !== 'done') return fail('chart', `the match is over but the chart is ${snap.status}`);
        if (!m.score || m.results.length !== m.rounds) return fail('match', `the match ended with ${m.results.length} of ${m.rounds} rounds scored`);
        return { placements, illegal, failure: null };
      }
      if (stage === 'betweenRounds') {
        const last = m.starters.at(-1) as string;
        const order = m.game.players;
        // The seat after the last starter, in this round's order of play, begins the next round.
        const expected = order[(order.indexOf(last as never) + 1) % order.length];
        const out = sendEvent(snap, { type: 'round.next' });
        steps.push({ nextRound: {} });
        if (!out.ok) return fail('refused', `the next round was refused: ${out.reason}`);
        snap = out.snapshot;
        const g2 = snap.context.game;
        if (g2.current !== expected || snap.context.starters.at(-1) !== expected || g2.cells.filter((c) => c !== '.').length !== 4) {
          return fail('RO14', `round ${snap.context.starters.length} starts with ${g2.current} after ${last}, expected ${String(expected)} on the start position`);
        }
        continue;
      }
      const g = m.game;
      const legal = legalPlacements(g);
      if (legal.length === 0) return fail('dead end', 'no legal placement while the round is on');
      const captureExists = capturingPlacements(g).length > 0;
      const square = chooser.pick(legal);
      const mover = g.current;
      const before = g.cells;
      const out = sendEvent(snap, { type: 'ball.place', square });
      steps.push({ place: square });
      placements++;
      if (!out.ok) return fail('refused', `a legal placement was refused: ${out.reason}`);
      snap = out.snapshot;
      const after = snap.context.game;
      const cells = after.cells;
      const placedCount = cells.filter((c) => c !== '.').length - before.filter((c) => c !== '.').length;
      if (placedCount !== 1) return fail('RO5', `${placedCount} balls were added instead of one`);
      const changed = cells.flatMap((c, i) => (c !== before[i] ? [i] : []));
      if (changed.some((i) => cells[i] !== mover)) return fail('RO6', 'a socket changed to a colour other than the mover\'s');
      if (captureExists && changed.length < 2) return fail('RO8', `a capture was possible but ${square} captured nothing`);
      if (isFull(cells)) {
        const result = after.result;
        if (!result) return fail('RO12', 'the board is full but the round has no result');
        const total = (['R', 'Y', 'G', 'B'] as const).reduce((n, c) => n + result.counts[c], 0);
        if (total !== cells.length || result.counts[mover] !== countBalls(cells, mover)) return fail('RO12', 'the round\'s counts do not add up');
      }

      if (matchPhase(snap.context) !== 'placing') continue;
      const bad = randomIllegal(snap.context, chooser);
      if (!bad) continue;
      const frozen = JSON.stringify(snap.context);
      const res = sendEvent(snap, bad);
      if (res.ok) return fail('illegal accepted', `${JSON.stringify(bad)} was accepted`, [{ ...stepOf(bad), rejected: true }]);
      illegal++;
      if (!RULE_PREFIX.test(res.reason)) return fail('refusal', `refusal without a clause: ${res.reason}`, [stepOf(bad)]);
      if (JSON.stringify(snap.context) !== frozen) return fail('mutated', `refusing ${JSON.stringify(bad)} changed the match`, [stepOf(bad)]);
    }
    return fail('no end', 'the match did not end within 1000 events');
  } catch (e) {
    return fail('exception', e instanceof Error ? `${e.message}\n${e.stack ?? ''}` : String(e));
  }
}

function main(): void {
  const { games, seed, out } = parseFuzzArgs(process.argv.slice(2), 'fuzz:rolit', 1000);
  const master = new Dice(seedFrom(`rolit:${seed}`));
  const t0 = performance.now();
  let placements = 0;
  let illegal = 0;
  const failures: string[] = [];
  const tally = new Map<string, number>();

  for (let g = 0; g < games; g++) {
    const setup = randomSetup(master);
    const chooser = new Dice(seedFrom(`rolit:${setup.seed}`));
    const run = playOne(setup, chooser);
    placements += run.placements;
    illegal += run.illegal;
    const key = `${setup.size}×${setup.size}`;
    tally.set(key, (tally.get(key) ?? 0) + 1);
    if (!run.failure) continue;
    const f = run.failure;
    const line = `rolit-${setup.seed}: ${f.kind}: ${f.message.split('\n')[0]} (step ${f.steps.length - 1})`;
    failures.push(line);
    console.error(`FAIL ${line}`);
    if (failures.length > MAX_FILES) continue;
    const doc = {
      game: 'rolit',
      title: `Fuzz failure (${f.kind}): seed ${setup.seed}, step ${f.steps.length - 1}`,
      options: { size: setup.size, adjacency: setup.adjacency, edition: setup.edition, rounds: setup.rounds, seed: setup.seed },
      position: { players: setup.players },
      steps: f.steps,
      failure: { kind: f.kind, message: f.message },
    };
    mkdirSync(out, { recursive: true });
    const file = join(out, `rolit-${setup.seed}.json`);
    writeFileSync(file, `${JSON.stringify(doc, null, 1)}\n`);
    console.error(`     wrote ${file}`);
  }

  const secs = (performance.now() - t0) / 1000;
  console.log(`rolit matches: ${games} (${[...tally].map(([k, v]) => `${k} ${v}`).join(', ')})`);
  console.log(`placements: ${placements}, illegal events refused: ${illegal}`);
  console.log(`failures: ${failures.length}`);
  console.log(`time: ${secs.toFixed(1)} s, ${(games / secs).toFixed(1)} matches/s (seed ${seed})`);
  process.exit(failures.length ? 1 : 0);
}

main();
