/**
 * `npm run scenario -- [--json] FILE...`: runs scenario files and prints one
 * line each, `PASS FILE` or `FAIL FILE: reason`, then `N passed, N failed`.
 * Exits 0 only when every file passed. Never prints a stack trace. A
 * directory argument runs every .json file below it.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { runScenario } from './run';

/** A directory stands for every .json file below it, in name order. */
function expand(arg: string): string[] {
  let isDir = false;
  try {
    isDir = statSync(arg).isDirectory();
  } catch {
    return [arg];
  }
  if (!isDir) return [arg];
  return readdirSync(arg, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.isDirectory() ? expand(join(arg, e.name)) : e.name.endsWith('.json') ? [join(arg, e.name)] : []));
}

function main(argv: string[]): number {
  const json = argv.includes('--json');
  const files = argv.filter((a) => a !== '--json').flatMap((a) => (a.startsWith('--') ? [a] : expand(a)));
  const unknown = files.filter((f) => f.startsWith('--'));
  if (unknown.length || files.length === 0) {
    console.error(unknown.length ? `unknown option ${unknown.join(' ')}` : 'no scenario files given');
    console.error('usage: npm run scenario -- [--json] FILE...');
    return 2;
  }
  let passed = 0;
  let failed = 0;
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch (e) {
      failed++;
      console.log(`FAIL ${file}: cannot read the file (${(e as NodeJS.ErrnoException).code ?? 'error'})`);
      continue;
    }
    let doc: unknown;
    try {
      doc = JSON.parse(text);
    } catch (e) {
      failed++;
      console.log(`FAIL ${file}: not valid JSON (${(e as Error).message})`);
      continue;
    }
    const result = runScenario(doc);
    if (result.pass) passed++;
    else failed++;
    console.log(result.pass ? `PASS ${file}` : `FAIL ${file}: ${result.reason}`);
    if (json) console.log(JSON.stringify(result.final ?? null));
  }
  console.log(`${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (e) {
  console.log(`FAIL: internal error: ${(e as Error).message}`);
  process.exitCode = 1;
}
