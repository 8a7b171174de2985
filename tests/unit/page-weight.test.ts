/**
 * The page-weight report and its check (scripts/page-weight.ts; `npm test`
 * runs the check on the build): on a small built site made up here, what a
 * page loads at once is told from what it loads on demand, however the
 * bundler writes a lazy import, and the check names a rule page over the
 * budget and a page without islands that loads game code.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { RULE_PAGE_BUDGET_KB, overBudget, pageWeights } from '../../scripts/page-weight';

/** Text that gzip cannot shrink much: about `kb` KB once gzipped. */
const noise = (kb: number) => `/*${randomBytes(Math.ceil(kb * 1024)).toString('base64')}*/`;

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function site(coreKb: number) {
  const dist = mkdtempSync(join(tmpdir(), 'weight-'));
  made.push(dist);
  const astro = join(dist, '_astro');
  mkdirSync(astro);
  for (const dir of ['rule', 'plain', 'stray', 'play']) mkdirSync(join(dist, dir));
  const page = (islands: string, scripts = '<script type="module" src="/_astro/page.js"></script>') => `<html><body>${islands}${scripts}</body></html>`;
  const island = '<astro-island uid="a" component-url="/_astro/Island.js" renderer-url="/_astro/client.js" props="{}"></astro-island>';
  writeFileSync(join(dist, 'rule/index.html'), page(island));
  writeFileSync(join(dist, 'play/index.html'), page(island));
  writeFileSync(join(dist, 'plain/index.html'), page(''));
  writeFileSync(join(dist, 'stray/index.html'), page('', '<script type="module" src="/_astro/core.js"></script>'));
  writeFileSync(join(astro, 'page.js'), 'console.log(1);');
  writeFileSync(join(astro, 'client.js'), 'export const h=1;');
  // The bundler writes a lazy import's path as a template literal; a quoted one counts the same.
  writeFileSync(join(astro, 'Island.js'), 'import{a}from"./core.js";const l=()=>import(`./lazy.js`),m=()=>import("./lazy2.js");export{l,m};');
  writeFileSync(join(astro, 'core.js'), `export const a={type:"turn.build"};${noise(coreKb)}`);
  writeFileSync(join(astro, 'lazy.js'), noise(30));
  writeFileSync(join(astro, 'lazy2.js'), noise(10));
  return dist;
}

describe('the page-weight report', () => {
  it('counts an island\'s static imports as loaded at once, and its lazy imports (either way the bundler writes them) apart', () => {
    const dist = site(20);
    const rows = pageWeights(dist);
    const rule = rows.find((r) => r.page === '/rule/')!;
    expect(rule.islands).toBe(1);
    expect(rule.gameCode).toBe(true);
    expect(rule.eagerGzip / 1024).toBeGreaterThan(19);
    expect(rule.eagerGzip / 1024).toBeLessThan(23);
    expect(rule.lazyGzip / 1024).toBeGreaterThan(38);
    expect(rule.lazyGzip / 1024).toBeLessThan(43);
    expect(rows.find((r) => r.page === '/plain/')).toMatchObject({ islands: 0, gameCode: false, lazyGzip: 0 });
    // The page's own HTML, gzipped, beside its JavaScript.
    expect(rule.htmlGzip).toBe(gzipSync(readFileSync(join(dist, 'rule/index.html'))).length);
  });

  it('the check names a rule page over the budget and a page with no islands that loads game code, and passes the rest', () => {
    const heavy = overBudget(pageWeights(site(RULE_PAGE_BUDGET_KB + 2)));
    expect(heavy.over.map((r) => r.page)).toEqual(['/rule/']); // the play table is a tool, reported apart
    expect(heavy.stray.map((r) => r.page)).toEqual(['/stray/']);
    const light = overBudget(pageWeights(site(RULE_PAGE_BUDGET_KB - 10)));
    expect(light.over).toEqual([]);
  });
});
