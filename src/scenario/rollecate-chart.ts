/**
 * Rollecate's statechart as the scenario runner and the example islands step
 * it: entered at a state, and sent one move at a time with XState's pure
 * `transition`. Kept apart from the file reader (./rollecate.ts), so that an
 * island replaying a story worked out at build time carries only this.
 */
import { initialTransition, type SnapshotFrom } from 'xstate';
import { rollecateMachine } from '../machines/rollecate/machine';
import { explain } from '../machines/rollecate/rules/game';
import type { Action, GameState, Refusal } from '../machines/rollecate/rules/types';
import { pureTransition } from './pureTransition';

export type RollecateSnapshot = SnapshotFrom<typeof rollecateMachine>;

export function startSnapshot(state: GameState): RollecateSnapshot {
  return initialTransition(rollecateMachine, state)[0];
}

/** One move through the chart (see pureTransition.ts). */
const transitionOf = pureTransition(rollecateMachine);

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
