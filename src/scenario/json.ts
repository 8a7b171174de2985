/**
 * Reading a scenario's JSON text. `JSON.parse` keeps the last of two equal
 * keys, so `{"expect": {"phase": "over", "phase": "action"}}` would check
 * only the second one and a file could pass although it says two things. A
 * scenario with a duplicate key anywhere is refused, naming the key and where
 * it stands (`steps[3].expect`).
 *
 * The check is one pass over the text after `JSON.parse` has accepted it (so
 * the text is known to be valid JSON): an explicit stack, never recursion, so
 * a document nested far deeper than the runner's limit costs time in
 * proportion to its size and cannot overflow the stack; the depth limit
 * itself stays the runner's (types.ts, MAX_DEPTH).
 */
import { oneLine, show } from './types';

/** A duplicate key: the key, and the path of the object that holds it twice ("" for the top level). */
export interface DuplicateKey {
  key: string;
  path: string;
}

/** How a path is written: `steps[3].expect`, `position.supply["1"]`. */
function pathOf(frames: readonly Frame[]): string {
  let out = '';
  for (const f of frames) {
    if (f.at === null) continue;
    if (typeof f.at === 'number') out += `[${f.at}]`;
    else out += /^[A-Za-z_$][\w$]*$/.test(f.at) ? `${out ? '.' : ''}${f.at}` : `[${JSON.stringify(f.at)}]`;
  }
  return out;
}

interface Frame {
  /** This container's place in its parent: a key, an index, or null for the top. */
  at: string | number | null;
  /** For an object, the keys seen so far; null for a list. */
  keys: Set<string> | null;
  /** For a list, the index of the next item. */
  next: number;
  /** For an object, the key whose value comes next. */
  pending: string | null;
}

/**
 * The first key that an object of this JSON text holds twice, or null. The
 * text must already be valid JSON (call it after `JSON.parse`). Keys are
 * compared after their escapes are undone: `"a"` and `"\u0061"` are one key.
 */
export function firstDuplicateKey(text: string): DuplicateKey | null {
  const stack: Frame[] = [];
  let i = 0;
  const n = text.length;
  /** Where the next value goes in the container on top of the stack. */
  const placeOfNext = (): string | number | null => {
    const top = stack[stack.length - 1];
    if (!top) return null;
    if (top.keys === null) return top.next++;
    return top.pending;
  };
  while (i < n) {
    const c = text.charCodeAt(i);
    if (c === 0x22 /* " */) {
      // A string: a key when it stands where an object expects one.
      const start = i;
      let escaped = false;
      i++;
      while (i < n) {
        const d = text.charCodeAt(i);
        if (d === 0x5c /* \ */) {
          escaped = true;
          i += 2;
          continue;
        }
        if (d === 0x22) break;
        i++;
      }
      const top = stack[stack.length - 1];
      const isKey = top !== undefined && top.keys !== null && top.pending === null;
      if (isKey) {
        const raw = text.slice(start + 1, i);
        const key = escaped ? (JSON.parse(text.slice(start, i + 1)) as string) : raw;
        if (top.keys!.has(key)) return { key, path: pathOf(stack) };
        top.keys!.add(key);
        top.pending = key;
      } else if (top && top.keys === null) top.next++;
      else if (top) top.pending = null;
      i++;
      continue;
    }
    if (c === 0x7b /* { */ || c === 0x5b /* [ */) {
      const at = placeOfNext();
      stack.push({ at, keys: c === 0x7b ? new Set() : null, next: 0, pending: null });
      i++;
      continue;
    }
    if (c === 0x7d /* } */ || c === 0x5d /* ] */) {
      stack.pop();
      const top = stack[stack.length - 1];
      if (top && top.keys !== null) top.pending = null;
      i++;
      continue;
    }
    if (c === 0x2c /* , */ || c === 0x3a /* : */ || c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09) {
      i++;
      continue;
    }
    // A number, true, false or null: a value, through to the next delimiter.
    const top = stack[stack.length - 1];
    if (top && top.keys === null) top.next++;
    else if (top) top.pending = null;
    while (i < n) {
      const d = text.charCodeAt(i);
      if (d === 0x2c || d === 0x7d || d === 0x5d || d === 0x20 || d === 0x0a || d === 0x0d || d === 0x09) break;
      i++;
    }
  }
  return null;
}

/** The problem a duplicate key makes, in the runner's words (one line). */
export function duplicateText(d: DuplicateKey): string {
  const where = d.path === '' ? 'at the top level' : `in ${oneLine(d.path.length > 200 ? `${d.path.slice(0, 199)}…` : d.path)}`;
  return `the key ${show(d.key)} appears twice ${where}; JSON keeps only the last, so the first would be ignored: remove one`;
}

/**
 * A scenario's text as a document, or the problem: not JSON (with the
 * parser's message), or a key given twice. Never throws.
 */
export function parseScenarioJson(text: string): { ok: true; doc: unknown } | { ok: false; error: string } {
  let doc: unknown;
  try {
    doc = JSON.parse(text);
  } catch (e) {
    return { ok: false, error: `not valid JSON (${e instanceof Error ? e.message : String(e)})` };
  }
  const dup = firstDuplicateKey(text);
  if (dup) return { ok: false, error: duplicateText(dup) };
  return { ok: true, doc };
}
