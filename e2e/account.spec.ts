/**
 * Decision 012: the account page. Verify the address from the email, change the
 * password, download everything, and delete the account.
 */
import { readFile } from 'node:fs/promises';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { PASSWORD } from './support/api';
import { E2E } from './support/constants';
import { expect, test } from './support/fixtures';
import { linkIn, mailTo } from './support/mail';
import { accountMenuButton, expectToast } from './support/ui';

test('verify the address from the sign-up email; the page says so', async ({ page, user }) => {
  await page.goto('/');
  await accountMenuButton(page).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByText('Not verified')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'account');

  const mail = await mailTo(user.email, /Confirm your email address/);
  await page.goto(linkIn(mail));
  await page.goto('/account');
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
});

test('change the password, then download the data as JSON and CSV', async ({ page, user }) => {
  await page.goto('/account');
  await page.getByLabel('Current password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('New password', { exact: true }).fill('another e2e passphrase');
  await page.getByLabel('Confirm new password', { exact: true }).fill('another e2e passphrase');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expectToast(page, 'Password changed');

  const [json] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download all my data (JSON)' }).click(),
  ]);
  expect(json.suggestedFilename()).toMatch(/^introask-export-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile(await json.path(), 'utf8'));
  expect(data.account.email).toBe(user.email);
  expect(data.profile).toBeTruthy();

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download my history (CSV)' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  expect(await readFile(await csv.path(), 'utf8')).toContain('"created_at","target_name"');
});

test('delete the account: type the email, everything goes, the old session is dead', async ({ page, user }) => {
  await page.goto('/account');
  const button = page.getByRole('button', { name: 'Delete my account' });
  await expect(button).toBeDisabled();
  await page.getByLabel(/to confirm/).fill(user.email);
  await button.click();
  await expectToast(page, 'Account deleted');
  await expect(page).toHaveURL(`${E2E.appUrl}/`);
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  const profile = await page.request.get('/api/profile');
  expect(profile.status()).toBe(401);
});
