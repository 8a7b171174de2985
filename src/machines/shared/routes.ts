/**
 * Remembered routes through a statechart: the chart decides, XState computes,
 * and a path the chart has taken once is walked again without recomputing it.
 *
 * An event's macrostep in XState (the event's transition and every eventless
 * transition after it) is a fixed function of three things when a chart is
 * built the way ours are: the state the chart is in, the event's type, and the
 * answers its guards give. What the guards answer and what the actions compute
 * come from the rules core; where the chart goes given those answers is the
 * chart's alone. So the first time XState takes a macrostep from a state on an
 * event type, `routed` writes down what it did, in order: each guard it asked
 * and the answer, each action it ran, and the snapshot it ended in. Those
 * records grow into a tree per (state, event type), branching on the guards'
 * answers. The next time, the tree is walked: the same guards are asked of the
 * live context and event, the same actions run on it in the same order, and the
 * snapshot is the recorded one with the new context. A guard answer the tree
 * has not seen yet, an actor someone is inspecting (who wants XState's own
 * microstep reports), the stop event, an event type the chart never names, or
 * an end that computes the machine's output goes to XState itself, which
 * records the new branch where there is one to record.
 *
 * This is sound only for charts whose control flow is nothing but transitions,
 * eventless transitions, named guards (alone or in `and`/`or`/`not`), and
 * named `assign` actions that read only `context` and `event` and return the
 * whole context (a route takes what they return as the context, where XState
 * would merge a part into it): no invoke, delays, history, raised or sent
 * events, spawned children or inline functions. `routed` checks the chart's
 * shape when it is installed and throws if anything else is there;
 * tests/property/routes.property.test.ts checks, event by event on random games
 * of all three charts, that a routed actor and XState's own interpreter agree
 * on every snapshot (tests/unit/routes.test.ts does so on a small chart built
 * for it). Guards and actions must be pure (they are: they call the rules core).
 *
 * It leans on a few of XState 5's internals (a snapshot's `_nodes`, the state
 * nodes' transition lists, `assign`'s `assignment`, an actor's `options`), as
 * they are in the version package.json names; the property test above is what
 * says whether a new XState still fits.
 *
 * Why: XState's interpreter costs about 15 µs a move on Rollecate's chart
 * (2.7 microsteps a move), more than ten times what the rules core needs for
 * the move itself (issue 11 asks for at most three times). Walking a route
 * costs the core's time plus a few property reads.
 */
import { assign, type AnyStateMachine } from 'xstate';

type Args = { context: unknown; event: { type: string } } & Record<string, unknown>;
type GuardFn = (args: Args, params: unknown) => boolean;
type Assignment = (args: Args, params: unknown) => object;
type Snapshot = { status: string; context: unknown; _nodes: readonly { id: string }[] } & Record<string, unknown>;
type Scope = { self?: { options?: { inspect?: unknown } } } | undefined;

/** One point on a route: ask a guard and branch, run an action, or arrive. */
type Step =
  | { kind: 'guard'; name: string; fn: GuardFn; yes?: Step; no?: Step }
  | { kind: 'action'; name: string; fn: Assignment; next?: Step }
  | { kind: 'end'; same: boolean; template: Record<string, unknown> };

/** What XState did on one macrostep, in order: guard answers and action names. */
type Mark = { guard: string; answer: boolean } | { action: string };

/** Shape checks: what the chart may contain for its macrosteps to be remembered. */
interface NodeLike {
  id: string;
  type: string;
  entry: unknown[];
  exit: unknown[];
  invoke: unknown[];
  after: unknown[];
  always?: { guard?: unknown; actions: unknown[] }[];
  transitions: Map<string, { guard?: unknown; actions: unknown[] }[]>;
  states: Record<string, NodeLike>;
}

function checkGuard(g: unknown, where: string): void {
  if (g === undefined || typeof g === 'string') return;
  const composite = g as { guards?: unknown[]; guard?: unknown };
  if (Array.isArray(composite.guards)) return composite.guards.forEach((x) => checkGuard(x, where));
  if (composite.guard !== undefined) return checkGuard(composite.guard, where);
  throw new Error(`routed: ${where} has a guard that is not named; routes remember only named guards`);
}

function checkActions(list: unknown[], where: string): void {
  for (const a of list) {
    if (typeof a !== 'string') throw new Error(`routed: ${where} has an action that is not named; routes remember only named assign actions`);
  }
}

/** Checks the chart's shape below `n`, and adds every event type a transition names to `types`. */
function checkNode(n: NodeLike, types: Set<string>): void {
  if (n.type === 'history') throw new Error(`routed: ${n.id} is a history state`);
  if (n.invoke.length) throw new Error(`routed: ${n.id} invokes an actor`);
  if (n.after.length) throw new Error(`routed: ${n.id} has a delayed transition`);
  checkActions(n.entry, `${n.id}'s entry`);
  checkActions(n.exit, `${n.id}'s exit`);
  for (const t of n.always ?? []) {
    checkGuard(t.guard, n.id);
    checkActions(t.actions, n.id);
  }
  for (const [type, ts] of n.transitions) {
    types.add(type);
    if (type.includes('*')) throw new Error(`routed: ${n.id} has a wildcard transition`);
    for (const t of ts) {
      checkGuard(t.guard, `${n.id} on ${type}`);
      checkActions(t.actions, `${n.id} on ${type}`);
    }
  }
  for (const child of Object.values(n.states)) checkNode(child, types);
}

/**
 * Makes `machine` remember its routes (in place, like the chart's other
 * wrappers, so every actor of it benefits) and returns it. Call it before any
 * wrapper that should run around the whole macrostep.
 */
export function routed<M extends AnyStateMachine>(machine: M): M {
  const m = machine as unknown as {
    config: { context?: unknown };
    root: NodeLike & { output?: unknown };
    implementations: { guards: Record<string, GuardFn>; actions: Record<string, { assignment?: unknown; type?: string }> };
    transition: (s: Snapshot, e: { type: string }, scope: Scope) => Snapshot;
    getInitialSnapshot: (scope: Scope, input: unknown) => Snapshot;
  };
  /** Routes are remembered only for the event types the chart names (and its start): an event of any other type is
   * refused whatever the state, and remembering each new one would let a stream of made-up types grow memory. */
  const known = new Set<string>(['xstate.init']);
  checkNode(m.root, known);

  let marks: Mark[] | null = null;
  const guards: Record<string, GuardFn> = {};
  for (const [name, fn] of Object.entries(m.implementations.guards)) {
    guards[name] = fn;
    m.implementations.guards[name] = (args, params) => {
      const answer = fn(args, params);
      marks?.push({ guard: name, answer });
      return answer;
    };
  }
  const actions: Record<string, Assignment> = {};
  for (const [name, action] of Object.entries(m.implementations.actions)) {
    if (action.type !== 'xstate.assign' || typeof action.assignment !== 'function') {
      throw new Error(`routed: action ${name} is not an assign with a function; routes remember only those`);
    }
    const fn = action.assignment as Assignment;
    actions[name] = fn;
    m.implementations.actions[name] = assign((args: Args, params: unknown) => {
      marks?.push({ action: name });
      return fn(args, params);
    }) as never;
  }

  const xstate = m.transition.bind(m);
  const xstateInitial = m.getInitialSnapshot.bind(m);
  /** A route may end the machine only where ending computes nothing: the machine has no output. */
  const endsFree = m.root.output === undefined;
  const stats = { walked: 0, computed: 0 };
  statsOf.set(machine, stats);

  /** The routes out of each state configuration, by event type; found by the snapshot's `_nodes` list, or its ids. */
  const byKey = new Map<string, Map<string, Step>>();
  const byNodes = new WeakMap<object, Map<string, Step>>();
  const routesFrom = (s: Snapshot): Map<string, Step> => {
    let routes = byNodes.get(s._nodes);
    if (routes) return routes;
    const key = s._nodes.map((n) => n.id).join('\n');
    routes = byKey.get(key);
    if (!routes) byKey.set(key, (routes = new Map()));
    byNodes.set(s._nodes, routes);
    return routes;
  };
  /** The route from the machine's start (the event is `xstate.init`). */
  const fromStart = new Map<string, Step>();

  /** Runs `compute` (XState's own macrostep) with its guards and actions written down, and remembers the route. */
  const record = (routes: Map<string, Step> | null, type: string, from: Snapshot | null, compute: () => Snapshot): Snapshot => {
    const outer = marks;
    const mine: Mark[] = [];
    marks = mine;
    let next: Snapshot;
    try {
      next = compute();
    } finally {
      marks = outer;
    }
    stats.computed++;
    const kept = known.has(type) && (next.status === 'active' || (next.status === 'done' && endsFree));
    if (outer === null && routes && kept) remember(routes, type, mine, from, next);
    return next;
  };

  const remember = (routes: Map<string, Step>, type: string, path: Mark[], from: Snapshot | null, to: Snapshot) => {
    const { context: _context, ...template } = to;
    const end: Step = { kind: 'end', same: to === from, template };
    const build = (i: number): Step => {
      const mark = path[i];
      if (!mark) return end;
      if ('action' in mark) return { kind: 'action', name: mark.action, fn: actions[mark.action]!, next: build(i + 1) };
      const step: Step = { kind: 'guard', name: mark.guard, fn: guards[mark.guard]! };
      step[mark.answer ? 'yes' : 'no'] = build(i + 1);
      return step;
    };
    let at = routes.get(type);
    if (!at) return void routes.set(type, build(0));
    for (let i = 0; ; i++) {
      const mark = path[i];
      const differs = () => new Error(`routed: the chart took a different path from the same state, event type and guard answers (at ${type}, step ${i}); a guard or action is not pure`);
      if (!mark) {
        if (at.kind !== 'end') throw differs();
        return;
      }
      if ('action' in mark) {
        if (at.kind !== 'action' || at.name !== mark.action) throw differs();
        at = at.next!;
        continue;
      }
      if (at.kind !== 'guard' || at.name !== mark.guard) throw differs();
      const branch = mark.answer ? 'yes' : 'no';
      if (!at[branch]) {
        at[branch] = build(i + 1);
        return;
      }
      at = at[branch]!;
    }
  };

  /** Walks a remembered route: the snapshot it ends in, or null where the route has no branch for a guard's answer yet. */
  const walk = (step: Step | undefined, from: Snapshot | null, context: unknown, event: { type: string }): Snapshot | null => {
    while (step) {
      if (step.kind === 'guard') {
        step = step.fn({ context, event }, undefined) ? step.yes : step.no;
      } else if (step.kind === 'action') {
        context = step.fn({ context, event }, undefined);
        step = step.next;
      } else {
        stats.walked++;
        return step.same && from ? from : ({ ...step.template, context } as Snapshot);
      }
    }
    return null;
  };

  /** XState's own interpreter runs instead when someone inspects the actor (they want its microstep reports) or routes are being written. */
  const computes = (scope: Scope) => !!scope?.self?.options?.inspect || marks !== null;

  m.transition = (s, e, scope) => {
    if (s.status !== 'active') return xstate(s, e, scope);
    if (computes(scope)) return record(null, e.type, s, () => xstate(s, e, scope));
    const routes = routesFrom(s);
    const next = walk(routes.get(e.type), s, s.context, e);
    // Not remembered yet: XState takes the macrostep from the snapshot as it was (a walk never changes it).
    return next ?? record(routes, e.type, s, () => xstate(s, e, scope));
  };

  m.getInitialSnapshot = (scope, input) => {
    if (computes(scope)) return record(null, 'xstate.init', null, () => xstateInitial(scope, input));
    try {
      const init = { type: 'xstate.init', input };
      const next = walk(fromStart.get(init.type), null, startContext(m.config.context, input, scope), init);
      if (next) return next;
    } catch {
      // XState runs the start again below and reports the error as its snapshot does.
    }
    return record(fromStart, 'xstate.init', null, () => xstateInitial(scope, input));
  };
  return machine;
}

/** The context XState gives a machine before its first state is entered: the config's, or what its function makes of the input. */
function startContext(context: unknown, input: unknown, scope: Scope): unknown {
  if (typeof context !== 'function') return context ?? {};
  const spawn = () => {
    throw new Error('routed: a routed chart does not spawn actors');
  };
  return Object.assign({}, context({ input, spawn, self: scope?.self }));
}

const statsOf = new WeakMap<object, { walked: number; computed: number }>();

/** How many macrosteps of `machine` walked a remembered route and how many XState computed, since it was routed (for the bench). */
export function routeStats(machine: AnyStateMachine): { walked: number; computed: number } {
  return { ...(statsOf.get(machine) ?? { walked: 0, computed: 0 }) };
}
