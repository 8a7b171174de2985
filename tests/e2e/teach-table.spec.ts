/**
 * Issue 12 in a real browser, where layout matters: the play pages do not jump while they load
 * (CLS, desktop and 390 px).
 *
 * Moved, checked once elsewhere: the bots' pace, "skip to my turn" and the log that follows, at all
 * three tables (tests/component/table-pace-log.test.tsx, on a fake clock); the train's motion, and
 * a selected build's odds at 390 px (tests/e2e/play.spec.ts, mid-game); bots moving at once under
 * reduced motion (tests/unit/table-machine.test.ts); the log naming cards in words
 * (tests/component/teach-table.test.tsx).
 */
import { expect, test, type Page } from '@playwright/test';

/** The page's layout shift so far (the sum of every shift without recent input). */
async function cls(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await page.waitForSelector('astro-island:not([ssr]) :is(form, button)');
  // Two frames after hydration: a shift from the island's first paint is in by then.
  await page.evaluate(() => new Promise((r) => { requestAnimationFrame(() => requestAnimationFrame(r)); setTimeout(r, 200); }));
  return page.evaluate(() => (window as unknown as { __cls: number }).__cls);
}

test('the play pages do not jump while they load (CLS < 0.1, desktop and 390 px)', async ({ browser }) => {
  const found: Record<string, number> = {};
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __cls: number };
      w.__cls = 0;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!e.hadRecentInput) w.__cls += e.value;
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const path of ['/rollecate/play/', '/steam-rollers/play/', '/rolit/play/']) {
      // A fresh page each time, so one page's shifts are not counted for the next.
      await page.goto('about:blank');
      found[`${path} ${viewport.width}`] = await cls(page, path);
    }
    await context.close();
  }
  test.info().annotations.push({ type: 'cls', description: JSON.stringify(found) });
  for (const [key, value] of Object.entries(found)) expect(value, key).toBeLessThan(0.1);
});
