/**
 * The Rollecate rules core clause by clause, at the edges a rule draws: each test fails when the
 * clause it names is weakened (found by mutation testing, `npm run mutate -- rollecate`).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { explain, startTurn } from '../../src/machines/rollecate/rules/game';
import { drawCard, explainPhase, isDerailing, passEffect, rollDice } from '../../src/machines/rollecate/rules/turn';
import { logEntries } from '../../src/machines/shared/logbook';
import { nextInt } from '../../src/machines/shared/rng';
import type { Action, GameState, LogEntry } from '../../src/machines/rollecate/rules/types';
import { valuesFit } from '../../src/machines/rollecate/rules/values';
import { DEFAULT_RULES, SWITCH_RULING, VARIANTS } from '../../src/machines/rollecate/rules/switches';
import { betsyBuild, betsyCanBuild, betsyCard, betsyHasChaos } from '../../src/machines/rollecate/rules/betsy';
import { chaos, ids, laid, play, position, railIds, refusal, track } from './helpers';

const pass: Action = { type: 'turn.pass' };
const roll = (wheels: number): Action => ({ type: 'ride.roll', wheels });
const build = (...cards: [string, 'straight' | 'left' | 'right'][]): Action => ({ type: 'turn.build', cards: cards.map(([card, turn]) => ({ card, turn })) });
const discard = (card: string, combine = false): Action => ({ type: 'penalty.discard', card, combine });
const chaosDiscard = (...cards: [string, boolean][]): Action => ({ type: 'chaos.discard', cards: cards.map(([card, combine]) => ({ card, combine })) });
const entries = (s: GameState): LogEntry[] => logEntries(s.log);
const lastOf = <T extends LogEntry['t']>(s: GameState, t: T) => entries(s).filter((e): e is Extract<LogEntry, { t: T }> => e.t === t).at(-1);

/** Ann to act, with this hand and pile, on a railway of three 1s with the train on r1. */
const annWith = (hand: object[], discardPile: object[] = [], railway: object[] = [laid('r1', 1), laid('r2', 1), laid('r3', 1)], train = 'r1') =>
  position({ railway, train, drawPile: [track('d1', 1), track('d2', 1), track('d3', 1)], players: [{ name: 'Ann', hand, discard: discardPile }, {}] });

/** Ann holds a 4 beside a railway of 4s with the train on its last card: a roll of n overshoots by n − 1. */
const fours = (pile: object[] = []) => annWith([track('h1', 4)], pile, [laid('r1', 4), laid('r2', 4), laid('r3', 4)], 'r3');

describe('R12: one action, and only in the action phase (the core answers for itself)', () => {
  it('R12: a build, a pass or a chaos discard while the dice are still to be rolled is refused by the core with the phase rule', () => {
    const s = play(annWith([track('h1', 1), track('h2', 1), chaos('x1', 1)]), build(['h1', 'straight']));
    expect(s.phase).toBe('roll');
    // h2 is still in hand and would fit: only the phase can refuse it.
    for (const a of [build(['h2', 'straight']), pass, chaosDiscard(['x1', false])]) {
      expect(explain(s, a), a.type).toMatchObject({ rule: 'R27', key: 'phase.roll' });
    }
  });

  it('R12: a build while penalty cards wait to be discarded is refused with R19, and nothing changes', () => {
    const s = play(annWith([track('h1', 1), track('h2', 1)]), pass);
    expect(s.phase).toBe('discard');
    expect(explain(s, build(['h2', 'straight']))).toMatchObject({ rule: 'R19', key: 'phase.discard' });
    expect(refusal(s, build(['h2', 'straight']))).toMatch(/^R19: put your penalty cards/);
  });

  it('R12: every phase other than the one a move needs names its own rule', () => {
    const s = annWith([]);
    const at = (phase: GameState['phase']) => ({ ...s, phase }) as GameState;
    expect(explainPhase(at('action'), 'action')).toBeNull();
    expect(explainPhase(at('setup'), 'action')).toMatchObject({ rule: 'R2', key: 'phase.setup' });
    expect(explainPhase({ ...at('roll'), dice: 3 }, 'action')).toMatchObject({ rule: 'R27', key: 'phase.roll', vars: { dice: 3 } });
    expect(explainPhase(at('discard'), 'action')).toMatchObject({ rule: 'R19', key: 'phase.discard' });
    expect(explainPhase(at('betsy'), 'action')).toMatchObject({ rule: 'R41', key: 'phase.betsy' });
    expect(explainPhase(at('over'), 'action')).toMatchObject({ rule: 'R33', key: 'phase.over' });
    expect(explainPhase(at('action'), 'betsy')).toMatchObject({ rule: 'R40', key: 'phase.notBetsy', vars: { name: 'Ann' } });
    expect(explainPhase(at('action'), 'roll')).toMatchObject({ rule: 'R12', key: 'phase.action' });
    expect(explainPhase(at('draw'), 'action')).toMatchObject({ rule: 'R11', key: 'phase.draw' });
  });

  it('R19: a penalty discard outside the discard phase is refused with the phase rule, not as a card not pending', () => {
    const s = annWith([track('h1', 1)]);
    expect(explain(s, discard('h1'))).toMatchObject({ rule: 'R12', key: 'phase.action' });
    const rolling = play(s, build(['h1', 'straight']));
    expect(explain(rolling, discard('r1'))).toMatchObject({ rule: 'R27', key: 'phase.roll' });
  });

  it('R12: a move of no known kind, or no move at all, is refused as unknown with its type named; nothing changes', () => {
    const s = annWith([track('h1', 1)]);
    expect(explain(s, { type: 'turn.teleport' } as unknown as Action)).toMatchObject({ rule: 'R12', key: 'unknown', vars: { type: '"turn.teleport"' } });
    expect(refusal(s, { type: 'turn.teleport' } as unknown as Action)).toBe('R12: unknown move "turn.teleport".');
    for (const junk of [null, undefined, 'turn.pass', 7]) {
      expect(explain(s, junk as unknown as Action), String(junk)).toMatchObject({ rule: 'R12', key: 'unknown' });
    }
    expect(explain(s, {} as unknown as Action)).toMatchObject({ rule: 'R12', key: 'unknown', vars: { type: undefined } });
  });
});

describe('R11: the draw', () => {
  it('R11: the card drawn is logged, and whether it was the last one', () => {
    const s = annWith([]);
    expect(entries(s).filter((e) => e.t === 'draw')).toEqual([{ t: 'draw', player: 0, card: 'd1', last: false }]);
    const last = position({ railway: [laid('r1', 1)], train: 'r1', drawPile: [track('d1', 1)], players: [{ name: 'Ann', hand: [] }, {}] });
    expect(lastOf(last, 'draw')).toEqual({ t: 'draw', player: 0, card: 'd1', last: true });
  });

  it('R11: a turn starts with one draw: startTurn draws for a state waiting for it and leaves one past the draw as it is', () => {
    const s = annWith([]);
    expect(s.phase).toBe('action');
    expect(startTurn(s)).toBe(s);
    expect(startTurn(s).players[0]!.hand.map((c) => c.id)).toEqual(['d1']);
    expect(startTurn(s).drawPile.map((c) => c.id)).toEqual(['d2', 'd3']);
    const waiting = { ...s, phase: 'draw' } as GameState;
    expect(startTurn(waiting).players[0]!.hand.map((c) => c.id)).toEqual(['d1', 'd2']);
  });

  it('R33: a draw from an empty pile cannot happen (the game has ended before it): the core says so rather than drawing nothing', () => {
    const s = { ...annWith([]), phase: 'draw', drawPile: [] } as GameState;
    expect(() => drawCard(s)).toThrow(/draw pile is empty/);
  });
});

describe('R24–R26: building', () => {
  it('R24: the same hand card named twice in one build is refused as twice, not laid twice', () => {
    const s = annWith([track('h1', 1), track('h2', 1)]);
    expect(explain(s, build(['h1', 'straight'], ['h1', 'straight']))).toMatchObject({ rule: 'R24', key: 'twice', vars: { card: 'h1' } });
    expect(explain(s, build(['h1', 'straight'], ['h2', 'straight'], ['h1', 'straight']))).toMatchObject({ rule: 'R24', key: 'twice' });
  });

  it('R24: a build that is not a list, or names a card not held, is refused with the card named', () => {
    const s = annWith([track('h1', 1)]);
    expect(explain(s, { type: 'turn.build', cards: 'h1' } as unknown as Action)).toMatchObject({ rule: 'R24', key: 'build.empty' });
    expect(explain(s, build(['h1', 'straight'], ['zz', 'straight']))).toMatchObject({ rule: 'R24', key: 'build.notInHand', vars: { card: 'zz', name: 'Ann' } });
    expect(explain(s, { type: 'turn.build', cards: [null] } as unknown as Action)).toMatchObject({ rule: 'R24', key: 'build.notInHand', vars: { card: 'undefined' } });
  });

  it('R26: the card of another value is named, with the first card\'s value', () => {
    const s = annWith([track('h1', 1), track('h2', 1), track('h3', 2)]);
    expect(explain(s, build(['h1', 'straight'], ['h2', 'straight'], ['h3', 'straight']))).toMatchObject({ rule: 'R26', key: 'build.values', vars: { card: 'h3', value: 2, first: 1 } });
  });

  it('R25b: every card of a build is checked for its turn, the second one too', () => {
    const s = annWith([track('h1', 1), track('h2', 1)]);
    expect(explain(s, build(['h1', 'straight'], ['h2', 'left']))).toMatchObject({ rule: 'R25b', key: 'shape.straight', vars: { card: 'h2', turn: 'left' } });
    const curves = annWith([track('h1', 1, 'curve'), track('h2', 1, 'curve')]);
    expect(explain(curves, build(['h1', 'left'], ['h2', 'straight']))).toMatchObject({ rule: 'R25b', key: 'shape.curve', vars: { card: 'h2' } });
  });

  it('R25c: a second card that would overlap the railway is refused, naming the card it overlaps', () => {
    // Three left curves: the fourth card of the spiral, a left curve, lands back on r1's square.
    const railway = [laid('r1', 1, 'left'), laid('r2', 1, 'left'), laid('r3', 1, 'left')];
    const s = annWith([track('h1', 1, 'curve'), track('h2', 1, 'curve')], [], railway);
    expect(explain(s, build(['h1', 'left']))).toBeNull();
    expect(explain(s, build(['h1', 'left'], ['h2', 'left']))).toMatchObject({ rule: 'R25c', key: 'build.overlap', vars: { card: 'h2', other: 'r1' } });
  });

  it('R24: a chaos card in a build is refused, naming it', () => {
    const s = annWith([track('h1', 1), chaos('x1', 1)]);
    expect(explain(s, build(['h1', 'straight'], ['x1', 'straight']))).toMatchObject({ rule: 'R24', key: 'build.chaos', vars: { card: 'x1' } });
  });

  it('R25c: the card a build would overlap is the one in that very square, not another in its row or column', () => {
    // c0 → c1 → c2 turn north, c3 west, c4, c5 turn north, c6 east, c7 south: the next square is c4's,
    // with c1 earlier in its column and c3 earlier in its row.
    const railway = [laid('c0', 1), laid('c1', 1), laid('c2', 1, 'left'), laid('c3', 1, 'left'), laid('c4', 1), laid('c5', 1, 'right'), laid('c6', 1, 'right'), laid('c7', 1, 'right')];
    const s = annWith([track('h1', 1)], [], railway, 'c0');
    expect(explain(s, build(['h1', 'straight']))).toMatchObject({ rule: 'R25c', key: 'build.overlap', vars: { card: 'h1', other: 'c4' } });
  });

  it('R25c: a card that would leave the table (switch table) is refused, the second card of a build too', () => {
    const railway = [laid('r1', 1), laid('r2', 1), laid('r3', 1)];
    const open = annWith([track('h1', 1), track('h2', 1)], [], railway);
    expect(explain(open, build(['h1', 'straight'], ['h2', 'straight']))).toBeNull();
    const s = position({ railway, train: 'r1', drawPile: [track('d1', 1), track('d2', 1)], players: [{ hand: [track('h1', 1), track('h2', 1)] }, {}] }, { rules: { table: { width: 7, height: 7 } } });
    expect(explain(s, build(['h1', 'straight']))).toBeNull();
    expect(explain(s, build(['h1', 'straight'], ['h2', 'straight']))).toMatchObject({ rule: 'R25c', key: 'build.offTable', vars: { card: 'h2' } });
  });

  it('R25d: the value rule is checked against the card laid just before, inside one build as well', () => {
    const s = annWith([track('h1', 3), track('h2', 3)], [], [laid('r1', 4), laid('r2', 4)]);
    expect(explain(s, build(['h1', 'straight'], ['h2', 'straight']))).toBeNull();
    expect(railIds(play(s, build(['h1', 'straight'], ['h2', 'straight'])))).toEqual(['r1', 'r2', 'h1', 'h2']);
  });

  it('R27: a build is logged with its cards in the order laid and the dice it owes', () => {
    const s = play(annWith([track('h2', 1), track('h1', 1)]), build(['h1', 'straight'], ['h2', 'straight']));
    expect(lastOf(s, 'build')).toEqual({ t: 'build', player: 0, cards: ['h1', 'h2'], dice: 2 });
    expect(ids(s.players[0]!.hand)).toEqual(['d1']);
  });
});

describe('R28: the dice', () => {
  const rolling = () => play(annWith([track('h1', 2), track('h2', 2)], [], [laid('r1', 2), laid('r2', 2), laid('r3', 2)]), build(['h1', 'straight'], ['h2', 'straight']));

  it('R28: a negative, fractional or missing-number result is refused with the range rule; 0 and the dice count are accepted', () => {
    const s = rolling();
    expect(s.dice).toBe(4);
    for (const w of [-1, 1.5, 5, Number.NaN]) expect(explain(s, roll(w)), String(w)).toMatchObject({ rule: 'R28', key: 'roll.range', vars: { dice: 4 } });
    expect(explain(s, roll(-1))?.vars?.wheels).toBe('-1');
    expect(explain(s, roll(0))).toBeNull();
    expect(explain(s, roll(4))).toBeNull();
    expect(explain(s, { type: 'ride.roll' } as Action)).toBeNull();
    expect(explain(s, pass)).toMatchObject({ rule: 'R27' });
  });

  it('R28: each die has four wheel faces and two blank ones: a face is a wheel when the seeded draw of 0–5 is below 4', () => {
    const s = rolling();
    let rng = s.rng;
    const expected: boolean[] = [];
    for (let i = 0; i < 4; i++) {
      let face: number;
      [face, rng] = nextInt(rng, 6);
      expected.push(face < 4);
    }
    const t = rollDice(s);
    expect(t.ride?.faces).toEqual(expected);
    expect(t.ride?.wheels).toBe(expected.filter(Boolean).length);
    expect(t.rng).toBe(rng);
    expect(t.dice).toBe(0);
    expect(lastOf(t, 'roll')).toEqual({ t: 'roll', player: 0, wheels: t.ride?.wheels, dice: 4 });
  });

  it('R28: over many rolls two dice faces in three show a wheel', () => {
    let s = { ...rolling(), dice: 600 } as GameState;
    s = rollDice(s);
    const wheels = s.ride!.faces!.filter(Boolean).length;
    expect(s.ride!.faces).toHaveLength(600);
    expect(wheels).toBe(s.ride!.wheels);
    expect(wheels).toBeGreaterThan(360);
    expect(wheels).toBeLessThan(440);
  });

  it('R29: with no ride rolled the train is not derailing', () => {
    const s = annWith([]);
    expect(s.ride).toBeNull();
    expect(isDerailing(s)).toBe(false);
    expect(isDerailing({ ...s, train: 'r3' } as GameState)).toBe(false);
  });

  it('R28: a given result is recorded without faces and starts the ride where the train stands', () => {
    const t = rollDice(rolling(), 3);
    expect(t.ride).toEqual({ wheels: 3, from: 'r1', to: 'r1', overshoot: 0, broken: [] });
    expect('faces' in t.ride!).toBe(false);
  });

  it('R28–R30: the ride is recorded and logged: from, to, overshoot and the broken tracks', () => {
    const railway = [laid('r1', 2), laid('r2', 2, 'straight', { broken: true }), laid('r3', 2)];
    const s = play(annWith([track('h1', 2)], [], railway), build(['h1', 'straight']), roll(2));
    expect(s.ride).toEqual({ wheels: 2, from: 'r1', to: 'r3', overshoot: 0, broken: ['r2'] });
    expect(lastOf(s, 'ride')).toEqual({ t: 'ride', player: 0, from: 'r1', to: 'r3', overshoot: 0, broken: ['r2'] });
  });
});

describe('R13–R18: the pass and its penalty', () => {
  it('R14: the ride a pass makes is recorded: one step, from and to, nothing broken on a sound track', () => {
    const s = play(annWith([]), pass);
    expect(s.ride).toEqual({ wheels: 1, from: 'r1', to: 'r2', overshoot: 0, broken: [] });
    expect(lastOf(s, 'pass')).toEqual({ t: 'pass', player: 0, from: 'r1', to: 'r2' });
  });

  it('R15: a pass at the end of the railway is a ride of no steps, with no overshoot', () => {
    const s = play(annWith([], [], [laid('r1', 1), laid('r2', 1)], 'r2'), pass);
    expect(s.ride).toEqual({ wheels: 0, from: 'r2', to: 'r2', overshoot: 0, broken: [] });
  });

  it('R16: with passDamage (ruling 22) a pass onto a broken track owes two cards and records the track; without it one', () => {
    const railway = [laid('r1', 1), laid('r2', 1, 'straight', { broken: true }), laid('r3', 1)];
    expect(passEffect(railway.map((c, i) => ({ card: c, x: i, y: 0 })) as never, 0, { passDamage: true })).toEqual({ to: 1, owed: 2, damaged: true });
    expect(passEffect(railway.map((c, i) => ({ card: c, x: i, y: 0 })) as never, 0, { passDamage: false })).toEqual({ to: 1, owed: 1, damaged: false });
    expect(passEffect(railway.map((c, i) => ({ card: c, x: i, y: 0 })) as never, 1, { passDamage: true })).toEqual({ to: 2, owed: 1, damaged: false });
    expect(passEffect(railway.map((c, i) => ({ card: c, x: i, y: 0 })) as never, 2, { passDamage: true })).toEqual({ to: 2, owed: 1, damaged: false });
    const s = position({ railway, train: 'r1', drawPile: [track('d1', 1), track('d2', 1)], players: [{ hand: [] }, {}] }, { rules: { passDamage: true } });
    const t = play(s, pass);
    expect(t.ride).toEqual({ wheels: 1, from: 'r1', to: 'r2', overshoot: 0, broken: ['r2'] });
    expect(ids(t.pending)).toEqual(['r1']);
    expect(lastOf(t, 'penalty')).toEqual({ t: 'penalty', player: 0, cards: ['r1'], forfeited: 1 });
  });

  it('R18: the cards that cannot be taken are logged as forfeited, and none is logged when none was owed', () => {
    const s = play(annWith([], [], [laid('r1', 1)], 'r1'), pass);
    expect(lastOf(s, 'penalty')).toEqual({ t: 'penalty', player: 0, cards: [], forfeited: 1 });
    expect(s.owed).toBe(0);
    const t = play(fours(), build(['h1', 'straight']), roll(4));
    expect(lastOf(t, 'penalty')).toEqual({ t: 'penalty', player: 0, cards: ['r1', 'r2', 'r3'], forfeited: 0 });
    const none = play(annWith([track('h1', 1)]), build(['h1', 'straight']), roll(1));
    expect(entries(none).some((e) => e.t === 'penalty')).toBe(false);
    expect(none.owed).toBe(0);
  });
});

describe('R19–R22: discarding penalty cards', () => {
  it('R19: a card not pending is refused, naming the pending cards', () => {
    const s = play(fours(), build(['h1', 'straight']), roll(4));
    expect(explain(s, discard('h1'))).toMatchObject({ rule: 'R19', key: 'discard.notPending', vars: { card: 'h1', cards: 'r1, r2, r3' } });
  });

  it('R20: combining onto an empty pile is refused as such; a discard is logged with its partner', () => {
    const s = play(fours(), build(['h1', 'straight']), roll(3));
    expect(explain(s, discard('r1', true))).toMatchObject({ rule: 'R20', key: 'combine.empty', vars: { card: 'r1' } });
    const t = play(s, discard('r1'), discard('r2', true));
    expect(entries(t).filter((e) => e.t === 'discard')).toEqual([
      { t: 'discard', player: 0, card: 'r1', combinedWith: null },
      { t: 'discard', player: 0, card: 'r2', combinedWith: 'r1' },
    ]);
  });

  it('R20: the values named in a refused combination are the card\'s and the top\'s', () => {
    const s = play(fours([track('p1', 3)]), build(['h1', 'straight']), roll(2));
    expect(explain(s, discard('r1', true))).toMatchObject({ rule: 'R20', key: 'combine.values', vars: { card: 'r1', value: 4, top: 'p1', topValue: 3 } });
  });
});

describe('R31–R32: discarding chaos cards', () => {
  const withChaos = (hand: object[], pile: object[] = [track('p1', 3)]) => annWith(hand, pile);

  it('R31: an empty chaos discard is refused: one or more', () => {
    const s = withChaos([chaos('x1', 1)]);
    expect(explain(s, chaosDiscard())).toMatchObject({ rule: 'R31', key: 'chaos.empty' });
    expect(explain(s, { type: 'chaos.discard', cards: 'x1' } as unknown as Action)).toMatchObject({ rule: 'R31', key: 'chaos.empty' });
  });

  it('R31: without a chaos card in hand the refusal names the player; a chaos list with a hole names no card', () => {
    expect(explain(annWith([track('h1', 1)]), chaosDiscard(['h1', false]))).toMatchObject({ rule: 'R31', key: 'chaos.none', vars: { name: 'Ann' } });
    const s = withChaos([chaos('x1', 1)]);
    expect(explain(s, { type: 'chaos.discard', cards: [null] } as unknown as Action)).toMatchObject({ rule: 'R31', key: 'build.notInHand', vars: { card: 'undefined', name: 'Ann' } });
  });

  it('R31: the same chaos card twice is refused, and so is a card not held or not chaos', () => {
    const s = withChaos([chaos('x1', 1), chaos('x2', 2), track('h1', 1)]);
    expect(explain(s, chaosDiscard(['x1', false], ['x1', false]))).toMatchObject({ rule: 'R31', key: 'twice', vars: { card: 'x1' } });
    expect(explain(s, chaosDiscard(['x1', false], ['x2', false], ['x1', false]))).toMatchObject({ rule: 'R31', key: 'twice' });
    expect(explain(s, chaosDiscard(['x1', false], ['h1', false]))).toMatchObject({ rule: 'R31', key: 'chaos.notChaos', vars: { card: 'h1' } });
    expect(explain(s, chaosDiscard(['x1', false], ['zz', false]))).toMatchObject({ rule: 'R31', key: 'build.notInHand', vars: { card: 'zz', name: 'Ann' } });
    expect(explain(s, chaosDiscard(['x1', false], ['x2', false]))).toBeNull();
  });

  it('R32: every combining chaos card is checked against the pile as it stands then, not only the first', () => {
    const s = withChaos([chaos('x1', 3), chaos('x2', 4), chaos('x3', 2)], [track('p0', 2), track('p1', 3)]);
    // x1 combines with p1; the new top is p0 (a 2): x2 (a 4) cannot combine with it, x3 (a 2) can.
    expect(explain(s, chaosDiscard(['x1', true], ['x2', true]))).toMatchObject({ rule: 'R32', key: 'combine.values', vars: { card: 'x2', top: 'p0' } });
    expect(explain(s, chaosDiscard(['x1', true], ['x3', true]))).toBeNull();
    // After both combined the pile is empty: a third combination has nothing to go with.
    const t = withChaos([chaos('x1', 3), chaos('x3', 2), chaos('x4', 1)], [track('p0', 2), track('p1', 3)]);
    expect(explain(t, chaosDiscard(['x1', true], ['x3', true], ['x4', true]))).toMatchObject({ rule: 'R32', key: 'combine.empty', vars: { card: 'x4' } });
    // A card laid (not combined) becomes the top the next one combines with.
    expect(explain(t, chaosDiscard(['x4', false], ['x1', true]))).toMatchObject({ rule: 'R32', key: 'combine.values', vars: { card: 'x1', top: 'x4' } });
  });

  it('R32: chaos discards are logged one by one with their partners, and the turn passes', () => {
    const s = play(withChaos([chaos('x1', 3), chaos('x2', 1)]), chaosDiscard(['x1', true], ['x2', false]));
    expect(entries(s).filter((e) => e.t === 'chaos')).toEqual([
      { t: 'chaos', player: 0, card: 'x1', combinedWith: 'p1' },
      { t: 'chaos', player: 0, card: 'x2', combinedWith: null },
    ]);
    expect(ids(s.players[0]!.discard)).toEqual(['x2']);
    expect(ids(s.players[0]!.hand)).toEqual(['d1']);
    expect(s.current).toBe(1);
  });
});

describe('R25d: the value rule', () => {
  it('R25d: values that differ by exactly 2 never touch; 1 and 4 do (the values form a ring, ruling 2)', () => {
    const fits = [1, 2, 3, 4].map((a) => [1, 2, 3, 4].map((b) => valuesFit(a, b)));
    expect(fits).toEqual([
      [true, true, false, true],
      [true, true, true, false],
      [false, true, true, true],
      [true, false, true, true],
    ]);
  });

  // r0 (a 1) at (0,0), then r1 and r2 (2s) turning left twice: the next square, (0,1), is attached to r2 and beside r0.
  const hook = (value: number, rules: object = {}) =>
    position({ railway: [laid('r0', 1), laid('r1', 2, 'left'), laid('r2', 2, 'left')], train: 'r0', drawPile: [track('d1', 1), track('d2', 1)], players: [{ name: 'Ann', hand: [track('h1', value)] }, {}] }, { rules });

  it('R25d: by default only the card a new card is attached to counts (ruling 3)', () => {
    expect(explain(hook(3), build(['h1', 'straight']))).toBeNull();
    expect(explain(hook(4), build(['h1', 'straight']))).toMatchObject({ rule: 'R25d', key: 'value.follow', vars: { value: 4, other: 2, card: 'h1', otherCard: 'r2' } });
  });

  it('R25d: with valueRuleTouching every railway card in a neighbouring square counts too, the attached one named first', () => {
    const on = { valueRuleTouching: true };
    expect(explain(hook(3, on), build(['h1', 'straight']))).toMatchObject({ rule: 'R25d', key: 'value.touch', vars: { value: 3, other: 1, card: 'h1', otherCard: 'r0' } });
    expect(explain(hook(4, on), build(['h1', 'straight']))).toMatchObject({ rule: 'R25d', key: 'value.follow', vars: { other: 2, otherCard: 'r2' } });
    expect(explain(hook(2, on), build(['h1', 'straight']))).toBeNull();
    expect(explain(hook(1, on), build(['h1', 'straight']))).toBeNull();
  });
});

describe('R40–R44: Betsy', () => {
  /** Betsy to play the top card of `draw`, on `railway` with the train on `train`. */
  const betsy = (draw: object[], railway: object[] = [laid('r1', 3), laid('r2', 3)], train = 'r1', pile: object[] = [], rules = {}) =>
    position({ railway, train, drawPile: draw, current: 1, players: [{ name: 'Ann', hand: [] }, { name: 'Betsy', hand: [], discard: pile }] }, { variant: 'betsy', rules });
  const betsyPlay = (turn?: 'straight' | 'left' | 'right'): Action => (turn ? { type: 'betsy.play', turn } : { type: 'betsy.play' });

  it('R40: only Betsy plays betsy.play, and she plays nothing else', () => {
    const s = betsy([track('d1', 2), track('d2', 1)]);
    expect(s.phase).toBe('betsy');
    expect(explain(s, pass)).toMatchObject({ rule: 'R41', key: 'phase.betsy' });
    const ann = position({ railway: [laid('r1', 3), laid('r2', 3)], train: 'r1', drawPile: [track('d1', 2), track('d2', 1)], current: 0, players: [{ name: 'Ann', hand: [] }, { name: 'Betsy', hand: [] }] }, { variant: 'betsy' });
    expect(explain(ann, betsyPlay())).toMatchObject({ rule: 'R40', key: 'phase.notBetsy', vars: { name: 'Ann' } });
  });

  it('R25b: a turn chosen for Betsy\'s card must fit its shape; a fitting turn or none is accepted', () => {
    const straight = betsy([track('d1', 2), track('d2', 1)]);
    expect(explain(straight, betsyPlay('left'))).toMatchObject({ rule: 'R25b', key: 'betsyShape.straight', vars: { card: 'd1', turn: 'left' } });
    expect(explain(straight, betsyPlay('straight'))).toBeNull();
    expect(explain(straight, betsyPlay())).toBeNull();
    const curve = betsy([track('d1', 2, 'curve'), track('d2', 1)]);
    expect(explain(curve, betsyPlay('straight'))).toMatchObject({ rule: 'R25b', key: 'betsyShape.curve', vars: { card: 'd1', turn: 'straight' } });
    expect(explain(curve, betsyPlay('right'))).toBeNull();
    expect(railIds(play(curve, betsyPlay('right')))).toEqual(['r1', 'r2', 'd1']);
    expect(play(curve, betsyPlay('right')).railway.at(-1)!.turn).toBe('right');
  });

  it('R42: a turn is not checked when she cannot build (value rule) or holds a chaos card: the card is boxed or discarded anyway', () => {
    const blocked = betsy([track('d1', 1), track('d2', 1)]); // a 1 may not follow a 3
    expect(explain(blocked, betsyPlay('left'))).toBeNull();
    const boxed = play(blocked, betsyPlay('left'));
    expect(ids(boxed.box)).toEqual(['d1']);
    expect(entries(boxed).filter((e) => e.t === 'betsyBox')).toEqual([{ t: 'betsyBox', player: 1, card: 'd1' }]);
    const wild = betsy([chaos('x1', 2), track('d2', 1)]);
    expect(explain(wild, betsyPlay('left'))).toBeNull();
  });

  it('R41, R42 (ruling 40): a chaos card is never hers to build, even where a track card of its value would fit; with no card drawn she has nothing to build or discard', () => {
    const wild = betsy([chaos('x1', 2), track('d2', 1)]);
    expect(betsyHasChaos(wild)).toBe(true);
    expect(betsyCanBuild(wild)).toBe(false);
    const fits = betsy([track('d1', 2), track('d2', 1)]);
    expect(betsyHasChaos(fits)).toBe(false);
    expect(betsyCanBuild(fits)).toBe(true);
    // Before her draw (a state between turns) she holds no card at all.
    const empty = { ...fits, players: [fits.players[0]!, { ...fits.players[1]!, hand: [] }] } as GameState;
    expect(betsyCard(empty)).toBeUndefined();
    expect(betsyHasChaos(empty)).toBe(false);
    expect(betsyCanBuild(empty)).toBe(false);
  });

  it('R42: she cannot build onto a square a card already fills (ruling 42), even when the values fit', () => {
    const railway = [laid('c0', 3), laid('c1', 3, 'left'), laid('c2', 3, 'left'), laid('c3', 3, 'left')]; // the next square is c0's
    const s = play(betsy([track('d1', 3), track('d2', 1)], railway, 'c0'), betsyPlay());
    expect(ids(s.box)).toEqual(['d1']);
    expect(railIds(s)).not.toContain('d1');
  });

  it('R43: her build is logged with no dice, and the ride she makes is her card\'s value, from where the train stood', () => {
    const s = betsy([track('d1', 2), track('d2', 1)], [laid('r1', 3), laid('r2', 3), laid('r3', 3), laid('r4', 3)]);
    const built = betsyBuild(s);
    expect(lastOf(built, 'build')).toEqual({ t: 'build', player: 1, cards: ['d1'], dice: 0 });
    expect(built.ride).toEqual({ wheels: 2, from: 'r1', to: 'r1', overshoot: 0, broken: [] });
    const t = play(s, betsyPlay());
    expect(lastOf(t, 'ride')).toEqual({ t: 'ride', player: 1, from: 'r1', to: 'r3', overshoot: 0, broken: [] });
    expect(t.train).toBe('r3');
  });

  it('R44: she combines a penalty card only with a top of the same value, and each discard is logged with its partner', () => {
    const s = play(betsy([track('d1', 4), track('d2', 1)], [laid('r1', 4), laid('r2', 3), laid('r3', 4)], 'r3', [track('b1', 3)]), betsyPlay());
    // The ride overshoots: one card (r1, a 4) is taken and laid on b1 (a 3) without combining.
    expect(ids(s.players[1]!.discard)).toEqual(['b1', 'r1']);
    expect(entries(s).filter((e) => e.t === 'discard')).toEqual([{ t: 'discard', player: 1, card: 'r1', combinedWith: null }]);
    const same = play(betsy([track('d1', 4), track('d2', 1)], [laid('r1', 3), laid('r2', 3), laid('r3', 4)], 'r3', [track('b1', 3)]), betsyPlay());
    expect(entries(same).filter((e) => e.t === 'discard')).toEqual([{ t: 'discard', player: 1, card: 'r1', combinedWith: 'b1' }]);
    expect(ids(same.box)).toEqual(['b1', 'r1']);
  });

  it('R41: her chaos card goes onto her pile, combined with a top of its value, and is logged as chaos', () => {
    const s = play(betsy([chaos('x1', 2), track('d2', 1)], undefined, undefined, [track('b1', 2)]), betsyPlay());
    expect(entries(s).filter((e) => e.t === 'chaos')).toEqual([{ t: 'chaos', player: 1, card: 'x1', combinedWith: 'b1' }]);
    expect(ids(s.box)).toEqual(['b1', 'x1']);
    const empty = play(betsy([chaos('x1', 2), track('d2', 1)]), betsyPlay());
    expect(ids(empty.players[1]!.discard)).toEqual(['x1']);
  });
});

describe('rule switches (rules-analysis A.3)', () => {
  const page = (lang: 'en' | 'nl') => readFileSync(new URL(`../../src/content/docs/${lang === 'nl' ? 'nl/' : ''}rollecate/rulings.mdx`, import.meta.url), 'utf8');
  /** The text of ruling n on the rulings page, from its heading to the next. */
  const ruling = (text: string, n: number) => {
    const from = text.indexOf(`id="ruling-${String(n).padStart(2, '0')}"`);
    expect(from).toBeGreaterThanOrEqual(0);
    const to = text.indexOf('id="ruling-', from + 1);
    return text.slice(from, to < 0 ? undefined : to);
  };

  it('rulings 22, 1, 41, 3, 37, 8: each switch starts at the rulings\' default reading', () => {
    expect(DEFAULT_RULES).toEqual({ passDamage: true, valueRuleInSetup: false, betsyPassEffects: true, valueRuleTouching: false, soloDealToBox: false, table: null });
  });

  it('each switch links the ruling whose other reading it is, in both languages', () => {
    expect(Object.keys(SWITCH_RULING).sort()).toEqual(Object.keys(DEFAULT_RULES).sort());
    for (const [k, n] of Object.entries(SWITCH_RULING)) {
      expect(ruling(page('en'), n), `ruling ${n}`).toContain(`(switch \`${k}\`)`);
      expect(ruling(page('nl'), n), `uitspraak ${n}`).toContain(`(schakelaar \`${k}\`)`);
    }
  });

  it('R38, R40: the four ways to play (standard, solo, hard solo, against Betsy), in that order', () => {
    expect(VARIANTS).toEqual(['standard', 'solo', 'solo-hard', 'betsy']);
  });
});
