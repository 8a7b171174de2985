/**
 * The page for an address with no page (src/pages/404.astro): served with status 404, in both
 * languages with the reader's first, offering the nearest real page for a mistyped or
 * hand-edited link, and never failing on an address it cannot read.
 */
import { expect, test, type Page } from '@playwright/test';
import { axeBothThemes } from './axe';
import { collectErrors } from './errors';

/** Opens a missing address; the browser's own report of the 404 response is the one error allowed. */
async function openMissing(page: Page, path: string) {
  const errors = collectErrors(page);
  const response = await page.goto(path);
  expect(response?.status()).toBe(404);
  await expect(page.locator('h1')).toHaveText('Page not found · Pagina niet gevonden');
  return () => errors.filter((e) => !/status of 404/.test(e));
}

const sections = (page: Page) => page.locator('[data-not-found] > section');

test('a mistyped English address: English first, the nearest page offered and reachable, axe in both themes', async ({ page }) => {
  const otherErrors = await openMissing(page, '/rollecate/ridee/');
  await expect(sections(page).first()).toHaveAttribute('lang', 'en');
  const near = sections(page).first().locator('[data-near]');
  await expect(near).toBeVisible();
  await expect(near.locator('a')).toHaveAttribute('href', '/rollecate/ride/');
  // The Dutch half offers nothing: the address is not a Dutch one.
  await expect(sections(page).nth(1).locator('[data-near]')).toBeHidden();
  await expect(sections(page).first().getByRole('link', { name: 'Steam Rollers: the rules' })).toHaveAttribute('href', '/steam-rollers/');
  const { light, dark } = await axeBothThemes(page);
  expect(light).toEqual([]);
  expect(dark).toEqual([]);
  expect(otherErrors()).toEqual([]);
  await near.locator('a').click();
  await expect(page).toHaveURL(/\/rollecate\/ride\/$/);
  await expect(page.locator('h1').first()).not.toHaveText(/not found/i);
});

test('a mistyped Dutch address: the Dutch half comes first and offers the Dutch page', async ({ page }) => {
  const otherErrors = await openMissing(page, '/nl/rolit/placng/');
  await expect(sections(page).first()).toHaveAttribute('lang', 'nl');
  await expect(sections(page).first().locator('h2')).toHaveText('Pagina niet gevonden');
  await expect(sections(page).first().locator('[data-near] a')).toHaveAttribute('href', '/nl/rolit/placing/');
  await expect(sections(page).first().getByRole('link', { name: 'Rolit: de regels' })).toHaveAttribute('href', '/nl/rolit/');
  expect(otherErrors()).toEqual([]);
});

test('an address like no page offers no guess; one deeper than a real page offers that page; a malformed one breaks nothing', async ({ page }) => {
  let otherErrors = await openMissing(page, '/quite-unlike-anything-here/');
  await expect(page.locator('[data-near]:not([hidden])')).toHaveCount(0);
  await expect(sections(page).first().getByRole('link')).toHaveCount(5);
  expect(otherErrors()).toEqual([]);

  otherErrors = await openMissing(page, '/steam-rollers/map/hex/12/');
  await expect(sections(page).first().locator('[data-near] a')).toHaveAttribute('href', '/steam-rollers/map/');
  expect(otherErrors()).toEqual([]);

  otherErrors = await openMissing(page, '/rollecate/%E0%A4%A/');
  await expect(sections(page).first().locator('[data-near] a')).toHaveAttribute('href', '/rollecate/');
  expect(otherErrors()).toEqual([]);
});
