/**
 * The Steam Rollers rules core clause by clause, at the edges a rule draws: each test fails when
 * the clause it names is weakened (found by mutation testing, `npm run mutate -- steam-rollers`).
 * Positions are built inside the tests, so no rules code runs while this file loads.
 */
import { describe, expect, it } from 'vitest';
import { ALL_A, play, sidesWith } from './steamHelpers';
import { logEntries } from '../../src/machines/shared/logbook';
import { allowedTracks, explainBuild } from '../../src/machines/steam-rollers/rules/build';
import { CARD_NUMBERS, CARD_SIDES, isCardSide, sideOf, type Face } from '../../src/machines/steam-rollers/rules/cards';
import { CHARTS, NO_WALLS, isWall, wallsFor } from '../../src/machines/steam-rollers/rules/charts';
import { explainImprove, strength } from '../../src/machines/steam-rollers/rules/engine';
import { checkInvariants } from '../../src/machines/steam-rollers/rules/invariants';
import { describeEntry, narrate, signed } from '../../src/machines/steam-rollers/rules/narrate';
import { fillTemplate } from '../../src/machines/shared/templates';
import { explainDeliver, findRoutes } from '../../src/machines/steam-rollers/rules/deliver';
import { explainTake, hasDieToAct, positionOf } from '../../src/machines/steam-rollers/rules/draft';
import { explain, explainPass } from '../../src/machines/steam-rollers/rules/game';
import { SIDES, hexKey, neighbour, opposite, parseHexKey, sideTowards } from '../../src/machines/steam-rollers/rules/hex';
import { takesBothAtOnce, withSwitches } from '../../src/machines/steam-rollers/rules/switches';
import { BLACK_DIE, ROTATIONS, TRACK_TYPES, canonicalTrack, isRotation, isTrackType, trackJoining, trackSides } from '../../src/machines/steam-rollers/rules/tracks';
import { CITIES, CITY_OF, HEXES, IS_TOWN, NEIGHBOUR, REGIONS, REGION_BORDERS, REGION_OF, borderId, cityAt, cityHex, colourOfCity, crossesRegions, hexAt, hexIndex, mapNeighbour, region } from '../../src/machines/steam-rollers/rules/map';
import { connections, sheetSides, traceChains, tracksAlong } from '../../src/machines/steam-rollers/rules/network';
import { ENGLISH, refusalText, why } from '../../src/machines/steam-rollers/rules/refusal';
import nl from '../../src/machines/steam-rollers/rules/messages/nl.json';
import { rankScores, scoreGame } from '../../src/machines/steam-rollers/rules/scoring';
import { chooseSides, emptySheet, fillSupply, fullBag, newGame, supplyFrom } from '../../src/machines/steam-rollers/rules/setup';
import { seedFrom } from '../../src/machines/shared/rng';
import { explainTakeCard } from '../../src/machines/steam-rollers/rules/specials';
import { COLOUR_ORDER, cardState, currentSheet, dieInHand, heldSides, holderOf, holds, seatAt, sheetOf, sideInPlay, sortCubes, withCard, withDie, withLog, withSheet } from '../../src/machines/steam-rollers/rules/state';
import type { BuildEvent, CardSide, Colour, DeliverEvent, LogEntry, PlayerScore, SteamEvent, SteamState } from '../../src/machines/steam-rollers/rules/types';



/** Seat 0 has drawn the red lines 1–3–4–2 (engine 1–4), holds the cards of `hold`, and has taken a die showing `die`. */
function deliverer(die: number, cubes: Partial<Record<number, Colour[]>>, hold: number[] = [], sides = ALL_A): SteamState {
  let s = newGame({ players: 2, seed: 7, start: 0, sides });
  const red = {
    ...tracksAlong(['1,1', '2,2', '3,2', '4,2', '5,1']),
    ...tracksAlong(['5,1', '5,2', '5,3', '5,4', '5,5', '5,6']),
    ...tracksAlong(['5,6', '6,6', '7,6', '8,6', '9,6']),
  };
  s = withSheet(s, 0, { ...s.players[0]!, tracks: red, engine: [1, 2, 3, 4] });
  for (const n of hold) s = withCard(s, n, { ...s.cards[n - 1]!, holder: 0, sideways: false });
  s = { ...s, supply: Object.fromEntries(CITIES.map((c) => [c, cubes[c] ?? []])) };
  return play(s, { type: 'dice.roll', white: [die, 6, 6], black: 1 }, { type: 'die.take', die: 0 });
}
const idOf = (s: SteamState, a: number, b: number) => connections(s.players[0]!.tracks).find((c) => c.a === a && c.b === b)!.id;
const deliver = (e: Omit<DeliverEvent, 'type'>): DeliverEvent => ({ type: 'cargo.deliver', ...e });

describe('D1, D2: the cities a delivery names', () => {
  it('D2: an unknown destination city is refused as unknown, before its colour is looked at', () => {
    const s = deliverer(1, { 1: ['red'] });
    const route = [idOf(s, 1, 3)];
    for (const to of [0, 7, 99, -1]) expect(explain(s, deliver({ from: 1, cube: 'red', to, route })), String(to)).toMatchObject({ rule: 'D2', key: 'city.unknown', vars: { city: String(to) } });
    expect(explain(s, deliver({ from: 1, cube: 'red', to: '2' as unknown as number, route }))).toMatchObject({ rule: 'D2', key: 'city.unknown' });
  });

  it('D1: an unknown source city is refused as unknown, before the die is compared with it', () => {
    const s = deliverer(1, { 1: ['red'] });
    for (const from of [0, 7, 42]) expect(explain(s, deliver({ from, cube: 'red', to: 2, route: [idOf(s, 1, 3)] })), String(from)).toMatchObject({ rule: 'D1', key: 'city.unknown', vars: { city: String(from) } });
  });

  it('D1: a cube of no known colour is refused as unknown', () => {
    const s = deliverer(1, { 1: ['red'] });
    expect(explain(s, deliver({ from: 1, cube: 'pink' as Colour, to: 2, route: [idOf(s, 1, 3)] }))).toMatchObject({ rule: 'D1', key: 'cube.unknown', vars: { cube: 'pink' } });
  });

  it('RD2: with no die in hand there is nothing to deliver with', () => {
    const s = newGame({ players: 2, seed: 7, start: 0, sides: ALL_A });
    expect(explainDeliver(s, deliver({ from: 1, cube: 'red', to: 2, route: [] }))).toMatchObject({ rule: 'RD2', key: 'die.none' });
  });
});

describe('SC3: the cards a delivery names', () => {
  it('SC3: a held card that does not change a delivery (3b, 1a, 5a) is refused as not for delivery', () => {
    const s = deliverer(1, { 1: ['red'] }, [1, 3, 5], sidesWith('3b'));
    const route = [idOf(s, 1, 3), idOf(s, 3, 4), idOf(s, 2, 4)];
    expect(explain(s, deliver({ from: 1, cube: 'red', to: 2, route, bonus: 1 }))).toBeNull();
    for (const card of ['3b', '1a', '5a']) {
      expect(explain(s, deliver({ from: 1, cube: 'red', to: 2, route, bonus: 1, cards: [card as '3a'] })), card).toMatchObject({ rule: 'SC3', key: 'card.notForDelivery', vars: { card } });
    }
  });

  it('SC3: cards that are not a list are refused as not for delivery', () => {
    const s = deliverer(1, { 1: ['red'] }, [4]);
    const route = [idOf(s, 1, 3), idOf(s, 3, 4), idOf(s, 2, 4)];
    expect(explain(s, deliver({ from: 1, cube: 'red', to: 2, route, cards: '4a' as unknown as ['4a'] }))).toMatchObject({ rule: 'SC3', key: 'card.notForDelivery', vars: { card: '4a' } });
  });

  it('SC3: 3a or 4a named but not held is refused as not held; held, it is accepted', () => {
    const s = deliverer(1, { 1: ['red'] });
    const route = [idOf(s, 1, 3), idOf(s, 3, 4), idOf(s, 2, 4)];
    expect(explain(s, deliver({ from: 1, cube: 'red', to: 2, route, cards: ['4a'] }))).toMatchObject({ rule: 'SC3', key: 'card.notHeld', vars: { card: '4a' } });
    const held = deliverer(1, { 1: ['red'] }, [4]);
    expect(explain(held, deliver({ from: 1, cube: 'red', to: 2, route, cards: ['4a'] }))).toBeNull();
  });
});

describe('S6, B3, D3: the network a delivery runs on', () => {
  it('S6: a route over a connection across a blocked border is refused, naming that connection', () => {
    let s = newGame({ players: 2, seed: 7, start: 0, sides: ALL_A, difficulty: 'medium', chart: 1 }); // chart 1 blocks 1–3 and 2–4
    s = withSheet(s, 0, { ...s.players[0]!, tracks: tracksAlong(['1,1', '2,2', '3,2', '4,2', '5,1']), engine: [1, 2, 3] });
    s = { ...s, supply: Object.fromEntries(CITIES.map((c) => [c, c === 1 ? ['grey'] : []])) } as SteamState;
    s = play(s, { type: 'dice.roll', white: [1, 6, 6], black: 1 }, { type: 'die.take', die: 0 });
    const id = idOf(s, 1, 3);
    expect(explain(s, deliver({ from: 1, cube: 'grey', to: 3, route: [id] }))).toMatchObject({ rule: 'S6', key: 'wall.cargo', vars: { connection: id } });
  });

  it('B3: a closed ring of track is one chain with no ends, each of its six hexes once', () => {
    const centre = HEXES.find((h) => h.kind === 'plain' && SIDES.every((d) => { const n = mapNeighbour(h.key, d); return n && n.kind !== 'city'; }))!;
    const ring = SIDES.map((d) => mapNeighbour(centre.key, d)!.key);
    const tracks = tracksAlong([ring[5]!, ...ring, ring[0]!]);
    const chains = traceChains(tracks);
    expect(chains).toHaveLength(1);
    expect(chains[0]).toMatchObject({ ends: [null, null], loop: true });
    expect([...chains[0]!.hexes].sort()).toEqual([...ring].sort());
    expect(connections(tracks)).toEqual([]);
  });

  it('B3: a sheet with a hex off the map is refused by the tracer, not traced', () => {
    expect(() => traceChains({ '99,99': { type: 'straight', rotation: 0 } })).toThrow(/off the map/);
  });

  it('D7: parallel connections between the same two cities are listed fewest towns first', () => {
    const tracks = { ...tracksAlong(['1,1', '2,1', '3,1', '4,1', '5,1']), ...tracksAlong(['1,1', '2,2', '3,2', '4,2', '5,1']) };
    const both = connections(tracks).filter((c) => c.a === 1 && c.b === 3);
    expect(both.map((c) => c.towns)).toEqual([0, 1]);
    expect(connections({ ...tracksAlong(['1,1', '2,2', '3,2', '4,2', '5,1']), ...tracksAlong(['1,1', '2,1', '3,1', '4,1', '5,1']) }).map((c) => c.towns)).toEqual([0, 1]);
  });

  it('drawing by hand: a path with a word that is not a hex, or with hexes that are not neighbours, is refused with the place named', () => {
    expect(() => tracksAlong(['1,1', 'x', '3,1'])).toThrow('"x" is not a hex key');
    expect(() => tracksAlong(['1,1', '2,1', '5,5'])).toThrow('2,1 is not next to both 1,1 and 5,5');
    expect(() => tracksAlong(['5,5', '2,1', '3,1'])).toThrow('2,1 is not next to both 5,5 and 3,1');
  });
});

describe('B1, D6: what the tracer and the route finder accept', () => {
  it('B1: a sheet entry that is not a track (nothing, an unknown kind, a rotation off the hex) makes the sheet unreadable', () => {
    expect(sheetSides({ '2,1': { type: 'straight', rotation: 0 } })).not.toBeNull();
    for (const t of [null, 0, 'straight', { type: 'loop', rotation: 0 }, { type: 'straight', rotation: 7 }, { type: 'wide', rotation: -1 }]) {
      expect(sheetSides({ '2,1': t } as never), JSON.stringify(t)).toBeNull();
    }
    expect(sheetSides({ '99,99': { type: 'straight', rotation: 0 } })).toBeNull();
  });

  it('D6: a cube never travels from a city back to that same city: no route from a city to itself', () => {
    const conns = connections({ ...tracksAlong(['1,1', '2,2', '3,2', '4,2', '5,1']), ...tracksAlong(['1,1', '2,1', '3,1', '4,1', '5,1']) });
    expect(findRoutes(conns, 1, 3)).toHaveLength(2);
    expect(findRoutes(conns, 1, 1)).toEqual([]);
    expect(findRoutes(conns, 3, 3)).toEqual([]);
  });
});

describe('B1, SC3, RD2: what a build names', () => {
  /** Seat 0 holds a die showing 3 (region 3); the black die shows 1 (sharp or wide). */
  const builder = (hold: number[] = [], sides = ALL_A) => {
    let s = newGame({ players: 2, seed: 7, start: 0, sides });
    for (const n of hold) s = withCard(s, n, { ...s.cards[n - 1]!, holder: 0, sideways: false });
    return play(s, { type: 'dice.roll', white: [3, 6, 6], black: 1 }, { type: 'die.take', die: 0 });
  };
  const inRegion3 = () => region(3)!.buildable.find((k) => hexAt(k)!.kind === 'plain')!;
  const build = (e: Partial<BuildEvent>): BuildEvent => ({ type: 'track.build', hex: inRegion3(), track: 'sharp', rotation: 0, ...e });

  it('RD2: with no die in hand there is nothing to build with', () => {
    const s = newGame({ players: 2, seed: 7, start: 0, sides: ALL_A });
    expect(explainBuild(s, build({}))).toMatchObject({ rule: 'RD2', key: 'die.none' });
  });

  it('B1: a hex not on the map, a kind that is not a track, a turn off the hex are refused as such, with what was given', () => {
    const s = builder();
    for (const hex of ['99,99', 'x', 4 as unknown as string]) expect(explain(s, build({ hex })), String(hex)).toMatchObject({ rule: 'B1', key: 'hex.unknown', vars: { hex: String(hex) } });
    expect(explain(s, build({ track: 'loop' as 'sharp' }))).toMatchObject({ rule: 'B1', key: 'track.unknown', vars: { track: 'loop' } });
    for (const rotation of [6, -1, 1.5]) expect(explain(s, build({ rotation })), String(rotation)).toMatchObject({ rule: 'B1', key: 'track.rotation', vars: { rotation: String(rotation) } });
    expect(explain(s, build({}))).toBeNull();
  });

  it('SC3: a held card that is not 6a/6b changes no build; 6a named but not held is refused as not held', () => {
    const s = builder([3]);
    expect(explain(s, build({ card: '3a' as '6a' }))).toMatchObject({ rule: 'SC3', key: 'card.notForBuild', vars: { card: '3a' } });
    expect(explain(s, build({ track: 'straight', card: '6a' }))).toMatchObject({ rule: 'SC3', key: 'card.notHeld', vars: { card: '6a' } });
    expect(explain(builder([6]), build({ track: 'straight', card: '6a' }))).toBeNull();
  });

  it('B1: before the roll the black die allows no kind; with card 6a or 6b every kind', () => {
    const s = newGame({ players: 2, seed: 7, start: 0, sides: ALL_A });
    expect(allowedTracks(s)).toEqual([]);
    expect(allowedTracks(s, '6b')).toEqual(['sharp', 'wide', 'straight']);
    expect(allowedTracks(builder())).toEqual(['sharp', 'wide']);
  });

  it('B1: a build is written in the log with the player, hex, region, kind, turn and card', () => {
    const hex = inRegion3();
    const s = play(builder([6]), build({ hex, track: 'straight', rotation: 4, card: '6a' }));
    const entries = logEntries(s.log);
    const at = entries.findIndex((e) => e.t === 'build');
    expect(entries[at]).toEqual({ t: 'build', player: 0, hex, region: 3, track: 'straight', rotation: 1, card: '6a' });
    // Card 6a is a lightning side: it goes back to the centre right after.
    expect(entries[at + 1]).toEqual({ t: 'return', player: 0, card: '6a' });
    expect(s.players[0]!.tracks[hex]).toEqual({ type: 'straight', rotation: 1 });
  });
});

describe('RD2, SC2: the draft', () => {
  it('RD2: a die that is not one of the rolled white dice is refused as unknown, with how many there are; before the roll as not rolled', () => {
    const fresh = newGame({ players: 3, seed: 7, start: 0, sides: ALL_A });
    expect(explainTake(fresh, 0)).toMatchObject({ rule: 'RD2', key: 'die.notRolled', vars: { die: '0', count: 0 } });
    const s = play(fresh, { type: 'dice.roll', white: [1, 2, 3, 4], black: 1 });
    for (const die of [-1, 4, 1.5, '1', null]) {
      expect(explain(s, { type: 'die.take', die: die as number }), String(die)).toMatchObject({ rule: 'RD2', key: 'die.unknown', vars: { die: String(die), count: 4, last: 3 } });
    }
    for (const die of [0, 3]) expect(explain(s, { type: 'die.take', die }), String(die)).toBeNull();
    const taken = play(s, { type: 'die.take', die: 3 }, { type: 'engine.improve' });
    expect(explain(taken, { type: 'die.take', die: 3 })).toMatchObject({ rule: 'RD2', key: 'die.taken', vars: { die: 3, value: 4 } });
  });

  it('SC2: a turn begins with its player turning their own sideways cards upright (written in the log), and no one else\'s', () => {
    let s = newGame({ players: 2, seed: 7, start: 0, sides: ALL_A });
    s = withCard(s, 1, { ...s.cards[0]!, holder: 0, sideways: true });
    s = withCard(s, 5, { ...s.cards[4]!, holder: 0, sideways: true });
    s = withCard(s, 3, { ...s.cards[2]!, holder: 1, sideways: true });
    s = play(s, { type: 'dice.roll', white: [1, 2, 3], black: 1 });
    expect(s.cards.map((c) => c.sideways)).toEqual([false, false, true, false, false, false]);
    expect(logEntries(s.log).at(-1)).toEqual({ t: 'straighten', player: 0, cards: ['1a', '5a'] });
    s = play(s, { type: 'die.take', die: 0 }, { type: 'engine.improve' });
    expect(s.current).toBe(1);
    expect(s.cards[2]!.sideways).toBe(false);
    expect(logEntries(s.log).at(-1)).toEqual({ t: 'straighten', player: 1, cards: ['3a'] });
    // Nothing to turn upright: nothing written.
    const none = play(newGame({ players: 2, seed: 7, start: 0, sides: ALL_A }), { type: 'dice.roll', white: [1, 2, 3], black: 1 });
    expect(logEntries(none.log).map((e) => e.t)).toEqual(['setup', 'roll']);
  });

  it('RD2: the order of a round runs clockwise from its start player: positionOf counts from the start seat', () => {
    const s = { ...newGame({ players: 4, seed: 7, start: 2, sides: ALL_A }) };
    expect([0, 1, 2, 3].map((seat) => positionOf(s, seat))).toEqual([2, 3, 0, 1]);
    const t = newGame({ players: 5, seed: 7, start: 4, sides: ALL_A });
    expect([0, 1, 2, 3, 4].map((seat) => positionOf(t, seat))).toEqual([1, 2, 3, 4, 0]);
  });
});

describe('SC3 card 2b: who may take the die just drafted', () => {
  it('SC3: the drafter holding 2b opens no window on their own die; a holder later in the round does, one earlier does not', () => {
    const sides: Face[] = ['a', 'b', 'a', 'a', 'a', 'a'];
    const after = (holder: number) => {
      let s = newGame({ players: 3, seed: 7, start: 1, sides });
      s = withCard(s, 2, { ...s.cards[1]!, holder, sideways: false });
      return play(s, { type: 'dice.roll', white: [1, 2, 3, 4], black: 1 }, { type: 'die.take', die: 0 });
    };
    // Seat 1 starts, then seats 2 and 0.
    expect(after(1)).toMatchObject({ current: 1, phase: 'action', steal: null });
    expect(after(2)).toMatchObject({ current: 1, phase: 'steal', steal: { die: 0, victim: 1, thief: 2 } });
    expect(after(0)).toMatchObject({ current: 1, phase: 'steal', steal: { die: 0, victim: 1, thief: 0 } });
    // While the window is open the die is drawn but not yet the drafter's to act with.
    expect(after(0).turn.die).toBe(0);
    expect(hasDieToAct(after(0))).toBe(false);
    expect(hasDieToAct(after(1))).toBe(true);
    // Seat 2 drafts second: seat 0 (still to draft) may take it, seat 1 (done) may not.
    const second = (holder: number) => {
      let s = newGame({ players: 3, seed: 7, start: 1, sides });
      s = play(s, { type: 'dice.roll', white: [1, 2, 3, 4], black: 1 }, { type: 'die.take', die: 0 }, { type: 'engine.improve' });
      s = withCard(s, 2, { ...s.cards[1]!, holder, sideways: false });
      return play(s, { type: 'die.take', die: 1 });
    };
    expect(second(0)).toMatchObject({ current: 2, phase: 'steal', steal: { die: 1, victim: 2, thief: 0 } });
    expect(second(1)).toMatchObject({ current: 2, phase: 'action', steal: null });
    expect(second(2)).toMatchObject({ current: 2, phase: 'action', steal: null });
  });
});

describe('S4, RD1, RD4: the roll and the end of a round', () => {
  it('S4, RD1: the roll names players + 1 white dice and a black die, each 1 to 6; anything else is refused with what was given', () => {
    for (const players of [2, 3, 5]) {
      const s = newGame({ players, seed: 7, start: 0, sides: ALL_A });
      const ok = Array.from({ length: players + 1 }, (_, i) => (i % 6) + 1);
      expect(explain(s, { type: 'dice.roll', white: ok, black: 6 }), String(players)).toBeNull();
      for (const white of [ok.slice(1), [...ok, 1], [0, ...ok.slice(1)], [7, ...ok.slice(1)], [1.5, ...ok.slice(1)], '123' as unknown as number[]]) {
        expect(explain(s, { type: 'dice.roll', white, black: 1 }), JSON.stringify(white)).toMatchObject({ rule: 'RD1', key: 'dice.white', vars: { count: players + 1, given: JSON.stringify(white) } });
      }
      for (const black of [0, 7, 2.5, '3' as unknown as number]) {
        expect(explain(s, { type: 'dice.roll', white: ok, black }), String(black)).toMatchObject({ rule: 'RD1', key: 'dice.black', vars: { given: JSON.stringify(black) } });
      }
    }
  });

  it('RD1: the roll is written in the log by the start player, with every white die and the black one; unnamed dice come from the seed', () => {
    const s = newGame({ players: 3, seed: 7, start: 2, sides: ALL_A });
    const rolled = play(s, { type: 'dice.roll', white: [6, 1, 1, 2], black: 4 });
    expect(logEntries(rolled.log).find((e) => e.t === 'roll')).toEqual({ t: 'roll', player: 2, white: [6, 1, 1, 2], black: 4 });
    expect(rolled.dice).toEqual({ white: [6, 1, 1, 2].map((value) => ({ value, by: null, spent: false })), black: 4 });
    const seeded = play(s, { type: 'dice.roll' });
    expect(seeded.dice.white).toHaveLength(4);
    expect([...seeded.dice.white.map((d) => d.value), seeded.dice.black].every((v) => Number.isInteger(v) && v! >= 1 && v! <= 6)).toBe(true);
    expect(seeded.rng).not.toBe(s.rng);
    // The same seed rolls the same dice.
    expect(play(s, { type: 'dice.roll' }).dice).toEqual(seeded.dice);
    // The roll keeps its own copy: changing the event's list afterwards changes nothing in the game or its log.
    const white = [3, 3, 4, 5];
    const kept = play(s, { type: 'dice.roll', white, black: 2 });
    white[0] = 6;
    expect(kept.dice.white[0]!.value).toBe(3);
    expect(logEntries(kept.log).find((e) => e.t === 'roll')).toEqual({ t: 'roll', player: 2, white: [3, 3, 4, 5], black: 2 });
  });

  it('RD4: the round\'s end is written in the log with the empty cities and whether the game is over; the next round starts to the left', () => {
    let s = newGame({ players: 2, seed: 7, start: 1, sides: ALL_A });
    s = { ...s, supply: Object.fromEntries(CITIES.map((c) => [c, c <= 2 ? [] : ['yellow' as const]])) };
    s = play(s, { type: 'dice.roll', white: [1, 2, 3], black: 1 }, { type: 'die.take', die: 0 }, { type: 'engine.improve' }, { type: 'die.take', die: 1 }, { type: 'engine.improve' });
    expect(logEntries(s.log).find((e) => e.t === 'round')).toEqual({ t: 'round', round: 1, empty: [1, 2], over: false, reason: null });
    expect(s).toMatchObject({ phase: 'roll', start: 0, current: 0, order: 0, round: 2, dice: { white: [], black: null }, turn: { die: null, used: [], actions: 0 }, steal: null });
    // A third empty city: the game ends with the round, scored for the supply.
    s = { ...s, supply: { ...s.supply, 3: [] } };
    s = play(s, { type: 'dice.roll', white: [4, 5, 6], black: 1 }, { type: 'die.take', die: 0 }, { type: 'engine.improve' }, { type: 'die.take', die: 1 }, { type: 'engine.improve' });
    expect(logEntries(s.log).find((e) => e.t === 'round' && e.round === 2)).toEqual({ t: 'round', round: 2, empty: [1, 2, 3], over: true, reason: 'supply' });
    expect(s.phase).toBe('over');
    expect(s.result!.reason).toBe('supply');
  });
});

describe('RD2, RD3: the turn record', () => {
  it('RD2: a turn starts with no die, no card used and no action; drafting puts the die in hand; each action is counted and uses the die up', () => {
    let s = newGame({ players: 2, seed: 7, start: 0, sides: ALL_A });
    s = withCard(s, 2, { ...s.cards[1]!, holder: 0, sideways: false });
    s = play(s, { type: 'dice.roll', white: [1, 2, 3], black: 1 });
    expect(s.turn).toEqual({ die: null, used: [], actions: 0 });
    s = play(s, { type: 'die.take', die: 0 });
    expect(s.turn).toEqual({ die: 0, used: [], actions: 0 });
    s = play(s, { type: 'engine.improve' });
    // Card 2a and a spare die: the player may take a second one.
    expect(s).toMatchObject({ phase: 'second', turn: { die: null, used: [], actions: 1 } });
    expect(s.dice.white[0]).toEqual({ value: 1, by: 0, spent: true });
    s = play(s, { type: 'card.play', card: '2a', die: 1 });
    expect(s.turn).toEqual({ die: 1, used: [], actions: 1 });
    s = play(s, { type: 'engine.improve' });
    expect(s.players[0]!.engine).toEqual([1, 2]);
    expect(s).toMatchObject({ current: 1, phase: 'draft', turn: { die: null, used: [], actions: 0 } });
  });

  it('RD3: under card 2a "together" the second die waits beside the first; after the first action it comes into hand, and 2a is refused once an action is done', () => {
    let s = newGame({ players: 2, seed: 7, start: 0, sides: ['b', 'a', 'a', 'a', 'a', 'a'], switches: { card2a: 'together' } });
    s = withCard(s, 2, { ...s.cards[1]!, holder: 0, sideways: false });
    s = withCard(s, 1, { ...s.cards[0]!, holder: 0, sideways: false });
    s = play(s, { type: 'dice.roll', white: [1, 2, 3], black: 1 }, { type: 'die.take', die: 0 }, { type: 'card.play', card: '1b', value: 4 });
    expect(s.turn).toEqual({ die: 0, used: ['1b'], actions: 0 });
    s = play(s, { type: 'card.play', card: '2a', die: 1 }, { type: 'engine.improve' });
    expect(s).toMatchObject({ current: 0, phase: 'action', turn: { die: 1, used: [], actions: 1 } });
    expect(s.players[0]!.engine).toEqual([4]);
    s = play(s, { type: 'engine.improve' });
    expect(s).toMatchObject({ current: 1, phase: 'draft', turn: { die: null, used: [], actions: 0 } });
    expect(s.players[0]!.engine).toEqual([2, 4]);
  });
});

describe('F1, F5: the final score', () => {
  it('F5: no scores, no ranking and no winner; equal scores rank by seat', () => {
    expect(rankScores([])).toEqual({ ranking: [], winners: [] });
    const p = (player: number): PlayerScore => ({ player, deliveries: 0, network: 0, connections: 0, towns: 0, engine: 0, engineBonus: 0, cards: 0, total: 0 });
    expect(rankScores([p(2), p(0), p(1)])).toEqual({ ranking: [0, 1, 2], winners: [0, 1, 2] });
  });

  it('F1: scoring ends the game: the result with its reason in the state and in the log, no steal window left', () => {
    let s = newGame({ players: 2, seed: 7, start: 0, sides: ALL_A });
    s = withSheet(s, 1, { ...s.players[1]!, points: [3, 2], engine: [1, 2, 3, 4] });
    const over = scoreGame({ ...s, phase: 'steal', steal: { die: 0, victim: 0, thief: 1 } }, 'stuck');
    expect(over).toMatchObject({ phase: 'over', steal: null });
    expect(over.result).toMatchObject({ reason: 'stuck', ranking: [1, 0], winners: [1] });
    expect(over.result!.scores[1]).toEqual({ player: 1, deliveries: 5, network: 0, connections: 0, towns: 0, engine: 4, engineBonus: 1, cards: 0, total: 6 });
    expect(logEntries(over.log).at(-1)).toEqual({ t: 'end', result: over.result });
  });
});

describe('SC1, SC3: the refusals of card plays and card takes, with what they report', () => {
  /** Seat 0 (start) holds the cards `hold` (sides `sides`) and has taken die 0 showing `die`. */
  const holding = (die: number, hold: number[], sides: Face[] = ALL_A, switches = {}) => {
    let s = newGame({ players: 3, seed: 7, start: 0, sides, switches });
    for (const n of hold) s = withCard(s, n, { ...s.cards[n - 1]!, holder: 0, sideways: false });
    return play(s, { type: 'dice.roll', white: [die, 2, 3, 4], black: 1 }, { type: 'die.take', die: 0 });
  };
  const card = (e: Record<string, unknown>) => ({ type: 'card.play', ...e }) as SteamEvent;

  it('SC3: an unknown side, the side not in this game, and a side not played on its own are refused by name', () => {
    const s = holding(3, [1, 3, 4, 6], sidesWith('4b'));
    expect(explain(s, card({ card: '7a' }))).toMatchObject({ rule: 'SC3', key: 'card.unknown', vars: { card: '7a' } });
    expect(explain(s, card({ card: '1b', value: 2 }))).toMatchObject({ rule: 'SC3', key: 'card.otherSide', vars: { card: '1b', inPlay: '1a' } });
    for (const [side, timing] of [['3a', 'deliver'], ['4b', 'passive'], ['6a', 'build']] as const) {
      expect(explain(s, card({ card: side })), side).toMatchObject({ rule: 'SC3', key: `card.timing.${timing}`, vars: { card: side } });
    }
  });

  it('SC3: card 1a sets the die to another value 1–6; 5a steps by one inside 1–6; 5b rerolls (1–6) or flips; each refusal reports what was given', () => {
    const one = holding(3, [1]);
    for (const value of [0, 7, 2.5]) expect(explain(one, card({ card: '1a', value })), String(value)).toMatchObject({ rule: 'SC3', key: 'card.value', vars: { card: '1a', value: String(value) } });
    expect(explain(one, card({ card: '1a', value: 3 }))).toMatchObject({ rule: 'SC3', key: 'card.sameValue', vars: { card: '1a', value: 3 } });
    for (const value of [1, 6]) expect(explain(one, card({ card: '1a', value })), String(value)).toBeNull();
    const used = play(holding(3, [1], sidesWith('1b')), card({ card: '1b', value: 5 }));
    expect(explain(used, card({ card: '1b', value: 2 }))).toMatchObject({ rule: 'SC3', key: 'card.usedOnDie', vars: { card: '1b' } });
    const five = holding(6, [5]);
    expect(explain(five, card({ card: '5a', step: 2 }))).toMatchObject({ rule: 'SC3', key: 'card.step', vars: { step: '2' } });
    expect(explain(five, card({ card: '5a', step: 1 }))).toMatchObject({ rule: 'SC3', key: 'card.range', vars: { from: 6, to: 7 } });
    expect(explain(five, card({ card: '5a', step: -1 }))).toBeNull();
    expect(explain(holding(1, [5]), card({ card: '5a', step: -1 }))).toMatchObject({ rule: 'SC3', key: 'card.range', vars: { from: 1, to: 0 } });
    expect(explain(holding(1, [5]), card({ card: '5a', step: 1 }))).toBeNull();
    const fiveB = holding(2, [5], sidesWith('5b'));
    expect(explain(fiveB, card({ card: '5b', mode: 'twist' }))).toMatchObject({ rule: 'SC3', key: 'card.mode', vars: { mode: 'twist' } });
    for (const roll of [0, 7]) expect(explain(fiveB, card({ card: '5b', mode: 'reroll', roll })), String(roll)).toMatchObject({ rule: 'SC3', key: 'card.value', vars: { card: '5b', value: String(roll) } });
    // A flip that names an impossible roll is refused the same way (it was accepted and the roll ignored).
    for (const roll of [0, 9]) expect(explain(fiveB, card({ card: '5b', mode: 'flip', roll } as never)), `flip ${roll}`).toMatchObject({ rule: 'SC3', key: 'card.value', vars: { card: '5b', value: String(roll) } });
    for (const roll of [1, 6]) expect(explain(fiveB, card({ card: '5b', mode: 'reroll', roll })), String(roll)).toBeNull();
    expect(play(fiveB, card({ card: '5b', mode: 'flip' })).dice.white[0]!.value).toBe(5);
    expect(play(fiveB, card({ card: '5b', mode: 'reroll', roll: 2 })).dice.white[0]!.value).toBe(2);
  });

  it('SC1: the card taken is the one the die names; another player\'s card lying sideways cannot be taken, nor your own again', () => {
    const s = holding(3, []);
    expect(explain(s, { type: 'card.take', card: 4 })).toMatchObject({ rule: 'SC1', key: 'card.wrongNumber', vars: { card: '4', die: 3 } });
    expect(explain(s, { type: 'card.take', card: 3 })).toBeNull();
    const theirs = withCard(s, 3, { ...s.cards[2]!, holder: 2, sideways: true });
    expect(explain(theirs, { type: 'card.take' })).toMatchObject({ rule: 'SC1', key: 'card.sideways', vars: { card: '3a', holder: 3 } });
    expect(explain(withCard(s, 3, { ...s.cards[2]!, holder: 2, sideways: false }), { type: 'card.take' })).toBeNull();
    const mine = withCard(s, 3, { ...s.cards[2]!, holder: 0, sideways: true });
    expect(explain(mine, { type: 'card.take' })).toMatchObject({ rule: 'SC2', key: 'card.alreadySideways', vars: { card: '3a' } });
    const taken = play(withCard(s, 3, { ...s.cards[2]!, holder: 2, sideways: false }), { type: 'card.take' });
    expect(taken.cards[2]).toEqual({ face: 'a', holder: 0, sideways: true });
    expect(logEntries(taken.log).find((e) => e.t === 'card')).toEqual({ t: 'card', player: 0, card: '3a', from: 2 });
  });
});

describe('SC3: what a card play writes in the log', () => {
  it('SC3: a die card is written with its player, side, the value before and after and how; a lightning side goes back to the centre', () => {
    let s = newGame({ players: 2, seed: 7, start: 0, sides: sidesWith('5b') });
    for (const n of [1, 5]) s = withCard(s, n, { ...s.cards[n - 1]!, holder: 0, sideways: false });
    s = play(s, { type: 'dice.roll', white: [3, 2, 4], black: 1 }, { type: 'die.take', die: 0 }, { type: 'card.play', card: '1a', value: 5 }, { type: 'card.play', card: '5b', mode: 'flip' });
    const log = logEntries(s.log);
    const changes = log.filter((e) => e.t === 'change');
    expect(changes).toEqual([
      { t: 'change', player: 0, card: '1a', from: 3, to: 5, how: 'set' },
      { t: 'change', player: 0, card: '5b', from: 5, to: 2, how: 'flip' },
    ]);
    expect(log.filter((e) => e.t === 'return')).toEqual([{ t: 'return', player: 0, card: '1a' }, { t: 'return', player: 0, card: '5b' }]);
    expect(s.cards.map((c) => c.holder)).toEqual([null, null, null, null, null, null]);
    expect(s.turn.used).toEqual(['1a', '5b']);
  });

  it('SC3: 2a writes the second die taken; 2b the steal (thief, victim, value); letting the die go, who let it go', () => {
    let s = newGame({ players: 3, seed: 7, start: 0, sides: ALL_A });
    s = withCard(s, 2, { ...s.cards[1]!, holder: 0, sideways: false });
    s = play(s, { type: 'dice.roll', white: [3, 2, 4, 5], black: 1 }, { type: 'die.take', die: 0 }, { type: 'engine.improve' }, { type: 'card.play', card: '2a', die: 2 });
    expect(logEntries(s.log).find((e) => e.t === 'second')).toEqual({ t: 'second', player: 0, value: 4 });
    let t = newGame({ players: 3, seed: 7, start: 0, sides: sidesWith('2b') });
    t = withCard(t, 2, { ...t.cards[1]!, holder: 2, sideways: false });
    t = play(t, { type: 'dice.roll', white: [3, 2, 4, 5], black: 1 }, { type: 'die.take', die: 1 });
    const stolen = play(t, { type: 'card.play', card: '2b' });
    expect(logEntries(stolen.log).find((e) => e.t === 'steal')).toEqual({ t: 'steal', thief: 2, victim: 0, value: 2 });
    expect(logEntries(stolen.log).at(-1)).toEqual({ t: 'return', player: 2, card: '2b' });
    expect(stolen).toMatchObject({ phase: 'draft', steal: null, turn: { die: null, used: [] } });
    const kept = play(t, { type: 'steal.pass' });
    expect(logEntries(kept.log).at(-1)).toEqual({ t: 'letGo', player: 2, victim: 0 });
    expect(kept).toMatchObject({ phase: 'action', steal: null, turn: { die: 1 } });
  });
});

describe('SC3: card 2a "together" and card 2b named by a player', () => {
  it('SC3: under "together" 2a is refused once an action is done or a second die is already waiting (hand-set positions)', () => {
    let s = newGame({ players: 2, seed: 7, start: 0, sides: ALL_A, switches: { card2a: 'together' } });
    s = withCard(s, 2, { ...s.cards[1]!, holder: 0, sideways: false });
    s = play(s, { type: 'dice.roll', white: [1, 2, 3], black: 1 }, { type: 'die.take', die: 0 }, { type: 'card.play', card: '2a', die: 1 });
    const again = withCard(s, 2, { ...s.cards[1]!, holder: 0, sideways: false });
    expect(explain(again, { type: 'card.play', card: '2a', die: 2 })).toMatchObject({ rule: 'SC3', key: 'card.timing.together', vars: { card: '2a' } });
    const acted = withCard(play(s, { type: 'engine.improve' }), 2, { ...s.cards[1]!, holder: 0, sideways: false });
    expect(acted.turn).toMatchObject({ die: 1, actions: 1 });
    expect(explain(acted, { type: 'card.play', card: '2a', die: 2 })).toMatchObject({ rule: 'SC3', key: 'card.timing.together', vars: { card: '2a' } });
  });

  it('SC3: a step may name who plays 2b: only its holder waiting to draft, counted from 1 in the refusal', () => {
    let t = newGame({ players: 3, seed: 7, start: 0, sides: sidesWith('2b') });
    t = withCard(t, 2, { ...t.cards[1]!, holder: 2, sideways: false });
    t = play(t, { type: 'dice.roll', white: [3, 2, 4, 5], black: 1 }, { type: 'die.take', die: 1 });
    expect(explain(t, { type: 'card.play', card: '2b', player: 2 })).toBeNull();
    expect(explain(t, { type: 'card.play', card: '2b', player: 0 })).toMatchObject({ rule: 'SC3', key: 'card.wrongPlayer', vars: { card: '2b', player: 1, holder: 3 } });
  });
});

describe('SC1, SC3: edges of the card rules', () => {
  it('SC1, SC3: no card is taken without a die in hand; a card not held is refused as such; 5a may reach 1; rerolls and steps are written with how', () => {
    const fresh = newGame({ players: 2, seed: 7, start: 0, sides: ALL_A });
    expect(explainTakeCard(fresh)).toMatchObject({ rule: 'RD2', key: 'die.none' });
    let s = newGame({ players: 2, seed: 7, start: 0, sides: sidesWith('5b') });
    s = play(s, { type: 'dice.roll', white: [2, 2, 4], black: 1 }, { type: 'die.take', die: 0 });
    expect(explain(s, { type: 'card.play', card: '1a', value: 4 })).toMatchObject({ rule: 'SC3', key: 'card.notHeld', vars: { card: '1a' } });
    let a = newGame({ players: 2, seed: 7, start: 0, sides: ALL_A });
    a = withCard(a, 5, { ...a.cards[4]!, holder: 0, sideways: false });
    a = play(a, { type: 'dice.roll', white: [2, 2, 4], black: 1 }, { type: 'die.take', die: 0 }, { type: 'card.play', card: '5a', step: -1 });
    expect(logEntries(a.log).find((e) => e.t === 'change')).toEqual({ t: 'change', player: 0, card: '5a', from: 2, to: 1, how: 'step' });
    const b = withCard(s, 5, { ...s.cards[4]!, holder: 0, sideways: false });
    expect(logEntries(play(b, { type: 'card.play', card: '5b', mode: 'reroll', roll: 6 }).log).at(-2)).toEqual({ t: 'change', player: 0, card: '5b', from: 2, to: 6, how: 'reroll' });
    const seeded = logEntries(play(b, { type: 'card.play', card: '5b', mode: 'reroll' }).log).at(-2)!;
    expect(seeded).toMatchObject({ t: 'change', player: 0, card: '5b', from: 2, how: 'reroll' });
  });

  it('SC3: card 2a "together" writes the second die taken beside the first', () => {
    let s = newGame({ players: 2, seed: 7, start: 0, sides: ALL_A, switches: { card2a: 'together' } });
    s = withCard(s, 2, { ...s.cards[1]!, holder: 0, sideways: false });
    s = play(s, { type: 'dice.roll', white: [1, 2, 3], black: 1 }, { type: 'die.take', die: 0 }, { type: 'card.play', card: '2a', die: 2 });
    expect(logEntries(s.log).filter((e) => e.t === 'second')).toEqual([{ t: 'second', player: 0, value: 3 }]);
  });
});

describe('RD2, RD4: events the game does not know, or not now', () => {
  it('RD2: an event that is no event (nothing, no type, a type that is not a string, even one whose text names an event, an inherited name) is refused as unknown, naming it', () => {
    const s = newGame({ players: 2, seed: 7, start: 0, sides: ALL_A });
    for (const [e, name] of [[null, 'undefined'], [{}, 'undefined'], [{ type: 5 }, '5'], [{ type: 'toString' }, 'toString'], [{ type: 'fly' }, 'fly'], [{ type: ['turn.pass'] }, 'turn.pass']] as const) {
      expect(explain(s, e as unknown as SteamEvent), name).toMatchObject({ rule: 'RD2', key: 'event.unknown', vars: { event: name } });
    }
  });

  it('RD2: each event outside its moment is refused under its own clause, naming the event and the phase', () => {
    const s = play(newGame({ players: 2, seed: 7, start: 0, sides: ALL_A }), { type: 'dice.roll', white: [1, 2, 3], black: 1 }, { type: 'die.take', die: 0 });
    expect(explain(s, { type: 'turn.end' })).toMatchObject({ rule: 'RD2', key: 'phase.notNow', vars: { event: 'turn.end', phase: 'action' } });
    expect(explain(s, { type: 'steal.pass' })).toMatchObject({ rule: 'SC3', key: 'phase.notNow', vars: { event: 'steal.pass', phase: 'action' } });
    expect(explain(s, { type: 'dice.roll' })).toMatchObject({ rule: 'RD1', key: 'phase.notNow', vars: { event: 'dice.roll', phase: 'action' } });
    expect(explain(s, { type: 'die.take', die: 1 })).toMatchObject({ rule: 'RD2', key: 'phase.notNow', vars: { event: 'die.take', phase: 'action' } });
    const drafting = play(newGame({ players: 2, seed: 7, start: 0, sides: ALL_A }), { type: 'dice.roll', white: [1, 2, 3], black: 1 });
    expect(explainPass(drafting)).toMatchObject({ rule: 'RD2', key: 'die.none' });
    for (const type of ['track.build', 'engine.improve', 'cargo.deliver', 'card.take', 'turn.pass'] as const) {
      expect(explain(drafting, { type } as SteamEvent), type).toMatchObject({ rule: 'RD2', key: 'phase.notNow', vars: { event: type, phase: 'draft' } });
    }
    expect(explain(drafting, { type: 'card.play', card: '1a', value: 2 })).toMatchObject({ rule: 'SC3', key: 'phase.notNow' });
  });
});

describe('S1–S4, S6: what setup accepts and what it lays out', () => {
  /** Four cubes a city for two players: city 1 yellow, 2 red, 3 and 4 grey, 5 purple, 6 blue. */
  const DRAWN: Record<number, Colour[]> = {
    1: ['yellow', 'red', 'yellow', 'blue'],
    2: ['red', 'grey', 'purple', 'yellow'],
    3: ['grey', 'grey', 'blue', 'red'],
    4: ['purple', 'purple', 'purple', 'purple'],
    5: ['purple', 'blue', 'red', 'yellow'],
    6: ['blue', 'blue', 'grey', 'red'],
  };

  it('S2: cubes drawn in a known order: those of the city\'s colour leave the game, sorted; the bag keeps exactly the rest', () => {
    const f = supplyFrom(2, DRAWN);
    expect(f.supply).toEqual({ 1: ['red', 'blue'], 2: ['yellow', 'purple', 'grey'], 3: ['red', 'blue'], 4: ['purple', 'purple', 'purple', 'purple'], 5: ['yellow', 'red', 'blue'], 6: ['red', 'grey'] });
    expect(f.removed).toEqual(['yellow', 'yellow', 'red', 'purple', 'blue', 'blue', 'grey', 'grey']);
    const left = { yellow: 6, red: 5, purple: 4, blue: 5, grey: 6 };
    expect(f.bag).toHaveLength(26);
    expect(f.bag).toEqual(COLOUR_ORDER.flatMap((c) => Array.from({ length: left[c] }, () => c)));
    // the same through newGame, which keeps the seed's other choices
    const g = newGame({ players: 2, seed: 7, drawn: DRAWN });
    const seeded = newGame({ players: 2, seed: 7 });
    expect(g.supply).toEqual(f.supply);
    expect(g.removed).toEqual(f.removed);
    expect(g.bag).toEqual(f.bag);
    expect({ start: g.start, cards: g.cards, rng: g.rng }).toEqual({ start: seeded.start, cards: seeded.cards, rng: seeded.rng });
  });

  it('S2: a city with other than (players + 2) cubes, a colour that is no cube, an eleventh cube of a colour are refused; ten of a colour are not', () => {
    expect(() => supplyFrom(2, { ...DRAWN, 3: ['grey', 'grey', 'blue'] })).toThrow('city 3 draws 4 cubes at setup (players + 2), not 3');
    const { 6: _, ...noSix } = DRAWN;
    expect(() => supplyFrom(2, noSix)).toThrow('city 6 draws 4 cubes at setup (players + 2), not 0');
    expect(() => supplyFrom(2, { ...DRAWN, 2: ['red', 'green', 'purple', 'yellow'] } as unknown as Record<number, Colour[]>)).toThrow('green is not a cube colour');
    expect(() => supplyFrom(2, { ...DRAWN, 2: ['red', 'toString', 'purple', 'yellow'] } as unknown as Record<number, Colour[]>)).toThrow('toString is not a cube colour');
    const purple = { ...DRAWN, 1: ['purple', 'purple', 'purple', 'purple'], 2: ['purple', 'purple', 'yellow', 'yellow'], 5: ['blue', 'blue', 'red', 'yellow'] } as Record<number, Colour[]>;
    // 4 + 2 + 4 = ten purple cubes: all there is, and allowed
    expect(supplyFrom(2, purple).bag.filter((c) => c === 'purple')).toEqual([]);
    expect(() => supplyFrom(2, { ...purple, 6: ['purple', 'blue', 'grey', 'red'] })).toThrow('the bag holds only 10 purple cubes');
  });

  it('S2: the seeded supply draws (players + 2) cubes per city from a full bag of ten of each colour, and the bag keeps the rest in draw order', () => {
    expect(fullBag()).toEqual(COLOUR_ORDER.flatMap((c) => Array.from({ length: 10 }, () => c)));
    for (const players of [2, 5]) {
      const f = fillSupply(players, seedFrom(11));
      const kept = Object.values(f.supply).flat().length + f.removed.length;
      expect(kept).toBe((players + 2) * 6);
      expect(f.bag).toHaveLength(50 - kept);
      expect(f.removed).toEqual(sortCubes(f.removed));
      for (const city of CITIES) expect(f.supply[city]).toEqual(sortCubes(f.supply[city]!));
    }
  });

  it('S1: every sheet starts empty and each seat has its own', () => {
    const a = emptySheet();
    expect(a).toEqual({ tracks: {}, engine: [], points: [] });
    expect(emptySheet()).not.toBe(a);
    const s = newGame({ players: 3, seed: 1 });
    expect(s.players[0]).not.toBe(s.players[1]);
  });

  it('S3: a face given for a card is kept; one that is no face is chosen from the seed like an absent one', () => {
    const rng = seedFrom(5);
    const free = chooseSides(rng);
    expect(chooseSides(rng, ['b', 'b', 'b', 'b', 'b', 'b']).cards.map((c) => c.face)).toEqual(['b', 'b', 'b', 'b', 'b', 'b']);
    expect(chooseSides(rng, ['a', 'a', 'a', 'a', 'a', 'a']).cards.map((c) => c.face)).toEqual(['a', 'a', 'a', 'a', 'a', 'a']);
    expect(chooseSides(rng, ['c', 'c', 'c', 'c', 'c', 'c'] as unknown as Face[])).toEqual(free);
    expect(free.cards.every((c) => c.holder === null && c.sideways === false)).toBe(true);
    // over a few seeds both faces come up, the seed advancing card by card
    const faces = new Set(Array.from({ length: 8 }, (_, k) => chooseSides(seedFrom(k)).cards.map((c) => c.face).join('')));
    expect([...faces].some((f) => f.includes('a') && f.includes('b'))).toBe(true);
  });

  it('S4: the players, the difficulty, the start seat and the chart must be ones the game has; each refusal says what was given', () => {
    expect(() => newGame({ players: 2.5 })).toThrow('Steam Rollers is for 2 to 5 players, not 2.5');
    expect(newGame({ players: 2 }).options.players).toBe(2);
    expect(newGame({ players: 5 }).options.players).toBe(5);
    expect(() => newGame({ players: 2, difficulty: 'easy' as unknown as 'hard' })).toThrow('the difficulty is none, medium or hard, not easy');
    expect(() => newGame({ players: 3, start: 3 })).toThrow('the start player is a seat from 0 to 2, not 3');
    expect(() => newGame({ players: 3, start: -1 })).toThrow('the start player is a seat from 0 to 2, not -1');
    expect(() => newGame({ players: 3, start: 0.5 })).toThrow('not 0.5');
    expect(newGame({ players: 3, start: 2 }).current).toBe(2);
    expect(newGame({ players: 3, start: 0 }).current).toBe(0);
    expect(() => newGame({ players: 2, difficulty: 'hard', chart: 0 })).toThrow('there is no hard chart 0 (charts 1–6)');
    expect(newGame({ players: 2, difficulty: 'hard', chart: 6 }).options.chart).toBe(6);
    // no chart in the basic game, whatever is given
    expect(newGame({ players: 2, chart: 3 }).options).toMatchObject({ difficulty: 'none', chart: null });
    // a rolled chart is one of 1–6, and over seeds each comes up
    const charts = new Set(Array.from({ length: 40 }, (_, seed) => newGame({ players: 2, seed, difficulty: 'medium' }).options.chart));
    expect([...charts].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('S4, RD1: a new game waits for the start player\'s roll: no dice, no die in hand, no steal, no result; the switches default to the English reading', () => {
    const s = newGame({ players: 3, seed: 2, start: 1, sides: sidesWith('2b', '5b') });
    expect(s).toMatchObject({ start: 1, current: 1, order: 0, round: 1, phase: 'roll', dice: { white: [], black: null }, turn: { die: null, used: [], actions: 0 }, steal: null, result: null, delivered: [] });
    expect(s.options.switches).toEqual({ railsStopAtWalls: false, bonus3b: 'exact', card2a: 'after' });
    expect(newGame({ players: 2, switches: { bonus3b: 'upTo' } }).options.switches).toEqual({ railsStopAtWalls: false, bonus3b: 'upTo', card2a: 'after' });
    expect(logEntries(s.log)).toEqual([{ t: 'setup', players: 3, start: 1, sides: ['1a', '2b', '3a', '4a', '5b', '6a'], removed: s.removed, difficulty: 'none', chart: null }]);
    const hard = newGame({ players: 2, seed: 2, difficulty: 'hard', chart: 4 });
    expect(logEntries(hard.log)[0]).toMatchObject({ t: 'setup', difficulty: 'hard', chart: 4 });
    // the default seed is 1
    expect(newGame({ players: 2 })).toEqual(newGame({ players: 2, seed: 1 }));
  });
});

describe('E1, E2: the engine', () => {
  it('E1: a box crossed below those already crossed keeps the boxes in order; the log writes the player, the box and the new strength', () => {
    let s = newGame({ players: 2, seed: 7, start: 0, sides: sidesWith('4b') });
    s = withSheet(s, 0, { ...s.players[0]!, engine: [5] });
    s = withCard(s, 4, { ...s.cards[3]!, holder: 0 });
    s = play(s, { type: 'dice.roll', white: [2, 6, 6], black: 1 }, { type: 'die.take', die: 0 }, { type: 'engine.improve' });
    expect(s.players[0]!.engine).toEqual([2, 5]);
    expect(logEntries(s.log).find((e) => e.t === 'improve')).toEqual({ t: 'improve', player: 0, box: 2, strength: 3 });
  });

  it('E1, RD2: with no die in hand no box can be crossed; a box named by hand is reported beside the die', () => {
    const s = play(newGame({ players: 2, seed: 7, start: 0, sides: ALL_A }), { type: 'dice.roll', white: [3, 6, 6], black: 1 });
    expect(explainImprove(s)).toMatchObject({ rule: 'RD2', key: 'die.none' });
    const acting = play(s, { type: 'die.take', die: 0 });
    expect(explainImprove(acting, 4)).toMatchObject({ rule: 'E1', key: 'engine.notDie', vars: { box: 4, die: 3 } });
    expect(explainImprove(acting, 3)).toBeNull();
    expect(explainImprove(withSheet(acting, 0, { ...acting.players[0]!, engine: [3] }))).toMatchObject({ rule: 'E1', key: 'engine.crossed', vars: { box: 3 } });
  });

  it('E2: card 4b adds one only to its holder, and only when 4b is the side in play', () => {
    let s = newGame({ players: 2, seed: 7, start: 0, sides: sidesWith('4b') });
    s = withSheet(s, 1, { ...s.players[1]!, engine: [1, 2] });
    s = withCard(s, 4, { ...s.cards[3]!, holder: 1 });
    expect([strength(s, 0), strength(s, 1)]).toEqual([0, 3]);
    let a = newGame({ players: 2, seed: 7, start: 0, sides: ALL_A });
    a = withCard(a, 4, { ...a.cards[3]!, holder: 0 });
    expect(strength(a, 0)).toBe(0);
  });
});

describe('S5, B1: the hex grid and the three kinds of track', () => {
  it('S5: a hex is named "q,r" (whole numbers, a minus allowed, spaces around ignored); anything else names no hex', () => {
    expect(parseHexKey('3,4')).toEqual({ q: 3, r: 4 });
    expect(parseHexKey(' 12,-3 ')).toEqual({ q: 12, r: -3 });
    expect(parseHexKey('-1,0')).toEqual({ q: -1, r: 0 });
    expect(parseHexKey('3,12')).toEqual({ q: 3, r: 12 });
    for (const bad of ['', '3', '3,', ',4', 'a3,4', '3,4a', '3,4,5', '3.5,4', '3;4', '3, 4', '+3,4', '3,-']) expect(parseHexKey(bad), bad).toBeNull();
    expect(hexKey({ q: 5, r: 2 })).toBe('5,2');
  });

  it('S5: the neighbours across each side, in an even and in an odd column (odd columns sit half a hex lower); a hex two away is no neighbour', () => {
    expect(SIDES.map((d) => hexKey(neighbour({ q: 4, r: 4 }, d)))).toEqual(['4,3', '5,3', '5,4', '4,5', '3,4', '3,3']);
    expect(SIDES.map((d) => hexKey(neighbour({ q: 5, r: 4 }, d)))).toEqual(['5,3', '6,4', '6,5', '5,5', '4,5', '4,4']);
    expect(SIDES.map((d) => opposite(d))).toEqual([3, 4, 5, 0, 1, 2]);
    expect(sideTowards({ q: 5, r: 4 }, { q: 4, r: 5 })).toBe(4);
    expect(sideTowards({ q: 4, r: 4 }, { q: 4, r: 6 })).toBeNull();
    expect(sideTowards({ q: 4, r: 4 }, { q: 4, r: 4 })).toBeNull();
  });

  it('B1: a turn is a whole number 0–5 and a kind is straight, wide or sharp; a straight turned 3–5 is stored as 0–2', () => {
    for (const r of [0, 5]) expect(isRotation(r)).toBe(true);
    for (const r of [-1, 6, 2.5, '2', null]) expect(isRotation(r), String(r)).toBe(false);
    for (const k of ['straight', 'wide', 'sharp']) expect(isTrackType(k)).toBe(true);
    for (const k of ['curve', 'Straight', '', undefined]) expect(isTrackType(k), String(k)).toBe(false);
    expect(canonicalTrack('straight', 4)).toEqual({ type: 'straight', rotation: 1 });
    expect(canonicalTrack('wide', 4)).toEqual({ type: 'wide', rotation: 4 });
    expect(canonicalTrack('sharp', 5)).toEqual({ type: 'sharp', rotation: 5 });
    expect(ROTATIONS).toEqual({ straight: [0, 1, 2], wide: [0, 1, 2, 3, 4, 5], sharp: [0, 1, 2, 3, 4, 5] });
    expect(TRACK_TYPES).toEqual(['sharp', 'wide', 'straight']);
  });

  it('B1: the sides a track joins, and the track that joins two sides; a side cannot be joined to itself', () => {
    expect(trackSides({ type: 'straight', rotation: 2 })).toEqual([2, 5]);
    expect(trackSides({ type: 'wide', rotation: 5 })).toEqual([5, 1]);
    expect(trackSides({ type: 'sharp', rotation: 5 })).toEqual([5, 0]);
    expect(trackJoining(1, 2)).toEqual({ type: 'sharp', rotation: 1 });
    expect(trackJoining(2, 1)).toEqual({ type: 'sharp', rotation: 1 });
    expect(trackJoining(0, 5)).toEqual({ type: 'sharp', rotation: 5 });
    expect(trackJoining(1, 3)).toEqual({ type: 'wide', rotation: 1 });
    expect(trackJoining(3, 1)).toEqual({ type: 'wide', rotation: 1 });
    expect(trackJoining(5, 2)).toEqual({ type: 'straight', rotation: 2 });
    expect(() => trackJoining(4, 4)).toThrow('a track joins two different sides, not side 4 to itself');
  });

  it('B1: the black die (a labelled reconstruction): faces 1–2 allow sharp or wide curves, 3–4 wide or straight, 5–6 sharp or straight', () => {
    expect(BLACK_DIE).toEqual({ 1: ['sharp', 'wide'], 2: ['sharp', 'wide'], 3: ['wide', 'straight'], 4: ['wide', 'straight'], 5: ['sharp', 'straight'], 6: ['sharp', 'straight'] });
  });

  it('C.4: the switches default to the English reading; a game changes only the ones it names; 2a "together" is the only way both dice come at once', () => {
    expect(withSwitches()).toEqual({ railsStopAtWalls: false, bonus3b: 'exact', card2a: 'after' });
    expect(withSwitches({ railsStopAtWalls: true })).toEqual({ railsStopAtWalls: true, bonus3b: 'exact', card2a: 'after' });
    expect(takesBothAtOnce(withSwitches({ card2a: 'together' }))).toBe(true);
    expect(takesBothAtOnce(withSwitches())).toBe(false);
    expect(takesBothAtOnce({ railsStopAtWalls: false, bonus3b: 'exact' })).toBe(false);
  });
});

describe('SC3, RD2: how a refusal is worded', () => {
  it('SC3: a refusal names the seats it reports (holder and player) by the table\'s names, a seat with no name (or an empty one) as "player n"', () => {
    const r = { rule: 'SC3', key: 'card.wrongPlayer', vars: { card: '2b', holder: 2, player: 1 } };
    expect(refusalText(r, ENGLISH, ['Ann', 'Bob'])).toBe('SC3: card 2b is played here by its holder, Bob, not by Ann');
    expect(refusalText(r, ENGLISH, ['', 'Bob'])).toBe('SC3: card 2b is played here by its holder, Bob, not by player 1');
    expect(refusalText(r, ENGLISH)).toBe('SC3: card 2b is played here by its holder, player 2, not by player 1');
    expect(refusalText(r, nl, ['Ann'])).toBe('SC3: kaart 2b wordt hier gespeeld door wie hem heeft, speler 2, niet door Ann');
    // why() words it in English, with the same values
    expect(why('SC3', 'card.wrongPlayer', { card: '2b', holder: 2, player: 1 })).toEqual({ ...r, message: 'SC3: card 2b is played here by its holder, player 2, not by player 1' });
  });

  it('RD2: an event and a phase in a refusal are named in the page\'s language; a word with no name stays as given', () => {
    const r = { rule: 'RD2', key: 'phase.notNow', vars: { event: 'turn.end', phase: 'draft' } };
    expect(refusalText(r, ENGLISH)).toBe('RD2: ending the turn is not possible now: the game is waiting for a player to draft a white die');
    expect(refusalText(r, nl)).toBe(`RD2: ${(nl as Record<string, string>)['sr.event.turn.end']} kan nu niet: het spel wacht op een speler die een witte dobbelsteen kiest`);
    expect(refusalText({ ...r, vars: { event: 'fly', phase: 'draft' } }, ENGLISH)).toBe('RD2: fly is not possible now: the game is waiting for a player to draft a white die');
    expect(why('RD2', 'die.none').vars).toEqual({});
  });
});

describe('SC1–SC3, S6: the cards and the charts (a labelled reconstruction, pinned so a change is a choice)', () => {
  it('SC3: each side\'s card, face, symbol, points and moment (lightning 0, infinity −1, 4b −2: rules analysis C.6)', () => {
    const row = (side: string, symbol: string, points: number, timing: string) => ({ side, card: Number(side[0]), face: side[1], symbol, points, timing });
    expect(CARD_SIDES).toEqual({
      '1a': row('1a', 'lightning', 0, 'die'),
      '1b': row('1b', 'infinity', -1, 'die'),
      '2a': row('2a', 'lightning', 0, 'second'),
      '2b': row('2b', 'lightning', 0, 'steal'),
      '3a': row('3a', 'infinity', -1, 'deliver'),
      '3b': row('3b', 'infinity', -1, 'deliver'),
      '4a': row('4a', 'lightning', 0, 'deliver'),
      '4b': row('4b', 'infinity', -2, 'passive'),
      '5a': row('5a', 'infinity', -1, 'die'),
      '5b': row('5b', 'lightning', 0, 'die'),
      '6a': row('6a', 'lightning', 0, 'build'),
      '6b': row('6b', 'infinity', -1, 'build'),
    });
    expect(CARD_NUMBERS).toEqual([1, 2, 3, 4, 5, 6]);
    expect(sideOf(3, 'b')).toBe('3b');
  });

  it('SC3: a card side is named by its own name only ("1a" to "6b"); an inherited name, another type or another text is none', () => {
    expect(Object.keys(CARD_SIDES).every(isCardSide)).toBe(true);
    for (const x of ['7a', '1c', '1A', '', 'toString', 'constructor', 1, null, undefined, { side: '1a' }]) expect(isCardSide(x), String(x)).toBe(false);
  });

  it('S6: the Medium charts block two borders, the Hard charts four', () => {
    expect(CHARTS).toEqual({
      medium: { 1: ['1-3', '2-4'], 2: ['3-4', '1-6'], 3: ['3-5', '4-6'], 4: ['1-3', '2-5'], 5: ['3-4', '2-4'], 6: ['1-6', '3-5'] },
      hard: {
        1: ['1-3', '3-5', '2-4', '1-6'],
        2: ['1-3', '4-6', '3-4', '2-5'],
        3: ['3-5', '4-6', '2-4', '3-4'],
        4: ['1-3', '1-6', '3-4', '2-5'],
        5: ['1-3', '3-5', '4-6', '2-4'],
        6: ['2-4', '1-6', '3-4', '2-5'],
      },
    });
  });

  it('S6: the walls of a game: none in the basic game or with no chart; a chart that does not exist is refused; each chart\'s set is made once', () => {
    expect(wallsFor('none', 3)).toBe(NO_WALLS);
    expect(wallsFor('hard', null)).toBe(NO_WALLS);
    expect(NO_WALLS.size).toBe(0);
    expect([...wallsFor('medium', 5)]).toEqual(['3-4', '2-4']);
    expect(wallsFor('medium', 5)).toBe(wallsFor('medium', 5));
    expect(() => wallsFor('medium', 7)).toThrow('there is no medium chart 7 (charts 1–6)');
    expect(() => wallsFor('hard', 0)).toThrow('there is no hard chart 0 (charts 1–6)');
  });

  it('S6: a step across a blocked border meets a wall; across an open border, inside a region or off the map it does not', () => {
    const walls = wallsFor('medium', 1); // 1-3 and 2-4
    const across = (a: number, b: number) => REGION_BORDERS.find((x) => x.a === a && x.b === b)!.sides[0]!;
    const w13 = across(1, 3);
    expect(isWall(walls, w13.hex, w13.side)).toBe(true);
    expect(isWall(NO_WALLS, w13.hex, w13.side)).toBe(false);
    const o34 = across(3, 4);
    expect(isWall(walls, o34.hex, o34.side)).toBe(false);
    // the same border seen from region 3's side
    const back = mapNeighbour(w13.hex, w13.side)!;
    expect(isWall(walls, back.key, opposite(w13.side))).toBe(true);
    // inside region 1, and off the top of the map
    expect(isWall(walls, '1,1', 3)).toBe(false);
    expect(isWall(walls, '0,0', 0)).toBe(false);
  });
});

describe('invariants: each broken fact is named in its own sentence (S1, S2, B1, B2, E1, D5, SC1, RD1–RD3, F1)', () => {
  const base = () => newGame({ players: 2, seed: 7, start: 1, sides: ALL_A });
  const rolled = () => play(base(), { type: 'dice.roll', white: [1, 2, 3], black: 4 });
  const acting = () => play(rolled(), { type: 'die.take', die: 0 });
  const sheet = (s: SteamState, seat: number, part: Partial<SteamState['players'][number]>) => withSheet(s, seat, { ...s.players[seat]!, ...part });

  it('a new game, a rolled one and one with a die in hand break nothing', () => {
    for (const s of [base(), rolled(), acting()]) expect(checkInvariants(s)).toEqual([]);
  });

  it('S2, C.5 #18: every cube accounted for, none on its own colour\'s city; sheets one per player', () => {
    const s = rolled();
    const bag = s.bag.slice();
    const i = bag.indexOf('red');
    bag.splice(i, 1);
    expect(checkInvariants({ ...s, bag })).toEqual(['9 red cubes are accounted for, not 10']);
    expect(checkInvariants({ ...s, bag, supply: { ...s.supply, 2: [...s.supply[2]!, 'red'] } })).toEqual(['a red cube lies on city 2 of its own colour']);
    expect(checkInvariants({ ...s, bag, supply: { ...s.supply, 1: [...s.supply[1]!, 'red'] } })).toEqual([]);
    expect(checkInvariants({ ...s, players: [...s.players, emptySheet()] })).toEqual(['3 sheets for 2 players']);
  });

  it('B1, B4, E1, D5: tracks on the map, never in a city, of a real kind and turn; engine boxes distinct 1–6 in order; delivery points whole and positive, one per cube delivered', () => {
    const s = rolled();
    expect(checkInvariants(sheet(s, 0, { tracks: { '20,20': { type: 'sharp', rotation: 0 } } }))).toEqual(['player 1 drew in 20,20, which is off the map']);
    expect(checkInvariants(sheet(s, 1, { tracks: { '1,1': { type: 'sharp', rotation: 0 } } }))).toEqual(['player 2 drew in city hex 1,1']);
    expect(checkInvariants(sheet(s, 0, { tracks: { '0,0': { type: 'straight', rotation: 3 } } }))).toEqual(["player 1's track in 0,0 is straight turned 3"]);
    expect(checkInvariants(sheet(s, 0, { tracks: { '0,0': { type: 'loop' as 'wide', rotation: 0 } } }))).toEqual(["player 1's track in 0,0 is loop turned 0"]);
    expect(checkInvariants(sheet(s, 0, { tracks: { '0,0': { type: 'sharp', rotation: 5 } } }))).toEqual([]);
    for (const engine of [[2, 2], [0], [7], [1.5], [3, 1]]) expect(checkInvariants(sheet(s, 0, { engine })), JSON.stringify(engine)).toEqual([`player 1's engine boxes ${JSON.stringify(engine)} are not distinct values 1–6 in order`]);
    expect(checkInvariants(sheet(s, 0, { engine: [1, 6] }))).toEqual([]);
    const delivered = { ...s, delivered: ['red'] as Colour[], bag: s.bag.filter((_, k) => k !== s.bag.indexOf('red')) };
    expect(checkInvariants(sheet(delivered, 0, { points: [1] }))).toEqual([]);
    expect(checkInvariants(sheet(delivered, 0, { points: [0] }))).toEqual(['player 1 has delivery points [0]']);
    expect(checkInvariants(sheet(delivered, 0, { points: [1.5] }))).toEqual(['player 1 has delivery points [1.5]']);
    expect(checkInvariants(sheet(delivered, 0, { points: [1, 2] }))).toEqual(['1 cubes delivered but 2 deliveries ticked']);
  });

  it('SC1, SC2: a card is held by a seat of the game or lies upright in the centre', () => {
    const s = rolled();
    expect(checkInvariants(withCard(s, 2, { face: 'a', holder: 2, sideways: false }))).toEqual(['card 2 is held by seat 2']);
    expect(checkInvariants(withCard(s, 2, { face: 'a', holder: -1, sideways: false }))).toEqual(['card 2 is held by seat -1']);
    expect(checkInvariants(withCard(s, 2, { face: 'a', holder: 0.5, sideways: false }))).toEqual(['card 2 is held by seat 0.5']);
    expect(checkInvariants(withCard(s, 3, { face: 'a', holder: null, sideways: true }))).toEqual(['card 3 lies sideways in the centre']);
    expect(checkInvariants(withCard(s, 3, { face: 'a', holder: 1, sideways: true }))).toEqual([]);
  });

  it('RD1–RD3: the turn\'s place in the round, the dice of each phase, the die in hand, the steal window and the result', () => {
    const s = rolled();
    expect(checkInvariants({ ...s, order: 2 })).toEqual(['turn position 2 in a 2-player round']);
    expect(checkInvariants({ ...s, order: -1 })).toContain('turn position -1 in a 2-player round');
    expect(checkInvariants({ ...s, current: 0 })).toEqual(['seat 0 is playing but position 0 from start 1 is seat 1']);
    expect(checkInvariants({ ...base(), dice: { white: [], black: 3 } })).toEqual(['dice lie rolled before the roll']);
    expect(checkInvariants({ ...base(), dice: { white: s.dice.white, black: null } })).toEqual(['dice lie rolled before the roll']);
    expect(checkInvariants({ ...s, dice: { ...s.dice, white: s.dice.white.slice(1) } })).toEqual(['2 white dice in play, not 3']);
    expect(checkInvariants({ ...s, dice: { ...s.dice, black: null } })).toEqual(['the black die has not been rolled']);
    const allTaken = s.dice.white.map((d) => ({ ...d, by: 0 }));
    expect(checkInvariants({ ...s, dice: { ...s.dice, white: allTaken } })).toEqual(['no die left to draft']);
    expect(checkInvariants({ ...s, phase: 'second', dice: { ...s.dice, white: allTaken } })).toEqual([]);
    expect(checkInvariants(withDie(s, 1, { value: 2, by: null, spent: true }))).toEqual(['white die 1 was used by nobody']);
    expect(checkInvariants(withDie(s, 1, { value: 2, by: 2, spent: false }))).toEqual(['white die 1 is held by seat 2']);
    expect(checkInvariants(withDie(s, 1, { value: 2, by: -1, spent: false }))).toEqual(['white die 1 is held by seat -1']);
    expect(checkInvariants(withDie(s, 1, { value: 2, by: 1.5, spent: false }))).toEqual(['white die 1 is held by seat 1.5']);
    const a = acting();
    expect(checkInvariants({ ...a, turn: { ...a.turn, die: null } })).toEqual(['in phase action the current player holds no fresh die']);
    expect(checkInvariants(withDie(a, a.turn.die!, { ...a.dice.white[a.turn.die!]!, spent: true }))).toEqual(['in phase action the current player holds no fresh die']);
    expect(checkInvariants(withDie(a, a.turn.die!, { ...a.dice.white[a.turn.die!]!, by: 0 }))).toEqual(['in phase action the current player holds no fresh die']);
    expect(checkInvariants({ ...a, phase: 'steal' })).toEqual(['phase steal with steal window null']);
    expect(checkInvariants({ ...a, steal: { die: 0, victim: 1, thief: 0 } })).toEqual(['phase action with steal window {"die":0,"victim":1,"thief":0}']);
    expect(checkInvariants({ ...a, phase: 'draft' })).toEqual(['in phase draft a die is in hand']);
    expect(checkInvariants({ ...a, phase: 'second' })).toEqual(['in phase second a die is in hand']);
    expect(checkInvariants({ ...base(), turn: { ...a.turn } })).toEqual(['in phase roll a die is in hand']);
    expect(checkInvariants({ ...base(), phase: 'over' })).toEqual(['phase over with no result']);
    const over = scoreGame(s, 'supply');
    expect(checkInvariants(over)).toEqual([]);
    expect(checkInvariants({ ...s, result: over.result })).toEqual(['phase draft with a result']);
  });
});

describe('the log in words: every entry as a player would say it (RD1–RD4, B1, E1, D1–D7, SC1–SC3, F1–F5)', () => {
  const say = (e: LogEntry, names: string[] = []) => describeEntry(e, names);
  it('points with a real minus sign, a plus, or 0', () => {
    expect([signed(-2), signed(0), signed(3)]).toEqual(['−2', '0', '+3']);
  });

  it('S2, S6, RD1, RD2: setup (removed cubes, chart), roll, straighten, take, steal, let go, pass', () => {
    expect(say({ t: 'setup', players: 3, start: 2, sides: ['1a', '2b', '3a', '4a', '5a', '6b'], removed: ['red', 'grey'], difficulty: 'medium', chart: 2 })).toBe('A game for 3 players. Card sides: 1a, 2b, 3a, 4a, 5a, 6b. Player 3 starts. Cubes removed for matching their city: red, grey. Medium game: chart 2 blocks borders 3-4 and 1-6.');
    expect(say({ t: 'setup', players: 2, start: 0, sides: ['1a', '2a', '3a', '4a', '5a', '6a'], removed: [], difficulty: 'none', chart: null }, ['Ann'])).toBe('A game for 2 players. Card sides: 1a, 2a, 3a, 4a, 5a, 6a. Ann starts.');
    expect(say({ t: 'roll', player: 1, white: [2, 5], black: 6 })).toBe('Player 2 rolls the white dice 2, 5; the black die shows 6: a sharp curve or a straight.');
    expect(say({ t: 'straighten', player: 0, cards: ['1b', '4a', '6b'] })).toBe('Player 1 turns card 1b, card 4a and card 6b upright.');
    expect(say({ t: 'take', player: 0, die: 1, value: 5 })).toBe('Player 1 takes a 5.');
    expect(say({ t: 'steal', thief: 2, victim: 0, value: 4 }, ['Ann', 'Bob', 'Cy'])).toBe('Cy plays card 2b and takes the 4 Ann just drafted; Ann drafts again.');
    expect(say({ t: 'letGo', player: 1, victim: 0 })).toBe('Player 2 does not play card 2b.');
    expect(say({ t: 'pass', player: 0, value: 3 })).toBe('Player 1 cannot do anything with the 3 and gives it up.');
  });

  it('SC3, B1, E1: die changes by how, the second die, builds with and without a card, the engine, cards taken and returned', () => {
    expect(say({ t: 'change', player: 0, card: '1a', from: 3, to: 6, how: 'set' })).toBe('Player 1 uses card 1a to turn the die from 3 to 6.');
    expect(say({ t: 'change', player: 0, card: '5a', from: 3, to: 4, how: 'step' })).toBe('Player 1 uses card 5a to turn the die from 3 to 4.');
    expect(say({ t: 'change', player: 0, card: '5b', from: 3, to: 1, how: 'reroll' })).toBe('Player 1 uses card 5b to reroll the 3: it comes up 1.');
    expect(say({ t: 'change', player: 0, card: '5b', from: 3, to: 4, how: 'flip' })).toBe('Player 1 uses card 5b to flip the 3 over to 4.');
    expect(say({ t: 'second', player: 1, value: 2 })).toBe('Player 2 plays card 2a and takes a second die, a 2.');
    expect(say({ t: 'build', player: 0, hex: '3,2', region: 1, track: 'sharp', rotation: 0, card: null })).toBe('Player 1 draws a sharp curve in hex 3,2 (region 1).');
    expect(say({ t: 'build', player: 0, hex: '3,2', region: 1, track: 'wide', rotation: 0, card: '6b' })).toBe('Player 1 uses card 6b to draw a wide curve in hex 3,2 (region 1).');
    expect(say({ t: 'improve', player: 0, box: 4, strength: 2 })).toBe('Player 1 crosses engine box 4: strength 2.');
    expect(say({ t: 'card', player: 0, card: '3a', from: null })).toBe('Player 1 takes card 3a from the centre and turns it sideways.');
    expect(say({ t: 'card', player: 0, card: '3a', from: 0 })).toBe('Player 1 takes their own card 3a again to turn it sideways.');
    expect(say({ t: 'card', player: 0, card: '3a', from: 1 })).toBe('Player 1 steals card 3a from Player 2 and turns it sideways.');
    expect(say({ t: 'return', player: 0, card: '5b' })).toBe('Card 5b goes back to the centre.');
  });

  it('D1–D7: a delivery with no stop, one town, towns and one city, bonus and cards', () => {
    const d = { t: 'deliver' as const, player: 0, cube: 'grey' as Colour, from: 1, to: 3, via: [] as number[], towns: 0, distance: 1, bonus: 0, cards: [] as CardSide[] };
    expect(say(d)).toBe('Player 1 delivers a grey cube from city 1 to city 3: distance 1, 1 point.');
    expect(say({ ...d, towns: 1, distance: 2 })).toBe('Player 1 delivers a grey cube from city 1 to city 3 via 1 town: distance 2, 2 points.');
    expect(say({ ...d, towns: 2, via: [4], distance: 4 })).toBe('Player 1 delivers a grey cube from city 1 to city 3 via 2 towns and city 4: distance 4, 4 points.');
    expect(say({ ...d, via: [4, 6], distance: 3, bonus: 1, cards: ['3b', '4a'] })).toBe('Player 1 delivers a grey cube from city 1 to city 3 via cities 4 and 6: distance 3, 4 points. (card 3b adds 1) (using card 3b and card 4a)');
  });

  it('RD4, F1–F5: the end of a round (none, one, several cities empty; stuck) and the final scores, one winner or a shared win', () => {
    expect(say({ t: 'round', round: 2, empty: [], over: false, reason: null })).toBe('End of round 2: no city empty on the supply board; the game ends when 3 are.');
    expect(say({ t: 'round', round: 5, empty: [1, 2, 6], over: true, reason: 'supply' })).toBe('End of round 5: 3 cities (1, 2, 6) empty on the supply board, so the game is over.');
    expect(say({ t: 'round', round: 7, empty: [1], over: true, reason: 'stuck' })).toBe('End of round 7: every map is full and no cube left can reach its city, so the game is over.');
    const score = (player: number, total: number, cards: number): PlayerScore => ({ player, deliveries: total, network: 0, connections: 0, towns: 0, engine: 0, engineBonus: 0, cards, total } as PlayerScore);
    const end = (winners: number[]): LogEntry => ({ t: 'end', result: { scores: [score(0, 5, 0), score(1, 5, -1)], ranking: [1, 0], winners, reason: 'supply' } });
    expect(say(end([1]), ['Ann', 'Bob'])).toBe('Final scores: Bob 5 (deliveries 5, network 0, engine bonus 0, cards −1), Ann 5 (deliveries 5, network 0, engine bonus 0, cards 0). Bob wins.');
    expect(say(end([1, 0]), ['Ann', 'Bob'])).toBe('Final scores: Bob 5 (deliveries 5, network 0, engine bonus 0, cards −1), Ann 5 (deliveries 5, network 0, engine bonus 0, cards 0). Bob and Ann share the win.');
  });

  it('a page in another language gets its words; a word it lacks falls back to English', () => {
    expect(describeEntry({ t: 'take', player: 0, die: 0, value: 2 }, [], nl)).toBe(fillTemplate(nl, ENGLISH, 'sr.log.take', { who: fillTemplate(nl, ENGLISH, 'sr.log.player', { n: 1 }), value: 2 }));
    const partial = { ...nl } as Record<string, string>;
    delete partial['sr.track.sharp'];
    expect(describeEntry({ t: 'build', player: 0, hex: '3,2', region: 1, track: 'sharp', rotation: 0, card: null }, [], partial)).toContain('a sharp curve');
    const lines = narrate(newGame({ players: 2, seed: 7, start: 0, sides: ALL_A }), ['Ann']);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^A game for 2 players\. Card sides: 1a, 2a, 3a, 4a, 5a, 6a\. Ann starts\./);
  });
});

describe('the state\'s lookups and copies (S1, S3, SC1, RD2)', () => {
  const base = () => newGame({ players: 3, seed: 7, start: 1, sides: sidesWith('2b', '4b') });

  it('S1, S3: a seat or a card the game does not have is refused by name; each card\'s side is the one chosen at setup', () => {
    const s = base();
    expect(sheetOf(s, 2)).toBe(s.players[2]);
    expect(() => sheetOf(s, 3)).toThrow('there is no seat 3');
    expect(() => sheetOf(s, -1)).toThrow('there is no seat -1');
    expect(currentSheet(s)).toBe(s.players[1]);
    expect([1, 2, 3, 4, 5, 6].map((n) => sideInPlay(s, n))).toEqual(['1a', '2b', '3a', '4b', '5a', '6a']);
    expect(() => sideInPlay(s, 7)).toThrow('there is no card 7');
    expect(() => sideInPlay(s, 0)).toThrow('there is no card 0');
    expect(cardState(s, 4)).toBe(s.cards[3]);
    expect(() => cardState(s, 7)).toThrow('there is no card 7');
  });

  it('SC1: who holds a side: only its holder, only while that side is the one in play; the sides a seat holds, card by card', () => {
    let s = base();
    s = withCard(s, 4, { ...s.cards[3]!, holder: 2 });
    s = withCard(s, 2, { ...s.cards[1]!, holder: 2 });
    s = withCard(s, 1, { ...s.cards[0]!, holder: 0 });
    expect(holds(s, 2, '4b')).toBe(true);
    expect(holds(s, 1, '4b')).toBe(false);
    expect(holds(s, 2, '4a')).toBe(false);
    expect(holderOf(s, '4b')).toBe(2);
    expect(holderOf(s, '4a')).toBeNull();
    expect(holderOf(s, '3a')).toBeNull();
    expect(heldSides(s, 2)).toEqual(['2b', '4b']);
    expect(heldSides(s, 0)).toEqual(['1a']);
    expect(heldSides(s, 1)).toEqual([]);
  });

  it('RD2: the die in hand is the drafted white die, none before a draft; seats of a round counted from the start seat, round the table', () => {
    const s = play(base(), { type: 'dice.roll', white: [4, 1, 6, 2], black: 1 });
    expect(dieInHand(s)).toBeNull();
    const a = play(s, { type: 'die.take', die: 2 });
    expect(dieInHand(a)).toBe(a.dice.white[2]);
    expect(dieInHand({ ...a, turn: { ...a.turn, die: 9 } })).toBeNull();
    expect([0, 1, 2, 3].map((k) => seatAt(s, k))).toEqual([1, 2, 0, 1]);
  });

  it('S2: cubes sorted yellow, red, purple, blue, grey, in a new list', () => {
    expect(COLOUR_ORDER).toEqual(['yellow', 'red', 'purple', 'blue', 'grey']);
    const mixed: Colour[] = ['grey', 'blue', 'yellow', 'purple', 'red', 'yellow'];
    expect(sortCubes(mixed)).toEqual(['yellow', 'yellow', 'red', 'purple', 'blue', 'grey']);
    expect(mixed[0]).toBe('grey');
  });

  it('copies change one thing and leave the state they came from as it was', () => {
    const s = play(base(), { type: 'dice.roll', white: [4, 1, 6, 2], black: 1 });
    const before = JSON.stringify(s);
    const sheet = { tracks: {}, engine: [3], points: [] };
    const a = withSheet(s, 2, sheet);
    expect(a.players[2]).toBe(sheet);
    expect(a.players[0]).toBe(s.players[0]);
    const b = withCard(s, 5, { face: 'a', holder: 1, sideways: true });
    expect(b.cards[4]).toEqual({ face: 'a', holder: 1, sideways: true });
    expect(b.cards[3]).toBe(s.cards[3]);
    const c = withDie(s, 1, { value: 5, by: 2, spent: false });
    expect(c.dice).toEqual({ white: [s.dice.white[0], { value: 5, by: 2, spent: false }, s.dice.white[2], s.dice.white[3]], black: 1 });
    const d = withLog(s, { t: 'take', player: 1, die: 0, value: 4 }, { t: 'pass', player: 1, value: 4 });
    expect(logEntries(d.log).slice(-2)).toEqual([{ t: 'take', player: 1, die: 0, value: 4 }, { t: 'pass', player: 1, value: 4 }]);
    expect(JSON.stringify(s)).toBe(before);
  });
});

describe('the log in words and the invariants, at their edges (S2, S6, D1, RD2, SC3)', () => {
  it('with no names given every seat is "Player n"; colours are words of the page\'s language', () => {
    expect(describeEntry({ t: 'take', player: 1, die: 0, value: 3 })).toBe('Player 2 takes a 3.');
    const setup: LogEntry = { t: 'setup', players: 2, start: 0, sides: ['1a', '2a', '3a', '4a', '5a', '6a'], removed: ['red', 'grey'], difficulty: 'none', chart: null };
    const red = (nl as Record<string, string>)['sr.colour.red']!;
    expect(red).not.toBe('red');
    expect(describeEntry(setup, [], nl)).toContain(`${red}, ${(nl as Record<string, string>)['sr.colour.grey']}`);
    const d: LogEntry = { t: 'deliver', player: 0, cube: 'red', from: 1, to: 2, via: [], towns: 0, distance: 1, bonus: 0, cards: [] };
    expect(describeEntry(d, [], nl)).toContain(` ${red} `);
    expect(describeEntry(d, [], nl)).not.toContain(' red ');
  });

  it('S6: a chart is told only for a Medium or Hard game with its chart', () => {
    const base = { t: 'setup' as const, players: 2, start: 0, sides: ['1a', '2a', '3a', '4a', '5a', '6a'] as CardSide[], removed: [] as Colour[] };
    const plain = 'A game for 2 players. Card sides: 1a, 2a, 3a, 4a, 5a, 6a. Player 1 starts.';
    expect(describeEntry({ ...base, difficulty: 'none', chart: 2 })).toBe(plain);
    expect(describeEntry({ ...base, difficulty: 'hard', chart: null })).toBe(plain);
    expect(describeEntry({ ...base, difficulty: 'hard', chart: 1 })).toBe(`${plain} Hard game: chart 1 blocks borders 1-3, 3-5, 2-4 and 1-6.`);
  });

  it('RD2, SC3: in card 2b\'s steal window the drafter holds a fresh die, or the state is named as broken; engine boxes rising with gaps are sound', () => {
    const a = play(newGame({ players: 2, seed: 7, start: 1, sides: ALL_A }), { type: 'dice.roll', white: [1, 2, 3], black: 4 }, { type: 'die.take', die: 0 });
    const steal = { die: 0, victim: 1, thief: 0 };
    expect(checkInvariants({ ...a, phase: 'steal', steal })).toEqual([]);
    expect(checkInvariants({ ...a, phase: 'steal', steal, turn: { ...a.turn, die: null } })).toEqual(['in phase steal the current player holds no fresh die']);
    expect(checkInvariants({ ...a, phase: 'steal', steal, turn: { ...a.turn, die: 2 } })).toEqual(['in phase steal the current player holds no fresh die']);
    expect(checkInvariants(withSheet(a, 0, { ...a.players[0]!, engine: [1, 3, 6] }))).toEqual([]);
  });
});

describe('S5: the map\'s lookups (a labelled reconstruction, pinned so a change is a choice)', () => {
  it('S5: the borders between touching regions, smaller region first, each with its hex sides in reading order', () => {
    expect(REGION_BORDERS.map((b) => `${b.a}-${b.b}:${b.sides.length}`)).toEqual(['1-3:7', '1-4:1', '1-6:7', '2-3:1', '2-4:7', '2-5:7', '3-4:7', '3-5:7', '4-6:7']);
    expect(REGION_BORDERS[0]!.sides.slice(0, 3)).toEqual([{ hex: '3,0', side: 1 }, { hex: '3,0', side: 2 }, { hex: '3,1', side: 1 }]);
    expect([borderId(3, 1), borderId(1, 3)]).toEqual(['1-3', '1-3']);
  });

  it('S5: each region\'s city, town and hexes; a hex by its place in reading order, with its neighbours, region, city and town', () => {
    expect(REGIONS.map((r) => [r.id, r.city, r.town, r.hexes.length, r.buildable.length])).toEqual([[1, '1,1', '3,1', 16, 15], [2, '9,6', '8,7', 16, 15], [3, '5,1', '6,3', 16, 15], [4, '5,6', '4,6', 16, 15], [5, '9,1', '10,2', 16, 15], [6, '1,6', '1,4', 16, 15]]);
    // S5: a region's hexes are the map's hexes of that region, each once (buildable: all but the city).
    for (const r of REGIONS) {
      expect(r.hexes).toEqual(HEXES.filter((h) => h.region === r.id).map((h) => h.key));
      expect(r.buildable).toEqual(r.hexes.filter((k) => k !== r.city));
    }
    expect(HEXES).toHaveLength(96);
    expect([hexIndex('1,1'), hexIndex('11,7'), hexIndex('12,0'), hexIndex('x')]).toEqual([13, 95, -1, -1]);
    expect(Array.from(NEIGHBOUR.slice(0, 6))).toEqual([-1, -1, 1, 12, -1, -1]);
    expect(Array.from(NEIGHBOUR.slice(13 * 6, 13 * 6 + 6))).toEqual([1, 14, 26, 25, 24, 12]);
    expect([CITY_OF[13], CITY_OF[0], IS_TOWN[hexIndex('3,1')], IS_TOWN[13], REGION_OF[95]]).toEqual([1, 0, 1, 0, 2]);
    expect([...CITY_OF].filter((c) => c > 0).sort()).toEqual([1, 2, 3, 4, 5, 6]);
    expect([cityAt('1,1'), cityAt('0,0'), cityHex(2), cityHex(7), colourOfCity(5), colourOfCity(7)]).toEqual([1, null, '9,6', undefined, 'purple', undefined]);
  });

  it('S5: across a side: a neighbour on the map, none off it; a key off the map or not a key takes the geometry', () => {
    expect(mapNeighbour('1,1', 2)!.key).toBe('2,2');
    expect(mapNeighbour('0,0', 0)).toBeUndefined();
    expect(mapNeighbour('1,0', 5)!.key).toBe('0,0'); // the first hex of the table, place 0
    expect(mapNeighbour('12,0', 4)!.key).toBe('11,0');
    expect(mapNeighbour('nonsense', 0)).toBeUndefined();
    expect(crossesRegions('3,1', 1)).toEqual([1, 3]);
    expect(crossesRegions('4,0', 4)).toEqual([3, 1]);
    expect(crossesRegions('1,1', 2)).toBeNull();
    expect(crossesRegions('0,0', 0)).toBeNull();
    expect(crossesRegions('20,20', 0)).toBeNull();
  });
});
