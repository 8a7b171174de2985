/**
 * The Steam Rollers rules core clause by clause, at the edges a rule draws: each test fails when
 * the clause it names is weakened (found by mutation testing, `npm run mutate -- steam-rollers`).
 * Positions are built inside the tests, so no rules code runs while this file loads.
 */
import { describe, expect, it } from 'vitest';
import { CARD_SIDES, type CardSide, type Face } from '../../src/machines/steam-rollers/rules/cards';
import { explainDeliver } from '../../src/machines/steam-rollers/rules/deliver';
import { applyEvent, explain } from '../../src/machines/steam-rollers/rules/game';
import { CITIES } from '../../src/machines/steam-rollers/rules/map';
import { connections, tracksAlong } from '../../src/machines/steam-rollers/rules/network';
import { newGame } from '../../src/machines/steam-rollers/rules/setup';
import { withCard, withSheet } from '../../src/machines/steam-rollers/rules/state';
import type { Colour, DeliverEvent, SteamEvent, SteamState } from '../../src/machines/steam-rollers/rules/types';

const ALL_A: Face[] = ['a', 'a', 'a', 'a', 'a', 'a'];
const sidesWith = (...sides: CardSide[]): Face[] => {
  const out = ALL_A.slice();
  for (const s of sides) out[CARD_SIDES[s].card - 1] = CARD_SIDES[s].face;
  return out;
};

function play(s: SteamState, ...events: SteamEvent[]): SteamState {
  return events.reduce((st, e) => {
    const out = applyEvent(st, e);
    if (!out.ok) throw new Error(`${JSON.stringify(e)} refused: ${out.refusal.message}`);
    return out.state;
  }, s);
}

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
