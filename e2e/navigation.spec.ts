/** SPEC.md section 2, navigation bar: session placeholder, guest badge, account widget, sign-out failure. */
import { failRoute } from './support/api';
import { expect, failedResource, test } from './support/fixtures';
import { accountMenuButton, expectToast, holdRoute, waitForSession } from './support/ui';

test('a pulsing placeholder shows while the session loads, then the Guest badge and Sign in', async ({ page }) => {
  const release = await holdRoute(page, '**/api/auth/get-session*');
  await page.goto('/');
  const placeholder = page.getByRole('status', { name: 'Loading account' });
  await expect(placeholder).toBeVisible();
  expect(await placeholder.evaluate((el) => getComputedStyle(el).animationName)).not.toBe('none');
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  release();
  await expect(placeholder).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Guest', { exact: true })).toBeVisible();
});

test('the Guest badge tooltip says generating works without an account and copy-save may need login', async ({
  page,
}) => {
  await page.goto('/');
  await waitForSession(page);
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toBeHidden();
  await page.getByText('Guest', { exact: true }).hover();
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText(/without an account/i);
  await expect(tooltip).toContainText(/sign in|log ?in/i);
});

test('the title and the Home, About Me and History links', async ({ page, user }) => {
  void user;
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('heading', { name: 'RFI History' })).toBeVisible();
  await nav.getByRole('link', { name: 'About Me' }).click();
  await expect(page.getByRole('heading', { name: 'About Me', level: 1 })).toBeVisible();
  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByText('Using your About Me')).toBeVisible();
  await page.goto('/history');
  await page.getByRole('link', { name: 'IntroAsk', exact: true }).click();
  await expect(page.getByText('Using your About Me')).toBeVisible();
});

test('a failed sign-out says Sign out failed and keeps the user signed in', async ({ page, user, consoleGuard }) => {
  void user;
  consoleGuard.allow(failedResource(500));
  await failRoute(page, '**/api/auth/sign-out', { message: 'Session store unavailable' });
  await page.goto('/');
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expectToast(page, 'Sign out failed');
  await expect(accountMenuButton(page)).toBeVisible();
  await expect(page.getByText('Using your About Me')).toBeVisible();
});
