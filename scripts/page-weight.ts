/**
 * The JavaScript each built page loads, counted as a browser loads it (issue 30):
 * every page of the build is opened in Chromium, scrolled to its end a screen at
 * a time (so every example that loads when it comes into view does), without a
 * click, and left until the network is idle. Each script file is counted once,
 * by its gzip size (the file on disk, gzipped: what a server that compresses
 * sends). Starlight's own search UI (its Pagefind files, which Starlight fetches
 * on idle on every page) is counted apart. A page's HTML is counted raw.
 *
 * Run after `astro build`: `tsx scripts/page-weight.ts [dist]` prints the
 * table (`npm run bench` prints it too); with `--check` (a stage of `npm test`)
 * it prints only what breaks the budgets, and fails if anything does. One
 * browser, a few pages at once, so the whole site takes seconds.
 */
import { createReadStream, existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from 'playwright-core';
import { systemChromium } from './browser-path.mjs';

export interface PageWeight {
  page: string;
  /** The page's own scripts and every module they and its islands loaded, gzipped (bytes). */
  scriptGzip: number;
  /** Starlight's search UI (Pagefind), loaded on idle on every page: counted apart (bytes, gzip). */
  searchGzip: number;
  /** How many script files the page loaded (search apart). */
  scripts: number;
  /** The page's HTML, raw and gzipped (bytes). */
  htmlRaw: number;
  htmlGzip: number;
  islands: number;
  /** Whether a script the page loaded holds game code (the rules core or XState). */
  gameCode: boolean;
}

/** What kind of page a row is, for its budget. */
export type PageKind = 'checker' | 'table' | 'examples' | 'plain';

export function kindOf(r: Pick<PageWeight, 'page' | 'islands'>): PageKind {
  if (/\/checker\/$/.test(r.page)) return 'checker';
  if (/\/play\/$/.test(r.page)) return 'table';
  return r.islands > 0 ? 'examples' : 'plain';
}

/** Issue 30's budgets (KB): JavaScript by kind of page (gzip), and any page's HTML (raw). */
export const BUDGET_KB = { examples: 35, table: 60, checker: 80, html: 150 } as const;

function htmlFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) {
      if (name !== 'pagefind' && name !== '_astro') out.push(...htmlFiles(p));
    } else if (name.endsWith('.html')) out.push(p);
  }
  return out;
}

/** The address a built file is served at ("dist/rolit/index.html" → "/rolit/", "dist/404.html" → "/404"). */
export function pageOf(dist: string, file: string): string {
  return '/' + relative(resolve(dist), file).replace(/index\.html$/, '').replace(/\.html$/, '');
}

/** Every page of the build, as the address it is served at. */
export function builtPages(dist: string): string[] {
  return htmlFiles(resolve(dist)).map((f) => pageOf(dist, f));
}

const GAME_MARKERS = [/id:"rollecate"/, /"turn\.build"/, /xstate\.init/];

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.mjs': 'text/javascript', '.css': 'text/css',
  '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.txt': 'text/plain',
  '.wasm': 'application/wasm', '.woff2': 'font/woff2', '.xml': 'application/xml', '.webmanifest': 'application/manifest+json',
};

/** The built site on a free port (as scripts/serve.mjs serves it for the end-to-end tests). */
function serve(root: string): Promise<Server> {
  const server = createServer((req, res) => {
    let url = (req.url ?? '/').split('?')[0]!.split('#')[0]!;
    try {
      url = decodeURIComponent(url);
    } catch {
      // A malformed escape names no file.
    }
    let file = normalize(join(root, url));
    if (!file.startsWith(root)) return void res.writeHead(403).end();
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    let status = 200;
    if (!existsSync(file)) {
      status = 404;
      file = join(root, '404.html');
    }
    res.writeHead(status, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/** How long the network must be quiet to count as idle (ms). */
const IDLE_MS = 400;
/** The most one page may take, scrolling and loading (ms). */
const PAGE_LIMIT_MS = 30_000;

export interface Loaded {
  /** Script files the page loaded, by path in the build ("/_astro/x.js"), each once. */
  scripts: string[];
  /** Pagefind's files (Starlight's search UI). */
  search: string[];
  errors: string[];
}

/**
 * What a page loads, watched from before it opens: every script file (each once, by its path in the build) and
 * Starlight's Pagefind files. `quiet()` waits until no request has been open for IDLE_MS (at most `limitMs`), so that
 * everything the page fetches once scrolled is counted. `loadPage` below and the e2e page scan (tests/e2e/site.spec.ts)
 * both weigh a page with it.
 */
export function watchLoads(page: Page, limitMs = PAGE_LIMIT_MS) {
  const scripts = new Set<string>();
  const search = new Set<string>();
  let open = 0;
  let lastChange = Date.now();
  page.on('request', (req) => {
    open++;
    lastChange = Date.now();
    const path = new URL(req.url()).pathname;
    // The tests' own axe-core (tests/e2e/axe.ts) is no part of any page.
    if (path.startsWith('/__tests__/')) return;
    if (path.startsWith('/pagefind/')) search.add(path);
    else if (req.resourceType() === 'script' || path.endsWith('.js') || path.endsWith('.mjs')) scripts.add(path);
  });
  const done = () => {
    open--;
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async quiet() {
      const until = Date.now() + limitMs;
      while (Date.now() < until && !(open <= 0 && Date.now() - lastChange >= IDLE_MS)) await page.waitForTimeout(50);
    },
    /** What has loaded so far (a copy). */
    loaded: () => ({ scripts: [...scripts], search: [...search] }),
  };
}

/**
 * Opens `url` in a fresh context (nothing cached, no service worker), scrolls it
 * to its end a screen at a time, and waits until no request has been open for
 * IDLE_MS. Returns the script files it loaded.
 */
export async function loadPage(browser: Browser, url: string): Promise<Loaded> {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  const loads = watchLoads(page);
  page.on('pageerror', (e) => errors.push(e.message));
  const work = (async () => {
    await page.goto(url, { waitUntil: 'load', timeout: PAGE_LIMIT_MS });
    // A screen at a time, as a reader scrolls, two frames drawn at each stop so that every island that loads when it
    // comes into view sees itself in view (the page may grow as examples arrive: its end is looked up at every stop).
    // A frame is also over after 100 ms: headless Chromium sometimes stops drawing frames for a page among several,
    // and a wait on requestAnimationFrame alone then never ends (it once held a CI run until its 90-minute limit).
    // (As text: the TypeScript runner would name the inner function with a helper the page does not have.)
    await page.evaluate(`(async () => {
      const until = performance.now() + ${PAGE_LIMIT_MS};
      const frame = () => new Promise((r) => { requestAnimationFrame(() => r()); setTimeout(r, 100); });
      while (performance.now() < until && window.scrollY < document.documentElement.scrollHeight - window.innerHeight - 1) {
        window.scrollBy(0, window.innerHeight);
        await frame();
        await frame();
      }
    })()`);
    await loads.quiet();
  })();
  // However the browser behaves, a page ends within its limit: the load, the scroll and the wait for quiet each have
  // their own, and this one bounds them together (closing the context then cancels whatever still waits).
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(`not settled within ${(3 * PAGE_LIMIT_MS) / 1000} s`)), 3 * PAGE_LIMIT_MS);
  });
  try {
    await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
    work.catch(() => {});
    await Promise.race([context.close().catch(() => {}), new Promise((r) => setTimeout(r, 10_000))]);
  }
  return { ...loads.loaded(), errors };
}

/** Gzip sizes and game markers of the build's files, read once each. */
const infoCache = new Map<string, { gzip: number; game: boolean }>();
function fileInfo(root: string, path: string) {
  const key = join(root, path);
  let hit = infoCache.get(key);
  if (!hit) {
    const text = existsSync(key) ? readFileSync(key, 'utf8') : '';
    hit = { gzip: gzipSync(text).length, game: GAME_MARKERS.some((r) => r.test(text)) };
    infoCache.set(key, hit);
  }
  return hit;
}

/** Starlight's search UI in the build: its Search component's script and what that script imports on idle (Pagefind's UI). */
const searchCache = new Map<string, Set<string>>();
function searchScripts(root: string): Set<string> {
  let found = searchCache.get(root);
  if (found) return found;
  found = new Set<string>();
  for (const name of existsSync(join(root, '_astro')) ? readdirSync(join(root, '_astro')) : []) {
    if (!/^Search\.astro_astro_type_script.*\.js$/.test(name)) continue;
    found.add(`/_astro/${name}`);
    const text = readFileSync(join(root, '_astro', name), 'utf8');
    for (const m of text.matchAll(/import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g)) found.add(`/_astro/${m[1]}`);
  }
  searchCache.set(root, found);
  return found;
}

/** The built file that serves `page` ("/rolit/" → dist/rolit/index.html). */
export function htmlFileOf(dist: string, page: string): string {
  const root = resolve(dist);
  const direct = join(root, page.replace(/\/$/, '') + '.html');
  return page.endsWith('/') || !existsSync(direct) ? join(root, page, 'index.html') : direct;
}

/**
 * One page's row, from what a browser loaded for it (script paths and Pagefind paths, each once) and its built HTML.
 * The end-to-end page scan (tests/e2e/site.spec.ts) weighs every page with it on the load it scans; `pageWeights`
 * below does the same for the table that `npm run bench` prints.
 */
export function weigh(dist: string, page: string, loaded: Pick<Loaded, 'scripts' | 'search'>): PageWeight {
  const root = resolve(dist);
  const html = readFileSync(htmlFileOf(dist, page));
  // Inline scripts that run are the page's code too (a JSON data block is its text).
  const inline = [...html.toString().matchAll(/<script(?![^>]*src=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/type="(?!module"|text\/javascript")[^"]*"/.test(m[1] as string))
    .map((m) => m[2] as string)
    .join('\n');
  const searchUi = searchScripts(root);
  const sum = (paths: string[]) => paths.reduce((n, p) => n + fileInfo(root, p).gzip, 0);
  const search = new Set([...loaded.search, ...loaded.scripts.filter((p) => searchUi.has(p))]);
  const own = loaded.scripts.filter((p) => !search.has(p));
  return {
    page,
    scriptGzip: sum(own) + (inline ? gzipSync(inline).length : 0),
    searchGzip: sum([...search]),
    scripts: own.length,
    htmlRaw: html.length,
    htmlGzip: gzipSync(html).length,
    // An example is an island of the page's, whether an Astro island or a lazy example's placeholder, which the page's
    // one script (kit/story/lazyMount.ts) brings to life: a page of lazy examples is a page with examples.
    islands: [...html.toString().matchAll(/<astro-island[^>]*>|<[^>]+\sdata-lazy-story=/g)].length,
    gameCode: loaded.scripts.some((p) => fileInfo(root, p).game),
  };
}

/** Measures every page of `dist` in one browser, `parallel` pages at a time. */
export async function pageWeights(dist: string, parallel = 3, only?: (page: string) => boolean): Promise<PageWeight[]> {
  const root = resolve(dist);
  const files = htmlFiles(root).filter((f) => !only || only(pageOf(root, f)));
  const server = await serve(root);
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: systemChromium() ?? undefined, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'] });
  const rows: PageWeight[] = [];
  try {
    const queue = files.slice();
    const worker = async () => {
      for (let file = queue.shift(); file; file = queue.shift()) {
        const page = pageOf(root, file);
        // A page that does not settle is tried once more in a fresh context; a second failure is the run's failure.
        const loaded = await loadPage(browser, base + page).catch((e: Error) => {
          console.error(`${page}: ${e.message}; trying it once more`);
          return loadPage(browser, base + page);
        });
        rows.push(weigh(root, page, loaded));
      }
    };
    await Promise.all(Array.from({ length: parallel }, worker));
  } finally {
    await browser.close();
    server.close();
  }
  return rows.sort((a, b) => a.page.localeCompare(b.page));
}

/**
 * Pages not yet within their budget, each held to a ceiling a little above what it weighs now, so it cannot grow, until
 * its work is done and its entry goes. The reports name them. Empty: every page keeps to issue 30's budgets, its
 * HTML within 150 KB raw included (item 4: a rulings page's lazy examples are placeholders without an island each,
 * the examples' and the checker's words stand in the page once, lab plots and the map's copy are drawn lean).
 */
export const NOT_YET: readonly { page: RegExp; js?: number; html?: number; why: string }[] = [];

export interface Breach {
  page: string;
  what: string;
}

/** What breaks the budgets: JavaScript over its kind's budget, HTML over 150 KB raw, game code on a page without islands. */
export function overBudget(rows: readonly PageWeight[], budget: typeof BUDGET_KB = BUDGET_KB, notYet = NOT_YET): Breach[] {
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  const out: Breach[] = [];
  for (const r of rows) {
    const kind = kindOf(r);
    const later = notYet.filter((n) => n.page.test(r.page));
    const js = later.find((n) => n.js)?.js;
    const html = later.find((n) => n.html)?.html;
    const jsLimit = kind === 'plain' ? null : Math.max(budget[kind], js ?? 0);
    if (jsLimit !== null && r.scriptGzip > jsLimit * 1024)
      out.push({ page: r.page, what: `${kb(r.scriptGzip)} of JavaScript, over the ${jsLimit} KB ${js ? 'ceiling (not yet within budget)' : 'budget'} for ${kind === 'examples' ? 'a rule page with examples' : kind === 'table' ? 'a play table' : 'the checker'}` });
    const htmlLimit = Math.max(budget.html, html ?? 0);
    if (r.htmlRaw > htmlLimit * 1024) out.push({ page: r.page, what: `${kb(r.htmlRaw)} of HTML, over the ${htmlLimit} KB ${html ? 'ceiling (not yet within budget)' : 'budget'}` });
    if (kind === 'plain' && r.gameCode) out.push({ page: r.page, what: 'no interactive part, yet it loads game code' });
  }
  return out;
}

const kb = (n: number) => (n / 1024).toFixed(1).padStart(6);

export function printTable(rows: readonly PageWeight[]): void {
  console.log(`\nWhat each page loads in Chromium, scrolled to its end without a click (KB; JavaScript gzipped, each file once; search = Starlight's search UI, apart; HTML raw and gzipped):`);
  console.log(`${'page'.padEnd(34)} ${'kind'.padEnd(8)} ${'JS'.padStart(6)} ${'budget'.padStart(6)} ${'files'.padStart(5)} ${'search'.padStart(6)} ${'html'.padStart(6)} ${'gzip'.padStart(6)}`);
  for (const r of rows) {
    const kind = kindOf(r);
    const budget = kind === 'plain' ? '' : String(BUDGET_KB[kind]);
    console.log(`${r.page.padEnd(34)} ${kind.padEnd(8)} ${kb(r.scriptGzip)} ${budget.padStart(6)} ${String(r.scripts).padStart(5)} ${kb(r.searchGzip)} ${kb(r.htmlRaw)} ${kb(r.htmlGzip)}`);
  }
  console.log('\nHeaviest by kind (JS KB / budget):');
  for (const kind of ['examples', 'table', 'checker', 'plain'] as const) {
    const of = rows.filter((r) => kindOf(r) === kind);
    if (!of.length) continue;
    const js = of.map((r) => r.scriptGzip);
    const top = of.reduce((a, b) => (b.scriptGzip > a.scriptGzip ? b : a));
    console.log(`  ${kind.padEnd(8)} ${String(of.length).padStart(3)} pages, ${kb(Math.min(...js)).trim()}–${kb(Math.max(...js)).trim()} KB${kind === 'plain' ? '' : ` (budget ${BUDGET_KB[kind]})`}, heaviest ${top.page}`);
  }
  const html = rows.reduce((a, b) => (b.htmlRaw > a.htmlRaw ? b : a));
  console.log(`  html     heaviest ${html.page} ${kb(html.htmlRaw).trim()} KB raw (budget ${BUDGET_KB.html})`);
  const strict = overBudget(rows, BUDGET_KB, []);
  console.log(`over budget (${strict.length}): ${strict.length ? strict.map((b) => `${b.page} (${b.what})`).join('; ') : 'none'}`);
  for (const n of NOT_YET) console.log(`  not yet: ${n.page.source}${n.js ? ` JS ≤ ${n.js} KB` : ''}${n.html ? ` HTML ≤ ${n.html} KB` : ''}: ${n.why}`);
  const breaches = overBudget(rows);
  console.log(`over budget or over a not-yet ceiling (what the check fails): ${breaches.length ? breaches.map((b) => `${b.page} (${b.what})`).join('; ') : 'none'}`);
}

/** The files a built service worker (sw.js) precaches, as its list names them. */
export function precacheUrls(swText: string): string[] {
  return [...swText.matchAll(/url:"([^"]+)"/g)].map((m) => m[1]!);
}

/**
 * What the service worker (astro.config.mjs, `workbox`) fetches in the background after a reader's first page, so
 * that the site works offline: every file of its precache list, once. The page scans above leave it out (the tests
 * keep the worker away from automated browsers), so it is printed apart: files, raw and gzipped size, by top folder.
 */
export function precacheWeight(dist: string): { files: number; raw: number; gzip: number; byFolder: [string, number, number][] } | null {
  const sw = join(dist, 'sw.js');
  if (!existsSync(sw)) return null;
  // Every entry names a file (astro.config.mjs `manifestTransforms`; tests/e2e/teach-pages.spec.ts checks it).
  const urls = precacheUrls(readFileSync(sw, 'utf8')).filter((url) => existsSync(join(dist, url)) && statSync(join(dist, url)).isFile());
  const folders = new Map<string, [number, number]>();
  let raw = 0;
  let gzip = 0;
  for (const url of urls) {
    const file = join(dist, url);
    const bytes = readFileSync(file);
    const zipped = gzipSync(bytes).length;
    raw += bytes.length;
    gzip += zipped;
    const folder = url.includes('/') ? `${url.split('/')[0]}/` : '(top)';
    const [r, g] = folders.get(folder) ?? [0, 0];
    folders.set(folder, [r + bytes.length, g + zipped]);
  }
  const byFolder = [...folders].map(([f, [r, g]]) => [f, r, g] as [string, number, number]).sort((a, b) => b[2] - a[2]);
  return { files: urls.length, raw, gzip, byFolder };
}

/** `npm run bench`'s part: the table, when the site has been built, and the offline copy's weight. */
export async function printPageWeights(dist: string, only?: (page: string) => boolean): Promise<void> {
  if (!existsSync(dist) || htmlFiles(dist).length === 0) {
    console.log(`\nPage weight: no built pages in ${dist}/ yet (run \`npm run build\` first).`);
    return;
  }
  printTable(await pageWeights(dist, 3, only));
  const pre = precacheWeight(dist);
  if (pre) {
    const mb = (n: number) => `${(n / 1048576).toFixed(1)} MB`;
    console.log(`\nThe offline copy: after a first page the service worker fetches ${pre.files} files in the background, ${mb(pre.raw)} raw, ${mb(pre.gzip)} gzipped (not in the page weights above):`);
    for (const [folder, r, g] of pre.byFolder.slice(0, 8)) console.log(`  ${folder.padEnd(16)} ${kb(r)} KB raw ${kb(g)} KB gzip`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'dist';
  // --pages /rollecate/ride/,/checker/ measures only those (while working on a page).
  const pages = process.argv.includes('--pages') ? (process.argv[process.argv.indexOf('--pages') + 1] ?? '').split(',') : null;
  const t0 = Date.now();
  if (!process.argv.includes('--check')) await printPageWeights(dist, pages ? (p) => pages.includes(p) : undefined);
  else {
    const rows = existsSync(dist) ? await pageWeights(dist) : [];
    if (rows.length === 0) {
      console.error(`no built pages in ${dist}/`);
      process.exit(1);
    }
    const breaches = overBudget(rows);
    for (const b of breaches) console.error(`${b.page}: ${b.what}`);
    if (breaches.length) process.exit(1);
    const top = (kind: PageKind) => rows.filter((r) => kindOf(r) === kind).reduce<PageWeight | null>((a, b) => (!a || b.scriptGzip > a.scriptGzip ? b : a), null);
    const say = (kind: 'examples' | 'table' | 'checker') => {
      const r = top(kind);
      return r ? `${kind} ≤ ${BUDGET_KB[kind]} KB (heaviest ${r.page} ${kb(r.scriptGzip).trim()})` : `no ${kind} pages`;
    };
    const pending = overBudget(rows, BUDGET_KB, []).length;
    console.log(`${rows.length} pages in ${((Date.now() - t0) / 1000).toFixed(1)} s, within budget: ${say('examples')}, ${say('table')}, ${say('checker')}, HTML ≤ ${BUDGET_KB.html} KB raw; game code only where there are islands. ${pending} over budget but within their not-yet ceilings (NOT_YET in scripts/page-weight.ts)`);
  }
}
