/**
 * Unit tests of the Steam Rollers rules core: every clause (S1–S6, RD1–RD4,
 * B1–B5, E1–E2, D1–D7, SC1–SC3, F1–F5), every edge-case ruling C.5 #1–#18,
 * each card side, the rulebook's two pictured examples on the reconstructed
 * map, its scoring example, and refusals in English and Dutch. Each title
 * names what it checks.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_A, play, sidesWith } from './steamHelpers';
import { transition } from 'xstate';
import { steamRollersMachine } from '../../src/machines/steam-rollers/machine';
import { CARD_SIDES } from '../../src/machines/steam-rollers/rules/cards';
import { CHARTS, isWall, wallsFor } from '../../src/machines/steam-rollers/rules/charts';
import { findRoutes, legalDeliveries, routeDistance } from '../../src/machines/steam-rollers/rules/deliver';
import { spareDice } from '../../src/machines/steam-rollers/rules/draft';
import { strength } from '../../src/machines/steam-rollers/rules/engine';
import { applyEvent, explain } from '../../src/machines/steam-rollers/rules/game';
import { SIDES, opposite, sideTowards } from '../../src/machines/steam-rollers/rules/hex';
import { checkInvariants, cubeCount } from '../../src/machines/steam-rollers/rules/invariants';
import { legalBuilds, legalMoves } from '../../src/machines/steam-rollers/rules/legal';
import { CITIES, HEXES, MAP_DATA, REGION_BORDERS, REGIONS, citiesOfColour, hexAt, mapNeighbour, region } from '../../src/machines/steam-rollers/rules/map';
import en from '../../src/machines/steam-rollers/rules/messages/en.json';
import nl from '../../src/machines/steam-rollers/rules/messages/nl.json';
import { describeEntry, narrate } from '../../src/machines/steam-rollers/rules/narrate';
import { connections, tracksAlong, traceChains } from '../../src/machines/steam-rollers/rules/network';
import { refusalText } from '../../src/machines/steam-rollers/rules/refusal';
import { emptyCities, endingReason } from '../../src/machines/steam-rollers/rules/round';
import { engineBonus, networkScore, rankScores, scorePlayer } from '../../src/machines/steam-rollers/rules/scoring';
import { newGame, type NewGameOptions } from '../../src/machines/steam-rollers/rules/setup';
import { heldSides, withCard, withSheet } from '../../src/machines/steam-rollers/rules/state';
import { BLACK_DIE, ROTATIONS, TRACK_TYPES, trackJoining, trackSides } from '../../src/machines/steam-rollers/rules/tracks';
import type { Colour, LogEntry, PlayerScore, Refusal, SteamEvent, SteamState } from '../../src/machines/steam-rollers/rules/types';

// ------------------------------------------------------------------ helpers


function game(o: Partial<NewGameOptions> = {}): SteamState {
  return newGame({ players: 2, seed: 7, start: 0, sides: ALL_A, ...o });
}


function refused(s: SteamState, e: SteamEvent): Refusal {
  const out = applyEvent(s, e);
  if (out.ok) throw new Error(`${JSON.stringify(e)} was accepted`);
  expect(out.refusal.message.startsWith(`${out.refusal.rule}: `)).toBe(true);
  return out.refusal;
}

const roll = (white: number[], black = 1): SteamEvent => ({ type: 'dice.roll', white, black });
const take = (die: number): SteamEvent => ({ type: 'die.take', die });
const improve: SteamEvent = { type: 'engine.improve' };
const takeCard: SteamEvent = { type: 'card.take' };
const build = (hex: string, track: 'straight' | 'wide' | 'sharp', rotation: number, card?: '6a' | '6b'): SteamEvent =>
  card ? { type: 'track.build', hex, track, rotation, card } : { type: 'track.build', hex, track, rotation };

/** The start player (seat `start`) has taken die 0 showing `value`; the other dice show `rest`. */
function acting(s: SteamState, value: number, black = 1, rest?: number[]): SteamState {
  const others = rest ?? Array.from({ length: s.options.players }, () => 6);
  return play(s, roll([value, ...others], black), take(0));
}

const drawn = (s: SteamState, seat: number, tracks: SteamState['players'][number]['tracks']) => withSheet(s, seat, { ...s.players[seat]!, tracks: { ...s.players[seat]!.tracks, ...tracks } });
const engineOf = (s: SteamState, seat: number, engine: number[]) => withSheet(s, seat, { ...s.players[seat]!, engine });
const give = (s: SteamState, card: number, seat: number | null, sideways = false) => withCard(s, card, { ...s.cards[card - 1]!, holder: seat, sideways });
function supply(s: SteamState, cubes: Partial<Record<number, Colour[]>>): SteamState {
  return { ...s, supply: Object.fromEntries(CITIES.map((c) => [c, cubes[c] ?? []])) };
}

/** Open-country hexes of a region that touch no city, read from the map data (so the tests using them follow a replaced map). */
const openHexes = (id: number) => region(id)!.buildable.filter((k) => hexAt(k)!.kind === 'plain' && SIDES.every((d) => mapNeighbour(k, d)?.kind !== 'city'));
type Sheet = ReturnType<typeof tracksAlong>;
// The fixtures below are worked out before the tests run (beforeAll), not while the file loads, so a
// change to the rules code they call reruns only the tests that use them (mutation testing).
let H3: string, H3b: string, H1: string, H5: string, H2: string;

// The reconstruction's own examples: the rulebook's pictures and a few more lines, drawn on the
// reconstructed map by hex coordinates. These sheets (and the tests built on them) are the ones
// to redraw if map.ts is replaced by the real map.
let EXAMPLE_1: Sheet, RED_1_3: Sheet, RED_3_4: Sheet, RED_4_2: Sheet, RED: Sheet, BLUE_1_4: Sheet;
/** Four connections crossing five towns: 1–3 (town 3,1), 1–4 (towns 1,4 and 4,6), 3–4 (town 6,3), 4–2 (town 8,7). */
let NETWORK_9: Sheet;
/** Every buildable hex drawn with a sharp curve joining its north and north-east sides: nothing joins anything. */
let FULL_SHEET: Sheet;

beforeAll(() => {
  [H3, H3b] = openHexes(3) as [string, string];
  H1 = openHexes(1)[0]!;
  H5 = openHexes(5)[0]!;
  H2 = openHexes(2)[0]!;
  EXAMPLE_1 = { ...tracksAlong(['1,1', '2,1', '3,1', '4,1', '5,1']), ...tracksAlong(['5,1', '6,1', '7,1', '8,1']), ...tracksAlong(['1,1', '1,2', '1,3', '1,4']) };
  RED_1_3 = tracksAlong(['1,1', '2,2', '3,2', '4,2', '5,1']);
  RED_3_4 = tracksAlong(['5,1', '5,2', '5,3', '5,4', '5,5', '5,6']);
  RED_4_2 = tracksAlong(['5,6', '6,6', '7,6', '8,6', '9,6']);
  RED = { ...RED_1_3, ...RED_3_4, ...RED_4_2 };
  BLUE_1_4 = tracksAlong(['1,1', '1,2', '1,3', '1,4', '2,5', '3,5', '4,6', '5,6']);
  NETWORK_9 = {
    ...tracksAlong(['1,1', '2,1', '3,1', '4,1', '5,1']),
    ...BLUE_1_4,
    ...tracksAlong(['5,1', '6,2', '6,3', '6,4', '6,5', '6,6', '5,6']),
    ...tracksAlong(['5,6', '6,7', '7,7', '8,7', '9,6']),
  };
  FULL_SHEET = Object.fromEntries(REGIONS.flatMap((g) => g.buildable).map((k) => [k, { type: 'sharp' as const, rotation: 0 }]));
});

const idOf = (s: SteamState, seat: number, a: number, b: number) => connections(s.players[seat]!.tracks).find((c) => c.a === a && c.b === b)!.id;

// ------------------------------------------------------------------ setup

describe('Steam Rollers setup (S1–S6)', () => {
  it('S1 each player gets an empty map sheet (2 to 5 players)', () => {
    for (const players of [2, 3, 4, 5]) {
      const s = newGame({ players, seed: 3 });
      expect(s.players).toHaveLength(players);
      for (const p of s.players) expect(p).toEqual({ tracks: {}, engine: [], points: [] });
    }
    expect(() => newGame({ players: 1 })).toThrow(/2 to 5 players/);
    expect(() => newGame({ players: 6 })).toThrow(/2 to 5 players/);
  });

  it('S2 players + 2 random cubes go on each city and those of the city\'s colour are removed, not replaced (C.5 #12, #13, #18)', () => {
    let sawEmptyish = false;
    for (let seed = 0; seed < 60; seed++) {
      const players = 2 + (seed % 4);
      const s = newGame({ players, seed });
      let onBoard = 0;
      for (const city of CITIES) {
        const cubes = s.supply[city]!;
        onBoard += cubes.length;
        expect(cubes.length).toBeLessThanOrEqual(players + 2);
        expect(cubes).not.toContain(REGIONS.find((g) => g.id === city)!.colour);
        if (cubes.length <= 1) sawEmptyish = true;
      }
      // C.5 #13: no grey cube ever waits on a grey city
      expect([...s.supply[3]!, ...s.supply[4]!]).not.toContain('grey');
      // C.5 #18: only (players + 2) × 6 cubes leave the bag; 50 are accounted for
      expect(onBoard + s.removed.length).toBe((players + 2) * 6);
      expect(s.bag).toHaveLength(50 - (players + 2) * 6);
      expect(cubeCount(s)).toEqual({ yellow: 10, red: 10, purple: 10, blue: 10, grey: 10 });
      expect(newGame({ players, seed })).toEqual(s); // replayable from the seed
    }
    expect(sawEmptyish).toBe(true);
  });

  it('S3 each card shows a random side, fixed for the whole game', () => {
    const faces = new Set<string>();
    for (let seed = 0; seed < 40; seed++) faces.add(newGame({ players: 3, seed }).cards.map((c) => c.face).join(''));
    expect(faces.size).toBeGreaterThan(10);
    const given = newGame({ players: 2, seed: 1, sides: ['b', 'a', 'b', 'a', 'b', 'a'] });
    expect(given.cards.map((c) => c.face)).toEqual(['b', 'a', 'b', 'a', 'b', 'a']);
    expect(given.cards.every((c) => c.holder === null && !c.sideways)).toBe(true);
    // through a whole game of rounds the faces never change
    let s = given;
    for (let i = 0; i < 40 && s.phase !== 'over'; i++) s = play(s, legalMoves(s)[0]!);
    expect(s.cards.map((c) => c.face)).toEqual(['b', 'a', 'b', 'a', 'b', 'a']);
  });

  it('S4 the start player (the last to miss a train) rolls the black die and players + 1 white dice', () => {
    const s = game({ players: 4, start: 2 });
    expect(s.start).toBe(2);
    expect(s.current).toBe(2);
    expect(s.phase).toBe('roll');
    const rolled = play(s, { type: 'dice.roll' });
    expect(rolled.dice.white).toHaveLength(5);
    expect(rolled.dice.black).toBeGreaterThanOrEqual(1);
    expect(rolled.current).toBe(2);
    const starts = new Set(Array.from({ length: 30 }, (_, seed) => newGame({ players: 3, seed }).start));
    expect(starts).toEqual(new Set([0, 1, 2]));
  });

  it('S5 the map: six regions (yellow, red, purple, blue, two grey), each with one city (its die number) and one town', () => {
    expect(MAP_DATA.layout).toBe('odd-q');
    expect(REGIONS.map((g) => g.id)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(REGIONS.map((g) => g.colour).sort()).toEqual(['blue', 'grey', 'grey', 'purple', 'red', 'yellow']);
    expect(region(3)!.colour).toBe('grey');
    expect(region(4)!.colour).toBe('grey');
    expect(region(2)!.colour).toBe('red');
    for (const g of REGIONS) {
      expect(hexAt(g.city)!.kind).toBe('city');
      expect(hexAt(g.town)!.kind).toBe('town');
      expect(hexAt(g.city)!.region).toBe(g.id);
      expect(g.buildable).not.toContain(g.city);
      expect(g.buildable).toContain(g.town);
    }
    expect(HEXES.filter((h) => h.kind === 'city')).toHaveLength(6);
    expect(HEXES.filter((h) => h.kind === 'town')).toHaveLength(6);
    expect(citiesOfColour('grey')).toEqual([3, 4]);
    expect(citiesOfColour('red')).toEqual([2]);
    // the pictured examples need regions 1–3, 3–4 and 4–2 to touch
    const borders = REGION_BORDERS.map((b) => `${b.a}-${b.b}`);
    expect(borders).toEqual(expect.arrayContaining(['1-3', '3-4', '2-4']));
  });

  it('S6 Medium and Hard charts: 2 or 4 blocked region borders, real borders of the map, leaving every region reachable', () => {
    const borders = new Map(REGION_BORDERS.map((b) => [`${b.a}-${b.b}`, b.sides.length]));
    for (const [difficulty, count] of [['medium', 2], ['hard', 4]] as const) {
      for (let chart = 1; chart <= 6; chart++) {
        const list = CHARTS[difficulty][chart]!;
        expect(list).toHaveLength(count);
        for (const b of list) expect(borders.get(b)).toBeGreaterThan(1);
        const open = [...borders.keys()].filter((b) => !list.includes(b));
        const reached = new Set([1]);
        for (let again = true; again; ) {
          again = false;
          for (const b of open) {
            const [x, y] = b.split('-').map(Number) as [number, number];
            if (reached.has(x) !== reached.has(y)) {
              reached.add(x);
              reached.add(y);
              again = true;
            }
          }
        }
        expect(reached.size).toBe(6);
      }
    }
    expect(wallsFor('none', null).size).toBe(0);
    const hard = newGame({ players: 2, seed: 9, difficulty: 'hard' });
    expect(hard.options.chart).toBeGreaterThanOrEqual(1);
    expect(wallsFor('hard', hard.options.chart).size).toBe(4);
    expect(newGame({ players: 2, difficulty: 'medium', chart: 4 }).options.chart).toBe(4);
    expect(() => newGame({ players: 2, difficulty: 'medium', chart: 7 })).toThrow(/chart 7/);
  });

  it('S6 a connection across a blocked border carries no cargo and scores nothing; the French reading also forbids the rail', () => {
    // medium chart 1 blocks 1–3 and 2–4
    let s = game({ difficulty: 'medium', chart: 1 });
    s = engineOf(drawn(s, 0, { ...RED, ...BLUE_1_4 }), 0, [1, 2, 3, 4, 5, 6]);
    const conns = connections(s.players[0]!.tracks, wallsFor('medium', 1));
    expect(conns.filter((c) => c.blocked).map((c) => `${c.a}-${c.b}`)).toEqual(['1-3', '2-4']);
    expect(networkScore(s.players[0]!.tracks, wallsFor('medium', 1))).toEqual({ points: 4, connections: 2, towns: 2 });
    expect(scorePlayer(s, 0).network).toBe(4);
    s = acting(supply(s, { 1: ['red', 'grey'] }), 1);
    const blockedId = idOf(s, 0, 1, 3);
    expect(refused(s, { type: 'cargo.deliver', from: 1, cube: 'grey', to: 3, route: [blockedId] }).rule).toBe('S6');
    // red cannot reach 2 (the 2–4 line is walled off); grey goes round by the blue line
    expect(legalDeliveries(s).map((d) => d.route.cities)).toEqual([[1, 4, 3], [1, 4]]);
    // English: a track may be drawn across the wall; French: refused. A hex of region 1 on its border with region 3:
    const { hex, side } = REGION_BORDERS.find((b) => b.a === 1 && b.b === 3)!.sides[0]!;
    const walls = wallsFor('medium', 1);
    const across = build(hex, 'wide', side); // one end faces region 3
    const t = game({ difficulty: 'medium', chart: 1 });
    expect(explain(acting(t, 1), across)).toBeNull();
    const fr = game({ difficulty: 'medium', chart: 1, switches: { railsStopAtWalls: true } });
    const r = refused(acting(fr, 1), across);
    expect(r).toMatchObject({ rule: 'S6', key: 'wall.rails', vars: { hex } });
    expect(r.message).toBe(`S6: this track in hex ${hex} would run across a blocked border, and under the French reading no rail may cross one`);
    const inside = [0, 1, 2, 3, 4, 5].find((k) => trackSides({ type: 'wide', rotation: k }).every((d) => !isWall(walls, hex, d)))!;
    expect(explain(acting(fr, 1), build(hex, 'wide', inside))).toBeNull();
  });
});

// ------------------------------------------------------------------ the round

describe('Steam Rollers rounds (RD1–RD4)', () => {
  it('RD1 the start player rolls all the dice once per round; the black die lies on the board for all', () => {
    const s = game();
    expect(explain(s, take(0))?.rule).toBe('RD2');
    const rolled = play(s, roll([2, 5, 3], 4));
    expect(rolled.dice).toEqual({ white: [2, 5, 3].map((value) => ({ value, by: null, spent: false })), black: 4 });
    expect(rolled.phase).toBe('draft');
    expect(refused(rolled, roll([1, 1, 1])).message).toMatch(/^RD1: rolling the dice is not possible now/);
    expect(refused(s, roll([1, 2])).message).toMatch(/^RD1: the start player rolls 3 white dice/);
    expect(refused(s, roll([1, 2, 7])).rule).toBe('RD1');
    expect(refused(s, { type: 'dice.roll', black: 0 }).rule).toBe('RD1');
    // without values the seeded generator rolls, replayably
    expect(play(s, { type: 'dice.roll' })).toEqual(play(s, { type: 'dice.roll' }));
  });

  it('RD2 clockwise from the start player, each straightens their cards, takes one die and performs one action', () => {
    let s = game({ players: 3, start: 2 });
    s = play(s, roll([1, 2, 3, 4], 3));
    expect(s.current).toBe(2);
    s = play(s, take(1));
    expect(s.phase).toBe('action');
    expect(refused(s, take(2)).message).toMatch(/^RD2: drafting a die is not possible now/);
    s = play(s, improve);
    expect(s.current).toBe(0);
    expect(s.players[2]!.engine).toEqual([2]);
    expect(refused(s, take(1)).message).toMatch(/^RD2: white die 1 \(showing 2\) has already been taken/);
    expect(refused(s, take(9)).rule).toBe('RD2');
    s = play(s, take(0), improve);
    expect(s.current).toBe(1);
    s = play(s, take(3), improve);
    // the round is over: the marker passed left to seat 0
    expect(s.phase).toBe('roll');
    expect(s.start).toBe(0);
    expect(s.round).toBe(2);
    expect(s.dice.white).toEqual([]);
  });

  it('RD3 normally one white die is still unused when the round is over', () => {
    for (const players of [2, 3, 5]) {
      let s = play(newGame({ players, seed: 4, start: 0, sides: ALL_A }), roll(Array.from({ length: players + 1 }, () => 6), 1));
      for (let k = 0; k < players; k++) {
        s = play(s, take(k));
        expect(spareDice(s)).toBe(1); // with every later player keeping a die, one is spare
        s = play(s, improve);
      }
      expect(s.round).toBe(2);
    }
  });

  it('RD4 the game ends when a round ends with three or more empty supply cities; not in the middle of one', () => {
    let s = engineOf(drawn(game({ start: 1 }), 0, RED_1_3), 0, [1]);
    s = supply(s, { 1: ['red', 'grey'], 2: ['blue'], 5: ['red'] });
    // empty now: 3, 4, 6 — already three, but only the end of a round counts
    expect(emptyCities(s)).toEqual([3, 4, 6]);
    s = play(s, roll([5, 1, 6], 1), take(0), improve);
    expect(s.current).toBe(0);
    expect(s.phase).toBe('draft');
    s = play(s, take(1), { type: 'cargo.deliver', from: 1, cube: 'grey', to: 3, route: [idOf(s, 0, 1, 3)] });
    expect(s.phase).toBe('over');
    expect(s.result?.reason).toBe('supply');
    expect(narrate(s).at(-2)).toMatch(/End of round 1: 3 cities \(3, 4, 6\) empty on the supply board, so the game is over\./);
    // two empty cities: the round ends and a new one begins with the marker passed left
    let t = supply(game({ start: 1 }), { 1: ['red'], 2: ['blue'], 5: ['red'], 6: ['red'] });
    t = play(t, roll([5, 1, 6], 1), take(0), improve, take(1), improve);
    expect(t.phase).toBe('roll');
    expect(t.start).toBe(0);
  });

  it('C.5 #12 supply cities empty since setup count towards the end at the end of round 1', () => {
    let s = game({ start: 0 });
    s = supply(s, { 1: ['red'], 2: ['blue'], 5: ['red'] });
    expect(endingReason(s)).toBe('supply');
    s = play(s, roll([1, 2, 3], 1), take(0), improve, take(1), improve);
    expect(s.phase).toBe('over');
    expect(s.round).toBe(1);
  });

  it('C.5 #17 the game also ends when every sheet is full and no cube left can reach its city on any sheet', () => {
    let s = supply(game(), { 1: ['red'], 2: ['blue'], 5: ['red'], 6: ['red'] });
    s = drawn(drawn(s, 0, FULL_SHEET), 1, FULL_SHEET);
    expect(connections(s.players[0]!.tracks)).toEqual([]);
    expect(endingReason(s)).toBe('stuck');
    // one route on one sheet keeps the game going, whatever the engine
    expect(endingReason(withSheet(s, 1, { ...s.players[1]!, tracks: { ...FULL_SHEET, ...RED, ...BLUE_1_4 } }))).toBeNull();
    // a hex left undrawn keeps it going too
    const { [H1]: _gone, ...almost } = FULL_SHEET;
    expect(endingReason(withSheet(s, 0, { ...s.players[0]!, tracks: almost }))).toBeNull();
    const over = play(s, roll([1, 2, 3], 1), take(0), improve, take(1), improve);
    expect(over.phase).toBe('over');
    expect(over.result?.reason).toBe('stuck');
    expect(narrate(over).at(-2)).toMatch(/every map is full and no cube left can reach its city/);
  });

  it('C.5 #15 the leftover die does nothing, and the turn order is clockwise from the start player', () => {
    const s = play(game({ players: 4, start: 3 }), roll([1, 2, 3, 4, 5], 1));
    const order: number[] = [];
    let t = s;
    for (let k = 0; k < 4; k++) {
      order.push(t.current);
      t = play(t, take(k), improve);
    }
    expect(order).toEqual([3, 0, 1, 2]);
    expect(s.dice.white[4]!.value).toBe(5);
    expect(t.players.every((p) => !p.engine.includes(5))).toBe(true);
  });
});

// ------------------------------------------------------------------ building

describe('Steam Rollers build track (B1–B5)', () => {
  it('B1 the white die names the region, the black die two track kinds (1–2 sharp/wide, 3–4 wide/straight, 5–6 sharp/straight)', () => {
    expect(BLACK_DIE).toEqual({ 1: ['sharp', 'wide'], 2: ['sharp', 'wide'], 3: ['wide', 'straight'], 4: ['wide', 'straight'], 5: ['sharp', 'straight'], 6: ['sharp', 'straight'] });
    const s = acting(game(), 3, 5);
    expect(refused(s, build(H1, 'sharp', 0)).message).toBe(`B1: hex ${H1} lies in region 1, but your white die shows 3, so you must draw in region 3`);
    expect(refused(s, build(H3, 'wide', 0)).message).toBe('B1: the black die shows 5, which allows only a sharp curve or a straight, not a wide curve (card 6a or 6b lets you draw any kind)');
    expect(refused(s, build('99,1', 'wide', 0)).rule).toBe('B1');
    expect(refused(s, { type: 'track.build', hex: H3, track: 'loop' as 'wide', rotation: 0 }).rule).toBe('B1');
    expect(refused(s, build(H3, 'sharp', 6)).rule).toBe('B1');
    const after = play(s, build(H3, 'straight', 3));
    expect(after.players[0]!.tracks[H3]).toEqual({ type: 'straight', rotation: 0 }); // a straight turned half way is the same straight
    expect(legalBuilds(s)).toHaveLength(region(3)!.buildable.length * (6 + 3));
  });

  it('B1 the three kinds join opposite sides, sides two apart and neighbouring sides, in every rotation', () => {
    for (const type of TRACK_TYPES) {
      for (const rotation of ROTATIONS[type]) {
        const [a, b] = trackSides({ type, rotation });
        expect((b - a + 6) % 6).toBe({ straight: 3, wide: 2, sharp: 1 }[type]);
        expect(trackJoining(a, b)).toEqual({ type, rotation });
        expect(trackJoining(b, a)).toEqual({ type, rotation });
      }
    }
    expect(ROTATIONS.straight).toHaveLength(3);
  });

  it('B2 each hex is drawn in only once (no crossings or junctions)', () => {
    let s = drawn(acting(game(), 3, 5), 0, { [H3]: { type: 'straight', rotation: 0 } });
    expect(refused(s, build(H3, 'sharp', 1)).message).toBe(`B2: hex ${H3} already holds a track; each hex is drawn in only once (no crossings or junctions)`);
    s = play(s, build(H3b, 'straight', 0));
    expect(Object.keys(s.players[0]!.tracks)).toEqual([H3, H3b]);
  });

  it('C.5 #11 a region with every hex drawn cannot be built in: choose another action', () => {
    const full = Object.fromEntries(region(3)!.buildable.map((k) => [k, { type: 'sharp' as const, rotation: 0 }]));
    const s = drawn(acting(game(), 3, 5), 0, full);
    expect(refused(s, build(H3, 'sharp', 1)).message).toBe('B2: every hex of region 3 is already drawn in, so you cannot build there; choose another action');
    expect(legalBuilds(s)).toEqual([]);
    expect(legalMoves(s)).toContainEqual(improve);
  });

  it('B3 the network need not be connected: a lone track, or one joining nothing, is fine', () => {
    const s = play(acting(game(), 5, 1), build(H5, 'sharp', 0));
    expect(Object.keys(s.players[0]!.tracks)).toEqual([H5]);
    const chains = traceChains({ [H5]: { type: 'sharp', rotation: 0 }, [H2]: { type: 'straight', rotation: 0 } });
    expect(chains.map((c) => c.hexes)).toEqual([[H5], [H2]]);
    expect(chains.every((c) => c.ends.every((e) => e === null))).toBe(true);
    expect(connections({ [H5]: { type: 'sharp', rotation: 0 }, [H2]: { type: 'straight', rotation: 0 } })).toEqual([]);
  });

  it('B4 cities are never drawn in; a track connects to a city only with an end facing it (C.5 #2)', () => {
    const s = acting(game(), 1, 3);
    const city = region(1)!.city;
    expect(refused(s, build(city, 'straight', 0)).message).toBe(`B4: hex ${city} is a city; cities are never drawn in (a track whose end faces a city connects to it)`);
    for (const d of SIDES) {
      const next = mapNeighbour(city, d);
      if (!next) continue;
      const facing = opposite(d);
      // a track with an end on the side it shares with the city touches the city...
      expect(traceChains({ [next.key]: { type: 'wide', rotation: facing } })[0]!.ends).toContain(1);
      // ...a straight whose ends are elsewhere runs past it and does not
      expect(traceChains({ [next.key]: { type: 'straight', rotation: (facing + 1) % 3 } })[0]!.ends).not.toContain(1);
    }
  });

  it('B5 a town counts only when a track runs through its hex, and then always', () => {
    const through = connections(tracksAlong(['1,1', '2,1', '3,1', '4,1', '5,1']))[0]!;
    expect(through.towns).toBe(1);
    const past = connections(RED_1_3)[0]!; // 2,2 → 3,2 → 4,2 runs beside the town at 3,1
    expect(past.hexes).not.toContain(region(1)!.town);
    expect(past.towns).toBe(0);
    expect(explain(acting(game(), 1, 1), build(region(1)!.town, 'sharp', 0))).toBeNull(); // towns are drawn in
  });
});

// ------------------------------------------------------------------ engine

describe('Steam Rollers improve engine (E1–E2)', () => {
  it('E1 cross the box of the die value, each once, in any order', () => {
    let s = play(game(), roll([5, 2, 5], 1), take(0), improve, take(2));
    expect(s.players[0]!.engine).toEqual([5]);
    expect(s.current).toBe(1);
    s = play(s, improve);
    expect(s.players[1]!.engine).toEqual([5]);
    const again = acting(engineOf(game(), 0, [2, 5]), 5);
    expect(refused(again, improve).message).toMatch(/^E1: engine box 5 is already crossed/);
  });

  it('E1 a box named by hand (the table) must be the die value’s, and naming it changes nothing else', () => {
    const s = acting(game(), 4);
    const r = refused(s, { type: 'engine.improve', box: 2 });
    expect(r.message).toBe("E1: engine box 2 is not the one your die names: improving crosses the box of the die's value, 4");
    expect(play(s, { type: 'engine.improve', box: 4 }).players[0]!.engine).toEqual([4]);
    expect(play(s, improve).players[0]!.engine).toEqual([4]);
  });

  it('C.5 #7 a value already crossed can be improved after changing the die with card 1, 5a or 5b', () => {
    let s = give(engineOf(game(), 0, [5]), 5, 0);
    s = acting(s, 5);
    expect(explain(s, improve)?.rule).toBe('E1');
    s = play(s, { type: 'card.play', card: '5a', step: 1 }, improve);
    expect(s.players[0]!.engine).toEqual([5, 6]);
  });

  it('E2 strength is the number of crossed boxes (at most six), plus one while holding card 4b; C.5 #1 it starts at 0', () => {
    let s = game({ sides: sidesWith('4b') });
    expect(strength(s, 0)).toBe(0);
    s = engineOf(s, 0, [1, 2, 3, 4, 5, 6]);
    expect(strength(s, 0)).toBe(6);
    expect(strength(give(s, 4, 0), 0)).toBe(7);
    // with strength 0 nothing can be delivered, even along a connection
    const t = acting(supply(drawn(game(), 0, RED_1_3), { 1: ['grey'] }), 1);
    expect(legalDeliveries(t)).toEqual([]);
    expect(refused(t, { type: 'cargo.deliver', from: 1, cube: 'grey', to: 3, route: [idOf(t, 0, 1, 3)] }).message).toMatch(/^D4: this route has distance 1 but your engine's strength is 0/);
  });
});

// ------------------------------------------------------------------ delivering

describe('Steam Rollers deliver cargo (D1–D7)', () => {
  const base = () => engineOf(drawn(game(), 0, { ...RED, ...BLUE_1_4 }), 0, [1, 2, 3, 4]);

  it('D1 the die names the source city and the cube is picked there; an empty source gives nothing (C.5 #5)', () => {
    const s = acting(supply(base(), { 1: ['red'], 3: ['red'] }), 1);
    const id13 = idOf(s, 0, 1, 3);
    expect(refused(s, { type: 'cargo.deliver', from: 3, cube: 'red', to: 2, route: [idOf(s, 0, 3, 4), idOf(s, 0, 2, 4)] }).message).toMatch(/^D1: your die shows 1, so the cube must come from city 1, not city 3/);
    expect(refused(s, { type: 'cargo.deliver', from: 1, cube: 'blue', to: 6, route: [id13] }).message).toBe('D1: there is no blue cube on city 1 of the supply board');
    const empty = acting(supply(base(), { 3: ['red'] }), 1);
    expect(refused(empty, { type: 'cargo.deliver', from: 1, cube: 'red', to: 2, route: [id13] }).message).toBe('D1: city 1 on the supply board has no cubes left to deliver');
    expect(legalDeliveries(empty)).toEqual([]);
    expect(refused(s, { type: 'cargo.deliver', from: 1, cube: 'pink' as Colour, to: 2, route: [id13] }).rule).toBe('D1');
  });

  it('D2 a cube goes to the city of its colour; a grey cube to city 3 or 4', () => {
    const s = acting(supply(base(), { 1: ['red', 'grey'] }), 1);
    const id13 = idOf(s, 0, 1, 3);
    expect(refused(s, { type: 'cargo.deliver', from: 1, cube: 'red', to: 3, route: [id13] }).message).toBe('D2: a red cube goes to city 2, not city 3');
    const grey = legalDeliveries(s).filter((d) => d.event.cube === 'grey');
    expect(new Set(grey.map((d) => d.event.to))).toEqual(new Set([3, 4]));
  });

  it('D3 the route is a continuous run of the player\'s own connections from source to destination', () => {
    const s = acting(supply(base(), { 1: ['red'] }), 1);
    const [id13, id34, id24] = [idOf(s, 0, 1, 3), idOf(s, 0, 3, 4), idOf(s, 0, 2, 4)];
    expect(refused(s, { type: 'cargo.deliver', from: 1, cube: 'red', to: 2, route: [] }).rule).toBe('D3');
    expect(refused(s, { type: 'cargo.deliver', from: 1, cube: 'red', to: 2, route: [id13, id24] }).message).toMatch(/^D3: connection 2-4:.* does not start at city 3/);
    expect(refused(s, { type: 'cargo.deliver', from: 1, cube: 'red', to: 2, route: [id13, id34] }).message).toBe('D3: the route ends at city 4, not at the destination city 2');
    expect(refused(s, { type: 'cargo.deliver', from: 1, cube: 'red', to: 2, route: ['1-2:0,0'] }).message).toBe('D3: "1-2:0,0" is not a connection on your map');
    // another player's sheet does not help
    const other = acting(supply(drawn(engineOf(game(), 0, [1, 2, 3]), 1, RED), { 1: ['red'] }), 1);
    expect(legalDeliveries(other)).toEqual([]);
    expect(explain(s, { type: 'cargo.deliver', from: 1, cube: 'red', to: 2, route: [id13, id34, id24] })).toBeNull();
  });

  it('D4 distance counts every city and town reached after the source, the destination included (C.5 #4); the engine must match it', () => {
    expect(routeDistance([{ towns: 0 }])).toBe(1);
    expect(routeDistance([{ towns: 0 }, { towns: 2 }, { towns: 1 }])).toBe(6);
    const s = acting(supply(engineOf(base(), 0, [1, 2, 3]), { 1: ['red'] }), 1);
    const blue = [idOf(s, 0, 1, 4), idOf(s, 0, 2, 4)];
    expect(refused(s, { type: 'cargo.deliver', from: 1, cube: 'red', to: 2, route: blue }).message).toBe(
      "D4: this route has distance 4 but your engine's strength is 3; a delivery may reach at most as many cities and towns as the engine is strong",
    );
    expect(legalDeliveries(s).map((d) => d.distance)).toEqual([3]);
  });

  it('D5 the cube leaves the game and the player ticks points equal to the distance', () => {
    const s = acting(supply(base(), { 1: ['red', 'red', 'grey'] }), 1);
    const after = play(s, { type: 'cargo.deliver', from: 1, cube: 'red', to: 2, route: [idOf(s, 0, 1, 4), idOf(s, 0, 2, 4)] });
    expect(after.supply[1]).toEqual(['red', 'grey']);
    expect(after.delivered).toEqual(['red']);
    expect(after.players[0]!.points).toEqual([4]);
    expect(narrate(after).at(-1)).toBe('Player 1 delivers a red cube from city 1 to city 2 via 2 towns and city 4: distance 4, 4 points.');
  });

  it('D6 no city twice (no loops), but a longer route is allowed and scores more', () => {
    // a second line 1–3 lets a cube go 1 → 3 → 1 → … which must be refused
    const s = acting(supply(drawn(base(), 0, tracksAlong(['1,1', '2,1', '3,1', '4,1', '5,1'])), { 1: ['red'] }), 1);
    const [a, b] = connections(s.players[0]!.tracks).filter((c) => c.a === 1 && c.b === 3).map((c) => c.id) as [string, string];
    expect(refused(s, { type: 'cargo.deliver', from: 1, cube: 'red', to: 2, route: [a, b, idOf(s, 0, 1, 4), idOf(s, 0, 2, 4)] }).message).toBe(
      'D6: the route reaches city 1 a second time; no cube may visit a city twice on one delivery',
    );
    const options = legalDeliveries(s).map((d) => d.distance).sort();
    expect(options).toEqual([3, 4, 4]); // the long way round 1–3 (with its town) –4–2 is allowed too
  });

  it('D7 a grey cube may pass through one grey city and be delivered to the other', () => {
    const s = acting(supply(base(), { 1: ['grey'] }), 1);
    const via3 = legalDeliveries(s).find((d) => d.event.to === 4 && d.route.cities.join() === '1,3,4');
    expect(via3?.distance).toBe(2);
    const after = play(s, via3!.event);
    expect(after.players[0]!.points).toEqual([2]);
    expect(narrate(after).at(-1)).toBe('Player 1 delivers a grey cube from city 1 to city 4 via city 3: distance 2, 2 points.');
  });

  it('legalDeliveries lists every source, cube, destination, route and card choice', () => {
    let s = acting(supply(give(give(base(), 3, 0), 4, 0), { 1: ['red', 'grey'], 2: ['yellow'] }), 1);
    s = engineOf(s, 0, [1, 2, 3]);
    const list = legalDeliveries(s).map((d) => `${d.event.from}>${d.event.to} ${d.event.cube} ${d.route.cities.join('')} ${(d.event.cards ?? []).join('+')}`);
    // without card 4a: routes of distance ≤ 3; with it: every route
    expect(list.sort()).toEqual(
      [
        '1>2 red 1342 ', '1>2 red 1342 4a', '1>2 red 142 4a',
        '1>3 grey 13 ', '1>3 grey 13 4a', '1>3 grey 143 4a',
        '1>4 grey 134 ', '1>4 grey 134 4a', '1>4 grey 14 ', '1>4 grey 14 4a',
        // card 3a: the die names the destination (city 1, yellow) and a yellow cube comes from anywhere
        '2>1 yellow 2431 3a', '2>1 yellow 2431 3a+4a', '2>1 yellow 241 3a+4a',
      ].sort(),
    );
  });
});

// ------------------------------------------------------------------ special cards

describe('Steam Rollers special cards (SC1–SC3, sides 1a–6b)', () => {
  it('SC1 the die names the card: from the centre, or stolen from a player when it is not sideways', () => {
    let s = acting(game(), 4, 1, [4, 6]);
    expect(refused(s, { type: 'card.take', card: 3 }).message).toBe('SC1: your die shows 4, so the card you take is card 4, not card 3');
    s = play(s, takeCard);
    expect(s.cards[3]).toEqual({ face: 'a', holder: 0, sideways: true });
    expect(narrate(s).at(-1)).toBe('Player 1 takes card 4a from the centre and turns it sideways.');
    s = play(s, take(1));
    expect(refused(s, takeCard).message).toBe('SC1: card 4a lies sideways in front of player 1, who took it this round or last; it cannot be stolen until it is upright');
    // A table or example that names its seats says whose card it is (issue 34: the 2b example said "player 2").
    const sideways = refused(s, takeCard);
    expect(refusalText(sideways, en, ['Ann', 'Bob'])).toBe('SC1: card 4a lies sideways in front of Ann, who took it this round or last; it cannot be stolen until it is upright');
    expect(refusalText(sideways, nl, ['Ann', 'Bob'])).toBe('SC1: kaart 4a ligt dwars bij Ann, die hem deze of vorige ronde pakte; je kunt hem pas afpakken als hij weer rechtop ligt');
    expect(refusalText(sideways, nl, [undefined, 'Bob'])).toBe('SC1: kaart 4a ligt dwars bij speler 1, die hem deze of vorige ronde pakte; je kunt hem pas afpakken als hij weer rechtop ligt');
    const upright = acting(give(game({ start: 1 }), 4, 0, false), 4);
    const stolen = play(upright, takeCard);
    expect(stolen.cards[3]).toEqual({ face: 'a', holder: 1, sideways: true });
    expect(narrate(stolen).at(-1)).toBe('Player 2 steals card 4a from Player 1 and turns it sideways.');
  });

  it('SC2 a taken card lies sideways until right before its holder\'s next draft; taking your own card turns it sideways again', () => {
    let s = play(acting(game(), 4), takeCard, take(1), improve);
    expect(s.round).toBe(2);
    expect(s.cards[3]!.sideways).toBe(true);
    s = play(s, roll([1, 2, 3], 1));
    // round 2 starts with seat 1, whose draft does not touch seat 0's card
    expect(s.current).toBe(1);
    expect(s.cards[3]!.sideways).toBe(true);
    s = play(s, take(2), improve);
    expect(s.current).toBe(0);
    expect(s.cards[3]!.sideways).toBe(false);
    expect(narrate(s).at(-1)).toBe('Player 1 turns card 4a upright.');
    const own = acting(give(game(), 4, 0, false), 4);
    expect(play(own, takeCard).cards[3]).toEqual({ face: 'a', holder: 0, sideways: true });
    // (drafting straightened it: make it sideways again while the die is in hand)
    const sideways = give(acting(give(game(), 4, 0), 4), 4, 0, true);
    expect(refused(sideways, takeCard).message).toMatch(/^SC2: your card 4a already lies sideways/);
  });

  it('SC3 lightning sides go back to the centre after use; infinity sides stay and cannot be discarded', () => {
    for (const side of Object.values(CARD_SIDES)) expect(['lightning', 'infinity']).toContain(side.symbol);
    const lightning = Object.values(CARD_SIDES).filter((c) => c.symbol === 'lightning').map((c) => c.side);
    expect(lightning).toEqual(['1a', '2a', '2b', '4a', '5b', '6a']);
    let s = give(game({ sides: sidesWith('1a') }), 1, 0);
    s = play(acting(s, 3), { type: 'card.play', card: '1a', value: 2 });
    expect(s.cards[0]).toEqual({ face: 'a', holder: null, sideways: false });
    expect(narrate(s).slice(-2)).toEqual(['Player 1 uses card 1a to turn the die from 3 to 2.', 'Card 1a goes back to the centre.']);
    let t = give(game({ sides: sidesWith('1b') }), 1, 0);
    t = play(acting(t, 3), { type: 'card.play', card: '1b', value: 2 });
    expect(t.cards[0]!.holder).toBe(0);
    expect(refused(t, { type: 'card.play', card: '1b', value: 4 }).message).toBe('SC3: card 1b has already been used on this die');
    // no event gives a card away: the only moves touching cards are play and take
    expect(legalMoves(t).filter((m) => m.type === 'card.play')).toEqual([]);
  });

  it('C.5 #8 a held card can be used whatever its orientation', () => {
    let s = give(game({ sides: sidesWith('5b') }), 5, 0);
    s = acting(s, 3);
    s = give(s, 5, 0, true);
    expect(play(s, { type: 'card.play', card: '5b', mode: 'flip' }).dice.white[0]!.value).toBe(4);
  });

  it('card 1a/1b set the die to any value (1–6), not the one it shows', () => {
    const s = acting(give(game(), 1, 0), 3);
    expect(refused(s, { type: 'card.play', card: '1a', value: 3 }).rule).toBe('SC3');
    expect(refused(s, { type: 'card.play', card: '1a', value: 7 }).message).toBe('SC3: card 1a sets the die to a value from 1 to 6, not 7');
    expect(refused(s, { type: 'card.play', card: '1b', value: 2 }).message).toBe('SC3: card 1b is not in this game: its card shows side 1a');
    expect(play(s, { type: 'card.play', card: '1a', value: 6 }).dice.white[0]!.value).toBe(6);
  });

  it('card 5a moves the die by one (never to 0 or 7); 5b rerolls (keeping the result) or flips it', () => {
    const s = acting(give(game(), 5, 0), 6);
    expect(refused(s, { type: 'card.play', card: '5a', step: 1 }).message).toBe('SC3: card 5a cannot turn 6 into 7; 0 and 7 are not allowed');
    expect(play(s, { type: 'card.play', card: '5a', step: -1 }).dice.white[0]!.value).toBe(5);
    const b = acting(give(game({ sides: sidesWith('5b') }), 5, 0), 2);
    expect(play(b, { type: 'card.play', card: '5b', mode: 'flip' }).dice.white[0]!.value).toBe(5);
    expect(play(b, { type: 'card.play', card: '5b', mode: 'reroll', roll: 4 }).dice.white[0]!.value).toBe(4);
    const seeded = play(b, { type: 'card.play', card: '5b', mode: 'reroll' });
    expect(seeded.rng).not.toBe(b.rng);
    expect(seeded).toEqual(play(b, { type: 'card.play', card: '5b', mode: 'reroll' }));
    expect(refused(seeded, { type: 'card.play', card: '5a', step: 1 }).rule).toBe('SC3'); // 5b was used and 5a is not in play
  });

  it('card 2a: a second die and a second action; C.5 #9 also when 2a was taken with the first die; C.5 #16 only while a die is spare', () => {
    let s = play(game(), roll([2, 4, 6], 1), take(0), takeCard);
    expect(s.phase).toBe('second');
    expect(narrate(s).at(-1)).toBe('Player 1 takes card 2a from the centre and turns it sideways.');
    expect(refused(s, improve).rule).toBe('RD2');
    expect(legalMoves(s)).toEqual([{ type: 'card.play', card: '2a', die: 1 }, { type: 'card.play', card: '2a', die: 2 }, { type: 'turn.end' }]);
    s = play(s, { type: 'card.play', card: '2a', die: 1 });
    expect(s.phase).toBe('action');
    expect(s.cards[1]).toEqual({ face: 'a', holder: null, sideways: false });
    s = play(s, improve);
    expect(s.players[0]!.engine).toEqual([4]);
    expect(s.current).toBe(1);
    expect(s.dice.white.filter((d) => d.by === null)).toHaveLength(1); // no die left over this round
    // #16: holding 2a again after the second die, with no die spare, the turn simply ends
    let t = give(game({ players: 3 }), 2, 0);
    t = play(t, roll([1, 2, 5, 6], 1), take(0), improve);
    expect(spareDice(t)).toBe(1);
    t = play(t, { type: 'card.play', card: '2a', die: 1 }, takeCard);
    expect(t.cards[1]!.holder).toBe(0);
    expect(t.phase).toBe('draft'); // no 'second' phase: the turn passed on
    expect(t.current).toBe(1);
    expect(t.dice.white.filter((d) => d.by === null)).toHaveLength(2); // one each for seats 1 and 2
    // declining the second die
    const u = play(give(game(), 2, 0), roll([1, 2, 3], 1), take(0), improve, { type: 'turn.end' });
    expect(u.current).toBe(1);
    expect(u.cards[1]!.holder).toBe(0);
  });

  it('RD3 card 2a is refused when no die is spare', () => {
    const s = play(give(game(), 2, 0), roll([1, 2, 3], 1), take(0), improve);
    expect(s.phase).toBe('second');
    // a position where die 2 is already used up: the last free die belongs to seat 1
    const spareGone = { ...s, dice: { ...s.dice, white: s.dice.white.map((d, i) => (i === 2 ? { ...d, by: 0, spent: true } : d)) } };
    expect(spareDice(spareGone)).toBe(0);
    expect(refused(spareGone, { type: 'card.play', card: '2a', die: 1 }).message).toBe(
      'RD3: no white die is spare: every player still to draft this round must keep one to take',
    );
  });

  it('card 2b: right after another player drafts, its holder (not yet drafted) takes that die; the drafter drafts again', () => {
    let s = give(game({ players: 3, sides: sidesWith('2b') }), 2, 2);
    s = play(s, roll([4, 5, 6, 1], 1), take(0));
    expect(s.phase).toBe('steal');
    expect(s.steal).toEqual({ die: 0, victim: 0, thief: 2 });
    expect(refused(s, improve).rule).toBe('RD2');
    s = play(s, { type: 'card.play', card: '2b' });
    expect(s.phase).toBe('draft');
    expect(s.current).toBe(0);
    expect(s.dice.white[0]).toEqual({ value: 4, by: 2, spent: false });
    expect(s.cards[1]!.holder).toBeNull(); // lightning: back to the centre
    expect(refused(s, take(0)).rule).toBe('RD2'); // nobody else may pick that die
    s = play(s, take(1));
    expect(s.phase).toBe('action'); // 2b is gone: no window
    s = play(s, improve, take(2), improve);
    // seat 2's turn: no draft, the stolen die is played at once
    expect(s.current).toBe(2);
    expect(s.phase).toBe('action');
    expect(s.turn.die).toBe(0);
    expect(s.dice.white[3]!.by).toBeNull(); // the leftover die
    s = play(s, improve);
    expect(s.players[2]!.engine).toEqual([4]);
    expect(narrate(s).some((l) => l === 'Player 3 plays card 2b and takes the 4 Player 1 just drafted; Player 1 drafts again.')).toBe(true);
  });

  it('card 2b: no window once its holder has drafted; letting the die go hands it back to its drafter', () => {
    let s = give(game({ players: 3, sides: sidesWith('2b') }), 2, 1);
    s = play(s, roll([4, 5, 6, 1], 1), take(0));
    expect(s.phase).toBe('steal');
    s = play(s, { type: 'steal.pass' });
    expect(s.phase).toBe('action');
    expect(s.current).toBe(0);
    s = play(s, improve, take(1), improve);
    expect(s.current).toBe(2);
    s = play(s, take(2));
    expect(s.phase).toBe('action'); // seat 1 has drafted already this round
    // the start player can never play it: no die has been drafted before their own draft
    expect(explain(s, { type: 'card.play', card: '2b' })?.rule).toBe('SC3');
  });

  it('C.5 #10 2a and 2b are one card, so 2b never meets a die taken with 2a', () => {
    for (let seed = 0; seed < 20; seed++) {
      const s = newGame({ players: 3, seed });
      const sides = s.cards.map((c, i) => `${i + 1}${c.face}`);
      expect(sides.includes('2a') && sides.includes('2b')).toBe(false);
    }
  });

  it('card 3a: the die may name the destination; the cube then comes from any city (C.5 #6)', () => {
    let s = engineOf(drawn(give(game(), 3, 0), 0, { ...RED, ...BLUE_1_4 }), 0, [1, 2, 3, 4]);
    s = acting(supply(s, { 1: ['red'], 3: ['red'], 5: ['red'] }), 2);
    const route = [idOf(s, 0, 3, 4), idOf(s, 0, 2, 4)];
    expect(refused(s, { type: 'cargo.deliver', from: 3, cube: 'red', to: 2, route }).rule).toBe('D1');
    s = play(s, { type: 'cargo.deliver', from: 3, cube: 'red', to: 2, route, cards: ['3a'] });
    expect(s.players[0]!.points).toEqual([2]);
    expect(s.cards[2]!.holder).toBe(0); // infinity: kept
    const wrong = acting(supply(engineOf(drawn(give(game(), 3, 0), 0, RED), 0, [1, 2, 3]), { 3: ['grey'] }), 2);
    expect(refused(wrong, { type: 'cargo.deliver', from: 3, cube: 'grey', to: 4, route: [idOf(wrong, 0, 3, 4)], cards: ['3a'] }).message).toBe(
      'D1: with card 3a your die (2) names the destination, but this delivery goes to city 4',
    );
  });

  it('card 3b adds exactly 1 or 2 to every delivery of its holder (English); "up to 2" under the Dutch switch; the engine must cover it', () => {
    let s = engineOf(drawn(give(game({ sides: sidesWith('3b') }), 3, 0), 0, RED), 0, [1, 2, 3]);
    s = acting(supply(s, { 1: ['grey'] }), 1);
    const r13 = [idOf(s, 0, 1, 3)];
    expect(refused(s, { type: 'cargo.deliver', from: 1, cube: 'grey', to: 3, route: r13 }).message).toBe('SC3: card 3b adds exactly 1 or 2 to every delivery you make, not 0');
    expect(refused(s, { type: 'cargo.deliver', from: 1, cube: 'grey', to: 4, route: [...r13, idOf(s, 0, 3, 4)], bonus: 2 }).message).toBe(
      "D4: this route has distance 2, plus 2 from card 3b makes 4, but your engine's strength is 3",
    );
    const after = play(s, { type: 'cargo.deliver', from: 1, cube: 'grey', to: 3, route: r13, bonus: 2 });
    expect(after.players[0]!.points).toEqual([3]);
    expect(narrate(after).at(-1)).toBe('Player 1 delivers a grey cube from city 1 to city 3: distance 1, 3 points. (card 3b adds 2)');
    const upTo = { ...s, options: { ...s.options, switches: { ...s.options.switches, bonus3b: 'upTo' as const } } };
    expect(explain(upTo, { type: 'cargo.deliver', from: 1, cube: 'grey', to: 3, route: r13 })).toBeNull();
    expect(refused(upTo, { type: 'cargo.deliver', from: 1, cube: 'grey', to: 3, route: r13, bonus: 3 }).message).toBe('SC3: card 3b adds 0, 1 or 2 to a delivery, not 3');
    const none = acting(supply(engineOf(drawn(game(), 0, RED), 0, [1]), { 1: ['grey'] }), 1);
    expect(refused(none, { type: 'cargo.deliver', from: 1, cube: 'grey', to: 3, route: [idOf(none, 0, 1, 3)], bonus: 1 }).message).toBe('SC3: you do not hold card 3b');
  });

  it('card 4a: one delivery of any distance, still never through a city twice; then back to the centre', () => {
    let s = engineOf(drawn(give(game(), 4, 0), 0, { ...RED, ...BLUE_1_4 }), 0, [1]);
    s = acting(supply(s, { 1: ['red'] }), 1);
    const longWay = [idOf(s, 0, 1, 4), idOf(s, 0, 3, 4)];
    const route = [idOf(s, 0, 1, 4), idOf(s, 0, 2, 4)];
    expect(explain(s, { type: 'cargo.deliver', from: 1, cube: 'red', to: 2, route })?.rule).toBe('D4');
    expect(refused(s, { type: 'cargo.deliver', from: 1, cube: 'grey', to: 3, route: longWay, cards: ['4a'] }).rule).toBe('D1');
    const loop = [idOf(s, 0, 1, 4), idOf(s, 0, 3, 4), idOf(s, 0, 1, 3)];
    expect(refused(s, { type: 'cargo.deliver', from: 1, cube: 'red', to: 2, route: loop, cards: ['4a'] }).rule).toBe('D6');
    const after = play(s, { type: 'cargo.deliver', from: 1, cube: 'red', to: 2, route, cards: ['4a'] });
    expect(after.players[0]!.points).toEqual([4]);
    expect(after.cards[3]).toEqual({ face: 'a', holder: null, sideways: false });
    expect(narrate(after).slice(-2)[0]).toMatch(/\(using card 4a\)$/);
  });

  it('card 4b: engine +1 while held, for deliveries only (not the bonus, C.5 #14 not the tie-break)', () => {
    let s = engineOf(drawn(give(game({ sides: sidesWith('4b') }), 4, 0), 0, { ...RED, ...BLUE_1_4 }), 0, [1, 2, 3]);
    s = acting(supply(s, { 1: ['red'] }), 1);
    expect(legalDeliveries(s).map((d) => d.distance).sort()).toEqual([3, 4]);
    expect(refused(s, { type: 'card.play', card: '4b' } as unknown as SteamEvent).message).toBe('SC3: card 4b is never played: it works for as long as you hold it');
    expect(scorePlayer(s, 0).engineBonus).toBe(0);
    expect(scorePlayer(s, 0).engine).toBe(3);
  });

  it('card 6a/6b: any kind of track whatever the black die shows; 6a goes back after use, 6b stays', () => {
    let s = acting(give(game(), 6, 0), 3, 1);
    expect(explain(s, build(H3, 'straight', 0))?.rule).toBe('B1');
    expect(refused(s, build(H3, 'straight', 0, '6b')).message).toBe('SC3: you do not hold card 6b');
    s = play(s, build(H3, 'straight', 0, '6a'));
    expect(s.players[0]!.tracks[H3]).toEqual({ type: 'straight', rotation: 0 });
    expect(s.cards[5]!.holder).toBeNull();
    expect(narrate(s).slice(-2)).toEqual([`Player 1 uses card 6a to draw a straight in hex ${H3} (region 3).`, 'Card 6a goes back to the centre.']);
    let t = acting(give(game({ sides: sidesWith('6b') }), 6, 0), 3, 1);
    t = play(t, build(H3, 'straight', 0, '6b'));
    expect(t.cards[5]!.holder).toBe(0);
    expect(refused(acting(give(game(), 6, 0), 3, 1), { type: 'track.build', hex: H3, track: 'straight', rotation: 0, card: '3a' as '6a' }).rule).toBe('SC3');
  });

  it('card timing: die cards only with a die in hand, 2a only after an action, 2b only in the steal window', () => {
    const s = play(give(give(game({ sides: sidesWith('2b') }), 1, 0), 2, 0), roll([1, 2, 3], 1));
    expect(refused(s, { type: 'card.play', card: '1a', value: 3 }).message).toBe('SC3: playing a card is not possible now: the game is waiting for a player to draft a white die');
    const a = play(s, take(0));
    expect(refused(a, { type: 'card.play', card: '2b' }).message).toBe('SC3: card 2b is played right after another player drafts a die, before your own draft this round');
    expect(refused(a, { type: 'card.play', card: '3a' } as unknown as SteamEvent).message).toBe('SC3: card 3a is not played on its own: name it on the delivery it changes');
    expect(refused(a, { type: 'card.play', card: '9z' } as unknown as SteamEvent).rule).toBe('SC3');
  });
});

// ------------------------------------------------------------------ scoring

describe('Steam Rollers scoring (F1–F5)', () => {
  it('F2 network: 1 per connection between two different cities plus 1 per town on it (C.5 #3)', () => {
    expect(networkScore(NETWORK_9)).toEqual({ points: 9, connections: 4, towns: 5 });
    // a chain that leaves a city and comes back into it joins nothing
    const loopBack = tracksAlong(['1,1', '1,0', '2,0', '2,1', '1,1']);
    expect(traceChains(loopBack)[0]!.ends).toEqual([1, 1]);
    expect(networkScore(loopBack).points).toBe(0);
    expect(networkScore(EXAMPLE_1).points).toBe(2);
  });

  it('F3 engine bonus 1/2/3 for 4/5/6 crossed boxes, card 4 not counted', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(engineBonus)).toEqual([0, 0, 0, 0, 1, 2, 3]);
  });

  it('F4 the points printed on each held card are added or taken away', () => {
    let s = give(give(game({ sides: sidesWith('1b', '3b', '4b') }), 1, 0), 3, 0);
    expect(scorePlayer(s, 0).cards).toBe(-2);
    s = give(s, 4, 1);
    expect(scorePlayer(s, 1).cards).toBe(-2);
    expect(heldSides(s, 0)).toEqual(['1b', '3b']);
  });

  it('F1 the rulebook example: 13 + 9 + 2 − 2 = 22, reached through the last delivery of the game', () => {
    let s = game({ start: 1, sides: sidesWith('4b') });
    s = withSheet(s, 0, { tracks: NETWORK_9, engine: [1, 2, 3, 4, 5], points: [4, 4, 2] });
    s = give(s, 4, 0);
    s = supply(s, { 1: ['grey'], 4: ['red'], 5: ['red'], 6: ['red'] });
    s = play(s, roll([6, 1, 6], 1), take(0), improve, take(1));
    expect(s.current).toBe(0);
    const last = legalDeliveries(s).find((d) => d.event.to === 4 && d.distance === 3)!;
    expect(last.route.towns).toBe(2);
    s = play(s, last.event);
    expect(s.phase).toBe('over');
    const tiffany = s.result!.scores[0]!;
    expect(tiffany).toEqual({ player: 0, deliveries: 13, network: 9, connections: 4, towns: 5, engine: 5, engineBonus: 2, cards: -2, total: 22 });
    expect(s.result!.winners).toEqual([0]);
    expect(narrate(s).at(-1)).toBe('Final scores: Player 1 22 (deliveries 13, network 9, engine bonus 2, cards −2), Player 2 0 (deliveries 0, network 0, engine bonus 0, cards 0). Player 1 wins.');
  });

  it('F5 ties: the better engine (crossed boxes), then the better network, then a shared win', () => {
    const p = (player: number, total: number, engine: number, network: number): PlayerScore => ({ player, deliveries: 0, network, connections: 0, towns: 0, engine, engineBonus: 0, cards: 0, total });
    expect(rankScores([p(0, 10, 3, 4), p(1, 10, 4, 1), p(2, 9, 6, 9)])).toEqual({ ranking: [1, 0, 2], winners: [1] });
    expect(rankScores([p(0, 10, 4, 4), p(1, 10, 4, 5)])).toEqual({ ranking: [1, 0], winners: [1] });
    expect(rankScores([p(0, 10, 4, 5), p(1, 10, 4, 5), p(2, 3, 1, 1)])).toEqual({ ranking: [0, 1, 2], winners: [0, 1] });
  });

  it('C.5 #14 the engine tie-break counts crossed boxes only, not card 4b', () => {
    let s = game({ sides: sidesWith('4b') });
    s = engineOf(engineOf(s, 0, [1, 2, 3]), 1, [1, 2, 3, 4]);
    s = give(s, 4, 0);
    s = withSheet(s, 0, { ...s.players[0]!, points: [4] }); // 4 − 2 (card) + 0 bonus = 2
    s = withSheet(s, 1, { ...s.players[1]!, points: [1] }); // 1 + 1 bonus = 2
    const scores = [scorePlayer(s, 0), scorePlayer(s, 1)];
    expect(scores.map((x) => x.total)).toEqual([2, 2]);
    expect(strength(s, 0)).toBe(4);
    expect(rankScores(scores).winners).toEqual([1]);
  });
});

// ------------------------------------------------------------------ the pictured examples

describe('Steam Rollers pictured examples on the reconstructed map', () => {
  it('B4, B5 example 1: city 1 joins city 3 through the town between them; city 5 and the blue town are left out', () => {
    const conns = connections(EXAMPLE_1);
    expect(conns.map((c) => ({ a: c.a, b: c.b, towns: c.towns }))).toEqual([{ a: 1, b: 3, towns: 1 }]);
    expect(conns[0]!.hexes).toContain(region(1)!.town);
    expect(conns.some((c) => c.a === 5 || c.b === 5)).toBe(false);
    const blueTown = region(6)!.town;
    expect(traceChains(EXAMPLE_1).some((c) => c.hexes.includes(blueTown))).toBe(false);
    // the line from city 1 runs right up to the blue town and stops there
    const toTown = traceChains(EXAMPLE_1).find((c) => c.hexes.includes('1,3'))!; // the line 1,2 – 1,3 pointing at the town
    expect(new Set(toTown.ends)).toEqual(new Set([1, null]));
    expect(findRoutes(conns, 1, 5)).toEqual([]);
  });

  it('D4 example 2: a red cube from city 1 to city 2 at distance 3 (via cities 3 and 4) or 4 (via two towns and city 4)', () => {
    let s = engineOf(drawn(game(), 0, { ...RED, ...BLUE_1_4 }), 0, [1, 2, 3, 4]);
    s = acting(supply(s, { 1: ['red'] }), 1);
    const options = legalDeliveries(s).map((d) => ({ cities: d.route.cities, towns: d.route.towns, distance: d.distance }));
    expect(options).toEqual([
      { cities: [1, 3, 4, 2], towns: 0, distance: 3 },
      { cities: [1, 4, 2], towns: 2, distance: 4 },
    ]);
    // each line alone gives just its own route
    const redOnly = acting(supply(engineOf(drawn(game(), 0, RED), 0, [1, 2, 3, 4]), { 1: ['red'] }), 1);
    expect(legalDeliveries(redOnly).map((d) => d.distance)).toEqual([3]);
    const blueOnly = acting(supply(engineOf(drawn(game(), 0, { ...BLUE_1_4, ...RED_4_2 }), 0, [1, 2, 3, 4]), { 1: ['red'] }), 1);
    expect(legalDeliveries(blueOnly).map((d) => d.distance)).toEqual([4]);
    const after = play(s, legalDeliveries(s)[0]!.event);
    expect(narrate(after).at(-1)).toBe('Player 1 delivers a red cube from city 1 to city 2 via cities 3 and 4: distance 3, 3 points.');
  });
});

// ------------------------------------------------------------------ refusals, log, chart

describe('Steam Rollers refusals, log and chart', () => {
  it('RD2 refusals name the clause and the failed condition, in English and in Dutch', () => {
    const s = acting(game(), 3, 5);
    const r = refused(s, build(H3, 'wide', 0));
    expect(r).toMatchObject({ rule: 'B1', key: 'track.notAllowed', vars: { track: 'wide', black: 5, first: 'sharp', second: 'straight' } });
    expect(refusalText(r, nl)).toBe('B1: de zwarte dobbelsteen toont 5 en die staat alleen een scherpe bocht of een recht stuk toe, niet een wijde bocht (met kaart 6a of 6b mag je elke soort tekenen)');
    expect(refusalText(r, en)).toBe(r.message);
    const d = refused(acting(supply(game(), { 1: ['red'] }), 1), { type: 'cargo.deliver', from: 1, cube: 'red', to: 3, route: ['x'] });
    expect(refusalText(d, nl)).toBe('D2: een rood blokje gaat naar stad 2, niet naar stad 3');
    const p = refused(game(), improve);
    expect(refusalText(p, nl)).toBe('RD2: de locomotief verbeteren kan nu niet: het spel wacht op de startspeler, die de dobbelstenen gooit');
    const pass = refused(acting(game(), 3), { type: 'turn.pass' });
    expect(pass.message).toMatch(/^RD2: your die \(3\) still allows an action/);
    expect(refused(game(), { type: 'bogus' } as unknown as SteamEvent).rule).toBe('RD2');
    // every English key has a Dutch sentence, with the same slots
    for (const [key, text] of Object.entries(en)) {
      const dutch = (nl as Record<string, string>)[key];
      expect(dutch, key).toBeDefined();
      expect([...dutch!.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort(), key).toEqual([...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort());
    }
  });

  it('RD4 refusals after the game is over', () => {
    const over = play(supply(game(), { 1: ['red'] }), roll([1, 2, 3], 1), take(0), improve, take(1), improve);
    expect(over.phase).toBe('over');
    expect(refused(over, roll([1, 2, 3])).message).toBe('RD4: the game is over');
    expect(legalMoves(over)).toEqual([]);
  });

  it('RD2 a die that allows nothing is given up (turn.pass), and only then', () => {
    // die 3: region 3 full, box 3 crossed, nothing to deliver from city 3, card 3 sideways at the other player
    let s = engineOf(drawn(game({ start: 1 }), 0, Object.fromEntries(region(3)!.buildable.map((k) => [k, { type: 'sharp' as const, rotation: 0 }]))), 0, [3]);
    s = give(supply(s, { 1: ['red'] }), 3, 1, true);
    s = play(s, roll([6, 3, 6], 1), take(0), improve);
    s = give(s, 3, 1, true);
    s = play(s, take(1));
    expect(legalMoves(s)).toEqual([{ type: 'turn.pass' }]);
    s = play(s, { type: 'turn.pass' });
    expect(narrate(s).filter((l) => l.includes('gives it up'))).toEqual(['Player 1 cannot do anything with the 3 and gives it up.']);
  });

  it('narration names cards and tracks as a player would, in English and Dutch', () => {
    let s = acting(give(game(), 6, 0), 3, 1);
    s = play(s, build(H3, 'straight', 0, '6a'));
    expect(narrate(s)[0]).toMatch(/^A game for 2 players\. Card sides: 1a, 2a, 3a, 4a, 5a, 6a\. Player 1 starts\./);
    expect(narrate(s, ['Ann', 'Bob'])).toContain(`Ann uses card 6a to draw a straight in hex ${H3} (region 3).`);
    expect(narrate(s, [], nl)).toContain(`Speler 1 gebruikt kaart 6a en tekent een recht stuk in zeshoek ${H3} (gebied 3).`);
    expect(narrate(game({ difficulty: 'hard', chart: 2 }))[0]).toMatch(/Hard game: chart 2 blocks borders 1-3, 4-6, 3-4 and 2-5\./);
    // The black die is read as the two kinds of track it allows this round, not by its number alone.
    const roll: LogEntry = { t: 'roll', player: 0, white: [1, 6, 6], black: 3 };
    expect(describeEntry(roll, ['Ann'])).toBe('Ann rolls the white dice 1, 6, 6; the black die shows 3: a wide curve or a straight.');
    expect(describeEntry(roll, ['Ann'], nl)).toBe('Ann gooit de witte dobbelstenen 1, 6, 6; de zwarte dobbelsteen toont 3: een wijde bocht of een recht stuk.');
    // A round's end says how near the game's end is (E: three empty cities end it).
    const round: LogEntry = { t: 'round', round: 4, empty: [2], over: false, reason: null };
    expect(describeEntry(round)).toBe('End of round 4: 1 city (2) empty on the supply board; the game ends when 3 are.');
    expect(describeEntry(round, [], nl)).toBe('Einde van ronde 4: 1 stad (2) leeg op het voorraadbord; het spel eindigt als er 3 leeg zijn.');
  });

  it('RD1 the chart agrees with the core on single steps (transition)', () => {
    const s = game();
    const snap = steamRollersMachine.resolveState({ value: 'rolling', context: s });
    const [next] = transition(steamRollersMachine, snap, roll([2, 3, 4], 2));
    expect(next.value).toBe('drafting');
    expect(next.context).toEqual(play(s, roll([2, 3, 4], 2)));
    const [same] = transition(steamRollersMachine, snap, take(0));
    expect(same.context).toBe(s);
    expect(checkInvariants(next.context)).toEqual([]);
  });

  it('hex geometry: odd-q neighbours are mutual', () => {
    for (const h of HEXES) {
      for (const side of [0, 1, 2, 3, 4, 5] as const) {
        const n = HEXES.find((x) => sideTowards(h, x) === side);
        if (n) expect(sideTowards(n, h)).toBe((side + 3) % 6);
      }
    }
  });
});
