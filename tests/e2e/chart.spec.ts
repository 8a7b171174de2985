import { expect, test } from '@playwright/test';
import { axeBothThemes, axeViolations } from './axe';
import { collectErrors } from './errors';
import { hydrated } from './islands';


for (const { path, h1 } of [
  { path: '/rollecate/statechart/', h1: 'The turn as a statechart' },
  { path: '/nl/rollecate/statechart/', h1: 'De beurt als toestandsdiagram' },
]) {
  test(`${path} shows the statechart drawn at build time, without errors`, async ({ page }) => {
    const errors = collectErrors(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveText(h1);
    const svg = page.locator('svg#rc-chart-svg');
    await expect(svg).toBeVisible();
    await expect(svg).toHaveAttribute('role', 'img');
    await expect(svg.locator('[data-state]')).toHaveCount(17);
    await expect(svg.locator('[data-state="rollecate.turn.discard"]')).toHaveCount(1);
    await expect(svg.locator('[data-state].transient')).toHaveCount(10);
    await expect(page.locator('[data-list-state="rollecate.turn.discard"]')).toContainText('R19');
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });
}

test('stepping the example moves the highlight to the state the example is in', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/rollecate/statechart/');
  const svg = page.locator('svg#rc-chart-svg');
  const now = page.locator('.rc-chart-now');
  await now.scrollIntoViewIfNeeded();
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

  await page.locator('.rc-scenario').getByRole('button', { name: 'Restart' }).click();
  await expect(svg).toHaveAttribute('data-active', 'rollecate.turn.action');
  expect(errors).toEqual([]);
});

test('the inspector toggle stores its switch in localStorage', async ({ page }) => {
  await page.goto('/rollecate/statechart/');
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

// Issue 34: the Steam Rollers chart was 668 px wide in a 548 px frame at 1366 × 900. On a desktop screen no
// statechart needs scrolling sideways: it stands beside its example when it fits there, else below it.
for (const { width, height, beside } of [
  // Rollecate's chart (1,033 px) is too wide to stand beside its example at 1366: it goes below it there.
  { width: 1366, height: 900, beside: ['rolit', 'steam-rollers'] },
  { width: 1920, height: 1080, beside: ['rollecate', 'rolit', 'steam-rollers'] },
]) {
  test.describe(`at ${width} × ${height}`, () => {
    test.use({ viewport: { width, height } });
    test('no statechart is wider than its frame, and each stands beside its example where it fits', async ({ page }) => {
      for (const path of ['/rollecate/statechart/', '/nl/rollecate/statechart/', '/rolit/statechart/', '/nl/rolit/statechart/', '/steam-rollers/statechart/', '/nl/steam-rollers/statechart/']) {
        await page.goto(path);
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
        expect(m.scroll, `${path}: drawing ${m.drawn} px in a frame of ${m.frame} px`).toBeLessThanOrEqual(m.frame);
        expect(m.drawn, `${path}: labels shrunk below 80 %`).toBeGreaterThanOrEqual(m.natural * 0.8 - 1);
        expect(m.page, `${path}: the page scrolls sideways`).toBeLessThanOrEqual(0);
        expect(m.beside, `${path}: beside its example`).toBe(beside.includes(path.replace(/^\/nl/, '').split('/')[1]!));
      }
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('the statechart scrolls inside its frame, not the page', async ({ page }) => {
    await page.goto('/rollecate/statechart/');
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      innerWidth: window.innerWidth,
    }));
    expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    const frame = page.locator('.rc-chart-scroll');
    expect(await frame.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  });
});

for (const { path, more } of [
  { path: '/rollecate/ride/', more: 'One die more' },
  { path: '/nl/rollecate/ride/', more: 'Eén dobbelsteen meer' },
]) {
  test(`the odds panel on ${path} updates when the number of dice changes`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(path);
    const panel = page.locator('.rc-odds');
    await hydrated(page, '.rc-odds');
    const button = panel.getByRole('button', { name: more });
    await expect(button).toBeEnabled();
    const dice = Number(await panel.getAttribute('data-dice'));
    const chart = panel.locator('svg[role="img"]').first();
    const before = await chart.getAttribute('aria-label');
    const derail = await panel.locator('[data-odds="derail"]').textContent();
    await expect(chart.locator('rect.rc-odds-bar')).toHaveCount(dice + 1);

    await button.click();
    await expect(panel).toHaveAttribute('data-dice', String(dice + 1));
    await expect(chart.locator('rect.rc-odds-bar')).toHaveCount(dice + 2);
    await expect(chart).not.toHaveAttribute('aria-label', before ?? '');
    await expect(panel.locator('[data-odds="derail"]')).not.toHaveText(derail ?? '');

    // The numbers are also there as tables.
    const show = panel.locator('.rc-odds-toggle');
    await show.click();
    await expect(show).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.locator('table').first().locator('tbody tr')).toHaveCount(dice + 2);
    // The page scan (site.spec.ts) sees the panel closed; with its tables open it is scanned here, once.
    if (!path.startsWith('/nl/')) {
      const { light, dark } = await axeBothThemes(page, '.rc-odds');
      expect(light, 'axe, light theme').toEqual([]);
      expect(dark, 'axe colour rules, dark theme').toEqual([]);
    }
    expect(errors).toEqual([]);
  });
}

test('the odds panel: one die, nothing ahead, is a derailment two times in three', async ({ page }) => {
  await page.goto('/rollecate/ride/');
  const panel = page.locator('.rc-odds');
  await hydrated(page, '.rc-odds');
  const fewerDice = panel.getByRole('button', { name: 'One die fewer' });
  const fewerCards = panel.getByRole('button', { name: 'One card ahead fewer' });
  while (await fewerDice.isEnabled()) await fewerDice.click();
  while (await fewerCards.isEnabled()) await fewerCards.click();
  await expect(panel.locator('[data-odds="derail"]')).toHaveText('66.7%');
  await expect(panel.locator('[data-odds="safe"]')).toHaveText('33.3%');
});

test('the Rolit chart: drawn from the machine, and the match example moves the highlight through the rounds', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/rolit/statechart/');
  await expect(page.locator('h1')).toHaveText('The round as a statechart');
  const svg = page.locator('svg#rc-chart-svg');
  await expect(svg.locator('[data-state]')).toHaveCount(8);
  await expect(svg.locator('[data-state].transient')).toHaveCount(5);
  await expect(page.locator('[data-list-state="rolit.capturing"]')).toContainText('RO6');
  await expect(page.locator('[data-list-state="rolit.placing"] a').first()).toHaveAttribute('href', '/rolit/placing/#ro5');
  const now = page.locator('.rc-chart-now');
  const example = page.locator('.rc-scenario');
  await hydrated(page, '.rc-scenario');
  await expect(svg).toHaveAttribute('data-active', 'rolit.placing');
  await expect(now).toContainText('Place a ball · placing (rules RO5, RO8, RO10, RO11)');
  // Twelve balls fill the 4×4 board: the match waits between rounds, then the next round starts.
  const next = example.getByRole('button', { name: 'Next' });
  for (let i = 0; i < 12; i++) await next.click();
  await expect(svg).toHaveAttribute('data-active', 'rolit.betweenRounds');
  await next.click();
  await expect(svg).toHaveAttribute('data-active', 'rolit.placing');
  for (let i = 0; i < 14 && (await next.isEnabled()); i++) await next.click();
  await expect(svg).toHaveAttribute('data-active', 'rolit.matchOver');
  await expect(svg.locator('[data-state="rolit.matchOver"]')).toHaveClass(/\bcurrent\b/);
  expect(await axeViolations(page, 'main')).toEqual([]);
  expect(errors).toEqual([]);
});
