/**
 * The test object every spec imports:
 * - `consoleGuard` (automatic): fails the test on any console.error or uncaught page error the test
 *   did not announce with `consoleGuard.allow(/pattern/)` (e.g. the browser's own "Failed to load
 *   resource: ... 401" line when a test provokes a 401 on purpose).
 * - `user`: a fresh account created through the API for this test only; the page is signed in.
 * - `grantClipboard()`: clipboard-read and clipboard-write for the app's origin.
 */
import { test as base, expect } from '@playwright/test';
import { signUpViaApi, type TestUser } from './api';
import { E2E } from './constants';

export interface ConsoleGuard {
  /** Errors matching this pattern are expected in this test. */
  allow(pattern: RegExp): void;
  /** Everything collected so far (for tests that assert an error was logged). */
  readonly errors: readonly string[];
}

interface Fixtures {
  consoleGuard: ConsoleGuard;
  user: TestUser;
  grantClipboard: () => Promise<void>;
}

export const test = base.extend<Fixtures>({
  consoleGuard: [
    async ({ page }, use, testInfo) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const where = message.location().url;
        errors.push(where ? `${message.text()} (at ${where})` : message.text());
      });
      page.on('pageerror', (error) => errors.push(`Uncaught ${error.name}: ${error.message}`));
      await use({
        allow: (pattern) => {
          allowed.push(pattern);
        },
        get errors() {
          return errors;
        },
      });
      const unexpected = errors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      if (unexpected.length > 0)
        await testInfo.attach('browser-errors', { body: unexpected.join('\n'), contentType: 'text/plain' });
      expect(unexpected, 'unexpected console.error or page error in the browser').toEqual([]);
    },
    { auto: true },
  ],

  user: async ({ page }, use) => {
    await use(await signUpViaApi(page.request));
  },

  grantClipboard: async ({ context }, use) => {
    await use(async () => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E.appUrl });
    });
  },
});

export { expect };

/** The browser's own line for a failed fetch with this status (Chromium logs every 4xx/5xx). */
export function failedResource(status: number): RegExp {
  return new RegExp(`Failed to load resource: the server responded with a status of ${status}`);
}
