/**
 * The Rolit play table (/rolit/play/) where only a browser can tell: a finished match against a bot,
 * opened from its save, passes axe on its result screen; and, mid-game in one page, a ball placed with the
 * keyboard alone (arrows move the focus, which comes back to the board), the match surviving a
 * real reload, axe in both themes mid-game (a refusal and the share box open) and on the question
 * before a shared position replaces the match, the coach thinking off the main thread, a
 * phone's width without sideways scrolling, and focus on the board after an example's "Try it",
 * all without console errors. Bots move at once under
 * prefers-reduced-motion, which every test here turns on.
 *
 * Moved to the island in a DOM (tests/component/rolit-table-moves.test.tsx, rolit-table-saves.test.tsx), checked there once:
 * a whole two-round match on the 4×4 board played to its result (rounds, winner, log, save), refusals with their RO reason, a take-back against a bot, the Dutch table, a damaged or forged
 * save, links over the limits or malformed, sharing and the shared-position question's words and
 * answers. That a shared position of the table passes in the checker: tests/unit/save-rolit.test.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeBothThemes, axeViolations } from './axe';
import { collectErrors } from './errors';
import { watchCoachWorker } from './coachWorker';
import { hydrated } from './islands';
import { finishedSave } from './finishedGame';

const PLAY = '/rolit/play/';
const SAVE_KEY = 'rulebook.rolit.game';

test.use({ contextOptions: { reducedMotion: 'reduce' } });


async function startGame(page: Page, o: { mode?: RegExp; players?: string } = {}) {
  await page.goto(PLAY);
  await page.getByRole('radio', { name: o.mode ?? /against bots/ }).check();
  if (o.players) await page.getByRole('combobox', { name: 'Number of players' }).selectOption(o.players);
  // The roll's number sits under "More settings".
  await page.locator('.rop-more summary').click();
  await page.getByRole('textbox', { name: 'Number for the starting roll' }).fill('3');
  await page.getByRole('button', { name: 'Start the game' }).click();
}

const squares = (page: Page) => page.locator('.rop-play .ro-btn');

const savedText = (page: Page) => page.evaluate((k) => localStorage.getItem(k), SAVE_KEY);
/** The saved game as the table wrote it (it writes in an effect after drawing: poll when a move was just made). */
const savedGame = async (page: Page) => JSON.parse((await savedText(page)) ?? 'null');

test('a finished two-round match against a bot, opened from its save: the result screen passes axe', async ({ page }) => {
  const errors = collectErrors(page);
  // The whole match played to its result with the table's squares is a component test (tests/component/
  // rolit-table-moves.test.tsx, "a whole two-round match against a bot on the 4×4 board"); here its finished save,
  // played out in Node through the table's own adapter (playOut.ts), is opened as a reader who comes back to it would.
  const save = finishedSave('rolit');
  await page.addInitScript(([key, text]) => localStorage.setItem(key!, text!), [SAVE_KEY, save]);
  await page.goto(PLAY);
  await expect(page.getByRole('heading', { name: 'Result of the match' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How the round went' })).toBeVisible();
  expect(await axeViolations(page, '.rop-play')).toEqual([]);
  expect(errors).toEqual([]);
});

test('mid-game: a ball by keyboard, a reload, axe, the coach in its worker, a phone’s width', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  await startGame(page, { mode: /Everyone at this screen/, players: '4' });
  const log = page.locator('.rop-log li');

  await test.step('one ball placed with the keyboard alone', async () => {
    await expect(page.locator('.rop-status')).toContainText('to move');
    let square: string | null = null;
    for (let i = 0; i < 60 && !square; i++) {
      await page.keyboard.press('Tab');
      square = await page.evaluate(() => document.activeElement?.getAttribute('data-square') ?? null);
    }
    expect(square).not.toBeNull();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-square') ?? null);
    const first = square;
    await page.keyboard.press('ArrowRight');
    // The arrow moves focus in an effect after the render: wait for it before reading where it went.
    await expect.poll(focused).not.toBe(first);
    square = await focused();
    await page.keyboard.press('Enter');
    await expect(log.first()).toContainText(`places a ball on ${square}`);
    // Focus comes back to the board for the next player.
    await expect.poll(focused).not.toBeNull();
  });

  await test.step('the match survives a real reload', async () => {
    await expect.poll(async () => (await savedGame(page))?.match?.game?.log?.length).toBe(1);
    await page.reload();
    await expect(log).toHaveCount(1);
  });

  await test.step('no WCAG 2 A/AA violations mid-game (a refusal and the share box open), light and (colours) dark', async () => {
    // The start form is scanned with the rest of the page in site.spec.ts.
    await page.getByRole('textbox', { name: /type a square/ }).fill('a1');
    await page.getByRole('button', { name: 'Place', exact: true }).click();
    await expect(page.locator('.rop-refusal')).not.toBeEmpty();
    await page.getByRole('button', { name: 'Share this position' }).click();
    const { light, dark } = await axeBothThemes(page, '.rop-play');
    expect(light, 'axe, light theme').toEqual([]);
    expect(dark, 'axe colour rules, dark theme').toEqual([]);
  });

  await test.step('a phone-sized screen has no sideways scrolling', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await squares(page).first().click();
    await expect(log).toHaveCount(2);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1280, height: 720 });
  });

  await test.step('the question before a shared position replaces the match passes axe in both themes', async () => {
    await page.getByRole('button', { name: 'Share this position' }).click();
    const link = await page.getByRole('textbox', { name: 'Link to this position' }).inputValue();
    await squares(page).first().click();
    await expect(log).toHaveCount(3);
    await page.goto(link);
    await expect(page.getByTestId('rop-ask-shared')).toBeVisible();
    const { light, dark } = await axeBothThemes(page, '.rop-play');
    expect(light, 'axe, light theme').toEqual([]);
    expect(dark, 'axe colour rules, dark theme').toEqual([]);
    await page.getByTestId('rop-ask-shared').getByRole('button', { name: 'Keep my game' }).click();
    await expect(squares(page).first()).toBeVisible();
  });

  await test.step('the coach: the hint names a legal square worked out in the coach’s worker, and playing it is accepted', async () => {
    const coach = page.locator('.coach');
    const show = coach.getByRole('button', { name: 'Show a hint' });
    await expect(show).toBeEnabled();
    const asked = await watchCoachWorker(page);
    await show.click();
    const best = coach.locator('.coach-best');
    await expect(best).toContainText(/^Best: a ball on [a-h][1-8]\./, { timeout: 20_000 });
    const square = await best.getAttribute('data-coach-best');
    expect(square).toMatch(/^[a-h][1-8]$/);
    expect((await asked()).answered, 'the hint was asked of the coach\'s worker and answered by it').toBeGreaterThan(0);
    // The hint's table sits outside Starlight's prose styles (the coach is `not-content`), which would make the table
    // itself a scrolling box no key can reach.
    expect(await axeViolations(page, '.coach'), 'axe, the coach showing its hint').toEqual([]);
    const before = await log.count();
    await coach.getByRole('button', { name: 'Play this move' }).click();
    await expect.poll(() => log.count()).toBeGreaterThan(before);
    await expect(page.getByTestId('rop-log')).toContainText(square!);
  });

  await test.step('an example on /rolit/: "Try it" puts focus on the board, not on the page', async () => {
    await page.goto('/rolit/');
    const example = page.locator('.rc-scenario').first();
    await hydrated(page, '.rc-scenario');
    await example.getByRole('button', { name: 'Try it' }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('ro-btn') ?? false)).toBe(true);
  });

  expect(errors).toEqual([]);
});
