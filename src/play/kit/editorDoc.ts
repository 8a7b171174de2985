/**
 * A position editor's document, apart from its drawing: the steps text read within a page's limits, the title and
 * steps every editor's model holds besides its game's position, and the document written from them. Pure; the
 * editors' frame and fields (editorKit.tsx, editorForm.tsx) draw it, and each game's model (src/play/<game>/) writes
 * its options and position into it.
 */
import { sayIn } from '../../scenario/frames';
import { firstDuplicateKey } from '../../scenario/json';
import { docLimit, textLimit, type Limit } from './limits';

/** Why a steps text gives no list of steps: not JSON, not a list, or over a page's limits (limits.ts). */
export type StepsProblem = { problem: 'json'; detail: string } | { problem: 'duplicate'; key: string; path: string } | { problem: 'list' } | { problem: 'limit'; over: Limit };

/** A document an editor built from its model, or why its steps text kept it from being built. */
export type Built = { ok: true; doc: Record<string, unknown> } | { ok: false; problem: StepsProblem };

/**
 * The steps text as a list of steps. It is bounded like any paste: its size
 * before it is parsed, then its number of steps and its nesting (the steps sit
 * one level down in the document, as here), because the editor writes the
 * document out and runs it at every keystroke.
 */
export function readSteps(text: string): { ok: true; steps: unknown[] } | { ok: false; problem: StepsProblem } {
  const size = textLimit(text);
  if (size) return { ok: false, problem: { problem: 'limit', over: size } };
  let steps: unknown;
  try {
    steps = JSON.parse(text.trim() === '' ? '[]' : text);
  } catch (e) {
    return { ok: false, problem: { problem: 'json', detail: e instanceof Error ? e.message : String(e) } };
  }
  // JSON keeps the last of two equal keys: a step that says a thing twice would check only one of them.
  const dup = firstDuplicateKey(text);
  if (dup) return { ok: false, problem: { problem: 'duplicate', key: dup.key, path: `steps${dup.path}` } };
  if (!Array.isArray(steps)) return { ok: false, problem: { problem: 'list' } };
  const over = docLimit({ steps });
  if (over) return { ok: false, problem: { problem: 'limit', over } };
  return { ok: true, steps };
}

/** What every editor's model holds besides the game's position: the file's title and its steps as JSON text (a list). */
export interface DocHead {
  title: string;
  steps: string;
}

/** A document's title (in the page's language) and steps, read tolerantly: the runner judges what is written back. */
export function docHead(doc: Record<string, unknown>, lang: string): DocHead {
  return { title: sayIn(doc.title, lang) ?? '', steps: Array.isArray(doc.steps) ? JSON.stringify(doc.steps, null, 2) : '[]' };
}

/** The document an editor's model describes: its game's options and position, with the title and steps; only the steps text can keep it from being written. */
export function writeDoc(game: string, m: DocHead, defaultTitle: string, body: () => { options: Record<string, unknown>; position: Record<string, unknown> }): Built {
  const read = readSteps(m.steps);
  if (!read.ok) return read;
  const { options, position } = body();
  return { ok: true, doc: { game, title: m.title || defaultTitle, options, position, steps: read.steps } };
}

