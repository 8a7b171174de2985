/**
 * `npm run rule-coverage`: lists every rule clause with where it is
 * implemented (`@rule <id>` tags in the code) and which tests name it (test
 * titles, and the "rules" lists and titles of the scenario files the test
 * command runs). Fails while any clause lacks either, or when one clause id is
 * tagged in two places (each clause is implemented once).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = join(import.meta.dirname, '..');

interface GameSpec {
  game: string;
  /** The clause ids' prefix, as a regular expression (Steam Rollers has several: S, RD, B, …). */
  prefix: string;
  /** Test files that may name this game's clauses (Steam Rollers' ids, like D4, are too short to trust elsewhere). */
  testFiles?: RegExp;
  /** Section of rules-analysis.md that lists the clauses. */
  section: RegExp;
  /** How many clauses the rulings number (a check that they were all read). */
  count: number;
  code: string[];
  scenarios: string;
}

const GAMES: GameSpec[] = [
  { game: 'Rollecate', prefix: 'R', section: /# A\. ROLLECATE([\s\S]*?)# B\. ROLIT/, count: 46, code: ['src/machines/rollecate'], scenarios: 'src/content/scenarios/rollecate' },
  { game: 'Rolit', prefix: 'RO', section: /# B\. ROLIT([\s\S]*?)# C\. STEAM/, count: 16, code: ['src/machines/rolit'], scenarios: 'src/content/scenarios/rolit' },
  {
    game: 'Steam Rollers',
    prefix: '(?:SC|RD|S|B|E|D|F)',
    testFiles: /steam-rollers/,
    section: /# C\. STEAM ROLLERS([\s\S]*)$/,
    count: 32,
    code: ['src/machines/steam-rollers'],
    scenarios: 'src/content/scenarios/steam-rollers',
  },
];

function walk(dir: string, ext: RegExp): string[] {
  const abs = join(root, dir);
  if (!existsSync(abs)) return [];
  const out: string[] = [];
  for (const name of readdirSync(abs)) {
    const p = join(abs, name);
    if (statSync(p).isDirectory()) out.push(...walk(relative(root, p), ext));
    else if (ext.test(name)) out.push(relative(root, p));
  }
  return out;
}

/** Clause ids and one-line titles from the rulings, when ../shared is beside the checkout. */
function clauses(spec: GameSpec): { id: string; title: string }[] {
  const file = join(root, '..', 'shared', 'rulings', 'rules-analysis.md');
  const list: { id: string; title: string }[] = [];
  if (existsSync(file)) {
    const part = spec.section.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
    const re = new RegExp(`^- (${spec.prefix}\\d+)\\. (.*)$`, 'gm');
    for (const m of part.matchAll(re)) list.push({ id: m[1] as string, title: (m[2] ?? '').replace(/\[[^\]]*\]/g, '').replace(/\s+([.,;])/g, '$1').trim().slice(0, 60) });
  }
  if (list.length !== spec.count && list.length > 0) throw new Error(`${spec.game}: found ${list.length} clauses in the rulings, expected ${spec.count}; update the count when the rulings change`);
  if (list.length === 0) throw new Error(`${spec.game}: no clauses found in ${file}; the rule coverage needs ../shared beside the checkout`);
  return list;
}

/** `R25d` → `R25`, so sub-clauses count for their clause. */
const idRe = (prefix: string) => new RegExp(`\\b(${prefix}\\d+)[a-d]?\\b`, 'g');

function implementations(spec: GameSpec): Map<string, string[]> {
  const map = new Map<string, string[]>();
  const exact = new Map<string, string[]>();
  for (const file of spec.code.flatMap((d) => walk(d, /\.tsx?$/))) {
    readFileSync(join(root, file), 'utf8').split('\n').forEach((line, i) => {
      for (const m of line.matchAll(new RegExp(`@rule (${spec.prefix}\\d+[a-d]?)\\b`, 'g'))) {
        const full = m[1] as string;
        const base = full.replace(/[a-d]$/, '');
        map.set(base, [...(map.get(base) ?? []), `${file}:${i + 1}`]);
        exact.set(full, [...(exact.get(full) ?? []), `${file}:${i + 1}`]);
      }
    });
  }
  map.set('__duplicates__', [...exact].filter(([, at]) => at.length > 1).map(([id, at]) => `${id} at ${at.join(' and ')}`));
  return map;
}

function testNames(spec: GameSpec): Map<string, string[]> {
  const map = new Map<string, string[]>();
  const add = (id: string, where: string) => {
    const list = map.get(id) ?? [];
    if (!list.includes(where)) list.push(where);
    map.set(id, list);
  };
  const title = /\b(?:it|test|describe)(?:\.\w+)*\(\s*(['"`])((?:\\.|(?!\1).)*)\1/g;
  for (const file of walk('tests', /\.test\.tsx?$/).filter((f) => !spec.testFiles || spec.testFiles.test(f))) {
    const text = readFileSync(join(root, file), 'utf8');
    for (const m of text.matchAll(title)) for (const id of (m[2] ?? '').matchAll(idRe(spec.prefix))) add(id[1] as string, file);
  }
  for (const file of walk(spec.scenarios, /\.json$/)) {
    try {
      const doc = JSON.parse(readFileSync(join(root, file), 'utf8')) as { rules?: unknown; title?: unknown };
      const names = [...(Array.isArray(doc.rules) ? doc.rules : []), doc.title].filter((x): x is string => typeof x === 'string');
      for (const n of names) for (const id of n.matchAll(idRe(spec.prefix))) add(id[1] as string, file);
    } catch {
      console.log(`warning: ${file} is not valid JSON`);
    }
  }
  return map;
}

let failures = 0;
for (const spec of GAMES) {
  const list = clauses(spec);
  const impl = implementations(spec);
  const tests = testNames(spec);
  if (spec.code.every((d) => !existsSync(join(root, d)))) {
    console.log(`\n${spec.game}: no rules code yet (${spec.code.join(', ')}), skipped.`);
    continue;
  }
  console.log(`\n${spec.game}: ${list.length} clauses`);
  let missing = 0;
  for (const { id, title } of list) {
    const at = impl.get(id) ?? [];
    const named = tests.get(id) ?? [];
    const ok = at.length > 0 && named.length > 0;
    if (!ok) missing++;
    const where = at.length ? at[0] + (at.length > 1 ? ` (+${at.length - 1})` : '') : 'NOT IMPLEMENTED';
    const by = named.length ? `${named.length} test${named.length > 1 ? 's' : ''} (${named.slice(0, 2).map((f) => f.split('/').pop()).join(', ')}${named.length > 2 ? ', …' : ''})` : 'NO TEST';
    console.log(`${ok ? ' ok ' : 'MISS'} ${id.padEnd(5)} ${title.padEnd(60)} ${where}  ${by}`);
  }
  const dupes = impl.get('__duplicates__') ?? [];
  for (const d of dupes) console.log(`DUPL ${d}: a clause is implemented once; tag only the place where it lives`);
  console.log(`${spec.game}: ${list.length - missing}/${list.length} clauses implemented and tested${dupes.length ? `, ${dupes.length} tagged twice` : ''}`);
  failures += missing + dupes.length;
}
if (failures) {
  console.log(`\nrule coverage incomplete: ${failures} problem(s)`);
  process.exitCode = 1;
} else console.log('\nrule coverage complete');
