import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints the plain closing line CI reads: "E2E: N passed, N failed, N skipped, N flaky". A test
 * that failed and then passed on its retry (CI only) counts as passed and as flaky.
 */
export default class SummaryReporter implements Reporter {
  private passed = 0;
  private failed = 0;
  private skipped = 0;
  private flaky = 0;

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.retry < test.retries && result.status !== 'passed' && result.status !== 'skipped') return;
    if (result.status === 'passed') {
      this.passed++;
      if (result.retry > 0) this.flaky++;
    } else if (result.status === 'skipped') this.skipped++;
    else this.failed++;
  }

  onEnd(_result: FullResult) {
    console.log(`\nE2E: ${this.passed} passed, ${this.failed} failed, ${this.skipped} skipped, ${this.flaky} flaky`);
  }
}
