import type axe from 'axe-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

/** axe-core's minified build: half the source of `axe.source` (0.65 of 1.5 MB), so each page parses it faster. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The axe rules whose verdict depends on the colours, and so on the theme. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * axe-core runs in the page itself, put there once per page load. (@axe-core/playwright, used
 * before, put the whole 1.5 MB script into the page again for every scan and sent back every
 * passing node too: half of each page scan's time went to that.)
 */
async function ensureAxe(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
}

/**
 * WCAG 2 A/AA violations on the page (or inside `include`, outside `exclude`), as id, help and the
 * elements hit, so a failure says what to fix. `colours: true` runs only the rules that depend on
 * colour: the second theme changes colours and nothing else, so that is all it needs.
 */
export async function axeViolations(page: Page, include?: string, o: { colours?: boolean; noColours?: boolean; exclude?: string[] } = {}) {
  await ensureAxe(page);
  const options: axe.RunOptions = {
    runOnly: o.colours ? { type: 'rule', values: COLOUR_RULES } : { type: 'tag', values: ['wcag2a', 'wcag2aa'] },
    ...(o.noColours ? { rules: Object.fromEntries(COLOUR_RULES.map((id) => [id, { enabled: false }])) } : {}),
    // Only the violations are read; axe then keeps one passing node per rule instead of all of them.
    resultTypes: ['violations'],
  };
  const context = { include: include ? [[include]] : [['html']], exclude: (o.exclude ?? []).map((s) => [s]) };
  return page.evaluate(async ([context, options]) => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run(context as axe.ElementContext, options as axe.RunOptions);
    return results.violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((n) => n.target) }));
  }, [context, options] as const);
}

/** Switches Starlight's theme the way a reader does, with the theme picker in the header. */
export async function chooseTheme(page: Page, theme: 'light' | 'dark') {
  await page.locator('starlight-theme-select select').first().selectOption(theme);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/**
 * The full scan in the light theme, then the colour rules in the dark theme: every rule once
 * per thing it depends on, on one page load. `colours: false` leaves out the colour rules in
 * both themes, for a page whose colours another scan has already checked (a translation of a
 * page draws the same elements in the same colours).
 */
export async function axeBothThemes(page: Page, include?: string, o: { exclude?: string[]; colours?: boolean } = {}) {
  if (o.colours === false) {
    await chooseTheme(page, 'light');
    return { light: await axeViolations(page, include, { exclude: o.exclude, noColours: true }), dark: [] };
  }
  await chooseTheme(page, 'light');
  const light = await axeViolations(page, include, o);
  await chooseTheme(page, 'dark');
  const dark = await axeViolations(page, include, { ...o, colours: true });
  await chooseTheme(page, 'light');
  return { light, dark };
}
