import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page as it is now (open menus and popovers included) and fails with a readable
 * list when any serious or critical violation is found.
 */
export async function expectNoSeriousA11yViolations(page: Page, where: string): Promise<void> {
  // A toast still fading in is measured at its blended colour (a success toast read 3.07:1 in
  // e2e/guest-import.spec.ts, failing once in three CI runs in sessions 22 and 23): the page is
  // measured once its finite animations have ended (a pulsing placeholder repeats forever).
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Number.POSITIVE_INFINITY),
  );
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
