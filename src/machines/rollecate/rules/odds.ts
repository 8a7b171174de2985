/**
 * Exact odds of a ride. Each die has four wheel faces and two blank ones
 * (A-R1), so with n dice the number of wheels is binomial(n, 2/3): the chance
 * of k wheels is C(n, k)·2^k / 3^n. Every chance here is an exact fraction
 * over 3^n, kept as a BigInt numerator; percentages are only made for print.
 * Pure: no xstate, no DOM.
 */
import { isBetsyTurn, trainIndex } from './state';
import type { GameState } from './types';

/** A chance as numerator / denominator (the denominator is 3^dice unless reduced). */
export interface Chance {
  num: bigint;
  den: bigint;
}

export const MAX_DICE = 16;

/** What k wheels do to the train (R28–R30). */
export interface RideOutcome {
  wheels: number;
  /** Cards the train moves forward. */
  moved: number;
  /** Steps that could not be taken: more than 0 means a derailment (R29). */
  overshoot: number;
  /** Broken tracks passed over or stopped on (R30), positions counted from the train. */
  broken: number[];
  /** Penalty cards owed: overshoot (or exactly 1 for Betsy, R43) plus broken tracks. */
  owed: number;
  /** Penalty cards actually taken, if the cards behind the train are known (R18). */
  taken: number | null;
  /** Numerator of its chance over 3^dice. */
  num: bigint;
}

export interface RideSetup {
  /** Dice rolled (R27), 0–16. */
  dice: number;
  /** Cards on the railway after the one the train stands on. */
  ahead: number;
  /** Which of those are broken tracks: 1 is the first card ahead of the train. */
  broken?: readonly number[];
  /** Cards before the train's card: the most penalty cards that can be taken (R18). */
  behind?: number;
  /** Betsy's turn: a derailment costs exactly one card (R43). */
  betsy?: boolean;
}

export interface RideOdds {
  dice: number;
  ahead: number;
  broken: number[];
  /** 3^dice: the denominator of every numerator below. */
  den: bigint;
  /** One entry per number of wheels, 0 to dice. */
  outcomes: RideOutcome[];
  /** Chance of each number of wheels, index = wheels. */
  wheels: bigint[];
  /** Chance of derailing (more wheels than cards ahead). */
  derail: bigint;
  /** Chance of each number of penalty cards owed, index = cards (R29 + R30). */
  owed: bigint[];
  /** Chance of each number of penalty cards actually taken, when `behind` is known (R18). */
  taken: bigint[] | null;
  /** Expected penalty cards owed, exact. */
  expectedOwed: Chance;
}

function choose(n: number, k: number): bigint {
  let r = 1n;
  for (let i = 1; i <= k; i++) r = (r * BigInt(n - k + i)) / BigInt(i);
  return r;
}

/**
 * Numerators of the chance of 0…n wheels with n dice, over 3^n.
 * Follows R28 (implemented in turn.ts): One card forward for each wheel rolled; a die shows a wheel with chance 2/3.
 */
export function wheelOdds(dice: number): bigint[] {
  if (!Number.isInteger(dice) || dice < 0) throw new RangeError(`dice must be a whole number ≥ 0, not ${dice}`);
  return Array.from({ length: dice + 1 }, (_, k) => choose(dice, k) * 2n ** BigInt(k));
}

/**
 * What k wheels do, by the engine's own rules (for oddsOf, which cleans the setup first).
 * Follows R29 (implemented in turn.ts): Past the end the train stops on the last card; one card per step not taken.
 * Follows R30 (implemented in turn.ts): One card for each broken track passed over or stopped on, not the one the ride starts from.
 */
function rideOutcome(setup: RideSetup & { broken: readonly number[] }, wheels: number): Omit<RideOutcome, 'num'> {
  const moved = Math.min(wheels, setup.ahead);
  const overshoot = wheels - moved;
  // oddsOf has made the broken positions distinct whole numbers 1…ahead, in order.
  const broken = setup.broken.filter((p) => p <= moved);
  const derailCost = overshoot > 0 ? (setup.betsy ? 1 : overshoot) : 0;
  const owed = derailCost + broken.length;
  const taken = setup.behind === undefined ? null : Math.min(owed, setup.behind + moved);
  return { wheels, moved, overshoot, broken, owed, taken };
}

/**
 * The exact odds of a ride: every number of wheels, derailing, and every
 * number of penalty cards.
 * Follows R27 (implemented in turn.ts): The dice rolled are the values of the cards just built.
 */
export function oddsOf(setup: RideSetup): RideOdds {
  const { dice, ahead } = setup;
  if (!Number.isInteger(ahead) || ahead < 0) throw new RangeError(`cards ahead must be a whole number ≥ 0, not ${ahead}`);
  const broken = [...new Set(setup.broken)].filter((p) => Number.isInteger(p) && p >= 1 && p <= ahead).sort((a, b) => a - b);
  const clean = { ...setup, broken };
  const wheels = wheelOdds(dice);
  const outcomes = wheels.map((num, k) => ({ ...rideOutcome(clean, k), num }));
  const maxOwed = Math.max(0, ...outcomes.map((o) => o.owed));
  const owed = Array.from({ length: maxOwed + 1 }, () => 0n);
  const taken = setup.behind === undefined ? null : Array.from({ length: maxOwed + 1 }, () => 0n);
  let derail = 0n;
  let expected = 0n;
  for (const o of outcomes) {
    owed[o.owed] = (owed[o.owed] as bigint) + o.num;
    // o.taken is a number exactly when taken is a list: both come from whether `behind` is given.
    if (taken) taken[o.taken as number] = (taken[o.taken as number] as bigint) + o.num;
    if (o.overshoot > 0) derail += o.num;
    expected += o.num * BigInt(o.owed);
  }
  // The chances sum to 3^dice, so some entry is not 0 and the trimming stops before the list is empty.
  if (taken) while (taken[taken.length - 1] === 0n) taken.pop();
  const den = 3n ** BigInt(dice);
  return { dice, ahead, broken, den, outcomes, wheels, derail, owed, taken, expectedOwed: reduce({ num: expected, den }) };
}

/**
 * The odds of the roll a position is waiting for (phase 'roll'), for the play
 * table; null in any other phase.
 */
export function rideOdds(state: GameState): RideOdds | null {
  if (state.phase !== 'roll') return null;
  const at = trainIndex(state);
  // Stryker disable next-line ConditionalExpression: in the roll phase the train stands on the railway (the invariants check it), so no game reaches this.
  if (at < 0) return null;
  const ahead = state.railway.slice(at + 1);
  return oddsOf({
    dice: state.dice,
    ahead: ahead.length,
    // 0 for a sound card: oddsOf keeps only positions 1…ahead.
    broken: ahead.map((p, i) => (p.card.broken ? i + 1 : 0)),
    behind: at,
    betsy: isBetsyTurn(state),
  });
}

function gcd(a: bigint, b: bigint): bigint {
  // Only chances come here: a and b are never negative.
  while (b) [a, b] = [b, a % b];
  return a;
}

export function reduce({ num, den }: Chance): Chance {
  // den is at least 1, so g is too.
  const g = gcd(num, den);
  return { num: num / g, den: den / g };
}

/** "1/3", "0", "1" for a chance, reduced. */
export function fractionText(c: Chance): string {
  const r = reduce(c);
  if (r.num === 0n) return '0';
  if (r.num === r.den) return '1';
  return `${r.num}/${r.den}`;
}

/**
 * A chance as a percentage for print, rounded to `digits` decimals exactly
 * (no floating point on the way); never "0 %" or "100 %" for a chance that is
 * neither: those print as "< 0.1 %" and "> 99.9 %".
 */
export function percentText(c: Chance, lang = 'en', digits = 1): string {
  const scale = 10n ** BigInt(digits);
  const hundred = 100n * scale;
  const rounded = (c.num * hundred * 2n + c.den) / (c.den * 2n);
  const nf = new Intl.NumberFormat(lang, { style: 'percent', minimumFractionDigits: digits, maximumFractionDigits: digits });
  const show = (units: bigint) => nf.format(Number(units) / Number(hundred));
  if (c.num > 0n && rounded === 0n) return `< ${show(1n)}`;
  if (c.num < c.den && rounded === hundred) return `> ${show(hundred - 1n)}`;
  return show(rounded);
}

/** The expected value as a decimal for print, e.g. "0.74". */
export function decimalText(c: Chance, lang = 'en', digits = 2): string {
  const scale = 10n ** BigInt(digits);
  const rounded = (c.num * scale * 2n + c.den) / (c.den * 2n);
  return new Intl.NumberFormat(lang, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(Number(rounded) / Number(scale));
}
