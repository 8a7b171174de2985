/**
 * The lab's statistics: shares with their 95 % Wilson interval, means with a
 * normal-approximation interval, and counts by value for the plots. Pure
 * functions of numbers; no game knows about them.
 */

/** A share of n games (ties count 1 ÷ winners, so `wins` may be fractional) with its 95 % interval. */
export interface Share {
  n: number;
  value: number;
  lo: number;
  hi: number;
}

/** A mean over n games with its 95 % interval. */
export interface Mean {
  n: number;
  value: number;
  lo: number;
  hi: number;
}

const Z = 1.959963984540054;
const round4 = (x: number) => Math.round(x * 1e4) / 1e4;

/** Wilson score interval at 95 %: stays inside [0, 1] and behaves at small n and near 0 or 1. */
export function share(wins: number, n: number): Share {
  if (n <= 0) return { n: 0, value: 0, lo: 0, hi: 1 };
  const p = wins / n;
  const z2 = Z * Z;
  const centre = (p + z2 / (2 * n)) / (1 + z2 / n);
  const half = (Z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / (1 + z2 / n);
  return { n, value: round4(p), lo: round4(Math.max(0, centre - half)), hi: round4(Math.min(1, centre + half)) };
}

/** The mean of xs with mean ± 1.96 standard errors. */
export function mean(xs: readonly number[]): Mean {
  const n = xs.length;
  if (n === 0) return { n: 0, value: 0, lo: 0, hi: 0 };
  let sum = 0;
  for (const x of xs) sum += x;
  const m = sum / n;
  let ss = 0;
  for (const x of xs) ss += (x - m) ** 2;
  const se = n > 1 ? Math.sqrt(ss / (n - 1) / n) : 0;
  return { n, value: round4(m), lo: round4(m - Z * se), hi: round4(m + Z * se) };
}

/** How often each whole value occurs, in ascending order of value. */
export function counts(xs: readonly number[]): [number, number][] {
  const m = new Map<number, number>();
  for (const x of xs) m.set(x, (m.get(x) ?? 0) + 1);
  return [...m.entries()].sort((a, b) => a[0] - b[0]);
}

/** The q-quantile (0..1) of xs, by the nearest-rank rule. */
export function quantile(xs: readonly number[], q: number): number {
  if (xs.length === 0) return 0;
  const s = xs.slice().sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] as number;
}

/** True when two shares' intervals do not overlap: a difference the sample shows, not noise (conservative). */
export function apart(a: { lo: number; hi: number }, b: { lo: number; hi: number }): boolean {
  return a.hi < b.lo || b.hi < a.lo;
}
