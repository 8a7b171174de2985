/**
 * The page-weight check (scripts/page-weight.ts; `npm test` runs it on the
 * build): on a small site made up here and opened in Chromium, a script that
 * loads only when the reader scrolls to it counts, one that waits for a click
 * does not, a file loaded twice counts once, and Starlight's search UI counts
 * apart; the budgets name each kind of page over its limit.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { BUDGET_KB, NOT_YET, kindOf, overBudget, pageWeights, precacheWeight, weigh, type PageWeight } from '../../scripts/page-weight';
import { systemChromium } from '../../scripts/browser-path.mjs';

/** Text that gzip cannot shrink much: about `kb` KB once gzipped. */
const noise = (kb: number) => `/*${randomBytes(Math.ceil(kb * 768)).toString('base64')}*/`;

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const row = (page: string, js: number, o: Partial<PageWeight> = {}): PageWeight => ({
  page, scriptGzip: js * 1024, searchGzip: 0, scripts: 1, htmlRaw: 10_000, htmlGzip: 3000, islands: 1, gameCode: true, ...o,
});

describe('the page-weight budgets', () => {
  it('tells a rule page with examples, a play table, the checker and a plain page apart', () => {
    expect(kindOf(row('/rollecate/ride/', 1))).toBe('examples');
    expect(kindOf(row('/nl/rolit/play/', 1))).toBe('table');
    expect(kindOf(row('/nl/checker/', 1))).toBe('checker');
    expect(kindOf(row('/rollecate/', 1, { islands: 0 }))).toBe('plain');
  });

  it('names each page over its kind\'s budget, HTML over 150 KB raw, and game code on a page without islands', () => {
    const rows = [
      row('/a/', BUDGET_KB.examples + 1), row('/b/', BUDGET_KB.examples - 1),
      row('/a/play/', BUDGET_KB.table + 1), row('/b/play/', BUDGET_KB.table - 1),
      row('/checker/', BUDGET_KB.checker + 1), row('/nl/checker/', BUDGET_KB.checker - 1),
      row('/long/', 1, { htmlRaw: (BUDGET_KB.html + 1) * 1024 }),
      row('/stray/', 1, { islands: 0 }), row('/fine/', 1, { islands: 0, gameCode: false }),
    ];
    expect(overBudget(rows, BUDGET_KB, []).map((b) => b.page)).toEqual(['/a/', '/a/play/', '/checker/', '/long/', '/stray/']);
    // A page not yet within its budget is held to its ceiling instead, and only to that.
    const notYet = [{ page: /\/a\/play\/$/, js: BUDGET_KB.table + 5, why: 'later' }];
    expect(overBudget(rows, BUDGET_KB, notYet).map((b) => b.page)).toEqual(['/a/', '/checker/', '/long/', '/stray/']);
    expect(overBudget([row('/a/play/', BUDGET_KB.table + 6)], BUDGET_KB, notYet).map((b) => b.page)).toEqual(['/a/play/']);
  });

  it('exempts no page: the check as npm test runs it fails any page whose HTML is over 150 KB raw, the lab and rulings pages too', () => {
    expect(NOT_YET).toEqual([]);
    for (const page of ['/steam-rollers/lab/', '/nl/rollecate/rulings/', '/checker/', '/nl/scenarios/', '/rollecate/ride/']) {
      expect(overBudget([row(page, 1, { htmlRaw: BUDGET_KB.html * 1024 })]), page).toEqual([]);
      expect(overBudget([row(page, 1, { htmlRaw: BUDGET_KB.html * 1024 + 1 })]).map((b) => b.what), page).toEqual([expect.stringMatching(/of HTML, over the 150 KB budget$/)]);
    }
  });

  it("counts a lazy example's placeholder (kit/story/LazyExample.astro) as an island: a page of lazy examples is a page with examples, held to their budget", () => {
    const dist = mkdtempSync(join(tmpdir(), 'weight-'));
    made.push(dist);
    mkdirSync(join(dist, 'rulings'));
    const holder = (name: string) => `<div class="rc-lazy-holder" data-lazy-story="${name}" data-game="rollecate" data-lang="en"><div class="rc-lazy"></div></div>`;
    writeFileSync(join(dist, 'rulings/index.html'), `<html><body>${holder('a')}${holder('b')}<astro-island uid="x" props="{}"></astro-island></body></html>`);
    const r = weigh(dist, '/rulings/', { scripts: [], search: [] });
    expect(r.islands).toBe(3);
    expect(kindOf(r)).toBe('examples');
  });
});

function site() {
  const dist = mkdtempSync(join(tmpdir(), 'weight-'));
  made.push(dist);
  const astro = join(dist, '_astro');
  mkdirSync(astro);
  mkdirSync(join(dist, 'rule'));
  // A tall page: the island at its end loads its chunk when it comes into view, the button's chunk waits for a click.
  writeFileSync(
    join(dist, 'rule/index.html'),
    `<html><body><button id="b">go</button><div style="height:5000px"></div><div id="end">end</div>
<astro-island uid="a" component-url="/_astro/Island.js" props="{}"></astro-island>
<script type="module" src="/_astro/page.js"></script><script type="module" src="/_astro/Search.astro_astro_type_script_index_0_lang.x.js"></script></body></html>`,
  );
  writeFileSync(join(astro, 'page.js'), `import"./shared.js";new IntersectionObserver((e)=>{if(e.some((x)=>x.isIntersecting))import("./seen.js")}).observe(document.getElementById("end"));document.getElementById("b").onclick=()=>import("./clicked.js");`);
  // Without Astro's runtime the island never hydrates: its component is not loaded, so not counted.
  writeFileSync(join(astro, 'Island.js'), noise(3));
  writeFileSync(join(astro, 'shared.js'), noise(5));
  writeFileSync(join(astro, 'seen.js'), `import"./shared.js";${noise(10)}`);
  writeFileSync(join(astro, 'clicked.js'), noise(20));
  writeFileSync(join(astro, 'Search.astro_astro_type_script_index_0_lang.x.js'), 'requestIdleCallback(()=>import(`./ui-core.y.js`));');
  writeFileSync(join(astro, 'ui-core.y.js'), noise(8));
  return dist;
}

describe("the service worker's offline copy (npm run bench)", () => {
  it('weighs every file of the precache list once, raw and gzipped, by folder; a build without a worker has none', () => {
    const dist = mkdtempSync(join(tmpdir(), 'precache-'));
    try {
      expect(precacheWeight(dist)).toBeNull();
      mkdirSync(join(dist, 'nl'));
      const page = '<p>een pagina</p>'.repeat(50);
      const noise = randomBytes(3000);
      writeFileSync(join(dist, 'nl', 'index.html'), page);
      writeFileSync(join(dist, 'a.js'), noise);
      writeFileSync(join(dist, 'sw.js'), `precacheAndRoute([{url:"nl/index.html",revision:"1"},{url:"a.js",revision:"2"}]);`);
      const w = precacheWeight(dist)!;
      expect(w.files).toBe(2);
      expect(w.raw).toBe(page.length + noise.length);
      expect(w.gzip).toBe(gzipSync(page).length + gzipSync(noise).length);
      expect(w.byFolder.map(([f]) => f).sort()).toEqual(['(top)', 'nl/']);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!systemChromium())('the page-weight measurement, in Chromium', () => {
  it('counts what loads as the reader scrolls to the end, each file once, not what waits for a click, and the search UI apart', async () => {
    const dist = site();
    const [rule] = await pageWeights(dist, 1);
    const gz = (name: string) => gzipSync(readFileSync(join(dist, '_astro', name))).length;
    expect(rule!.page).toBe('/rule/');
    expect(rule!.islands).toBe(1);
    expect(rule!.scriptGzip).toBe(gz('page.js') + gz('shared.js') + gz('seen.js'));
    expect(rule!.searchGzip).toBe(gz('Search.astro_astro_type_script_index_0_lang.x.js') + gz('ui-core.y.js'));
  }, 30_000);
});
