/**
 * Model-based exploration of the Rollecate chart with xstate/graph, shared by
 * the model test and `npm run bench`. The traversal works on snapshots whose
 * serialisation drops only what cannot change the future (the narration log,
 * the last ride's report and the generator state: every roll is given), so
 * two states it merges really are the same position.
 */
import { createActor, type AnyTransitionDefinition } from 'xstate';
import { getShortestPaths, getStateNodes } from 'xstate/graph';
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

export interface Coverage {
  stateNodes: { covered: number; total: number; missing: string[] };
  transitions: { covered: number; total: number; missing: string[] };
}

export function allTransitions(): AnyTransitionDefinition[] {
  const out: AnyTransitionDefinition[] = [];
  for (const node of getStateNodes(rollecateMachine.root)) {
    for (const list of node.transitions.values()) out.push(...list);
    out.push(...(node.always ?? []));
  }
  return out;
}

export function describeTransition(t: AnyTransitionDefinition): string {
  const guard = t.guard ? ` [${typeof t.guard === 'string' ? t.guard : (t.guard as { type?: string }).type ?? 'guard'}]` : '';
  return `${t.source.id} --${t.eventType || 'always'}--> ${(t.target ?? []).map((n) => n.id).join(',') || '(self)'}${guard}`;
}

export class CoverageRecorder {
  readonly nodes = new Set<string>();
  readonly transitions = new Set<AnyTransitionDefinition>();

  inspect = (ev: { type: string; _transitions?: AnyTransitionDefinition[] }) => {
    if (ev.type !== '@xstate.microstep' || !ev._transitions) return;
    for (const t of ev._transitions) {
      this.transitions.add(t);
      this.nodes.add(t.source.id);
      for (const target of t.target ?? []) this.nodes.add(target.id);
    }
  };

  record(snapshot: Snap): void {
    for (const node of snapshot._nodes) this.nodes.add(node.id);
  }

  report(): Coverage {
    const nodes = getStateNodes(rollecateMachine.root).map((n) => n.id).concat(rollecateMachine.root.id);
    const trans = allTransitions();
    const missingNodes = nodes.filter((id) => !this.nodes.has(id));
    const missingTrans = trans.filter((t) => !this.transitions.has(t)).map(describeTransition);
    return {
      stateNodes: { covered: nodes.length - missingNodes.length, total: nodes.length, missing: missingNodes },
      transitions: { covered: trans.length - missingTrans.length, total: trans.length, missing: missingTrans },
    };
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
