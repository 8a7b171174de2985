/**
 * The statechart shares one draft of the rules core across each event's
 * macrostep (machine.ts, rules/state.ts `inOneDraft`) and decides legality once
 * per event. These properties hold that sharing to what the table and the tests
 * rely on: a snapshot, once the actor has returned it, never changes again
 * (neither by the next event nor by a refused one), each snapshot's context is
 * exactly what `apply` makes, and an illegal event is neither taken nor offered
 * (`snapshot.can` is false).
 */
import fc from 'fast-check';
import { createActor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { rollecateMachine } from '../../src/machines/rollecate/machine';
import { apply, explain } from '../../src/machines/rollecate/rules/game';
import { legalActions } from '../../src/machines/rollecate/rules/legal';
import { newGame } from '../../src/machines/rollecate/rules/setup';
import { drawCard } from '../../src/machines/rollecate/rules/turn';
import type { Action, GameState, Variant } from '../../src/machines/rollecate/rules/types';
import { nextInt } from '../../src/machines/shared/rng';

const VARIANTS: [Variant, string[] | undefined][] = [
  ['standard', ['A', 'B']], ['standard', ['A', 'B', 'C']], ['solo', undefined], ['solo-hard', undefined], ['betsy', undefined],
];

/** Moves that are refused in most positions: each is sent too, and must change nothing. */
const PROBES: Action[] = [
  { type: 'turn.pass' },
  { type: 'ride.roll', wheels: 99 },
  { type: 'penalty.discard', card: 'nope', combine: true },
  { type: 'betsy.play', turn: 'left' },
];

describe('Rollecate actor: one draft per event, legality once per event', () => {
  it('snapshots never change once returned; contexts equal apply; illegal events are refused and not offered', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.nat(VARIANTS.length - 1), (seed, v) => {
        const [variant, players] = VARIANTS[v]!;
        const start = newGame({ variant, players, seed });
        const actor = createActor(rollecateMachine, { input: start });
        actor.start();
        const kept: { context: GameState; copy: GameState }[] = [];
        let core = start;
        let r = seed;
        for (let step = 0; core.phase !== 'over' && step < 400; step++) {
          const snap = actor.getSnapshot();
          kept.push({ context: snap.context, copy: structuredClone(snap.context) });
          for (const probe of PROBES) {
            if (explain(snap.context, probe) === null) continue;
            expect(snap.can(probe)).toBe(false);
            actor.send(probe);
            expect(actor.getSnapshot().context).toBe(snap.context);
          }
          const options = legalActions(core, { rolls: 'engine' });
          let i: number;
          [i, r] = nextInt(r, options.length);
          const move = options[i]!;
          expect(snap.can(move)).toBe(true);
          const out = apply(core, move);
          if (!out.ok) throw new Error(out.refusal.message);
          core = out.state;
          actor.send(move);
          expect(actor.getSnapshot().context).toEqual(core);
        }
        for (const k of kept) expect(k.context).toEqual(k.copy);
        actor.stop();
      }),
      { numRuns: 25 },
    );
  });

  it('a step outside any chain leaves its input alone, and a chain after it does not edit what that step returned', () => {
    const s = newGame({ variant: 'standard', players: ['A', 'B'], seed: 7 });
    let t = s;
    while (t.phase === 'setup') {
      const out = apply(t, legalActions(t)[0]!);
      if (!out.ok) throw new Error(out.refusal.message);
      t = out.state;
    }
    // A lone step (no chain) copies what it changes…
    const before = structuredClone(t);
    const lone = drawCard({ ...t, phase: 'draw' });
    expect(t).toEqual(before);
    // …and a move applied to its result (one chain) must not edit the lists the lone step made.
    const loneCopy = structuredClone(lone);
    const out = apply(lone, { type: 'turn.pass' });
    expect(out.ok).toBe(true);
    expect(lone).toEqual(loneCopy);
  });
});
