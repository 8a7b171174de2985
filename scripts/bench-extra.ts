/**
 * Parts of `npm run bench` beside Rollecate's: the scenario runner on a long
 * file, and Steam Rollers' random games through the core and the actor.
 * Prints numbers, asserts nothing.
 */
import { performance } from 'node:perf_hooks';
import { createActor } from 'xstate';
import { nextInt, seedFrom } from '../src/machines/shared/rng';
import { steamRollersMachine } from '../src/machines/steam-rollers/machine';
import { botMove, botSeat, plannerMove } from '../src/machines/steam-rollers/bots';
import { applyEvent } from '../src/machines/steam-rollers/rules/game';
import { legalMoves } from '../src/machines/steam-rollers/rules/legal';
import { newGame } from '../src/machines/steam-rollers/rules/setup';
import type { Difficulty, SteamEvent, SteamState } from '../src/machines/steam-rollers/rules/types';
import { storyWith } from '../src/scenario/frames';
import { adapters } from '../src/scenario/registry';
import { runScenario } from '../src/scenario/run';
import { longChainScenario } from './long-chain';
import { MAX_LINK_CHARS, MAX_STEPS } from '../src/play/kit/limits';
import { decodeScenario, encodeScenario } from '../src/play/kit/share';

const fmt = (n: number, d = 0) => n.toLocaleString('en-GB', { maximumFractionDigits: d, minimumFractionDigits: d });

/** The runner and the checker's step-through on a legal 20,000-turn file: each step must cost what it changes. */
export function printLongChain(turns = 20_000): void {
  const { doc, steps } = longChainScenario(turns);
  const bytes = Buffer.byteLength(JSON.stringify(doc));
  let t0 = performance.now();
  const result = runScenario(doc);
  const runMs = performance.now() - t0;
  t0 = performance.now();
  const story = storyWith(doc, 'en', adapters);
  const last = story.frames.at(-1)?.state;
  const storyMs = performance.now() - t0;
  console.log(`Scenario runner on a ${fmt(turns)}-turn Rollecate file (${fmt(steps)} steps, ${fmt(bytes / 1e6, 1)} MB):`);
  console.log(`  run (npm run scenario):                 ${fmt(runMs)} ms  ${result.pass ? 'PASS' : `FAIL ${result.reason}`}`);
  console.log(`  step-through frames (checker):          ${fmt(storyMs)} ms  ${story.frames.length} frames${last ? '' : ' (no last frame!)'}`);
}

const SETUPS: { players: number; difficulty: Difficulty }[] = [
  { players: 2, difficulty: 'none' }, { players: 3, difficulty: 'medium' }, { players: 4, difficulty: 'hard' }, { players: 5, difficulty: 'none' },
];

/** Steam Rollers: random legal games per second through the pure core and through the XState actor, same moves. */
export function printSteamRollers(games = Number(process.env.BENCH_GAMES ?? 300)): void {
  const recorded: { start: SteamState; moves: SteamEvent[] }[] = [];
  let chooseMs = 0;
  for (let g = 0; g < games; g++) {
    const setup = SETUPS[g % SETUPS.length]!;
    const t0 = performance.now();
    const start = newGame({ ...setup, seed: g + 1 });
    let s = start;
    let r = seedFrom(g + 1);
    const moves: SteamEvent[] = [];
    for (let guard = 0; s.phase !== 'over' && guard < 5000; guard++) {
      const options = legalMoves(s);
      let i: number;
      [i, r] = nextInt(r, options.length);
      const out = applyEvent(s, options[i]!);
      if (!out.ok) throw new Error(out.refusal.message);
      // The dice are rolled from the seed the state carries, so replaying the same events replays the same game.
      s = out.state;
      moves.push(options[i]!);
    }
    if (s.phase !== 'over') throw new Error(`game ${g + 1} did not end`);
    chooseMs += performance.now() - t0;
    recorded.push({ start, moves });
  }
  const moves = recorded.reduce((n, g) => n + g.moves.length, 0);
  const best = (run: () => void) => {
    let ms = Infinity;
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      run();
      ms = Math.min(ms, performance.now() - t0);
    }
    return ms;
  };
  const coreMs = best(() => {
    for (const g of recorded) {
      let s = g.start;
      for (const m of g.moves) {
        const out = applyEvent(s, m);
        if (!out.ok) throw new Error(out.refusal.message);
        s = out.state;
      }
      if (s.phase !== 'over') throw new Error('core replay did not end');
    }
  });
  const actorMs = best(() => {
    for (const g of recorded) {
      const actor = createActor(steamRollersMachine, { input: g.start });
      actor.start();
      for (const m of g.moves) actor.send(m);
      if (actor.getSnapshot().status !== 'done') throw new Error('actor replay did not end');
      actor.stop();
    }
  });
  console.log(`Steam Rollers (${games} random games, 2–5 players, every difficulty):`);
  console.log(`  random play with legal-move generation: ${fmt((games / chooseMs) * 1000)} games/s  (${fmt(moves / games)} moves a game)`);
  console.log(`  pure rules core (applyEvent):           ${fmt((games / coreMs) * 1000)} games/s  ${fmt((moves / coreMs) * 1000)} moves/s`);
  console.log(`  XState actor (send):                    ${fmt((games / actorMs) * 1000)} games/s  ${fmt((moves / actorMs) * 1000)} moves/s`);
  console.log(`  actor / core time ratio:                ${fmt(actorMs / coreMs, 2)}×`);
  // The planning bot: decisions per second, in its unit test's 40 two-player games against the random bot to round 60.
  let decisions = 0;
  let plannerMs = 0;
  for (let g = 1; g <= 40; g++) {
    let s = newGame({ players: 2, seed: 1000 + g });
    while (s.phase !== 'over' && s.round <= 60) {
      const seat = botSeat(s);
      const planner = seat === g % 2;
      const t0 = performance.now();
      const e = planner ? plannerMove(s) : botMove(s, 'random', (1000 + g) * 10 + seat);
      if (planner) [decisions, plannerMs] = [decisions + 1, plannerMs + performance.now() - t0];
      const out = applyEvent(s, e!);
      if (!out.ok) throw new Error(out.refusal.message);
      s = out.state;
    }
  }
  console.log(`  planning bot:                           ${fmt(decisions / (plannerMs / 1000))} decisions/s (${fmt(decisions)} in ${fmt(plannerMs)} ms)`);
}

/**
 * The largest shared link the checker accepts (limits in src/play/kit/limits.ts): the longest
 * legal Rollecate chain under the step and size limits, and the time to decode it and build the
 * frames the checker shows (the work the page does before it draws).
 */
export function printLargestLink(): void {
  let lo = 1;
  let hi = MAX_STEPS;
  let best: { turns: number; hash: string } | null = null;
  while (lo <= hi) {
    const turns = Math.floor((lo + hi) / 2);
    const hash = encodeScenario(longChainScenario(turns).doc);
    const fits = hash.length <= MAX_LINK_CHARS && decodeScenario(hash).ok;
    if (fits) {
      best = { turns, hash };
      lo = turns + 1;
    } else hi = turns - 1;
  }
  if (!best) {
    console.log('Largest #s= link the checker accepts: none of the generated chains fits the limits');
    return;
  }
  const t0 = performance.now();
  const decoded = decodeScenario(best.hash);
  const story = decoded.ok ? storyWith(decoded.doc, 'en', adapters) : null;
  const ms = performance.now() - t0;
  const steps = decoded.ok ? (decoded.doc.steps as unknown[]).length : 0;
  console.log(`Largest #s= link the checker accepts (limits: ${fmt(MAX_STEPS)} steps, ${fmt(MAX_LINK_CHARS)} characters):`);
  console.log(`  a ${fmt(best.turns)}-turn Rollecate game, ${fmt(steps)} steps, ${fmt(best.hash.length)} characters`);
  console.log(`  decoded and stepped into ${story?.frames.length ?? 0} frames in ${fmt(ms)} ms${story?.ok ? '' : ' (the story did not load!)'}`);
}
