/**
 * Remembered routes (src/machines/shared/routes.ts) must be invisible: for
 * random games of all three charts, an actor that walks remembered routes and
 * an actor that runs XState's own interpreter on every event (an inspected
 * actor always does) go through the same snapshots: the same state value, the
 * same status and an equal context after every event, refused ones included,
 * and a refused event leaves both on the very snapshot they were on.
 */
import fc from 'fast-check';
import { createActor, type AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { rolitMachine } from '../../src/machines/rolit/machine';
import { newMatch, type RolitEvent, type RolitMatch } from '../../src/machines/rolit/rules/match';
import { legalPlacements } from '../../src/machines/rolit/rules/play';
import { rollecateMachine } from '../../src/machines/rollecate/machine';
import { legalActions } from '../../src/machines/rollecate/rules/legal';
import { newGame as newRollecate } from '../../src/machines/rollecate/rules/setup';
import type { Action, Variant } from '../../src/machines/rollecate/rules/types';
import { steamRollersMachine } from '../../src/machines/steam-rollers/machine';
import { legalMoves } from '../../src/machines/steam-rollers/rules/legal';
import { newGame as newSteam } from '../../src/machines/steam-rollers/rules/setup';
import type { SteamEvent } from '../../src/machines/steam-rollers/rules/types';
import { nextInt, seedFrom } from '../../src/machines/shared/rng';

type Snap = { value: unknown; status: string; context: unknown };

/**
 * Plays a game on two actors of `machine`, routed and inspected, choosing each
 * move at random from `options` (the core's legal moves for the routed actor's
 * context) and sending the `probes` before it; returns the number of events sent.
 */
function lockstep<C>(machine: AnyStateMachine, input: C, options: (c: C) => readonly { type: string }[], probes: readonly { type: string }[], seed: number, cap: number): number {
  const fast = createActor(machine, { input }).start();
  const slow = createActor(machine, { input, inspect: () => {} }).start();
  const same = () => {
    const a = fast.getSnapshot() as Snap;
    const b = slow.getSnapshot() as Snap;
    expect(a.value).toEqual(b.value);
    expect(a.status).toBe(b.status);
    expect(a.context).toEqual(b.context);
  };
  same();
  let r = seedFrom(seed);
  let sent = 0;
  for (let step = 0; step < cap && fast.getSnapshot().status === 'active'; step++) {
    for (const probe of probes) {
      const before = [fast.getSnapshot(), slow.getSnapshot()];
      fast.send(probe);
      slow.send(probe);
      sent++;
      same();
      expect(fast.getSnapshot() === before[0]).toBe(slow.getSnapshot() === before[1]);
    }
    const moves = options((fast.getSnapshot() as Snap).context as C);
    if (!moves.length) break;
    let i: number;
    [i, r] = nextInt(r, moves.length);
    fast.send(moves[i]!);
    slow.send(moves[i]!);
    sent++;
    same();
  }
  fast.stop();
  slow.stop();
  return sent;
}

const ROLLECATE: [Variant, string[] | undefined][] = [
  ['standard', ['A', 'B']], ['standard', ['A', 'B', 'C', 'D']], ['solo', undefined], ['solo-hard', undefined], ['betsy', undefined],
];

describe('remembered routes agree with XState\'s interpreter, event by event', () => {
  it('Rollecate: every variant, refused moves included', () => {
    const probes: Action[] = [{ type: 'turn.pass' }, { type: 'ride.roll', wheels: 99 }, { type: 'penalty.discard', card: 'nope', combine: true }, { type: 'betsy.play', turn: 'left' }];
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.nat(ROLLECATE.length - 1), (seed, v) => {
        const [variant, players] = ROLLECATE[v]!;
        const sent = lockstep(rollecateMachine, newRollecate({ variant, players, seed }), (s) => legalActions(s, { rolls: 'engine' }), probes, seed, 500);
        expect(sent).toBeGreaterThan(10);
      }),
      { numRuns: 20 },
    );
  });

  it('Rolit: matches of several rounds on every board size, refused moves included', () => {
    const probes: RolitEvent[] = [{ type: 'round.next' }, { type: 'ball.place', square: 'a1' }];
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.constantFrom(4, 6, 8), fc.integer({ min: 2, max: 4 }), (seed, size, players) => {
        const match = newMatch({ size: size as 4 | 6 | 8, players: players as 2 | 3 | 4, rounds: 2, seed });
        const options = (m: RolitMatch): RolitEvent[] =>
          m.game.phase === 'play' ? legalPlacements(m.game).map((square) => ({ type: 'ball.place', square })) : [{ type: 'round.next' }];
        expect(lockstep(rolitMachine, match, options, probes, seed, 200)).toBeGreaterThan(10);
      }),
      { numRuns: 12 },
    );
  });

  it('Steam Rollers: 2–5 players at every difficulty, refused moves included', () => {
    const probes: SteamEvent[] = [{ type: 'turn.pass' }, { type: 'die.take', die: 99 }, { type: 'steal.pass' }];
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 2, max: 5 }), fc.constantFrom('none', 'medium', 'hard'), (seed, players, difficulty) => {
        const start = newSteam({ players, difficulty: difficulty as 'none' | 'medium' | 'hard', seed });
        expect(lockstep(steamRollersMachine, start, legalMoves, probes, seed, 150)).toBeGreaterThan(10);
      }),
      { numRuns: 4 },
    );
  });
});
