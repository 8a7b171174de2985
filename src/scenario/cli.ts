/**
 * `npm run scenario -- [--json] FILE...`: runs scenario files and prints one
 * line each, `PASS FILE` or `FAIL FILE: reason`, then `N passed, N failed`.
 * Exits 0 only when every file passed. Never prints a stack trace. A
 * directory argument runs every .json file below it (and fails when there is
 * none). The work is in files.ts.
 */
import { runCli } from './files';

try {
  process.exitCode = runCli(process.argv.slice(2), (line) => console.log(line), (line) => console.error(line));
} catch (e) {
  console.log(`FAIL: internal error: ${(e as Error).message}`);
  process.exitCode = 1;
}
