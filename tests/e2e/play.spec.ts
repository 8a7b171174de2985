/**
 * The play table (/rollecate/play/) where only a browser can tell: mid-game in one page, a turn by keyboard alone
 * (Tab, Enter, Space, a visible focus), the saved game surviving a real reload, the train's motion
 * (and none under reduced motion), axe in both themes mid-game and on the question before a shared
 * position replaces the game, the coach thinking off the main thread, and a phone's width (nothing
 * wider than 390 px, the controls, railway and a selected build's odds in view), all without
 * console errors. Bots move at once under prefers-reduced-motion, which every test here turns on.
 *
 * Moved to the island in a DOM (tests/component), checked there once: a whole game against a bot played
 * to its final scores with the table's buttons, saved finished, nothing logged as an error
 * (rollecate-table-turns.test.tsx); a damaged, foreign or old save,
 * a forged save, a link over the limits or one the table cannot play, the shared-position question's
 * words and its answers (rollecate-table-saves.test.tsx, teach-table.test.tsx); sharing, the Dutch
 * table (rollecate-table-saves.test.tsx); hot-seat and undo (rollecate-table-turns.test.tsx); the
 * bots' pace, "skip to my turn", the log that follows and the strong bot offered in the start form
 * (table-pace-log.test.tsx). The Dutch page's language and hydration are checked with every page
 * in site.spec.ts.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeBothThemes } from './axe';
import { collectErrors } from './errors';
import { watchCoachWorker } from './coachWorker';

const PLAY = '/rollecate/play/';
const SAVE_KEY = 'rulebook.rollecate.game';

test.use({ contextOptions: { reducedMotion: 'reduce' } });

const controls = (page: Page): Locator => page.locator('.rc-player.current .rc-controls');

/** Presses Tab until the focused element's text matches (only Tab is pressed). */
async function tabTo(page: Page, name: RegExp, limit = 250): Promise<string> {
  for (let i = 0; i < limit; i++) {
    const text = await page.evaluate(() => (document.activeElement?.textContent ?? '').trim());
    if (name.test(text)) return text;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached a control named ${name}`);
}

test('mid-game: a turn by keyboard, a reload, the train, axe, the coach in its worker, a phone’s width', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  await page.goto(PLAY);
  const pass = controls(page).getByRole('button', { name: 'Pass', exact: true });

  await test.step('the game starts and a turn is played with the keyboard alone', async () => {
    await page.getByRole('textbox', { name: 'Seed' }).fill('2024');
    await tabTo(page, /^Start the game$/);
    await page.keyboard.press('Enter');
    // Lay the person's initial cards, if any are theirs to lay, until the first turn.
    for (let i = 0; i < 4 && !(await pass.isVisible()); i++) {
      const lay = controls(page).getByRole('button', { name: /^Lay it/ }).first();
      await expect(lay.or(pass)).toBeVisible({ timeout: 15_000 });
      if (await pass.isVisible()) break;
      await tabTo(page, /^Lay it/);
      await page.keyboard.press('Enter');
    }
    await expect(pass).toBeVisible({ timeout: 15_000 });
    const before = await page.locator('.rc-play-log li').count();
    await tabTo(page, /^Pass$/);
    expect(await page.evaluate(() => document.activeElement?.matches(':focus-visible'))).toBe(true);
    await page.keyboard.press('Space');
    // Any penalty cards go on the pile one at a time, chosen with Tab and Enter.
    for (let i = 0; i < 4; i++) {
      const put = controls(page).getByRole('button', { name: /^Put .+ on the pile$/ }).first();
      await expect(put.or(pass)).toBeVisible({ timeout: 15_000 });
      if (!(await put.isVisible())) break;
      await tabTo(page, /^Put .+ on the pile$/);
      await page.keyboard.press('Enter');
    }
    await expect(page.locator('.rc-play-log')).toContainText('Player 1 passes');
    expect(await page.locator('.rc-play-log li').count()).toBeGreaterThan(before);
  });

  await test.step('the game is saved and resumes after a real reload', async () => {
    await expect(pass).toBeVisible({ timeout: 15_000 });
    // The table saves in an effect after it has drawn the move.
    await expect.poll(() => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null')?.state?.log?.length ?? 0, SAVE_KEY)).toBeGreaterThan(0);
    const log = await page.locator('.rc-play-log li').allTextContents();
    await page.reload();
    await page.getByRole('button', { name: 'Resume saved game' }).click();
    await expect(page.getByText('Seed 2024')).toBeVisible();
    await expect(pass).toBeVisible();
    expect(await page.locator('.rc-play-log li').allTextContents()).toEqual(log);
  });

  await test.step('no WCAG 2 A/AA violations mid-game, in the light theme and (colours) in the dark one', async () => {
    // The start form is scanned with the rest of the page in site.spec.ts.
    const { light, dark } = await axeBothThemes(page, '.rc-play');
    expect(light, 'axe, light theme').toEqual([]);
    expect(dark, 'axe colour rules, dark theme').toEqual([]);
  });

  await test.step('the train runs from card to card (a transition, none under reduced motion)', async () => {
    const duration = () => page.locator('.rc-play .rc-train').evaluate((el) => getComputedStyle(el).transitionDuration);
    expect(await duration()).toBe('0s');
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await duration()).toBe('0.6s');
    await page.emulateMedia({ reducedMotion: 'reduce' });
  });

  await test.step('the coach: the hint names a move worked out in the coach’s worker, playing it is legal, it can be explained', async () => {
    const asked = await watchCoachWorker(page);
    const coach = page.locator('.coach');
    await coach.getByRole('button', { name: 'Show a hint' }).click();
    const best = coach.locator('.coach-best');
    await expect(best).toContainText(/^Best: (Pass|Build|Discard) /, { timeout: 20_000 });
    await expect(coach.locator('.coach-row.best')).toHaveCount(1);
    expect((await asked()).answered, 'the hint was asked of the coach\'s worker and answered by it').toBeGreaterThan(0);
    const before = await page.locator('.rc-play-log li').count();
    await coach.getByRole('button', { name: 'Play this move' }).click();
    await expect(page.locator('.rc-refusal')).toHaveCount(0);
    await expect.poll(() => page.locator('.rc-play-log li').count()).toBeGreaterThan(before);
    await expect(coach.getByRole('combobox', { name: 'Move played' })).toBeVisible({ timeout: 20_000 });
    await coach.getByRole('button', { name: 'Explain', exact: true }).click();
    await expect(coach.locator('.coach-verdict')).toContainText(/coach/, { timeout: 20_000 });
  });

  await test.step('on a phone: nothing wider than 390 px; the controls, the railway and a selected build’s odds in view', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    const playable = page.locator('.rc-player.current button.rc-cardview.playable');
    for (let i = 0; i < 40; i++) {
      const next = controls(page).getByRole('button', { name: /^(Pass|Put .+ on the pile|Lay it.*|Roll \d+ dic?e)$/ }).first();
      await expect(next).toBeVisible({ timeout: 15_000 });
      if ((await pass.isVisible()) && (await playable.count()) > 0) break;
      await next.click();
    }
    const width = () => page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    const { scroll, inner } = await width();
    expect(inner).toBe(390);
    expect(scroll).toBeLessThanOrEqual(inner);
    for (const el of [pass, page.locator('.rc-railway').first(), page.getByRole('button', { name: 'Share this position' })]) {
      await el.scrollIntoViewIfNeeded();
      await expect(el).toBeInViewport();
      const box = await el.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }
    // A build selected: its odds show before Build, and nothing overflows.
    await playable.first().click();
    await expect(page.getByTestId('rc-preview-odds')).toContainText(/Derailing: [\d.]+%/);
    await expect(controls(page).getByRole('button', { name: /^Build 1 card$/ })).toBeVisible();
    await expect(page.locator('.rc-log-cards').first()).toBeVisible();
    expect((await width()).scroll).toBeLessThanOrEqual(390);
  });

  await test.step('the question before a shared position replaces the game passes axe in both themes', async () => {
    // The theme picker is in the header's menu on a phone: back to the desktop size for the scan.
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.getByRole('button', { name: 'Share this position' }).click();
    const code = (await page.getByRole('textbox', { name: 'Link to this position' }).inputValue()).split('#s=')[1] ?? '';
    await page.goto(`${PLAY}#s=${code}`);
    await expect(page.getByTestId('play-ask-shared')).toBeVisible();
    const { light, dark } = await axeBothThemes(page, '.rc-play');
    expect(light, 'axe, light theme').toEqual([]);
    expect(dark, 'axe colour rules, dark theme').toEqual([]);
  });
  expect(errors).toEqual([]);
});
