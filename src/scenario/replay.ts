/**
 * A story's frames, and how an island replays a story worked out ahead: the
 * part of the step-through an example's island needs at run time. Reading a
 * scenario file, running it and checking its expectations stay in
 * ./frames.ts, where a story is worked out from its file (at build time for
 * the rule pages' examples), so an island that gets its story compiled
 * carries none of them.
 *
 * A frame's state is worked out when it is first looked at: the story keeps
 * a state at a checkpoint every √n frames and replays the moves from the
 * nearest one, so a file of 20,000 turns makes a story as cheaply as it runs,
 * instead of holding 20,000 copies of the table. A frame keeps giving the
 * same state object while it is on screen (the few most recently shown are
 * cached), and a refused move's frame shows the very state of the frame
 * before it.
 */

export interface Frame<S = unknown> {
  /** The state shown in this frame. */
  readonly state: S;
  /** Narration (`say`) read before this frame's move, and after it until the next move. */
  say: string[];
  /** The step that produced this frame (null for the starting position). */
  move: { key: string; value: unknown; index: number } | null;
  /** When the move was refused (as the file expects), the engine's reason. */
  refused: string | null;
  /** The game's refusal object for that reason, to word it in the page's language. */
  refusal?: unknown;
  /** Expectations checked right after this frame, in words, with whether they held. */
  checks: { text: string; ok: boolean }[];
}

export interface Story<S = unknown> {
  ok: boolean;
  /** Why the file could not be shown (the runner's message). */
  error: string | null;
  title: string;
  rules: string[];
  frames: Frame<S>[];
}

/**
 * A story worked out ahead, as plain data (JSON-safe): what a page can build
 * at build time and hand its island, so that the island carries neither the
 * scenario reader nor the runner, only the chart it replays the moves on.
 * `start` is the starting position as the adapter's `plain` gives it; each
 * accepted frame keeps the core's event its step became.
 */
export interface CompiledStory {
  ok: boolean;
  error: string | null;
  title: string;
  rules: string[];
  /** The starting position (adapter.plain), or null when the file could not be loaded. */
  start: unknown;
  frames: CompiledFrame[];
}

export type CompiledFrame = Omit<Frame, 'state'> & {
  /** The core's event the move became, when the move was played (not refused). */
  event?: unknown;
};

/** How many recently shown frame states stay cached (a page shows a frame and the one before it). */
const CACHED = 16;

/** How often the replay keeps a state to start from: every √n frames, so a frame costs at most √n moves to show. */
export const checkpointEvery = (steps: number) => Math.max(8, Math.ceil(Math.sqrt(steps)));

/**
 * Frames whose states are worked out when first looked at: from the nearest
 * checkpoint, replaying each played frame's move with `replay` (a refused
 * move's frame shows the state of the frame before it). States passed on the
 * way are kept as checkpoints every √n frames; the few most recently shown are
 * cached, so a frame keeps giving the same state object while it is on screen.
 */
export function framesOf<S>(
  played: readonly CompiledFrame[],
  checkpoints: Map<number, unknown>,
  replay: (s: unknown, frame: CompiledFrame) => unknown,
  present: (s: unknown) => S,
): Frame<S>[] {
  /** For each frame, the frame whose state it shows (itself, unless its move was refused). */
  const source: number[] = [];
  for (const [i, f] of played.entries()) source.push(i === 0 || f.refused === null ? i : (source[i - 1] as number));
  const every = checkpointEvery(played.length);
  const cache = new Map<number, S>();
  const stateOf = (index: number): S => {
    const at = source[index] as number;
    const hit = cache.get(at);
    if (hit !== undefined) {
      cache.delete(at);
      cache.set(at, hit);
      return hit;
    }
    let from = at;
    while (!checkpoints.has(from)) from--;
    let s = checkpoints.get(from);
    for (let f = from + 1; f <= at; f++) {
      const m = played[f] as CompiledFrame;
      if (m.refused !== null) continue;
      s = replay(s, m);
      if (f % every === 0 && !checkpoints.has(f)) checkpoints.set(f, s);
    }
    const shown = present(s);
    cache.set(at, shown);
    if (cache.size > CACHED) cache.delete(cache.keys().next().value as number);
    return shown;
  };
  return played.map((meta, index) => {
    const { event: _event, ...rest } = meta;
    const f = { ...rest, say: rest.say.slice(), checks: rest.checks.slice() } as Frame<S>;
    Object.defineProperty(f, 'state', { get: () => stateOf(index), enumerable: true });
    return f;
  });
}

/**
 * The island's side of a compiled story: `begin` builds the state shown from
 * the plain start, and `step` plays a frame's event on it (throwing if the
 * chart refuses what it accepted when the story was made).
 */
export function storyOf<S>(compiled: CompiledStory, begin: (start: unknown) => S, step: (s: S, event: unknown) => S): Story<S> {
  const { ok, error, title, rules } = compiled;
  if (compiled.start === null || compiled.frames.length === 0) return { ok, error, title, rules, frames: [] };
  const checkpoints = new Map<number, unknown>([[0, begin(compiled.start)]]);
  const replay = (s: unknown, f: CompiledFrame) => step(s as S, f.event);
  return { ok, error, title, rules, frames: framesOf(compiled.frames, checkpoints, replay, (s) => s as S) };
}
