import type { Page } from '@playwright/test';

/**
 * Starts recording the page's long tasks and returns a reader of the longest since (0 for none): the
 * coach thinks in a Web Worker, so asking it for a hint must leave the page without a long task.
 */
export async function watchLongTasks(page: Page): Promise<() => Promise<number>> {
  await page.evaluate(() => {
    const w = window as unknown as { __long: number[] };
    w.__long = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__long.push(e.duration);
    }).observe({ type: 'longtask' });
  });
  return () => page.evaluate(() => Math.max(0, ...(window as unknown as { __long: number[] }).__long));
}
