/**
 * `npm start` as a new user first meets it: the dev server started with an empty dependency
 * cache, then one page per kind of island visited, with no error in the server's output and
 * none in the browser (a dependency found late makes Vite re-optimise and answer the first
 * visit with "504 Outdated Optimize Dep").
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { collectErrors } from './errors';

test.describe.configure({ mode: 'serial' });

// One page per kind of island: examples, the chart's highlight and inspector toggle (statechart); examples and the
// odds panel (ride); Rolit's examples and editions board (editions: the same RolitExample as the other Rolit chapters);
// both play tables; the checker.
const PAGES = ['/rollecate/statechart/', '/rollecate/ride/', '/rolit/editions/', '/rollecate/play/', '/rolit/play/', '/checker/'];

let server: ChildProcess | null = null;
let output = '';
let cache = '';

test.beforeAll(async ({}, info) => {
  test.setTimeout(120_000);
  cache = mkdtempSync(join(tmpdir(), 'rulebook-vite-'));
  const p = 4700 + info.workerIndex;
  // --ignore-lock: run beside a reader's own `npm start`, untracked by `astro dev stop`.
  server = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'dev', '--ignore-lock', '--port', String(p), '--host', '127.0.0.1'], {
    env: { ...process.env, RULEBOOK_VITE_CACHE: cache, FORCE_COLOR: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  server.stdout!.on('data', (d) => (output += d));
  server.stderr!.on('data', (d) => (output += d));
  await expect.poll(() => output, { timeout: 90_000, message: 'the dev server did not start' }).toMatch(/ready in/);
  (globalThis as { devBase?: string }).devBase = `http://127.0.0.1:${p}`;
});

test.afterAll(() => {
  // The whole process group: the server and anything it started.
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  if (cache) rmSync(cache, { recursive: true, force: true });
});

test('the dev server starts clean from an empty cache and serves every island without a console error', async ({ page }) => {
  test.setTimeout(240_000);
  const base = (globalThis as { devBase?: string }).devBase!;
  const errors = collectErrors(page);
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`HTTP ${r.status()} ${r.url()}`);
  });
  // Requests not yet answered: a page is left only when every one has been (a late re-optimisation answers 504).
  let waiting = 0;
  page.on('request', () => waiting++);
  page.on('requestfinished', () => waiting--);
  page.on('requestfailed', () => waiting--);
  for (const [i, path] of PAGES.entries()) {
    await page.goto(base + path);
    // The first page may be reloaded once by the dev server as its module graph settles; let it. (The later pages are
    // left when their islands have hydrated and every request has been answered, below: the half second of quiet that
    // networkidle waits for adds nothing there.)
    if (i === 0) await page.waitForLoadState('networkidle');
    // The islands not yet hydrated are brought into view in turn (client:visible), one each poll, until none is left:
    // no slow scroll through the whole page. (Turn by turn, as an island seen before Astro watched it, or before the
    // dev server reloaded the page, waits to be seen again.)
    await expect
      .poll(
        () =>
          page.evaluate(() => {
            const left = [...document.querySelectorAll('astro-island[ssr]')];
            const w = window as unknown as { __turn?: number };
            w.__turn = (w.__turn ?? 0) + 1;
            // An astro-island is display: contents, with no box of its own: its first child is what comes into view.
            left[w.__turn % Math.max(left.length, 1)]?.firstElementChild?.scrollIntoView({ block: 'center' });
            return left.length;
          }),
        { timeout: 60_000, intervals: [100, 200, 300], message: `${path}: islands did not hydrate` },
      )
      .toBe(0);
    // Whatever the islands asked for has been answered before the next page (networkidle, reached once per load, would
    // not wait again).
    await expect.poll(() => waiting, { message: `${path}: requests left unanswered` }).toBe(0);
  }
  expect(errors).toEqual([]);
  expect(output).not.toMatch(/\[ERROR\]|Failed to run dependency scan|error/i);
});
