/**
 * Issue 14, item 7: a guest copies two messages, sees them saved on this device, signs up, imports
 * them once, and finds them in the history; they leave the device and are never imported twice.
 */

import { expectNoSeriousA11yViolations } from './support/a11y';
import { uniqueEmail } from './support/api';
import { expect, failedResource, test } from './support/fixtures';
import { expectToast, fillGuest, fillRequest, fillSignUp, form, generate, output } from './support/ui';

const KEY = 'introask.guest-copies.v1';

test('a guest copies two messages, signs up, imports them once and finds them in history', async ({
  page,
  grantClipboard,
  consoleGuard,
}) => {
  consoleGuard.allow(failedResource(401));
  await grantClipboard();
  await page.goto('/');
  await fillGuest(page);
  for (const target of ['Dana Whitfield', 'Greta Lindqvist']) {
    await fillRequest(page, { introducerName: 'Marcus Chen', targetName: target, purpose: 'compare notes on pricing' });
    await generate(page);
    await output.copyButton(page).click();
    await expectToast(page, 'Saved locally');
    await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await form.targetName(page).clear();
  }
  const saved = page.getByRole('region', { name: 'Saved on this device' });
  await expect(saved.getByRole('listitem')).toHaveCount(2);
  await expect(saved.getByRole('listitem').first()).toContainText('Greta Lindqvist');
  await expect(saved.getByRole('listitem').nth(1)).toContainText('Dana Whitfield');
  await expectNoSeriousA11yViolations(page, 'the home page with copies saved on this device');
  // What the device keeps: the copies, not the rest of the form (item 8).
  const kept = await page.evaluate((key) => localStorage.getItem(key) ?? '', KEY);
  const copies = JSON.parse(kept) as Record<string, unknown>[];
  for (const copy of copies) {
    expect(Object.keys(copy).sort()).toEqual([
      'copied_at',
      'id',
      'introducer_name',
      'message',
      'summary',
      'target_name',
    ]);
  }
  expect(copies[0]?.summary).toBe('Intro to Greta Lindqvist via Marcus Chen: compare notes on pricing');

  await saved.getByRole('link', { name: 'Create an account' }).click();
  await fillSignUp(page, { name: 'Nora Quinn', email: uniqueEmail('guest'), password: 'correct-horse-battery' });
  await page.getByRole('button', { name: 'Create account' }).click();
  const offer = page.getByRole('region', { name: 'You have 2 messages saved on this device' });
  await expect(offer).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the offer to import');
  await offer.getByRole('button', { name: 'Add to history' }).click();
  await expectToast(page, 'Added to your history', '2 messages from this device.');
  await expect(offer).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), KEY)).toBeNull();

  await page.goto('/history');
  const rows = page.getByRole('row').filter({ hasText: 'Marcus Chen' });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'Dana Whitfield' })).toHaveCount(1);
  await expect(rows.filter({ hasText: 'Greta Lindqvist' })).toHaveCount(1);

  // Another tab still holding the same copies offers them again: importing adds nothing twice.
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key as string, value as string),
    [KEY, JSON.stringify(copies)],
  );
  await page.reload();
  await page
    .getByRole('region', { name: 'You have 2 messages saved on this device' })
    .getByRole('button', { name: 'Add to history' })
    .click();
  await expectToast(page, 'Already in your history');
  await expect(page.getByRole('row').filter({ hasText: 'Marcus Chen' })).toHaveCount(2);
});
