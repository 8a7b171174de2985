/**
 * Rollecate's statechart as the scenario runner and the example islands step
 * it: entered at a state, and sent one move at a time with XState's pure
 * `transition`. Kept apart from the file reader (./rollecate.ts), so that an
 * island replaying a story worked out at build time carries only this.
 */
import { initialTransition, type SnapshotFrom } from 'xstate';
import { rollecateMachine } from '../machines/rollecate/machine';
import { explain } from '../machines/rollecate/rules/game';
import type { GameState } from '../machines/rollecate/rules/types';
import { checkedSend, pureTransition } from './pureTransition';

export type RollecateSnapshot = SnapshotFrom<typeof rollecateMachine>;

export function startSnapshot(state: GameState): RollecateSnapshot {
  return initialTransition(rollecateMachine, state)[0];
}

/** Sends a move through the chart, held to the rules core (see `checkedSend`). */
export const sendMove = checkedSend(pureTransition(rollecateMachine), explain);
