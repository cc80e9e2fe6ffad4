/** SPEC.md section 8: generate and regenerate failures are toasted with the server's message. */
import { expect, failedResource, test } from './support/fixtures';
import { expectToast, fillGuest, fillRequest, form, generate, output } from './support/ui';

const refuse = (message: string) => ({
  status: 503,
  contentType: 'application/json',
  body: JSON.stringify({ error: message, code: 'DATABASE_UNAVAILABLE' }),
});

test('a failed generation says Generation failed with the message, and the placeholder stays', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(failedResource(503));
  await page.route('**/api/generate', (route) => route.fulfill(refuse('The engine is resting')));
  await page.goto('/');
  await fillGuest(page);
  await fillRequest(page);
  await form.generate(page).click();
  await expectToast(page, 'Generation failed', 'The engine is resting');
  await expect(output.placeholder(page)).toBeVisible();
  await expect(form.generate(page)).toBeEnabled();
});

test('a failed retry says Regeneration failed and keeps the current text', async ({ page, consoleGuard }) => {
  consoleGuard.allow(failedResource(503));
  await page.goto('/');
  await fillGuest(page);
  await fillRequest(page);
  const first = await generate(page);
  await page.route('**/api/regenerate', (route) => route.fulfill(refuse('Try again in a moment')));
  await output.retry(page).click();
  await expectToast(page, 'Regeneration failed', 'Try again in a moment');
  await expect(output.message(page)).toHaveValue(first);
});

test('without a server message the toast says HTTP status; with an unreadable body, An unknown error occurred', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(failedResource(502));
  consoleGuard.allow(failedResource(504));
  await page.route('**/api/generate', (route) =>
    route.fulfill({ status: 502, contentType: 'application/json', body: '{"code":"BAD_GATEWAY"}' }),
  );
  await page.goto('/');
  await fillGuest(page);
  await form.generate(page).click();
  await expectToast(page, 'Generation failed', 'HTTP 502');

  await page.unroute('**/api/generate');
  await page.route('**/api/generate', (route) =>
    route.fulfill({ status: 504, contentType: 'text/html', body: '<h1>Gateway Timeout</h1>' }),
  );
  await form.generate(page).click();
  await expectToast(page, 'Generation failed', 'An unknown error occurred');
});
