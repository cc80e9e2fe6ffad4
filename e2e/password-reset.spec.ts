/**
 * Decision 012: "Forgot password?" end to end. The email is received by a real SMTP server
 * (support/mail-server.mjs); its link is followed in Chromium to a new password that signs in, and
 * works only once.
 */
import { expectNoSeriousA11yViolations } from './support/a11y';
import { signUpElsewhere } from './support/api';
import { expect, test } from './support/fixtures';
import { linkIn, mailTo } from './support/mail';
import { expectToast, fillSignIn } from './support/ui';

const NEW_PASSWORD = 'a fresh passphrase for e2e';

test('forgot password: the emailed link sets a new password that signs in, and works once', async ({
  page,
  playwright,
}) => {
  const user = await signUpElsewhere(playwright, { name: 'Rosa Reset' });

  await page.goto('/auth/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password$/);
  await expectNoSeriousA11yViolations(page, 'forgot password');
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: `If an account uses ${user.email}` })).toBeVisible();

  const mail = await mailTo(user.email, /Reset your IntroAsk password/);
  const link = linkIn(mail);
  expect(link).toContain('/api/auth/reset-password/');

  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/reset-password\?token=/);
  await expectNoSeriousA11yViolations(page, 'reset password');
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expectToast(page, 'Password changed');
  await expect(page).toHaveURL(/\/auth\/sign-in\?reset=done$/);
  await expect(page.getByText('Your password is changed. Sign in with your new password.')).toBeVisible();

  await fillSignIn(page, user.email, NEW_PASSWORD);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expectToast(page, 'Welcome back');
  await expect(page.getByText('Using your About Me')).toBeVisible();

  // The same link again: spent.
  await page.goto(link);
  await expect(page).toHaveURL(/\/auth\/reset-password\?error=INVALID_TOKEN/);
  await expect(page.getByRole('alert')).toContainText('This link has expired or was already used.');
});

test('the show-password toggle reveals what was typed', async ({ page }) => {
  await page.goto('/auth/sign-in');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('typed carefully');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
});

test('a signed-in user opening sign-in goes on to redirectTo', async ({ page, user }) => {
  expect(user.email).toBeTruthy();
  await page.goto('/auth/sign-in?redirectTo=/history');
  await expect(page).toHaveURL(/\/history$/);
  await expect(page.getByRole('heading', { name: 'RFI History' })).toBeVisible();
});
