import type { Page } from '@playwright/test';

/**
 * What a page loads, watched from before it opens: every script file (each once, by its path in the build) and
 * Starlight's Pagefind files, for the page-weight budgets (scripts/page-weight.ts `weigh`). `quiet()` waits until no
 * request has been open for 400 ms (at most 15 s), so that everything the page fetches once scrolled is counted.
 */
export function watchLoads(page: Page) {
  const scripts = new Set<string>();
  const search = new Set<string>();
  let open = 0;
  let lastChange = Date.now();
  page.on('request', (req) => {
    open++;
    lastChange = Date.now();
    const path = new URL(req.url()).pathname;
    if (path.startsWith('/pagefind/')) search.add(path);
    else if (req.resourceType() === 'script' || path.endsWith('.js') || path.endsWith('.mjs')) scripts.add(path);
  });
  const done = () => {
    open--;
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    async quiet() {
      const until = Date.now() + 15_000;
      while (Date.now() < until && !(open <= 0 && Date.now() - lastChange >= 400)) await page.waitForTimeout(50);
    },
    /** What has loaded so far (a copy). */
    loaded: () => ({ scripts: [...scripts], search: [...search] }),
  };
}
