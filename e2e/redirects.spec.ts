/** SPEC.md sections 2 and 9: guarded routes, redirectTo, and the default destinations. */

import { PASSWORD, signUpElsewhere, uniqueEmail } from './support/api';
import { expect, test } from './support/fixtures';
import { expectToast, fillSignIn, fillSignUp, waitForSession } from './support/ui';
import { HOME } from './support/urls';

for (const path of ['/about', '/history'] as const) {
  test(`a guest opening ${path} is sent to sign-in (replace) and comes back there after signing in`, async ({
    page,
    playwright,
  }) => {
    const user = await signUpElsewhere(playwright);
    await page.goto('/');
    await waitForSession(page);
    await page.goto(path);
    await expect(page).toHaveURL(`/auth/sign-in?redirectTo=${path}`);
    await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible();

    // Replace semantics: the guarded page is not left in the history, Back goes to / directly.
    await page.goBack();
    await expect(page).toHaveURL(HOME);
    await page.goForward();
    await expect(page).toHaveURL(`/auth/sign-in?redirectTo=${path}`);

    await fillSignIn(page, user.email, user.password);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expectToast(page, 'Welcome back');
    await expect(page).toHaveURL(path);
    await expect(
      page.getByRole('heading', { name: path === '/about' ? 'About Me' : 'RFI History', level: 1 }),
    ).toBeVisible();
  });
}

test('the navbar Sign in button carries the current path as redirectTo', async ({ page }) => {
  await page.goto('/');
  await waitForSession(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL('/auth/sign-in?redirectTo=/history');
  await page.goto('/');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL('/auth/sign-in?redirectTo=/');
});

test('sign-up with a redirectTo goes there instead of /about', async ({ page }) => {
  await page.goto('/auth/sign-up?redirectTo=/history');
  await fillSignUp(page, { name: 'Wen Li', email: uniqueEmail('redirect'), password: PASSWORD });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectToast(page, 'Account created');
  await expect(page).toHaveURL('/history');
  await expect(page.getByText('No RFIs yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create your first RFI' })).toHaveAttribute('href', '/');
});

test('a redirectTo pointing to another site is ignored', async ({ page, playwright }) => {
  const user = await signUpElsewhere(playwright);
  await page.goto('/auth/sign-in?redirectTo=//evil.example.com/x');
  await fillSignIn(page, user.email, user.password);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await expectToast(page, 'Welcome back');
  await expect(page).toHaveURL(HOME);
});
