import { describe, expect, it } from 'vitest';
import { apply } from '../../src/machines/rollecate/rules/game';
import {
  decimalText, fractionText, MAX_DICE, oddsOf, percentText, rideOdds, wheelOdds, type RideSetup,
} from '../../src/machines/rollecate/rules/odds';
import type { GameState } from '../../src/machines/rollecate/rules/types';
import { laid, play, position, track } from './helpers';
import { entriesFrom } from '../../src/machines/shared/logbook';

const sum = (xs: readonly bigint[]) => xs.reduce((a, b) => a + b, 0n);

/** Every one of the 6^n ways n dice can fall (faces 0–3 are wheels, 4–5 blank), as wheel counts. */
function* allRolls(n: number): Generator<number> {
  const faces = Array.from({ length: n }, () => 0);
  for (;;) {
    yield faces.filter((f) => f < 4).length;
    let i = 0;
    while (i < n && faces[i] === 5) faces[i++] = 0;
    if (i === n) return;
    faces[i] = (faces[i] as number) + 1;
  }
}

/** The same odds counted the slow way: every die outcome, and the penalty rules applied step by step. */
function bruteForce(setup: RideSetup) {
  const wheels = Array.from({ length: setup.dice + 1 }, () => 0n);
  const owed = new Map<number, bigint>();
  let derail = 0n;
  let total = 0n;
  for (const k of allRolls(setup.dice)) {
    total++;
    wheels[k] = (wheels[k] as bigint) + 1n;
    let at = 0;
    let cost = 0;
    for (let step = 0; step < k; step++) {
      if (at === setup.ahead) cost++; // a step past the end (R29)
      else if ((setup.broken ?? []).includes(++at)) cost++; // passed over or stopped on a broken track (R30)
    }
    if (k > setup.ahead) derail++;
    owed.set(cost, (owed.get(cost) ?? 0n) + 1n);
  }
  return { total, wheels, derail, owed };
}

describe('ride odds: exact fractions over 3^n', () => {
  it('R28: the chances of 0…n wheels sum to exactly 1 for 1 to 16 dice', () => {
    for (let n = 0; n <= MAX_DICE; n++) {
      const w = wheelOdds(n);
      expect(w).toHaveLength(n + 1);
      expect(sum(w)).toBe(3n ** BigInt(n));
    }
  });

  it('R28: one die is blank with chance 1/3 and shows a wheel with chance 2/3', () => {
    const o = oddsOf({ dice: 1, ahead: 5 });
    expect(fractionText({ num: o.wheels[0] as bigint, den: o.den })).toBe('1/3');
    expect(fractionText({ num: o.wheels[1] as bigint, den: o.den })).toBe('2/3');
    expect(percentText({ num: o.wheels[0] as bigint, den: o.den })).toBe('33.3%');
    expect(percentText({ num: o.wheels[1] as bigint, den: o.den }, 'nl')).toBe('66,7%');
  });

  it('R28: known values: two dice give 1/9, 4/9, 4/9; four dice all wheels 16/81', () => {
    expect(wheelOdds(2)).toEqual([1n, 4n, 4n]);
    expect(wheelOdds(4)[4]).toBe(16n);
    expect(fractionText({ num: wheelOdds(16)[0] as bigint, den: 3n ** 16n })).toBe('1/43046721');
  });

  it('R28, R29, R30: match a brute-force count of all 6^n dice outcomes for n ≤ 5', () => {
    const setups: RideSetup[] = [];
    for (let dice = 1; dice <= 5; dice++) {
      for (let ahead = 0; ahead <= 6; ahead++) {
        setups.push({ dice, ahead });
        if (ahead >= 1) setups.push({ dice, ahead, broken: [1] });
        if (ahead >= 3) setups.push({ dice, ahead, broken: [2, 3] });
        if (ahead >= 4) setups.push({ dice, ahead, broken: [1, 2, 3, 4].slice(0, ahead) });
      }
    }
    for (const setup of setups) {
      const odds = oddsOf(setup);
      const brute = bruteForce(setup);
      const scale = brute.total / odds.den; // 6^n / 3^n = 2^n
      const label = JSON.stringify(setup);
      expect(brute.total, label).toBe(6n ** BigInt(setup.dice));
      expect(odds.wheels.map((x) => x * scale), label).toEqual(brute.wheels);
      expect(odds.derail * scale, label).toBe(brute.derail);
      expect(odds.owed.map((x) => x * scale), label).toEqual(odds.owed.map((_, j) => brute.owed.get(j) ?? 0n));
      expect(sum(odds.owed), label).toBe(odds.den);
    }
  });

  it('R27: refuses a number of dice or of cards ahead that is not a whole number ≥ 0', () => {
    expect(() => wheelOdds(-1)).toThrow(new RangeError('dice must be a whole number ≥ 0, not -1'));
    expect(() => wheelOdds(1.5)).toThrow(new RangeError('dice must be a whole number ≥ 0, not 1.5'));
    expect(() => oddsOf({ dice: 2, ahead: -1 })).toThrow(new RangeError('cards ahead must be a whole number ≥ 0, not -1'));
    expect(() => oddsOf({ dice: 2, ahead: 2.5 })).toThrow(new RangeError('cards ahead must be a whole number ≥ 0, not 2.5'));
    expect(oddsOf({ dice: 0, ahead: 0 }).owed).toEqual([1n]);
  });

  it('R30: broken positions are counted once each, in order, whole numbers only', () => {
    const o = oddsOf({ dice: 3, ahead: 3, broken: [3, 1, 1, 1.5] });
    expect(o.broken).toEqual([1, 3]);
    expect(o.outcomes.map((x) => x.broken)).toEqual([[], [1], [1], [1, 3]]);
    expect(o.outcomes.map((x) => x.owed)).toEqual([0, 1, 1, 2]);
  });

  it('R43, R29: Betsy owes nothing when the train does not derail, one card when it does', () => {
    expect(oddsOf({ dice: 2, ahead: 1, betsy: true }).outcomes.map((x) => x.owed)).toEqual([0, 0, 1]);
  });

  it('R18: without the cards behind the train, nothing is said about the cards taken', () => {
    const o = oddsOf({ dice: 2, ahead: 1 });
    expect(o.taken).toBeNull();
    expect(o.outcomes.map((x) => x.taken)).toEqual([null, null, null]);
  });

  it('prints an expected number of cards with its two decimals, in the page\'s language', () => {
    expect(decimalText({ num: 1n, den: 1n })).toBe('1.00');
    expect(decimalText({ num: 3n, den: 2n }, 'nl')).toBe('1,50');
  });

  it('prints a chance as a reduced fraction, 0 and 1 as themselves', () => {
    expect(fractionText({ num: 3n, den: 9n })).toBe('1/3');
    expect(fractionText({ num: 0n, den: 27n })).toBe('0');
    expect(fractionText({ num: 27n, den: 27n })).toBe('1');
  });

  it('R29: derailing means more wheels than cards ahead; the penalty is the steps not taken', () => {
    // The rulebook's example: three wheels with one card ahead cost two cards.
    const o = oddsOf({ dice: 3, ahead: 1 });
    expect(o.outcomes[3]).toMatchObject({ moved: 1, overshoot: 2, owed: 2 });
    expect(fractionText({ num: o.derail, den: o.den })).toBe('20/27'); // 2 or 3 wheels: 12/27 + 8/27
    expect(sum(o.owed)).toBe(o.den);
    // No cards ahead: every wheel is a step off the end.
    expect(oddsOf({ dice: 2, ahead: 0 }).owed).toEqual([1n, 4n, 4n]);
  });

  it('R30: a broken track counts only once the train reaches it; the starting card never counts', () => {
    const o = oddsOf({ dice: 2, ahead: 3, broken: [2] });
    expect(o.outcomes.map((x) => x.owed)).toEqual([0, 0, 1]);
    expect(o.owed).toEqual([5n, 4n]);
    // Broken positions outside the railway ahead are ignored.
    expect(oddsOf({ dice: 2, ahead: 1, broken: [0, 2, 7] }).broken).toEqual([]);
    // Derailing across a broken card: both penalties add up (ruling 21).
    expect(oddsOf({ dice: 3, ahead: 1, broken: [1] }).outcomes[3]).toMatchObject({ overshoot: 2, broken: [1], owed: 3 });
  });

  it('R43: on Betsy\'s turn a derailment costs exactly one card', () => {
    expect(oddsOf({ dice: 4, ahead: 1, betsy: true }).outcomes[4]).toMatchObject({ overshoot: 3, owed: 1 });
  });

  it('R18: the cards actually taken are limited by the cards behind the train', () => {
    const o = oddsOf({ dice: 3, ahead: 0, behind: 1 });
    expect(o.outcomes.map((x) => [x.owed, x.taken])).toEqual([[0, 0], [1, 1], [2, 1], [3, 1]]);
    expect(o.taken).toEqual([1n, 26n]);
    expect(sum(o.taken ?? [])).toBe(o.den);
  });

  it('prints exact percentages, tiny and near-certain chances without rounding to 0 % or 100 %', () => {
    expect(percentText({ num: 1n, den: 3n ** 16n })).toBe('< 0.1%');
    expect(percentText({ num: 3n ** 16n - 1n, den: 3n ** 16n })).toBe('> 99.9%');
    expect(percentText({ num: 0n, den: 9n })).toBe('0.0%');
    expect(percentText({ num: 9n, den: 9n })).toBe('100.0%');
    expect(decimalText(oddsOf({ dice: 3, ahead: 1 }).expectedOwed)).toBe('1.04'); // (12·1 + 8·2) / 27 = 28/27
    expect(fractionText(oddsOf({ dice: 3, ahead: 1 }).expectedOwed)).toBe('28/27');
  });
});

describe('rideOdds(state): the roll a position waits for', () => {
  const start = (railway: ReturnType<typeof laid>[], train: string, hand: ReturnType<typeof track>[]) =>
    position({
      railway, train, drawPile: [track('d1', 1), track('d2', 1), track('d3', 1)],
      players: [{ name: 'Ann', hand, discard: [] }, { name: 'Bob', hand: [], discard: [] }],
    });

  it('is null outside the roll phase', () => {
    const s = start([laid('r1', 4), laid('r2', 4), laid('r3', 4)], 'r2', [track('h1', 4)]);
    expect(s.phase).toBe('action');
    expect(rideOdds(s)).toBeNull();
  });

  it('R27–R30: agrees with the engine for every number of wheels', () => {
    const cases: { railway: ReturnType<typeof laid>[]; train: string; hand: ReturnType<typeof track>[]; build: string[] }[] = [
      { railway: [laid('r1', 3), laid('r2', 3), laid('r3', 3)], train: 'r3', hand: [track('h1', 3)], build: ['h1'] },
      {
        railway: [laid('r1', 4), laid('r2', 4), laid('r3', 4, 'straight', { broken: true }), laid('r4', 4), laid('r5', 4, 'straight', { broken: true })],
        train: 'r2', hand: [track('h1', 4), track('h2', 4, 'straight', { broken: true })], build: ['h1', 'h2'],
      },
      { railway: [laid('r1', 2), laid('r2', 2, 'straight', { broken: true }), laid('r3', 2)], train: 'r1', hand: [track('h1', 2)], build: ['h1'] },
    ];
    for (const c of cases) {
      const before: GameState = play(start(c.railway, c.train, c.hand), { type: 'turn.build', cards: c.build.map((card) => ({ card, turn: 'straight' as const })) });
      expect(before.phase).toBe('roll');
      const odds = rideOdds(before);
      if (!odds) throw new Error('expected odds in the roll phase');
      expect(odds.dice).toBe(before.dice);
      expect(sum(odds.wheels)).toBe(odds.den);
      for (const o of odds.outcomes) {
        const out = apply(before, { type: 'ride.roll', wheels: o.wheels });
        if (!out.ok) throw new Error(out.refusal.message);
        const s = out.state;
        const fresh = entriesFrom(s.log, before.log.size);
        const ride = fresh.find((e) => e.t === 'ride');
        const penalty = fresh.find((e) => e.t === 'penalty');
        if (!ride || ride.t !== 'ride') throw new Error('the roll should log a ride');
        const owed = penalty && penalty.t === 'penalty' ? penalty.cards.length + penalty.forfeited : 0;
        const taken = penalty && penalty.t === 'penalty' ? penalty.cards.length : 0;
        const label = `${c.build.join('+')} with ${o.wheels} wheels`;
        expect(ride.overshoot, label).toBe(o.overshoot);
        expect(ride.broken.length, label).toBe(o.broken.length);
        expect(fresh.some((e) => e.t === 'derail'), label).toBe(o.overshoot > 0);
        expect(owed, label).toBe(o.owed);
        expect(taken, label).toBe(o.taken);
      }
    }
  });
});
