/**
 * The search for where two readings part, the same for every game: each
 * game's `part` plays one seeded game under both readings until they differ;
 * this keeps the shortest over the seeds tried.
 */
import type { Divergence } from './types';

/** One seed's parting, as a game's `part` finds it. */
export type Parted = Pick<Divergence, 'steps' | 'kind' | 'en' | 'nl'>;

/** The shortest parting over `tries` seeds from `firstSeed` (ties: the lowest seed), or null if none parted. */
export function shortestParting(reading: string, config: string, tries: number, firstSeed: number, part: (seed: number) => Parted | null): Divergence | null {
  let best: (Parted & { seed: number }) | null = null;
  let parted = 0;
  for (let seed = firstSeed; seed < firstSeed + tries; seed++) {
    const p = part(seed);
    if (!p) continue;
    parted++;
    if (!best || p.steps.length < best.steps.length) best = { ...p, seed };
  }
  if (!best) return null;
  return { reading, config, seed: best.seed, tries, parted, steps: best.steps, kind: best.kind, en: best.en, nl: best.nl };
}
