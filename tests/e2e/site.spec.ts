import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const pages = [
  { path: '/', lang: 'en', h1: 'Interactive Rulebook' },
  { path: '/nl/', lang: 'nl', h1: 'Interactief spelregelboek' },
  { path: '/rollecate/', lang: 'en', h1: 'Rollecate at a glance' },
  { path: '/nl/rollecate/', lang: 'nl', h1: 'Rollecate in het kort' },
] as const;

/** Collects console errors and uncaught page errors from the moment it is called. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}

for (const { path, lang, h1 } of pages) {
  test.describe(`page ${path}`, () => {
    test('loads with HTTP 200, the right heading and language, and no errors', async ({ page }) => {
      const errors = collectErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toHaveText(h1);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });

    for (const theme of ['light', 'dark'] as const) {
      test(`has no WCAG 2 A/AA violations (axe, ${theme} theme)`, async ({ page }) => {
        // Starlight reads the theme from localStorage before first paint.
        await page.addInitScript((t) => localStorage.setItem('starlight-theme', t), theme);
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
        expect(results.violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((n) => n.target) }))).toEqual([]);
      });
    }
  });
}

test('rule paragraphs carry the clause ids of the rules analysis', async ({ page }) => {
  for (const path of ['/rollecate/', '/nl/rollecate/']) {
    await page.goto(path);
    for (const id of ['r10', 'r11', 'r12', 'r13', 'r24', 'r31', 'r33', 'r35']) {
      await expect(page.locator(`#${id}`), `${path}#${id}`).toHaveCount(1);
    }
  }
});

test('the landing page links to Rollecate and marks the other games as coming', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Rollecate at a glance' }).click();
  await expect(page).toHaveURL(/\/rollecate\/$/);
  await page.goto('/');
  await expect(page.getByText('Coming', { exact: true })).toHaveCount(2);
});

test.describe('on a phone', () => {
  // No `isMobile`: with it, Chromium widens the layout viewport to fit the content, and an
  // overflowing page would still report scrollWidth <= innerWidth.
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/', '/nl/', '/rollecate/', '/nl/rollecate/']) {
    test(`${path} has no horizontal scroll`, async ({ page }) => {
      await page.goto(path);
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(innerWidth).toBe(390);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    });
  }
});
