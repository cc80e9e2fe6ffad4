import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page as it is now (open menus and popovers included) and fails with a readable
 * list when any serious or critical violation is found.
 */
export async function expectNoSeriousA11yViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = serious.map(
    (v) =>
      `${v.id} [${v.impact}] ${v.help} (${v.helpUrl})\n` +
      v.nodes.map((n) => `    at ${n.target.join(' ')}: ${n.failureSummary?.replace(/\n/g, ' / ')}`).join('\n'),
  );
  if (report.length > 0) console.log(`axe on ${where}:\n${report.join('\n')}`);
  expect(report, `serious or critical axe violations on ${where}`).toEqual([]);
}
