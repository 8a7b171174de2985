import { describe, expect, it } from 'vitest';
import { randomSeed } from '../../src/play/kit/seed';

describe('a new game seed (src/play/kit/seed.ts, every table)', () => {
  it('is digits below a million, and not the same every time', () => {
    const seeds = Array.from({ length: 20 }, randomSeed);
    for (const s of seeds) {
      expect(s).toMatch(/^\d{1,6}$/);
    }
    expect(new Set(seeds).size).toBeGreaterThan(1);
  });
});
