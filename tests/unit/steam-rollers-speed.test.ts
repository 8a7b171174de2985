/**
 * The Steam Rollers speed-ups decide exactly what the plain code decides:
 * the map's number tables (rules/map.ts) give the same neighbours as the hex
 * geometry; the chains traced by numbers (rules/network.ts `traceSides`) are
 * the chains traced key by key; and the planner's sheet worth, weighed again
 * only where a build touches the sheet (bots.ts `worthAfterBuild`), is the
 * very same number as the whole drawn sheet counted key by key. On random
 * sheets (loose pieces, rings, lines into cities, walls) and on the sheets
 * of bot games.
 */
import { describe, expect, it } from 'vitest';
import { botMove, botSeat, deliveryPoints, sheetWorth, worthAfterBuild, type BotLevel } from '../../src/machines/steam-rollers/bots';
import { wallsFor, type Walls } from '../../src/machines/steam-rollers/rules/charts';
import { SIDES, hexKey, neighbour, parseHexKey } from '../../src/machines/steam-rollers/rules/hex';
import { legalDeliveries } from '../../src/machines/steam-rollers/rules/deliver';
import { applyEvent } from '../../src/machines/steam-rollers/rules/game';
import { legalBuilds } from '../../src/machines/steam-rollers/rules/legal';
import { HEXES, REGIONS, hexAt, mapNeighbour } from '../../src/machines/steam-rollers/rules/map';
import { traceChains, tracksAlong, type Tracks } from '../../src/machines/steam-rollers/rules/network';
import { sheetWorthByKey, traceChainsByKey } from './steam-rollers-oracle';
import { newGame } from '../../src/machines/steam-rollers/rules/setup';
import { withSheet } from '../../src/machines/steam-rollers/rules/state';
import { ROTATIONS, TRACK_TYPES, canonicalTrack, type DrawnTrack } from '../../src/machines/steam-rollers/rules/tracks';
import type { SteamState } from '../../src/machines/steam-rollers/rules/types';
import { nextInt, seedFrom, type RngState } from '../../src/machines/shared/rng';

/** A small seeded dice cup for the random sheets. */
function cup(seed: string) {
  let r: RngState = seedFrom(seed);
  return (n: number): number => {
    let k: number;
    [k, r] = nextInt(r, n);
    return k;
  };
}

const KINDS = TRACK_TYPES.flatMap((type) => ROTATIONS[type].map((rotation): DrawnTrack => ({ type, rotation })));
const PLAIN = HEXES.filter((h) => h.kind !== 'city').map((h) => h.key);

/**
 * A random sheet: a few lines wandering out of cities (into another city or
 * stopping anywhere), then each other open hex drawn with chance `fill`, any
 * kind and turn.
 */
function randomSheet(roll: (n: number) => number, fill: number): Record<string, DrawnTrack> {
  const out: Record<string, DrawnTrack> = {};
  for (let line = roll(5); line > 0; line--) {
    const path = [REGIONS[roll(REGIONS.length)]!.city];
    for (let step = 0; step < 30 && path.length < 12; step++) {
      const next = mapNeighbour(path.at(-1)!, SIDES[roll(6)]!);
      if (!next || path.includes(next.key) || out[next.key]) continue;
      path.push(next.key);
      if (next.kind === 'city') break;
    }
    if (path.length > 2) Object.assign(out, tracksAlong(path));
  }
  // Now and then a ring of six tracks round a hex.
  const centre = HEXES[roll(HEXES.length)]!;
  const ring = SIDES.map((side) => mapNeighbour(centre.key, side));
  if (roll(3) === 0 && ring.every((h) => h && h.kind !== 'city' && !out[h.key])) {
    const keys = ring.map((h) => h!.key);
    Object.assign(out, tracksAlong([...keys, keys[0]!, keys[1]!]));
  }
  for (const key of PLAIN) if (!out[key] && roll(100) < fill) out[key] = KINDS[roll(KINDS.length)]!;
  return out;
}

const ALL_WALLS: Walls[] = [wallsFor('none', null), ...[1, 2, 3, 4, 5, 6].flatMap((n) => [wallsFor('medium', n), wallsFor('hard', n)])];

describe('Steam Rollers speed-ups change no verdict', () => {
  it('the neighbour table gives the hex geometry\'s neighbour for every hex and side, and odd keys still go the long way', () => {
    let onMap = 0;
    for (const h of HEXES) {
      for (const side of SIDES) {
        const want = hexAt(hexKey(neighbour(h, side)));
        expect(mapNeighbour(h.key, side), `${h.key} side ${side}`).toBe(want);
        if (want) onMap++;
      }
    }
    expect(onMap).toBeGreaterThan(HEXES.length * 4);
    for (const key of ['-1,0', '12,3', '5,-1', ' 3,2 ', 'x']) {
      for (const side of SIDES) {
        const h = parseHexKey(key);
        expect(mapNeighbour(key, side)).toBe(h ? hexAt(hexKey(neighbour(h, side))) : undefined);
      }
    }
  });

  it('chains traced by numbers are the chains traced key by key, on 200 random sheets with every chart', () => {
    const roll = cup('chains');
    const seen = { loop: 0, connection: 0, blocked: 0, open: 0 };
    for (let i = 0; i < 200; i++) {
      const tracks: Tracks = randomSheet(roll, [15, 40, 70, 95][i % 4]!);
      const walls = ALL_WALLS[i % ALL_WALLS.length]!;
      const chains = traceChains(tracks, walls);
      expect(chains).toEqual(traceChainsByKey(tracks, walls));
      for (const c of chains) {
        if (c.loop) seen.loop++;
        else if (c.ends[0] !== null && c.ends[1] !== null) seen.connection++;
        else seen.open++;
        if (c.blocked) seen.blocked++;
      }
    }
    // The random sheets do hold every kind of chain.
    expect(seen.loop).toBeGreaterThan(5);
    expect(seen.connection).toBeGreaterThan(60);
    expect(seen.blocked).toBeGreaterThan(60);
    expect(seen.open).toBeGreaterThan(3000);
    // A sheet no game or checked scenario can hold (a key off the map) is refused, not traced some other way.
    const odd: Tracks = { '20,20': { type: 'sharp', rotation: 1 }, [PLAIN[0]!]: { type: 'wide', rotation: 2 } };
    expect(() => traceChains(odd)).toThrow(/off the map/);
  });

  /** Every build on the current player's sheet: the planner's worth of it equals the drawn sheet's worth counted key by key. */
  function checkBuilds(s: SteamState, builds: { hex: string; track: DrawnTrack }[]): number {
    const tracks = s.players[s.current]!.tracks;
    expect(Object.is(sheetWorth(s, tracks), sheetWorthByKey(s, tracks))).toBe(true);
    let n = 0;
    for (const { hex, track } of builds) {
      const fast = worthAfterBuild(s, hex, track);
      const slow = sheetWorthByKey(s, { ...tracks, [hex]: track });
      if (!Object.is(fast, slow)) expect(`${hex} ${track.type} ${track.rotation}: ${fast}`).toBe(`${hex} ${track.type} ${track.rotation}: ${slow}`);
      n++;
    }
    return n;
  }

  it('the planner weighs every build as the whole drawn sheet would be weighed, on random sheets', () => {
    const roll = cup('worth');
    let s = newGame({ players: 3, seed: 77, difficulty: 'hard', chart: 2 });
    let checked = 0;
    for (let i = 0; i < 45; i++) {
      if (i % 15 === 0) s = newGame({ players: 3, seed: 77 + i, difficulty: (['none', 'medium', 'hard'] as const)[i / 15]!, chart: 1 + (i % 6) });
      const tracks = randomSheet(roll, [5, 20, 45, 75][i % 4]!);
      const t = withSheet(s, s.current, { ...s.players[s.current]!, tracks });
      // Every empty hex with three kinds and turns of track.
      const empty = PLAIN.filter((k) => !tracks[k]);
      checked += checkBuilds(t, empty.flatMap((hex) => [0, 1, 2].map(() => ({ hex, track: KINDS[roll(KINDS.length)]! }))));
    }
    expect(checked).toBeGreaterThan(4000);
    // A sheet with a track on a city (no real game has one) is weighed in full, with the same result.
    const city = { ...randomSheet(roll, 40), [REGIONS[2]!.city]: { type: 'sharp', rotation: 3 } as DrawnTrack };
    const t = withSheet(s, s.current, { ...s.players[s.current]!, tracks: city });
    expect(checkBuilds(t, PLAIN.filter((k) => !city[k]).map((hex) => ({ hex, track: KINDS[7]! })))).toBeGreaterThan(10);
  });

  it('the planner weighs every legal build as the whole drawn sheet would be weighed, in bot games (every fourth action), and reads each delivery\'s points right', () => {
    let checked = 0;
    let deliveries = 0;
    for (const [g, levels] of ([['planner', 'random'], ['random', 'planner', 'planner'], ['planner', 'planner', 'random', 'planner']] as BotLevel[][]).entries()) {
      let s = newGame({ players: levels.length, seed: 300 + g, difficulty: (['none', 'medium', 'hard'] as const)[g]!, switches: { railsStopAtWalls: g === 2 } });
      for (let i = 0; i < 8000 && s.phase !== 'over' && s.round <= 60; i++) {
        if (s.phase === 'action' && i % 4 === 0 && s.round <= 25) checked += checkBuilds(s, legalBuilds(s).map((e) => ({ hex: e.hex, track: canonicalTrack(e.track, e.rotation) })));
        // The planner reads a delivery's points off its route: the points legalDeliveries gives it.
        if (s.phase === 'action') {
          for (const d of legalDeliveries(s)) {
            expect(deliveryPoints(s, d.event), JSON.stringify(d.event)).toBe(d.points);
            deliveries++;
          }
        }
        const out = applyEvent(s, botMove(s, levels[botSeat(s)]!, g)!);
        if (!out.ok) throw new Error(out.refusal.message);
        s = out.state;
      }
    }
    expect(checked).toBeGreaterThan(4000);
    expect(deliveries).toBeGreaterThan(15);
  });
});
