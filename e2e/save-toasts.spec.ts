/** SPEC.md section 8: every outcome of Copy & Save has its toast. */

import { failRoute, listRfis, saveRfiViaApi } from './support/api';
import { E2E } from './support/constants';
import { expect, failedResource, test } from './support/fixtures';
import { clipboardText, expectToast, fillGuest, fillRequest, generate, holdRoute, output, toast } from './support/ui';

test('a guest who copies is told Saved locally, and the text is on the clipboard', async ({
  page,
  grantClipboard,
  consoleGuard,
}) => {
  consoleGuard.allow(failedResource(401));
  await grantClipboard();
  await page.goto('/');
  await fillGuest(page);
  await fillRequest(page);
  const message = await generate(page);
  await output.copyButton(page).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await expectToast(page, 'Saved locally', 'Create an account to store copies to your history.');
  expect(await clipboardText(page)).toBe(message);
  await expect(toast(page, 'Saved copy')).toHaveCount(0);
});

test(`saving more than ${E2E.saveLimit} times a minute says Rate limited`, async ({
  page,
  user,
  grantClipboard,
  consoleGuard,
}) => {
  void user;
  consoleGuard.allow(failedResource(429));
  await grantClipboard();
  // Use up the allowance the way Copy & Save does, then copy once more from the page.
  for (let i = 0; i < E2E.saveLimit; i++) {
    expect(await saveRfiViaApi(page.request, { target: `Target ${i}`, message: `Message ${i}` })).toBe(201);
  }
  await page.goto('/');
  await fillRequest(page);
  const message = await generate(page);
  await output.copyButton(page).click();
  await expectToast(page, 'Rate limited', 'Please wait before copying again.');
  await expect(toast(page, 'Saved copy')).toHaveCount(0);
  // The copy itself still happened; the history holds only the allowed saves.
  expect(await clipboardText(page)).toBe(message);
  expect(await listRfis(page.request)).toHaveLength(E2E.saveLimit);
});

test('any other save failure says Save failed with the server message', async ({
  page,
  user,
  grantClipboard,
  consoleGuard,
}) => {
  void user;
  consoleGuard.allow(failedResource(500));
  await grantClipboard();
  await failRoute(page, '**/api/rfi', { error: 'Disk full', code: 'INTERNAL' }, 'POST');
  await page.goto('/');
  await fillRequest(page);
  await generate(page);
  await output.copyButton(page).click();
  await expectToast(page, 'Save failed', 'Disk full');
});

test('Copy & Save says Saving... while the save is under way', async ({ page, user, grantClipboard }) => {
  void user;
  await grantClipboard();
  const release = await holdRoute(page, '**/api/rfi');
  await page.goto('/');
  await fillRequest(page);
  await generate(page);
  await output.copyButton(page).click();
  await expect(page.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  release();
  await expectToast(page, 'Saved copy');
  await expect(page.getByRole('button', { name: /^(Copy & Save|Copied!)$/ })).toBeEnabled();
});
