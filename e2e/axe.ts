import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Serious or critical axe violations on the page as it is now, each with where it is; only
 * those of `rules` (axe rule ids, e.g. 'color-contrast') when given.
 */
export async function seriousViolations(page: Page, rules?: string[]) {
  const builder = new AxeBuilder({ page });
  const results = await (rules ? builder.withRules(rules) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
