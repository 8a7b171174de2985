/**
 * XState's own share of the actor's time, for `npm run bench` (issue 11's
 * actor ÷ core goal). The same chart is replayed over the same moves with the
 * rules taken out: every guard answers from a tape recorded on a real run (so
 * the chart takes exactly the same transitions) and every action is an
 * `assign` that returns the context unchanged (so XState still copies the
 * context and the snapshot as it does for a real step). What is left is the
 * statechart library's work alone: the least the actor can cost, however fast
 * the rules core becomes.
 */
import { assign, createActor } from 'xstate';
import { rollecateMachine } from '../src/machines/rollecate/machine';
import type { Action, GameState } from '../src/machines/rollecate/rules/types';

type Guard = (args: unknown, params: unknown) => boolean;

const guardNames = Object.keys(rollecateMachine.implementations.guards);
const actionNames = Object.keys(rollecateMachine.implementations.actions);

/** Where the guards of the two charts below read and write: the game's tape and the next answer on it. */
const cursor: { tape: boolean[]; i: number } = { tape: [], i: 0 };

/** The real chart, each guard's answer written to the tape in the order XState asks. */
const recording = rollecateMachine.provide({
  guards: Object.fromEntries(
    guardNames.map((name) => {
      const real = (rollecateMachine.implementations.guards as Record<string, Guard>)[name]!;
      return [name, (args: unknown, params: unknown) => {
        const answer = real(args, params);
        cursor.tape.push(answer);
        return answer;
      }];
    }),
  ),
} as never);

/** The chart with no rules: guards read the tape, actions keep the context as it is. */
const replaying = rollecateMachine.provide({
  guards: Object.fromEntries(guardNames.map((name) => [name, () => cursor.tape[cursor.i++]!])),
  actions: Object.fromEntries(actionNames.map((name) => [name, assign(({ context }: { context: GameState }) => context)])),
} as never);

export interface Taped {
  start: GameState;
  moves: Action[];
  tape: boolean[];
}

/** Records each game's guard answers (one untimed real run per game) and counts the chart's microsteps a move. */
export function recordTapes(games: readonly { start: GameState; moves: Action[] }[]): { taped: Taped[]; microstepsPerMove: number } {
  let microsteps = 0;
  let moves = 0;
  let counting = false;
  const taped = games.map((g) => {
    cursor.tape = [];
    const actor = createActor(recording, {
      input: g.start,
      inspect: (e) => {
        if (counting && e.type === '@xstate.microstep') microsteps++;
      },
    });
    actor.start();
    counting = true;
    for (const m of g.moves) actor.send(m);
    counting = false;
    if (actor.getSnapshot().status !== 'done') throw new Error('recording run did not end');
    actor.stop();
    moves += g.moves.length;
    return { ...g, tape: cursor.tape };
  });
  return { taped, microstepsPerMove: microsteps / Math.max(1, moves) };
}

/** Replays every game on the rule-less chart; throws if a replay strays from the recorded path. */
export function replayTapes(taped: readonly Taped[]): void {
  for (const g of taped) {
    cursor.tape = g.tape;
    cursor.i = 0;
    const actor = createActor(replaying, { input: g.start });
    actor.start();
    for (const m of g.moves) actor.send(m);
    if (actor.getSnapshot().status !== 'done' || cursor.i !== g.tape.length) throw new Error('taped replay left the recorded path');
    actor.stop();
  }
}
