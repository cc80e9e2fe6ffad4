/**
 * Issue 14 item 5: don't over-ask. A second request to the same introducer within 30 days says so
 * in the output panel, with the date of the first, before the user copies.
 */

import { listRfis } from './support/api';
import { expect, test } from './support/fixtures';
import { fillRequest, form, generate, output, SAMPLE } from './support/ui';

const DATE = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

test('the second request to the same introducer within 30 days shows the notice with the date', async ({
  page,
  user,
  grantClipboard,
}) => {
  void user;
  await grantClipboard();
  await page.goto('/');
  await fillRequest(page);
  await generate(page);
  // The first request: nothing to warn about, before or after it is copied.
  await expect(page.getByRole('region', { name: 'Asked before' })).toHaveCount(0);
  await output.copyButton(page).click();
  await expect.poll(async () => (await listRfis(page.request)).length).toBe(1);
  await expect(page.getByRole('region', { name: 'Asked before' })).toHaveCount(0);

  // A new request, to another target, through the same introducer.
  await form.targetName(page).fill('Greta Lindqvist');
  await form.generate(page).click();
  const notice = page.getByRole('region', { name: 'Asked before' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(`You asked ${SAMPLE.introducerName} today`);
  await expect(notice.getByRole('listitem')).toHaveText([`${DATE.format(new Date())}: to meet ${SAMPLE.targetName}`]);
  // It is there before the copy, and the copy is still one click away.
  await expect(output.copyButton(page)).toBeEnabled();
});
