/**
 * Random-play fuzzer for the Rollecate rules core.
 *
 *   npm run fuzz -- [--games N] [--seed S] [--out DIR]
 *
 * Plays N seeded games (default 2000) across every variant (standard with 2, 3
 * and 4 players, solo, solo-hard, Betsy) and random rule switches, choosing
 * uniformly among `legalActions(state, { rolls: 'engine' })` with the
 * project's seeded generator (no Math.random: every run is replayable from
 * --seed). After every step it checks:
 *
 * - the move did not throw and was accepted (it was listed as legal);
 * - there is at least one legal move unless the game is over, none once it is;
 * - `checkInvariants` finds nothing;
 * - a random illegal move is refused with a rule id and changes nothing;
 * - every 10th game, the XState actor, fed the same moves, has the same context;
 * - the game ends within 5000 steps.
 *
 * A failure is written to DIR/<variant>-<seed>.json (default fuzz-failures/)
 * as a scenario (`exportGame`) whose last step is the failing one, replayable
 * with `npm run scenario`; the run then exits 1.
 *
 * Tables are at least 7×7 (MIN_TABLE): smaller ones are refused by newGame
 * and the scenario loader, because the initial railway could run off them.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { createActor } from 'xstate';
import { rollecateMachine } from '../src/machines/rollecate/machine';
import { DECK_SIZE } from '../src/machines/rollecate/rules/deck';
import { apply, explain } from '../src/machines/rollecate/rules/game';
import { checkInvariants } from '../src/machines/rollecate/rules/invariants';
import { legalActions } from '../src/machines/rollecate/rules/legal';
import { newGame } from '../src/machines/rollecate/rules/setup';
import type { Action, GameState, RuleSwitches, Variant } from '../src/machines/rollecate/rules/types';
import { seedFrom } from '../src/machines/shared/rng';
import { Dice, parseFuzzArgs } from './fuzz-common';
import { exportGame } from '../src/scenario/export';

const MAX_STEPS = 5000;
const ACTOR_EVERY = 10;
const MAX_FILES = 20;

// ---------------------------------------------------------------- variants and switches

interface Config {
  name: string;
  variant: Variant;
  players: string[];
}

const CONFIGS: Config[] = [
  { name: 'standard2', variant: 'standard', players: ['Ann', 'Bob'] },
  { name: 'standard3', variant: 'standard', players: ['Ann', 'Bob', 'Cy'] },
  { name: 'standard4', variant: 'standard', players: ['Ann', 'Bob', 'Cy', 'Di'] },
  { name: 'solo', variant: 'solo', players: ['Ann'] },
  { name: 'solo-hard', variant: 'solo-hard', players: ['Ann'] },
  { name: 'betsy', variant: 'betsy', players: ['Ann'] },
];

/**
 * Table sizes of at least 7×7: the four-card initial railway always fits.
 * (Smaller tables can leave setup without any legal placement.)
 */
const TABLES: RuleSwitches['table'][] = [null, null, null, { width: 9, height: 9 }, { width: 7, height: 7 }, { width: 12, height: 8 }, { width: 8, height: 12 }];

function randomRules(d: Dice): RuleSwitches {
  return {
    passDamage: d.bool(),
    valueRuleInSetup: d.bool(),
    betsyPassEffects: d.bool(),
    valueRuleTouching: d.bool(),
    soloDealToBox: d.bool(),
    table: d.pick(TABLES),
  };
}

// ---------------------------------------------------------------- illegal moves

const FAKE_IDS = ['nope', '', 'x9', '1s99', 'b7', 'ZZ'];
const PHASE_OF: Record<Action['type'], GameState['phase']> = {
  'setup.place': 'setup', 'turn.pass': 'action', 'turn.build': 'action', 'chaos.discard': 'action',
  'ride.roll': 'roll', 'penalty.discard': 'discard', 'betsy.play': 'betsy',
};

/** A random move that is almost always illegal here: wrong phase, unknown card, bad turn, value rule, wheels, combine, junk. */
function randomIllegal(s: GameState, d: Dice): Action {
  const me = s.players[s.current];
  const hand = me?.hand ?? [];
  const track = hand.filter((c) => !c.chaos);
  const chaos = hand.filter((c) => c.chaos);
  const top = me?.discard[me.discard.length - 1];
  const last = s.railway[s.railway.length - 1];
  const fake = d.pick(FAKE_IDS);
  const kinds: (() => Action | null)[] = [
    () => {
      const wrong = (['setup.place', 'turn.pass', 'ride.roll', 'betsy.play'] as const).filter((t) => PHASE_OF[t] !== s.phase);
      return { type: d.pick(wrong) } as Action;
    },
    () => d.pick<Action>([
      { type: 'turn.build', cards: [{ card: fake, turn: 'straight' }] },
      { type: 'penalty.discard', card: fake, combine: false },
      { type: 'chaos.discard', cards: [{ card: fake, combine: false }] },
      { type: 'turn.build', cards: [{ card: s.drawPile[0]?.id ?? fake, turn: 'straight' }] },
    ]),
    () => {
      const c = track.length ? d.pick(track) : null;
      return c ? { type: 'turn.build', cards: [{ card: c.id, turn: c.shape === 'curve' ? 'straight' : d.pick(['left', 'right'] as const) }] } : null;
    },
    () => {
      const odd = last ? track.filter((c) => Math.abs(c.value - last.card.value) === 2) : [];
      const c = odd.length ? d.pick(odd) : null;
      return c ? { type: 'turn.build', cards: [{ card: c.id, turn: c.shape === 'curve' ? d.pick(['left', 'right'] as const) : 'straight' }] } : null;
    },
    () => ({ type: 'ride.roll', wheels: d.pick([s.dice + 1 + d.int(10), -1, 0.5, Number.NaN]) }),
    () => {
      const pend = s.pending.filter((c) => !top || top.value !== c.value);
      if (pend.length) return { type: 'penalty.discard', card: d.pick(pend).id, combine: true };
      const ch = chaos.filter((c) => !top || top.value !== c.value);
      return ch.length ? { type: 'chaos.discard', cards: [{ card: d.pick(ch).id, combine: true }] } : null;
    },
    () => d.pick([
      { type: 'turn.teleport' }, { type: 'turn.build', cards: [] }, { type: 'turn.build', cards: 'all' }, { type: 'turn.build', cards: [null] },
      { type: 'ride.roll', wheels: '2' }, { type: 'chaos.discard', cards: [{}] }, { type: 'penalty.discard' },
      { type: 'setup.place', turn: 'up' }, { type: 'betsy.play', turn: 'backwards' },
    ] as unknown as Action[]),
  ];
  for (let tries = 0; tries < 10; tries++) {
    const a = d.pick(kinds)();
    if (a) return a;
  }
  return { type: 'turn.teleport' } as unknown as Action;
}

// ---------------------------------------------------------------- one game

interface Failure {
  kind: string;
  message: string;
  /** The moves to export; the last one is the failing step. */
  actions: Action[];
  lastRejected?: boolean;
}

interface GameRun {
  steps: number;
  illegalChecked: number;
  failure: Failure | null;
}

const RULE_PREFIX = /^R\d+[a-d]?: /;

function playOne(start: GameState, chooser: Dice, withActor: boolean): GameRun {
  let s = start;
  const actions: Action[] = [];
  let illegalChecked = 0;
  const actor = withActor ? createActor(rollecateMachine, { input: start }).start() : null;
  const fail = (kind: string, message: string, extra: Partial<Failure> = {}): GameRun => {
    actor?.stop();
    return { steps: actions.length, illegalChecked, failure: { kind, message, actions: actions.slice(), ...extra } };
  };
  try {
    const first = checkInvariants(s, DECK_SIZE);
    if (first.length) return fail('invariant', `at the start: ${first.join('; ')}`);
    while (s.phase !== 'over') {
      if (actions.length >= MAX_STEPS) return fail('no end', `the game did not end within ${MAX_STEPS} steps`);
      const moves = legalActions(s, { rolls: 'engine' });
      if (moves.length === 0) return fail('dead end', `no legal move in phase "${s.phase}"`);
      const a = chooser.pick(moves);
      actions.push(a);
      let out: ReturnType<typeof apply>;
      try {
        out = apply(s, a);
      } catch (e) {
        return fail('exception', e instanceof Error ? `${e.message}\n${e.stack ?? ''}` : String(e));
      }
      if (!out.ok) return fail('refused', `a listed legal move was refused: ${out.refusal.message}`);
      s = out.state;

      const broken = checkInvariants(s, DECK_SIZE);
      if (broken.length) return fail('invariant', broken.join('; '));
      if (s.phase === 'over' && legalActions(s).length) return fail('move after end', 'the game is over but moves are still listed');

      if (actor) {
        actor.send(a);
        const snap = actor.getSnapshot();
        if (snap.status === 'error') return fail('actor', `the actor crashed: ${String(snap.error)}`);
        if (!isDeepStrictEqual(snap.context, s)) return fail('actor', 'the XState actor and the rules core disagree on the context');
      }

      const bad = randomIllegal(s, chooser);
      let why: ReturnType<typeof explain>;
      try {
        why = explain(s, bad);
      } catch (e) {
        return fail('exception', `explain threw on ${JSON.stringify(bad)}: ${e instanceof Error ? e.message : String(e)}`, { actions: [...actions, bad] });
      }
      if (why !== null) {
        illegalChecked++;
        const before = JSON.stringify(s);
        let res: ReturnType<typeof apply>;
        try {
          res = apply(s, bad);
        } catch (e) {
          return fail('exception', `apply threw on ${JSON.stringify(bad)}: ${e instanceof Error ? e.message : String(e)}`, { actions: [...actions, bad] });
        }
        if (res.ok) return fail('illegal accepted', `${JSON.stringify(bad)} was accepted`, { actions: [...actions, bad], lastRejected: true });
        if (!RULE_PREFIX.test(res.refusal.message)) return fail('refusal', `refusal without a rule id: ${res.refusal.message}`, { actions: [...actions, bad] });
        if (JSON.stringify(s) !== before) return fail('mutated', `refusing ${JSON.stringify(bad)} changed the state`, { actions: [...actions, bad] });
      }
    }
    if (actor && actor.getSnapshot().status !== 'done') return fail('actor', `the game is over but the actor is ${actor.getSnapshot().status}`);
    if (!s.result) return fail('invariant', 'the game ended without a result');
  } catch (e) {
    return fail('exception', e instanceof Error ? `${e.message}\n${e.stack ?? ''}` : String(e));
  }
  actor?.stop();
  return { steps: actions.length, illegalChecked, failure: null };
}

// ---------------------------------------------------------------- main

function main(): void {
  const { games, seed, out } = parseFuzzArgs(process.argv.slice(2), 'fuzz', 2000);
  const master = new Dice(seedFrom(seed));
  const t0 = performance.now();
  let steps = 0;
  let illegal = 0;
  let actorGames = 0;
  const failures: string[] = [];
  const perVariant = new Map<string, number>();

  for (let g = 0; g < games; g++) {
    const config = CONFIGS[g % CONFIGS.length] as Config;
    const rules = randomRules(master);
    const gameSeed = master.u32();
    const chooser = new Dice(seedFrom(`${config.name}:${gameSeed}`));
    let start: GameState;
    try {
      start = newGame({ variant: config.variant, players: config.players, seed: gameSeed, rules });
    } catch (e) {
      failures.push(`${config.name}-${gameSeed}: newGame threw: ${e instanceof Error ? e.message : String(e)}`);
      continue;
    }
    const withActor = g % ACTOR_EVERY === 0;
    if (withActor) actorGames++;
    const run = playOne(start, chooser, withActor);
    steps += run.steps;
    illegal += run.illegalChecked;
    perVariant.set(config.name, (perVariant.get(config.name) ?? 0) + 1);
    if (!run.failure) continue;

    const f = run.failure;
    const line = `${config.name}-${gameSeed}: ${f.kind}: ${f.message.split('\n')[0]} (step ${f.actions.length - 1})`;
    failures.push(line);
    console.error(`FAIL ${line}`);
    if (failures.length <= MAX_FILES) {
      try {
        const doc = exportGame(start, f.actions, {
          title: `Fuzz failure (${f.kind}): ${config.name}, seed ${gameSeed}, step ${f.actions.length - 1}`,
          ...(f.lastRejected ? { lastRejected: true } : {}),
        });
        mkdirSync(out, { recursive: true });
        const file = join(out, `${config.name}-${gameSeed}.json`);
        writeFileSync(file, `${JSON.stringify({ ...doc, failure: { kind: f.kind, message: f.message, step: f.actions.length - 1, rules } }, null, 1)}\n`);
        console.error(`     wrote ${file}`);
      } catch (e) {
        console.error(`     could not export the game: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
  }

  const secs = (performance.now() - t0) / 1000;
  console.log(`games: ${games} (${[...perVariant].map(([k, v]) => `${k} ${v}`).join(', ')})`);
  console.log(`steps: ${steps} (${(steps / Math.max(games, 1)).toFixed(1)} per game), illegal moves refused: ${illegal}, games replayed on the actor: ${actorGames}`);
  console.log(`failures: ${failures.length}`);
  console.log(`time: ${secs.toFixed(1)} s, ${(games / secs).toFixed(1)} games/s (seed ${seed})`);
  process.exit(failures.length ? 1 : 0);
}

main();
