/**
 * Runs one scenario document: load the position, play the steps, check the
 * expectations, with the game adapters it is given. run.ts adds every game
 * the project knows; an island that shows one game's examples passes only
 * that game's adapter, so its page does not ship the other games' engines.
 */
import { compareField } from './compare';
import { ScenarioError, type GameAdapter, type Json } from './types';

export interface ScenarioResult {
  pass: boolean;
  /** Why it failed: names the step (0-based) and what differed. */
  reason?: string;
  title?: string;
  /** The final state's fields plus "log", for --json. */
  final?: Record<string, Json>;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

const COMMON = ['game', 'title', 'options', 'position', 'steps'];

/** Runs a parsed document with these games. Never throws: every problem becomes a failing result with a clear reason. */
export function runWith(doc: unknown, known: Record<string, GameAdapter<any>>): ScenarioResult {
  try {
    return run(doc, known);
  } catch (e) {
    if (e instanceof ScenarioError) return { pass: false, reason: e.message };
    return { pass: false, reason: `internal error: ${e instanceof Error ? e.message : String(e)}` };
  }
}

function run(doc: unknown, known: Record<string, GameAdapter<any>>): ScenarioResult {
  if (!isObject(doc)) throw new ScenarioError('the file must hold one JSON object');
  const adapter = known[doc.game as string];
  if (!adapter) throw new ScenarioError(`unknown game ${JSON.stringify(doc.game)} (known: ${Object.keys(known).join(', ')})`);
  // A title may also be given per language ({"en": …, "nl": …}), like narration.
  const title = typeof doc.title === 'string' ? doc.title : isObject(doc.title) && typeof doc.title.en === 'string' ? doc.title.en : undefined;
  for (const k of Object.keys(doc)) {
    // Extra top-level fields are the project's (e.g. "rules", "ruling", "description"); they must not hide a typo of a contract field.
    if (!COMMON.includes(k) && COMMON.some((c) => c.toLowerCase() === k.toLowerCase())) throw new ScenarioError(`unknown field "${k}"; did you mean "${COMMON.find((c) => c.toLowerCase() === k.toLowerCase())}"?`);
  }
  if (doc.options !== undefined && !isObject(doc.options)) throw new ScenarioError('"options" must be an object');
  if (!isObject(doc.position)) throw new ScenarioError('"position" must be an object');
  if (!Array.isArray(doc.steps)) throw new ScenarioError('"steps" must be a list');
  let state = adapter.load((doc.options ?? {}) as Record<string, unknown>, doc.position);

  for (const [i, raw] of doc.steps.entries()) {
    if (!isObject(raw)) throw new ScenarioError(`step ${i}: a step must be an object`);
    const { rejected, say, expect, ...rest } = raw;
    if (rejected !== undefined && typeof rejected !== 'boolean') throw new ScenarioError(`step ${i}: "rejected" must be true or false`);
    // The project's extension: narration may also be given per language, {"en": "…", "nl": "…"}.
    if (say !== undefined && typeof say !== 'string' && !(isObject(say) && Object.values(say).every((v) => typeof v === 'string'))) {
      throw new ScenarioError(`step ${i}: "say" must be text (or an object of texts per language)`);
    }
    const keys = Object.keys(rest);
    if (expect !== undefined) {
      if (keys.length) throw new ScenarioError(`step ${i}: an "expect" step cannot also hold ${keys.map((k) => `"${k}"`).join(', ')}`);
      if (!isObject(expect)) throw new ScenarioError(`step ${i}: "expect" must be an object of state fields`);
      const view = adapter.view(state);
      for (const [field, value] of Object.entries(expect)) {
        const kind = adapter.fields[field];
        if (!kind) throw new ScenarioError(`step ${i} (expect): unknown state field "${field}" (known: ${Object.keys(adapter.fields).join(', ')})`);
        const diff = compareField(field, kind, value, view[field] as Json);
        if (diff) return { pass: false, title, reason: `step ${i} (expect): ${diff}`, final: finalOf(adapter, state) };
      }
      continue;
    }
    if (keys.length === 0) {
      if (say !== undefined) continue;
      throw new ScenarioError(`step ${i}: empty step`);
    }
    if (keys.length > 1) throw new ScenarioError(`step ${i}: one move per step, found ${keys.map((k) => `"${k}"`).join(', ')}`);
    const move = keys[0] as string;
    if (!adapter.moves.includes(move)) throw new ScenarioError(`step ${i}: unknown step "${move}" (known: ${[...adapter.moves, 'expect', 'say'].join(', ')})`);
    let out;
    try {
      out = adapter.move(state, move, rest[move]);
    } catch (e) {
      if (e instanceof ScenarioError) throw new ScenarioError(`step ${i} (${move}): ${e.message}`);
      throw e;
    }
    if (rejected) {
      if (out.ok) return { pass: false, title, reason: `step ${i} (${move}): expected the engine to refuse this move, but it was accepted`, final: finalOf(adapter, out.state) };
      continue;
    }
    if (!out.ok) return { pass: false, title, reason: `step ${i} (${move}): refused: ${out.reason}`, final: finalOf(adapter, state) };
    state = out.state;
  }
  return { pass: true, title, final: finalOf(adapter, state) };
}

function finalOf(adapter: GameAdapter<any>, state: unknown): Record<string, Json> {
  return { ...adapter.view(state), log: adapter.log(state) };
}
