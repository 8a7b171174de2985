/**
 * The play tables' layout (issue 32 item 5, the kit's TableShell): on a laptop's screen (1366×900) a started game
 * shows everything a decision needs without scrolling (whose turn it is, the prompt and the buttons that answer it,
 * the player's hand or sheet, the shared board), and the page never scrolls sideways there or on a phone (390×844).
 * The decision's boxes are read with boundingBox() at the page's scroll position after the start, before the test
 * scrolls anything (only the phone test's jump list scrolls, after those checks). While a game is on, the rulebook's
 * page list (Starlight's sidebar) steps aside for the table and a switch beside the page's title brings it back. On a
 * phone the table, once started, begins under the site's header with the prompt, its buttons and the board in view,
 * and the rest of the table below them, each part of it one tap away from a button in the screen's corner. Steam
 * Rollers' other sheets stand beside the player's map, thumbnails a click enlarges. Before a game the three play pages
 * are documentation pages of one width; a started game's table widens the page past that column (each game's test).
 * Bots move at once under prefers-reduced-motion, which every test here turns on.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { collectErrors } from './errors';
import { finishedSave } from './finishedGame';

test.use({ contextOptions: { reducedMotion: 'reduce' } });

const LAPTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

/**
 * Each selector's first element is drawn and lies wholly inside the viewport, below `top` (a sticky header's bottom);
 * the failures name the selector and box.
 */
async function allInView(page: Page, selectors: string[], top = 0): Promise<string[]> {
  const { width, height } = page.viewportSize()!;
  const out: string[] = [];
  for (const sel of selectors) {
    // An element still missing after a few seconds is not drawn (boundingBox would wait for it until the test's end).
    const box = await page.locator(sel).first().boundingBox({ timeout: 5_000 }).catch(() => null);
    if (!box) out.push(`${sel}: not drawn`);
    else if (box.width <= 0 || box.height <= 0 || box.x < 0 || box.y < top - 0.5 || box.x + box.width > width + 0.5 || box.y + box.height > height + 0.5) {
      out.push(`${sel}: ${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)} outside ${width}×${height}${top ? ` below ${Math.round(top)}` : ''}`);
    }
  }
  return out;
}

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

interface Game {
  name: string;
  path: string;
  /** Starts a game on the page already open at `path`. */
  start: (page: Page) => Promise<void>;
  /** What a decision needs, once the game waits for the person. */
  decision: string[];
  /** What a decision needs on a phone, where the side (dice, other players, log) follows the board. */
  phone: string[];
  /** What is shown on demand (at 1366×900), checked after the decision. */
  onDemand?: (page: Page) => Promise<void>;
}

const games: Game[] = [
  {
    name: 'Rollecate',
    path: '/rollecate/play/',
    start: async (page) => {
      await page.getByRole('radio', { name: /against 1 to 3 bots/ }).check();
      await page.getByRole('textbox', { name: 'Seed' }).fill('2024');
      await page.getByRole('button', { name: 'Start the game' }).click();
      // The initial railway is laid card by card; the first real turn (a hand dealt, the dice to roll) follows.
      const controls = page.locator('.rc-player.current .rc-controls');
      const lay = controls.getByRole('button', { name: /^Lay it/ });
      for (let i = 0; i < 12; i++) {
        await expect(controls).toBeVisible({ timeout: 15_000 });
        if (!(await lay.isVisible())) break;
        await lay.click();
      }
      await expect(lay).toBeHidden();
      await expect(page.locator('.rc-player.current .rc-cards .rc-cardview').first()).toBeVisible();
    },
    // The status line (whose turn, what is asked), the railway, the player's hand with its prompt and buttons.
    decision: ['.rc-status', '.rc-railway', '.rc-player.current', '.rc-player.current .rc-controls', '.rc-player.current .rc-controls button'],
    phone: ['.rc-status', '.rc-railway', '.rc-player.current', '.rc-player.current .rc-controls button'],
  },
  {
    name: 'Rolit',
    path: '/rolit/play/',
    start: async (page) => {
      await page.getByRole('radio', { name: /against bots/ }).check();
      await page.getByRole('button', { name: 'Start the game' }).click();
      await expect(page.locator('.rop-play .ro-btn').first()).toBeVisible();
      await expect(page.getByText(/^You may place on:/)).toBeVisible({ timeout: 15_000 });
    },
    // Whose turn, the counts, the board with its squares, the legal squares, and the typed square's field and button.
    decision: ['.rop-status', '.rop-counts', '.rop-play .ro-board', 'text=/^You may place on:/', '.rop-typed input', '.rop-typed button'],
    phone: ['.rop-status', '.rop-counts', '.rop-play .ro-board', 'text=/^You may place on:/', '.rop-typed input', '.rop-typed button'],
  },
  {
    name: 'Steam Rollers',
    path: '/steam-rollers/play/',
    start: async (page) => {
      await page.getByRole('textbox', { name: 'Seed (optional)' }).fill('2');
      await page.getByRole('button', { name: 'Start the game' }).click();
      await expect(page.getByTestId('srp-moves').getByRole('button').first()).toBeVisible({ timeout: 15_000 });
    },
    // Whose turn and what is asked, the buttons to answer it, the player's map, the dice, the supply board, and the six
    // special cards with what each does (a die takes the card of its number).
    decision: ['.srp-status', '[data-testid="srp-moves"]', '[data-testid="srp-moves"] button', '.sr-sheet-main .sr-map', '.srp-side .sr-dice', '.srp-side .sr-supply', '.srp-side .sr-cards-compact', '.srp-side .sr-cards-compact li:last-child .sr-card-effect'],
    // On a phone the buttons name the dice they take; the supply board and the cards follow the map.
    phone: ['.srp-status', '[data-testid="srp-moves"]', '[data-testid="srp-moves"] button', '.sr-sheet-main .sr-map'],
    // Another player's sheet is a thumbnail beside the player's map; a click on it enlarges it to the main map's size, its
    // button shrinks it again.
    onDemand: async (page) => {
      const thumb = page.locator('.sr-sheet:not(.sr-sheet-main)').first();
      const main = await page.locator('.sr-sheet-main .sr-map').boundingBox();
      const small = await thumb.locator('.sr-map').boundingBox();
      expect(small!.width).toBeLessThan(main!.width / 2);
      // With the table on the page's whole width the other maps stand beside the player's, in view with it.
      expect(small!.x, 'the first other map beside the player\'s').toBeGreaterThanOrEqual(main!.x + main!.width);
      expect(small!.y + small!.height, 'the first other map in view').toBeLessThanOrEqual(LAPTOP.height);
      await thumb.locator('.sr-map').click();
      const zoom = thumb.getByRole('button', { name: /^Shrink the map of / });
      await expect(zoom).toHaveAttribute('aria-expanded', 'true');
      await expect.poll(async () => (await thumb.locator('.sr-map').boundingBox())!.width).toBeGreaterThan(main!.width * 0.9);
      await zoom.click();
      await expect(thumb.getByRole('button', { name: /^Enlarge the map of / })).toHaveAttribute('aria-expanded', 'false');
      await expect.poll(async () => (await thumb.locator('.sr-map').boundingBox())!.width).toBeLessThan(main!.width / 2);
    },
  },
];

for (const game of games) {
  test(`${game.name}: at 1366×900 a started game shows all a decision needs without scrolling, and no page scrolls sideways`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize(LAPTOP);
    await page.goto(game.path);
    await expect(page.getByRole('button', { name: 'Start the game' })).toBeVisible();
    const column = () => page.locator('.sl-markdown-content').first().evaluate((el) => Math.round(el.getBoundingClientRect().width));
    const before = await column();
    await game.start(page);
    // The table takes more than the documentation column once a game is on (the column before: the last test).
    expect(await column(), 'the table widens the page').toBeGreaterThan(before);
    expect(await allInView(page, game.decision)).toEqual([]);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    if (game.onDemand) await game.onDemand(page);

    // The rulebook's page list steps aside while a game is on, and the switch beside the title brings it back.
    const sidebar = page.locator('#starlight__sidebar');
    const menu = page.getByRole('button', { name: "The rulebook's pages" });
    await expect(sidebar).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await menu.click();
    await expect(sidebar).toBeVisible();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await menu.click();
    await expect(sidebar).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(errors).toEqual([]);
  });

  test(`${game.name}: on a phone a started game opens under the site's header with what a decision needs in view, and nothing is wider than the screen`, async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize(PHONE);
    await page.goto(game.path);
    await game.start(page);
    // The site's sticky header covers the top of the screen: a part under it is not in view.
    const header = await page.locator('header.header').first().evaluate((el) => el.getBoundingClientRect().bottom);
    expect(await allInView(page, game.phone, header)).toEqual([]);
    expect(await sideways(page)).toBeLessThanOrEqual(0);

    // The rest of the table one tap away: the button in the screen's corner lists the side's parts; the last one (the
    // log) is brought into view with the focus on its heading, and the first item leads back to the move.
    const open = page.getByRole('button', { name: 'Go to…' });
    await open.click();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    const items = page.locator('#kit-jump-list button');
    expect(await items.count(), 'the move and at least two parts of the side').toBeGreaterThanOrEqual(3);
    expect(await axeViolations(page, '.kit-jump'), 'axe, the open list').toEqual([]);
    // By keyboard: Tab leads from the button into the list, Escape closes it and gives the focus back to the button.
    await page.keyboard.press('Tab');
    await expect(page.locator(':focus')).toHaveText('Your move and the board');
    await page.keyboard.press('Escape');
    await expect(page.locator('#kit-jump-list')).toHaveCount(0);
    await expect(open).toBeFocused();
    await open.click();
    const last = (await items.last().textContent())!.trim();
    await items.last().click();
    await expect(page.locator('#kit-jump-list')).toHaveCount(0);
    const focused = page.locator(':focus');
    await expect(focused).toHaveText(last);
    expect(await allInView(page, [':focus'], header)).toEqual([]);
    await open.click();
    await items.first().click();
    expect(await allInView(page, [game.phone[0]!], header)).toEqual([]);
    // The focus is on the move: the table's status heading, or (Rollecate, whose status is drawn) its first control.
    await expect(page.locator(':focus')).toHaveCount(1);
    expect(await page.locator(':focus').evaluate((el) => !!el.closest('.kit-table-main'))).toBe(true);
    expect(errors).toEqual([]);
  });
}

test('Steam Rollers: at 1366×900 a turn with a delivery open still shows its prompt, the delivery, the other moves and the whole map', async ({ page }) => {
  // The prompt's tallest turn (the build's hint, the deliveries, the die's other uses): the map is sized to the room left.
  const errors = collectErrors(page);
  const save = finishedSave('steam-rollers-delivery');
  await page.addInitScript((text) => localStorage.setItem('rulebook.steam-rollers.game', text), save);
  await page.setViewportSize(LAPTOP);
  await page.goto('/steam-rollers/play/');
  await expect(page.locator('.srp-deliveries button').first()).toBeVisible({ timeout: 15_000 });
  expect(await allInView(page, ['.srp-status', '[data-testid="srp-moves"]', '.srp-deliveries button', '[data-testid="srp-moves"] .srp-choices:not(.srp-deliveries) button', '.sr-sheet-main .sr-map'])).toEqual([]);
  expect(errors).toEqual([]);
});

test('before a game, the three play pages are documentation pages of one width', async ({ page }) => {
  await page.setViewportSize(LAPTOP);
  const widths: Record<string, number> = {};
  for (const { path } of games) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Start the game' })).toBeVisible();
    // With the rulebook's page list beside them, and no switch for it before a game.
    await expect(page.locator('#starlight__sidebar')).toBeVisible();
    await expect(page.locator('.kit-menu-toggle')).toBeHidden();
    widths[path] = await page.locator('.sl-markdown-content').first().evaluate((el) => Math.round(el.getBoundingClientRect().width));
  }
  expect(new Set(Object.values(widths)).size, JSON.stringify(widths)).toBe(1);
  // That a started game widens the page past this column: each game's test above.
});
