/**
 * Random-play fuzzer for Steam Rollers: whole games through the statechart.
 *
 *   npx tsx scripts/fuzz-steam-rollers.ts [--games N] [--seed S] [--out DIR]
 *
 * Plays N seeded games (default 300), cycling through every player count
 * (2–5), difficulty (none, medium, hard) and both readings of each rule switch
 * (French walls, card 3b), with random card sides, start player and chart.
 * Every move is one of the core's legal moves (rules/legal.ts `legalMoves`),
 * chosen with the project's seeded generator (no Math.random: a run replays
 * from --seed) the way a hasty but purposeful player might: each seat gets a
 * random plan of lines between touching cities (avoiding blocked borders) and
 * mostly drafts a die that delivers, draws a planned track or crosses a new
 * engine box, mostly delivers when it can and mostly draws its plan;
 * otherwise it picks a kind of move at random (card plays, taking a card, a
 * track off the plan…) and one move of that kind. So games end the way real
 * ones do, with three empty supply cities, in about 40 rounds; purely random
 * play fills every sheet and delivers almost nothing. Every event goes
 * through the chart with XState's pure transition (src/scenario/steam-rollers.ts
 * `transitionOf`, `sendEvent`). After every step it checks:
 *
 * - the chart rests in the state that matches the core's phase;
 * - the core's invariants (rules/invariants.ts: 50 cubes accounted for, no
 *   cube on its own city, hexes on the map and never a city, distinct engine
 *   boxes, cards and dice held by real seats, the turn order, the phase);
 * - while the game is on, some move is legal;
 * - one random illegal event (a move for another phase, a taken die, a track
 *   outside the die's region or on a city or a drawn hex, an engine box
 *   already crossed, the wrong card, a cube from the wrong city, a card side
 *   not in play, a pass while an action is open, a wrong roll, junk) is
 *   refused with its clause id and changes nothing.
 *
 * Every game must end (RD4 or C.5 #17) with a result whose totals add up
 * (F1). A failure is written to DIR/steam-rollers-<seed>.json as a new-game
 * scenario whose last step is the failing one, replayable with
 * `npx tsx src/scenario/cli.ts`; the run then exits 1.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { RESTING } from '../src/machines/steam-rollers/machine';
import { CARD_SIDES, sideOf } from '../src/machines/steam-rollers/rules/cards';
import { wallsFor, type Walls } from '../src/machines/steam-rollers/rules/charts';
import { explain } from '../src/machines/steam-rollers/rules/game';
import { checkInvariants } from '../src/machines/steam-rollers/rules/invariants';
import { legalMoves } from '../src/machines/steam-rollers/rules/legal';
import type { Side } from '../src/machines/steam-rollers/rules/hex';
import { CITIES, REGION_BORDERS, citiesOfColour, mapNeighbour, region } from '../src/machines/steam-rollers/rules/map';
import { newGame } from '../src/machines/steam-rollers/rules/setup';
import { dieInHand, wallsOf } from '../src/machines/steam-rollers/rules/state';
import { openConnections, tracksAlong, type Connection } from '../src/machines/steam-rollers/rules/network';
import { findRoutes } from '../src/machines/steam-rollers/rules/deliver';
import { strength } from '../src/machines/steam-rollers/rules/engine';
import { BLACK_DIE, canonicalTrack, type DrawnTrack } from '../src/machines/steam-rollers/rules/tracks';
import type { BuildEvent, Difficulty, SteamEvent, SteamState, Switches } from '../src/machines/steam-rollers/rules/types';
import { seedFrom } from '../src/machines/shared/rng';
import { sendEvent, startSnapshot, stepOf, transitionOf, type SteamSnapshot } from '../src/scenario/steam-rollers';
import { Dice, parseFuzzArgs } from './fuzz-common';

const MAX_FILES = 20;
/** Far more events than any game needs (a five-player game fills its sheets in a few thousand). */
const MAX_EVENTS = 20000;
const RULE_PREFIX = /^(S|RD|B|E|D|SC|F)\d+: /;
const DIFFICULTIES: readonly Difficulty[] = ['none', 'medium', 'hard'];

interface Setup {
  players: number;
  difficulty: Difficulty;
  chart: number | undefined;
  switches: Switches;
  seed: number;
}

/** Game g of the run: the player counts, difficulties and switches in turn, so that every combination comes round. */
function setupFor(g: number, d: Dice): Setup {
  const difficulty = DIFFICULTIES[Math.floor(g / 4) % 3]!;
  return {
    players: 2 + (g % 4),
    difficulty,
    chart: difficulty === 'none' ? undefined : 1 + d.int(6),
    switches: { railsStopAtWalls: Math.floor(g / 12) % 2 === 1, bonus3b: Math.floor(g / 24) % 2 === 1 ? 'upTo' : 'exact', card2a: Math.floor(g / 48) % 2 === 1 ? 'together' : 'after' },
    seed: d.u32(),
  };
}

/** The kind a move belongs to when choosing: each card side is a kind of its own. */
function kindOf(e: SteamEvent): string {
  if (e.type === 'card.play') return `card.play ${e.card}`;
  if (e.type === 'cargo.deliver') return 'deliver';
  if (e.type === 'track.build') return 'build';
  return e.type;
}

/** A plan per seat: hex → the track that lays lines between cities there. */
type Plan = ReadonlyMap<string, DrawnTrack>;

/**
 * Random shortest lines between pairs of cities, through hexes not yet in the
 * plan: a breadth-first search over the map's open hexes whose neighbour order
 * is shuffled, so seats and games get different lines (some through towns).
 */
function planFor(d: Dice, walls: Walls): Plan {
  const plan = new Map<string, DrawnTrack>();
  // A random spanning tree of the touching regions (random Kruskal), so every cube has somewhere to go, and now and then an extra line.
  const touching = REGION_BORDERS.filter((b) => !walls.has(`${b.a}-${b.b}`)).map((b) => [b.a, b.b] as const);
  const shuffled = touching.map((p) => ({ p, k: d.int(1000) })).sort((x, y) => x.k - y.k).map((x) => x.p);
  const group = new Map<number, number>(CITIES.map((c) => [c, c]));
  const find = (c: number): number => (group.get(c) === c ? c : find(group.get(c)!));
  const order: (readonly [number, number])[] = [];
  for (const [a, b] of shuffled) {
    if (find(a) !== find(b)) {
      group.set(find(a), find(b));
      order.push([a, b]);
    } else if (d.int(4) === 0) order.push([a, b]);
  }
  for (const [a, b] of order) {
    const from = region(a)!.city;
    const goal = region(b)!.city;
    const back = new Map<string, string>([[from, '']]);
    const queue = [from];
    let found = false;
    while (queue.length && !found) {
      const at = queue.shift()!;
      const sides = [0, 1, 2, 3, 4, 5].map((x) => ({ x, k: d.int(100) })).sort((p, q) => p.k - q.k).map((p) => p.x as Side);
      for (const side of sides) {
        const next = mapNeighbour(at, side);
        if (!next || back.has(next.key)) continue;
        if (next.key === goal) {
          if (at === from) continue; // a line needs at least one hex between the cities
          back.set(goal, at);
          found = true;
          break;
        }
        if (next.kind === 'city' || plan.has(next.key) || (next.region !== a && next.region !== b)) continue;
        back.set(next.key, at);
        queue.push(next.key);
      }
    }
    if (!found) continue;
    const path = [goal];
    while (path[0] !== from) path.unshift(back.get(path[0]!)!);
    if (path.length > 10) continue;
    for (const [hex, t] of Object.entries(tracksAlong(path))) plan.set(hex, t);
  }
  return plan;
}

/** True when the build draws the track the plan has for its hex. */
function planned(plan: Plan, e: BuildEvent): boolean {
  const want = plan.get(e.hex);
  if (!want) return false;
  const t = canonicalTrack(e.track, e.rotation);
  return t.type === want.type && t.rotation === want.rotation;
}

/**
 * A legal move, picked the way a hasty but purposeful player might: mostly a
 * delivery when one is open; mostly a track of the seat's plan when one can
 * be drawn (lines between cities, so that cubes get delivered and games end
 * the way real ones do, with three empty cities); otherwise a kind of move at
 * random and one move of that kind. Every choice is one of the core's legal
 * moves.
 */
function choose(s: SteamState, moves: readonly SteamEvent[], plans: readonly Plan[], d: Dice): SteamEvent {
  const plan = plans[s.current]!;
  if (s.phase === 'draft' && moves.length > 1 && d.int(10) < 9) {
    const useful = usefulValues(s, plan);
    const good = moves.filter((m) => m.type === 'die.take' && useful.includes(s.dice.white[m.die]!.value));
    if (good.length) return d.pick(good);
  }
  // One pass over the moves: by kind, and the deliveries, builds (planned or not) and the engine improvement apart.
  const deliveries: SteamEvent[] = [];
  const builds: BuildEvent[] = [];
  const mine: BuildEvent[] = [];
  const off: BuildEvent[] = [];
  const byKind = new Map<string, SteamEvent[]>();
  let improve: SteamEvent | undefined;
  for (const m of moves) {
    if (m.type === 'cargo.deliver') deliveries.push(m);
    else if (m.type === 'track.build') {
      builds.push(m);
      if (!plan.has(m.hex)) off.push(m);
      else if (planned(plan, m)) mine.push(m);
    } else if (m.type === 'engine.improve') improve = m;
    const k = kindOf(m);
    const group = byKind.get(k);
    if (group) group.push(m);
    else byKind.set(k, [m]);
  }
  if (deliveries.length && d.int(10) < 9) return d.pick(deliveries);
  if (mine.length && d.int(10) < 9) return d.pick(mine);
  if (improve && d.int(10) < 6) return improve;
  const kind = d.pick([...byKind.keys()]);
  // Off the plan: a track anywhere but on a planned hex (now and then even there).
  if (kind === 'build') return d.pick(off.length && d.int(10) < 9 ? off : builds);
  return d.pick(byKind.get(kind)!);
}

const OPEN = new WeakMap<object, Connection[]>();
/** A sheet's open connections, once per drawing of it (a sheet's tracks are a new object after each build). */
function openOf(tracks: SteamState['players'][number]['tracks'], s: SteamState): Connection[] {
  let conns = OPEN.get(tracks);
  if (!conns) OPEN.set(tracks, (conns = openConnections(tracks, wallsOf(s))));
  return conns;
}

/**
 * The die values most worth drafting: one that delivers a cube along the
 * seat's lines from the emptiest city (emptying cities ends the game), else
 * one that draws a planned track, else one that crosses a new engine box.
 */
function usefulValues(s: SteamState, plan: Plan): number[] {
  const sheet = s.players[s.current]!;
  const conns = openOf(sheet.tracks, s);
  const engine = strength(s, s.current);
  const kinds = BLACK_DIE[s.dice.black ?? 0] ?? [];
  const free = [...new Set(s.dice.white.filter((w) => w.by === null).map((w) => w.value))];
  const delivers = free.filter((v) => [...new Set(s.supply[v] ?? [])].some((cube) => citiesOfColour(cube).some((to) => findRoutes(conns, v, to).some((r) => r.distance <= engine))));
  if (delivers.length) {
    const fewest = Math.min(...delivers.map((v) => (s.supply[v] ?? []).length));
    return delivers.filter((v) => (s.supply[v] ?? []).length === fewest);
  }
  const builds = free.filter((v) => region(v)!.buildable.some((k) => !sheet.tracks[k] && plan.has(k) && kinds.includes(plan.get(k)!.type)));
  if (builds.length) return builds;
  return free.filter((v) => !sheet.engine.includes(v));
}

/** An event that is certainly illegal now, of a random kind (null when this position offers none of that kind). */
function randomIllegal(s: SteamState, moves: readonly SteamEvent[], d: Dice): SteamEvent | null {
  const die = dieInHand(s);
  const white = s.dice.white;
  const other = (n: number) => 1 + ((n - 1 + 1 + d.int(5)) % 6); // a die value other than n
  const kinds: (() => SteamEvent | null)[] = [
    // a move for another phase
    () => {
      const wrong: SteamEvent[] = [];
      if (s.phase !== 'roll') wrong.push({ type: 'dice.roll' });
      if (s.phase !== 'draft') wrong.push({ type: 'die.take', die: 0 });
      if (s.phase !== 'action') wrong.push({ type: 'engine.improve' }, { type: 'card.take' }, { type: 'turn.pass' });
      if (s.phase !== 'steal') wrong.push({ type: 'steal.pass' });
      if (s.phase !== 'second') wrong.push({ type: 'turn.end' });
      return d.pick(wrong);
    },
    () => {
      if (s.phase !== 'draft') return null;
      const taken = white.flatMap((w, i) => (w.by !== null ? [i] : []));
      return { type: 'die.take', die: taken.length && d.bool() ? d.pick(taken) : white.length + d.int(3) };
    },
    () => {
      if (s.phase !== 'action' || !die) return null;
      const g = region(other(die.value))!;
      return { type: 'track.build', hex: d.pick(g.buildable), track: d.pick(['straight', 'wide', 'sharp'] as const), rotation: d.int(6) };
    },
    () => (s.phase === 'action' && die ? { type: 'track.build', hex: region(die.value)!.city, track: 'straight', rotation: d.int(3) } : null),
    () => {
      if (s.phase !== 'action' || !die) return null;
      const drawn = region(die.value)!.buildable.filter((k) => s.players[s.current]!.tracks[k]);
      return drawn.length ? { type: 'track.build', hex: d.pick(drawn), track: 'sharp', rotation: d.int(6) } : null;
    },
    () => (s.phase === 'action' && die && s.players[s.current]!.engine.includes(die.value) ? { type: 'engine.improve' } : null),
    () => (s.phase === 'action' && die ? { type: 'card.take', card: other(die.value) } : null),
    () => (s.phase === 'action' && die ? { type: 'cargo.deliver', from: other(die.value), cube: d.pick(['red', 'grey', 'blue'] as const), to: d.pick(CITIES), route: [] } : null),
    () => {
      // the side of a card that is not in play this game
      const n = 1 + d.int(6);
      const unused = sideOf(n, s.cards[n - 1]!.face === 'a' ? 'b' : 'a');
      const info = CARD_SIDES[unused];
      if (info.timing === 'deliver' || info.timing === 'build' || info.timing === 'passive') return { type: 'card.play', card: unused } as unknown as SteamEvent;
      if (unused === '1a' || unused === '1b') return { type: 'card.play', card: unused, value: 1 + d.int(6) };
      if (unused === '5a') return { type: 'card.play', card: unused, step: 1 };
      if (unused === '5b') return { type: 'card.play', card: unused, mode: 'flip' };
      if (unused === '2a') return { type: 'card.play', card: unused, die: 0 };
      return { type: 'card.play', card: '2b' };
    },
    () => (s.phase === 'action' && moves.some((m) => m.type !== 'turn.pass' && m.type !== 'card.play') ? { type: 'turn.pass' } : null),
    () => (s.phase === 'roll' ? { type: 'dice.roll', white: Array.from({ length: s.options.players + (d.bool() ? 2 : 0) }, () => 1 + d.int(6)), black: 1 } : null),
    () => (s.phase === 'roll' ? { type: 'dice.roll', black: d.pick([0, 7, 2.5]) } : null),
    () => ({ type: d.pick(['bogus', 'toString', '__proto__', 'constructor']) }) as unknown as SteamEvent,
  ];
  return d.pick(kinds)();
}

interface Failure {
  kind: string;
  message: string;
  steps: Record<string, unknown>[];
}

interface Played {
  events: number;
  illegal: number;
  rounds: number;
  deliveries: number;
  reason: string;
  failure: Failure | null;
}

function playOne(setup: Setup, d: Dice): Played {
  const played: SteamEvent[] = [];
  let events = 0;
  let illegal = 0;
  let snap: SteamSnapshot;
  const done = (failure: Failure | null, reason = ''): Played => ({
    events, illegal, failure, reason, rounds: snap?.context.round ?? 0, deliveries: snap?.context.delivered.length ?? 0,
  });
  const fail = (kind: string, message: string, extra: Record<string, unknown>[] = []) => done({ kind, message, steps: [...played.map(stepOf), ...extra] });
  const walls = wallsFor(setup.difficulty, setup.chart ?? null);
  const plans = Array.from({ length: setup.players }, () => planFor(d, walls));
  try {
    snap = startSnapshot(newGame({ players: setup.players, seed: setup.seed, difficulty: setup.difficulty, chart: setup.chart, switches: setup.switches }));
  } catch (e) {
    return fail('exception', `newGame threw: ${e instanceof Error ? e.message : String(e)}`);
  }
  try {
    let moves: SteamEvent[] = [];
    let movesOf: SteamState | null = null;
    for (; events < MAX_EVENTS; ) {
      const s = snap.context;
      if (s.phase === 'over') {
        if (snap.status !== 'done') return fail('chart', `the game is over but the chart is ${snap.status}`);
        const r = s.result;
        if (!r) return fail('F1', 'the game is over without a result');
        for (const p of r.scores) {
          if (p.total !== p.deliveries + p.network + p.engineBonus + p.cards) return fail('F1', `seat ${p.player}'s total ${p.total} is not the sum of its parts`);
        }
        if (r.winners.length === 0) return fail('F5', 'nobody won');
        return done(null, r.reason);
      }
      if (movesOf !== s) moves = legalMoves(s);
      if (moves.length === 0) return fail('dead end', `no legal move in phase ${s.phase}`);
      const e = choose(s, moves, plans, d);
      // Every transition of the chart is guarded by the core's explain(), so a legal move the chart takes was legal by explain too.
      const next = transitionOf(snap, e);
      played.push(e);
      events++;
      if (next.context === snap.context) return fail('refused', `a legal move was refused: ${explain(s, e)?.message ?? 'the chart ignored it'}`);
      snap = next;
      const t = snap.context;
      const resting = RESTING[String(snap.value)];
      if (resting !== t.phase) return fail('chart', `the chart rests in ${JSON.stringify(snap.value)} while the core is in phase ${t.phase}`);
      const broken = checkInvariants(t);
      if (broken.length) return fail('invariant', broken.join('; '));

      if (t.phase === 'over') continue;
      moves = legalMoves(t);
      movesOf = t;
      const bad = randomIllegal(t, moves, d);
      if (!bad) continue;
      if (explain(t, bad) === null) return fail('illegal accepted', `${JSON.stringify(bad)} is legal by explain()`, [{ ...stepOf(bad), rejected: true }]);
      const res = sendEvent(snap, bad); // throws if the chart changes anything on a refusal
      if (res.ok) return fail('illegal accepted', `${JSON.stringify(bad)} was accepted`, [{ ...stepOf(bad), rejected: true }]);
      illegal++;
      if (!RULE_PREFIX.test(res.reason)) return fail('refusal', `refusal without a clause: ${res.reason}`, [{ ...stepOf(bad), rejected: true }]);
    }
    return fail('no end', `the game did not end within ${MAX_EVENTS} events`);
  } catch (e) {
    return fail('exception', e instanceof Error ? `${e.message}\n${e.stack ?? ''}` : String(e));
  }
}

function main(): void {
  const { games, seed, out } = parseFuzzArgs(process.argv.slice(2), 'fuzz:steam-rollers', 300);
  const master = new Dice(seedFrom(`steam-rollers:${seed}`));
  const t0 = performance.now();
  let events = 0;
  let illegal = 0;
  let rounds = 0;
  let deliveries = 0;
  const failures: string[] = [];
  const byPlayers = new Map<number, number>();
  const reasons = new Map<string, number>();

  for (let g = 0; g < games; g++) {
    const setup = setupFor(g, master);
    const run = playOne(setup, new Dice(seedFrom(`steam-rollers:${setup.seed}`)));
    events += run.events;
    illegal += run.illegal;
    rounds += run.rounds;
    deliveries += run.deliveries;
    byPlayers.set(setup.players, (byPlayers.get(setup.players) ?? 0) + 1);
    if (run.reason) reasons.set(run.reason, (reasons.get(run.reason) ?? 0) + 1);
    if (!run.failure) continue;
    const f = run.failure;
    const line = `steam-rollers-${setup.seed}: ${f.kind}: ${f.message.split('\n')[0]} (step ${f.steps.length - 1})`;
    failures.push(line);
    console.error(`FAIL ${line}`);
    if (failures.length > MAX_FILES) continue;
    const doc = {
      game: 'steam-rollers',
      title: `Fuzz failure (${f.kind}): seed ${setup.seed}, step ${f.steps.length - 1}`,
      description: `${f.kind}: ${f.message.split('\n')[0]}`,
      options: {
        difficulty: setup.difficulty,
        ...(setup.chart === undefined ? {} : { chart: setup.chart }),
        rules: { ...setup.switches },
        seed: setup.seed,
      },
      position: { players: setup.players },
      steps: f.steps,
    };
    mkdirSync(out, { recursive: true });
    const file = join(out, `steam-rollers-${setup.seed}.json`);
    writeFileSync(file, `${JSON.stringify(doc, null, 1)}\n`);
    console.error(`     wrote ${file}`);
  }

  const secs = (performance.now() - t0) / 1000;
  const mean = (x: number) => (games ? (x / games).toFixed(1) : '0');
  console.log(
    `steam-rollers games: ${games} (${[...byPlayers].sort((a, b) => a[0] - b[0]).map(([k, v]) => `${k}p ${v}`).join(', ')}; ended by ${[...reasons].map(([k, v]) => `${k} ${v}`).join(', ') || 'nothing'}), ` +
      `events: ${events}, illegal refused: ${illegal}, rounds/game: ${mean(rounds)}, deliveries/game: ${mean(deliveries)}, failures: ${failures.length}, ` +
      `time: ${secs.toFixed(1)} s (${(games / Math.max(secs, 1e-9)).toFixed(1)} games/s, seed ${seed})`,
  );
  process.exit(failures.length ? 1 : 0);
}

main();
