/** SPEC.md sections 4 and 8: sign-in success and failure, sign-out, the account menu. */
import { PASSWORD, signUpElsewhere, uniqueEmail } from './support/api';
import { E2E } from './support/constants';
import { expect, failedResource, test } from './support/fixtures';
import { accountMenuButton, expectToast, fillSignIn, fillSignUp, toast, waitForSession } from './support/ui';

test('signing in says Welcome back and lands on / by default; signing out says Signed out', async ({
  page,
  playwright,
}) => {
  // The account is made by another client so this page starts signed out.
  const user = await signUpElsewhere(playwright, { name: 'Olivia Grant' });

  await page.goto('/auth/sign-in');
  await fillSignIn(page, user.email, user.password);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expectToast(page, 'Welcome back');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Using your About Me')).toBeVisible();
  await expect(accountMenuButton(page)).toHaveText('O');

  // The menu: display name, email, Profile, Sign out.
  await accountMenuButton(page).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByText('Olivia Grant')).toBeVisible();
  await expect(menu.getByText(user.email)).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  await expectToast(page, 'Signed out');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByText('Guest mode')).toBeVisible();

  // Signed out for real: the server no longer knows this browser.
  await page.goto('/history');
  await expect(page).toHaveURL(/\/auth\/sign-in\?redirectTo=\/history$/);
});

test('the Profile item of the account menu opens About Me', async ({ page, user }) => {
  await page.goto('/');
  await accountMenuButton(page).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(
    page.getByRole('region', { name: 'Account Details' }).getByText(user.name, { exact: true }),
  ).toBeVisible();
});

test('a wrong password says Sign in failed and stays on the page', async ({ page, playwright, consoleGuard }) => {
  consoleGuard.allow(failedResource(401));
  const user = await signUpElsewhere(playwright);

  await page.goto('/auth/sign-in');
  await fillSignIn(page, user.email, 'not-the-password');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expectToast(page, 'Sign in failed', /invalid email or password/i);
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await expect(toast(page, 'Welcome back')).toHaveCount(0);
  await waitForSession(page);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('Continue is enabled only with an email and a password of 8 or more characters', async ({ page }) => {
  await page.goto('/auth/sign-in');
  const email = page.getByLabel('Email');
  const password = page.getByLabel('Password', { exact: true });
  const submit = page.getByRole('button', { name: 'Continue', exact: true });
  await expect(submit).toBeDisabled();
  await email.fill('someone@example.com');
  await expect(submit).toBeDisabled();
  await password.fill('1234567');
  await expect(submit).toBeDisabled();
  await password.fill('12345678');
  await expect(submit).toBeEnabled();
  await email.fill('   ');
  await expect(submit).toBeDisabled();
});

test('Create account is enabled only with a 2-80 character name, an email and two 8+ character passwords', async ({
  page,
}) => {
  await page.goto('/auth/sign-up');
  const submit = page.getByRole('button', { name: 'Create account' });
  const name = page.getByLabel('Name', { exact: true });
  await expect(submit).toBeDisabled();
  await name.fill(' A ');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await expect(submit).toBeDisabled(); // one character after trim
  await name.fill('Al');
  await expect(submit).toBeEnabled();
  await name.fill('x'.repeat(81));
  await expect(submit).toBeDisabled();
  await name.fill('x'.repeat(80));
  await expect(submit).toBeEnabled();
  await page.getByLabel('Confirm password', { exact: true }).fill('short');
  await expect(submit).toBeDisabled();
  await page.getByLabel('Confirm password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Email').fill('');
  await expect(submit).toBeDisabled();
});

test("different passwords toast Passwords don't match and create no account", async ({ page }) => {
  const email = uniqueEmail('mismatch');
  await page.goto('/auth/sign-up');
  await fillSignUp(page, { name: 'Devon Reyes', email, password: PASSWORD, confirm: `${PASSWORD}x` });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectToast(page, "Passwords don't match", 'Please make sure both password fields match.');
  await expect(page).toHaveURL(/\/auth\/sign-up$/);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  // No account was made: signing in with either password fails.
  const attempt = await page.request.post('/api/auth/sign-in/email', {
    headers: { Origin: E2E.appUrl },
    data: { email, password: PASSWORD },
  });
  expect(attempt.status()).toBe(401);
});

test('signing up with an address already taken says Sign up failed', async ({ page, playwright, consoleGuard }) => {
  consoleGuard.allow(failedResource(422));
  consoleGuard.allow(failedResource(400));
  const taken = await signUpElsewhere(playwright);

  await page.goto('/auth/sign-up');
  await fillSignUp(page, { name: 'Someone Else', email: taken.email, password: PASSWORD });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectToast(page, 'Sign up failed');
  await expect(page).toHaveURL(/\/auth\/sign-up$/);
});

test('an email in the wrong format is refused in the form, before anything is sent', async ({ page }) => {
  const signIns: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/auth/sign-in')) signIns.push(r.url());
  });
  await page.goto('/auth/sign-in');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expect(page.getByText('Enter a valid email address')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  expect(signIns).toEqual([]);
});
