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

/** What the summing-up needs of a game: who won (a tie shares the win). */
interface Won {
  winners: readonly number[];
}

/**
 * Win share of each of `seats` seats in turn order from the first player: a game's win goes to seat
 * (winner − first) mod seats, a tie's 1 ÷ winners to each winner.
 */
export function seatShares<R extends Won>(records: readonly R[], seats: number, firstOf: (r: R) => number): Share[] {
  const wins = new Array<number>(seats).fill(0);
  for (const r of records) for (const w of r.winners) wins[(w - firstOf(r) + seats) % seats]! += 1 / r.winners.length;
  return wins.map((w) => share(w, records.length));
}

/**
 * A special thing's worth: the win share of the seats for which `has` holds and of the others, over the games
 * `counted` admits (every game by default; Steam Rollers counts a card side only in the games it was dealt in).
 */
export function withAndWithout<R extends Won>(
  key: string,
  records: readonly R[],
  seatsOf: (r: R) => number,
  has: (r: R, seat: number) => boolean,
  counted: (r: R) => boolean = () => true,
): { key: string; with: Share; without: Share } {
  let wWith = 0, nWith = 0, wWithout = 0, nWithout = 0;
  for (const r of records) {
    if (!counted(r)) continue;
    for (let i = 0; i < seatsOf(r); i++) {
      const win = r.winners.includes(i) ? 1 / r.winners.length : 0;
      if (has(r, i)) { nWith++; wWith += win; } else { nWithout++; wWithout += win; }
    }
  }
  return { key, with: share(wWith, nWith), without: share(wWithout, nWithout) };
}

/** How many games ended each way, by the key of their end, in order of first appearance. */
export function tally(keys: Iterable<string>): Record<string, number> {
  const out: Record<string, number> = {};
  for (const k of keys) out[k] = (out[k] ?? 0) + 1;
  return out;
}
