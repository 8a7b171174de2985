/**
 * The Steam Rollers move lists (rules/legal.ts) against the core's own refusals: in positions met in
 * seeded games with every card side, switch and chart, the moves listed are exactly the moves
 * `explain` accepts, counted once each (found by mutation testing, `npm run mutate -- steam-rollers`).
 * Positions are built inside the tests, so no rules code runs while this file loads.
 */
import { describe, expect, it } from 'vitest';
import { ALL_A, play } from './steamHelpers';
import { nextInt, type RngState } from '../../src/machines/shared/rng';
import { type CardSide, type Face } from '../../src/machines/steam-rollers/rules/cards';
import { legalDeliveries } from '../../src/machines/steam-rollers/rules/deliver';
import { explain } from '../../src/machines/steam-rollers/rules/game';
import { freeDiceByValue, hasLegalAction, legalBuilds, legalCardPlays, legalMoves, sameMove } from '../../src/machines/steam-rollers/rules/legal';
import { CITIES, HEXES, region } from '../../src/machines/steam-rollers/rules/map';
import { tracksAlong } from '../../src/machines/steam-rollers/rules/network';
import { newGame } from '../../src/machines/steam-rollers/rules/setup';
import { withCard, withSheet } from '../../src/machines/steam-rollers/rules/state';
import { TRACK_TYPES, canonicalTrack } from '../../src/machines/steam-rollers/rules/tracks';
import type { BuildEvent, CardPlay, SteamEvent, SteamState } from '../../src/machines/steam-rollers/rules/types';



/**
 * Every build event worth asking about in the die's region (its city too; a hex elsewhere is refused by B1 before
 * anything else is looked at, and a listed one would fail the first check): each kind, rotation 0–5 and card (none, 6a, 6b).
 */
function everyBuild(s: SteamState): BuildEvent[] {
  const out: BuildEvent[] = [];
  const value = s.turn.die === null ? 0 : s.dice.white[s.turn.die]!.value;
  for (const h of HEXES.filter((x) => x.region === value)) {
    for (const track of TRACK_TYPES) {
      for (let rotation = 0; rotation < 6; rotation++) {
        out.push({ type: 'track.build', hex: h.key, track, rotation });
        for (const card of ['6a', '6b'] as const) out.push({ type: 'track.build', hex: h.key, track, rotation, card });
      }
    }
  }
  return out;
}

/** Every card play worth asking about, off-range values included. */
function everyCardPlay(s: SteamState): CardPlay[] {
  const out: CardPlay[] = [];
  for (let v = 0; v <= 7; v++) out.push({ type: 'card.play', card: '1a', value: v }, { type: 'card.play', card: '1b', value: v });
  out.push({ type: 'card.play', card: '5a', step: 1 }, { type: 'card.play', card: '5a', step: -1 });
  out.push({ type: 'card.play', card: '5b', mode: 'reroll' }, { type: 'card.play', card: '5b', mode: 'flip' });
  for (let d = 0; d <= s.dice.white.length; d++) out.push({ type: 'card.play', card: '2a', die: d });
  out.push({ type: 'card.play', card: '2b' });
  return out;
}

/** What a build draws, for telling apart builds that differ only in naming (a straight turned by 3, a 6a/6b for a kind the black die allows). */
const drawn = (e: BuildEvent) => JSON.stringify([e.hex, canonicalTrack(e.track, e.rotation)]);

/**
 * The same move as a player sees it: a build by what it draws, a die by its value (dice showing the same value are
 * interchangeable), anything else by its fields.
 */
function sameAs(s: SteamState) {
  return (e: SteamEvent): string => {
    if (e.type === 'track.build') return `build ${drawn(e)}`;
    if (e.type === 'die.take') return `take ${s.dice.white[e.die]!.value}`;
    if (e.type === 'card.play' && e.card === '2a') return `2a ${s.dice.white[e.die]!.value}`;
    return JSON.stringify(e);
  };
}

/** Every move explain accepts here (deliveries from the route finder, checked on their own in the deliver tests). */
function accepted(s: SteamState): SteamEvent[] {
  const candidates: SteamEvent[] = [
    { type: 'dice.roll' },
    { type: 'steal.pass' },
    { type: 'turn.end' },
    { type: 'turn.pass' },
    { type: 'engine.improve' },
    { type: 'card.take' },
    ...Array.from({ length: s.dice.white.length + 1 }, (_, die): SteamEvent => ({ type: 'die.take', die })),
    ...everyCardPlay(s),
    ...(s.phase === 'action' ? everyBuild(s) : []),
    ...(s.phase === 'action' ? legalDeliveries(s).map((d) => d.event) : []),
  ];
  return candidates.filter((e) => explain(s, e) === null);
}

/** Seeded games with every card handed out at the start, so that 2a, 2b, 5a, 6a… come up; each position is passed to `visit`. */
function walk(seed: number, visit: (s: SteamState) => void): void {
  let r: RngState = seed;
  let k: number;
  [k, r] = nextInt(r, 4);
  const players = 2 + k;
  const sides: Face[] = [];
  for (let i = 0; i < 6; i++) {
    [k, r] = nextInt(r, 2);
    sides.push(k ? 'b' : 'a');
  }
  [k, r] = nextInt(r, 3);
  const difficulty = (['none', 'medium', 'hard'] as const)[k]!;
  [k, r] = nextInt(r, 2);
  const card2a = k ? 'together' : 'after';
  [k, r] = nextInt(r, 2);
  let s = newGame({ players, seed, start: 0, sides, difficulty, switches: { card2a, railsStopAtWalls: k === 1 } });
  for (let n = 1; n <= 6; n++) {
    [k, r] = nextInt(r, players + 1);
    if (k < players) s = withCard(s, n, { ...s.cards[n - 1]!, holder: k, sideways: false });
  }
  for (let step = 0; step < 70 && s.phase !== 'over'; step++) {
    visit(s);
    const moves = legalMoves(s);
    // Mostly actions and card plays (builds are many): a move of a random type, then a random one of that type.
    const types = [...new Set(moves.map((m) => m.type))];
    [k, r] = nextInt(r, types.length);
    const ofType = moves.filter((m) => m.type === types[k]);
    [k, r] = nextInt(r, ofType.length);
    s = play(s, ofType[k]!);
  }
}

/** Checks that the moves listed in `s` are the moves explain accepts, each once; returns the kinds of move listed. */
function checkListed(s: SteamState, where: string): string[] {
  const key = sameAs(s);
  const listed = legalMoves(s);
  for (const m of listed) expect(explain(s, m), `${JSON.stringify(m)} in phase ${s.phase}, ${where}`).toBeNull();
  const keys = listed.map(key);
  expect(new Set(keys).size, `a move listed twice in phase ${s.phase}, ${where}`).toBe(keys.length);
  const want = [...new Set(accepted(s).map(key))].sort();
  expect([...keys].sort(), `phase ${s.phase}, ${where}`).toEqual(want);
  return listed.map((m) => (m.type === 'card.play' ? m.card : m.type));
}

/**
 * Seat 0 acts with a die showing 2 that allows nothing: region 2 drawn full (straights running north–south), box 2
 * crossed, card 2 lying sideways with seat 1, no cube on the board. `open` undoes one of these.
 */
function stuck(open?: 'engine' | 'card' | 'hex' | 'cube'): SteamState {
  let s = newGame({ players: 2, seed: 7, start: 0, sides: ['b', 'a', 'a', 'a', 'a', 'a'] });
  const full: Record<string, { type: 'straight'; rotation: number }> = Object.fromEntries(region(2)!.buildable.map((k) => [k, { type: 'straight' as const, rotation: 0 }]));
  if (open === 'hex') delete full[region(2)!.buildable[0]!];
  // Two more straights carry the column of city 2 on to city 5: a purple cube on city 2 then has a route home.
  if (open === 'cube') Object.assign(full, { '9,2': { type: 'straight', rotation: 0 }, '9,3': { type: 'straight', rotation: 0 } });
  s = withSheet(s, 0, { ...s.players[0]!, tracks: full, engine: open === 'engine' ? [] : [2] });
  if (open !== 'card') s = withCard(s, 2, { ...s.cards[1]!, holder: 1, sideways: true });
  s = { ...s, supply: Object.fromEntries(CITIES.map((c) => [c, open === 'cube' && c === 2 ? ['purple' as const] : []])) };
  return play(s, { type: 'dice.roll', white: [2, 6, 6], black: 1 }, { type: 'die.take', die: 0 });
}

describe('RD2, B1, SC3: the legal moves are exactly the moves the core accepts', () => {
  it('RD2: passing is refused while any one action is open: improving (E1), taking the card (SC1), a hex to draw in (B1), a cube to deliver (D1)', () => {
    const only = { engine: 'engine.improve', card: 'card.take', hex: 'track.build', cube: 'cargo.deliver' } as const;
    for (const open of ['engine', 'card', 'hex', 'cube'] as const) {
      const s = stuck(open);
      expect(hasLegalAction(s), open).toBe(true);
      expect(new Set(legalMoves(s).map((m) => m.type)), open).toEqual(new Set([only[open]]));
      expect(explain(s, { type: 'turn.pass' }), open).toMatchObject({ rule: 'RD2', key: 'pass.actionOpen', vars: { die: 2 } });
    }
  });

  it('RD2: in seeded games (2–5 players, every side, chart and switch) every listed move is accepted, every accepted one is listed, and none twice', () => {
    const phases = new Set<string>();
    const types = new Set<string>();
    let positions = 0;
    for (let seed = 1; seed <= 10; seed++) {
      walk(seed, (s) => {
        positions++;
        phases.add(s.phase);
        for (const t of checkListed(s, `seed ${seed}`)) types.add(t);
      });
    }
    // The walk reached what it is meant to check.
    expect(positions).toBeGreaterThan(500);
    expect([...phases].sort()).toEqual(['action', 'draft', 'roll', 'second', 'steal']);
    for (const t of ['1a', '1b', '2a', '2b', '5a', '5b', 'track.build', 'engine.improve', 'card.take', 'turn.end', 'steal.pass']) expect(types, t).toContain(t);
  });

  it('RD2: a die that allows nothing (region drawn full, box crossed, its card sideways elsewhere, nothing to deliver) lists only the pass, and a card play', () => {
    const s = stuck();
    expect(hasLegalAction(s)).toBe(false);
    expect(checkListed(s, 'a die that allows nothing')).toEqual(['turn.pass']);
    // Holding card 1b the die can be changed first: the pass is still listed, after the card plays.
    const card = withCard(s, 1, { ...s.cards[0]!, holder: 0 });
    const moves = legalMoves(card);
    expect(moves.at(-1)).toEqual({ type: 'turn.pass' });
    expect(moves.slice(0, -1).map((m) => (m.type === 'card.play' && m.card === '1b' ? m.value : null))).toEqual([1, 3, 4, 5, 6]);
    checkListed(card, 'a die that allows nothing, card 1b held');
  });

  it('D1: with a cube to deliver on a drawn network, the deliveries are listed beside the builds, improve and card', () => {
    let s = newGame({ players: 2, seed: 7, start: 0, sides: ALL_A });
    s = withSheet(s, 0, { ...s.players[0]!, tracks: tracksAlong(['1,1', '2,2', '3,2', '4,2', '5,1']), engine: [2, 3] });
    s = { ...s, supply: Object.fromEntries(CITIES.map((c) => [c, c === 1 ? ['grey' as const] : []])) };
    s = play(s, { type: 'dice.roll', white: [1, 6, 6], black: 1 }, { type: 'die.take', die: 0 });
    const types = checkListed(s, 'a delivery from city 1');
    expect(types).toContain('cargo.deliver');
    expect(new Set(types)).toEqual(new Set(['cargo.deliver', 'track.build', 'engine.improve', 'card.take']));
  });

  it('RD2: with no die in hand there is no build, card play on a die or action; the roll is the only move before the dice are rolled', () => {
    const s = newGame({ players: 3, seed: 5, start: 0, sides: ALL_A });
    expect(legalMoves(s)).toEqual([{ type: 'dice.roll' }]);
    const drafting = play(s, { type: 'dice.roll', white: [1, 2, 2, 6], black: 1 });
    expect(drafting.phase).toBe('draft');
    expect(legalBuilds(drafting)).toEqual([]);
    expect(legalCardPlays(drafting)).toEqual([]);
    // One die per value, lowest index first: the second 2 is the same move as the first.
    expect(legalMoves(drafting)).toEqual([0, 1, 3].map((die) => ({ type: 'die.take', die })));
  });

  it('B1: the builds listed are every empty hex of the die\'s region, in each kind the black die allows and each turn, with no card', () => {
    let s = newGame({ players: 2, seed: 7, start: 0, sides: ALL_A });
    s = play(s, { type: 'dice.roll', white: [2, 2, 2], black: 1 }, { type: 'die.take', die: 0 });
    expect(hasLegalAction(s)).toBe(true);
    expect(legalMoves(s).some((m) => m.type === 'turn.pass')).toBe(false);
    const builds = legalBuilds(s);
    // Region 2 has 15 hexes to draw in; the black die 1 allows sharp and wide curves, six turns each.
    expect(builds).toHaveLength(15 * 12);
    expect(builds.every((b) => b.card === undefined && (b.track === 'sharp' || b.track === 'wide'))).toBe(true);
  });

  it('B1: holding 6a or 6b, the kind the black die leaves out is listed with the card, the allowed kinds without it', () => {
    for (const side of ['6a', '6b'] as CardSide[]) {
      let s = newGame({ players: 2, seed: 7, start: 0, sides: side === '6b' ? ['a', 'a', 'a', 'a', 'a', 'b'] : ALL_A });
      s = withCard(s, 6, { ...s.cards[5]!, holder: 0, sideways: false });
      s = play(s, { type: 'dice.roll', white: [2, 3, 3], black: 1 }, { type: 'die.take', die: 0 });
      const builds = legalBuilds(s);
      expect(builds, side).toHaveLength(15 * 15);
      expect(builds.filter((b) => b.track === 'straight').every((b) => b.card === side), side).toBe(true);
      expect(builds.filter((b) => b.track !== 'straight').every((b) => b.card === undefined), side).toBe(true);
      // Given back to the centre, the card offers no straight any more.
      const without = withCard(s, 6, { ...s.cards[5]!, holder: null });
      expect(legalBuilds(without).some((b) => b.track === 'straight'), side).toBe(false);
    }
  });
});

describe('sameMove: finding a move among the legal ones', () => {
  it('two events are the same move whatever their key order, and keys left undefined do not count', () => {
    expect(sameMove({ type: 'track.build', hex: '2,1', track: 'wide', rotation: 3 }, { rotation: 3, track: 'wide', hex: '2,1', type: 'track.build' } as SteamEvent)).toBe(true);
    expect(sameMove({ type: 'track.build', hex: '2,1', track: 'wide', rotation: 3, card: undefined }, { type: 'track.build', hex: '2,1', track: 'wide', rotation: 3 })).toBe(true);
    expect(sameMove({ type: 'track.build', hex: '2,1', track: 'wide', rotation: 3 }, { type: 'track.build', hex: '2,1', track: 'wide', rotation: 4 })).toBe(false);
    expect(sameMove({ type: 'track.build', hex: '2,1', track: 'wide', rotation: 3, card: '6a' }, { type: 'track.build', hex: '2,1', track: 'wide', rotation: 3 })).toBe(false);
    expect(sameMove({ type: 'die.take', die: 1 }, { type: 'die.take', die: 2 })).toBe(false);
  });
});

describe('freeDiceByValue', () => {
  it('RD2: the free white dice one per value, lowest index first; a drafted die is not free', () => {
    let s = newGame({ players: 4, seed: 3, start: 0, sides: ALL_A });
    s = play(s, { type: 'dice.roll', white: [5, 3, 5, 3, 1], black: 2 });
    expect(freeDiceByValue(s)).toEqual([0, 1, 4]);
    s = play(s, { type: 'die.take', die: 0 });
    expect(freeDiceByValue(s)).toEqual([1, 2, 4]);
  });
});
