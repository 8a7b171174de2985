/** Comparing an `expect` value with the state (see GameAdapter's FieldKind). */
import { own, show as quote, type FieldKind, type Json } from './types';

const show = (v: unknown): string => JSON.stringify(v);

/** The longest value a difference quotes: a message stays one readable line; `--json` gives both values whole. */
export const MAX_QUOTED = 300;

/** null when equal, otherwise a sentence saying what differed. */
export function compareField(name: string, kind: FieldKind, expected: unknown, actual: Json): string | null {
  const differ = () => {
    const e = quote(expected, MAX_QUOTED);
    const a = quote(actual, MAX_QUOTED);
    const cut = e.endsWith('…') || a.endsWith('…') ? ' (cut short; --json prints both whole)' : '';
    return `${name}: expected ${e} but got ${a}${cut}`;
  };
  switch (kind) {
    case 'value':
      return matches(expected, actual) ? null : differ();
    case 'list':
      if (!Array.isArray(expected)) return `${name}: expected a list in the file, found ${quote(expected, MAX_QUOTED)}`;
      return show(expected) === show(actual) ? null : differ();
    case 'set':
      if (!Array.isArray(expected)) return `${name}: expected a list in the file, found ${quote(expected, MAX_QUOTED)}`;
      return sameSet(expected, actual) ? null : differ();
    case 'listOfSets': {
      if (!Array.isArray(expected) || expected.some((e) => !Array.isArray(e))) {
        return `${name}: expected a list of lists in the file, found ${quote(expected, MAX_QUOTED)}`;
      }
      if (!Array.isArray(actual) || expected.length !== actual.length) return differ();
      return expected.every((e, i) => sameSet(e as unknown[], actual[i] as Json)) ? null : differ();
    }
  }
}

function sameSet(expected: unknown[], actual: Json): boolean {
  if (!Array.isArray(actual) || expected.length !== actual.length) return false;
  const a = expected.map(show).sort();
  const b = actual.map(show).sort();
  return a.every((v, i) => v === b[i]);
}

/** Deep equality, except that an expected object only checks the keys it lists. */
function matches(expected: unknown, actual: unknown): boolean {
  if (expected === null || typeof expected !== 'object') return expected === actual;
  if (Array.isArray(expected)) {
    return Array.isArray(actual) && actual.length === expected.length && expected.every((e, i) => matches(e, actual[i]));
  }
  if (actual === null || typeof actual !== 'object' || Array.isArray(actual)) return false;
  // Own keys only: {"__proto__": {}} or {"constructor": …} must not match what every object inherits.
  return Object.entries(expected).every(([k, v]) => Object.hasOwn(actual, k) && matches(v, own(actual as Record<string, unknown>, k)));
}
