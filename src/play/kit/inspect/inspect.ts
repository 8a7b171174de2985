/**
 * Developer inspection of a game's statechart with the Stately inspector
 * (`@statelyai/inspect`, the XState 5 successor of @xstate/inspect), for
 * every game: the kit's step-through island (src/components/kit/story/StoryIsland.tsx)
 * and play table (src/components/kit/table/useTable.ts) run a mirror when the game hands them
 * its `Inspected` (how to load its machine, and the machine's input).
 *
 * Off by default. The switch is `localStorage['rulebook.inspect'] = '1'`, set
 * by <InspectToggle> (or by hand in the console). Pages never ship the
 * inspector: it, and the game's machine, are loaded with dynamic `import()`
 * only once a mirror is asked for while the switch is on.
 *
 *   const mirror = mirrorActor(load, input);  // the chart's context the island starts from
 *   // … after every move the island makes through the chart:
 *   mirror?.send(event);                      // the same chart event
 *   // … when the island jumps (back, restart, new game) or unmounts:
 *   mirror?.stop();                           // then mirrorActor(load, newInput) again
 *
 * `mirrorActor` returns null when the switch is off (so `mirror?.send` costs
 * nothing), and otherwise a handle at once: events sent before the inspector
 * and the machine have loaded are queued and replayed in order. All mirrors of
 * a page share one inspector window ("xstateinspector" at
 * https://stately.ai/inspect); the first mirror or the toggle opens it. A
 * browser that blocks the pop-up just shows nothing: the island itself never
 * depends on the mirror.
 */
import type { AnyStateMachine } from 'xstate';

export const INSPECT_KEY = 'rulebook.inspect';

/** A chart event, as the game's machine takes it. */
export type ChartEvent = { type: string };

/** How a game's machine is loaded for a mirror: a dynamic import, so that no page ships it for the mirror's sake. */
export type LoadMachine = () => Promise<AnyStateMachine>;

/** What a game hands the kit to mirror a position `S`: its machine's loader and the machine's input (its context) for a position. */
export interface Inspected<S> {
  load: LoadMachine;
  input: (s: S) => unknown;
}

export interface Mirror {
  send(event: ChartEvent): void;
  stop(): void;
}

type Inspector = { inspect: unknown; start(): void; stop(): void };

let inspector: Promise<Inspector> | null = null;

/** Whether the developer switch is on (false on the server and when storage is blocked). */
export function isInspecting(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(INSPECT_KEY) === '1';
  } catch {
    return false;
  }
}

/** Turns the switch on or off; off also closes the link to the inspector window. */
export function setInspecting(on: boolean): void {
  try {
    if (on) localStorage.setItem(INSPECT_KEY, '1');
    else localStorage.removeItem(INSPECT_KEY);
  } catch {
    /* storage blocked: the switch simply stays off */
  }
  if (!on && inspector) {
    const closing = inspector;
    inspector = null;
    void closing.then((i) => i.stop()).catch(() => undefined);
  }
}

/** The page's one browser inspector, created (and its window opened) on first use. */
export function openInspector(): Promise<Inspector> {
  inspector ??= import('@statelyai/inspect').then(({ createBrowserInspector }) => createBrowserInspector() as unknown as Inspector);
  return inspector;
}

/**
 * An inspected actor of a game's machine (loaded by `load`, started from
 * `input`) that follows an island's moves, or null while the switch is off.
 * See the module comment for the protocol.
 */
export function mirrorActor(load: LoadMachine, input: unknown): Mirror | null {
  if (typeof window === 'undefined' || !isInspecting()) return null;
  const queue: ChartEvent[] = [];
  let actor: { send(e: ChartEvent): void; stop(): void } | null = null;
  let stopped = false;
  void Promise.all([openInspector(), import('xstate'), load()])
    .then(([insp, { createActor }, machine]) => {
      if (stopped) return;
      const a = createActor(machine, { input, inspect: insp.inspect as never });
      a.start();
      for (const e of queue.splice(0)) a.send(e);
      actor = a;
    })
    .catch((error: unknown) => console.warn('rulebook: the Stately inspector could not start', error));
  return {
    send(event) {
      if (stopped) return;
      if (actor) actor.send(event);
      else queue.push(event);
    },
    stop() {
      stopped = true;
      actor?.stop();
      actor = null;
    },
  };
}
