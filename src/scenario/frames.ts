/**
 * A scenario as a step-through story: one frame for the starting position and
 * one after each move, with the narration that leads up to it, the refusal
 * text of a move the file expects to be refused, and the expectations checked
 * on the way. Pure and game-independent; the example islands show frames.
 *
 * `storyWith` plays a file with the adapters and replays its frames with
 * them; `compileStory` plays it once and keeps what an island needs as plain
 * data, which ./replay.ts (`storyOf`) replays on the chart alone.
 */
import { compareField } from './compare';
import { adapterFor, runWith } from './runCore';
import { checkpointEvery, framesOf, type CompiledFrame, type CompiledStory, type Frame, type Story } from './replay';
import { own, type GameAdapter, type Json } from './types';
import { isObj as isObject } from './checks';

export { storyOf, type CompiledFrame, type CompiledStory, type Frame, type Story } from './replay';

/** Narration in the page's language: plain text, or {"en": …, "nl": …} (English fills a gap). */
export function sayIn(say: unknown, lang: string): string | null {
  if (typeof say === 'string') return say;
  if (isObject(say)) {
    const text = own(say, lang) ?? own(say, 'en') ?? Object.values(say)[0];
    return typeof text === 'string' ? text : null;
  }
  return null;
}

interface Played {
  story: CompiledStory;
  adapter: GameAdapter<unknown> | null;
  /** The adapter's state at the start, and every `every` frames (where the replay may start from). */
  checkpoints: Map<number, unknown>;
}

/**
 * Plays a document once, frame by frame: the runner's verdict, the narration,
 * each move with its outcome and event, the expectations checked after it.
 */
function play(doc: unknown, lang: string, adapters: Record<string, GameAdapter<any>>): Played {
  const verdict = runWith(doc, adapters);
  const title = (isObject(doc) && sayIn(own(doc, 'title'), lang)) || '';
  const rawRules = isObject(doc) ? own(doc, 'rules') : undefined;
  const rules = Array.isArray(rawRules) ? rawRules.filter((r): r is string => typeof r === 'string') : [];
  const fail = (error: string | undefined): Played => ({
    story: { ok: false, error: error ?? 'invalid', title, rules, start: null, frames: [] },
    adapter: null,
    checkpoints: new Map(),
  });
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
  const checkpoints = new Map<number, unknown>([[0, live]]);
  const every = checkpointEvery(steps.length);
  let sinceCheckpoint = 0;

  const frames: CompiledFrame[] = [{ say: [], move: null, refused: null, checks: [] }];
  let pendingSay: string[] = [];
  for (const [index, step] of steps.entries()) {
    // The runner has checked every step up to the one it stopped at; past that, stop at the first step that is not one.
    if (!isObject(step)) break;
    const { rejected, say, expect, ...rest } = step;
    const last = frames[frames.length - 1] as CompiledFrame;
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
      if (++sinceCheckpoint >= every) {
        checkpoints.set(frames.length, live);
        sinceCheckpoint = 0;
      }
      frames.push({ say: [], move, refused: null, checks: [], ...(out.event === undefined ? {} : { event: out.event }) });
    } else {
      frames.push({ say: [], move, refused: out.ok ? 'accepted' : out.reason, ...(out.ok ? {} : { refusal: out.refusal }), checks: [] });
    }
  }
  (frames[frames.length - 1] as CompiledFrame).say.push(...pendingSay);
  const start = adapter.plain ? adapter.plain(checkpoints.get(0)) : null;
  return { story: { ok: verdict.pass, error: verdict.pass ? null : (verdict.reason ?? null), title, rules, start, frames }, adapter, checkpoints };
}

/** The story of a scenario file, played with the given games' adapters (an island passes only its own game's). */
export function storyWith<S>(doc: unknown, lang: string, adapters: Record<string, GameAdapter<any>>): Story<S> {
  const { story, adapter, checkpoints } = play(doc, lang, adapters);
  const { ok, error, title, rules } = story;
  if (!adapter) return { ok, error, title, rules, frames: [] };
  const replay = (s: unknown, f: CompiledFrame) => {
    const m = f.move as NonNullable<Frame['move']>;
    const out = adapter.move(s, m.key, m.value);
    if (!out.ok) throw new Error(`step ${m.index}: a move accepted while the story was made was refused on replay (${out.reason})`);
    return out.state;
  };
  const present = (s: unknown): S => (adapter.present ? adapter.present(s) : s) as S;
  return { ok, error, title, rules, frames: framesOf(story.frames, checkpoints, replay, present) };
}

/**
 * A story worked out ahead (see CompiledStory), for a page to build once and
 * hand its island. Needs the adapter's `plain` and each move's `event`.
 */
export function compileStory(doc: unknown, lang: string, adapters: Record<string, GameAdapter<any>>): CompiledStory {
  const { story, adapter } = play(doc, lang, adapters);
  if (adapter && !adapter.plain) throw new Error(`the ${adapter.game} adapter cannot compile a story (it has no "plain")`);
  return story;
}
