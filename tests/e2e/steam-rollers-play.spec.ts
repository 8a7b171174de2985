/**
 * The Steam Rollers play table (/steam-rollers/play/) where only a browser can tell: a finished game
 * against two bots, opened from its save on a phone's width, shows its score sheet without sideways
 * scrolling; and, mid-game in one page, a turn by keyboard alone
 * (then taken back), a track drawn on the map with the hex, its previewed track and the confirm
 * button in view while turning (1366×900 and a phone, with no sideways scrolling), a refusal in view beside the piece tried
 * and axe mid-game in both themes in the try mode, the game surviving a real reload, and the
 * coach thinking off the main thread, all without console errors. Bots move at once under
 * prefers-reduced-motion, which every test here turns on.
 *
 * Moved to the island in a DOM, checked there once: the whole game played to the score sheet with the
 * table's buttons (its rows, columns, winner, last log line and finished save), a build outside the die's region, damaged and
 * rule-breaking saves, sharing a position, the Dutch table (tests/component/steam-table-flow.test.tsx);
 * turning through tracks with R, the wheel and a click, and each refusal of the try mode with its
 * clause (steam-play-draw.test.tsx); the bots' pace and the log that follows (table-pace-log.test.tsx).
 */
import { expect, test, type Page } from '@playwright/test';
import { axeBothThemes } from './axe';
import { collectErrors } from './errors';
import { watchCoachWorker } from './coachWorker';
import { finishedSave } from './finishedGame';

const PLAY = '/steam-rollers/play/';
const SAVE_KEY = 'rulebook.steam-rollers.game';

test.use({ contextOptions: { reducedMotion: 'reduce' } });

/** Seats: "human", "random" or "planner", seat 1 first. */
async function startGame(page: Page, o: { seats?: string[]; seed?: string } = {}) {
  const seats = o.seats ?? ['human', 'planner'];
  await page.goto(PLAY);
  await page.getByRole('combobox', { name: 'Number of players' }).selectOption(String(seats.length));
  for (let i = 0; i < seats.length; i++) await page.getByRole('combobox', { name: `Player ${i + 1}`, exact: true }).selectOption(seats[i]!);
  await page.getByRole('textbox', { name: 'Seed (optional)' }).fill(o.seed ?? '2');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.locator('.srp-status')).toBeVisible();
}

const moves = (page: Page) => page.getByTestId('srp-moves');

/** Whether the element's box lies wholly inside the viewport. */
const inView = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
  });

test('a finished game against two bots, opened from its save on a phone: the score sheet without sideways scrolling', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  // The whole game played to the score sheet with the table's buttons is a component test (tests/component/
  // steam-table-flow.test.tsx, "against two planning bots, played to the score sheet"); here its finished save, played
  // out in Node through the table's own adapter (playOut.ts), is opened as a reader who comes back to it would.
  const save = finishedSave('steam-rollers');
  await page.addInitScript(([key, text]) => localStorage.setItem(key!, text!), [SAVE_KEY, save]);
  await page.goto(PLAY);
  await expect(page.getByRole('heading', { name: 'Score sheet' })).toBeVisible();
  await expect(page.locator('.srp-result table tbody tr')).toHaveCount(3);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'sideways scrolling on a phone, the score sheet shown').toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

/**
 * With a die in hand: chooses the first highlighted hex on the map and turns through its tracks with
 * taps on it, the whole map, the hex (uncovered) and the confirm button in view after each; then
 * draws the one shown.
 */
async function drawInView(page: Page, seat: number, when: string) {
  const hex = (await page.locator('.sr-sheet-main polygon.sr-legal').first().getAttribute('data-hex'))!;
  await page.locator(`.sr-sheet-main .sr-btn[data-hex="${hex}"]`).click();
  const preview = page.locator(`.sr-sheet-main .sr-track-preview[data-hex="${hex}"]`);
  const shown = async () => `${await preview.getAttribute('data-preview')}/${await preview.getAttribute('data-rotation')}`;
  const seen = new Set([await shown()]);
  const count = await page.locator('.sr-sheet-main .srp-track-btn').count();
  expect(count).toBeGreaterThan(1);
  // The list is under the map, not above it.
  const [mapBottom, listTop] = await Promise.all([
    page.locator('.sr-sheet-main .sr-map > svg').evaluate((el) => el.getBoundingClientRect().bottom),
    page.locator('.sr-sheet-main .srp-tracks').evaluate((el) => el.getBoundingClientRect().top),
  ]);
  expect(listTop).toBeGreaterThanOrEqual(mapBottom);
  const allInView = async (step: string) => {
    expect(await inView(page, '.sr-sheet-main .sr-map > svg'), `the map, ${when}, ${step}`).toBe(true);
    expect(await inView(page, '[data-testid="srp-draw-confirm"]'), `the confirm button, ${when}, ${step}`).toBe(true);
    const hit = await page.locator(`.sr-sheet-main .sr-btn[data-hex="${hex}"]`).evaluate((el) => {
      const r = el.getBoundingClientRect();
      return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.closest('.sr-btn')?.getAttribute('data-hex') ?? null;
    });
    expect(hit, `the chosen hex, uncovered, ${when}, ${step}`).toBe(hex);
  };
  await allInView('once chosen');
  for (let i = 1; i < count; i++) {
    // A tap on the chosen hex turns to the next allowed track (dispatched where it is: the browser scrolls nothing for it).
    await page.locator(`.sr-sheet-main .sr-btn[data-hex="${hex}"]`).dispatchEvent('click');
    seen.add(await shown());
    await allInView(`turn ${i}`);
  }
  expect(seen.size).toBe(count);
  const chosen = await shown();
  await page.getByTestId('srp-draw-confirm').click();
  // The round may end with this track: its line is then the last but one.
  await expect(page.locator('.srp-log li').filter({ hasText: `in hex ${hex}` })).not.toHaveCount(0);
  const drawn = page.locator(`.sr-sheet[data-seat="${seat}"] .sr-track[data-hex="${hex}"]`);
  expect(`${await drawn.getAttribute('data-track')}/${await drawn.getAttribute('data-rotation')}`).toBe(chosen);
}

test('mid-game: a turn by keyboard, tracks drawn in view on a desktop and a phone, try mode, a reload, axe, the coach', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 1366, height: 900 });
  await startGame(page, { seats: ['human', 'human'], seed: '7' });
  const status = page.locator('.srp-status');
  const lines = page.locator('.srp-log li');

  await test.step('one turn played with the keyboard alone, then taken back', async () => {
    const tabTo = async (match: (el: Element) => boolean, name: string) => {
      for (let i = 0; i < 80; i++) {
        await page.keyboard.press('Tab');
        const hit = await page.evaluate((src) => {
          const el = document.activeElement;
          return !!el && new Function('el', `return (${src})(el)`)(el);
        }, match.toString());
        if (hit) return;
      }
      throw new Error(`could not tab to ${name}`);
    };
    await expect(status).toContainText('rolls the dice');
    await tabTo((el) => el.textContent === 'Roll the dice', 'the roll');
    await page.keyboard.press('Enter');
    await expect(status).toContainText('takes a white die');
    await tabTo((el) => el.classList.contains('srp-die-btn'), 'a die');
    await page.keyboard.press('Enter');
    await expect(status).toContainText('acts with the');
    // Into the map: the hex in the tab order, arrows to a highlighted one, Enter shows a track in it, R the next, Enter draws it.
    await tabTo((el) => el.classList.contains('sr-btn'), 'the map');
    const legal = await page.locator('.sr-sheet-main polygon.sr-legal').evaluateAll((els) => els.map((e) => e.getAttribute('data-hex')));
    expect(legal.length).toBeGreaterThan(0);
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('data-hex') ?? null);
    for (let i = 0; i < 200 && !legal.includes(await focused()); i++) {
      const [q, r] = ((await focused()) ?? '0,0').split(',').map(Number) as [number, number];
      const [tq, tr] = legal[0]!.split(',').map(Number) as [number, number];
      await page.keyboard.press(tq > q ? 'ArrowRight' : tq < q ? 'ArrowLeft' : tr > r ? 'ArrowDown' : 'ArrowUp');
      await expect.poll(focused).not.toBe(`${q},${r}`);
    }
    const hex = await focused();
    await page.keyboard.press('Enter');
    const preview = page.locator(`.sr-sheet-main .sr-track-preview[data-hex="${hex}"]`);
    await expect(preview).toHaveCount(1);
    expect(await focused()).toBe(hex);
    const count = await page.locator('.sr-sheet-main .srp-track-btn').count();
    const first = `${await preview.getAttribute('data-preview')}/${await preview.getAttribute('data-rotation')}`;
    await page.keyboard.press('r');
    await expect(page.locator('.srp-draw-status')).toContainText(`(${count > 1 ? 2 : 1} of ${count})`);
    const chosen = `${await preview.getAttribute('data-preview')}/${await preview.getAttribute('data-rotation')}`;
    if (count > 1) expect(chosen).not.toBe(first);
    await page.keyboard.press('Enter');
    await expect(lines.last()).toContainText(`in hex ${hex}`);
    const drawn = page.locator(`.sr-sheet[data-seat="0"] .sr-track[data-hex="${hex}"]`);
    expect(`${await drawn.getAttribute('data-track')}/${await drawn.getAttribute('data-rotation')}`).toBe(chosen);
    await expect(page.getByTestId('srp-live')).toContainText(`in hex ${hex}`);
    // Player 2 has not drafted yet: the action can be taken back.
    await page.getByRole('button', { name: 'Take back my action' }).click();
    await expect(status).toContainText('Player 1 acts with the');
    await expect(lines.last()).not.toContainText(`in hex ${hex}`);
  });

  await test.step('at 1366×900: the hex, its previewed track and the confirm button stay in view while turning', async () => {
    await expect(moves(page)).toContainText(/draw (a straight|a wide curve|a sharp curve) or (a straight|a wide curve|a sharp curve) in it/);
    await drawInView(page, 0, 'at 1366×900');
  });

  // The table's one scan mid-game is in the try mode: mid-turn, with every piece offered as a button besides the choices.
  await test.step('trying an illegal move: the refusal in view beside the cube tried, and the try mode passes axe', async () => {
    await moves(page).locator('.srp-die-btn').first().click();
    await expect(status).toContainText('Player 2 acts with the');
    await page.getByLabel('Try an illegal move').check();
    const value = Number(await page.locator('.sr-dice .sr-die-current .sr-die').getAttribute('data-value'));
    const count = await lines.count();
    const cube = `.sr-supply li:not([data-city="${value}"]) .sr-cube-btn`;
    await page.locator(cube).first().click();
    await expect(page.getByTestId('srp-refusal')).toContainText('Not allowed: D1:');
    // The supply board is far below the table's top: the refusal is in view all the same, with the cube that was tried.
    expect(await inView(page, '[data-testid="srp-refusal"]'), 'the refusal').toBe(true);
    expect(await inView(page, cube), 'the cube tried').toBe(true);
    await expect(lines).toHaveCount(count);
    // The pieces offered as buttons pass the same scan as the rest of the table.
    const { light, dark } = await axeBothThemes(page, '.srp-play');
    expect(light, 'axe, light theme, try mode').toEqual([]);
    expect(dark, 'axe colour rules, dark theme, try mode').toEqual([]);
    await page.getByLabel('Try an illegal move').uncheck();
  });

  await test.step('on a phone: the hex, its previewed track and the confirm button stay in view while turning', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await drawInView(page, 1, 'on a phone');
    // Mid-game on a phone nothing is wider than the screen (the finished game's score sheet: the test above).
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 'sideways scrolling mid-game on a phone').toBeLessThanOrEqual(0);
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  await test.step('the game survives a real reload', async () => {
    await expect.poll(() => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null')?.events?.length ?? 0, SAVE_KEY)).toBeGreaterThan(4);
    const count = await lines.count();
    await page.reload();
    await expect(lines).toHaveCount(count);
  });

  await test.step('the coach: the hint names a die worked out in the coach’s worker; its moves are legal; a move is explained', async () => {
    const roll = moves(page).getByRole('button', { name: 'Roll the dice' });
    if (await roll.isVisible()) await roll.click();
    await expect(moves(page).locator('.srp-die-btn').first()).toBeVisible();
    const asked = await watchCoachWorker(page);
    const coach = page.locator('.coach');
    const best = coach.locator('.coach-best');
    await coach.getByRole('button', { name: 'Show a hint' }).click();
    await expect(best).toContainText(/^Best: Take the [1-6]\./, { timeout: 20_000 });
    await expect(coach.locator('.coach-row.best')).toHaveCount(1);
    await expect(coach.locator('.coach-table caption')).toContainText('never sees the game\'s real future dice');
    expect((await asked()).answered, 'the hint was asked of the coach\'s worker and answered by it').toBeGreaterThan(0);
    let before = await lines.count();
    await coach.getByRole('button', { name: 'Play this move' }).click();
    await expect(page.getByTestId('srp-refusal')).toHaveText('');
    await expect.poll(() => lines.count()).toBeGreaterThan(before);
    // The action with the die: a build, a delivery, an engine box, a card, or a card changing the die.
    await expect(best).toContainText(/^Best: (Draw|Deliver|Cross engine box|Take card|Card|Give up)/, { timeout: 20_000 });
    before = await lines.count();
    await coach.getByRole('button', { name: 'Play this move' }).click();
    await expect(page.getByTestId('srp-refusal')).toHaveText('');
    await expect.poll(() => lines.count()).toBeGreaterThan(before);
    expect((await asked()).answered, 'the next hint came from the worker too').toBeGreaterThan(1);
    await expect(coach.getByRole('combobox', { name: 'Move played' })).toBeVisible({ timeout: 20_000 });
    await coach.getByRole('button', { name: 'Explain', exact: true }).click();
    await expect(coach.locator('.coach-verdict')).toContainText(/coach/, { timeout: 20_000 });
  });
  expect(errors).toEqual([]);
});
