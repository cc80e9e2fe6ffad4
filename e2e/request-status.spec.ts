/** Issue 14: a saved request moves through every status from the History page, and its timeline shows each step. */

import { listRfis, saveRfiViaApi } from './support/api';
import { expect, test } from './support/fixtures';
import { fillRequest, generate, output } from './support/ui';

const STEPS = ['Sent to introducer', 'Introducer agreed', 'Introduced', 'Met'];

test('a request moves through every status, then closes with a reason; the timeline shows each step', async ({
  page,
  user,
}) => {
  void user;
  expect(await saveRfiViaApi(page.request, { target: 'Tracked Target', message: 'Please introduce me.' })).toBe(201);
  await page.goto('/history');
  const row = page.getByRole('row').filter({ hasText: 'Tracked Target' });
  const status = row.getByRole('cell').nth(4);
  await expect(status).toContainText('Copied');

  for (const step of STEPS) {
    await row.getByRole('button', { name: `Mark the RFI to Tracked Target as ${step}` }).click();
    await expect(status).toContainText(step);
  }
  // After Met only closing remains.
  await expect(row.getByRole('button', { name: /^Mark the RFI/ })).toHaveCount(0);
  await row.getByLabel('Reason to close the RFI to Tracked Target').selectOption({ label: 'Not needed' });
  await row.getByRole('button', { name: 'Close the RFI to Tracked Target' }).click();
  await expect(status).toContainText('Closed: Not needed');
  await expect(row.getByRole('button', { name: 'Close the RFI to Tracked Target' })).toHaveCount(0);

  await row.getByRole('button', { name: /Details/ }).click();
  const timeline = page.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
  await expect(timeline).toHaveCount(6);
  for (const [i, label] of ['Copied', ...STEPS, 'Closed: Not needed'].entries()) {
    await expect(timeline.nth(i)).toContainText(label);
  }
});

test('a step can be dated earlier than today, and the timeline keeps that date', async ({ page, user }) => {
  void user;
  expect(await saveRfiViaApi(page.request, { target: 'Dated Target', message: 'Please introduce me.' })).toBe(201);
  await page.goto('/history');
  const row = page.getByRole('row').filter({ hasText: 'Dated Target' });
  // Yesterday: local date arithmetic, as the date field reads it.
  const d = new Date();
  d.setDate(d.getDate() - 1);
  const yesterday = `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  await row.getByLabel('Date of the change for the RFI to Dated Target').fill(yesterday);
  await row.getByRole('button', { name: 'Mark the RFI to Dated Target as Sent to introducer' }).click();
  // The copy, made today, is still the latest step by date, so the row stays Copied.
  await expect(row.getByRole('cell').nth(4).locator('p').first()).toContainText('Copied');

  await row.getByRole('button', { name: /Details/ }).click();
  const timeline = page.getByRole('list', { name: 'Timeline' }).getByRole('listitem');
  // The backdated step comes before the copy made today.
  await expect(timeline).toHaveCount(2);
  await expect(timeline.nth(0)).toContainText('Sent to introducer');
  const month = d.toLocaleString('en-US', { month: 'short' });
  await expect(timeline.nth(0)).toContainText(`${month} ${d.getDate()}, ${d.getFullYear()}`);
  await expect(timeline.nth(1)).toContainText('Copied');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('each card shows the status and moves it on', async ({ page, user }) => {
    void user;
    expect(await saveRfiViaApi(page.request, { target: 'Phone Target', message: 'Please introduce me.' })).toBe(201);
    await page.goto('/history');
    const card = page
      .getByRole('list', { name: 'Saved RFIs' })
      .getByRole('listitem')
      .filter({ hasText: 'Phone Target' });
    await expect(card).toContainText('Copied');
    await card.getByRole('button', { name: 'Mark the RFI to Phone Target as Sent to introducer' }).click();
    await expect(card).toContainText('Sent to introducer');
  });
});

test('copying the same draft again updates its one row: the latest copy, copied 2 times', async ({
  page,
  user,
  grantClipboard,
}) => {
  void user;
  await grantClipboard();
  await page.goto('/');
  await fillRequest(page);
  await generate(page);
  await output.copyButton(page).click();
  await expect.poll(async () => (await listRfis(page.request)).length).toBe(1);

  await output.message(page).fill('My own edited version of the request.');
  await output.copyButton(page).click();
  await expect
    .poll(async () => (await listRfis(page.request)).map((r) => r.message))
    .toEqual(['My own edited version of the request.']);

  await page.goto('/history');
  const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  await expect(rows).toHaveCount(1);
  await rows
    .first()
    .getByRole('button', { name: /Details/ })
    .click();
  await expect(page.getByText('My own edited version of the request.')).toBeVisible();
  await expect(page.getByText('Copied 2 times; this is the latest copy.')).toBeVisible();
});
