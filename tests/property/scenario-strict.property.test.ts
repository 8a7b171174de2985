/**
 * Issue 29, as properties over every scenario file of the site and the
 * contract's examples (all of which pass): a key inserted a second time
 * anywhere, an expectation part emptied, or a string value misspelt anywhere
 * in the moves, expectations and position never leaves a file that PASSes.
 * Each run reads the mutated text as the command line does (duplicate keys
 * first, then the runner).
 */
import fc from 'fast-check';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseScenarioJson } from '../../src/scenario/json';
import { adapters } from '../../src/scenario/registry';
import { runScenario } from '../../src/scenario/run';
import { CONTRACT_EXAMPLES } from '../fixtures/contract';

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Path = (string | number)[];

const root = join(import.meta.dirname, '..', '..');
const jsonBelow = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? jsonBelow(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : []));
const FILES = [...jsonBelow(join(root, 'src/content/scenarios')), ...jsonBelow(CONTRACT_EXAMPLES)].sort();
const DOCS: { file: string; doc: Record<string, Json> }[] = FILES.map((file) => ({ file, doc: JSON.parse(readFileSync(file, 'utf8')) }));

/** What the command line says of a text: PASS only when it parses without a doubled key and the runner passes it. */
const passes = (text: string): boolean => {
  const parsed = parseScenarioJson(text);
  return parsed.ok && runScenario(parsed.doc).pass;
};

/** Every node of a value with its path, `where` deciding which subtrees are walked. */
function nodes(value: Json, path: Path = [], skip: (path: Path) => boolean = () => false): { path: Path; value: Json }[] {
  const out: { path: Path; value: Json }[] = [];
  const stack: { path: Path; value: Json }[] = [{ path, value }];
  while (stack.length) {
    const n = stack.pop()!;
    if (skip(n.path)) continue;
    out.push(n);
    if (Array.isArray(n.value)) n.value.forEach((v, i) => stack.push({ path: [...n.path, i], value: v }));
    else if (n.value !== null && typeof n.value === 'object') for (const [k, v] of Object.entries(n.value)) stack.push({ path: [...n.path, k], value: v });
  }
  return out;
}

function setAt(doc: Json, path: Path, value: Json): Json {
  const copy = structuredClone(doc);
  let at: any = copy;
  for (const k of path.slice(0, -1)) at = at[k];
  at[path[path.length - 1]!] = value;
  return copy;
}

/** JSON text of `doc` with the object at `path` writing `key` once more (first, with `value`), before its own keys. */
function withDuplicate(doc: Json, path: Path, key: string, value: Json): string {
  const write = (v: Json, at: Path): string => {
    if (Array.isArray(v)) return `[${v.map((x, i) => write(x, [...at, i])).join(',')}]`;
    if (v !== null && typeof v === 'object') {
      const parts = Object.entries(v).map(([k, x]) => `${JSON.stringify(k)}:${write(x, [...at, k])}`);
      if (at.length === path.length && at.every((p, i) => p === path[i])) parts.unshift(`${JSON.stringify(key)}:${JSON.stringify(value)}`);
      return `{${parts.join(',')}}`;
    }
    return JSON.stringify(v);
  };
  return write(doc, []);
}

const NARRATION = new Set(['say', 'title', 'name', 'ruling', 'description', '$schema', 'rules']);

describe('no mutation of a passing file passes (issue 29)', () => {
  // Every one of these files passes as it is: `npm run scenario` checks that (tests/unit/scenario.test.ts runs them all).
  it('reads the site\'s files and the contract\'s examples', () => expect(DOCS.length).toBeGreaterThan(100));

  it('inserting a key a second time into any object, with any value, never yields PASS', () => {
    const objects = DOCS.flatMap(({ file, doc }) =>
      nodes(doc)
        .filter((n) => n.value !== null && typeof n.value === 'object' && !Array.isArray(n.value) && Object.keys(n.value).length > 0)
        .map((n) => ({ file, doc, path: n.path, keys: Object.keys(n.value as object) })),
    );
    fc.assert(
      fc.property(fc.nat(objects.length - 1), fc.nat(), fc.oneof(fc.constant('same' as const), fc.jsonValue()), (k, pick, value) => {
        const o = objects[k]!;
        const key = o.keys[pick % o.keys.length]!;
        const original = nodes(o.doc).find((n) => n.path.length === o.path.length + 1 && n.path.every((p, i) => (i < o.path.length ? p === o.path[i] : p === key)))!.value;
        const text = withDuplicate(o.doc, o.path, key, value === 'same' ? original : (value as Json));
        expect(passes(text), `${o.file}: ${JSON.stringify([...o.path, key])}`).toBe(false);
      }),
      { numRuns: 150 },
    );
  });

  it('emptying any object inside an expectation (but a list item) never yields PASS', () => {
    const parts = DOCS.flatMap(({ file, doc }) => {
      const adapter = adapters[doc.game as string]!;
      return (doc.steps as Json[]).flatMap((step, i) => {
        const expect = (step as Record<string, Json>).expect as Record<string, Json> | undefined;
        if (!expect) return [];
        return Object.entries(expect).flatMap(([field, value]) => {
          if (adapter.fields[field] !== 'value') return [];
          return nodes(value, ['steps', i, 'expect', field])
            .filter((n) => n.value !== null && typeof n.value === 'object' && !Array.isArray(n.value) && typeof n.path[n.path.length - 1] === 'string')
            .map((n) => ({ file, doc, path: n.path }));
        });
      });
    });
    expect(parts.length).toBeGreaterThan(50);
    fc.assert(
      fc.property(fc.nat(parts.length - 1), (k) => {
        const p = parts[k]!;
        expect(passes(JSON.stringify(setAt(p.doc, p.path, {}))), `${p.file}: ${JSON.stringify(p.path)}`).toBe(false);
      }),
      { numRuns: 150 },
    );
  });

  it('misspelling any text value of a move, an expectation or the position never yields PASS', () => {
    const texts = DOCS.flatMap(({ file, doc }) =>
      nodes(doc, [], (path) => NARRATION.has(String(path[path.length - 1])))
        .filter((n) => typeof n.value === 'string' && (n.path[0] === 'steps' || n.path[0] === 'position' || n.path[0] === 'options'))
        .map((n) => ({ file, doc, path: n.path, text: n.value as string })),
    );
    expect(texts.length).toBeGreaterThan(500);
    // A slip no name of any game contains (case is left alone: Rolit squares may be written "D3").
    const slips = fc.oneof(
      fc.constant((t: string) => `${t}~`),
      fc.constant((t: string) => `~${t}`),
      fc.constant((t: string) => `${t.slice(0, 1)}ʼ${t.slice(1)}`),
    );
    fc.assert(
      fc.property(fc.nat(texts.length - 1), slips, (k, slip) => {
        const t = texts[k]!;
        const changed = slip(t.text);
        fc.pre(changed !== t.text);
        expect(passes(JSON.stringify(setAt(t.doc, t.path, changed))), `${t.file}: ${JSON.stringify(t.path)} ${JSON.stringify(t.text)} → ${JSON.stringify(changed)}`).toBe(false);
      }),
      { numRuns: 200 },
    );
  });
});
