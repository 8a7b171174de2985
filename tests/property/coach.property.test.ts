/**
 * Property: for every build the coach weighs, its expectation (made by
 * playing each number of wheels through the rules core and weighting it by
 * the binomial chance) agrees exactly with the odds panel's numbers
 * (odds.ts `rideOdds`) for the dice that build rolls: the chance of
 * derailing and the expected number of penalty cards taken (R27–R30, A-R1).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseRollecate } from '../../src/coach/rollecate';
import { chooseMove } from '../../src/machines/rollecate/bots';
import { apply } from '../../src/machines/rollecate/rules/game';
import { rideOdds } from '../../src/machines/rollecate/rules/odds';
import { newGame } from '../../src/machines/rollecate/rules/setup';
import type { GameState } from '../../src/machines/rollecate/rules/types';

/** The position before the `turns`-th action of a seeded game between today's bots. */
function position(seed: number, players: number, turns: number): GameState | null {
  let s = newGame({ players: ['Ann', 'Bob', 'Cy', 'Di'].slice(0, players), seed });
  let n = 0;
  while (s.phase !== 'over') {
    if (s.phase === 'action' && n++ >= turns) return s;
    const out = apply(s, chooseMove(s));
    if (!out.ok) throw new Error(out.refusal.message);
    s = out.state;
  }
  return null;
}

describe("the coach's expectation of a build", () => {
  it('agrees with the exact odds panel for the turn’s dice', () => {
    let builds = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 2, max: 4 }), fc.integer({ min: 0, max: 30 }), (seed, players, turns) => {
        const s = position(seed, players, turns);
        if (!s) return;
        const report = analyseRollecate(s, { playouts: 0 });
        for (const o of report.options) {
          if (o.action.type !== 'turn.build') continue;
          const built = apply(s, o.action);
          if (!built.ok) throw new Error(built.refusal.message);
          const odds = rideOdds(built.state);
          expect(odds).not.toBeNull();
          const den = Number(odds!.den);
          expect(o.derail).toBeCloseTo(Number(odds!.derail) / den, 12);
          const taken = odds!.taken!.reduce((a, num, k) => a + k * Number(num), 0) / den;
          expect(o.penaltyCards).toBeCloseTo(taken, 9);
          builds++;
        }
      }),
      { numRuns: 40, seed: 20261123 },
    );
    expect(builds).toBeGreaterThan(20);
  });
});
