/**
 * The statechart pages in a real browser: each chart's highlight follows its example, the frame scrolls to
 * the active state, the inspector switch, where each chart stands (beside its example where it fits, below
 * on a phone, never wider than its frame). What the build draws is checked on the built HTML, and the
 * drawing itself in tests/unit/chart.test.ts; every page's load, errors, axe and phone width in site.spec.ts;
 * the ride chapter's odds panel in tests/component/odds-panel.test.tsx (its axe scan with the tables open:
 * teach-pages.spec.ts's chapter test).
 */
import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { collectErrors } from './errors';
import { hydrated } from './islands';

test('the statechart pages hold the chart drawn at build time, states and moves in words, in both languages', async ({ request }) => {
  for (const { path, h1, states, transient, clauses } of [
    { path: '/rollecate/statechart/', h1: 'The turn as a statechart', states: 17, transient: 10, clauses: [['rollecate.turn.discard', 'R19']] },
    { path: '/nl/rollecate/statechart/', h1: 'De beurt als toestandsdiagram', states: 17, transient: 10, clauses: [['rollecate.turn.discard', 'R19']] },
    { path: '/rolit/statechart/', h1: 'The round as a statechart', states: 8, transient: 5, clauses: [['rolit.capturing', 'RO6'], ['rolit.placing', 'href="/rolit/placing/#ro5"']] },
  ]) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${h1}</h1>`));
    const from = html.indexOf('<svg id="rc-chart-svg"');
    expect(from, `${path}: the chart`).toBeGreaterThan(0);
    const svg = html.slice(from, html.indexOf('</svg>', from));
    expect(svg).toMatch(/^<svg[^>]*\srole="img"/);
    expect(svg.match(/\sdata-state="/g)?.length, `${path}: states`).toBe(states);
    expect(svg.match(/<g class="[^"]*\btransient\b[^"]*" data-state="/g)?.length, `${path}: transient states`).toBe(transient);
    for (const [state, clause] of clauses) {
      const at = html.indexOf(`data-list-state="${state}"`);
      expect(at, `${path}: ${state} in the list`).toBeGreaterThan(0);
      expect(html.slice(at, html.indexOf('</li>', at)), `${path}: ${state}`).toContain(clause);
    }
    if (path === '/rollecate/statechart/') {
      // States and moves in words, the engine's names in the tooltips.
      const at = svg.indexOf('data-state="rollecate.turn.action"');
      const action = svg.slice(at, svg.indexOf('</g>', at));
      expect(action).toMatch(/<text[^>]*>Choose an action<\/text>/);
      expect(action).toMatch(/<title>[^<]*\(turn\.action\)[^<]*<\/title>/);
      expect(svg.match(/<g class="rc-chart-label">(?:(?!<\/g>).)*<text[^>]*>build<\/text><\/g>/g)?.length).toBe(1);
      expect(svg.match(/<g class="rc-chart-label"><title>turn\.build<\/title>/g)?.length).toBe(1);
    }
  }
});

test('Rollecate\'s chart follows its example, its frame scrolling to the state; the inspector switch is stored; on a phone the example comes first', async ({ page }) => {
  const errors = collectErrors(page);
  // Wide enough for Rollecate's whole chart beside its example (the width test below: below it where it would not fit).
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('/rollecate/statechart/');
  const svg = page.locator('svg#rc-chart-svg');
  const frame = page.locator('.rc-chart-scroll');
  const example = page.locator('.rc-chart-duo-example');
  const now = page.locator('.rc-chart-now');
  await test.step('the highlight moves to the state the example is in', async () => {
    const next = page.locator('.rc-scenario').getByRole('button', { name: 'Next' });
    await hydrated(page, '.rc-scenario');
    await expect(svg).toHaveAttribute('data-active', 'rollecate.turn.action');
    await expect(svg.locator('[data-state="rollecate.turn.action"]')).toHaveClass(/\bcurrent\b/);
    await expect(svg.locator('[data-state="rollecate.turn"]')).toHaveClass(/\bactive\b/);
    await expect(now).toContainText('turn.action');
    // Step 2 is a refused build (still waiting for an action), step 3 lays both 3s: the dice are owed.
    await next.click();
    await expect(svg).toHaveAttribute('data-active', 'rollecate.turn.action');
    await next.click();
    await expect(svg).toHaveAttribute('data-active', 'rollecate.turn.roll');
    await expect(svg.locator('[data-state="rollecate.turn.roll"]')).toHaveClass(/\bcurrent\b/);
    await expect(svg.locator('[data-state="rollecate.turn.action"]')).not.toHaveClass(/\bactive\b/);
    await expect(now).toContainText('turn.roll');
    await expect(now).toContainText('R27');
    // The roll runs through riding, derailed and takingPenalties and rests in discard.
    await next.click();
    await expect(svg).toHaveAttribute('data-active', 'rollecate.turn.discard');
    await expect(svg.locator('.current')).toHaveCount(1);
  });
  await test.step('the frame scrolls to the state the example is in', async () => {
    await expect
      .poll(async () => {
        const box = await svg.locator('[data-state="rollecate.turn.discard"] rect').boundingBox();
        const view = await frame.boundingBox();
        return !!box && !!view && box.y >= view.y && box.y + box.height <= view.y + view.height;
      })
      .toBe(true);
    await page.locator('.rc-scenario').getByRole('button', { name: 'Restart' }).click();
    await expect(svg).toHaveAttribute('data-active', 'rollecate.turn.action');
  });
  await test.step('the inspector switch is stored in localStorage', async () => {
    // The inspector itself opens a window on stately.ai: keep the test offline.
    await page.route('https://stately.ai/**', (route) => route.abort());
    const toggle = page.getByRole('switch', { name: /inspect the statechart/ });
    // The switch is drawn before its island hydrates; a click before then would only flip the box.
    await hydrated(page, '[role="switch"]');
    await expect(toggle).not.toBeChecked();
    const stored = () => page.evaluate(() => localStorage.getItem('rulebook.inspect'));
    await toggle.check();
    await expect.poll(stored).toBe('1');
    await toggle.uncheck();
    await expect.poll(stored).toBeNull();
  });
  await test.step('on a phone the example comes first, and the chart scrolls inside its frame (the page does not: site.spec.ts)', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const a = (await example.boundingBox())!;
    const b = (await frame.boundingBox())!;
    expect(b.y).toBeGreaterThan(a.y + a.height - 1);
    expect(await frame.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  });
  expect(errors).toEqual([]);
});

// Issue 34: the Steam Rollers chart was 668 px wide in a 548 px frame at 1366 × 900. On a desktop screen no
// statechart needs scrolling sideways: it stands beside its example when it fits there, else below it.
// Each page is loaded once and measured at both widths.
test('no statechart is wider than its frame, and each stands beside its example where it fits, at 1366 and 1920 px', async ({ page }) => {
  const widths = [
    // Rollecate's chart (1,033 px) is too wide to stand beside its example at 1366: it goes below it there.
    { width: 1366, height: 900, beside: ['rolit', 'steam-rollers'] },
    { width: 1920, height: 1080, beside: ['rollecate', 'rolit', 'steam-rollers'] },
  ];
  for (const path of ['/rollecate/statechart/', '/nl/rollecate/statechart/', '/rolit/statechart/', '/nl/rolit/statechart/', '/steam-rollers/statechart/', '/nl/steam-rollers/statechart/']) {
    await page.setViewportSize(widths[0]!);
    await page.goto(path);
    for (const { width, height, beside } of widths) {
      await page.setViewportSize({ width, height });
      const m = await page.evaluate(() => {
        const frame = document.querySelector('.rc-chart-scroll') as HTMLElement;
        const svg = document.querySelector('svg#rc-chart-svg') as SVGSVGElement;
        const example = document.querySelector('.rc-chart-duo-example')!.getBoundingClientRect();
        const chart = document.querySelector('.rc-chart-duo-chart')!.getBoundingClientRect();
        return {
          frame: frame.clientWidth,
          scroll: frame.scrollWidth,
          drawn: svg.getBoundingClientRect().width,
          natural: Number(svg.getAttribute('width')),
          page: document.documentElement.scrollWidth - window.innerWidth,
          beside: chart.left >= example.right,
        };
      });
      const at = `${path} at ${width}`;
      expect(m.scroll, `${at}: drawing ${m.drawn} px in a frame of ${m.frame} px`).toBeLessThanOrEqual(m.frame);
      expect(m.drawn, `${at}: labels shrunk below 80 %`).toBeGreaterThanOrEqual(m.natural * 0.8 - 1);
      expect(m.page, `${at}: the page scrolls sideways`).toBeLessThanOrEqual(0);
      expect(m.beside, `${at}: beside its example`).toBe(beside.includes(path.replace(/^\/nl/, '').split('/')[1]!));
    }
  }
});

test('the Rolit chart: the match example moves the highlight from one round to the next', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/rolit/statechart/');
  const svg = page.locator('svg#rc-chart-svg');
  const now = page.locator('.rc-chart-now');
  const example = page.locator('.rc-scenario');
  await hydrated(page, '.rc-scenario');
  await expect(svg).toHaveAttribute('data-active', 'rolit.placing');
  await expect(now).toContainText('Place a ball · placing (rules RO5, RO8, RO10, RO11)');
  // Twelve balls fill the 4×4 board: the match waits between rounds, then the next round starts.
  const next = example.getByRole('button', { name: 'Next' });
  for (let i = 0; i < 12; i++) await next.click();
  await expect(svg).toHaveAttribute('data-active', 'rolit.betweenRounds');
  await expect(svg.locator('[data-state="rolit.betweenRounds"]')).toHaveClass(/\bcurrent\b/);
  await next.click();
  await expect(svg).toHaveAttribute('data-active', 'rolit.placing');
  // The second round's fourteen steps to the match's end light its states the same way (the end's highlight:
  // tests/unit/chart.test.ts, "lights up the Rolit state a snapshot is in").
  expect(await axeViolations(page, 'main')).toEqual([]);
  expect(errors).toEqual([]);
});
