import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The axe rules whose verdict depends on the colours, and so on the theme. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * WCAG 2 A/AA violations on the page (or inside `include`, outside `exclude`), as id, help and the
 * elements hit, so a failure says what to fix. `colours: true` runs only the rules that depend on
 * colour: the second theme changes colours and nothing else, so that is all it needs.
 */
export async function axeViolations(page: Page, include?: string, o: { colours?: boolean; noColours?: boolean; exclude?: string[] } = {}) {
  // Legacy mode runs axe in the page itself. The default mode opens a blank page per scan to
  // merge the results of cross-origin frames; the site has none, and that page costs seconds.
  let axe = new AxeBuilder({ page }).setLegacyMode(true);
  axe = o.colours ? axe.withRules(COLOUR_RULES) : axe.withTags(['wcag2a', 'wcag2aa']);
  if (o.noColours) axe = axe.disableRules(COLOUR_RULES);
  if (include) axe = axe.include(include);
  for (const selector of o.exclude ?? []) axe = axe.exclude(selector);
  const results = await axe.analyze();
  return results.violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((n) => n.target) }));
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
