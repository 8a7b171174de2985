/**
 * The scenario runner fed anything (fast-check): arbitrary JSON, arbitrary
 * values, and mutations of the real scenario files of both games. Whatever
 * it is given, it never throws, answers with one result, and a failing result
 * has a one-line reason that is not an internal error; the step-through story
 * never throws either. And it never passes a file whose expectation it did
 * not check: adding an unknown field to an `expect` of a passing file, or
 * changing what an `expect` asks for, makes the file fail.
 */
import fc from 'fast-check';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { storyWith } from '../../src/scenario/frames';
import { adapters } from '../../src/scenario/registry';
import { runScenario } from '../../src/scenario/run';
import { CONTRACT_EXAMPLES } from '../fixtures/contract';

const root = join(import.meta.dirname, '..', '..');
const read = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => ({ name: f, doc: JSON.parse(readFileSync(join(dir, f), 'utf8')) as Record<string, unknown> }));
const corpus = [
  ...read(join(root, 'src/content/scenarios/rollecate')),
  ...read(join(root, 'src/content/scenarios/rolit')),
  ...read(CONTRACT_EXAMPLES),
];
const passing = corpus.filter((c) => runScenario(c.doc).pass);

/** Names every object inherits, and a few near misses of real field names. */
const SLIPPERY = ['constructor', '__proto__', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString', 'trian', 'Phase', 'phase ', ''];

/** The runner's answer is one result: PASS, or FAIL with a one-line reason that names the problem rather than a crash. */
function wellFormed(doc: unknown): void {
  let result: ReturnType<typeof runScenario> | undefined;
  expect(() => (result = runScenario(doc))).not.toThrow();
  expect(typeof result!.pass).toBe('boolean');
  if (!result!.pass) {
    expect(typeof result!.reason).toBe('string');
    expect(result!.reason!.length).toBeGreaterThan(0);
    expect(result!.reason).not.toMatch(/[\n\r\u2028\u2029]/);
    expect(result!.reason).not.toMatch(/^internal error|Maximum call stack|is not a function|Cannot read properties/);
  }
  expect(() => storyWith(doc, 'en', adapters)).not.toThrow();
}

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v));

/** Gives `o` an own field, as JSON.parse does for a file ("__proto__" included: assignment would set the prototype instead). */
function setOwn(o: object, key: string, value: unknown): void {
  Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });
}

/** Every object and list inside a document, with the way to reach it. */
function nodes(doc: unknown): { parent: Record<string, unknown> | unknown[]; key: string | number }[] {
  const out: { parent: Record<string, unknown> | unknown[]; key: string | number }[] = [];
  const walk = (v: unknown) => {
    if (Array.isArray(v)) v.forEach((c, i) => (out.push({ parent: v, key: i }), walk(c)));
    else if (typeof v === 'object' && v !== null) for (const [k, c] of Object.entries(v)) out.push({ parent: v as Record<string, unknown>, key: k }), walk(c);
  };
  walk(doc);
  return out;
}

type Mutation = { kind: 'replace' | 'delete' | 'addKey' | 'dropStep' | 'dupStep'; at: number; value: unknown; key: string };

function mutate(doc: Record<string, unknown>, m: Mutation): unknown {
  const d = clone(doc);
  const all = nodes(d);
  const target = all[m.at % Math.max(all.length, 1)];
  const steps = d.steps as unknown[];
  switch (m.kind) {
    case 'replace':
      if (target) (target.parent as Record<string | number, unknown>)[target.key] = m.value;
      break;
    case 'delete':
      if (target) {
        if (Array.isArray(target.parent)) target.parent.splice(target.key as number, 1);
        else delete target.parent[target.key as string];
      }
      break;
    case 'addKey': {
      const objects = [d, ...all.map((n) => (n.parent as Record<string | number, unknown>)[n.key]).filter((v) => typeof v === 'object' && v !== null && !Array.isArray(v))];
      const o = objects[m.at % objects.length] as Record<string, unknown>;
      setOwn(o, m.key, m.value ?? null);
      break;
    }
    case 'dropStep':
      if (Array.isArray(steps) && steps.length) steps.splice(m.at % steps.length, 1);
      break;
    case 'dupStep':
      if (Array.isArray(steps) && steps.length) steps.splice(m.at % steps.length, 0, clone(steps[m.at % steps.length]));
      break;
  }
  return d;
}

const mutation: fc.Arbitrary<Mutation> = fc.record({
  kind: fc.constantFrom('replace', 'delete', 'addKey', 'dropStep', 'dupStep'),
  at: fc.nat(),
  value: fc.oneof(fc.json().map((t) => JSON.parse(t) as unknown), fc.constantFrom(1e300, -1, 0.5, '', 'constructor', [], {}, null)),
  key: fc.oneof(fc.constantFrom(...SLIPPERY), fc.string()),
});

describe('the runner fed anything (fast-check)', () => {
  it('arbitrary JSON text, parsed: never throws, one result, a one-line reason', () => {
    fc.assert(fc.property(fc.json({ depthSize: 'small' }), (text) => wellFormed(JSON.parse(text))), { numRuns: 200 });
  });

  it('arbitrary values (null prototypes, odd numbers, odd keys): never throws', () => {
    fc.assert(fc.property(fc.anything({ withNullPrototype: true, withObjectString: true, withBoxedValues: true, withSparseArray: true }), wellFormed), { numRuns: 200 });
  });

  it('a document of each game with arbitrary options, position and steps: never throws', () => {
    const anyValue = fc.oneof(fc.anything({ withNullPrototype: true }), fc.json().map((t) => JSON.parse(t) as unknown));
    const doc = fc.record(
      {
        game: fc.constantFrom('rollecate', 'rolit'),
        options: anyValue,
        position: anyValue,
        steps: fc.array(fc.oneof(anyValue, fc.dictionary(fc.constantFrom('pass', 'build', 'roll', 'discard', 'place', 'expect', 'say', 'rejected', ...SLIPPERY), anyValue))),
      },
      { requiredKeys: ['game'] },
    );
    fc.assert(fc.property(doc, wellFormed), { numRuns: 200 });
  });

  it('mutations of the real scenario files of both games: never throws, one result, a one-line reason', () => {
    expect(corpus.some((c) => c.doc.game === 'rolit') && corpus.some((c) => c.doc.game === 'rollecate')).toBe(true);
    fc.assert(
      fc.property(fc.constantFrom(...corpus), fc.array(mutation, { minLength: 1, maxLength: 3 }), (file, ms) => {
        let doc: unknown = file.doc;
        for (const m of ms) doc = mutate(doc as Record<string, unknown>, m);
        wellFormed(doc);
      }),
      { numRuns: 300 },
    );
  });
});

describe('the runner never passes a file whose expectation it did not check', () => {
  const expectSteps = (doc: Record<string, unknown>) => (doc.steps as Record<string, unknown>[]).flatMap((s, i) => (s && typeof s === 'object' && 'expect' in s ? [i] : []));
  const withExpect = passing.filter((c) => expectSteps(c.doc).length > 0);

  it('the corpus has passing files of both games with expectations', () => {
    expect(withExpect.some((c) => c.doc.game === 'rolit')).toBe(true);
    expect(withExpect.some((c) => c.doc.game === 'rollecate')).toBe(true);
  });

  it('an unknown field added to an expect (inherited names included) makes a passing file fail', () => {
    fc.assert(
      fc.property(fc.constantFrom(...withExpect), fc.nat(), fc.oneof(fc.constantFrom(...SLIPPERY), fc.string()), fc.jsonValue(), (file, at, key, value) => {
        const game = file.doc.game as string;
        fc.pre(!Object.hasOwn(adapters[game]!.fields, key));
        const d = clone(file.doc);
        const steps = expectSteps(d);
        const step = (d.steps as Record<string, Record<string, unknown>>[])[steps[at % steps.length] as number]!;
        setOwn(step.expect as object, key, value ?? null);
        const r = runScenario(d);
        expect(r.pass).toBe(false);
        expect(r.reason).toContain('unknown state field');
      }),
      { numRuns: 150 },
    );
  });

  it('an expect appended with only inherited names, or with nothing, makes a passing file fail', () => {
    fc.assert(
      fc.property(fc.constantFrom(...passing), fc.subarray(SLIPPERY.slice(0, 8)), (file, names) => {
        const d = clone(file.doc);
        (d.steps as unknown[]).push(JSON.parse(`{"expect": {${names.map((n) => `${JSON.stringify(n)}: 1`).join(', ')}}}`));
        expect(runScenario(d).pass).toBe(false);
      }),
      { numRuns: 100 },
    );
  });

  it('changing what an expect asks for (a marker added to a list, a key to an object, a value swapped) makes a passing file fail', () => {
    fc.assert(
      fc.property(fc.constantFrom(...withExpect), fc.nat(), fc.nat(), fc.constantFrom(...SLIPPERY.slice(0, 8), 'zz'), (file, at, pick, key) => {
        const d = clone(file.doc);
        const steps = expectSteps(d);
        const exp = (d.steps as Record<string, Record<string, unknown>>[])[steps[at % steps.length] as number]!.expect as Record<string, unknown>;
        const fields = Object.keys(exp);
        const field = fields[pick % fields.length] as string;
        const v = exp[field];
        if (Array.isArray(v)) v.push('zz-not-in-any-game');
        else if (typeof v === 'object' && v !== null) setOwn(v, key, 'zz');
        else exp[field] = { changed: v ?? null };
        const r = runScenario(d);
        expect(r.pass).toBe(false);
        expect(r.reason).toMatch(/^step \d+ \(expect\): /);
      }),
      { numRuns: 150 },
    );
  });
});
