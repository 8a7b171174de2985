/**
 * Rollecate's statechart as the scenario runner and the example islands step
 * it: entered at a state, and sent one move at a time with XState's pure
 * `transition`. Kept apart from the file reader (./rollecate.ts), so that an
 * island replaying a story worked out at build time carries only this.
 */
import { createActor, initialTransition, type SnapshotFrom } from 'xstate';
import { rollecateMachine } from '../machines/rollecate/machine';
import { explain } from '../machines/rollecate/rules/game';
import type { Action, GameState, Refusal } from '../machines/rollecate/rules/types';

export type RollecateSnapshot = SnapshotFrom<typeof rollecateMachine>;

export function startSnapshot(state: GameState): RollecateSnapshot {
  return initialTransition(rollecateMachine, state)[0];
}

type Scope = Parameters<typeof rollecateMachine.transition>[2];
let scope: Scope | null = null;

/**
 * XState's pure `transition(machine, snapshot, event)`, with one inert actor
 * scope kept for every move. The library's helper builds a throwaway actor per
 * call, and building one first enters the chart with no context at all (its
 * guards throw, and the errors are caught and dropped): that was a third of
 * the cost of a move. The chart has no children, delays or side effects, so
 * the scope holds nothing from one move to the next.
 */
function transitionOf(snapshot: RollecateSnapshot, action: Action): RollecateSnapshot {
  if (!scope) {
    const self = createActor(rollecateMachine, { input: snapshot.context });
    scope = {
      self, defer: () => {}, id: '', logger: () => {}, sessionId: '', stopChild: () => {}, system: self.system, emit: () => {}, actionExecutor: () => {},
    } as unknown as Scope;
  }
  return rollecateMachine.transition(snapshot, action, scope);
}

/** Sends a move through the chart; a refused move must leave the snapshot's context untouched. */
export function sendMove(snapshot: RollecateSnapshot, action: Action): { ok: true; snapshot: RollecateSnapshot } | { ok: false; reason: string; refusal?: Refusal } {
  const refusal = explain(snapshot.context, action);
  const next = transitionOf(snapshot, action);
  if (refusal) {
    if (next.context !== snapshot.context) throw new Error(`the chart changed the state on a refused move (${refusal.message})`);
    return { ok: false, reason: refusal.message, refusal };
  }
  if (next.context === snapshot.context) throw new Error(`the chart ignored a legal move ${action.type} in state ${JSON.stringify(snapshot.value)}`);
  return { ok: true, snapshot: next };
}
