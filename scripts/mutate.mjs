#!/usr/bin/env node
/**
 * Mutation testing of the rules cores with Stryker (`npm run mutate`, not part of `npm test`).
 *
 *   npm run mutate                          all three cores, one game after the other
 *   npm run mutate -- rollecate             one game (rollecate, rolit, steam-rollers)
 *   npm run mutate -- rollecate --mutate src/machines/rollecate/rules/turn.ts[,…]   some files only
 *   npm run mutate -- rollecate --concurrency 1 --fresh
 *
 * Each game runs against its own vitest config (tests/mutation/vitest.<game>.config.ts), so a
 * mutant reruns only that game's rule, model and property tests and scenario files that cover it.
 * Runs are incremental: the results of the last run (reports/mutation/<game>/incremental.json)
 * are reused for mutants whose code and covering tests did not change; `--fresh` starts over.
 * The HTML report goes to reports/mutation/<game>/index.html. At the end a table gives, per file,
 * the mutants, killed (timeouts count as killed), survived, without coverage, marked equivalent
 * (a `// Stryker disable` comment with its reason) and the score:
 * killed / (killed + survived + no coverage), as Stryker counts it.
 */
import { Stryker } from '@stryker-mutator/core';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { relative } from 'node:path';

const GAMES = ['rollecate', 'rolit', 'steam-rollers'];
const args = process.argv.slice(2);
const games = [];
let mutate = null;
let concurrency = 2;
let fresh = false;
for (let i = 0; i < args.length; i++) {
  const a = args[i];
  if (a === '--mutate') mutate = args[++i];
  else if (a.startsWith('--mutate=')) mutate = a.slice(9);
  else if (a === '--concurrency') concurrency = Number(args[++i]);
  else if (a === '--fresh') fresh = true;
  else if (GAMES.includes(a)) games.push(a);
  else {
    console.error(`unknown argument "${a}"; usage: npm run mutate -- [${GAMES.join('|')}] [--mutate file,…] [--concurrency n] [--fresh]`);
    process.exit(2);
  }
}
if (!(concurrency >= 1 && concurrency <= 2)) {
  console.error('--concurrency must be 1 or 2 (the machines have 2 cores)');
  process.exit(2);
}
if (games.length === 0) {
  if (mutate) {
    const game = GAMES.find((g) => mutate.includes(`/${g}/`));
    if (!game) {
      console.error('--mutate needs the game too: npm run mutate -- <game> --mutate <files>');
      process.exit(2);
    }
    games.push(game);
  } else games.push(...GAMES);
}
if (mutate && games.length > 1) {
  console.error('--mutate goes with one game');
  process.exit(2);
}

const rows = [];
const started = Date.now();
for (const game of games) {
  const files = mutate ? mutate.split(',') : [`src/machines/${game}/rules/**/*.ts`, `!src/machines/${game}/rules/types.ts`];
  // A subset keeps its own incremental file, so it does not overwrite the whole game's results.
  const tag = mutate ? `-${createHash('sha1').update(mutate).digest('hex').slice(0, 8)}` : '';
  const dir = `reports/mutation/${game}${tag}`;
  mkdirSync(dir, { recursive: true });
  const t0 = Date.now();
  const results = await new Stryker({
    testRunner: 'vitest',
    plugins: ['@stryker-mutator/vitest-runner'],
    vitest: { configFile: `tests/mutation/vitest.${game}.config.ts`, related: false },
    coverageAnalysis: 'perTest',
    mutate: files,
    concurrency,
    incremental: !fresh,
    incrementalFile: `${dir}/incremental.json`,
    force: fresh,
    reporters: ['html', 'progress'],
    htmlReporter: { fileName: `${dir}/index.html` },
    tempDirName: 'reports/mutation/.tmp',
    // Anchored to the top: src/content/docs holds the rule pages some rule tests read.
    ignorePatterns: ['/dist', '/dist-*', '/reports', '/test-results', '/playwright-report', '/fuzz-failures', '/docs', '/.astro'],
    timeoutMS: 3_000,
    // The first run of the tests, unmutated, can take over five minutes (Stryker's default limit) on a shared machine at a load of 15 or more.
    dryRunTimeoutMinutes: 30,
    cleanTempDir: 'always',
  }).runMutationTest();
  const minutes = (Date.now() - t0) / 60_000;
  const byFile = new Map();
  for (const m of results) {
    const f = relative(process.cwd(), m.fileName);
    const r = byFile.get(f) ?? { file: f, mutants: 0, killed: 0, survived: 0, noCoverage: 0, equivalent: 0, errors: 0 };
    r.mutants++;
    if (m.status === 'Killed' || m.status === 'Timeout') r.killed++;
    else if (m.status === 'Survived') r.survived++;
    else if (m.status === 'NoCoverage') r.noCoverage++;
    else if (m.status === 'Ignored') r.equivalent++;
    else r.errors++; // CompileError, RuntimeError: not counted in the score
    byFile.set(f, r);
  }
  for (const r of [...byFile.values()].sort((a, b) => a.file.localeCompare(b.file))) rows.push(r);
  const open = results.filter((m) => m.status === 'Survived' || m.status === 'NoCoverage');
  if (open.length) console.log(`\n${game}: mutants no test noticed`);
  for (const m of open.sort((a, b) => a.fileName.localeCompare(b.fileName) || a.location.start.line - b.location.start.line)) {
    console.log(`  ${relative(process.cwd(), m.fileName)}:${m.location.start.line}  ${m.status === 'NoCoverage' ? 'not covered' : 'survived'}  ${m.mutatorName} → ${JSON.stringify(m.replacement ?? '').slice(0, 70)}`);
  }
  console.log(`\n${game}: ${results.length} mutants in ${minutes.toFixed(1)} min; report ${dir}/index.html`);
}

const score = (r) => {
  const counted = r.killed + r.survived + r.noCoverage;
  return counted === 0 ? null : (100 * r.killed) / counted;
};
const total = rows.reduce(
  (t, r) => ({ ...t, mutants: t.mutants + r.mutants, killed: t.killed + r.killed, survived: t.survived + r.survived, noCoverage: t.noCoverage + r.noCoverage, equivalent: t.equivalent + r.equivalent, errors: t.errors + r.errors }),
  { file: 'all files', mutants: 0, killed: 0, survived: 0, noCoverage: 0, equivalent: 0, errors: 0 },
);
const head = ['file', 'mutants', 'killed', 'survived', 'no cover', 'equivalent', 'errors', 'score'];
const line = (r) => [r.file, r.mutants, r.killed, r.survived, r.noCoverage, r.equivalent, r.errors, score(r) === null ? '–' : `${score(r).toFixed(1)} %`].map(String);
const table = [head, ...rows.map(line), line(total)];
const widths = head.map((_, i) => Math.max(...table.map((row) => row[i].length)));
const fmt = (row) => row.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
console.log('\n' + fmt(head));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
for (const row of table.slice(1, -1)) console.log(fmt(row));
console.log(widths.map((w) => '-'.repeat(w)).join('  '));
console.log(fmt(table[table.length - 1]));
console.log(`\n${((Date.now() - started) / 60_000).toFixed(1)} minutes in all`);
const low = rows.filter((r) => score(r) !== null && score(r) < 90);
if (low.length) console.log(`below 90 %: ${low.map((r) => r.file).join(', ')}`);
