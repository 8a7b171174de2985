import { expect, test, type Locator, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { axeOncePerStyle, axeViolations } from './axe';
import { collectErrors } from './errors';
import { CHAPTERS, chapterOf } from '../../src/components/rollecate/clauses';
import { examplesOnPages, sitePages } from './pages';
import { BUDGET_KB, NOT_YET, builtPages, overBudget, watchLoads, weigh } from '../../scripts/page-weight';

/** The build the tests serve (playwright.config.ts). */
const dist = process.env.E2E_OUT ?? 'dist';

/**
 * The page scan's browser tab: one per worker, going from page to page as a reader does, instead of a new context for
 * every page. A new context costs a new renderer and a cold axe (parsing its source and warming it up took ~1 s of
 * each page's scan). Each page still starts clean: its own listeners, the desktop size, storage emptied after it,
 * and a fresh tab after any failure. The server sends no cache headers, so every page fetches its scripts again and
 * its weight is what a first visit loads (scripts/page-weight.ts measures the budgets' figures in fresh contexts).
 */
const scan = test.extend<{ tab: Page }, { sharedTab: { page: Page | null } }>({
  sharedTab: [
    async ({}, use) => {
      const holder: { page: Page | null } = { page: null };
      await use(holder);
      await holder.page?.context().close();
    },
    { scope: 'worker' },
  ],
  tab: async ({ browser, sharedTab, baseURL, viewport }, use, testInfo) => {
    if (!sharedTab.page || sharedTab.page.isClosed()) {
      const context = await browser.newContext({ baseURL, viewport });
      sharedTab.page = await context.newPage();
    }
    const page = sharedTab.page;
    if (viewport) await page.setViewportSize(viewport);
    await use(page);
    for (const event of ['console', 'pageerror', 'request', 'requestfinished', 'requestfailed'] as const) page.removeAllListeners(event);
    if (testInfo.status !== testInfo.expectedStatus) {
      await page.context().close();
      sharedTab.page = null;
    } else {
      await page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await page.goto('about:blank');
    }
  },
});

const pages = sitePages();
const examples = examplesOnPages();
const paths = new Set(pages.map((p) => p.path));

/**
 * Starlight's header, sidebar, skip link and "On this page" list are drawn the same on every page of a language (only
 * the current page's link is marked, its game's group open, and the list's entries are the page's headings): the page
 * scans check them on one page per language, the language's Rollecate landing page, and leave them out elsewhere.
 */
const CHROME = ['header.header', 'nav.sidebar', '.right-sidebar', '.sl-skip-link'];
const CHROME_OWNERS = new Set(['/rollecate/', '/nl/rollecate/']);
/**
 * A Dutch page with an English twin draws the same islands (the same components, the same examples: checked below from
 * the build) with Dutch words, which tests/unit/strings-parity.test.ts finds for every key and never empty. Its twin's
 * scan checks those islands (markup and colours in both themes), tests/component/examples-*.test.tsx steps every
 * example in Dutch, so the Dutch scan checks what is its own: the page loads and hydrates in Dutch, its weight, its
 * prose and page structure under axe, the phone width.
 */
/**
 * The colour signatures this worker's scans have checked and passed (tests/e2e/axe.ts `axeOncePerStyle`): each page's
 * colour rules check only the texts whose colours, size and background no earlier page showed.
 */
const coloursSeen = new Set<string>();
const twinOf = (path: string) => (path.startsWith('/nl/') && paths.has(path.slice(3)) ? path.slice(3) : null);


test('the page list covers the landing pages and every Rollecate chapter in both languages, and every Dutch page has its English twin', () => {
  const list = [...paths];
  for (const base of CHROME_OWNERS) expect(list).toContain(base);
  for (const { path } of pages) if (path.startsWith('/nl/')) expect(list, `${path} has no English twin`).toContain(path.slice(3));
  for (const base of ['/', '/nl/']) {
    expect(list).toContain(base);
    for (const chapter of CHAPTERS) expect(list).toContain(`${base}rollecate/${chapter}/`);
  }
});

test('a Dutch twin holds the same islands and examples as its English page, so the English scan checks them for both', () => {
  const islands = (path: string) => {
    const html = readFileSync(join(dist, path, 'index.html'), 'utf8');
    return [...html.matchAll(/<astro-island\b[^>]*?component-url="([^"]+)"/g)].map((m) => m[1]!).sort();
  };
  let twins = 0;
  for (const { path } of pages) {
    const en = twinOf(path);
    if (!en) continue;
    twins++;
    expect(islands(path), `${path}: islands`).toEqual(islands(en));
    expect((examples.get(path) ?? []).map((e) => e.name).sort(), `${path}: examples`).toEqual((examples.get(en) ?? []).map((e) => e.name).sort());
  }
  expect(twins).toBeGreaterThan(30);
});

for (const { path, lang } of pages) {
  /**
   * One load of each page does every per-page check in turn: the page itself, its islands, what it weighs once
   * every island has loaded (issue 30's budgets, before any click), one example stepped in the browser, axe in both
   * themes and the phone width; a Dutch twin leaves its islands' axe and stepping to its English page (twinOf). Every
   * example's stepping, in each language, is checked without a browser in tests/component/examples.tsx (one test file a game).
   */
  const checks = twinOf(path) ? 'passes axe around its islands (checked on its English twin)' : 'steps an example, passes axe in light and dark';
  scan(`page ${path}: loads, hydrates its islands, keeps to its weight, ${checks}, fits a phone`, async ({ tab: page }) => {
    const errors = collectErrors(page);
    const loads = watchLoads(page, 15_000);
    const response = await test.step('open the page', () => page.goto(path));
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1').first()).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);

    // Islands hydrate when seen: show each one, then every island must have hydrated
    // (Astro drops the `ssr` attribute once it has). A Dutch twin's lazy examples stay as the placeholders a reader
    // sees before scrolling to them: its English page starts every one, and tests/component/examples.tsx steps each
    // in Dutch.
    const twin = twinOf(path);
    const unhydrated = await test.step('hydrate every island', () => page.evaluate(async (lazyToo) => {
      // A frame, or 100 ms: headless Chromium sometimes stops drawing a page's frames, and a wait on them alone never ends.
      const frame = () => new Promise((r) => { requestAnimationFrame(() => r(null)); setTimeout(r, 100); });
      // An island is `display: contents` and has no box of its own: show what it drew.
      const show = (island: Element) => (island.firstElementChild ?? island).scrollIntoView({ block: 'center' });
      // A lazy example (kit/story/LazyExample.astro) is no Astro island: its holder, until the page's one script has
      // started it (data-started), waits as an island does.
      const waiting = lazyToo ? 'astro-island[ssr], [data-lazy-story]:not([data-started])' : 'astro-island[ssr]';
      // Each island is shown for two frames, so that its observer sees it; they then hydrate side by side.
      for (const island of document.querySelectorAll(waiting)) {
        show(island);
        await frame();
        await frame();
      }
      // Any still waiting (a slow machine) is shown again until it has hydrated, for up to a minute.
      const deadline = performance.now() + 60_000;
      let island: Element | null;
      while ((island = document.querySelector(waiting)) && performance.now() < deadline) {
        show(island);
        await new Promise((r) => setTimeout(r, 100));
      }
      return [...document.querySelectorAll(waiting)].map((el) => el.getAttribute('component-url') ?? el.getAttribute('data-lazy-story'));
    }, !twin));
    expect(unhydrated, 'islands left unhydrated').toEqual([]);
    // The examples name their page's one copy of their words (src/components/kit/sharedStrings.ts): the page holds
    // each table once, before every island that names it, so an island never looks for words not yet read.
    const strings = await page.evaluate(() =>
      [...document.querySelectorAll('astro-island')].flatMap((island) => {
        const t = (JSON.parse(island.getAttribute('props') ?? '{}') as { t?: [number, { shared?: [number, string] }] }).t?.[1];
        const name = t?.shared?.[1];
        if (!name) return [];
        const tables = document.querySelectorAll(`script[type="application/json"]#rulebook-strings-${name}`);
        const before = tables.length === 1 && !!(tables[0]!.compareDocumentPosition(island) & Node.DOCUMENT_POSITION_FOLLOWING);
        return before ? [] : [`${name}: ${tables.length} table(s)${tables.length === 1 ? ', after the island' : ''}`];
      }),
    );
    expect(strings, 'shared strings').toEqual([]);

    // A lazy example (the rulings and scenario pages) swaps its placeholder for the story once it has loaded and the
    // page is still; each must have done so, and the one stepped is pinned by its title, since the examples do not
    // swap in page order (a locator for "the first example" could name another one by the time it is clicked).
    if (!twin) await expect(page.locator('.rc-lazy'), 'examples still loading, or failed to load').toHaveCount(0, { timeout: 30_000 });
    await expect(page.locator('.rc-scenario.error')).toHaveCount(0);

    // What the page has loaded now, every island in view and no click yet, is its weight: each script once by its
    // gzip size, Starlight's search apart, the HTML raw (scripts/page-weight.ts prints the whole table for `npm run bench`).
    // A Dutch twin's lazy examples load the same scripts as its English page's (the same islands and examples: the
    // test above), weighed there; its own HTML is weighed here.
    const weight = await test.step('weigh the page', async () => {
      await loads.quiet();
      return weigh(dist, path, loads.loaded());
    });
    expect(overBudget([weight], BUDGET_KB, NOT_YET), `page weight (${(weight.scriptGzip / 1024).toFixed(1)} KB of JavaScript, ${(weight.htmlRaw / 1024).toFixed(1)} KB of HTML)`).toEqual([]);

    if (!twin && (await page.locator('.rc-scenario').count()) > 0) {
      const title = await page.locator('.rc-scenario').first().getAttribute('aria-labelledby');
      expect(title, 'an example is labelled by its title').toBeTruthy();
      const example = page.locator(`.rc-scenario[aria-labelledby="${title}"]`);
      // The page's first example steps to its end in the browser.
      // The step-through draws each frame anew (kit/story/StoryFrames.tsx): the example is looked up by its title at each step.
      const end = await test.step('step an example', () => example.evaluate(async (first, title) => {
        first.scrollIntoView({ block: 'center' });
        const el = () => document.querySelector(`.rc-scenario[aria-labelledby="${title}"]`) ?? first;
        const next = () => el().querySelector<HTMLButtonElement>('.rc-stepper button.primary');
        const progress = () => el().querySelector('.rc-progress')?.textContent ?? '';
        for (let guard = 0; next() && !next()!.disabled && guard < 300; guard++) {
          const was = progress();
          next()!.click();
          // The first step may wait for the story's frames to arrive.
          for (let wait = 0; progress() === was && wait < 200; wait++) await new Promise((r) => setTimeout(r, wait ? 25 : 0));
        }
        return progress();
      }, title));
      const [n, of] = (end.match(/\d+/g) ?? []).map(Number);
      expect(of, end).toBeGreaterThan(1);
      expect(n, end).toBe(of);
      await example.locator('.rc-stepper button').first().click(); // Restart, so axe sees the story as a reader first does
    }

    // After the lazy examples have loaded and one example has stepped: drawings the page's maps share (a Steam
    // Rollers map's unchanging layer, SteamMap.tsx `SteamMapDefs`) are on the page once, and every <use> of the page
    // names exactly one element of it.
    const shared = await page.evaluate(() => {
      const twice = [...document.querySelectorAll('[data-defs]')].map((e) => e.getAttribute('data-defs')!).filter((k, i, all) => all.indexOf(k) !== i);
      const lost = [...new Set([...document.querySelectorAll('use')].map((u) => u.getAttribute('href') ?? ''))].filter((h) => !h.startsWith('#') || document.querySelectorAll(`[id="${h.slice(1)}"]`).length !== 1);
      return [...twice.map((k) => `${k} placed more than once`), ...lost.map((h) => `<use href="${h}"> names no one element`)];
    });
    expect(shared, 'shared drawings').toEqual([]);

    // An example shown on several pages is scanned on the first of them (per language) only; the header and sidebar on
    // one page per language; a Dutch twin's islands on its English page (twinOf).
    const elsewhere = (examples.get(path) ?? []).filter((e) => !e.owned).map((e) => `.rc-scenario[aria-labelledby="${e.name}-title"]`);
    const exclude = [...elsewhere, ...(CHROME_OWNERS.has(path) ? [] : CHROME)];
    if (twin) {
      const own = await test.step('axe: the page around its islands', () => axeViolations(page, undefined, { exclude: [...exclude, 'astro-island'], noColours: true }));
      expect(own, 'axe, the page around its islands').toEqual([]);
    } else {
      const { light, dark } = await test.step('axe in both themes', () => axeOncePerStyle(page, coloursSeen, { exclude }));
      expect(light, 'axe, light theme').toEqual([]);
      expect(dark, 'axe colour rules, dark theme').toEqual([]);
    }

    // No `isMobile`: with it, Chromium widens the layout viewport to fit the content.
    const { scrollWidth, innerWidth } = await test.step('phone width', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(390);
      return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    });
    expect(scrollWidth, 'horizontal scroll at 390 px').toBeLessThanOrEqual(innerWidth);
    // Every page but the two landing pages sits in the site's navigation: on a phone, behind the menu button.
    if (path !== '/' && path !== '/nl/') await expect(page.locator('.sl-menu-button'), 'menu button at 390 px').toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('the page scan catches a fault planted in it: a missing label in the light theme, poor contrast in the dark one, after the page was scanned', async ({ page }) => {
  await page.goto('/');
  // A scan of the page as it is: it passes, and what it checked is known from then on.
  const seen = new Set<string>();
  expect(await axeOncePerStyle(page, seen)).toEqual({ light: [], dark: [] });
  expect(seen.size, 'colour signatures checked on the landing page').toBeGreaterThan(10);
  const known = seen.size;
  expect(await axeOncePerStyle(page, seen), 'the same page again').toEqual({ light: [], dark: [] });
  expect(seen.size, 'nothing new the second time').toBe(known);
  await page.locator('main').evaluate((main) => {
    // Dark grey text reads on the light theme's page and not on the dark one's; a button without a name fails in both.
    main.insertAdjacentHTML('beforeend', '<p id="planted-text" style="color:#333">Planted text</p><button id="planted-button"></button>');
  });
  const { light, dark } = await axeOncePerStyle(page, seen);
  expect(light.map((v) => v.id)).toEqual(['button-name']);
  expect(dark.map((v) => v.id)).toEqual(['color-contrast']);
  expect(dark[0]!.targets).toEqual([['#planted-text']]);
  // The failing dark signature is not taken as checked: a second scan finds it again.
  expect((await axeOncePerStyle(page, seen)).dark.map((v) => v.id)).toEqual(['color-contrast']);
});

test('every clause R1–R46 has its anchor on the chapter that explains it, in both languages', async ({ request }) => {
  for (const base of ['/rollecate/', '/nl/rollecate/']) {
    for (const chapter of CHAPTERS) {
      const html = await (await request.get(`${base}${chapter}/`)).text();
      for (let n = 1; n <= 46; n++) {
        if (chapterOf(`R${n}`) !== chapter) continue;
        expect(html.match(new RegExp(`\\sid="r${n}"`, "g"))?.length ?? 0, `${base}${chapter}/#r${n}`).toBe(1);
      }
    }
  }
});

test('the landing page offers all three games, each with its play table', async ({ page }) => {
  await page.goto('/');
  // Each game's card says how many can play (the solo variants count as one).
  await expect(page.locator('.card .sl-badge')).toHaveText(['1–4 players', '1–4 players', '2–5 players']);
  await expect(page.getByText('Coming', { exact: true })).toHaveCount(0);
  await page.getByRole('link', { name: 'Steam Rollers at a glance' }).click();
  await expect(page).toHaveURL(/\/steam-rollers\/$/);
  await page.goto('/');
  await page.getByRole('link', { name: 'Play Steam Rollers' }).first().click();
  await expect(page).toHaveURL(/\/steam-rollers\/play\/$/);
  await page.goto('/');
  await page.getByRole('link', { name: 'Play Rolit' }).first().click();
  await expect(page).toHaveURL(/\/rolit\/play\/$/);
  await page.goto('/');
  await page.getByRole('link', { name: /first turn/i }).first().click();
  await expect(page).toHaveURL(/\/rollecate\/first-turn\/$/);
});

// One search box a language, asked in turn: each query's hit is a page of another game, so each answer is its own.
for (const [base, searches] of [
  ['/', [['derail', 'rollecate/ride'], ['enclose', 'rolit/capturing'], ['lightning', 'steam-rollers/cards']]],
  ['/nl/', [['ontspoort', 'rollecate/ride'], ['kettingreactie', 'rolit/capturing']]],
] as const) {
  test(`search (${base}) finds ${searches.map(([query, chapter]) => `"${query}" on the ${chapter} page`).join(', ')}`, async ({ page }) => {
    await page.goto(base);
    await page.getByRole('button', { name: /search|zoeken/i }).first().click();
    const box = page.locator('#starlight__search input.pagefind-ui__search-input');
    for (const [query, chapter] of searches) {
      const hits = page.locator(`#starlight__search a[href*="${base === '/' ? '' : 'nl/'}${chapter}/"]`);
      // Not among the last query's answers, so that it is this query that finds it.
      await expect(hits, `"${query}" before it is asked`).toHaveCount(0);
      await box.fill(query);
      await expect(hits.first(), `"${query}"`).toBeVisible({ timeout: 10_000 });
    }
  });
}

/** The page's first example, scrolled into view and hydrated (its island has lost the `ssr` attribute). */
async function firstExample(page: Page): Promise<Locator> {
  const example = page.locator('.rc-scenario').first();
  await example.scrollIntoViewIfNeeded();
  await expect.poll(() => page.locator('astro-island:has(.rc-scenario)').first().evaluate((el) => el.hasAttribute('ssr'))).toBe(false);
  return example;
}

test('an example steps with the keyboard alone', async ({ page }) => {
  await page.goto('/rollecate/first-turn/');
  const example = await firstExample(page);
  const next = example.locator('.rc-stepper button.primary');
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(example.locator('.rc-progress')).toHaveText(/^\D*2\D/);
  await page.keyboard.press('ArrowRight');
  await expect(example.locator('.rc-progress')).toHaveText(/^\D*3\D/);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Home');
  await expect(example.locator('.rc-progress')).toHaveText(/^\D*1\D/);
});

test('"Try it" plays on from a Rollecate example, and "reset" goes back to the story', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/rollecate/pass/');
  const example = await firstExample(page);
  await example.getByRole('button', { name: 'Try it' }).click();
  await expect(example.locator('.rc-stepper')).not.toContainText('Next');
  await example.getByRole('button', { name: 'Pass', exact: true }).click();
  await expect(example.locator('.rc-trylog li').first()).toContainText('passes');
  await example.getByRole('button', { name: 'Reset to the example' }).click();
  await expect(example.locator('.rc-trylog')).toHaveCount(0);
  await expect(example.locator('.rc-progress')).toHaveText(/^\D*1\D/);
  expect(errors).toEqual([]);
});

test('"Try it" in a Dutch Rolit example: a refused square says why in Dutch, a legal one is played', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/nl/rolit/capturing/');
  const example = await firstExample(page);
  await example.getByRole('button', { name: 'Probeer zelf' }).click();
  const box = example.getByRole('textbox', { name: 'Vakje' });
  await box.fill('a1');
  await box.press('Enter');
  await expect(example.locator('.rc-refusal')).toContainText(/\(RO5\): (a1 raakt geen bal|op a1 ligt al een bal)/);
  await example.locator('.ro-btn').first().click();
  await expect(example.locator('.rc-trylog li')).toHaveCount(1);
  await expect(example.locator('.rc-refusal')).toHaveCount(0);
  await example.getByRole('button', { name: 'Terug naar het voorbeeld' }).click();
  await expect(example.locator('.rc-trylog')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the pages outside the scan (the missing-page page, the moved pages that send the reader on) keep to their weight', async ({ page }) => {
  const scanned = new Set(pages.map((p) => p.path));
  const outside = builtPages(dist).filter((p) => !scanned.has(p));
  expect(outside.length, `pages outside the scan: ${outside.join(', ')}`).toBeGreaterThanOrEqual(3);
  for (const path of outside) {
    const loads = watchLoads(page, 15_000);
    // A moved page sends the reader on at once: what it loads is weighed up to that point, its own HTML and scripts.
    await page.goto(path === '/404' ? '/no-such-page/' : path, { waitUntil: 'load' });
    await loads.quiet();
    const weight = weigh(dist, path, loads.loaded());
    expect(overBudget([{ ...weight, islands: 0 }], BUDGET_KB, NOT_YET), path).toEqual([]);
    page.removeAllListeners('request');
    page.removeAllListeners('requestfinished');
    page.removeAllListeners('requestfailed');
  }
});
