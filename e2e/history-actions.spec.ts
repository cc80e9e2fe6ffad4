/**
 * Issue 14 item 3: each saved request's actions in the History page (copy again, open in email,
 * reuse in the generator, delete with Undo) and search by target or introducer name.
 */

import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { listRfis, saveRfiViaApi } from './support/api';
import { E2E } from './support/constants';
import { expect, test } from './support/fixtures';
import { clipboardText, expectToast, form } from './support/ui';
import { HOME } from './support/urls';

const ORIGIN = { Origin: E2E.appUrl };

async function introducer(request: APIRequestContext, name: string, context: string, email = '') {
  const res = await request.post('/api/introducers', { headers: ORIGIN, data: { name, context, email } });
  expect(res.status(), await res.text()).toBe(201);
}

const rows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell') });
const row = (page: Page, target: string) => rows(page).filter({ hasText: target });
async function openActions(page: Page, target: string) {
  await row(page, target)
    .getByRole('button', { name: `Actions for the RFI to ${target}` })
    .click();
  return page.getByRole('menu');
}

test('Delete takes the row out, and Undo in the toast brings it back', async ({ page, user }) => {
  void user;
  expect(await saveRfiViaApi(page.request, { target: 'Kept Target', message: 'The kept message.' })).toBe(201);
  expect(await saveRfiViaApi(page.request, { target: 'Deleted Target', message: 'The deleted message.' })).toBe(201);
  await page.goto('/history');
  await expect(rows(page)).toHaveCount(2);

  const menu = await openActions(page, 'Deleted Target');
  await expectNoSeriousA11yViolations(page, 'history with a row’s actions open');
  await menu.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(row(page, 'Deleted Target')).toHaveCount(0);
  await expect(rows(page)).toHaveCount(1);
  expect((await listRfis(page.request)).map((r) => r.target_name)).toEqual(['Kept Target']);
  // Focus does not fall to the page with the row: it lands on the page's heading.
  await expect(page.getByRole('heading', { name: 'RFI History', level: 1 })).toBeFocused();

  const toast = await expectToast(page, 'RFI deleted', 'The RFI to Deleted Target is gone from your history.');
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expectToast(page, 'Restored');
  await expect(row(page, 'Deleted Target')).toHaveCount(1);
  expect((await listRfis(page.request)).map((r) => r.target_name).sort()).toEqual(['Deleted Target', 'Kept Target']);

  // It is the same request, with its message.
  await row(page, 'Deleted Target')
    .getByRole('button', { name: /Details/ })
    .click();
  await expect(page.getByRole('dialog')).toContainText('The deleted message.');
});

test('search finds requests by target or introducer name, and says when nothing matches', async ({ page, user }) => {
  void user;
  await introducer(page.request, 'Marcus Chen', 'Stripe');
  await introducer(page.request, 'Ana Silva', 'college');
  const saves = [
    { target: 'Dana Whitfield', introducer: { name: 'Marcus Chen' }, message: 'One.' },
    { target: 'Elena Vasquez-Hart', introducer: { name: 'Ana Silva' }, message: 'Two.' },
    { target: 'Greta Lindqvist', introducer: { name: 'Marcus Chen' }, message: 'Three.' },
  ];
  for (const save of saves) expect(await saveRfiViaApi(page.request, save)).toBe(201);
  await page.goto('/history');
  await expect(rows(page)).toHaveCount(3);
  const search = page.getByRole('searchbox', { name: 'Search by target or introducer name' });

  await search.fill('marcus');
  await expect(rows(page).locator('td:first-child')).toHaveText(['Greta Lindqvist', 'Dana Whitfield']);
  await search.fill('VASQUEZ');
  await expect(rows(page).locator('td:first-child')).toHaveText(['Elena Vasquez-Hart']);
  await search.fill('nobody at all');
  await expect(page.getByText('No RFIs match “nobody at all”.')).toBeVisible();
  await expect(page.getByText('No RFIs yet')).toHaveCount(0);
  await search.fill('');
  await expect(rows(page)).toHaveCount(3);
});

test('Copy again puts the saved message on the clipboard', async ({ page, user, grantClipboard }) => {
  void user;
  await grantClipboard();
  expect(await saveRfiViaApi(page.request, { target: 'Copied Target', message: 'Hi Marcus,\n\nThe saved text.' })).toBe(
    201,
  );
  await page.goto('/history');
  const menu = await openActions(page, 'Copied Target');
  await menu.getByRole('menuitem', { name: 'Copy again' }).click();
  await expectToast(page, 'Copied', 'The RFI to Copied Target is on your clipboard.');
  expect(await clipboardText(page)).toBe('Hi Marcus,\n\nThe saved text.');
});

test('Open in email addresses the introducer’s email with the subject and the message', async ({ page, user }) => {
  void user;
  await introducer(page.request, 'Marcus Chen', 'Stripe', 'marcus@example.com');
  expect(
    await saveRfiViaApi(page.request, {
      target: 'Dana Whitfield',
      introducer: { name: 'Marcus Chen' },
      message: 'Hi Marcus,\n\nWould you introduce me to Dana?',
    }),
  ).toBe(201);
  await page.goto('/history');
  const menu = await openActions(page, 'Dana Whitfield');
  const href = await menu.getByRole('menuitem', { name: 'Open in email' }).getAttribute('href');
  const url = new URL(href ?? '');
  expect(url.protocol).toBe('mailto:');
  expect(decodeURIComponent(url.pathname)).toBe('marcus@example.com');
  expect(url.searchParams.get('subject')).toBe('Intro to Dana Whitfield?');
  expect(url.searchParams.get('body')).toBe('Hi Marcus,\n\nWould you introduce me to Dana?');
});

test('Reuse fills the generator with the target and the saved introducer, with its context and email', async ({
  page,
  user,
}) => {
  void user;
  await introducer(page.request, 'Marcus Chen', 'we worked together at Stripe', 'marcus@example.com');
  expect(
    await saveRfiViaApi(page.request, {
      target: 'Dana Whitfield',
      introducer: { name: 'Marcus Chen' },
      message: 'Hi Marcus.',
    }),
  ).toBe(201);
  await page.goto('/history');
  const menu = await openActions(page, 'Dana Whitfield');
  await menu.getByRole('menuitem', { name: 'Reuse in the generator' }).click();
  await expect(page).toHaveURL(HOME);
  await expect(form.targetName(page)).toHaveValue('Dana Whitfield');
  await expect(form.introducerName(page)).toHaveValue('Marcus Chen');
  await expect(form.introducerContext(page)).toHaveValue('we worked together at Stripe');
  await expect(page.getByRole('textbox', { name: /Introducer email/ })).toHaveValue('marcus@example.com');
  await expect(page.getByText('Saved introducer: Marcus Chen')).toBeVisible();
  // The form's other inputs are not stored: they start empty.
  await expect(form.purpose(page)).toHaveValue('');
  await expectToast(page, 'Filled in from your history');
  // A reload keeps the draft as it is now; the reuse is not applied again.
  await form.purpose(page).fill('talk about seed rounds');
  await page.reload();
  await expect(form.purpose(page)).toHaveValue('talk about seed rounds');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('each card has the same actions', async ({ page, user }) => {
    void user;
    expect(await saveRfiViaApi(page.request, { target: 'Phone Target', message: 'Phone message.' })).toBe(201);
    await page.goto('/history');
    const card = page
      .getByRole('list', { name: 'Saved RFIs' })
      .getByRole('listitem')
      .filter({ hasText: 'Phone Target' });
    await card.getByRole('button', { name: 'Actions for the RFI to Phone Target' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await expect(page.getByText('No RFIs yet')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'RFI History', level: 1 })).toBeFocused();
    const toast = await expectToast(page, 'RFI deleted');
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(card).toBeVisible();
  });
});
