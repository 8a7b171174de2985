/**
 * Issue 12, the rule pages in a real browser: finding the play tables, the
 * sidebar's order and "previous / next" within a game, Dutch story titles,
 * light rulings pages, rule chips' tooltips, the story's words and controls in
 * view on a phone, layout shift on a chapter and on the rulings pages, and the
 * site read offline once visited. The statechart beside its example: chart.spec.ts. The checks that need no
 * browser are in tests/component/teach-pages.test.tsx.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeBothThemes } from './axe';
import { collectErrors } from './errors';
import { hydrated } from './islands';
import { sitePages } from './pages';
import { gameOf, sharedByGames } from '../../src/components/starlight/routeData';
import { precacheUrls } from '../../scripts/page-weight';

const pages = sitePages();

/**
 * Starts counting layout shifts (without recent input) once the page has loaded, as Chrome reports
 * them, and returns a function that reads the sum: the shifts hydration and the examples cause.
 * (The first paint's shift of Starlight's contents column on a slow CPU is checked on its own, in
 * the chapter test below, by where the column stands before the text is read.)
 */
async function countShifts(page: Page): Promise<() => Promise<number>> {
  await page.waitForLoadState('load');
  await page.evaluate(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.__shift += e.value;
    }).observe({ type: 'layout-shift' });
  });
  return () => page.evaluate(() => new Promise<number>((r) => setTimeout(() => r((window as unknown as { __shift: number }).__shift), 300)));
}

/** Scrolls through the whole page, a screen at a time, so that every island comes into view and hydrates. */
async function readThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((r) => { requestAnimationFrame(() => requestAnimationFrame(r)); setTimeout(r, 200); });
    for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight * 0.8) {
      scrollTo(0, y);
      await frame();
    }
  });
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 20_000 });
}

test('every page: previous and next stay within its game; Dutch stories have Dutch titles; the rulings pages stay light', async ({ request }) => {
  const sizes: Record<string, number> = {};
  for (const { path } of pages) {
    const html = await (await request.get(path)).text();
    sizes[path] = html.length;
    for (const m of html.matchAll(/<a href="([^"]+)" rel="(prev|next)"/g)) {
      // The one ruling checker belongs to no game and to every one: a game's last page leads on to it, and
      // it is never a way back (nor the way from one game into another).
      if (sharedByGames(m[1]!)) expect([m[2], gameOf(path) !== ''], `${path}: ${m[2]} is ${m[1]}`).toEqual(['next', true]);
      else expect(gameOf(m[1]!), `${path}: ${m[2]} is ${m[1]}`).toBe(gameOf(path));
    }
    if (path.startsWith('/nl/')) {
      for (const m of html.matchAll(/class="rc-story-title" id="story-[^"]+-title">([^<]*)</g)) expect(m[1], path).toMatch(/^Verhaal: /);
    }
  }
  // The Rollecate landing page and the last chapters lead on to the play table, never into Rolit.
  for (const [path, rel, href] of [
    ['/rolit/', 'prev', null],
    ['/rollecate/statechart/', 'next', '/rollecate/play/'],
    ['/rollecate/play/', 'next', '/checker/'],
    ['/rolit/statechart/', 'next', '/rolit/play/'],
    // Every game's play table leads on to the one ruling checker; the checker leads back into no game.
    ['/rolit/play/', 'next', '/checker/'],
    ['/nl/steam-rollers/play/', 'next', '/nl/checker/'],
    ['/checker/', 'prev', null],
    ['/checker/', 'next', null],
  ] as const) {
    const html = await (await request.get(path)).text();
    const found = new RegExp(`<a href="([^"]+)" rel="${rel}"`).exec(html)?.[1] ?? null;
    expect(found, `${path} ${rel}`).toBe(href);
  }
  // The rulings pages hold only placeholders for their examples (they were 1.2 and 1.9 MB).
  for (const path of ['/rollecate/rulings/', '/nl/rollecate/rulings/', '/steam-rollers/rulings/', '/nl/steam-rollers/rulings/', '/steam-rollers/cards/']) {
    expect(sizes[path], path).toBeLessThan(250_000);
  }
  // Rolit's twenty examples were drawn into the page (458 KB); as placeholders it is about 83 KB.
  for (const path of ['/rolit/rulings/', '/nl/rolit/rulings/']) expect(sizes[path], path).toBeLessThan(150_000);
  // Installable: a manifest with its icons.
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest.name).toBe('Interactive Rulebook');
  expect(manifest.display).toBe('standalone');
  for (const icon of manifest.icons) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  expect(manifest.icons.some((i: { purpose?: string }) => i.purpose === 'maskable')).toBe(true);
});

test('finding play: the home page, the landing page and each game\'s sidebar group lead to the play table', async ({ page }) => {
  const errors = collectErrors(page);
  await test.step('home: the Rollecate card links its play table', async () => {
    await page.goto('/');
    await expect(page.locator('.card', { hasText: 'Rollecate' }).getByRole('link', { name: 'Play Rollecate' })).toHaveAttribute('href', '/rollecate/play/');
  });
  await test.step('landing: how a game flows ends at the play table and the checker, in the sidebar\'s order', async () => {
    await page.goto('/rollecate/');
    const flow = page.locator('main ol', { has: page.locator('a[href="/rollecate/setup/"]') }).first().locator(':scope > li');
    const flowLinks = await flow.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const group = (name: string) => page.locator('#starlight__sidebar details', { has: page.locator('summary', { hasText: name }) }).locator('a');
    const sidebar = await group('Rollecate').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    // Every chapter the flow names comes in the same order in the sidebar.
    const inSidebar = flowLinks.filter((h) => sidebar.includes(h));
    expect(inSidebar.length).toBeGreaterThanOrEqual(9);
    expect([...inSidebar].sort((a, b) => sidebar.indexOf(a) - sidebar.indexOf(b))).toEqual(inSidebar);
    expect(flowLinks.slice(-2)).toEqual(['/rollecate/play/', '/checker/']);
    expect(sidebar.slice(-2)).toEqual(['/rollecate/play/', '/checker/']);
    // Every game's group ends with its play table and the one ruling checker of every game.
    expect((await group('Rolit').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).slice(-2)).toEqual(['/rolit/play/', '/checker/']);
    expect((await group('Steam Rollers').evaluateAll((as) => as.map((a) => a.getAttribute('href')))).slice(-2)).toEqual(['/steam-rollers/play/', '/checker/']);
  });
  await test.step('each game\'s group is open on its own pages and closed on the other games\' pages, in both languages', async () => {
    const open = (name: string) => page.locator('#starlight__sidebar details', { has: page.locator('summary', { hasText: name }) }).first();
    for (const [path, game] of [['/rollecate/', 'Rollecate'], ['/rolit/capturing/', 'Rolit'], ['/nl/steam-rollers/building/', 'Steam Rollers'], ['/steam-rollers/play/', 'Steam Rollers']] as const) {
      await page.goto(path);
      for (const name of ['Rollecate', 'Rolit', 'Steam Rollers']) {
        if (name === game) await expect(open(name), `${name} on ${path}`).toHaveAttribute('open', '');
        else await expect(open(name), `${name} on ${path}`).not.toHaveAttribute('open', /.*/);
      }
      await expect(page.locator('#starlight__sidebar a[aria-current="page"]'), path).toBeVisible();
    }
  });
  expect(errors).toEqual([]);
});

test('a chapter: no layout shift while its examples hydrate, rule chips explain their clause, the short draw pile is said, the odds panel passes axe, a story on a phone', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/rollecate/ride/');
  const shift = await countShifts(page);
  await readThrough(page);
  await test.step('layout shift under 0.1', async () => expect(await shift()).toBeLessThan(0.1));
  await test.step('the contents column stands in its place before the text is read (a slow CPU paints it first)', async () => {
    // It comes first in the document: as a slow phone paints it alone in its row, it must already stand at the row's end.
    const where = await page.evaluate(() => {
      const column = document.querySelector('.right-sidebar-container')!;
      const x = () => Math.round(column.getBoundingClientRect().x);
      const full = x();
      const text = document.querySelector('.main-pane')!;
      const parent = text.parentElement!;
      const next = text.nextSibling;
      text.remove();
      const alone = x();
      parent.insertBefore(text, next);
      return { full, alone, width: innerWidth };
    });
    expect(where.full).toBeGreaterThan(where.width / 2);
    expect(where.alone).toBe(where.full);
  });
  const example = page.locator('.rc-scenario').last();
  await test.step('the story says its draw pile is cut short', async () => {
    await expect(example.locator('.rc-story-short')).toContainText('the draw pile holds only the 2 cards the story needs, not the 36');
  });
  await test.step('a rule chip shows its summary on keyboard focus and names it to screen readers', async () => {
    const chip = example.locator('.rc-story-rules .rc-rulelink', { hasText: /^R29$/ });
    await expect(chip).toHaveAttribute('aria-label', /^R29: Wheels past the last card derail the train/);
    await chip.focus();
    const tip = await chip.evaluate((el) => getComputedStyle(el, '::after').content);
    expect(tip).toContain('Wheels past the last card derail the train');
  });
  await test.step('the odds panel with its tables open passes axe (the page scan sees it closed; its use: tests/component/odds-panel.test.tsx)', async () => {
    const show = page.locator('.rc-odds .rc-odds-toggle');
    await show.click();
    await expect(show).toHaveAttribute('aria-expanded', 'true');
    const { light, dark } = await axeBothThemes(page, '.rc-odds');
    expect(light, 'axe, light theme').toEqual([]);
    expect(dark, 'axe colour rules, dark theme').toEqual([]);
  });
  await test.step('on a phone a story keeps its words and its Next button in view beside the board', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const inView = async (sel: string) =>
      example.locator(sel).first().evaluate((el) => {
        const r = el.getBoundingClientRect();
        return r.top >= 0 && r.bottom <= innerHeight + 1 && r.height > 0;
      });
    // Look at the railway, in the middle of the example: the story above it and Next below stay on screen.
    await example.locator('.rc-railway').first().evaluate((el) => el.scrollIntoView({ block: 'center' }));
    expect(await inView('.rc-stepper')).toBe(true);
    expect(await inView('.rc-narration')).toBe(true);
    await example.getByRole('button', { name: 'Next' }).click();
    await expect(example.locator('.rc-progress')).toHaveText(/^Step 2 of /);
    expect(await inView('.rc-narration')).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
  expect(errors).toEqual([]);
});

test('the rulings page draws an example when it comes into view', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/rollecate/rulings/');
  const section = page.locator('[aria-labelledby="ruling-22-pass-onto-broken-track-title"]');
  await expect(section).toHaveClass(/rc-lazy/);
  await section.scrollIntoViewIfNeeded();
  const story = page.locator('.rc-scenario[aria-labelledby="ruling-22-pass-onto-broken-track-title"]');
  await expect(story.locator('.rc-stepper')).toBeVisible({ timeout: 20_000 });
  await story.getByRole('button', { name: 'Next' }).click();
  await expect(story.locator('.rc-progress')).toHaveText(/^Step 2 of/);
  // Examples far below have not been drawn.
  await expect(page.locator('[aria-labelledby="ruling-45-betsy-scores-her-card-count-title"]')).toHaveClass(/rc-lazy/);
  expect(errors).toEqual([]);
});

// What this guards: a lazy example (LazyScenario.tsx) gives way to the example it loads only where that moves nothing
// in view, though the two differ in height, on a page so busy that frames and scroll events come late. One case per
// way an example arrives and per placeholder height: Rollecate's drawn frames (45rem placeholder) at a laptop's width,
// Rolit's drawn frames (46.5rem; under an edition other than the standard, Rolit's own island) at a phone's, Steam Rollers' frames with its map
// (95rem at every width) at a laptop's. Left out, as they catch nothing these do not: Rollecate at a phone's width
// (its examples are taller than the screen there; with the swap's guard and every placeholder's height broken it
// still measured no shift, where Rollecate at 1280 measured 0.54), and Steam Rollers' cards page (the same lazy
// example as its rulings page; the cards' table is static).
// The first examples are passed, not the whole page: each further example passes through the same swap again. With
// the swap broken as above (every swap at once, every placeholder 3rem), the first ten gave 0.20 on Rolit's page and
// 0.22 on Steam Rollers'; Rollecate's first twenty gave 0.12 in three runs of four, as often as its whole page did.
// The CPU stays 4x slower (a phone's, Lighthouse's): with a faster one the examples load before they are passed and
// give way off screen, where a broken swap does not show.
for (const [path, width, height, examples] of [
  ['/rollecate/rulings/', 1280, 800, 20],
  ['/rolit/rulings/', 390, 844, 10],
  ['/steam-rollers/rulings/', 1280, 800, 10],
] as const) {
  {
    test(`${path} at ${width}×${height} does not jump when scrolled fast on a slow CPU (layout shift under 0.1)`, async ({ page }) => {
      test.setTimeout(120_000);
      const errors = collectErrors(page);
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.setViewportSize({ width, height });
      await page.goto(path);
      // Headless Chromium has been seen to stop drawing a throttled page's frames altogether (no frame, no
      // intersection observer: not one example loaded in 30 s, the contents still on the first heading). The page is
      // made the active one, and must draw a frame within 10 s, before anything is measured.
      await page.bringToFront();
      const drawing = () => page.evaluate(() => new Promise<boolean>((r) => { requestAnimationFrame(() => r(true)); setTimeout(() => r(false), 10_000); }));
      if (!(await drawing())) {
        await page.bringToFront();
        expect(await drawing(), 'the browser draws the page').toBe(true);
      }
      const shift = await countShifts(page);
      // A screen further every 100 ms, from a timer in the page (scrolling is not input, so every shift counts), until
      // the end of the last of the first `examples` examples (or of the page) is in view. A tick that did not move (a page still busy
      // loading on the slow CPU) must not end the scroll early, where the examples below would never come into view.
      const passed = await page.evaluate(
        (count) =>
          new Promise<number>((done) => {
            const lazy = [...document.querySelectorAll('.rc-lazy')];
            const last = lazy[Math.min(count, lazy.length) - 1]!;
            // The example that replaces a placeholder stands in its holder (kit/story/LazyExample.astro), which stays.
            const holder = last.closest('[data-lazy-story]') ?? last;
            const id = setInterval(() => {
              scrollBy(0, innerHeight);
              if (holder.getBoundingClientRect().bottom <= innerHeight || scrollY + innerHeight >= document.documentElement.scrollHeight - 2) {
                clearInterval(id);
                done(lazy.length);
              }
            }, 100);
          }),
        examples,
      );
      expect(passed, 'lazy examples on the page').toBeGreaterThanOrEqual(examples);
      // Every example passed has been drawn, and whatever was still loading has settled.
      await expect
        .poll(() => page.evaluate(() => [...document.querySelectorAll('.rc-lazy')].filter((e) => e.getBoundingClientRect().top < innerHeight).length), { timeout: 30_000 })
        .toBe(0);
      await page.waitForTimeout(1000);
      expect(await shift()).toBeLessThan(0.1);
      expect(errors).toEqual([]);
    });
  }
}

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });
  test('once visited, the chapters open without a network', async ({ page, context }) => {
    // Automated browsers get no service worker unless they ask (astro.config.mjs).
    await context.addInitScript(() => localStorage.setItem('rulebook.sw', 'on'));
    await page.goto('/rollecate/turn/');
    await page.evaluate(async () => {
      const reg = await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) await new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
      return reg.active?.state;
    });
    await context.setOffline(true);
    await page.reload();
    await expect(page.locator('h1')).toHaveText('A turn');
    // A chapter not opened before is there too, with its example working.
    await page.goto('/nl/rollecate/pass/');
    await expect(page.locator('h1')).toBeVisible();
    await hydrated(page, '.rc-scenario');
    await page.locator('.rc-scenario').first().getByRole('button', { name: 'Volgende' }).click();
    await expect(page.locator('.rc-scenario .rc-progress').first()).toHaveText(/^Stap 2 van/);
    await context.setOffline(false);
    // What the worker precaches (and so fetched after that first page): each page once, as its file
    // (astro.config.mjs, `manifestTransforms`), never again under its folder's name.
    const listed = precacheUrls(await (await page.request.get('/sw.js')).text());
    expect(listed).toContain('rollecate/turn/index.html');
    expect(listed.filter((url) => !/\.[a-z0-9]+$/.test(url)), 'entries that name no file').toEqual([]);
  });
});
