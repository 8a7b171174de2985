/**
 * The deck (R1, an assumed composition) and what one seat may see (R23, ruling 32), each pinned by
 * the clause it keeps (found by mutation testing, `npm run mutate -- rollecate`).
 */
import { describe, expect, it } from 'vitest';
import { ASSUMED_DECK, DECK_SIZE, makeDeck } from '../../src/machines/rollecate/rules/deck';
import { publicView } from '../../src/machines/rollecate/rules/view';
import type { GameState } from '../../src/machines/rollecate/rules/types';
import { ids, laid, play, position, track } from './helpers';

describe('R1: the deck', () => {
  it('R1: 12/11/11/12 regular cards of values 1–4, about half straight; ids say value, shape and number', () => {
    const deck = makeDeck();
    expect(deck).toHaveLength(DECK_SIZE);
    const count = (value: number, shape: string) => deck.filter((c) => !c.broken && !c.chaos && c.value === value && c.shape === shape).length;
    expect([1, 2, 3, 4].map((v) => [count(v, 'straight'), count(v, 'curve')])).toEqual([[6, 6], [6, 5], [5, 6], [6, 6]]);
    expect(deck.slice(0, 13).map((c) => c.id)).toEqual(['1s1', '1s2', '1s3', '1s4', '1s5', '1s6', '1c1', '1c2', '1c3', '1c4', '1c5', '1c6', '2s1']);
    expect(deck.find((c) => c.id === '3c6')).toEqual({ id: '3c6', value: 3, shape: 'curve' });
    expect(deck.find((c) => c.id === '4s6')).toEqual({ id: '4s6', value: 4, shape: 'straight' });
  });

  it('R1: one broken track of each value (2 straight, 2 curved) and five chaos cards valued 1, 2, 3, 4, 2', () => {
    const deck = makeDeck();
    expect(deck.filter((c) => c.broken)).toEqual([
      { id: 'b1', value: 1, shape: 'straight', broken: true },
      { id: 'b2', value: 2, shape: 'curve', broken: true },
      { id: 'b3', value: 3, shape: 'straight', broken: true },
      { id: 'b4', value: 4, shape: 'curve', broken: true },
    ]);
    expect(deck.filter((c) => c.chaos)).toEqual([1, 2, 3, 4, 2].map((value, i) => ({ id: `x${i + 1}`, value, chaos: true })));
  });

  it('R1: another composition makes another deck; two broken cards of one value get ids apart', () => {
    const deck = makeDeck({
      regular: { 1: [1, 0], 2: [0, 1], 3: [0, 0], 4: [0, 0] },
      broken: [{ value: 1, shape: 'straight' }, { value: 1, shape: 'curve' }, { value: 2, shape: 'curve' }],
      chaos: [3],
    });
    expect(ids(deck)).toEqual(['1s1', '2c1', 'b1-1', 'b1-2', 'b2', 'x1']);
    expect(new Set(ids(deck)).size).toBe(6);
    expect(ASSUMED_DECK.chaos).toHaveLength(5);
  });
});

describe('R23 (ruling 32): what a seat sees', () => {
  /** Ann (seat 0) to act holding two cards; Bob holds one; one card boxed unseen at setup, one combined in play. */
  const s = (): GameState => {
    const t = position({
      railway: [laid('r1', 1), laid('r2', 1), laid('r3', 1)], train: 'r1', drawPile: [track('d1', 1), track('d2', 2), track('d3', 2)],
      players: [{ name: 'Ann', hand: [track('h1', 1)], discard: [track('p1', 2)] }, { name: 'Bob', hand: [track('h2', 3)], discard: [] }],
    });
    return { ...t, box: [track('u1', 4), track('c1', 2)] as GameState['box'], unseen: 1 };
  };

  it('R23: your own hand in full, other hands as counts; every pile open; the box without its unseen setup cards', () => {
    const v = publicView(s(), 0);
    expect(v.hands).toEqual([s().players[0]!.hand, 1]);
    expect(publicView(s(), 1).hands).toEqual([2, s().players[1]!.hand]);
    expect(publicView(s(), null).hands).toEqual([2, 1]);
    expect(v.discards).toEqual([[track('p1', 2)], []]);
    expect(ids(v.box)).toEqual(['c1']);
    expect(v.unseenCount).toBe(1);
    expect(v).toMatchObject({ phase: 'action', current: 0, viewer: 0, train: 'r1', drawPileCount: 2, pending: [], derailments: [0, 0], dice: 0, result: null });
    expect(v.railway.map((p) => p.card.id)).toEqual(['r1', 'r2', 'r3']);
  });

  it('R23: at the end of the game every hand is shown; R41: Betsy\'s drawn card lies face up for everyone', () => {
    expect(publicView({ ...s(), phase: 'over' }, 0).hands).toEqual([s().players[0]!.hand, s().players[1]!.hand]);
    const betsy = { ...s(), players: [s().players[0]!, { ...s().players[1]!, betsy: true }] };
    expect(publicView(betsy, 0).hands[1]).toEqual([track('h2', 3)]);
    expect(publicView(betsy, null).hands).toEqual([2, [track('h2', 3)]]);
  });

  it('R27: the dice owed are public', () => {
    const rolling = play(position({ railway: [laid('r1', 1), laid('r2', 1)], train: 'r1', drawPile: [track('d1', 1), track('d2', 1)], players: [{ hand: [track('h1', 1)] }, {}] }), { type: 'turn.build', cards: [{ card: 'h1', turn: 'straight' }] });
    expect(publicView(rolling, 1)).toMatchObject({ phase: 'roll', dice: 1 });
  });
});
