/**
 * SPEC.md section 4, the main journey: sign-up -> About Me -> generate with the profile ->
 * Copy & Save (clipboard read back) -> History -> Details popover.
 */
import { failRoute, PASSWORD, uniqueEmail } from './support/api';
import { expect, test } from './support/fixtures';
import {
  accountMenuButton,
  clipboardText,
  expectToast,
  fillRequest,
  fillSignUp,
  form,
  generate,
  output,
  SAMPLE,
} from './support/ui';

test('a new user signs up, completes About Me, generates with it, copies, saves and finds it in History', async ({
  page,
  grantClipboard,
}) => {
  await grantClipboard();
  const email = uniqueEmail('journey');

  // Sign up: default redirect is /about, the profile name is set from the form.
  await page.goto('/auth/sign-up');
  await fillSignUp(page, { name: '  Priya Raman  ', email, password: PASSWORD });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectToast(page, 'Account created', /Welcome to IntroAsk/);
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { name: 'About Me', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Account Details' }).getByText('Priya Raman', { exact: true }),
  ).toBeVisible();
  await expect(accountMenuButton(page)).toHaveText('P');

  // Account Details: job title and company.
  await page.getByRole('button', { name: 'Edit account details' }).click();
  await page.getByRole('textbox', { name: 'Job title' }).fill('Head of Operations');
  await page.getByRole('textbox', { name: 'Company name' }).fill('Lumen Freight');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectToast(page, 'Field updated', 'Your profile has been saved successfully.');
  await expect(page.getByText('Lumen Freight')).toBeVisible();

  // Bio card.
  await page.getByRole('button', { name: 'Edit Bio' }).click();
  await page
    .getByRole('textbox', { name: 'Bio' })
    .fill('I run operations for a 40-person freight-tech startup in Rotterdam.');
  await page.getByRole('button', { name: 'Save Bio' }).click();
  await expect(page.getByText('I run operations for a 40-person freight-tech startup in Rotterdam.')).toBeVisible();

  // Generate with the profile: no guest card, the badge says so, the profile shows in the message.
  await page.getByRole('link', { name: 'Home' }).click();
  await expect(page.getByText('Using your About Me')).toBeVisible();
  await expect(form.guestName(page)).toHaveCount(0);
  await fillRequest(page);
  const message = await generate(page);
  expect(message).toContain('Priya');
  expect(message).toContain('Lumen Freight');
  expect(message).toContain(SAMPLE.targetName);

  // Copy & Save: the clipboard holds the text as shown (edited), 'Copied!' for 1.5 s, then saved.
  await output.message(page).fill(`${message}\n\nP.S. Thanks again!`);
  const finalText = await output.message(page).inputValue();
  await page.getByRole('button', { name: 'Copy & Save' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await clipboardText(page)).toBe(finalText);
  await expectToast(page, 'Saved copy', 'Your RFI has been saved successfully.');
  // Copied! goes away by itself (timed precisely in keyboard.spec.ts).
  await expect(page.getByRole('button', { name: 'Copy & Save' })).toBeVisible({ timeout: 4_000 });

  // History: the row, then the details popover with the message and the summary.
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('heading', { name: 'RFI History' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: SAMPLE.targetName });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('cell').nth(1)).toHaveText(SAMPLE.introducerName);
  const dateText = (await row.getByRole('cell').nth(2).innerText()).trim();
  expect(dateText).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4},? \d{1,2}:\d{2}\s?[AP]M$/);
  await row.getByRole('button', { name: /Details/ }).click();
  const popover = page.getByRole('dialog');
  await expect(popover).toBeVisible();
  await expect(popover.getByText('Generated Message')).toBeVisible();
  await expect(popover).toContainText('P.S. Thanks again!');
  await expect(popover.getByText('Summary', { exact: true })).toBeVisible();
  await expect(popover).toContainText(SAMPLE.targetName.split(' ')[0] as string);
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);
});

test('if setting the profile name fails after sign-up, it is only logged and the user still lands on /about', async ({
  page,
  consoleGuard,
}) => {
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 500/);
  consoleGuard.allow(/profile name/i);
  await failRoute(page, '**/api/field', { error: 'boom', code: 'INTERNAL' });
  await page.goto('/auth/sign-up');
  await fillSignUp(page, { name: 'Amara Nwosu', email: uniqueEmail('namefail'), password: PASSWORD });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectToast(page, 'Account created');
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { name: 'About Me', level: 1 })).toBeVisible();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: /failed/i })).toHaveCount(0);
  expect(
    consoleGuard.errors.some((e) => /profile name/i.test(e)),
    `logged: ${consoleGuard.errors.join(' | ')}`,
  ).toBe(true);
});
