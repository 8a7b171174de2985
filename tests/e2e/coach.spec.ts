/**
 * The coach at the play tables: the hint appears, names a move, and playing
 * it is legal (the table takes it without a refusal); while the coach thinks
 * the page has no long task over 200 ms (it thinks in a Web Worker). The
 * strong bot level is offered in the start form. One page load per game.
 */
import { expect, test, type Page } from '@playwright/test';
import { collectErrors } from './errors';
import { hydrated } from './islands';

test.use({ contextOptions: { reducedMotion: 'reduce' } });

/** Starts recording long tasks (buffered) and returns a reader of the longest since. */
async function watchLongTasks(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as unknown as { __long: number[] };
    w.__long = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__long.push(e.duration);
    }).observe({ type: 'longtask' });
  });
  return () => page.evaluate(() => Math.max(0, ...(window as unknown as { __long: number[] }).__long));
}

test('Rollecate: the hint names a legal move, the strong level is offered, the page stays responsive', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  await page.goto('/rollecate/play/');
  await hydrated(page, '.rc-play');
  await page.getByRole('radio', { name: /against 1 to 3 bots/ }).check();
  await test.step('the start form offers the strong bot', async () => {
    await page.getByRole('combobox', { name: 'Bot level' }).selectOption('strong');
  });
  await page.getByRole('textbox', { name: 'Seed' }).fill('2024');
  await page.getByRole('button', { name: 'Start the game' }).click();
  const controls = page.locator('.rc-player.current .rc-controls');
  // Lay the setup cards until the person's first real choice (Pass is always offered then, R13).
  const pass = controls.getByRole('button', { name: 'Pass', exact: true });
  const lay = controls.getByRole('button', { name: /^Lay it/ }).first();
  for (let i = 0; i < 20 && !(await pass.isVisible()); i++) {
    await expect(pass.or(lay)).toBeVisible({ timeout: 15_000 });
    if (await lay.isVisible()) await lay.click();
  }
  await expect(pass).toBeVisible();
  const longest = await watchLongTasks(page);
  const coach = page.locator('.coach');
  await test.step('the hint appears and names a move', async () => {
    await coach.getByRole('button', { name: 'Show a hint' }).click();
    const best = coach.locator('.coach-best');
    await expect(best).toContainText(/^Best: (Pass|Build|Discard) /, { timeout: 20_000 });
    await expect(coach.locator('.coach-row.best')).toHaveCount(1);
    expect(await longest()).toBeLessThanOrEqual(200);
  });
  await test.step('playing the hint is legal', async () => {
    const before = await page.locator('.rc-play-log li').count();
    await coach.getByRole('button', { name: 'Play this move' }).click();
    await expect(page.locator('.rc-refusal')).toHaveCount(0);
    await expect.poll(() => page.locator('.rc-play-log li').count()).toBeGreaterThan(before);
  });
  await test.step('the move can be explained', async () => {
    await expect(coach.getByRole('combobox', { name: 'Move played' })).toBeVisible({ timeout: 20_000 });
    await coach.getByRole('button', { name: 'Explain', exact: true }).click();
    await expect(coach.locator('.coach-verdict')).toContainText(/coach/, { timeout: 20_000 });
  });
  expect(errors).toEqual([]);
});

test('Rolit: the hint names a legal square and playing it is accepted', async ({ page }) => {
  test.setTimeout(60_000);
  const errors = collectErrors(page);
  await page.goto('/rolit/play/');
  await hydrated(page, '.rop-form, .rop-play');
  await page.getByRole('radio', { name: /against bots/ }).check();
  await page.locator('.rop-more summary').click();
  await page.getByRole('textbox', { name: 'Number for the starting roll' }).fill('1');
  await page.getByRole('button', { name: 'Start the game' }).click();
  const coach = page.locator('.coach');
  const show = coach.getByRole('button', { name: 'Show a hint' });
  // Watched from when the table has drawn the game and is waiting for the person: the drawing of the
  // table itself is not the coach's thinking.
  await expect(show).toBeEnabled();
  await expect(page.locator('.rop-play .ro-btn').first()).toBeVisible();
  const longest = await watchLongTasks(page);
  await show.click();
  const best = coach.locator('.coach-best');
  await expect(best).toContainText(/^Best: a ball on [a-h][1-8]\./, { timeout: 20_000 });
  const square = await best.getAttribute('data-coach-best');
  expect(square).toMatch(/^[a-h][1-8]$/);
  expect(await longest()).toBeLessThanOrEqual(200);
  const log = page.getByTestId('rop-log').locator('li');
  const before = await log.count();
  await coach.getByRole('button', { name: 'Play this move' }).click();
  await expect.poll(() => log.count()).toBeGreaterThan(before);
  await expect(page.getByTestId('rop-log')).toContainText(square!);
  expect(errors).toEqual([]);
});

test('Steam Rollers: the hint names a legal move, playing it is accepted, the strong level is offered, the page stays responsive', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  await page.goto('/steam-rollers/play/');
  await hydrated(page, '.srp-play');
  await test.step('the start form offers the strong bot', async () => {
    await page.getByRole('combobox', { name: 'Bot level' }).selectOption('strong');
  });
  await page.getByRole('textbox', { name: 'Seed (optional)' }).fill('2');
  await page.getByRole('button', { name: 'Start the game' }).click();
  const moves = page.getByTestId('srp-moves');
  const roll = moves.getByRole('button', { name: 'Roll the dice' });
  const die = moves.locator('.srp-die-btn').first();
  await expect(roll.or(die)).toBeVisible({ timeout: 30_000 });
  if (await roll.isVisible()) await roll.click();
  await expect(die).toBeVisible({ timeout: 30_000 });
  const longest = await watchLongTasks(page);
  const coach = page.locator('.coach');
  const best = coach.locator('.coach-best');
  const log = page.locator('.srp-log li');
  await test.step('the hint appears and names a die to take', async () => {
    await coach.getByRole('button', { name: 'Show a hint' }).click();
    await expect(best).toContainText(/^Best: Take the [1-6]\./, { timeout: 20_000 });
    await expect(coach.locator('.coach-row.best')).toHaveCount(1);
    await expect(coach.locator('.coach-table caption')).toContainText('never sees the game\'s real future dice');
    expect(await longest()).toBeLessThanOrEqual(200);
  });
  await test.step('playing the hint is legal, and so is the next one', async () => {
    let before = await log.count();
    await coach.getByRole('button', { name: 'Play this move' }).click();
    await expect(page.getByTestId('srp-refusal')).toHaveText('');
    await expect.poll(() => log.count()).toBeGreaterThan(before);
    // The action with the die: a build, a delivery, an engine box, a card, or a card changing the die.
    await expect(best).toContainText(/^Best: (Draw|Deliver|Cross engine box|Take card|Card|Give up)/, { timeout: 20_000 });
    before = await log.count();
    await coach.getByRole('button', { name: 'Play this move' }).click();
    await expect(page.getByTestId('srp-refusal')).toHaveText('');
    await expect.poll(() => log.count()).toBeGreaterThan(before);
    expect(await longest()).toBeLessThanOrEqual(200);
  });
  await test.step('a move played can be explained', async () => {
    await expect(coach.getByRole('combobox', { name: 'Move played' })).toBeVisible({ timeout: 20_000 });
    await coach.getByRole('button', { name: 'Explain', exact: true }).click();
    await expect(coach.locator('.coach-verdict')).toContainText(/coach/, { timeout: 20_000 });
  });
  expect(errors).toEqual([]);
});
