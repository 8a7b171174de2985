/**
 * A scenario as a step-through story: one frame for the starting position and
 * one after each move, with the narration that leads up to it, the refusal
 * text of a move the file expects to be refused, and the expectations checked
 * on the way. Pure and game-independent; the <Scenario> island shows frames.
 *
 * A frame's state is worked out when it is first looked at: the story keeps
 * the adapter's state at a checkpoint every √n frames and replays the moves
 * from the nearest one, so a file of 20,000 turns makes a story as cheaply as
 * it runs, instead of holding 20,000 copies of the table. A frame keeps
 * giving the same state object while it is on screen (the few most recently
 * shown are cached), and a refused move's frame shows the very state of the
 * frame before it.
 */
import { compareField } from './compare';
import { adapterFor, runWith } from './runCore';
import { own, type GameAdapter, type Json } from './types';

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

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Narration in the page's language: plain text, or {"en": …, "nl": …} (English fills a gap). */
export function sayIn(say: unknown, lang: string): string | null {
  if (typeof say === 'string') return say;
  if (isObject(say)) {
    const text = own(say, lang) ?? own(say, 'en') ?? Object.values(say)[0];
    return typeof text === 'string' ? text : null;
  }
  return null;
}

/** How many recently shown frame states stay cached (a page shows a frame and the one before it). */
const CACHED = 16;

/** The story of a scenario file, played with the given games' adapters (an island passes only its own game's). */
export function storyWith<S>(doc: unknown, lang: string, adapters: Record<string, GameAdapter<any>>): Story<S> {
  const verdict = runWith(doc, adapters);
  const title = (isObject(doc) && sayIn(own(doc, 'title'), lang)) || '';
  const rawRules = isObject(doc) ? own(doc, 'rules') : undefined;
  const rules = Array.isArray(rawRules) ? rawRules.filter((r): r is string => typeof r === 'string') : [];
  const fail = (error: string | undefined): Story<S> => ({ ok: false, error: error ?? 'invalid', title, rules, frames: [] });
  const steps = isObject(doc) ? own(doc, 'steps') : undefined;
  if (!isObject(doc) || !Array.isArray(steps)) return fail(verdict.reason);
  let adapter: GameAdapter<unknown>;
  try {
    adapter = adapterFor(doc, adapters);
  } catch {
    return fail(verdict.reason);
  }
  if (!verdict.final) return fail(verdict.reason);
  let live: unknown;
  try {
    live = adapter.load((own(doc, 'options') ?? {}) as Record<string, unknown>, own(doc, 'position') as Record<string, unknown>);
  } catch (e) {
    return fail((e as Error).message);
  }

  // What each frame needs to rebuild its state: the move it replays (null when it shows an earlier frame's state).
  const replay: ({ key: string; value: unknown } | null)[] = [null];
  /** For each frame, the frame whose state it shows (itself, unless its move was refused). */
  const source: number[] = [0];
  const checkpoints = new Map<number, unknown>([[0, live]]);
  const every = Math.max(8, Math.ceil(Math.sqrt(steps.length)));
  let sinceCheckpoint = 0;
  const cache = new Map<number, S>();
  const present = (s: unknown): S => (adapter.present ? adapter.present(s) : s) as S;
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
      const m = replay[f];
      if (!m) continue;
      const out = adapter.move(s, m.key, m.value);
      if (!out.ok) throw new Error(`frame ${f}: a move accepted while the story was made was refused on replay (${out.reason})`);
      s = out.state;
    }
    const shown = present(s);
    cache.set(at, shown);
    if (cache.size > CACHED) cache.delete(cache.keys().next().value as number);
    return shown;
  };
  const frame = (index: number, rest: Omit<Frame<S>, 'state'>): Frame<S> => {
    const f = rest as Frame<S>;
    Object.defineProperty(f, 'state', { get: () => stateOf(index), enumerable: true });
    return f;
  };

  const frames: Frame<S>[] = [frame(0, { say: [], move: null, refused: null, checks: [] })];
  let pendingSay: string[] = [];
  for (const [index, step] of steps.entries()) {
    // The runner has checked every step up to the one it stopped at; past that, stop at the first step that is not one.
    if (!isObject(step)) break;
    const { rejected, say, expect, ...rest } = step;
    const last = frames[frames.length - 1] as Frame<S>;
    // Narration before the first move, or after a move, belongs to the frame on screen.
    const line = sayIn(say, lang);
    if (line !== null) pendingSay.push(line);
    if (isObject(expect)) {
      let view: Record<string, Json> | null = null;
      for (const [field, value] of Object.entries(expect)) {
        const kind = own(adapter.fields, field);
        if (!kind) continue;
        const actual = adapter.viewField ? adapter.viewField(live, field) : (own((view ??= adapter.view(live)), field) as Json);
        const diff = compareField(field, kind, value, actual);
        last.checks.push({ text: diff ?? `${field}: ${JSON.stringify(value)}`, ok: diff === null });
      }
      continue;
    }
    const keys = Object.keys(rest);
    const key = keys[0];
    if (key === undefined) continue;
    if (keys.length > 1 || !adapter.moves.includes(key)) break;
    last.say.push(...pendingSay);
    pendingSay = [];
    let out;
    try {
      out = adapter.move(live, key, rest[key]);
    } catch {
      break;
    }
    const move = { key, value: rest[key], index };
    if (out.ok && !rejected) {
      live = out.state;
      replay.push(move);
      source.push(frames.length);
      if (++sinceCheckpoint >= every) {
        checkpoints.set(frames.length, live);
        sinceCheckpoint = 0;
      }
      frames.push(frame(frames.length, { say: [], move, refused: null, checks: [] }));
    } else {
      replay.push(null);
      source.push(source[frames.length - 1] as number);
      frames.push(frame(frames.length, { say: [], move, refused: out.ok ? 'accepted' : out.reason, refusal: out.ok ? undefined : out.refusal, checks: [] }));
    }
  }
  (frames[frames.length - 1] as Frame<S>).say.push(...pendingSay);
  return { ok: verdict.pass, error: verdict.pass ? null : (verdict.reason ?? null), title, rules, frames };
}
