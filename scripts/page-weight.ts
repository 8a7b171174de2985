/**
 * The JavaScript each built page loads, gzipped: its module scripts, the
 * islands' component and renderer modules, and every module those import
 * statically (lazy `import()` chunks are listed apart). Run after `astro build`;
 * `npm run bench` prints it. Also names the pages that load game code (the
 * rules core or XState), which only pages with an interactive part should.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface PageWeight {
  page: string;
  eagerGzip: number;
  lazyGzip: number;
  /** The page's HTML itself, gzipped (its text, the islands' first drawing and their props). */
  htmlGzip: number;
  islands: number;
  gameCode: boolean;
}

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

const GAME_MARKERS = [/id:"rollecate"/, /"turn\.build"/, /xstate\.init/];

export function pageWeights(dist: string): PageWeight[] {
  const cache = new Map<string, { gzip: number; imports: string[]; lazy: string[]; game: boolean }>();
  const info = (file: string) => {
    const hit = cache.get(file);
    if (hit) return hit;
    const text = existsSync(file) ? readFileSync(file, 'utf8') : '';
    const here = dirname(file);
    const toPath = (spec: string) => (spec.startsWith('/') ? join(dist, spec) : resolve(here, spec));
    const imports = [...text.matchAll(/(?:import|export)\s*(?:[\w${}\s,*]*?from\s*)?["']([^"']+\.js)["']/g)].map((m) => toPath(m[1] as string));
    // The bundler writes a lazy import's path as a template literal (import(`./x.js`)), or quoted.
    const lazy = [...text.matchAll(/import\(\s*["'`]([^"'`]+\.js)["'`]\s*\)/g)].map((m) => toPath(m[1] as string));
    const entry = { gzip: gzipSync(text).length, imports, lazy, game: GAME_MARKERS.some((r) => r.test(text)) };
    cache.set(file, entry);
    return entry;
  };
  const closure = (roots: string[]) => {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length) {
      const f = stack.pop() as string;
      if (seen.has(f)) continue;
      seen.add(f);
      stack.push(...info(f).imports);
    }
    return seen;
  };
  return htmlFiles(dist).map((file) => {
    const html = readFileSync(file, 'utf8');
    const srcs = [...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)].map((m) => join(dist, m[1] as string));
    const islands = [...html.matchAll(/<astro-island[^>]*>/g)].map((m) => m[0]);
    const islandSrcs = islands.flatMap((tag) => [...tag.matchAll(/(?:component|renderer)-url="([^"]+)"/g)].map((m) => join(dist, m[1] as string)));
    // Inline scripts that run (a data block, `type="application/json"`, is the page's text, not code: sharedStrings.ts).
    const inline = [...html.matchAll(/<script(?![^>]*src=)([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter((m) => !/type="(?!module"|text\/javascript")[^"]*"/.test(m[1] as string))
      .map((m) => m[2] as string)
      .join('\n');
    const eager = closure([...srcs, ...islandSrcs]);
    const lazyRoots = [...eager].flatMap((f) => info(f).lazy).filter((f) => !eager.has(f));
    const lazy = [...closure(lazyRoots)].filter((f) => !eager.has(f));
    const sum = (files: Iterable<string>) => [...files].reduce((n, f) => n + info(f).gzip, 0);
    const page = '/' + relative(dist, file).replace(/index\.html$/, '').replace(/\.html$/, '');
    return {
      page,
      eagerGzip: sum(eager) + (inline ? gzipSync(inline).length : 0),
      lazyGzip: sum(lazy),
      htmlGzip: gzipSync(html).length,
      islands: islands.length,
      gameCode: [...eager].some((f) => info(f).game),
    };
  }).sort((a, b) => a.page.localeCompare(b.page));
}

/** Issue 3's budget: a rule page with examples loads at most this much JavaScript (gzip), its examples included. */
export const RULE_PAGE_BUDGET_KB = 60;

/** The play tables and the ruling checker: tools, reported apart from the budget. */
const isTool = (r: PageWeight) => /\/(play|checker)\/$/.test(r.page);

/** What breaks the page-weight rules: rule pages over the budget, and pages without islands that load game code. */
export function overBudget(rows: readonly PageWeight[], budgetKb = RULE_PAGE_BUDGET_KB): { over: PageWeight[]; stray: PageWeight[] } {
  return {
    over: rows.filter((r) => r.islands > 0 && !isTool(r) && r.eagerGzip > budgetKb * 1024),
    stray: rows.filter((r) => r.islands === 0 && r.gameCode),
  };
}

export function printPageWeights(dist: string, budgetKb = RULE_PAGE_BUDGET_KB): void {
  if (!existsSync(dist)) {
    console.log(`\nPage weight: no ${dist}/ yet (run \`npm run build\` first).`);
    return;
  }
  const rows = pageWeights(dist);
  if (rows.length === 0) {
    console.log(`\nPage weight: no built pages in ${dist}/ (run \`npm run build\` first).`);
    return;
  }
  const kb = (n: number) => (n / 1024).toFixed(1).padStart(6);
  console.log(`\nJavaScript each page loads (gzip, KB; lazy = loaded only on demand), and the page's own HTML (gzip, KB):`);
  console.log(`${'page'.padEnd(34)} ${'total'.padStart(6)} ${'lazy'.padStart(6)}  islands  game code  ${'html'.padStart(6)}`);
  for (const r of rows) console.log(`${r.page.padEnd(34)} ${kb(r.eagerGzip)} ${kb(r.lazyGzip)}  ${String(r.islands).padStart(7)}  ${(r.gameCode ? 'yes' : 'no').padEnd(9)}  ${kb(r.htmlGzip)}`);
  // The budget is for rule pages with examples; the play tables and the checker are tools, reported apart.
  const { over, stray } = overBudget(rows, budgetKb);
  const tools = rows.filter(isTool);
  const withIslands = rows.filter((r) => r.islands > 0);
  const heaviest = withIslands.reduce((a, b) => (b.eagerGzip > a.eagerGzip ? b : a), withIslands[0] ?? rows[0]!);
  const rulePages = withIslands.filter((r) => !isTool(r));
  const heaviestRule = rulePages.reduce((a, b) => (b.eagerGzip > a.eagerGzip ? b : a), rulePages[0] ?? rows[0]!);
  console.log(`pages: ${rows.length}, with islands: ${withIslands.length}; heaviest rule page: ${heaviestRule?.page} ${kb(heaviestRule?.eagerGzip ?? 0).trim()} KB (budget ${budgetKb} KB); heaviest page overall: ${heaviest?.page} ${kb(heaviest?.eagerGzip ?? 0).trim()} KB`);
  console.log(`rule pages over budget: ${over.length ? over.map((r) => r.page).join(', ') : 'none'}; tool pages (play, checker): ${tools.map((r) => `${r.page} ${kb(r.eagerGzip).trim()} KB`).join(', ') || 'none'}`);
  console.log(`pages without islands that load game code: ${stray.length ? stray.map((r) => r.page).join(', ') : 'none'}`);
}

/**
 * `tsx scripts/page-weight.ts [dist]` prints the table; with `--check` (a stage
 * of `npm test`, after the build) it prints only what breaks the rules, and
 * fails if anything does.
 */
if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = process.argv.slice(2).find((a) => !a.startsWith('--')) ?? 'dist';
  if (!process.argv.includes('--check')) printPageWeights(dist);
  else {
    const rows = existsSync(dist) ? pageWeights(dist) : [];
    const { over, stray } = overBudget(rows);
    const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
    const heaviest = rows.filter((r) => r.islands > 0 && !isTool(r)).sort((a, b) => b.eagerGzip - a.eagerGzip)[0];
    if (rows.length === 0) console.error(`no built pages in ${dist}/`);
    for (const r of over) console.error(`${r.page}: ${kb(r.eagerGzip)} of JavaScript, over the ${RULE_PAGE_BUDGET_KB} KB budget for a rule page`);
    for (const r of stray) console.error(`${r.page}: no interactive part, yet it loads game code`);
    if (rows.length === 0 || over.length || stray.length) process.exit(1);
    console.log(`${rows.length} pages: every rule page within ${RULE_PAGE_BUDGET_KB} KB (heaviest ${heaviest?.page} ${kb(heaviest?.eagerGzip ?? 0)}), game code only where there are islands`);
  }
}
