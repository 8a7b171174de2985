/**
 * The reader's Rolit edition: chosen once in the picker at the top of any
 * Rolit page, remembered across pages, shown as that edition's notes beside
 * our text, followed by the examples, the editions board and the play table;
 * a hand-edited stored value falls back to the standard edition. The play
 * table's edition rule sets (the Spanish yellow-against-blue game, the Italian
 * 4×4 solo game, a new game in the reader's edition) are played in
 * tests/component/rolit-play-editions.test.tsx.
 */
import { expect, test } from '@playwright/test';
import { axeViolations } from './axe';
import { collectErrors } from './errors';

const KEY = 'rulebook.rolit.edition';
const picker = '[data-ro-edition-select]';

test('the chosen edition follows the reader from page to page, with its notes and examples; a hand-edited one reads as the standard', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/rolit/');
  const spanishNote = page.locator('.ro-edition-note[data-edition="es"]').first();
  await expect(spanishNote).toBeHidden();
  await page.locator(picker).selectOption('es');
  await expect(spanishNote).toBeVisible();
  await expect(spanishNote).toContainText('counter-clockwise');
  await expect(page.locator('.ro-edition-summary:visible')).toContainText('Spanish edition');
  // The three-player example seats red, yellow, green, which the Spanish edition does not: it says so and keeps the standard rules.
  const example = page.locator('.rc-scenario').first();
  // The example may hand over from its drawn frames to Rolit's own island as it comes into view: scroll again if it did.
  await expect(async () => { await example.scrollIntoViewIfNeeded({ timeout: 2000 }); }).toPass();
  await expect(example.locator('.ro-story-edition')).toHaveText(/^Played by the standard edition’s rules: the Spanish edition seats 3 players as red, blue, green/);

  await page.goto('/rolit/end/');
  await expect(page.locator(picker)).toHaveValue('es');
  // A red-against-green example sits the same in the Spanish edition, so it plays by the Spanish rules.
  const twoPlayers = page.locator('.rc-scenario').first();
  // The example may hand over from its drawn frames to Rolit's own island as it comes into view: scroll again if it did.
  await expect(async () => { await twoPlayers.scrollIntoViewIfNeeded({ timeout: 2000 }); }).toPass();
  await expect(twoPlayers.locator('.ro-story-edition')).toHaveText('Played by the Spanish edition’s rules.');
  await expect(page.locator('.ro-edition-note[data-edition="es"]').first()).toContainText('mini points');
  expect(await page.evaluate((k) => localStorage.getItem(k), KEY)).toBe('es');

  // The notes of the chosen edition pass axe too.
  expect(await axeViolations(page, 'main')).toEqual([]);

  // Back to the standard edition: the notes go away again.
  await page.locator(picker).selectOption('standard');
  await expect(page.locator('.ro-edition-note[data-edition="es"]').first()).toBeHidden();

  // A hand-edited stored edition reads as the standard one, without errors (the reading itself: tests/unit/rolit-ui.test.ts).
  await page.evaluate((k) => localStorage.setItem(k, '<script>'), KEY);
  await page.goto('/nl/rolit/');
  await expect(page.locator(picker)).toHaveValue('standard');
  await expect(page.locator('.ro-edition-summary:visible')).toContainText('standaarduitgave');
  await expect(page.locator('.ro-edition-note').first()).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.dataset.rolitEdition ?? null)).toBeNull();
  expect(errors).toEqual([]);
});

test('the editions board and the picker are one setting; an example about one edition keeps it', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/rolit/editions/');
  const board = page.locator('.ro-editions');
  await board.scrollIntoViewIfNeeded();
  await page.locator(picker).selectOption('it');
  await expect(board.getByRole('radio', { name: 'Italian' })).toBeChecked();
  await expect(board).toContainText('Boards for a solo game: 8×8, 4×4.');
  await board.getByRole('radio', { name: /^Spanish/ }).check();
  await expect(page.locator(picker)).toHaveValue('es');
  await expect(board).toContainText('Turn order: red → blue → green → yellow.');
  // The Spanish roll: players roll in turn until one rolls their own colour, and that player begins.
  await board.getByRole('button', { name: 'Roll for who begins' }).click();
  const rolled = board.locator('.ro-rolls');
  await expect(rolled).toContainText(/^Rolled: red rolls \w+/);
  const text = (await rolled.textContent()) ?? '';
  const starter = /(\w+) begins\.$/.exec(text)?.[1]?.toLowerCase();
  expect(text).toMatch(new RegExp(`${starter} rolls ${starter}\\. \\w+ begins\\.$`));
  await expect(board.locator('.ro-counts li.current')).toContainText(new RegExp(starter ?? 'x'));
  await board.getByRole('radio', { name: /^Standard/ }).check();
  await expect(rolled).toHaveCount(0);
  await expect(page.locator(picker)).toHaveValue('standard');
  await expect(board).toContainText('Boards for a solo game: 8×8.');
  // The Spanish three-player example stays Spanish whatever is chosen.
  const pinned = page.locator('.rc-scenario').filter({ hasText: 'Spanish' }).first();
  await pinned.scrollIntoViewIfNeeded();
  await expect(pinned.locator('.ro-story-edition')).toContainText('about the Spanish edition');
  expect(errors).toEqual([]);
});

test('the editions board is drawn when the site is built: no rules core until the reader acts on it, then it does what they did, where it stood', async ({ page }) => {
  const errors = collectErrors(page);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.goto('/rolit/editions/');
  const board = page.locator('.ro-editions');
  await board.scrollIntoViewIfNeeded();
  // Its island has hydrated, drawn as built: the live board's code has not been asked for.
  await expect(page.locator('astro-island:has(.ro-editions)')).not.toHaveAttribute('ssr', /.*/);
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.rb-drawn')).toHaveCount(1);
  await expect(page.locator('.rb-drawn[data-live]')).toHaveCount(0);
  const before = scripts.length;
  // The first click, on an offered square of the drawing: the live board takes over and places the ball there.
  await board.locator('.ro-btn[data-square="f4"]').click();
  await expect(page.locator('.rb-drawn[data-live]')).toHaveCount(1);
  await expect(board).toContainText('Red places at f4 and captures e4.');
  expect(scripts.length, 'the live board loaded its code').toBeGreaterThan(before);
  // On a fresh page, a mouse resting on the board hands over with nothing moved, and the hover shows its preview.
  await page.reload();
  await board.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island:has(.ro-editions)')).not.toHaveAttribute('ssr', /.*/);
  const box = await board.boundingBox();
  await board.locator('.ro-btn[data-square="f4"]').hover();
  await expect(page.locator('.rb-drawn[data-live]')).toHaveCount(1);
  expect(await board.boundingBox()).toEqual(box);
  await board.locator('.ro-btn[data-square="d6"]').hover();
  await expect(board.locator('.ro-ball.ro-preview')).toHaveCount(1);
  // A radio button of the drawing, on a fresh page, chosen by the keyboard's Space on it: the live board chooses it too.
  await page.reload();
  await board.scrollIntoViewIfNeeded();
  await expect(page.locator('astro-island:has(.ro-editions)')).not.toHaveAttribute('ssr', /.*/);
  await board.getByRole('radio', { name: 'Italian' }).focus();
  await page.keyboard.press('Space');
  await expect(page.locator('.rb-drawn[data-live]')).toHaveCount(1);
  await expect(board.getByRole('radio', { name: 'Italian' })).toBeChecked();
  await expect(board.getByRole('radio', { name: 'Italian' })).toBeFocused();
  await expect(board).toContainText('Boards for a solo game: 8×8, 4×4.');
  await expect(page.locator('[data-ro-edition-select]')).toHaveValue('it');
  expect(errors).toEqual([]);
});
