/**
 * Runs one scenario document: load the position, play the steps, check the
 * expectations, with the game adapters it is given. run.ts adds every game
 * the project knows; an island that shows one game's examples passes only
 * that game's adapter, so its page does not ship the other games' engines.
 *
 * Every name the file supplies (a game, a state field, a step) is looked up
 * among own properties only, so "constructor" or "__proto__" never finds what
 * every object inherits; every reason is one line.
 */
import { compareField } from './compare';
import { MAX_DEPTH, ScenarioError, nestsDeeperThan, oneLine, own, show, type GameAdapter, type Json } from './types';
import { isObj as isObject } from './checks';

export interface ScenarioResult {
  pass: boolean;
  /**
   * For a failed expectation: the step, the field, and both values whole. The
   * reason shows them cut short (a 3 MB value would make a 3 MB line); `--json`
   * prints this.
   */
  difference?: { step: number; field: string; expected: Json; actual: Json };
  /** Why it failed: names the step (0-based) and what differed. One line. */
  reason?: string;
  title?: string;
  /** The final state's fields plus "log", for --json. */
  final?: Record<string, Json>;
}

const COMMON = ['game', 'title', 'options', 'position', 'steps'];
/** What a step may check; outside a step it would be ignored, and a file relying on it would pass unchecked. */
const EXPECTATIONS = ['expect', 'expectations'];
/** A clause id as the rules analysis writes them: R17, RO5, SC3, D4. */
const CLAUSE = /^[A-Z]{1,3}[0-9]{1,3}[a-z]?$/;
/** The project's own top-level fields (README, "Scenario files"); other extra fields are accepted unless they look like a misspelt one of these. */
const PROJECT = ['rules', 'ruling', 'description'];

/** Edit distance counting a swap of two neighbouring letters as one edit ("stpes"), capped: only "is it a small typo" matters. */
function distance(a: string, b: string): number {
  if (Math.abs(a.length - b.length) > 2) return 3;
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const row = d[i] as number[];
      const up = d[i - 1] as number[];
      row[j] = Math.min((up[j] as number) + 1, (row[j - 1] as number) + 1, (up[j - 1] as number) + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j] as number, ((d[i - 2] as number[])[j - 2] as number) + 1);
    }
  }
  return (d[a.length] as number[])[b.length] as number;
}

/** The known top-level field an unknown one is probably a typo of. */
function misspelt(key: string): string | undefined {
  const k = key.toLowerCase();
  return [...COMMON, ...PROJECT].find((c) => c === k || (k.length >= 4 && distance(k, c) <= (c.length > 5 ? 2 : 1)));
}

/** Runs a parsed document with these games. Never throws: every problem becomes a failing result with a clear one-line reason. */
export function runWith(doc: unknown, known: Record<string, GameAdapter<any>>): ScenarioResult {
  let result: ScenarioResult;
  try {
    result = run(doc, known);
  } catch (e) {
    if (e instanceof ScenarioError) result = { pass: false, reason: e.message };
    else result = { pass: false, reason: `internal error: ${e instanceof Error ? e.message : String(e)}` };
  }
  return result.reason === undefined ? result : { ...result, reason: oneLine(result.reason) };
}

/** The adapter a document names, or a ScenarioError naming the problem. Own properties only: "__proto__" is not a game. */
export function adapterFor(doc: Record<string, unknown>, known: Record<string, GameAdapter<any>>): GameAdapter<any> {
  const adapter = own(known, own(doc, 'game'));
  if (!adapter) throw new ScenarioError(`unknown game ${show(own(doc, 'game'))} (known: ${Object.keys(known).join(', ')})`);
  return adapter;
}

function run(doc: unknown, known: Record<string, GameAdapter<any>>): ScenarioResult {
  if (!isObject(doc)) throw new ScenarioError('the file must hold one JSON object');
  if (nestsDeeperThan(doc)) throw new ScenarioError(`the file nests lists and objects more than ${MAX_DEPTH} levels deep (the limit for a scenario file)`);
  const adapter = adapterFor(doc, known);
  // A title may also be given per language ({"en": …, "nl": …}), like narration.
  const rawTitle = own(doc, 'title');
  const title = typeof rawTitle === 'string' ? rawTitle : isObject(rawTitle) && typeof own(rawTitle, 'en') === 'string' ? (own(rawTitle, 'en') as string) : undefined;
  for (const k of Object.keys(doc)) {
    if (EXPECTATIONS.includes(k)) throw new ScenarioError(`${show(k)} at the top level of the file checks nothing: expectations live in steps, like "steps": [..., {"expect": {"phase": "over"}}]`);
    // Extra top-level fields are the project's (e.g. "rules", "ruling", "description"); they must not hide a typo of a known field.
    if (COMMON.includes(k) || PROJECT.includes(k)) continue;
    const meant = misspelt(k);
    if (meant) throw new ScenarioError(`unknown field ${show(k)}; did you mean "${meant}"?`);
  }
  const rules = own(doc, 'rules');
  if (rules !== undefined && (!Array.isArray(rules) || rules.some((r) => typeof r !== 'string'))) throw new ScenarioError('"rules" must be a list of clause ids, like ["R17", "R18"]');
  const options = own(doc, 'options');
  const position = own(doc, 'position');
  const steps = own(doc, 'steps');
  if (options !== undefined && !isObject(options)) throw new ScenarioError('"options" must be an object');
  if (!isObject(position)) throw new ScenarioError('"position" must be an object');
  if (!Array.isArray(steps)) throw new ScenarioError('"steps" must be a list');
  for (const [name, part] of [['options', options], ['position', position]] as const) {
    for (const k of EXPECTATIONS) {
      if (isObject(part) && Object.hasOwn(part, k)) throw new ScenarioError(`${name}.${k} checks nothing: expectations live in steps, like "steps": [..., {"expect": {"phase": "over"}}]`);
    }
  }
  let state = adapter.load(options ?? {}, position);

  for (const [i, raw] of steps.entries()) {
    if (!isObject(raw)) throw new ScenarioError(`step ${i}: a step must be an object`);
    const { rejected, say, expect, ...rest } = raw;
    if (rejected !== undefined && typeof rejected !== 'boolean' && !(typeof rejected === 'string' && CLAUSE.test(rejected))) {
      throw new ScenarioError(`step ${i}: "rejected" must be true (refused by any rule), false, or the clause expected to refuse the move, like "D4", not ${show(rejected)}`);
    }
    // The project's extension: narration may also be given per language, {"en": "…", "nl": "…"}.
    if (say !== undefined && typeof say !== 'string' && !(isObject(say) && Object.values(say).every((v) => typeof v === 'string'))) {
      throw new ScenarioError(`step ${i}: "say" must be text (or an object of texts per language)`);
    }
    const keys = Object.keys(rest);
    if (expect !== undefined) {
      if (keys.length) throw new ScenarioError(`step ${i}: an "expect" step cannot also hold ${keys.map((k) => show(k)).join(', ')}`);
      if (rejected !== undefined) throw new ScenarioError(`step ${i}: "rejected" belongs on a move, not on an "expect" step`);
      if (!isObject(expect)) throw new ScenarioError(`step ${i}: "expect" must be an object of state fields`);
      const fields = Object.keys(expect);
      // An expectation that names nothing checks nothing: a file that relies on it would pass whatever the engine did.
      if (fields.length === 0) throw new ScenarioError(`step ${i}: "expect" names no state field, so it would check nothing (known: ${Object.keys(adapter.fields).join(', ')})`);
      let view: Record<string, Json> | null = null;
      for (const field of fields) {
        const kind = own(adapter.fields, field);
        if (!kind) throw new ScenarioError(`step ${i} (expect): unknown state field ${show(field)} (known: ${Object.keys(adapter.fields).join(', ')})`);
        if (kind === 'value') {
          const empty = emptyPart(expect[field], field);
          if (empty !== null) throw new ScenarioError(`step ${i} (expect): ${empty} is {}, which checks nothing; name what it must hold, or leave it out`);
        }
        let actual: Json;
        if (adapter.viewField) actual = adapter.viewField(state, field);
        else actual = own((view ??= adapter.view(state)), field) as Json;
        const diff = compareField(field, kind, expect[field], actual);
        if (diff) return { pass: false, title, reason: `step ${i} (expect): ${diff}`, difference: { step: i, field, expected: expect[field] as Json, actual }, final: finalOf(adapter, state) };
      }
      continue;
    }
    if (keys.length === 0) {
      if (rejected !== undefined) throw new ScenarioError(`step ${i}: "rejected" belongs on a move, and this step has none`);
      if (say !== undefined) continue;
      throw new ScenarioError(`step ${i}: empty step`);
    }
    if (keys.length > 1) throw new ScenarioError(`step ${i}: one move per step, found ${keys.map((k) => show(k)).join(', ')}`);
    const move = keys[0] as string;
    if (!adapter.moves.includes(move)) throw new ScenarioError(`step ${i}: unknown step ${show(move)} (known: ${[...adapter.moves, 'expect', 'say'].join(', ')})`);
    let out;
    try {
      out = adapter.move(state, move, rest[move]);
    } catch (e) {
      if (e instanceof ScenarioError) throw new ScenarioError(`step ${i} (${move}): ${e.message}`);
      throw e;
    }
    if (rejected) {
      const clause = typeof rejected === 'string' ? ` under ${rejected}` : '';
      if (out.ok) return { pass: false, title, reason: `step ${i} (${move}): expected the engine to refuse this move${clause}, but it was accepted`, final: finalOf(adapter, out.state) };
      if (typeof rejected === 'string') {
        const rule = (out.refusal as { rule?: unknown } | undefined)?.rule;
        if (rule !== rejected) {
          return { pass: false, title, reason: `step ${i} (${move}): expected a refusal under ${rejected}, but the engine refused it ${typeof rule === 'string' ? `under ${rule}` : 'without naming a clause'}: ${out.reason}`, final: finalOf(adapter, state) };
        }
      }
      continue;
    }
    if (!out.ok) return { pass: false, title, reason: `step ${i} (${move}): refused: ${out.reason}`, final: finalOf(adapter, state) };
    state = out.state;
  }
  return { pass: true, title, final: finalOf(adapter, state) };
}

/**
 * The place of the first part of an expected value that checks nothing: an
 * object with no key (it matches any object). A list item may be `{}` ("this
 * one is not checked", e.g. one seat of `players`) while another item of the
 * same list checks something. Iterative and linear in the value's size.
 */
export function emptyPart(value: unknown, path: string): string | null {
  const stack: [unknown, string, boolean][] = [[value, path, false]];
  while (stack.length) {
    const [v, at, excused] = stack.pop() as [unknown, string, boolean];
    if (typeof v !== 'object' || v === null) continue;
    if (Array.isArray(v)) {
      const someChecked = v.some((x) => !isEmptyObject(x));
      for (let k = v.length - 1; k >= 0; k--) stack.push([v[k], `${at}[${k}]`, someChecked]);
      continue;
    }
    const keys = Object.keys(v);
    if (keys.length === 0) {
      if (excused) continue;
      return at;
    }
    for (let k = keys.length - 1; k >= 0; k--) {
      const key = keys[k] as string;
      stack.push([(v as Record<string, unknown>)[key], /^[A-Za-z_$][\w$]*$/.test(key) ? `${at}.${key}` : `${at}[${JSON.stringify(key)}]`, false]);
    }
  }
  return null;
}

const isEmptyObject = (x: unknown) => typeof x === 'object' && x !== null && !Array.isArray(x) && Object.keys(x).length === 0;

function finalOf(adapter: GameAdapter<any>, state: unknown): Record<string, Json> {
  return { ...adapter.view(state), log: adapter.log(state) };
}
