/**
 * The command line's work, apart from the process (cli.ts): which files the
 * arguments name, reading each one safely, and the lines to print. Every
 * problem with a path or its bytes becomes one `FAIL path: reason` line and
 * the run goes on with the other files; `N passed, N failed` always closes
 * the output. The unit tests call `runCli` directly.
 *
 * What is refused, and why:
 * - a directory with no .json file below it (a typo in a path must not pass
 *   silently beside good files);
 * - anything that is not a regular file: a named pipe would block the read,
 *   a device such as /dev/zero would never end; both are refused from `stat`
 *   before a byte is read;
 * - a file over 8 MB (a 20,000-turn game is about 2 MB);
 * - bytes that are not UTF-8, named with their offset (a UTF-8 byte-order
 *   mark is accepted and dropped);
 * - JSON that is not valid, or nests deeper than the runner's limit (runCore).
 */
import { closeSync, constants, fstatSync, openSync, readSync, readdirSync, statSync, type Stats } from 'node:fs';
import { join } from 'node:path';
import { parseScenarioJson } from './json';
import { runScenario } from './run';
import { oneLine, type Json } from './types';

/** The largest scenario file the command line reads. */
export const MAX_FILE_MB = 8;
export const MAX_FILE_BYTES = MAX_FILE_MB * 1024 * 1024;

/** One thing to report on: a file to run, or a path that is already known to be a problem. */
export interface Entry {
  path: string;
  problem?: string;
}

const code = (e: unknown): string => (e as NodeJS.ErrnoException)?.code ?? 'error';

/** What kind of file system object a path is, in words, for one that is not a regular file or a directory. */
function kindOf(st: Stats): string {
  if (st.isFIFO()) return 'a named pipe';
  if (st.isCharacterDevice()) return 'a character device';
  if (st.isBlockDevice()) return 'a block device';
  if (st.isSocket()) return 'a socket';
  return 'not a file';
}

/** The .json files below a directory, in name order (symbolic links to directories are not followed). */
function jsonBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.isDirectory() ? jsonBelow(join(dir, e.name)) : e.name.endsWith('.json') ? [join(dir, e.name)] : []));
}

/** The entries for the command line's path arguments: a directory stands for every .json file below it. */
export function expand(args: readonly string[]): Entry[] {
  return args.flatMap((path): Entry[] => {
    let st: Stats;
    try {
      st = statSync(path);
    } catch {
      return [{ path }]; // reading it names the problem (ENOENT, EACCES…)
    }
    if (!st.isDirectory()) return [{ path }];
    let files: string[];
    try {
      files = jsonBelow(path);
    } catch (e) {
      return [{ path, problem: `cannot read the directory (${code(e)})` }];
    }
    return files.length ? files.map((f) => ({ path: f })) : [{ path, problem: 'no .json file in this directory or below it' }];
  });
}

/** The offset of the first byte that does not begin a well-formed UTF-8 sequence, or -1. */
export function firstInvalidUtf8(b: Uint8Array): number {
  let i = 0;
  while (i < b.length) {
    const c = b[i] as number;
    if (c < 0x80) {
      i++;
      continue;
    }
    let more: number;
    let lo = 0x80;
    let hi = 0xbf;
    if (c >= 0xc2 && c <= 0xdf) more = 1;
    else if (c >= 0xe0 && c <= 0xef) {
      more = 2;
      if (c === 0xe0) lo = 0xa0; // no overlong forms
      if (c === 0xed) hi = 0x9f; // no surrogates
    } else if (c >= 0xf0 && c <= 0xf4) {
      more = 3;
      if (c === 0xf0) lo = 0x90;
      if (c === 0xf4) hi = 0x8f; // nothing above U+10FFFF
    } else return i;
    if (i + more >= b.length) return i; // cut off by the end of the file
    const second = b[i + 1] as number;
    if (second < lo || second > hi) return i;
    for (let k = 2; k <= more; k++) if (((b[i + k] as number) & 0xc0) !== 0x80) return i;
    i += more + 1;
  }
  return -1;
}

/** A size in bytes, exactly ("8,388,619 bytes"): rounded to megabytes, a file just over the limit would read "8.0 MB". */
const bytes = (n: number) => `${n.toLocaleString('en-GB')} bytes`;

const hex = (n: number) => `0x${n.toString(16).toUpperCase().padStart(2, '0')}`;

/** Text from a file's bytes, or the problem with them (one line). A UTF-8 byte-order mark is dropped. */
export function decode(bytes: Uint8Array): { text: string } | { problem: string } {
  let body = bytes;
  if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) body = body.subarray(3);
  else if ((body[0] === 0xff && body[1] === 0xfe) || (body[0] === 0xfe && body[1] === 0xff)) {
    return { problem: `not valid UTF-8: the file starts with a UTF-16 byte-order mark (${hex(body[0] as number)} ${hex(body[1] as number)}); save it as UTF-8` };
  }
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body) };
  } catch {
    const at = firstInvalidUtf8(body);
    const offset = at + (body === bytes ? 0 : 3);
    const line = 1 + body.subarray(0, Math.max(at, 0)).reduce((n, c) => (c === 0x0a ? n + 1 : n), 0);
    return { problem: `not valid UTF-8: byte ${hex(body[at] ?? 0)} at offset ${offset} (line ${line}) is not part of a UTF-8 character; save the file as UTF-8` };
  }
}

/**
 * The text of a scenario file, or why it cannot be run. Checks the path with
 * `stat` before opening it (a pipe or a device is never read), opens without
 * blocking, checks again on the open file, and never reads more than the limit.
 */
export function readScenarioFile(path: string): { text: string } | { problem: string } {
  let st: Stats;
  try {
    st = statSync(path);
  } catch (e) {
    return { problem: `cannot read the file (${code(e)})` };
  }
  if (st.isDirectory()) return { problem: 'is a directory' };
  if (!st.isFile()) return { problem: `not a regular file (${kindOf(st)}); give a scenario file or a directory of them` };
  const tooBig = (size: string) => ({ problem: `the file is ${size}; a scenario file may hold at most ${MAX_FILE_MB} MB (${bytes(MAX_FILE_BYTES)})` });
  if (st.size > MAX_FILE_BYTES) return tooBig(bytes(st.size));
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (e) {
    return { problem: `cannot read the file (${code(e)})` };
  }
  try {
    // The path may have been swapped between the two looks: check what was opened.
    const opened = fstatSync(fd);
    if (!opened.isFile()) return { problem: `not a regular file (${kindOf(opened)}); give a scenario file or a directory of them` };
    const buf = Buffer.alloc(Math.min(opened.size, MAX_FILE_BYTES) + 1);
    let length = 0;
    for (;;) {
      if (length === buf.length) {
        // Still growing past its size: it may read one byte past the limit before the limit says no.
        if (length > MAX_FILE_BYTES) return tooBig(`more than ${MAX_FILE_MB} MB`);
        break;
      }
      const n = readSync(fd, buf, length, buf.length - length, null);
      if (n === 0) break;
      length += n;
    }
    if (length > MAX_FILE_BYTES) return tooBig(`more than ${MAX_FILE_MB} MB`);
    return decode(buf.subarray(0, length));
  } catch (e) {
    return { problem: `cannot read the file (${code(e)})` };
  } finally {
    closeSync(fd);
  }
}

/** The longest reason a FAIL line gives (a difference quotes its values cut short already; --json has them whole). */
export const MAX_REASON = 2000;

const capped = (reason: string) => {
  const line = oneLine(reason);
  return line.length > MAX_REASON ? `${line.slice(0, MAX_REASON - 1)}…` : line;
};

/**
 * JSON for a --json line: JSON.stringify leaves U+2028, U+2029 and U+0085 as
 * they are, and some readers take them for line ends; written as escapes, the
 * line stays one line, as FAIL lines do.
 */
export function jsonLine(value: unknown): string {
  return (JSON.stringify(value) ?? 'null').replace(/[\u2028\u2029\u0085]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * The result for one entry: its line, and its final state for --json (null
 * when it never ran); a failed expectation adds its "difference" there, with
 * both values whole.
 */
export function check(entry: Entry): { pass: boolean; line: string; final: Record<string, Json> | null } {
  const path = oneLine(entry.path);
  const fail = (reason: string) => ({ pass: false, line: `FAIL ${path}: ${capped(reason)}`, final: null });
  if (entry.problem) return fail(entry.problem);
  const read = readScenarioFile(entry.path);
  if ('problem' in read) return fail(read.problem);
  const parsed = parseScenarioJson(read.text);
  if (!parsed.ok) return fail(parsed.error);
  const result = runScenario(parsed.doc);
  const final = result.final ? (result.difference ? { ...result.final, difference: result.difference as unknown as Json } : result.final) : null;
  return { pass: result.pass, line: result.pass ? `PASS ${path}` : `FAIL ${path}: ${capped(result.reason ?? 'failed')}`, final };
}

export const USAGE = 'usage: npm run scenario -- [--json] FILE...';

/**
 * The whole command: prints one line per file (and its final state with
 * --json), then `N passed, N failed`; returns the exit code (0 all passed,
 * 1 something failed, 2 a usage error).
 */
export function runCli(argv: readonly string[], print: (line: string) => void, printError: (line: string) => void = print): number {
  const json = argv.includes('--json');
  const args = argv.filter((a) => a !== '--json');
  const unknown = args.filter((a) => a.startsWith('--'));
  if (unknown.length || args.length === 0) {
    printError(unknown.length ? `unknown option ${unknown.join(' ')}` : 'no scenario files given');
    printError(USAGE);
    return 2;
  }
  let passed = 0;
  let failed = 0;
  for (const entry of expand(args)) {
    let result: ReturnType<typeof check>;
    try {
      result = check(entry);
    } catch (e) {
      // Not expected (the runner never throws), but one file must never stop the others or the totals line.
      result = { pass: false, line: `FAIL ${oneLine(entry.path)}: internal error: ${oneLine(e instanceof Error ? e.message : String(e))}`, final: null };
    }
    if (result.pass) passed++;
    else failed++;
    print(result.line);
    if (json) print(jsonLine(result.final));
  }
  print(`${passed} passed, ${failed} failed`);
  return failed === 0 ? 0 : 1;
}
