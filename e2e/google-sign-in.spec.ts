/** SPEC.md sections 1 and 2: Google sign-in through the OAuth redirect (a local OpenID Connect server here). */
import { E2E } from './support/constants';
import { expect, failedResource, test } from './support/fixtures';
import { accountMenuButton, expectToast, waitForSession } from './support/ui';

test('Continue with Google goes through the provider and comes back signed in', async ({ page }) => {
  // The button is there because the server has GOOGLE_CLIENT_ID (it asks /api/config).
  const config = await page.request.get('/api/config');
  expect(await config.json()).toMatchObject({ googleEnabled: true });

  await page.goto('/auth/sign-in?redirectTo=/history');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(/\/history$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'RFI History' })).toBeVisible();

  // Signed in as the user the provider vouched for (only the OIDC server knows this name and
  // address): avatar initial, name and email in the menu.
  await expect(accountMenuButton(page)).toHaveText(E2E.googleUser.name.charAt(0));
  await accountMenuButton(page).click();
  await expect(page.getByRole('menu').getByText(E2E.googleUser.name)).toBeVisible();
  await expect(page.getByRole('menu').getByText(E2E.googleUser.email)).toBeVisible();
});

test('both auth pages offer Google sign-in', async ({ page }) => {
  for (const path of ['/auth/sign-in', '/auth/sign-up']) {
    await page.goto(path);
    await waitForSession(page);
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  }
});

test('without Google configured on the server, no Google button is offered', async ({ page }) => {
  await page.route('**/api/config', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: '{"googleEnabled":false}' }),
  );
  const configAnswered = page.waitForResponse((r) => r.url().endsWith('/api/config'));
  await page.goto('/auth/sign-in');
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toBeVisible();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  // The config answer has arrived; the button must still be absent once the page has used it.
  await configAnswered;
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
});

test('a failed Google sign-in says Sign in failed (Failed to sign in with Google.)', async ({ page, consoleGuard }) => {
  consoleGuard.allow(failedResource(500));
  await page.route('**/api/auth/sign-in/**', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
  );
  await page.goto('/auth/sign-in');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expectToast(page, 'Sign in failed', /Google|HTTP 500|Internal/);
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
});

test('coming back from the provider with an error says Sign in failed', async ({ page }) => {
  await page.goto('/auth/sign-in?error=access_denied');
  await expectToast(page, 'Sign in failed', 'Failed to sign in with Google.');
});
