/**
 * The scenario format's game-independent part (../shared/contracts/scenario.md).
 * Each game plugs in through a GameAdapter; the runner does the rest.
 */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A problem with the file itself (not with the rules): bad JSON, unknown card, illegal position… */
export class ScenarioError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScenarioError';
  }
}

/**
 * How a state field is compared in `expect`: `value` exactly (deep equality;
 * objects compare only the keys the file lists), `list` in order, `set`
 * ignoring order, `listOfSets` a list whose items are each compared as sets.
 */
export type FieldKind = 'value' | 'list' | 'set' | 'listOfSets';

/** A refused move: the engine's English reason, and the game's refusal object so a page can word it in its language. */
export type MoveOutcome<S> =
  | {
      ok: true;
      state: S;
      /** The core's event the step became (plain data), for a story worked out ahead (frames.ts, `compileStory`). */
      event?: unknown;
    }
  | { ok: false; reason: string; refusal?: unknown };

export interface GameAdapter<S> {
  /** The `game` value this adapter runs, e.g. "rollecate". */
  game: string;
  /** Builds the starting state from `options` and `position`; throws ScenarioError naming the problem. */
  load(options: Record<string, unknown>, position: Record<string, unknown>): S;
  /** Step keys that are moves, e.g. ["pass", "build", …]. A step holds exactly one of them. */
  moves: readonly string[];
  /** Applies one move step. Throws ScenarioError when the step is malformed; returns the engine's refusal when illegal. */
  move(state: S, key: string, value: unknown): MoveOutcome<S>;
  /** The state fields `expect` may name, and how each is compared. */
  fields: Readonly<Record<string, FieldKind>>;
  /** The current values of those fields. */
  view(state: S): Record<string, Json>;
  /**
   * One field of the view, for an `expect` that names only a few: computing
   * it must cost what that field holds, not what the whole game holds. Without
   * it the runner takes the field from `view`.
   */
  viewField?(state: S, field: string): Json;
  /** Plain-language log lines for `--json`. */
  log(state: S): string[];
  /**
   * The state as the pages see it (a step-through frame, a "try it" move), when
   * the adapter's own state is kept in a cheaper form while a file runs.
   * Without it the state is shown as it is.
   */
  present?(state: S): unknown;
  /**
   * The state as plain data (JSON-safe), for a story worked out ahead: what a
   * page hands its island to replay the moves' events on (frames.ts,
   * `compileStory`; replay.ts, `storyOf`). Without it a story cannot be compiled.
   */
  plain?(state: S): unknown;
}

/** How deep a scenario document may nest: far more than any real file needs (about 6), far less than would strain a recursive walk. */
export const MAX_DEPTH = 64;

/**
 * An own property of a table indexed by a name from a file, or undefined.
 * Never finds what every object inherits ("constructor", "toString",
 * "__proto__"…), so a field name from a file cannot reach Object.prototype.
 */
export function own<T>(table: Readonly<Record<string, T>>, name: unknown): T | undefined {
  return typeof name === 'string' && Object.hasOwn(table, name) ? table[name] : undefined;
}

const ESCAPES: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };

/** Control characters and line separators written as escapes (\n, \u2028…), so a message stays on one line. */
export function oneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => own(ESCAPES, c) ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A value from a file quoted for a message: JSON, one line, cut short when long. */
export function show(value: unknown, max = 80): string {
  let text: string;
  try {
    // JSON writes Infinity (what 1e400 parses to) as null: say what it is.
    text = typeof value === 'number' && !Number.isFinite(value) ? String(value) : (JSON.stringify(value) ?? String(value));
  } catch {
    text = Object.prototype.toString.call(value);
  }
  text = oneLine(text);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/**
 * True when `value` nests more than `limit` levels of lists and objects.
 * Iterative, so a hostile document cannot overflow the stack while it is measured.
 */
export function nestsDeeperThan(value: unknown, limit: number = MAX_DEPTH): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [v, depth] = stack.pop() as [unknown, number];
    if (typeof v !== 'object' || v === null) continue;
    if (depth + 1 > limit) return true;
    for (const child of Array.isArray(v) ? v : Object.values(v)) {
      if (typeof child === 'object' && child !== null) stack.push([child, depth + 1]);
    }
  }
  return false;
}

/** A whole number within [min, max], or a ScenarioError naming the field and its range. */
export function wholeIn(where: string, v: unknown, min: number, max: number, why = ''): number {
  if (v === undefined) throw new ScenarioError(`${where} is missing; give a whole number from ${min} to ${max}${why}`);
  if (typeof v !== 'number' || !Number.isInteger(v) || v < min || v > max) {
    throw new ScenarioError(`${where} must be a whole number from ${min} to ${max}${why}, not ${show(v)}`);
  }
  return v;
}

/** The largest seed: the generator's state is a 32-bit number (export writes it back exactly). */
export const MAX_SEED = 0xffffffff;
/** A seed written as text is hashed; a longer one adds nothing. */
export const MAX_SEED_TEXT = 200;

/**
 * A seed as a reader types it (a table's form, the position editor): digits that name a generator state are that
 * number, as the scenario files write seeds; anything else, a longer number too, is text, which the generator hashes.
 * Every table and editor reads a typed seed with this, so a seed means one game wherever it is typed.
 */
export function seedOfText(text: string): number | string {
  const s = text.trim();
  return /^\d{1,10}$/.test(s) && Number(s) <= MAX_SEED ? Number(s) : s;
}

export function readSeed(raw: unknown): number | string | undefined {
  if (raw === undefined) return undefined;
  if (typeof raw === 'string') {
    if (raw.length > MAX_SEED_TEXT) throw new ScenarioError(`options.seed as text must be at most ${MAX_SEED_TEXT} characters, found ${raw.length}`);
    return raw;
  }
  if (typeof raw !== 'number') throw new ScenarioError('options.seed must be a number or a string');
  return wholeIn('options.seed', raw, 0, MAX_SEED, ' (a 32-bit generator state)');
}
