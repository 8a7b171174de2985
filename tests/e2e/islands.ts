import { expect, type Page } from '@playwright/test';

/**
 * Waits until the island holding `inner` has hydrated (Astro drops its `ssr` attribute then).
 * An island's buttons are drawn before it hydrates; a click before then does nothing.
 */
export async function hydrated(page: Page, inner: string): Promise<void> {
  const island = page.locator(`astro-island:has(${inner})`).first();
  await island.evaluate((el) => el.firstElementChild?.scrollIntoView({ block: 'center' }));
  await expect(island).not.toHaveAttribute('ssr', { timeout: 20_000 });
}
