/**
 * The play table (/rollecate/play/): a whole game against a bot through the
 * UI's buttons, one turn by keyboard alone, a phone-sized screen, saving and
 * resuming, a damaged save, hot-seat hand-over, undo, sharing, the Dutch page
 * and an accessibility scan, all without console errors. A shared position
 * never replaces a game without asking; a forged save is refused, kept and
 * offered as a file; a link over the limits gets a message. Bots move at once
 * under prefers-reduced-motion, which every test here turns on.
 */
import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { axeBothThemes } from './axe';
import { collectErrors } from './errors';

const PLAY = '/rollecate/play/';
const SAVE_KEY = 'rulebook.rollecate.game';

test.use({ contextOptions: { reducedMotion: 'reduce' } });


const controls = (page: Page): Locator => page.locator('.rc-player.current .rc-controls');
const result = (page: Page): Locator => page.locator('#rc-play-result-title');

async function startGame(page: Page, options: { mode?: RegExp; seed?: string; players?: string } = {}) {
  await page.goto(PLAY);
  await page.getByRole('radio', { name: options.mode ?? /against 1 to 3 bots/ }).check();
  if (options.players) await page.getByRole('combobox', { name: 'Number of players' }).selectOption(options.players);
  await page.getByRole('textbox', { name: 'Seed' }).fill(options.seed ?? '2024');
  await page.getByRole('button', { name: 'Start the game' }).click();
}

/**
 * Plays the person's seat with the simplest legal moves (lay setup cards, pass, put penalty cards
 * on the pile) until the game waits for something else, or `until` is visible.
 */
async function passUntil(page: Page, until: Locator, limit = 400): Promise<number> {
  const button = controls(page).getByRole('button', { name: /^(Pass|Put .+ on the pile|Lay it.*)$/ }).first();
  for (let i = 0; i < limit; i++) {
    await expect(until.or(button)).toBeVisible({ timeout: 15_000 });
    if (await until.isVisible()) return i;
    await button.click();
  }
  throw new Error(`not reached in ${limit} moves`);
}

/** Presses Tab until the focused element's text matches (only Tab is pressed). */
async function tabTo(page: Page, name: RegExp, limit = 250): Promise<string> {
  for (let i = 0; i < limit; i++) {
    const text = await page.evaluate(() => (document.activeElement?.textContent ?? '').trim());
    if (name.test(text)) return text;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached a control named ${name}`);
}

test('a whole game against a bot, played to the final scores with the table’s buttons', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  await startGame(page, { seed: '2024' });
  // Setup is played out card by card; then the note on the box and the deal.
  await expect(page.locator('.rc-play-log li').first()).toContainText(/initial railway|sets it aside/);
  const moves = await passUntil(page, result(page));
  expect(moves).toBeGreaterThan(15);
  const rows = page.locator('.rc-play-result tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(page.locator('.rc-play-verdict')).toContainText(/wins|Shared win/);
  await expect(page.locator('.rc-play-result tr.winner')).not.toHaveCount(0);
  await expect(page.locator('.rc-play-log li').last()).toContainText('The game is over');
  // The saved game is the finished one (saved in an effect after the drawing: wait for it).
  await expect.poll(() => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), SAVE_KEY)).toMatchObject({ version: 1, state: { phase: 'over' } });
  expect(errors).toEqual([]);
});

test('one turn played with the keyboard alone (Tab, Enter, Space)', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(PLAY);
  await tabTo(page, /^Start the game$/);
  await page.keyboard.press('Enter');
  // Lay the person's initial cards, if any are theirs to lay, until the first turn.
  const pass = controls(page).getByRole('button', { name: 'Pass', exact: true });
  for (let i = 0; i < 4 && !(await pass.isVisible()); i++) {
    const lay = controls(page).getByRole('button', { name: /^Lay it/ }).first();
    await expect(lay.or(pass)).toBeVisible();
    if (await pass.isVisible()) break;
    await tabTo(page, /^Lay it/);
    await page.keyboard.press('Enter');
  }
  await expect(pass).toBeVisible();
  const before = await page.locator('.rc-play-log li').count();
  await tabTo(page, /^Pass$/);
  expect(await page.evaluate(() => document.activeElement?.matches(':focus-visible'))).toBe(true);
  await page.keyboard.press('Space');
  // Any penalty cards go on the pile one at a time, chosen with Tab and Enter.
  for (let i = 0; i < 4; i++) {
    const put = controls(page).getByRole('button', { name: /^Put .+ on the pile$/ }).first();
    await expect(put.or(pass)).toBeVisible();
    if (!(await put.isVisible())) break;
    await tabTo(page, /^Put .+ on the pile$/);
    await page.keyboard.press('Enter');
  }
  await expect(page.locator('.rc-play-log')).toContainText('Player 1 passes');
  expect(await page.locator('.rc-play-log li').count()).toBeGreaterThan(before);
  expect(errors).toEqual([]);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the play table fits 390 px: no horizontal scroll, the controls and railway in view', async ({ page }) => {
    const errors = collectErrors(page);
    await page.goto(PLAY);
    const width = () => page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
    expect((await width()).scroll).toBeLessThanOrEqual(390);
    await startGame(page, { seed: '77' });
    const pass = controls(page).getByRole('button', { name: 'Pass', exact: true });
    await passUntil(page, pass);
    // A few turns in, the railway has changed.
    for (let i = 0; i < 3; i++) {
      await pass.click();
      await passUntil(page, pass);
    }
    const { scroll, inner } = await width();
    expect(inner).toBe(390);
    expect(scroll).toBeLessThanOrEqual(inner);
    for (const el of [pass, page.locator('.rc-railway').first(), page.getByRole('button', { name: 'Share this position' })]) {
      await el.scrollIntoViewIfNeeded();
      await expect(el).toBeInViewport();
      const box = await el.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }
    expect(errors).toEqual([]);
  });
});

test('a damaged, foreign or old save shows a clear message and offers a fresh start', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto(PLAY);
  const cases: [string, RegExp][] = [
    ['{"version": 1, "state": {"phase": ', /damaged/],
    ['{"theme": "dark"}', /not a Rollecate game/],
    ['{"version": 0, "state": {}}', /older version/],
  ];
  for (const [text, message] of cases) {
    await page.evaluate(([k, v]) => localStorage.setItem(k as string, v as string), [SAVE_KEY, text]);
    await page.reload();
    const alert = page.getByRole('alert').filter({ hasText: message });
    await expect(alert).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resume saved game' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Start fresh' }).click();
    await expect(alert).toHaveCount(0);
    await expect(page.getByText('The saved game has been removed.')).toBeVisible();
    expect(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY)).toBeNull();
  }
  // The fresh start works and saves a sound game.
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.locator('.rc-railway')).toBeVisible();
  await expect.poll(() => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null')?.version, SAVE_KEY)).toBe(1);
  expect(errors).toEqual([]);
});

test('the game is saved after every move and resumes after a reload', async ({ page }) => {
  const errors = collectErrors(page);
  await startGame(page, { seed: '555' });
  const pass = controls(page).getByRole('button', { name: 'Pass', exact: true });
  await passUntil(page, pass);
  await pass.click();
  await passUntil(page, pass);
  const log = await page.locator('.rc-play-log li').allTextContents();
  await page.reload();
  await page.getByRole('button', { name: 'Resume saved game' }).click();
  await expect(page.getByText('Seed 555')).toBeVisible();
  await expect(pass).toBeVisible();
  expect(await page.locator('.rc-play-log li').allTextContents()).toEqual(log);
  expect(errors).toEqual([]);
});

test('hot-seat: the device is passed between players, and only the holder’s hand is face up', async ({ page }) => {
  const errors = collectErrors(page);
  await startGame(page, { mode: /Hot-seat/, seed: '31' });
  const ready = page.getByRole('button', { name: /^I am Player \d: show my cards$/ });
  // Both players lay initial cards; then the first player is asked for.
  await passUntil(page, ready);
  await expect(page.locator('.rc-player')).toHaveCount(0);
  const first = (await ready.textContent())?.match(/Player \d/)?.[0] ?? '';
  await ready.click();
  const mine = page.locator('.rc-player', { hasText: first });
  await expect(mine.locator('.rc-controls')).toBeVisible();
  await expect(mine.locator('button.rc-cardview')).not.toHaveCount(0);
  await expect(page.locator('.rc-player').filter({ hasNotText: first }).locator('.rc-back')).not.toHaveCount(0);
  // Nobody sees another player's draws in the log.
  await expect(page.locator('.rc-play-log')).toContainText(/draws a card/);
  await passUntil(page, ready);
  expect(await ready.textContent()).not.toContain(first);
  expect(errors).toEqual([]);
});

/** Selects one hand card and builds it; on a refusal (or a chaos card) selects it off again. */
async function tryBuild(page: Page, card: Locator): Promise<boolean> {
  await card.click();
  const build = controls(page).getByRole('button', { name: 'Build 1 card', exact: true });
  if ((await build.count()) === 1 && (await build.isEnabled())) {
    await build.click();
    if (await controls(page).getByRole('button', { name: /^Roll \d+ dic?e$/ }).isVisible()) return true;
  }
  await card.click();
  return false;
}

test('undo takes back a build before the roll, never across the roll', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  await startGame(page, { mode: /Solo: beat/, seed: '8' });
  const pass = controls(page).getByRole('button', { name: 'Pass', exact: true });
  const undo = page.getByRole('button', { name: 'Undo last step' });
  const roll = controls(page).getByRole('button', { name: /^Roll \d+ dic?e$/ });
  let built = false;
  for (let turn = 0; turn < 12 && !built; turn++) {
    await passUntil(page, pass);
    const cards = controls(page).locator('..').locator('button.rc-cardview:not([disabled])');
    const count = await cards.count();
    for (let i = 0; i < count && !built; i++) built = await tryBuild(page, cards.nth(i));
    if (!built) await pass.click();
  }
  expect(built).toBe(true);
  await undo.click();
  await expect(pass).toBeVisible();
  await expect(roll).toHaveCount(0);
  // Build again, roll: the dice show and the build can no longer be undone.
  const cards = controls(page).locator('..').locator('button.rc-cardview:not([disabled])');
  let again = false;
  for (let i = 0; i < (await cards.count()) && !again; i++) again = await tryBuild(page, cards.nth(i));
  expect(again).toBe(true);
  await roll.click();
  await expect(page.locator('.rc-dice')).toBeVisible();
  if (await controls(page).getByRole('button', { name: /^Put .+ on the pile$/ }).first().isVisible()) {
    // Discards in the turn can be undone one at a time…
    await controls(page).getByRole('button', { name: /^Put .+ on the pile$/ }).first().click();
    if (await undo.isVisible()) {
      await undo.click();
      await expect(undo).toHaveCount(0);
    }
  } else {
    await expect(undo).toHaveCount(0);
  }
  expect(errors).toEqual([]);
});

test('share this position: a checker link with the scenario, and a visible confirmation', async ({ page, context }) => {
  const errors = collectErrors(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']).catch(() => undefined);
  await startGame(page, { seed: '99' });
  const pass = controls(page).getByRole('button', { name: 'Pass', exact: true });
  await passUntil(page, pass);
  await page.getByRole('button', { name: 'Share this position' }).click();
  await expect(page.locator('.rc-play-share [role=status]')).toHaveText(/Link copied|Copy this link/);
  const url = await page.getByRole('textbox', { name: 'Link to this position' }).inputValue();
  expect(url).toMatch(/^http:\/\/[^/]+\/checker\/#s=[A-Za-z0-9_-]+$/);
  const doc = await page.evaluate((u) => {
    const s = u.split('#s=')[1] ?? '';
    const bin = atob(s.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (s.length % 4)) % 4));
    return JSON.parse(new TextDecoder().decode(Uint8Array.from(bin, (c) => c.charCodeAt(0))));
  }, url);
  expect(doc).toMatchObject({ game: 'rollecate', options: { variant: 'standard' }, steps: [] });
  expect(doc.position.players).toHaveLength(2);
  expect(errors).toEqual([]);
});

const savedText = (page: Page) => page.evaluate((k) => localStorage.getItem(k), SAVE_KEY);
/** Waits for a frame and a turn of the event loop: the table saves in an effect after it has drawn a move. */
const settled = (page: Page) => page.evaluate(() => new Promise<void>((r) => { requestAnimationFrame(() => setTimeout(r, 50)); setTimeout(r, 200); }));

test('a shared position never replaces a game in progress without asking, and can be opened in the checker instead', async ({ page }) => {
  const errors = collectErrors(page);
  await startGame(page, { seed: '99' });
  const pass = controls(page).getByRole('button', { name: 'Pass', exact: true });
  await passUntil(page, pass);
  await page.getByRole('button', { name: 'Share this position' }).click();
  const checkerLink = await page.getByRole('textbox', { name: 'Link to this position' }).inputValue();
  const code = checkerLink.split('#s=')[1] ?? '';
  const playLink = `/rollecate/play/#s=${code}`;
  // Play on, so that the saved game is no longer the shared position.
  await pass.click();
  await passUntil(page, pass);
  await settled(page);
  const before = await savedText(page);
  expect(before).toContain('"version":1');

  // Opened from elsewhere: the table asks first, and the saved game stays as it was.
  await page.goto('/checker/');
  await page.goto(playLink);
  const ask = page.getByTestId('play-ask-shared');
  await expect(ask).toBeVisible();
  await expect(ask).toHaveAttribute('role', 'alert');
  await expect(ask).toContainText(/replaces your game in progress \(Player 1, Bot 1, \d+ cards left to draw\)/);
  await expect(page.getByRole('heading', { name: 'Open the shared position?' })).toBeFocused();
  await expect(ask.getByRole('link', { name: /ruling checker instead/ })).toHaveAttribute('href', `/checker/#s=${code}`);
  expect(await savedText(page)).toBe(before);
  const { light, dark } = await axeBothThemes(page, '.rc-play');
  expect(light, 'axe, light theme').toEqual([]);
  expect(dark, 'axe colour rules, dark theme').toEqual([]);
  await ask.getByRole('button', { name: 'Keep my game' }).click();
  await expect(ask).toHaveCount(0);
  expect(new URL(page.url()).hash).toBe('');
  expect(await savedText(page)).toBe(before);
  await expect(page.getByRole('button', { name: 'Resume saved game' })).toBeFocused();
  await page.getByRole('button', { name: 'Resume saved game' }).click();
  await expect(pass).toBeVisible();
  expect(await savedText(page)).toBe(before);

  // Mid-game, the same link again (only the fragment changes): asked again, answered with the keyboard.
  await page.goto(playLink);
  await expect(ask).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Open the shared position?' })).toBeFocused();
  expect(await savedText(page)).toBe(before);
  await page.keyboard.press('Tab');
  await expect(ask.getByRole('button', { name: 'Play the shared position here' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Opened the shared position.' })).toBeVisible();
  // Now it is the game at this table: everyone at this screen, saved in place of the old one.
  await expect(page.getByRole('button', { name: /^I am Player \d: show my cards$/ })).toBeVisible();
  await expect.poll(async () => JSON.parse((await savedText(page)) ?? 'null')?.config?.mode).toBe('hotseat');
  const after = JSON.parse((await savedText(page)) ?? 'null');
  expect(after.config).toMatchObject({ mode: 'hotseat', seats: ['human', 'human'] });
  expect(JSON.stringify(after)).not.toBe(before);
  expect(errors).toEqual([]);
});

test('a forged save (a log line with a million dice) is refused, kept, offered as a file, and replaced only when asked to', async ({ page }) => {
  const errors = collectErrors(page);
  await startGame(page, { seed: '555' });
  await passUntil(page, controls(page).getByRole('button', { name: 'Pass', exact: true }));
  const saved = JSON.parse((await savedText(page)) ?? 'null');
  saved.state.log.push({ t: 'roll', player: 0, wheels: 0, dice: 1_000_000 });
  const forged = JSON.stringify(saved);
  // Written while no table is open: the open table could save over it (a bot's move) before a reload.
  await page.goto('/rollecate/');
  await page.evaluate(([k, v]) => localStorage.setItem(k as string, v as string), [SAVE_KEY, forged]);
  await page.goto(PLAY);
  const refused = page.getByTestId('play-save-refused');
  await expect(refused).toBeVisible();
  await expect(refused).toHaveAttribute('role', 'alert');
  await expect(refused).toContainText('The saved game is damaged');
  await expect(refused).toContainText('1000000 dice');
  await expect(refused).toContainText('It stays in this browser until you remove it.');
  await expect(page.getByRole('button', { name: 'Resume saved game' })).toHaveCount(0);
  // The saved text, as a file.
  const [download] = await Promise.all([page.waitForEvent('download'), refused.getByRole('link', { name: 'Download the saved game (.json)' }).click()]);
  expect(download.suggestedFilename()).toBe('rollecate-saved-game.json');
  expect(readFileSync((await download.path()) as string, 'utf8')).toBe(forged);
  // Starting a game asks first; keeping it keeps it, across a reload too.
  await page.getByRole('button', { name: 'Start the game' }).click();
  const ask = page.getByTestId('play-ask-start');
  await expect(ask).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Replace the saved game?' })).toBeFocused();
  const { light, dark } = await axeBothThemes(page, '.rc-play');
  expect(light, 'axe, light theme').toEqual([]);
  expect(dark, 'axe colour rules, dark theme').toEqual([]);
  await ask.getByRole('button', { name: 'Keep it' }).click();
  await expect(ask).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Start the game' })).toBeFocused();
  expect(await savedText(page)).toBe(forged);
  await page.reload();
  await expect(refused).toBeVisible();
  expect(await savedText(page)).toBe(forged);
  // Replaced only when the visitor says so.
  await page.getByRole('button', { name: 'Start the game' }).click();
  await ask.getByRole('button', { name: 'Replace it and start' }).click();
  await expect(page.locator('.rc-railway')).toBeVisible();
  // The new game is saved in an effect after it is drawn: wait until the forged save is gone.
  await expect.poll(async () => await savedText(page)).not.toBe(forged);
  const now = JSON.parse((await savedText(page)) ?? 'null');
  expect(now.version).toBe(1);
  expect(now.state.log.some((e: { dice?: number }) => e.dice === 1_000_000)).toBe(false);
  expect(errors).toEqual([]);
});

test('a link over the limits, or a position the table cannot play, gets a message and leaves the saved game alone', async ({ page }) => {
  const errors = collectErrors(page);
  await startGame(page, { seed: '7' });
  await passUntil(page, controls(page).getByRole('button', { name: 'Pass', exact: true }));
  const before = await savedText(page);
  await page.goto('/rollecate/');
  // 1.6 MB of base64url: refused by its size, before anything is decoded.
  await page.goto(`${PLAY}#s=${'A'.repeat(1_600_000)}`);
  const alert = page.getByTestId('play-link-error');
  // Loading a page with a 1.6 MB address takes a busy 2-core machine several seconds before the table is drawn.
  await expect(alert).toContainText('The shared position could not be opened.', { timeout: 20_000 });
  await expect(alert).toContainText(/It is 1,172 KB of text; a page reads at most 256 KB\./);
  await expect(alert.locator('code')).toHaveText('npm run scenario -- FILE.json');
  expect(await savedText(page)).toBe(before);
  // A position without the 55 cards belongs in the checker.
  const small = {
    game: 'rollecate',
    position: {
      railway: [{ id: 'r1', value: 2, shape: 'straight', turn: 'straight' }], train: 'r1', drawPile: [{ id: 'd1', value: 1, shape: 'straight' }],
      players: [{ name: 'Ann', hand: [], discard: [] }, { name: 'Bob', hand: [], discard: [] }],
    },
  };
  const code = Buffer.from(JSON.stringify(small), 'utf8').toString('base64url');
  await page.goto('/rollecate/');
  await page.goto(`${PLAY}#s=${code}`);
  await expect(alert).toContainText('The play table cannot play this position');
  await expect(alert.getByRole('link', { name: 'Open it in the ruling checker' })).toHaveAttribute('href', `/checker/#s=${code}`);
  expect(await savedText(page)).toBe(before);
  await expect(page.getByRole('button', { name: 'Resume saved game' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('the Dutch play page speaks Dutch and links to the Dutch checker', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/nl/rollecate/play/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.locator('h1')).toHaveText('Rollecate spelen');
  await page.getByRole('textbox', { name: 'Startgetal' }).fill('12');
  await page.getByRole('button', { name: 'Begin het spel' }).click();
  const pass = controls(page).getByRole('button', { name: 'Passen', exact: true });
  const button = controls(page).getByRole('button', { name: /^(Passen|Leg .+ op de stapel|Leg hem.*)$/ }).first();
  for (let i = 0; i < 10 && !(await pass.isVisible()); i++) {
    await expect(button).toBeVisible();
    if (!(await pass.isVisible())) await button.click();
  }
  await expect(pass).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Verloop van het spel' })).toBeVisible();
  await page.getByRole('button', { name: 'Deel deze spelsituatie' }).click();
  expect(await page.getByRole('textbox', { name: 'Link naar deze spelsituatie' }).inputValue()).toContain('/nl/checker/#s=');
  expect(errors).toEqual([]);
});

test('no WCAG 2 A/AA violations mid-game, in the light theme and (colours) in the dark one', async ({ page }) => {
  // The start form is scanned with the rest of the page in site.spec.ts.
  await page.goto(PLAY);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await passUntil(page, controls(page).getByRole('button', { name: 'Pass', exact: true }));
  const { light, dark } = await axeBothThemes(page, '.rc-play');
  expect(light, 'axe, light theme').toEqual([]);
  expect(dark, 'axe colour rules, dark theme').toEqual([]);
});
