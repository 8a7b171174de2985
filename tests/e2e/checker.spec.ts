/**
 * The ruling checker and the rulings pages in a real browser: what needs the built page. The old
 * /rollecate/checker/ addresses send a link on with its fragment (and without scripts); a ruling's
 * link opens its file in the checker; Steam Rollers' code loads only when a Steam Rollers file is
 * opened; the Steam Rollers position editor loads when chosen and is drawn in with the keys, fits a phone and passes
 * axe; the page fits a phone; the limit note passes axe; every ruling is on its page, listed in
 * its contents, and links a site file. The island's flow (PASS/FAIL in the command line's words,
 * shared and broken links, the limits, playing from a step, the position editor, each game's site
 * files stepped through) is in tests/component/checker-flow.test.tsx and checker-files.test.tsx;
 * the page's load, hydration and axe scan in site.spec.ts.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { axeBothThemes } from './axe';
import { collectErrors } from './errors';

const root = join(import.meta.dirname, '..', '..');
const examples = join(root, '..', 'shared', 'contracts', 'examples');

/** A contract example (../shared/contracts/examples/rollecate-build-and-ride.json), copied here in case that folder is absent. */
const FALLBACK = {
  game: 'rollecate',
  title: 'Build a 4 after a 3 and ride two cards',
  options: { variant: 'standard' },
  position: {
    railway: [
      { id: 'r1', value: 2, shape: 'straight', turn: 'straight' },
      { id: 'r2', value: 3, shape: 'curve', turn: 'left' },
      { id: 'r3', value: 3, shape: 'straight', turn: 'straight' },
    ],
    train: 'r1',
    drawPile: [
      { id: 'd1', value: 1, shape: 'straight' },
      { id: 'd2', value: 2, shape: 'curve' },
    ],
    players: [
      { name: 'Ann', hand: [{ id: 'h1', value: 4, shape: 'straight' }, { id: 'h2', value: 4, shape: 'curve' }], discard: [] },
      { name: 'Bob', hand: [], discard: [] },
    ],
    current: 0,
  },
  steps: [
    { say: 'Ann has drawn d1. She adds her curved 4 after the 3: a difference of 1 is allowed.' },
    { build: [{ card: 'h2', turn: 'right' }] },
    { expect: { phase: 'roll', railway: ['r1', 'r2', 'r3', 'h2'] } },
    { say: 'A 4 means four dice. Two of them show a wheel.' },
    { roll: { wheels: 5 }, rejected: true },
    { roll: { wheels: 2 } },
    { say: "The train rides two cards and stops on r3. No penalty: Bob's turn, and he draws d2." },
    { expect: { phase: 'action', current: 1, train: 'r3', hands: [['h1', 'd1'], ['d2']] } },
  ],
};

function contractExample(): typeof FALLBACK {
  const file = join(examples, 'rollecate-build-and-ride.json');
  if (existsSync(file)) {
    try {
      return JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      /* fall back to the copy */
    }
  }
  return structuredClone(FALLBACK);
}

const share = (doc: unknown) => Buffer.from(JSON.stringify(doc), 'utf8').toString('base64url');

async function paste(page: Page, text: string) {
  await page.getByLabel('Scenario file (JSON)').fill(text);
  await page.getByRole('button', { name: 'Check', exact: true }).click();
}

test.describe('ruling checker', () => {
  test('a ruling\'s link opens its file; no Steam Rollers code loads until a Steam Rollers file is opened', async ({ page }) => {
    const errors = collectErrors(page);
    const loaded: string[] = [];
    page.on('request', (r) => loaded.push(r.url()));
    // The bundler names the Steam Rollers chunk after one of its modules (checkerSteam.ts or SteamScenario.tsx).
    const steam = () => loaded.filter((u) => /SteamScenario|checkerSteam/.test(u));
    await page.goto('/checker/');
    await expect(page.locator('astro-island').first()).not.toHaveAttribute('ssr');
    await paste(page, JSON.stringify(contractExample()));
    await expect(page.getByTestId('chk-verdict')).toContainText('PASS');
    // The link under a ruling's example, followed: the checker opens the file its #file= names.
    await page.goto('/rollecate/rulings/');
    const link = page.locator('#ruling-22 ~ .rul-check a').first();
    await expect(link).toHaveAttribute('href', '/checker/#file=ruling-22-pass-onto-broken-track');
    await link.click();
    await expect(page.getByTestId('chk-verdict')).toContainText('Ruling 22');
    expect(steam()).toEqual([]);
    await page.goto('/checker/#file=steam-rollers/c5-01-engine-starts-at-zero');
    await expect(page.locator('.chk-story .sr-scenario')).toBeVisible();
    expect(steam().length).toBeGreaterThan(0);
    expect(errors).toEqual([]);
  });

  test('the old /rollecate/checker/ addresses send a link on to /checker/ with its #s= or #file= kept, in both languages', async ({ page }) => {
    const errors = collectErrors(page);
    const doc = contractExample();
    await page.goto(`/rollecate/checker/#s=${share(doc)}`);
    await expect(page).toHaveURL(new RegExp(`/checker/#s=${share(doc)}$`));
    expect(new URL(page.url()).pathname).toBe('/checker/');
    await expect(page.getByTestId('chk-verdict')).toContainText('PASS');
    await expect(page.getByTestId('chk-verdict')).toContainText(doc.title);
    await page.goto('/nl/rollecate/checker/#file=steam-rollers/c5-07-used-engine-box-needs-a-card');
    await expect(page).toHaveURL(/\/nl\/checker\/#file=steam-rollers\/c5-07-used-engine-box-needs-a-card$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
    await expect(page.getByTestId('chk-verdict')).toContainText('C.5 #7');
    // The browser's Back does not return to the old address (it was replaced, not added).
    await page.goto('/rollecate/checker/');
    await expect(page).toHaveURL(/\/checker\/$/);
    expect(new URL(page.url()).pathname).toBe('/checker/');
    expect(errors).toEqual([]);
    // Without scripts, the page still leads on: a meta refresh to the new address, and a link. (The same page with its
    // scripts switched off, rather than a second browser context: one page follows every address.)
    const html = await (await page.request.get('/nl/rollecate/checker/')).text();
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/nl/checker/"');
    expect(html).toContain('<link rel="canonical" href="/nl/checker/"');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
    await page.goto('/nl/rollecate/checker/');
    await expect(page).toHaveURL(/\/nl\/checker\/$/);
    await expect(page.locator('h1')).toHaveText('Uitspraken controleren');
    // No script ran on the way (the checker's island is still as built): the meta refresh led on, not a script.
    await expect(page.locator('astro-island').first()).toHaveAttribute('ssr', '');
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: false });
  });

  test('the Steam Rollers position editor loads when chosen, draws on the map with the keys, shows a refusal by its sheet, fits a phone and passes axe', async ({ page }) => {
    const errors = collectErrors(page);
    const loaded: string[] = [];
    page.on('request', (r) => loaded.push(r.url()));
    const editor = () => loaded.filter((u) => /SteamPositionEditor/.test(u));
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/checker/');
    await expect(page.locator('astro-island').first()).not.toHaveAttribute('ssr');
    expect(editor()).toEqual([]);
    await page.getByRole('radio', { name: 'Steam Rollers' }).check();
    const ed = page.locator('.chk-sr-editor');
    await ed.getByRole('button', { name: 'Edit the whole table' }).click();
    expect(editor().length).toBeGreaterThan(0);
    await expect(ed.getByTestId('chk-sr-verdict')).toContainText('PASS');
    // The keys: the map's one tab stop, an arrow to the next hex, Enter chooses it, R turns the track, Enter draws it.
    const stop = ed.locator('.chk-sr-map g[role="button"][tabindex="0"]');
    await stop.focus();
    await page.keyboard.press('ArrowRight');
    const hex = await page.evaluate(() => document.activeElement?.getAttribute('data-hex'));
    expect(hex).toBeTruthy();
    await page.keyboard.press('Enter');
    await expect(ed.getByTestId('srp-draw')).toContainText(`${hex}`);
    await page.keyboard.press('r');
    await page.keyboard.press('Enter');
    await expect(ed.locator('#chk-sr-json')).toHaveValue(new RegExp(`"hex": "${hex}",\\s*"track": "sharp",\\s*"rotation": 1`));
    // A city drawn in: the runner's refusal stands by the sheet, and in the verdict.
    await ed.locator('.chk-sr-map g[role="button"][aria-label*="city 1"]').click();
    await ed.getByTestId('srp-draw-confirm').click();
    await expect(ed.getByTestId('chk-sr-sheet-error')).toContainText('cities are never drawn in (B4)');
    await expect(ed.getByTestId('chk-sr-verdict')).toContainText('FAIL');
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    await page.setViewportSize({ width: 1280, height: 720 });
    const { light, dark } = await axeBothThemes(page, '.chk-sr-editor');
    expect(light, 'axe, light theme').toEqual([]);
    expect(dark, 'axe colour rules, dark theme').toEqual([]);
    expect(errors).toEqual([]);
  });

  test('fits a phone screen; the note on a paste over the limits passes axe', async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/checker/#s=${share(contractExample())}`);
    await expect(page.getByTestId('chk-verdict')).toContainText('PASS');
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    // The page's own axe scan (site.spec.ts) sees no limit note; its words are checked in checker-flow.test.tsx.
    // (At a laptop's width: on a phone the theme picker is in the closed menu.)
    await page.setViewportSize({ width: 1280, height: 720 });
    await paste(page, JSON.stringify({ ...contractExample(), steps: Array.from({ length: 2001 }, () => ({ pass: true })) }));
    await expect(page.getByTestId('chk-limit')).toBeVisible();
    const { light, dark } = await axeBothThemes(page, '.chk-input');
    expect(light, 'axe, light theme').toEqual([]);
    expect(dark, 'axe colour rules, dark theme').toEqual([]);
    expect(errors).toEqual([]);
  });
});

/** Every site file by the name #file= gives it: "ruling-22-…", "rolit/b3-07-…", "steam-rollers/c5-07-…". */
const siteFiles = new Set(
  ['rollecate', 'rolit', 'steam-rollers'].flatMap((game) =>
    readdirSync(join(root, 'src/content/scenarios', game)).map((f) => `${game === 'rollecate' ? '' : `${game}/`}${f.replace(/\.json$/, '')}`),
  ),
);

test.describe('rulings pages', () => {
  // Each page's load, islands and one example are checked in site.spec.ts; every example's
  // stepping in tests/component/examples.tsx (one test file a game). Here: all 45 rulings, in order, under their ids.
  for (const { path, h1 } of [
    { path: '/rollecate/rulings/', h1: 'Rulings' },
    { path: '/nl/rollecate/rulings/', h1: 'Uitspraken' },
  ]) {
    test(`${path} has all 45 rulings in order, with their fifty-odd examples`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
      const ids = [...html.matchAll(/<h3[^>]*\sid="(ruling-\d+)"/g)].map((m) => m[1]);
      expect(ids).toEqual(Array.from({ length: 45 }, (_, i) => `ruling-${String(i + 1).padStart(2, '0')}`));
      // Each a lazy example's placeholder, which the page's one script brings to life (kit/story/LazyExample.astro).
      expect(html.match(/<div class="rc-lazy-holder" data-lazy-story="[^"]+"/g)?.length ?? 0).toBeGreaterThanOrEqual(50);
    });
  }

  // "On this page" lists every ruling, in order, so a reader finds one in a click (each ruling's heading is HTML, for its stable id).
  for (const [path, count] of [
    ['/rollecate/rulings/', 45], ['/nl/rollecate/rulings/', 45], ['/rolit/rulings/', 16],
    ['/nl/rolit/rulings/', 16], ['/steam-rollers/rulings/', 18], ['/nl/steam-rollers/rulings/', 18],
  ] as const) {
    test(`${path}: its contents list all ${count} rulings, each linking to its heading; each example links the checker`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      const headings = [...html.matchAll(/<h[23][^>]*\sid="(ruling-\d+)"[^>]*>(.*?)<\/h[23]>/g)].map((m) => [m[1], m[2]!.replace(/<[^>]*>/g, '').trim()]);
      expect(headings).toHaveLength(count);
      const toc = html.slice(html.indexOf('<starlight-toc'), html.indexOf('</starlight-toc>'));
      const links = [...toc.matchAll(/<a href="#(ruling-\d+)"[^>]*>\s*<span[^>]*>([^<]*)<\/span>/g)].map((m) => [m[1], m[2]!.trim()]);
      expect(links).toEqual(headings);
      // Each ruling's example links the checker of the page's language, naming a site file.
      const checks = [...html.matchAll(/<p class="rul-check"><a href="([^"]+)"/g)].map((m) => m[1]!);
      expect(checks.length, 'links to the checker').toBeGreaterThanOrEqual(count);
      for (const href of checks) {
        const [, nl, name] = /^(\/nl)?\/checker\/#file=(.+)$/.exec(href) ?? [];
        expect(!!nl, href).toBe(path.startsWith('/nl/'));
        expect(siteFiles.has(name!), href).toBe(true);
      }
    });
  }
});
