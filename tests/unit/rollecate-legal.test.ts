/**
 * The fast move generator (legal.ts) at the edges the random positions of
 * tests/property/movegen.property.test.ts do not reach: long builds, other phases, a setup
 * state between two cards. Each test names the clause the listed moves keep.
 */
import { describe, expect, it } from 'vitest';
import { explain } from '../../src/machines/rollecate/rules/game';
import { legalActions, legalBuilds } from '../../src/machines/rollecate/rules/legal';
import { newGame } from '../../src/machines/rollecate/rules/setup';
import type { GameState } from '../../src/machines/rollecate/rules/types';
import { laid, play, position, track } from './helpers';

/** Ann to build, holding `hand`, at the end of a straight railway of 1s. */
const annWith = (hand: object[], rules = {}) =>
  position({ railway: [laid('r1', 1), laid('r2', 1), laid('r3', 1)], train: 'r1', drawPile: [track('d1', 3), track('d2', 3)], players: [{ name: 'Ann', hand, discard: [] }, {}] }, { rules });

describe('legalBuilds', () => {
  it('R25c: a long build never comes back onto its own first square (a straight and three left turns close a square: no fifth card)', () => {
    const hand = [track('h0', 1), ...['h1', 'h2', 'h3', 'h4'].map((id) => track(id, 1, 'curve'))];
    const s = annWith(hand);
    const builds = legalBuilds(s, 5);
    // h0 at (3,0) heading east, then three lefts: (4,0), (4,1), (3,1); a fifth card would lie on h0's square again.
    const loop = (b: { card: string; turn: string }[]) => b[0]!.card === 'h0' && b.slice(1, 4).every((c) => c.turn === 'left');
    expect(builds.filter((b) => b.length === 4 && loop(b)).length).toBe(4 * 3 * 2);
    expect(builds.filter((b) => b.length === 5 && loop(b))).toEqual([]);
    // Two lefts and a right leave room for a fifth card.
    expect(builds.filter((b) => b.length === 5 && b[0]!.card === 'h0' && b[3]!.turn === 'right' && b[1]!.turn === 'left' && b[2]!.turn === 'left').length).toBe(4 * 3 * 2 * 2);
    // Every build listed is one explain accepts, the long ones too; the closing one explain refuses.
    for (const b of builds.filter((_, i) => i % 37 === 0)) expect(explain(s, { type: 'turn.build', cards: b }), JSON.stringify(b)).toBeNull();
    const closing = builds.find((b) => b.length === 4 && loop(b))!;
    const fifth = hand.find((c) => !closing.some((b) => b.card === c.id))!.id;
    expect(explain(s, { type: 'turn.build', cards: [...closing, { card: fifth, turn: 'left' }] })).toMatchObject({ rule: 'R25c', key: 'build.overlap', vars: { other: 'h0' } });
  });

  it('R24: no build of more cards than asked for, and none with max 0', () => {
    const s = annWith([track('h1', 1), track('h2', 1), track('h3', 1)]);
    expect(legalBuilds(s, 0)).toEqual([]);
    expect(legalBuilds(s, 1).map((b) => b.map((c) => c.card))).toEqual([['h1'], ['h2'], ['h3']]);
    expect(Math.max(...legalBuilds(s).map((b) => b.length))).toBe(3);
  });

  it('R12: outside the action phase nothing may be built, though the hand would fit', () => {
    const s = annWith([track('h1', 1), track('h2', 1)]);
    const rolling = play(s, { type: 'turn.build', cards: [{ card: 'h1', turn: 'straight' }] });
    expect(rolling.phase).toBe('roll');
    expect(legalBuilds(rolling)).toEqual([]);
    expect(legalBuilds({ ...s, phase: 'discard' } as GameState)).toEqual([]);
  });
});

describe('legalActions in setup', () => {
  it('R2: with no card drawn (between the fourth card and the end of setup) there is nothing to place', () => {
    const s = newGame({ seed: 2 });
    expect(legalActions(s).length).toBeGreaterThan(0);
    expect(legalActions({ ...s, setup: { ...s.setup!, card: null } })).toEqual([]);
  });

  it('R25c: with the square ahead off the table or filled (hand-made states: a real setup always has room) there is nothing to place, as explain says', () => {
    const one = play(newGame({ seed: 2 }), { type: 'setup.place' });
    expect(legalActions(one).length).toBeGreaterThan(0);
    const tiny = { ...one, rules: { ...one.rules, table: { width: 1, height: 1 } } };
    expect(explain(tiny, { type: 'setup.place' })).toMatchObject({ rule: 'R25c' });
    expect(legalActions(tiny)).toEqual([]);
    const first = one.railway[0]!;
    const filled = { ...one, railway: [{ ...first, card: track('z', 1) as never, x: 1, y: 0 }, first] };
    expect(explain(filled, { type: 'setup.place' })).toMatchObject({ rule: 'R25c', key: 'setup.taken' });
    expect(legalActions(filled)).toEqual([]);
  });
});
