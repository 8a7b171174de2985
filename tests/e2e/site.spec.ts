import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { collectErrors } from './errors';
import { CHAPTERS, chapterOf } from '../../src/components/rollecate/clauses';
import { sitePages } from './pages';

const pages = sitePages();


test('the page list covers the landing pages and every Rollecate chapter in both languages', () => {
  const paths = pages.map((p) => p.path);
  for (const base of ['/', '/nl/']) {
    expect(paths).toContain(base);
    for (const chapter of CHAPTERS) expect(paths).toContain(`${base}rollecate/${chapter}/`);
  }
});

for (const { path, lang } of pages) {
  test.describe(`page ${path}`, () => {
    test('loads with HTTP 200, a heading, the right language, and no console errors', async ({ page }) => {
      const errors = collectErrors(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1').first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    });

    test('every embedded example steps to its end', async ({ page }) => {
      // The rulings pages hold about fifty examples: give them time on a slow machine.
      test.slow();
      const errors = collectErrors(page);
      await page.goto(path);
      const islands = page.locator('astro-island:has(.rc-scenario)');
      const count = await islands.count();
      for (let i = 0; i < count; i++) {
        const island = islands.nth(i);
        await island.scrollIntoViewIfNeeded();
        // client:visible islands hydrate when seen; Astro drops the ssr attribute once they have.
        await expect.poll(() => island.evaluate((el) => el.hasAttribute('ssr'))).toBe(false);
        // Click through inside the page: Playwright's per-click checks over hundreds of steps are slow.
        const end = await island.evaluate(async (el) => {
          const next = () => el.querySelector<HTMLButtonElement>('.rc-stepper button.primary');
          for (let guard = 0; next() && !next()!.disabled && guard < 300; guard++) {
            next()!.click();
            await new Promise((r) => setTimeout(r, 0));
          }
          return { progress: el.querySelector('.rc-progress')?.textContent ?? '', broken: !!el.querySelector('.rc-scenario.error') };
        });
        expect(end.broken, `example ${i}`).toBe(false);
        const [n, of] = (end.progress.match(/\d+/g) ?? []).map(Number);
        expect(of, `example ${i}: ${end.progress}`).toBeGreaterThan(1);
        expect(n, `example ${i}: ${end.progress}`).toBe(of);
      }
      expect(errors).toEqual([]);
    });

    for (const theme of ['light', 'dark'] as const) {
      test(`has no WCAG 2 A/AA violations (axe, ${theme} theme)`, async ({ page }) => {
        test.slow();
        // Starlight reads the theme from localStorage before first paint.
        await page.addInitScript((t) => localStorage.setItem('starlight-theme', t), theme);
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
        // Islands hydrate when visible: scroll through so every example is rendered before the scan.
        await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += 600) {
            window.scrollTo(0, y);
            await new Promise((r) => setTimeout(r, 30));
          }
        });
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
        expect(results.violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.slice(0, 3).map((n) => n.target) }))).toEqual([]);
      });
    }

    test('has no horizontal scroll on a 390 px phone', async ({ page }) => {
      // No `isMobile`: with it, Chromium widens the layout viewport to fit the content.
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
      expect(innerWidth).toBe(390);
      expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
    });
  });
}

test('every clause R1–R46 has its anchor on the chapter that explains it, in both languages', async ({ page }) => {
  for (const base of ['/rollecate/', '/nl/rollecate/']) {
    for (const chapter of CHAPTERS) {
      await page.goto(`${base}${chapter}/`);
      for (let n = 1; n <= 46; n++) {
        if (chapterOf(`R${n}`) !== chapter) continue;
        await expect(page.locator(`#r${n}`), `${base}${chapter}/#r${n}`).toHaveCount(1);
      }
    }
  }
});

test('the landing page links to Rollecate and Rolit and marks Steam Rollers as coming', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Coming', { exact: true })).toHaveCount(1);
  await expect(page.getByText('Available', { exact: true })).toHaveCount(2);
  await page.getByRole('link', { name: 'Play Rolit' }).first().click();
  await expect(page).toHaveURL(/\/rolit\/play\/$/);
  await page.goto('/');
  await page.getByRole('link', { name: /first turn/i }).first().click();
  await expect(page).toHaveURL(/\/rollecate\/first-turn\/$/);
});

for (const [base, query, chapter] of [['/', 'derail', 'rollecate/ride'], ['/nl/', 'ontspoort', 'rollecate/ride'], ['/', 'enclose', 'rolit/capturing'], ['/nl/', 'kettingreactie', 'rolit/capturing']] as const) {
  test(`search for "${query}" finds the ${chapter} page (${base})`, async ({ page }) => {
    await page.goto(base);
    await page.getByRole('button', { name: /search|zoeken/i }).first().click();
    const box = page.locator('#starlight__search input.pagefind-ui__search-input');
    await box.fill(query);
    const hit = page.locator(`#starlight__search a[href*="${base === '/' ? '' : 'nl/'}${chapter}/"]`).first();
    await expect(hit).toBeVisible({ timeout: 10_000 });
  });
}

/** The page's first example, scrolled into view and hydrated (its island has lost the `ssr` attribute). */
async function firstExample(page: Page): Promise<Locator> {
  const example = page.locator('.rc-scenario').first();
  await example.scrollIntoViewIfNeeded();
  await expect.poll(() => page.locator('astro-island:has(.rc-scenario)').first().evaluate((el) => el.hasAttribute('ssr'))).toBe(false);
  return example;
}

test('an example steps with the keyboard alone', async ({ page }) => {
  await page.goto('/rollecate/first-turn/');
  const example = await firstExample(page);
  const next = example.locator('.rc-stepper button.primary');
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(example.locator('.rc-progress')).toHaveText(/^\D*2\D/);
  await page.keyboard.press('ArrowRight');
  await expect(example.locator('.rc-progress')).toHaveText(/^\D*3\D/);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Home');
  await expect(example.locator('.rc-progress')).toHaveText(/^\D*1\D/);
});

test('"Try it" plays on from a Rollecate example, and "reset" goes back to the story', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/rollecate/pass/');
  const example = await firstExample(page);
  await example.getByRole('button', { name: 'Try it' }).click();
  await expect(example.locator('.rc-stepper')).not.toContainText('Next');
  await example.getByRole('button', { name: 'Pass', exact: true }).click();
  await expect(example.locator('.rc-trylog li').first()).toContainText('passes');
  await example.getByRole('button', { name: 'Reset to the example' }).click();
  await expect(example.locator('.rc-trylog')).toHaveCount(0);
  await expect(example.locator('.rc-progress')).toHaveText(/^\D*1\D/);
  expect(errors).toEqual([]);
});

test('"Try it" in a Dutch Rolit example: a refused square says why in Dutch, a legal one is played', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/nl/rolit/capturing/');
  const example = await firstExample(page);
  await example.getByRole('button', { name: 'Probeer zelf' }).click();
  const box = example.getByRole('textbox', { name: 'Vakje' });
  await box.fill('a1');
  await box.press('Enter');
  await expect(example.locator('.rc-refusal')).toContainText(/RO5: (a1 raakt geen bal|op a1 ligt al een bal)/);
  await example.locator('.ro-btn').first().click();
  await expect(example.locator('.rc-trylog li')).toHaveCount(1);
  await expect(example.locator('.rc-refusal')).toHaveCount(0);
  await example.getByRole('button', { name: 'Terug naar het voorbeeld' }).click();
  await expect(example.locator('.rc-trylog')).toHaveCount(0);
  expect(errors).toEqual([]);
});
