/**
 * A scenario as a step-through story: one frame for the starting position and
 * one after each move, with the narration that leads up to it, the refusal
 * text of a move the file expects to be refused, and the expectations checked
 * on the way. Pure and game-independent; the <Scenario> island shows frames.
 */
import { compareField } from './compare';
import { runWith } from './runCore';
import type { GameAdapter, Json } from './types';

export interface Frame<S = unknown> {
  /** The state shown in this frame. */
  state: S;
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
    const text = say[lang] ?? say.en ?? Object.values(say)[0];
    return typeof text === 'string' ? text : null;
  }
  return null;
}

/** The story of a scenario file, played with the given games' adapters (an island passes only its own game's). */
export function storyWith<S>(doc: unknown, lang: string, adapters: Record<string, GameAdapter<any>>): Story<S> {
  const verdict = runWith(doc, adapters);
  const title = (isObject(doc) && sayIn(doc.title, lang)) || '';
  const rules = isObject(doc) && Array.isArray(doc.rules) ? doc.rules.filter((r): r is string => typeof r === 'string') : [];
  if (!verdict.pass && (!isObject(doc) || !Array.isArray(doc.steps))) return { ok: false, error: verdict.reason ?? 'invalid', title, rules, frames: [] };
  const d = doc as { game: string; options?: Record<string, unknown>; position: Record<string, unknown>; steps: Record<string, unknown>[] };
  const adapter = adapters[d.game] as GameAdapter<S> | undefined;
  if (!adapter || !verdict.final) return { ok: false, error: verdict.reason ?? 'invalid', title, rules, frames: [] };
  let state: S;
  try {
    state = adapter.load(d.options ?? {}, d.position);
  } catch (e) {
    return { ok: false, error: (e as Error).message, title, rules, frames: [] };
  }
  const frames: Frame<S>[] = [{ state, say: [], move: null, refused: null, checks: [] }];
  let pendingSay: string[] = [];
  d.steps.forEach((step, index) => {
    const { rejected, say, expect, ...rest } = step;
    const last = frames[frames.length - 1] as Frame<S>;
    const line = sayIn(say, lang);
    if (line !== null) {
      // Narration before the first move, or after a move, belongs to the frame on screen.
      pendingSay.push(line);
      return;
    }
    if (isObject(expect)) {
      const view = adapter.view(last.state);
      for (const [field, value] of Object.entries(expect)) {
        const kind = adapter.fields[field];
        if (!kind) continue;
        const diff = compareField(field, kind, value, view[field] as Json);
        last.checks.push({ text: diff ?? `${field}: ${JSON.stringify(value)}`, ok: diff === null });
      }
      return;
    }
    const key = Object.keys(rest)[0];
    if (!key) return;
    last.say.push(...pendingSay);
    pendingSay = [];
    const out = adapter.move(last.state, key, rest[key]);
    if (out.ok && !rejected) frames.push({ state: out.state, say: [], move: { key, value: rest[key], index }, refused: null, checks: [] });
    else frames.push({ state: last.state, say: [], move: { key, value: rest[key], index }, refused: out.ok ? 'accepted' : out.reason, refusal: out.ok ? undefined : out.refusal, checks: [] });
  });
  (frames[frames.length - 1] as Frame<S>).say.push(...pendingSay);
  return { ok: verdict.pass, error: verdict.pass ? null : (verdict.reason ?? null), title, rules, frames };
}
