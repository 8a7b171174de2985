/**
 * Issue 12 in a real browser, where layout matters: the play pages do not jump
 * while they load (CLS, desktop and 390 px); the Rollecate bots move at a
 * readable pace with a speed control and "skip to my turn", the train runs
 * (no motion under reduced motion), and the move log follows the newest line
 * unless the reader scrolled up; a selected build's odds and the card pictures
 * fit a phone; the Steam Rollers bots have the same speed control and log.
 * Everything that needs no layout is tested on the islands in
 * tests/component/teach-table.test.tsx.
 */
import { expect, test, type Page } from '@playwright/test';
import { collectErrors } from './errors';
import { hydrated } from './islands';

const controls = (page: Page) => page.locator('.rc-player.current .rc-controls');

/** The page's layout shift so far (the sum of every shift without recent input). */
async function cls(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await page.waitForSelector('astro-island:not([ssr]) :is(form, button)');
  // Two frames after hydration: a shift from the island's first paint is in by then.
  await page.evaluate(() => new Promise((r) => { requestAnimationFrame(() => requestAnimationFrame(r)); setTimeout(r, 200); }));
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

test('the play pages do not jump while they load (CLS < 0.1, desktop and 390 px)', async ({ browser }) => {
  const found: Record<string, number> = {};
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.__cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of ['/rollecate/play/', '/steam-rollers/play/', '/rolit/play/']) {
      // A fresh page each time, so one page's shifts are not counted for the next.
      await page.goto('about:blank');
      found[`${path} ${viewport.width}`] = await cls(page, path);
    }
    await context.close();
  }
  test.info().annotations.push({ type: 'cls', description: JSON.stringify(found) });
  for (const [key, value] of Object.entries(found)) expect(value, key).toBeLessThan(0.1);
});

test('Rollecate bots at a readable pace: speed, skip to my turn, the train runs, the log follows', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  await page.goto('/rollecate/play/');
  await hydrated(page, '.rc-play-form');
  await page.getByRole('radio', { name: /against 1 to 3 bots/ }).check();
  await page.getByRole('textbox', { name: 'Seed' }).fill('2024');
  await page.getByRole('button', { name: 'Start the game' }).click();
  const speed = page.getByRole('combobox', { name: 'Bot speed' });
  const thinking = page.locator('.rc-play-thinking', { hasText: 'Bot 1 is thinking' });
  const skip = page.getByRole('button', { name: 'Skip to my turn' });
  const pass = controls(page).getByRole('button', { name: 'Pass', exact: true });

  await test.step('a bot’s move waits at the chosen speed, and can be skipped', async () => {
    await expect(speed).toHaveValue('normal');
    await speed.selectOption('fast');
    // The initial railway: the person lays theirs; the bot lays its own at the fast pace.
    for (let i = 0; i < 12 && !(await pass.isVisible()); i++) {
      const lay = controls(page).getByRole('button', { name: /^Lay it/ }).first();
      await expect(lay.or(pass)).toBeVisible();
      if (await lay.isVisible()) await lay.click();
    }
    await expect(pass).toBeVisible();
    await speed.selectOption('slow');
    const lines = page.locator('.rc-play-log li');
    await pass.click();
    const put = controls(page).getByRole('button', { name: /^Put .+ on the pile$/ }).first();
    while (await put.isVisible()) await put.click();
    // The bot's turn: it is seen thinking, and its first move waits (1.5 s at slow).
    await expect(thinking).toBeVisible();
    const before = await lines.count();
    await page.waitForTimeout(400);
    expect(await lines.count()).toBe(before);
    await skip.click();
    await expect(pass.or(put)).toBeVisible();
    await expect(thinking).toHaveCount(0);
    expect(await lines.count()).toBeGreaterThan(before);
  });

  await test.step('the train runs from card to card (a transition, none under reduced motion)', async () => {
    const duration = await page.locator('.rc-play .rc-train').evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(duration).toBe('0.6s');
  });

  await test.step('the log follows the newest line, unless the reader scrolls up', async () => {
    const log = page.locator('.rc-play-log ol');
    const atEnd = () => log.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight < 24);
    await speed.selectOption('fast');
    for (let i = 0; i < 6; i++) {
      await pass.click();
      const put = controls(page).getByRole('button', { name: /^Put .+ on the pile$/ }).first();
      // My penalty cards (if any) go on the pile; then the bot plays its turn at the fast pace.
      await expect(put.or(thinking).or(pass)).toBeVisible();
      while (await put.isVisible()) await put.click();
      await expect(pass).toBeVisible({ timeout: 15_000 });
    }
    expect(await log.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
    expect(await atEnd()).toBe(true);
    await log.evaluate((el) => { el.scrollTop = 0; el.dispatchEvent(new Event('scroll')); });
    const newest = page.getByRole('button', { name: 'Go to the newest move' });
    await expect(newest).toBeVisible();
    const count = await page.locator('.rc-play-log li').count();
    await pass.click();
    await expect.poll(() => page.locator('.rc-play-log li').count()).toBeGreaterThan(count);
    expect(await log.evaluate((el) => el.scrollTop)).toBeLessThan(10);
    await newest.click();
    expect(await atEnd()).toBe(true);
    await expect(newest).toHaveCount(0);
  });
  expect(errors).toEqual([]);
});

test.describe('on a phone, with reduced motion', () => {
  test.use({ viewport: { width: 390, height: 844 }, contextOptions: { reducedMotion: 'reduce' } });

  test('a selected build’s odds, the card pictures and the log fit 390 px; bots move at once', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto('/rollecate/play/');
    await hydrated(page, '.rc-play-form');
    await page.getByRole('radio', { name: /against 1 to 3 bots/ }).check();
    await page.getByRole('textbox', { name: 'Seed' }).fill('2024');
    await page.getByRole('button', { name: 'Start the game' }).click();
    const pass = controls(page).getByRole('button', { name: 'Pass', exact: true });
    const playable = page.locator('.rc-player.current button.rc-cardview.playable');
    await test.step('find a turn with a card that can be built', async () => {
      for (let i = 0; i < 40; i++) {
        const next = controls(page).getByRole('button', { name: /^(Pass|Put .+ on the pile|Lay it.*)$/ }).first();
        await expect(next).toBeVisible();
        if ((await pass.isVisible()) && (await playable.count()) > 0) break;
        await next.click();
      }
      await expect(playable.first()).toBeVisible();
      // Under reduced motion the train does not glide.
      expect(await page.locator('.rc-play .rc-train').evaluate((el) => getComputedStyle(el).transitionDuration)).toBe('0s');
    });
    await test.step('select it: the odds show before Build, and nothing overflows', async () => {
      await playable.first().click();
      await expect(page.getByTestId('rc-preview-odds')).toContainText(/Derailing: [\d.]+%/);
      await expect(controls(page).getByRole('button', { name: /^Build 1 card$/ })).toBeVisible();
      await expect(page.locator('.rc-log-cards').first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      // The log names cards in words: no card ids in its text.
      expect(await page.locator('.rc-play-log ol').innerText()).not.toMatch(/\b[1-4][sc]\d+\b/);
    });
    expect(errors).toEqual([]);
  });
});

test('Steam Rollers: the bots’ speed control and a log that follows', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/steam-rollers/play/');
  await hydrated(page, '.srp-form');
  await page.getByRole('textbox', { name: 'Seed (optional)' }).fill('2');
  await page.getByRole('button', { name: 'Start the game' }).click();
  const speed = page.getByRole('combobox', { name: 'Bot speed' });
  await expect(speed).toHaveValue('normal');
  await speed.selectOption('fast');
  // Play a few of the person's moves with the first choice offered; the bots answer at the fast pace.
  const log = page.locator('.srp-log ol');
  for (let i = 0; i < 12; i++) {
    const choice = page.locator('.srp-moves button').first();
    await expect(choice).toBeVisible({ timeout: 15_000 });
    await choice.click();
  }
  expect(await log.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight < 24)).toBe(true);
  expect(errors).toEqual([]);
});
