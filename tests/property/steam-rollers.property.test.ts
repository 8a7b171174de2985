/**
 * Property tests for the Steam Rollers rules core and statechart
 * (fast-check). Games are random legal play: fast-check draws the table, the
 * seed and the move chooser, so a failure shrinks and replays from the seed
 * it prints. Networks are random lines drawn from the cities plus stray
 * tracks. The recounts here (connections, towns, routes) are written from
 * the rules, not by calling the core's tracing or route code. Each title
 * names the clause or ruling it checks.
 */
import fc from 'fast-check';
import { isDeepStrictEqual } from 'node:util';
import { transition } from 'xstate';
import { describe, expect, it } from 'vitest';
import { steamRollersMachine, RESTING } from '../../src/machines/steam-rollers/machine';
import { CARD_SIDES, type CardSide, type Face } from '../../src/machines/steam-rollers/rules/cards';
import { wallsFor, type Walls } from '../../src/machines/steam-rollers/rules/charts';
import { findRoutes, legalDeliveries } from '../../src/machines/steam-rollers/rules/deliver';
import { strength } from '../../src/machines/steam-rollers/rules/engine';
import { applyEvent, explain } from '../../src/machines/steam-rollers/rules/game';
import { SIDES, hexKey, neighbour, opposite, parseHexKey, type Side } from '../../src/machines/steam-rollers/rules/hex';
import { checkInvariants, cubeCount } from '../../src/machines/steam-rollers/rules/invariants';
import { legalMoves } from '../../src/machines/steam-rollers/rules/legal';
import { CITIES, REGIONS, hexAt, region } from '../../src/machines/steam-rollers/rules/map';
import { connections, type Connection } from '../../src/machines/steam-rollers/rules/network';
import { networkScore } from '../../src/machines/steam-rollers/rules/scoring';
import { newGame } from '../../src/machines/steam-rollers/rules/setup';
import { withCard, withSheet } from '../../src/machines/steam-rollers/rules/state';
import { ROTATIONS, TRACK_TYPES, trackJoining, type DrawnTrack, type TrackType } from '../../src/machines/steam-rollers/rules/tracks';
import type { Colour, SteamEvent, SteamState } from '../../src/machines/steam-rollers/rules/types';
import { nextInt, seedFrom, type RngState } from '../../src/machines/shared/rng';
import { BUILDABLE } from '../../src/scenario/steam-rollers';

// ---------------------------------------------------------------- random networks

const CITY_HEXES = new Set(REGIONS.map((g) => g.city));

interface Line {
  city: number;
  /** The city the line heads for (it may wander, or stop short on a drawn hex). */
  target: number;
  steps: number[];
}

/** Hex distance on the odd-q grid (through cube coordinates). */
function hexDistance(a: { q: number; r: number }, b: { q: number; r: number }): number {
  const cube = (h: { q: number; r: number }) => {
    const z = h.r - (h.q - (h.q & 1)) / 2;
    return [h.q, -h.q - z, z] as const;
  };
  const [x1, y1, z1] = cube(a);
  const [x2, y2, z2] = cube(b);
  return Math.max(Math.abs(x1 - x2), Math.abs(y1 - y2), Math.abs(z1 - z2));
}

/**
 * Draws each line as a walk out of its city towards its target (most steps
 * head straight for it, some wander), stopping at the map's edge, a drawn
 * hex or a city; then stray tracks in random hexes.
 */
function drawNetwork(lines: readonly Line[], stray: readonly { hex: number; type: TrackType; rotation: number }[]): Record<string, DrawnTrack> {
  const tracks: Record<string, DrawnTrack> = {};
  for (const line of lines) {
    const start = parseHexKey(region(line.city)!.city)!;
    const goal = parseHexKey(region(line.target)!.city)!;
    const pick = (from: { q: number; r: number }, back: number | null, step: number): Side => {
      const open = SIDES.filter((d) => d !== back);
      if (step % 6 === 5) return open[Math.floor(step / 6) % open.length]!;
      return open.reduce((best, d) => (hexDistance(neighbour(from, d), goal) < hexDistance(neighbour(from, best), goal) ? d : best));
    };
    let dir = pick(start, null, line.steps[0] ?? 0);
    let at = neighbour(start, dir);
    let back = opposite(dir);
    for (let i = 1; i <= line.steps.length; i++) {
      const key = hexKey(at);
      if (!hexAt(key) || CITY_HEXES.has(key) || tracks[key]) break;
      dir = pick(at, back, line.steps[i] ?? 0);
      tracks[key] = trackJoining(back, dir);
      back = opposite(dir);
      at = neighbour(at, dir);
    }
  }
  for (const t of stray) {
    const key = BUILDABLE[t.hex % BUILDABLE.length] as string;
    if (!tracks[key]) tracks[key] = { type: t.type, rotation: ROTATIONS[t.type][t.rotation % ROTATIONS[t.type].length] as number };
  }
  return tracks;
}

const lineArb = fc.record({ city: fc.constantFrom(...CITIES), target: fc.constantFrom(...CITIES), steps: fc.array(fc.nat(59), { minLength: 1, maxLength: 14 }) });
const strayArb = fc.record({ hex: fc.nat(500), type: fc.constantFrom<TrackType>(...TRACK_TYPES), rotation: fc.nat(5) });
const networkArb = fc.tuple(fc.array(lineArb, { minLength: 1, maxLength: 10 }), fc.array(strayArb, { maxLength: 12 })).map(([lines, stray]) => drawNetwork(lines, stray));
const wallsArb = fc.oneof(
  fc.constant(wallsFor('none', null)),
  fc.integer({ min: 1, max: 6 }).map((n) => wallsFor('medium', n)),
  fc.integer({ min: 1, max: 6 }).map((n) => wallsFor('hard', n)),
);

// ---------------------------------------------------------------- recounts written from the rules

/** The two sides a drawn track joins, read from the rules' definition of the kinds. */
function sidesOf(t: DrawnTrack): [number, number] {
  const span = { straight: 3, wide: 2, sharp: 1 }[t.type];
  return [t.rotation, (t.rotation + span) % 6];
}

function crossesWall(walls: Walls, a: string, b: string): boolean {
  const x = hexAt(a)!.region;
  const y = hexAt(b)!.region;
  return x !== y && walls.has(`${Math.min(x, y)}-${Math.max(x, y)}`);
}

interface Found {
  a: number;
  b: number;
  towns: number;
  blocked: boolean;
  hexes: string[];
}

/** Starting from every city and every side of it, rides each line of track to its end; a line reaching another city is a connection (found once from each end). */
function connectionsFromCities(tracks: Record<string, DrawnTrack>, walls: Walls): Found[] {
  const found: Found[] = [];
  for (const g of REGIONS) {
    const city = parseHexKey(g.city)!;
    for (const s of SIDES) {
      let prev = g.city;
      let at = neighbour(city, s);
      let entry = opposite(s);
      const hexes: string[] = [];
      let blocked = false;
      for (;;) {
        const key = hexKey(at);
        const here = hexAt(key);
        if (!here) break;
        if (here.kind === 'city') {
          const other = REGIONS.find((r) => r.city === key)!.id;
          blocked = blocked || crossesWall(walls, prev, key);
          if (hexes.length && other !== g.id) found.push({ a: g.id, b: other, towns: hexes.filter((h) => hexAt(h)!.kind === 'town').length, blocked, hexes });
          break;
        }
        const t = tracks[key];
        if (!t) break;
        const [x, y] = sidesOf(t);
        if (x !== entry && y !== entry) break;
        blocked = blocked || crossesWall(walls, prev, key);
        hexes.push(key);
        const out = (x === entry ? y : x) as Side;
        prev = key;
        at = neighbour(at, out);
        entry = opposite(out);
      }
    }
  }
  return found;
}

/** All simple routes, by trying every order of every set of in-between cities and every choice of connection between consecutive ones. */
function bruteRoutes(conns: readonly Connection[], from: number, to: number): string[] {
  const middle = CITIES.filter((c) => c !== from && c !== to);
  const orders: number[][] = [[]];
  const extend = (prefix: number[]) => {
    for (const c of middle) {
      if (prefix.includes(c)) continue;
      const next = [...prefix, c];
      orders.push(next);
      extend(next);
    }
  };
  extend([]);
  const out: string[] = [];
  for (const order of orders) {
    const cities = [from, ...order, to];
    let partial: string[][] = [[]];
    for (let i = 0; i + 1 < cities.length; i++) {
      const [x, y] = [cities[i]!, cities[i + 1]!];
      const between = conns.filter((c) => (c.a === x && c.b === y) || (c.a === y && c.b === x));
      partial = partial.flatMap((p) => between.map((c) => [...p, c.id]));
    }
    out.push(...partial.map((p) => p.join(' ')));
  }
  return out.sort();
}

// ---------------------------------------------------------------- random play

interface GameSpec {
  players: number;
  seed: number;
  chooser: number;
  difficulty: 'none' | 'medium' | 'hard';
  sides: Face[];
}

const gameArb: fc.Arbitrary<GameSpec> = fc.record({
  players: fc.integer({ min: 2, max: 5 }),
  seed: fc.nat(),
  chooser: fc.nat(),
  difficulty: fc.constantFrom<GameSpec['difficulty']>('none', 'medium', 'hard'),
  sides: fc.array(fc.constantFrom<Face>('a', 'b'), { minLength: 6, maxLength: 6 }),
});

const startOf = (g: GameSpec): SteamState => newGame({ players: g.players, seed: g.seed, difficulty: g.difficulty, sides: g.sides });

/** How many ends of this new track would meet a city or an existing track end (0–2). */
function links(s: SteamState, e: Extract<SteamEvent, { type: 'track.build' }>): number {
  const tracks = s.players[s.current]!.tracks;
  let n = 0;
  for (const side of sidesOf({ type: e.track, rotation: e.rotation })) {
    const next = neighbour(parseHexKey(e.hex)!, side as Side);
    const there = hexAt(hexKey(next));
    if (!there) continue;
    const t = tracks[there.key];
    if (there.kind === 'city' || (t && sidesOf(t).includes(opposite(side as Side)))) n++;
  }
  return n;
}

/**
 * Picks a legal move, a little like a player: usually a delivery when one is
 * open, usually a build that extends a line, sometimes any other action, and
 * otherwise anything legal.
 */
function choose(s: SteamState, r: RngState): [SteamEvent, RngState] {
  const moves = legalMoves(s);
  if (moves.length === 0) throw new Error(`no legal move in phase ${s.phase}`);
  let k: number;
  let rng = r;
  [k, rng] = nextInt(rng, 10);
  const deliveries = moves.filter((m) => m.type === 'cargo.deliver');
  const others = moves.filter((m) => m.type !== 'track.build');
  const builds = moves.flatMap((m) => (m.type === 'track.build' ? [m] : []));
  const best = Math.max(0, ...builds.map((b) => links(s, b)));
  const linking = best > 0 ? builds.filter((b) => links(s, b) === best) : [];
  const pool = deliveries.length && k < 9 ? deliveries : k < 3 && others.length ? others : linking.length && k < 9 ? linking : moves;
  [k, rng] = nextInt(rng, pool.length);
  return [pool[k]!, rng];
}

function playGame(g: GameSpec, onStep?: (prev: SteamState, e: SteamEvent, next: SteamState) => void, maxSteps = 40_000): { final: SteamState; steps: number } {
  let s = startOf(g);
  let r = seedFrom(g.chooser);
  let steps = 0;
  while (s.phase !== 'over' && steps < maxSteps) {
    let e: SteamEvent;
    [e, r] = choose(s, r);
    const out = applyEvent(s, e);
    if (!out.ok) throw new Error(`a listed move was refused: ${JSON.stringify(e)}: ${out.refusal.message}`);
    onStep?.(s, e, out.state);
    s = out.state;
    steps++;
  }
  return { final: s, steps };
}

function must(s: SteamState, e: SteamEvent): SteamState {
  const out = applyEvent(s, e);
  if (!out.ok) throw new Error(out.refusal.message);
  return out.state;
}

/** A position where the current player holds a die of `value`, on the given sheet, with cards and an engine. */
function deliveryPosition(o: { tracks: Record<string, DrawnTrack>; engine: number[]; value: number; cards: CardSide[]; supply: Colour[][]; bonus3b: 'exact' | 'upTo'; walls: 'none' | number }): SteamState {
  const sides: Face[] = ['a', 'a', 'a', 'a', 'a', 'a'];
  for (const c of o.cards) sides[CARD_SIDES[c].card - 1] = CARD_SIDES[c].face;
  let s = newGame({ players: 2, seed: 1, start: 0, sides, switches: { bonus3b: o.bonus3b }, ...(o.walls === 'none' ? {} : { difficulty: 'medium' as const, chart: o.walls }) });
  // the die mostly names a city on the network (or, with 3a, a destination on it)
  const onNetwork = [...new Set(connections(o.tracks).flatMap((c) => [c.a, c.b]))];
  const value = onNetwork.length && o.value % 4 !== 0 ? (onNetwork[o.value % onNetwork.length] as number) : (o.value % 6) + 1;
  s = must(s, { type: 'dice.roll', white: [value, 1, 1], black: 1 });
  s = must(s, { type: 'die.take', die: 0 });
  s = withSheet(s, 0, { tracks: o.tracks, engine: o.engine, points: [] });
  for (const c of o.cards) s = withCard(s, CARD_SIDES[c].card, { face: CARD_SIDES[c].face, holder: 0, sideways: false });
  const supply: Record<number, Colour[]> = {};
  CITIES.forEach((c, i) => {
    supply[c] = (o.supply[i] ?? []).filter((x) => x !== region(c)!.colour);
  });
  return { ...s, supply };
}

const colourArb = fc.constantFrom<Colour>('yellow', 'red', 'purple', 'blue', 'grey');
const deliveryArb = fc.record({
  tracks: networkArb,
  engine: fc.subarray([1, 2, 3, 4, 5, 6], { minLength: 2 }),
  value: fc.nat(),
  cards: fc.subarray<CardSide>(['3a', '3b', '4a', '4b']).filter((c) => !(c.includes('3a') && c.includes('3b')) && !(c.includes('4a') && c.includes('4b'))),
  supply: fc.array(fc.array(colourArb, { minLength: 1, maxLength: 6 }), { minLength: 6, maxLength: 6 }),
  bonus3b: fc.constantFrom<'exact' | 'upTo'>('exact', 'upTo'),
  walls: fc.oneof({ arbitrary: fc.constant<'none'>('none'), weight: 3 }, { arbitrary: fc.integer({ min: 1, max: 6 }), weight: 1 }),
});

// ---------------------------------------------------------------- properties

describe('Steam Rollers properties', () => {
  it('RD4, C.5 #17, C.5 #18: a random game always ends; cubes are conserved and the invariants hold at every step', () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        const { final } = playGame(g, (_prev, e, next) => {
          const problems = checkInvariants(next);
          if (problems.length) throw new Error(`after ${JSON.stringify(e)}: ${problems.join('; ')}`);
        });
        expect(final.phase).toBe('over');
        expect(final.result).not.toBeNull();
        const count = cubeCount(final);
        expect(Object.values(count)).toEqual([10, 10, 10, 10, 10]);
        expect(final.bag.length + final.removed.length + Object.values(final.supply).flat().length + final.delivered.length).toBe(50);
      }),
      { numRuns: 5 },
    );
  });

  it('F2: network points equal a recount that rides every line out of every city', () => {
    let joined = 0;
    fc.assert(
      fc.property(networkArb, wallsArb, (tracks, walls) => {
        const found = connectionsFromCities(tracks, walls);
        joined += found.length / 2;
        const open = found.filter((f) => !f.blocked);
        expect(open.length % 2).toBe(0);
        const recount = open.reduce((n, f) => n + 1 + f.towns, 0) / 2;
        expect(networkScore(tracks, walls).points).toBe(recount);
        // and the same connections, hex for hex
        const core = connections(tracks, walls).map((c) => `${c.a}-${c.b} ${c.towns} ${c.blocked} ${c.hexes.join('/')}`).sort();
        const mine = found.filter((f) => f.a < f.b).map((f) => `${f.a}-${f.b} ${f.towns} ${f.blocked} ${f.hexes.join('/')}`).sort();
        expect(core).toEqual(mine);
      }),
      { numRuns: 300 },
    );
    expect(joined).toBeGreaterThan(200); // the random networks do join cities
  });

  it('D3, D6: route finding equals a brute-force search over all simple paths on random networks', () => {
    fc.assert(
      fc.property(networkArb, fc.constantFrom(...CITIES), fc.constantFrom(...CITIES), (tracks, from, to) => {
        fc.pre(from !== to);
        const conns = connections(tracks);
        const routes = findRoutes(conns, from, to).map((r) => r.connections.map((c) => c.id).join(' ')).sort();
        expect(routes).toEqual(bruteRoutes(conns, from, to));
      }),
      { numRuns: 300 },
    );
  });

  it('D4, D5: a delivery\'s distance is the cities and towns on its route and never exceeds the engine (except with 4a); it scores that (plus 3b)', () => {
    let seen = 0;
    fc.assert(
      fc.property(deliveryArb, (o) => {
        const s = deliveryPosition(o);
        const engine = strength(s, 0);
        for (const d of legalDeliveries(s)) {
          seen++;
          const { event, route } = d;
          expect(route.cities[0]).toBe(event.from);
          expect(route.cities.at(-1)).toBe(event.to);
          expect(new Set(route.cities).size).toBe(route.cities.length);
          const towns = route.connections.flatMap((c) => c.hexes).filter((h) => hexAt(h)!.kind === 'town').length;
          expect(d.distance).toBe(route.cities.length - 1 + towns);
          const bonus = event.bonus ?? 0;
          if (!event.cards?.includes('4a')) expect(d.distance + bonus).toBeLessThanOrEqual(engine);
          expect(explain(s, event)).toBeNull();
          const out = applyEvent(s, event);
          expect(out.ok).toBe(true);
          if (out.ok) expect(out.state.players[0]!.points).toEqual([d.distance + bonus]);
        }
      }),
      { numRuns: 250 },
    );
    expect(seen).toBeGreaterThan(60); // the positions do allow deliveries
  });

  it('RD2, SC3, B1, D1: every refused move leaves the state unchanged, in the core and in the chart', () => {
    const probes = (s: SteamState): SteamEvent[] => [
      { type: 'dice.roll', white: [9] },
      { type: 'die.take', die: 0 },
      { type: 'die.take', die: 99 },
      { type: 'card.play', card: '1a', value: 6 },
      { type: 'card.play', card: '5a', step: 1 },
      { type: 'card.play', card: '5b', mode: 'reroll' },
      { type: 'card.play', card: '2a', die: 0 },
      { type: 'card.play', card: '2b' },
      { type: 'steal.pass' },
      { type: 'track.build', hex: '0,0', track: 'straight', rotation: 0 },
      { type: 'track.build', hex: '5,1', track: 'wide', rotation: 2 },
      { type: 'engine.improve' },
      { type: 'cargo.deliver', from: 1, cube: 'red', to: 2, route: ['1-2:0,0'] },
      { type: 'card.take' },
      { type: 'card.take', card: 7 },
      { type: 'turn.pass' },
      { type: 'turn.end' },
      ...legalMoves(s).slice(0, 3),
    ];
    let refusals = 0;
    fc.assert(
      fc.property(gameArb, fc.integer({ min: 0, max: 120 }), (g, stopAfter) => {
        const { final: s } = playGame(g, undefined, stopAfter);
        const frozen = structuredClone(s);
        const chartState = RESTING_STATE[s.phase];
        const snap = steamRollersMachine.resolveState({ value: chartState, context: s });
        for (const e of probes(s)) {
          const out = applyEvent(s, e);
          expect(isDeepStrictEqual(s, frozen)).toBe(true);
          const [next] = transition(steamRollersMachine, snap, e);
          if (!out.ok) {
            refusals++;
            expect(out.refusal.message.startsWith(`${out.refusal.rule}: `)).toBe(true);
            expect(next.context).toBe(s);
            expect(next.value).toBe(chartState);
          } else {
            expect(next.context).toEqual(out.state);
          }
        }
      }),
      { numRuns: 40 },
    );
    expect(refusals).toBeGreaterThan(250);
  });
});

/** The chart state each resting phase is shown in. */
const RESTING_STATE = Object.fromEntries(Object.entries(RESTING).map(([state, phase]) => [phase, state])) as Record<SteamState['phase'], string>;
