/**
 * Issue 14, item 4: a request sent to its introducer 5 business days ago appears under Due
 * follow-ups with a nudge naming the introducer and the target; the thank-you and the close-the-loop
 * notes appear at their steps.
 */
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { E2E } from './support/constants';
import { expect, test } from './support/fixtures';
import { clipboardText } from './support/ui';

const ORIGIN = { Origin: E2E.appUrl };
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

/**
 * Seeds the event: a request copied three weeks ago (through the import a guest's copies use, the
 * one way to date a copy), then marked Sent to introducer on the day given.
 */
async function requestSent(request: APIRequestContext, target: string, sentDaysAgo: number): Promise<string> {
  const imported = await request.post('/api/rfi/import', {
    headers: ORIGIN,
    data: {
      items: [
        {
          id: randomUUID(),
          message: `Hi Marcus,\n\nWould you introduce me to ${target}?\n\nThanks,\nPriya`,
          summary: `Intro to ${target} via Marcus Chen`,
          target_name: target,
          introducer_name: 'Marcus Chen',
          copied_at: daysAgo(21),
        },
      ],
    },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  const list = (await (await request.get('/api/rfi')).json()) as { items: { id: string; target_name: string }[] };
  const id = list.items.find((r) => r.target_name === target)?.id ?? '';
  const sent = await request.post(`/api/rfi/${id}/status`, {
    headers: ORIGIN,
    data: { status: 'sent', at: daysAgo(sentDaysAgo) },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  return id;
}

test('a request sent 5 business days ago is due a follow-up, with a nudge naming the introducer and the target', async ({
  page,
  user,
  grantClipboard,
}) => {
  void user;
  await grantClipboard();
  // Eight calendar days hold at least five business days, whatever today is; two days never do.
  await requestSent(page.request, 'Dana Whitfield', 8);
  await requestSent(page.request, 'Recent Target', 2);
  await page.goto('/history');

  const due = page.getByRole('region', { name: 'Due follow-ups (1)' });
  await expect(due).toBeVisible();
  await expect(due.getByText('Nudge Marcus Chen about Dana Whitfield')).toBeVisible();
  await expect(due).not.toContainText('Recent Target');
  const nudge = due.getByRole('textbox', { name: 'Nudge to Marcus Chen about Dana Whitfield' });
  await expect(nudge).toHaveValue(/^Hi Marcus,\n\n[\s\S]*Dana Whitfield[\s\S]*\nPriya$/);
  const text = await nudge.inputValue();
  await due.getByRole('button', { name: 'Copy the nudge to Marcus Chen about Dana Whitfield' }).click();
  await expect(due.getByRole('button', { name: 'Copy the nudge to Marcus Chen about Dana Whitfield' })).toHaveText(
    'Copied!',
  );
  expect(await clipboardText(page)).toBe(text);
  // The table below keeps its columns.
  await expect(page.getByRole('columnheader')).toHaveText([
    'Target Name',
    'Introducer Name',
    'Date',
    'Details',
    'Status',
  ]);
  await expectNoSeriousA11yViolations(page, 'the History page with a due follow-up');

  // Once the introducer answers, the request is no longer due.
  const row = page.getByRole('row').filter({ hasText: 'Dana Whitfield' });
  await row.getByRole('button', { name: 'Mark the RFI to Dana Whitfield as Introducer agreed' }).click();
  await expect(page.getByRole('region', { name: 'Due follow-ups' })).toContainText('Nothing is due');
});

test('the thank-you is drafted when introduced, and the close-the-loop note when met', async ({ page, user }) => {
  void user;
  await requestSent(page.request, 'Greta Lindqvist', 1);
  await page.goto('/history');
  const row = page.getByRole('row').filter({ hasText: 'Greta Lindqvist' });
  await expect(row.getByRole('button', { name: /Thank-you note|Close-the-loop note/ })).toHaveCount(0);

  await row.getByRole('button', { name: 'Mark the RFI to Greta Lindqvist as Introducer agreed' }).click();
  await row.getByRole('button', { name: 'Mark the RFI to Greta Lindqvist as Introduced' }).click();
  await row.getByRole('button', { name: 'Thank-you note to Marcus Chen for the RFI to Greta Lindqvist' }).click();
  const thanks = page.getByRole('dialog', { name: 'Thank-you note to Marcus Chen' });
  const thanksText = thanks.getByRole('textbox', { name: 'Note to Marcus Chen' });
  await expect(thanksText).toHaveValue(/^Hi Marcus,\n\n[\s\S]*Greta Lindqvist[\s\S]*bcc[\s\S]*\nPriya$/);
  await expect(thanks.getByText(/move Marcus to bcc/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the thank-you note');
  await page.keyboard.press('Escape');

  await row.getByRole('button', { name: 'Mark the RFI to Greta Lindqvist as Met' }).click();
  await row.getByRole('button', { name: 'Close-the-loop note to Marcus Chen for the RFI to Greta Lindqvist' }).click();
  const close = page.getByRole('dialog', { name: 'Close-the-loop note to Marcus Chen' });
  const closeText = close.getByRole('textbox', { name: 'Note to Marcus Chen' });
  await expect(closeText).toHaveValue(/^Hi Marcus,\n\n[\s\S]*Greta Lindqvist and I met earlier today/);
  await close.getByRole('textbox', { name: /How did it go/ }).fill('we are starting a pilot in two warehouses');
  await close.getByRole('button', { name: 'Add to the note' }).click();
  await expect(closeText).toHaveValue(/We are starting a pilot in two warehouses\./);
});
