/**
 * Remembered routes on small charts built for it (src/machines/shared/routes.ts):
 * what a routed chart may contain, and that walking a route gives what XState's
 * interpreter gives on entry and exit actions, re-entered states, composite
 * guards, the start, the end and a start that throws. The three games' charts
 * are checked against the interpreter on random games in
 * tests/property/routes.property.test.ts.
 */
import { and, assign, createActor, fromPromise, not, or, setup, type AnyStateMachine } from 'xstate';
import { describe, expect, it } from 'vitest';
import { routeStats, routed } from '../../src/machines/shared/routes';

type Ctx = { n: number; log: string[]; boom?: boolean };
type Ev = { type: 'add'; by: number } | { type: 'reset' } | { type: 'finish' };

/** A counter whose every kind of step writes to the log, so any skipped or reordered action shows. */
function counter() {
  const note = (context: Ctx, what: string): Ctx => ({ ...context, log: [...context.log, what] });
  return setup({
    types: { context: {} as Ctx, events: {} as Ev, input: {} as Ctx },
    guards: {
      big: ({ context }) => context.n >= 10,
      odd: ({ context }) => context.n % 2 === 1,
      positive: ({ event }) => event.type === 'add' && event.by > 0,
      boom: ({ context }) => !!context.boom,
    },
    actions: {
      add: assign(({ context, event }) => ({ ...context, n: context.n + (event.type === 'add' ? event.by : 0) })),
      reset: assign(({ context }) => ({ ...context, n: 0 })),
      explode: assign(() => {
        throw new Error('explodes on purpose');
      }),
      enterCounting: assign(({ context }) => note(context, 'enter counting')),
      exitCounting: assign(({ context }) => note(context, 'exit counting')),
      enterOdd: assign(({ context }) => note(context, 'enter odd')),
      settle: assign(({ context }) => note(context, 'settle')),
    },
  }).createMachine({
    context: ({ input }) => input,
    initial: 'start',
    states: {
      start: { always: [{ guard: 'boom', target: 'done', actions: 'explode' }, { target: 'counting' }] },
      counting: {
        entry: 'enterCounting',
        exit: 'exitCounting',
        initial: 'even',
        states: {
          even: { always: { guard: 'odd', target: 'odd' } },
          odd: { entry: 'enterOdd', always: { guard: not('odd'), target: 'even' } },
        },
        on: {
          add: [
            { guard: and(['positive', or(['big', 'odd'])]), target: 'counting', reenter: true, actions: 'add' },
            { guard: 'positive', actions: 'add' },
          ],
          reset: { target: 'counting', reenter: true, actions: ['reset', 'settle'] },
          finish: { guard: 'big', target: 'done' },
        },
      },
      done: { type: 'final' },
    },
  });
}

const EVENTS: Ev[] = [
  { type: 'add', by: 1 }, { type: 'add', by: 0 }, { type: 'add', by: 2 }, { type: 'finish' }, { type: 'add', by: 3 },
  { type: 'add', by: -1 }, { type: 'add', by: 5 }, { type: 'reset' }, { type: 'add', by: 11 }, { type: 'add', by: 4 }, { type: 'finish' },
];

type Snap = { value: unknown; status: string; context: unknown; error?: unknown };
const view = (s: Snap) => ({ value: s.value, status: s.status, context: s.context, error: s.error === undefined ? undefined : String(s.error) });

/** Every snapshot of a run of `events`, through XState's interpreter (inspected) or through remembered routes. */
function run(machine: AnyStateMachine, input: Ctx, events: readonly Ev[], inspected: boolean): ReturnType<typeof view>[] {
  const actor = createActor(machine, { input, ...(inspected ? { inspect: () => {} } : {}) });
  actor.start();
  const out = [view(actor.getSnapshot() as Snap)];
  for (const e of events) {
    actor.send(e);
    out.push(view(actor.getSnapshot() as Snap));
  }
  actor.stop();
  return out;
}

describe('routed charts', () => {
  it('walk the same snapshots as XState: entry and exit actions, re-entry, and/or/not guards, the start and the end', () => {
    const machine = routed(counter());
    const truth = run(machine, { n: 0, log: [] }, EVENTS, true);
    expect(routeStats(machine).walked).toBe(0);
    // The first routed run computes and remembers; later runs walk every step (the start and each event) of what it wrote down.
    expect(run(machine, { n: 0, log: [] }, EVENTS, false)).toEqual(truth);
    const before = routeStats(machine);
    for (let i = 0; i < 2; i++) expect(run(machine, { n: 0, log: [] }, EVENTS, false)).toEqual(truth);
    const after = routeStats(machine);
    expect(after.computed).toBe(before.computed);
    expect(after.walked - before.walked).toBe(2 * (1 + EVENTS.length));
    expect(truth.at(-1)).toMatchObject({ value: 'done', status: 'done' });
    expect((truth.at(-1)!.context as Ctx).log).toContain('exit counting');
  });

  it('a guard answer not seen before goes to XState, which adds the branch', () => {
    const machine = routed(counter());
    run(machine, { n: 0, log: [] }, [{ type: 'add', by: 2 }], false);
    const before = routeStats(machine).computed;
    // From the same state, the same event type with an answer the route has not met: big becomes true.
    expect(run(machine, { n: 0, log: [] }, [{ type: 'add', by: 20 }, { type: 'finish' }], false)).toEqual(
      run(machine, { n: 0, log: [] }, [{ type: 'add', by: 20 }, { type: 'finish' }], true),
    );
    expect(routeStats(machine).computed).toBeGreaterThan(before);
  });

  it('a start whose action throws ends in the error snapshot XState gives, remembered route or not', () => {
    const machine = routed(counter());
    run(machine, { n: 0, log: [] }, [], false);
    const fast = createActor(machine, { input: { n: 0, log: [], boom: true } });
    fast.subscribe({ error: () => {} });
    fast.start();
    expect(fast.getSnapshot().status).toBe('error');
    expect(String(fast.getSnapshot().error)).toMatch(/explodes on purpose/);
  });

  it('a refused event leaves the actor on the very snapshot it was on, as XState does', () => {
    const machine = routed(counter());
    for (const inspected of [true, false, false]) {
      const actor = createActor(machine, { input: { n: 0, log: [] }, ...(inspected ? { inspect: () => {} } : {}) }).start();
      const before = actor.getSnapshot();
      actor.send({ type: 'finish' });
      expect(actor.getSnapshot()).toBe(before);
      actor.stop();
    }
  });

  it('remembers nothing for an event type the chart does not name: each is computed again, so made-up types cannot pile up', () => {
    const machine = routed(counter());
    const actor = createActor(machine, { input: { n: 0, log: [] } }).start();
    for (let i = 0; i < 3; i++) {
      const before = routeStats(machine);
      const snap = actor.getSnapshot();
      actor.send({ type: 'made.up' } as never);
      expect(actor.getSnapshot()).toBe(snap);
      expect(routeStats(machine)).toEqual({ walked: before.walked, computed: before.computed + 1 });
    }
    // A type the chart names is remembered after its first time.
    actor.send({ type: 'add', by: 0 });
    const before = routeStats(machine);
    actor.send({ type: 'add', by: 0 });
    expect(routeStats(machine)).toEqual({ walked: before.walked + 1, computed: before.computed });
    actor.stop();
  });

  it('refuses charts whose steps it could not remember', () => {
    const base = { types: { context: {} as { n: number } } };
    const inline = setup(base).createMachine({ context: { n: 0 }, on: { go: { actions: assign({ n: 1 }) } } });
    expect(() => routed(inline)).toThrow(/not named/);
    const unnamedGuard = setup(base).createMachine({ context: { n: 0 }, on: { go: { guard: () => true, target: '.a' } }, initial: 'a', states: { a: {} } });
    expect(() => routed(unnamedGuard)).toThrow(/guard that is not named/);
    const delayed = setup(base).createMachine({ context: { n: 0 }, initial: 'a', states: { a: { after: { 100: 'b' } }, b: {} } });
    expect(() => routed(delayed)).toThrow(/delayed/);
    const invoking = setup({ ...base, actors: { work: fromPromise(async () => 1) } }).createMachine({ context: { n: 0 }, initial: 'a', states: { a: { invoke: { src: 'work' } } } });
    expect(() => routed(invoking)).toThrow(/invokes/);
    const history = setup(base).createMachine({ context: { n: 0 }, initial: 'a', states: { a: { initial: 'x', states: { x: {}, h: { type: 'history' } } } } });
    expect(() => routed(history)).toThrow(/history/);
    const notAssign = setup({ ...base, actions: { say: () => {} } }).createMachine({ context: { n: 0 }, on: { go: { actions: 'say' } } });
    expect(() => routed(notAssign)).toThrow(/not an assign/);
  });
});
