/**
 * XState's pure `transition(machine, snapshot, event)` for a chart with no
 * children, delays or side effects, with one inert actor scope kept for
 * every move. The library's own helper builds a throwaway actor per call, and
 * building one first enters the chart with no context at all (its guards
 * throw, and the errors are caught and dropped): that was a third of the cost
 * of a move. Such a chart's scope holds nothing from one move to the next.
 */
import { createActor, type AnyStateMachine, type EventFromLogic, type SnapshotFrom } from 'xstate';

export function pureTransition<M extends AnyStateMachine>(machine: M): (snapshot: SnapshotFrom<M>, event: EventFromLogic<M>) => SnapshotFrom<M> {
  type Scope = Parameters<M['transition']>[2];
  let scope: Scope | null = null;
  return (snapshot, event) => {
    if (!scope) {
      const self = createActor(machine as AnyStateMachine, { input: (snapshot as { context: unknown }).context });
      scope = {
        self, defer: () => {}, id: '', logger: () => {}, sessionId: '', stopChild: () => {}, system: self.system, emit: () => {}, actionExecutor: () => {},
      } as unknown as Scope;
    }
    return machine.transition(snapshot, event, scope) as SnapshotFrom<M>;
  };
}

/** What a checked send gives back: the chart's next snapshot, or the rules' refusal with the snapshot untouched. */
export type Sent<S, R extends { message: string }> = { ok: true; snapshot: S } | { ok: false; reason: string; refusal: R };

/**
 * One move through a chart, held to its rules core: the core's `explain`
 * decides (legality has one home), the chart must agree. A refused move must
 * leave the context as it was and an accepted one must change it; a chart that
 * does otherwise has drifted from its core, and that is thrown, not shown.
 */
export function checkedSend<S extends { context: C; value: unknown }, C, E extends { type: string }, R extends { message: string }>(
  transition: (snapshot: S, event: E) => S,
  explain: (context: C, event: E) => R | null,
): (snapshot: S, event: E) => Sent<S, R> {
  return (snapshot, event) => {
    const refusal = explain(snapshot.context, event);
    const next = transition(snapshot, event);
    if (refusal) {
      if (next.context !== snapshot.context) throw new Error(`the chart changed the state on a refused move (${refusal.message})`);
      return { ok: false, reason: refusal.message, refusal };
    }
    if (next.context === snapshot.context) throw new Error(`the chart ignored a legal ${event.type} in state ${JSON.stringify(snapshot.value)}`);
    return { ok: true, snapshot: next };
  };
}
