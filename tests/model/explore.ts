/**
 * Model-based exploration of the Rollecate chart with xstate/graph, shared by
 * the model test and `npm run bench`. The traversal works on snapshots whose
 * serialisation drops only what cannot change the future (the narration log,
 * the last ride's report and the generator state: every roll is given), so
 * two states it merges really are the same position.
 */
import { createActor } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { ChartCoverage } from './coverage';
import { rollecateMachine, phaseOf } from '../../src/machines/rollecate/machine';
import { apply, explain } from '../../src/machines/rollecate/rules/game';
import { legalActions } from '../../src/machines/rollecate/rules/legal';
import type { Action, GameState } from '../../src/machines/rollecate/rules/types';
import type { Fixture } from './fixtures';

type Snap = ReturnType<typeof createActor<typeof rollecateMachine>>['getSnapshot'] extends () => infer S ? S : never;

export function serializeState(snapshot: Snap): string {
  const { log: _log, ride: _ride, rng: _rng, ...rest } = snapshot.context;
  return JSON.stringify([snapshot.value, rest]);
}

/** A few moves that are always illegal somewhere, so the traversal also asks the chart to refuse. */
const PROBES: Action[] = [
  { type: 'turn.pass' },
  { type: 'ride.roll', wheels: 99 },
  { type: 'penalty.discard', card: 'nope', combine: false },
  { type: 'betsy.play' },
  { type: 'setup.place' },
];

export function eventsFor(snapshot: Snap): Action[] {
  return [...legalActions(snapshot.context, { rolls: 'all', maxBuild: 2 }), ...PROBES];
}

/** Coverage of the rollecate chart (see coverage.ts). */
export class CoverageRecorder extends ChartCoverage {
  constructor() {
    super(rollecateMachine);
  }
}

export interface Exploration {
  fixture: string;
  states: number;
  steps: number;
  problems: string[];
}

/**
 * Explores one fixture: shortest paths to every reachable state, each replayed
 * on a real actor. At every step the actor must match the traversal, the chart
 * must agree with `explain` on legality, the core's `apply` must produce the
 * same state, and the chart's state must match the context's phase.
 */
export function explore(fixture: Fixture, recorder: CoverageRecorder, check?: (s: GameState) => string[]): Exploration {
  const paths = getShortestPaths(rollecateMachine, {
    input: fixture.state,
    events: eventsFor,
    serializeState: (s) => serializeState(s as Snap),
    filterEvents: (s, e) => (s as Snap).can(e),
    ...(fixture.stopWhen ? { stopWhen: (s: Snap) => fixture.stopWhen!(s.context) } : {}),
  });
  const problems: string[] = [];
  let steps = 0;
  for (const path of paths) {
    const actor = createActor(rollecateMachine, { input: fixture.state, inspect: recorder.inspect });
    actor.start();
    let core: GameState = actor.getSnapshot().context;
    for (const step of path.steps) {
      const before = actor.getSnapshot();
      recorder.record(before);
      if ((step.event as { type: string }).type === 'xstate.init') continue;
      const event = step.event as Action;
      steps++;
      for (const probe of eventsFor(before)) {
        if ((explain(before.context, probe) === null) !== before.can(probe)) {
          problems.push(`${fixture.name}: chart and rules disagree on ${JSON.stringify(probe)} in ${JSON.stringify(before.value)}`);
        }
      }
      actor.send(event);
      const after = actor.getSnapshot();
      const out = apply(core, event);
      if (!out.ok) problems.push(`${fixture.name}: core refused ${JSON.stringify(event)}: ${out.refusal.message}`);
      else core = out.state;
      if (JSON.stringify(core) !== JSON.stringify(after.context)) problems.push(`${fixture.name}: core and chart differ after ${JSON.stringify(event)}`);
      if (serializeState(after) !== serializeState(step.state as Snap)) problems.push(`${fixture.name}: replay differs from the traversal after ${JSON.stringify(event)}`);
      if (phaseOf(after.value) !== after.context.phase) problems.push(`${fixture.name}: chart state ${JSON.stringify(after.value)} but phase ${after.context.phase}`);
      for (const p of check?.(after.context) ?? []) problems.push(`${fixture.name}: ${p}`);
      recorder.record(after);
    }
    actor.stop();
    if (problems.length > 20) break;
  }
  return { fixture: fixture.name, states: paths.length, steps, problems };
}

/** Starts the chart once from a position waiting in each phase, covering the resume router. */
export function resumeFrom(states: GameState[], recorder: CoverageRecorder): string[] {
  const problems: string[] = [];
  for (const state of states) {
    const actor = createActor(rollecateMachine, { input: state, inspect: recorder.inspect });
    actor.start();
    const snap = actor.getSnapshot();
    recorder.record(snap);
    const expected = state.phase === 'draw' ? (state.players[state.current]?.betsy ? 'betsy' : 'action') : state.phase;
    if (phaseOf(snap.value) !== expected) problems.push(`resume from ${state.phase} reached ${JSON.stringify(snap.value)}`);
    actor.stop();
  }
  return problems;
}
