/**
 * Steam Rollers' statechart as the scenario runner and the example islands
 * step it: entered where a state waits, and sent one event at a time with
 * XState's pure `transition`. Kept apart from the file reader
 * (./steam-rollers.ts), so that an island replaying a story worked out at
 * build time carries only this.
 */
import { initialTransition, type SnapshotFrom } from 'xstate';
import { steamRollersMachine } from '../machines/steam-rollers/machine';
import { explain } from '../machines/steam-rollers/rules/game';
import type { SteamState } from '../machines/steam-rollers/rules/types';
import { checkedSend, pureTransition } from './pureTransition';

export type SteamSnapshot = SnapshotFrom<typeof steamRollersMachine>;

/** The adapter's state: the chart's snapshot, and the players' names for the log (seat numbers when none are given). */
export interface SteamRun {
  readonly snapshot: SteamSnapshot;
  readonly names: readonly (string | undefined)[];
}

/** The chart, entered where the state waits (its `resume` state routes by phase). */
export function startSnapshot(s: SteamState): SteamSnapshot {
  return initialTransition(steamRollersMachine, s)[0];
}

/** One event through the chart (see pureTransition.ts). */
export const transitionOf = pureTransition(steamRollersMachine);

/** Sends an event through the chart, held to the rules core (see `checkedSend`). */
export const sendEvent = checkedSend(transitionOf, explain);

/** A Steam Rollers story's start as plain data (the adapter's `plain`): the state and the seat names. */
export interface SteamStart {
  state: SteamState;
  names: (string | undefined)[];
}
