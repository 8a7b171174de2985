/**
 * The Rolit play table (/rolit/play/): a whole match against bots on the 4×4
 * board through the UI, one ball placed with the keyboard alone, a ball taken back, a refused
 * placement with its RO reason, a phone-sized screen without sideways
 * scrolling, a damaged save, sharing a position, the Dutch page and an axe
 * scan in light and dark, all without console errors. A shared position
 * never replaces a match without asking; a forged save is refused, kept and
 * offered as a file; a link over the limits gets a message. Bots move at once under
 * prefers-reduced-motion, which every test here turns on.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { axeBothThemes, axeViolations } from './axe';
import { collectErrors } from './errors';

const PLAY = '/rolit/play/';
const SAVE_KEY = 'rulebook.rolit.game';

test.use({ contextOptions: { reducedMotion: 'reduce' } });


async function startGame(page: Page, o: { mode?: RegExp; size?: string; seed?: string; rounds?: string; players?: string } = {}) {
  await page.goto(PLAY);
  await page.getByRole('radio', { name: o.mode ?? /against bots/ }).check();
  if (o.players) await page.getByRole('combobox', { name: 'Number of players' }).selectOption(o.players);
  if (o.size) await page.getByRole('combobox', { name: 'Board' }).selectOption(o.size);
  if (o.rounds) await page.getByRole('spinbutton', { name: 'Rounds in the match' }).fill(o.rounds);
  // The roll's number sits under "More settings".
  await page.locator('.rop-more summary').click();
  await page.getByRole('textbox', { name: 'Number for the starting roll' }).fill(o.seed ?? '3');
  await page.getByRole('button', { name: 'Start the game' }).click();
}

const squares = (page: Page) => page.locator('.rop-play .ro-btn');

/**
 * Puts a save in place while no table is open, then opens the table: a table left open could save over it
 * (a bot's move lands a moment later) between the write and a reload.
 */
const savedText = (page: Page) => page.evaluate((k) => localStorage.getItem(k), SAVE_KEY);
/** The saved game as the table wrote it (it writes in an effect after drawing: poll when a move was just made). */
const savedGame = async (page: Page) => JSON.parse((await savedText(page)) ?? 'null');

async function openWithSave(page: Page, text: string) {
  await page.goto('/rolit/');
  await page.evaluate(([k, v]) => localStorage.setItem(k as string, v as string), [SAVE_KEY, text]);
  await page.goto(PLAY);
}

test('a whole two-round match against a bot on the 4×4 board, played to the result', async ({ page }) => {
  const errors = collectErrors(page);
  await startGame(page, { size: '4' });
  await expect(page.getByText(/Round 1 of 2/)).toBeVisible();
  const matchResult = page.getByRole('heading', { name: 'Result of the match' });
  const next = page.getByRole('button', { name: 'Start the next round' });
  let placed = 0;
  for (let i = 0; i < 60; i++) {
    await expect(matchResult.or(next).or(squares(page).first())).toBeVisible({ timeout: 10_000 });
    if (await matchResult.isVisible()) break;
    if (await next.isVisible()) {
      await expect(page.getByRole('heading', { name: 'Result of round 1' })).toBeVisible();
      await next.click();
      continue;
    }
    await squares(page).first().click();
    placed++;
  }
  await expect(matchResult).toBeVisible();
  expect(placed).toBeGreaterThan(4);
  await expect(page.locator('.rop-winner')).toContainText(/wins? the match|share the match/);
  await expect(page.getByRole('heading', { name: 'How the round went' })).toBeVisible();
  await expect(page.locator('.rop-log li').last()).toContainText('The board is full');
  // The finished match is saved too (in an effect after the drawing: wait for it).
  await expect.poll(async () => (await savedGame(page))?.match?.results?.length).toBe(2);
  expect((await savedGame(page)).version).toBe(1);
  // The result screen is accessible too.
  expect(await axeViolations(page, '.rop-play')).toEqual([]);
  expect(errors).toEqual([]);
});

test('one ball placed with the keyboard alone', async ({ page }) => {
  const errors = collectErrors(page);
  await startGame(page, { mode: /Everyone at this screen/ });
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
  await expect(page.locator('.rop-log li').first()).toContainText(`places a ball on ${square}`);
  // Focus comes back to the board for the next player.
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-square') ?? null)).not.toBeNull();
  expect(errors).toEqual([]);
});

test('a ball taken back against a bot: the board, the log and the save go back to before it, bot reply included', async ({ page }) => {
  const errors = collectErrors(page);
  await startGame(page, { size: '6' });
  await expect(page.locator('.rop-status')).toContainText('to move');
  // The board as the table tells it: each colour's count and the squares open to the player to move.
  const board = async () => [await page.locator('.rop-counts').innerText(), await page.getByText(/^You may place on:/).innerText()];
  const before = await board();
  const logBefore = await page.locator('.rop-log li').count();
  const takeBack = page.getByRole('button', { name: 'Take back my last ball' });
  await expect(takeBack).toHaveCount(0);
  await squares(page).first().click();
  // The bot answers at once (reduced motion): one ball of ours and one of its own in the log.
  await expect(page.locator('.rop-log li')).toHaveCount(logBefore + 2);
  await expect(page.locator('.rop-status')).toContainText('to move');
  await takeBack.click();
  await expect(page.getByTestId('rop-taken-back')).toHaveText(/^(Red|Yellow|Green|Blue)'s last ball is taken back, and with it 1 ball placed by the bots after it\.$/);
  await expect(page.locator('.rop-log li')).toHaveCount(logBefore);
  expect(await board()).toEqual(before);
  await expect(takeBack).toHaveCount(0);
  // The save holds the position as it is now, not the ball taken back.
  await expect.poll(async () => (await savedGame(page))?.match?.game?.log?.length).toBe(logBefore);
  // The next ball is played from there as usual.
  await squares(page).first().click();
  await expect(page.locator('.rop-log li')).toHaveCount(logBefore + 2);
  await expect(page.getByTestId('rop-taken-back')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('an illegal placement is refused with the RO reason and changes nothing', async ({ page }) => {
  const errors = collectErrors(page);
  await startGame(page, { mode: /Everyone at this screen/ });
  const box = page.getByRole('textbox', { name: /type a square/ });
  await box.fill('a1');
  await page.getByRole('button', { name: 'Place', exact: true }).click();
  await expect(page.locator('.rop-refusal')).toContainText('RO5: a1 is not next to a ball');
  await box.fill('z9');
  await page.getByRole('button', { name: 'Place', exact: true }).click();
  await expect(page.locator('.rop-refusal')).toContainText('RO5: z9 is off the 8×8 board');
  await box.fill('d4');
  await page.getByRole('button', { name: 'Place', exact: true }).click();
  await expect(page.locator('.rop-refusal')).toContainText(/RO5: d4 already holds a ball \((red|yellow|green|blue)\)/);
  await expect(page.locator('.rop-log li')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a phone-sized screen has no sideways scrolling', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await startGame(page, { players: '4', mode: /Everyone at this screen/ });
  await squares(page).first().click();
  await expect(page.locator('.rop-log li')).toHaveCount(1);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test('a damaged save gives a message and a fresh start', async ({ page }) => {
  const errors = collectErrors(page);
  await page.addInitScript((k) => localStorage.setItem(k, '{"version":1,"config":{},"match":'), SAVE_KEY);
  await page.goto(PLAY);
  await expect(page.getByText(/saved game was damaged/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start the game' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the game survives a reload, and a shared position opens', async ({ page }) => {
  const errors = collectErrors(page);
  await startGame(page, { mode: /Everyone at this screen/, size: '6' });
  await squares(page).first().click();
  await expect(page.locator('.rop-log li')).toHaveCount(1);
  await page.reload();
  await expect(page.locator('.rop-log li')).toHaveCount(1);
  await page.getByRole('button', { name: 'Share this position' }).click();
  const link = await page.getByRole('textbox', { name: 'Link to this position' }).inputValue();
  expect(link).toContain('/rolit/play/#s=');
  // The same position opens in the ruling checker too, which steps through it on a Rolit board.
  const checkHref = await page.getByRole('link', { name: 'Open it in the ruling checker' }).getAttribute('href');
  expect(checkHref).toBe(link.replace('/rolit/play/', '/checker/'));
  const balls = await page.locator('.ro-ball').count();
  await page.evaluate(() => localStorage.clear());
  // Only the fragment changes: the match is still on the table, so the page asks before replacing it.
  await page.goto(link);
  await page.getByRole('button', { name: 'Play the shared position here' }).click();
  await expect(page.getByText('Opened a shared position')).toBeVisible();
  await expect(page.locator('.ro-ball')).toHaveCount(balls);
  await page.goto(`${PLAY}#s=not-base64!`);
  await expect(page.getByText(/could not be opened/)).toBeVisible();
  await page.goto(checkHref ?? '');
  await expect(page.getByTestId('chk-verdict')).toContainText('PASS');
  await expect(page.locator('.chk-story .ro-ball')).toHaveCount(balls);
  expect(errors).toEqual([]);
});

test('a shared position never replaces a match in progress without asking, and can be opened in the checker instead', async ({ page }) => {
  const errors = collectErrors(page);
  await startGame(page, { mode: /Everyone at this screen/, size: '6' });
  await squares(page).first().click();
  await expect(page.locator('.rop-log li')).toHaveCount(1);
  await page.getByRole('button', { name: 'Share this position' }).click();
  const link = await page.getByRole('textbox', { name: 'Link to this position' }).inputValue();
  const code = link.split('#s=')[1] ?? '';
  const sharedBalls = await page.locator('.ro-ball').count();
  await squares(page).first().click();
  await expect(page.locator('.rop-log li')).toHaveCount(2);
  await expect.poll(async () => (await savedGame(page))?.match?.game?.log?.length).toBe(2);
  const before = await savedText(page);
  expect(before).toContain('"version":1');

  // Opened from elsewhere: the table asks first, and the saved match stays as it was.
  await page.goto('/rolit/');
  await page.goto(`${PLAY}#s=${code}`);
  const ask = page.getByTestId('rop-ask-shared');
  await expect(ask).toBeVisible();
  await expect(ask).toHaveAttribute('role', 'alert');
  await expect(ask).toContainText(/replaces your match in progress \(round 1 of \d+, \d+ balls on the board\)/);
  await expect(page.getByRole('heading', { name: 'Open the shared position?' })).toBeFocused();
  await expect(ask.getByRole('link', { name: /ruling checker instead/ })).toHaveAttribute('href', `/checker/#s=${code}`);
  await expect(page.locator('.rop-log li')).toHaveCount(2);
  expect(await savedText(page)).toBe(before);
  const { light, dark } = await axeBothThemes(page, '.rop-play');
  expect(light, 'axe, light theme').toEqual([]);
  expect(dark, 'axe colour rules, dark theme').toEqual([]);
  await ask.getByRole('button', { name: 'Keep my game' }).click();
  await expect(ask).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe('');
  await expect(page.locator('.rop-status')).toBeFocused();
  await expect(page.locator('.rop-log li')).toHaveCount(2);
  expect(await savedText(page)).toBe(before);

  // The same link in the same tab: asked again, answered with the keyboard.
  await page.goto(`${PLAY}#s=${code}`);
  await expect(page.getByRole('heading', { name: 'Open the shared position?' })).toBeFocused();
  expect(await savedText(page)).toBe(before);
  await page.keyboard.press('Tab');
  await expect(ask.getByRole('button', { name: 'Play the shared position here' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Opened a shared position')).toBeVisible();
  await expect(page.locator('.ro-ball')).toHaveCount(sharedBalls);
  await expect(page.locator('.rop-log li')).toHaveCount(0);
  // The table saves in an effect after it has drawn the position: wait for the save, not only the drawing.
  await expect.poll(async () => (await savedGame(page))?.match.game.log).toEqual([]);
  expect(errors).toEqual([]);
});

test('a forged save (an impossible result) is refused, kept, offered as a file, and replaced only when asked to', async ({ page }) => {
  const errors = collectErrors(page);
  await startGame(page, { size: '4' });
  await squares(page).first().click();
  await expect(page.locator('.rop-log li')).not.toHaveCount(0);
  await expect.poll(async () => (await savedGame(page))?.match?.game?.log?.length ?? 0).toBeGreaterThan(0);
  const saved = await savedGame(page);
  saved.match.results = [{ counts: { R: 999, Y: 0, G: 0, B: 0 }, winners: ['B'] }];
  const forged = JSON.stringify(saved);
  await openWithSave(page, forged);
  const refused = page.getByTestId('rop-save-refused');
  await expect(refused).toHaveAttribute('role', 'alert');
  await expect(refused).toContainText('The saved game was damaged and could not be resumed (match.results[0].counts');
  await expect(refused).toContainText('It stays in this browser until you remove it.');
  const [download] = await Promise.all([page.waitForEvent('download'), refused.getByRole('link', { name: 'Download the saved game (.json)' }).click()]);
  expect(download.suggestedFilename()).toBe('rolit-saved-game.json');
  expect(readFileSync((await download.path()) as string, 'utf8')).toBe(forged);
  await page.getByRole('button', { name: 'Start the game' }).click();
  const ask = page.getByTestId('rop-ask-start');
  await expect(page.getByRole('heading', { name: 'Replace the saved game?' })).toBeFocused();
  const { light, dark } = await axeBothThemes(page, '.rop-play');
  expect(light, 'axe, light theme').toEqual([]);
  expect(dark, 'axe colour rules, dark theme').toEqual([]);
  await ask.getByRole('button', { name: 'Keep it' }).click();
  await expect(ask).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Start the game' })).toBeFocused();
  expect(await savedText(page)).toBe(forged);
  await page.reload();
  await expect(refused).toBeVisible();
  expect(await savedText(page)).toBe(forged);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await ask.getByRole('button', { name: 'Replace it and start' }).click();
  await expect(page.locator('.rop-status')).toBeVisible();
  await expect.poll(async () => (await savedGame(page))?.match?.results).toEqual([]);
  // Removing it is the other way out.
  await openWithSave(page, forged);
  await refused.getByRole('button', { name: 'Remove it and start fresh' }).click();
  await expect(page.getByText('The saved game has been removed.')).toBeVisible();
  expect(await savedText(page)).toBeNull();
  expect(errors).toEqual([]);
});

test('a link over the limits gets a message saying what to do instead, in the page language', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(`${PLAY}#s=${'A'.repeat(1_600_000)}`);
  const alert = page.getByTestId('rop-link-error');
  await expect(alert).toContainText('The shared position could not be opened.');
  await expect(alert).toContainText('It is 1,172 KB of text; a page reads at most 256 KB.');
  await expect(alert.locator('code')).toHaveText('npm run scenario -- FILE.json');
  const deep = Buffer.from(`{"game":"rolit","position":${'['.repeat(5000)}${']'.repeat(5000)}}`, 'utf8').toString('base64url');
  await page.goto(`/nl${PLAY}#s=${deep}`);
  await expect(alert).toContainText('De gedeelde spelsituatie kon niet worden geopend.');
  await expect(alert).toContainText('meer dan 64 niveaus diep');
  await expect(page.getByRole('button', { name: 'Begin het spel' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the Dutch page plays in Dutch, a take-back included', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/nl/rolit/play/');
  await page.getByRole('radio', { name: /Iedereen aan dit scherm/ }).check();
  await page.getByRole('button', { name: 'Begin het spel' }).click();
  await expect(page.locator('.rop-status')).toContainText('aan zet');
  await squares(page).first().click();
  await expect(page.locator('.rop-log li').first()).toContainText('legt een bal op');
  // A refusal says in Dutch which condition failed, not just the clause.
  const box = page.getByRole('textbox', { name: /typ een vakje/i });
  await box.fill('a1');
  await box.press('Enter');
  await expect(page.locator('.rop-refusal')).toContainText('RO5: a1 raakt geen bal');
  await box.fill('d4');
  await box.press('Enter');
  await expect(page.locator('.rop-refusal')).toContainText(/op d4 ligt al een bal \((rood|geel|groen|blauw)\)/);
  await expect(page.locator('.rop-log li')).toHaveCount(1);
  // At a shared screen the last ball, whoever placed it, can be taken back; the status line says so in Dutch.
  await page.getByRole('button', { name: 'De laatste bal terugnemen' }).click();
  await expect(page.getByTestId('rop-taken-back')).toHaveText(/^De laatste bal van (rood|geel|groen|blauw) is teruggenomen\.$/);
  await expect(page.locator('.rop-log li')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('no WCAG 2 A/AA violations mid-game, in the light theme and (colours) in the dark one', async ({ page }) => {
  // The start form is scanned with the rest of the page in site.spec.ts.
  await page.goto(PLAY);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await squares(page).first().click();
  await expect(page.locator('.rop-log li')).not.toHaveCount(0);
  await page.getByRole('textbox', { name: /type a square/ }).fill('a1');
  await page.getByRole('button', { name: 'Place', exact: true }).click();
  await page.getByRole('button', { name: 'Share this position' }).click();
  const { light, dark } = await axeBothThemes(page, '.rop-play');
  expect(light, 'axe, light theme').toEqual([]);
  expect(dark, 'axe colour rules, dark theme').toEqual([]);
});
