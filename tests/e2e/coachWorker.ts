import type { Page } from '@playwright/test';

/**
 * Starts counting the coach's questions posted to a Web Worker and the answers the worker sends back, and returns a
 * reader of both counts. The coach thinks in a worker so that a hint never freezes the table: a hint shown with no
 * question posted to a worker was worked out on the page itself (the fallback for a browser without workers). This is
 * what the table promises, checked as behaviour; how long the page's own tasks take is for `npm run bench`, not a test.
 */
export async function watchCoachWorker(page: Page): Promise<() => Promise<{ asked: number; answered: number }>> {
  await page.evaluate(() => {
    const w = window as unknown as { __coach: { asked: number; answered: number }; __coachWatched?: boolean };
    w.__coach = { asked: 0, answered: 0 };
    if (w.__coachWatched) return;
    w.__coachWatched = true;
    const post = Worker.prototype.postMessage;
    const heard = new WeakSet<Worker>();
    Worker.prototype.postMessage = function (this: Worker, message: unknown, ...rest: unknown[]) {
      if (message && typeof message === 'object' && 'req' in message) {
        w.__coach.asked++;
        if (!heard.has(this)) {
          heard.add(this);
          this.addEventListener('message', () => w.__coach.answered++);
        }
      }
      return (post as (this: Worker, ...a: unknown[]) => void).call(this, message, ...rest);
    } as typeof Worker.prototype.postMessage;
  });
  return () => page.evaluate(() => (window as unknown as { __coach: { asked: number; answered: number } }).__coach);
}
