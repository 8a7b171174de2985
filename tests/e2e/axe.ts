import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2 A/AA violations on the page (or inside `include`), as id, help and the elements hit, so a failure says what to fix. */
export async function axeViolations(page: Page, include?: string) {
  let axe = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  if (include) axe = axe.include(include);
  const results = await axe.analyze();
  return results.violations.map(({ id, help, nodes }) => ({ id, help, targets: nodes.map((n) => n.target) }));
}
