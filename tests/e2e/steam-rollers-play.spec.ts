/**
 * The Steam Rollers play table (/steam-rollers/play/): a whole game against
 * bots played to the score sheet through the UI, one turn with the keyboard
 * alone, a refused build with its clause, undo before the next player
 * drafts, a damaged save, a phone-sized screen without sideways scrolling,
 * the Dutch page, and an axe scan mid-game in light and dark, all without
 * console errors. Bots move at once under prefers-reduced-motion, which
 * every test here turns on.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeBothThemes } from './axe';
import { collectErrors } from './errors';

const PLAY = '/steam-rollers/play/';
const SAVE_KEY = 'rulebook.steam-rollers.game';

test.use({ contextOptions: { reducedMotion: 'reduce' } });

/** Seats: "human", "random" or "planner", seat 1 first. */
async function startGame(page: Page, o: { seats?: string[]; seed?: string; path?: string } = {}) {
  const seats = o.seats ?? ['human', 'planner'];
  await page.goto(o.path ?? PLAY);
  await page.getByRole('combobox', { name: 'Number of players' }).selectOption(String(seats.length));
  for (let i = 0; i < seats.length; i++) await page.getByRole('combobox', { name: `Player ${i + 1}`, exact: true }).selectOption(seats[i]!);
  await page.getByRole('textbox', { name: 'Seed (optional)' }).fill(o.seed ?? '2');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await expect(page.locator('.srp-status')).toBeVisible();
}

const moves = (page: Page) => page.getByTestId('srp-moves');

/**
 * One move for the person to play, the simplest open: roll, the first die,
 * let a die go or end the turn, the first delivery, an engine box, a card,
 * else a track in the first highlighted hex, else give the die up. What is
 * open is read in one go; the choice is then clicked like a person would.
 */
async function simpleMove(page: Page): Promise<string> {
  const plan = await page.evaluate(() => {
    const box = document.querySelector('[data-testid="srp-moves"]');
    if (!box) return null;
    const buttons = [...box.querySelectorAll('button')];
    const order: [RegExp | string, string][] = [
      [/^Roll the dice$/, 'roll'], ['.srp-die-btn', 'draft'], [/^Let the die go$/, 'let go'], [/^End the turn$/, 'end'],
      [/^Deliver a /, 'deliver'], [/^Cross engine box/, 'engine'], [/^Take card/, 'card'],
    ];
    for (const [test, what] of order) {
      const i = buttons.findIndex((b) => (typeof test === 'string' ? b.matches(test) : test.test(b.textContent ?? '')));
      if (i >= 0) return { what, button: i, hex: null };
    }
    const hex = document.querySelector('.sr-sheet-main polygon.sr-legal')?.getAttribute('data-hex');
    if (hex) return { what: 'build', button: -1, hex };
    const pass = buttons.findIndex((b) => /^Give up the/.test(b.textContent ?? ''));
    return pass >= 0 ? { what: 'pass', button: pass, hex: null } : null;
  });
  if (!plan) return 'none';
  const m = moves(page);
  if (plan.hex) {
    await page.locator(`.sr-sheet-main .sr-btn[data-hex="${plan.hex}"]`).click();
    await page.getByTestId('srp-draw-confirm').click();
  } else await m.locator('button').nth(plan.button).click();
  return plan.what;
}

test('a whole game against two bots, played to the score sheet', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectErrors(page);
  // Seed 20 with two planning bots ends in about 50 rounds.
  await startGame(page, { seats: ['human', 'planner', 'planner'], seed: '20' });
  const sheet = page.getByRole('heading', { name: 'Score sheet' });
  let made = 0;
  for (let i = 0; i < 1000; i++) {
    await expect(sheet.or(moves(page))).toBeVisible({ timeout: 15_000 });
    if (await sheet.isVisible()) break;
    const what = await simpleMove(page);
    expect(what).not.toBe('none');
    made++;
  }
  await expect(sheet).toBeVisible();
  expect(made).toBeGreaterThan(10);
  const table = page.locator('.srp-result table');
  await expect(table.locator('tbody tr')).toHaveCount(3);
  await expect(table.locator('thead')).toContainText('Deliveries');
  await expect(page.locator('.srp-winner')).toContainText(/wins\.|share the win\./);
  await expect(page.locator('.srp-log li').last()).toContainText(/wins|share/);
  // Saved in an effect after the drawing: wait for the finished game's save.
  const savedEvents = () => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null')?.events?.length ?? 0, SAVE_KEY);
  await expect.poll(savedEvents).toBeGreaterThan(made);
  expect(await page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null').version, SAVE_KEY)).toBe(1);
  expect(errors).toEqual([]);
});

test('one turn played with the keyboard alone, then taken back', async ({ page }) => {
  const errors = collectErrors(page);
  await startGame(page, { seats: ['human', 'human'], seed: '7' });
  const status = page.locator('.srp-status');
  // Roll and draft with Tab and Enter.
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
  await expect(page.locator('.srp-log li').last()).toContainText(`in hex ${hex}`);
  const drawn = page.locator(`.sr-sheet[data-seat="0"] .sr-track[data-hex="${hex}"]`);
  expect(`${await drawn.getAttribute('data-track')}/${await drawn.getAttribute('data-rotation')}`).toBe(chosen);
  await expect(page.getByTestId('srp-live')).toContainText(`in hex ${hex}`);
  // Player 2 has not drafted yet: the action can be taken back.
  await page.getByRole('button', { name: 'Take back my action' }).click();
  await expect(status).toContainText('Player 1 acts with the');
  await expect(page.locator('.srp-log li').last()).not.toContainText(`in hex ${hex}`);
  expect(errors).toEqual([]);
});

/** Whether the element's box lies wholly inside the viewport. */
const inView = (page: Page, selector: string) =>
  page.locator(selector).first().evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= window.innerHeight && r.right <= window.innerWidth;
  });

for (const size of [{ width: 1366, height: 900, name: 'at 1366×900' }, { width: 390, height: 844, name: 'on a phone' }]) {
  test(`drawing a track on the map ${size.name}: the hex, its previewed track and the confirm button stay in view while turning`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width: size.width, height: size.height });
    await startGame(page, { seats: ['human', 'human'], seed: '7' });
    await moves(page).getByRole('button', { name: 'Roll the dice' }).click();
    await moves(page).locator('.srp-die-btn').first().click();
    await expect(moves(page)).toContainText(/draw (a straight|a wide curve|a sharp curve) or (a straight|a wide curve|a sharp curve) in it/);
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
    // The whole map, the chosen hex uncovered and the confirm button are in view: after the choice and after every turn.
    const allInView = async (when: string) => {
      expect(await inView(page, '.sr-sheet-main .sr-map > svg'), `the map, ${when}`).toBe(true);
      expect(await inView(page, '[data-testid="srp-draw-confirm"]'), `the confirm button, ${when}`).toBe(true);
      const hit = await page.locator(`.sr-sheet-main .sr-btn[data-hex="${hex}"]`).evaluate((el) => {
        const r = el.getBoundingClientRect();
        return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.closest('.sr-btn')?.getAttribute('data-hex') ?? null;
      });
      expect(hit, `the chosen hex, uncovered, ${when}`).toBe(hex);
    };
    await allInView('once chosen');
    for (let i = 1; i < count; i++) {
      // A tap on the chosen hex turns to the next allowed track (dispatched where it is: the browser scrolls nothing for it).
      await page.locator(`.sr-sheet-main .sr-btn[data-hex="${hex}"]`).dispatchEvent('click');
      seen.add(await shown());
      await allInView(`turn ${i}`);
    }
    expect(seen.size).toBe(count);
    // The wheel turns too.
    await page.locator(`.sr-sheet-main .sr-btn[data-hex="${hex}"]`).hover();
    await page.mouse.wheel(0, 120);
    await expect(page.locator('.srp-draw-status')).toContainText(`(1 of ${count})`);
    const chosen = await shown();
    await page.getByTestId('srp-draw-confirm').click();
    await expect(page.locator('.srp-log li').last()).toContainText(`in hex ${hex}`);
    const drawn = page.locator(`.sr-sheet[data-seat="0"] .sr-track[data-hex="${hex}"]`);
    expect(`${await drawn.getAttribute('data-track')}/${await drawn.getAttribute('data-rotation')}`).toBe(chosen);
    expect(errors).toEqual([]);
  });
}

test('trying an illegal move: a cube, an engine box, a card and a die are refused with their clauses', async ({ page }) => {
  const errors = collectErrors(page);
  await startGame(page, { seats: ['human', 'human'], seed: '7' });
  await moves(page).getByRole('button', { name: 'Roll the dice' }).click();
  await moves(page).locator('.srp-die-btn').first().click();
  await page.getByLabel('Try an illegal move').check();
  const value = Number(await page.locator('.sr-dice .sr-die-current .sr-die').getAttribute('data-value'));
  const lines = await page.locator('.srp-log li').count();
  const refusal = page.getByTestId('srp-refusal');
  const cube = `.sr-supply li:not([data-city="${value}"]) .sr-cube-btn`;
  await page.locator(cube).first().click();
  await expect(refusal).toContainText('Not allowed: D1:');
  // The supply board is far below the table's top: the refusal is in view all the same, with the cube that was tried.
  expect(await inView(page, '[data-testid="srp-refusal"]'), 'the refusal').toBe(true);
  expect(await inView(page, cube), 'the cube tried').toBe(true);
  await page.getByRole('button', { name: `Cross engine box ${value === 1 ? 2 : 1}`, exact: true }).click();
  await expect(refusal).toContainText('Not allowed: E1:');
  await page.locator(`[data-testid="srp-try-pieces"] button[data-card="${value === 6 ? 5 : 6}"]`).click();
  await expect(refusal).toContainText('Not allowed: SC1:');
  await page.locator('.sr-dice .sr-die-btn').nth(1).click();
  await expect(refusal).toContainText('Not allowed: RD2:');
  await expect(page.locator('.srp-log li')).toHaveCount(lines);
  // The pieces offered as buttons pass the same scan as the rest of the table.
  const { light, dark } = await axeBothThemes(page, '.srp-play');
  expect(light, 'axe, light theme, try mode').toEqual([]);
  expect(dark, 'axe colour rules, dark theme, try mode').toEqual([]);
  expect(errors).toEqual([]);
});

test('a build outside the die’s region is refused with its clause and changes nothing', async ({ page }) => {
  const errors = collectErrors(page);
  await startGame(page, { seats: ['human', 'human'], seed: '7' });
  await moves(page).getByRole('button', { name: 'Roll the dice' }).click();
  await moves(page).locator('.srp-die-btn').first().click();
  const lines = await page.locator('.srp-log li').count();
  const value = Number(/acts with the (\d)/.exec((await page.locator('.srp-status').textContent()) ?? '')?.[1]);
  // A hex of another region.
  const other = await page.locator(`.sr-sheet-main polygon[data-kind="plain"]:not([data-region="${value}"])`).first().getAttribute('data-hex');
  await page.locator(`.sr-sheet-main .sr-btn[data-hex="${other}"]`).click();
  await expect(page.getByTestId('srp-refusal')).toContainText(`Not allowed: B1: hex ${other} lies in region`);
  await expect(page.getByTestId('srp-refusal')).toContainText(`so you must draw in region ${value}`);
  await expect(page.locator('.srp-log li')).toHaveCount(lines);
  await expect(page.locator('.srp-status')).toContainText('acts with the');
  expect(errors).toEqual([]);
});

test('a damaged save gives a message, keeps the text, and a fresh start', async ({ page }) => {
  const errors = collectErrors(page);
  const broken = '{"version":1,"config":{},"events":';
  await page.addInitScript(([k, v]) => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem(k as string, v as string);
      sessionStorage.setItem('seeded', '1');
    }
  }, [SAVE_KEY, broken]);
  await page.goto(PLAY);
  const refused = page.getByTestId('srp-save-refused');
  await expect(refused).toContainText('The saved game was damaged and could not be resumed');
  await expect(refused.getByRole('link', { name: 'Download the saved game (.json)' })).toBeVisible();
  expect(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY)).toBe(broken);
  // A save whose moves break the rules is refused with the move and the clause.
  await page.evaluate((k) => {
    const config = { seats: ['human', 'planner'], difficulty: 'none', switches: { railsStopAtWalls: false, bonus3b: 'exact' }, seed: '3' };
    localStorage.setItem(k, JSON.stringify({ version: 1, config, events: [{ type: 'dice.roll' }, { type: 'engine.improve' }] }));
  }, SAVE_KEY);
  await page.reload();
  await expect(refused).toContainText('events[1] (engine.improve) is refused');
  await expect(page.getByRole('button', { name: 'Start the game' })).toBeVisible();
  await refused.getByRole('button', { name: 'Remove it' }).click();
  await expect(page.getByText('The saved game has been removed.')).toBeVisible();
  expect(await page.evaluate((k) => localStorage.getItem(k), SAVE_KEY)).toBeNull();
  expect(errors).toEqual([]);
});

test('the game survives a reload, and a position can be shared as a scenario link', async ({ page }) => {
  const errors = collectErrors(page);
  await startGame(page, { seats: ['human', 'random'], seed: '4' });
  for (let i = 0; i < 3; i++) await simpleMove(page);
  const lines = await page.locator('.srp-log li').count();
  await page.reload();
  await expect(page.locator('.srp-log li')).toHaveCount(lines);
  await page.getByRole('button', { name: 'Share this position' }).click();
  const link = await page.getByRole('textbox', { name: /Link to this position/ }).inputValue();
  expect(link).toContain('/checker/#s=');
  const doc = JSON.parse(Buffer.from(link.split('#s=')[1]!, 'base64url').toString('utf8'));
  expect(doc.game).toBe('steam-rollers');
  expect(doc.position.players).toHaveLength(2);
  expect(errors).toEqual([]);
});

test('a phone-sized screen has no sideways scrolling', async ({ page }) => {
  const errors = collectErrors(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await startGame(page, { seats: ['human', 'planner', 'planner', 'planner', 'planner'], seed: '5' });
  for (let i = 0; i < 3; i++) await simpleMove(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  expect(errors).toEqual([]);
});

test('the Dutch page plays in Dutch', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/nl/steam-rollers/play/');
  await page.getByRole('button', { name: 'Begin het spel' }).click();
  await expect(page.locator('.srp-status')).toContainText('Ronde 1');
  await expect(page.locator('.srp-log li').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('no WCAG 2 A/AA violations mid-game, in the light theme and (colours) in the dark one', async ({ page }) => {
  await startGame(page, { seats: ['human', 'planner', 'random'], seed: '6' });
  for (let i = 0; i < 2; i++) await simpleMove(page);
  // Mid-turn, with the choices open.
  await expect(moves(page)).toBeVisible();
  const { light, dark } = await axeBothThemes(page, '.srp-play');
  expect(light, 'axe, light theme').toEqual([]);
  expect(dark, 'axe colour rules, dark theme').toEqual([]);
});
