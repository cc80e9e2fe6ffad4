/**
 * Issue 14 item 6 and issue 13: the Introducers page (from the navigation, signed in only) lists
 * each introducer with its requests and their statuses; edit, merge and delete work in place.
 */

import type { APIRequestContext } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { listIntroducers, listRfis, saveRfiViaApi } from './support/api';
import { E2E } from './support/constants';
import { expect, test } from './support/fixtures';
import { expectToast, form, pickIntroducer } from './support/ui';

const ORIGIN = { Origin: E2E.appUrl };

async function introducer(request: APIRequestContext, name: string, context: string, email = '') {
  const res = await request.post('/api/introducers', { headers: ORIGIN, data: { name, context, email } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: string };
}

const card = (page: import('@playwright/test').Page, name: string) =>
  page.getByRole('list', { name: 'Introducers' }).getByRole('listitem', { name, exact: true });

test('a guest has no Introducers link; a signed-in user reaches the page from the navigation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveText('HomeAbout MeHistory');
  await page.goto('/introducers');
  await expect(page).toHaveURL(/\/auth\/sign-in\?redirectTo=(%2F|\/)introducers$/);
});

test('lists introducers with their requests and statuses; edit changes name, context and email', async ({
  page,
  user,
}) => {
  void user;
  await introducer(page.request, 'Marcus Chen', 'Stripe');
  await introducer(page.request, 'Ana Silva', '');
  for (const target of ['Dana Whitfield', 'Elena Vasquez-Hart'])
    expect(await saveRfiViaApi(page.request, { target, introducer: { name: 'Marcus Chen' }, message: 'Hi.' })).toBe(
      201,
    );
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Introducers' }).click();
  await expect(page.getByRole('heading', { name: 'Introducers', level: 1 })).toBeVisible();
  await expect(card(page, 'Marcus Chen')).toContainText('2 requests: 2 Copied');
  await expect(card(page, 'Ana Silva')).toContainText('No requests yet');
  await expectNoSeriousA11yViolations(page, 'the Introducers page');

  await card(page, 'Marcus Chen').getByRole('button', { name: 'Edit Marcus Chen' }).click();
  const edit = page.getByRole('form', { name: 'Edit Marcus Chen' });
  await expect(edit.getByRole('textbox', { name: 'Name' })).toBeFocused();
  await edit.getByRole('textbox', { name: 'Email' }).fill('not an email');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText('Enter a valid email address')).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the Introducers page, editing');
  await edit.getByRole('textbox', { name: 'Name' }).fill('Marcus Chen-Li');
  await edit.getByRole('textbox', { name: 'Context' }).fill('we worked together at Stripe');
  await edit.getByRole('textbox', { name: 'Email' }).fill('marcus@example.com');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, 'Introducer saved');
  const edited = card(page, 'Marcus Chen-Li');
  await expect(edited).toContainText('we worked together at Stripe');
  await expect(edited).toContainText('marcus@example.com');
  // The history shows the new name.
  expect((await listRfis(page.request)).map((r) => r.introducer_name)).toEqual(['Marcus Chen-Li', 'Marcus Chen-Li']);

  // Issue 13: the generator's autocomplete picks up the email, and "Open in email" uses it.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
  await pickIntroducer(page, 'Marc', 'Marcus Chen-Li');
  await expect(page.getByRole('textbox', { name: /Introducer email/ })).toHaveValue('marcus@example.com');
  await form.targetName(page).fill('Greta Lindqvist');
  await form.generate(page).click();
  const mail = page.getByRole('link', { name: 'Open in email' });
  await expect(mail).toHaveAttribute('href', /^mailto:marcus@example\.com\?subject=/);
});

test('merge moves the requests to the other entry and removes the duplicate', async ({ page, user }) => {
  void user;
  await introducer(page.request, 'Marcus C.', 'Stripe', 'marcus@example.com');
  await introducer(page.request, 'Marcus Chen', '');
  expect(await saveRfiViaApi(page.request, { target: 'Dana', introducer: { name: 'Marcus C.' }, message: 'A.' })).toBe(
    201,
  );
  expect(
    await saveRfiViaApi(page.request, { target: 'Elena', introducer: { name: 'Marcus Chen' }, message: 'B.' }),
  ).toBe(201);
  await page.goto('/introducers');
  await card(page, 'Marcus C.').getByRole('button', { name: 'Merge Marcus C.' }).click();
  const merge = page.getByRole('form', { name: 'Merge Marcus C.' });
  await merge.getByLabel('Merge Marcus C. into').selectOption({ label: 'Marcus Chen' });
  await expectNoSeriousA11yViolations(page, 'the Introducers page, merging');
  await merge.getByRole('button', { name: 'Merge' }).click();
  await expectToast(page, 'Introducers merged', 'Marcus C. is now part of Marcus Chen.');
  await expect(card(page, 'Marcus C.')).toHaveCount(0);
  const kept = card(page, 'Marcus Chen');
  await expect(kept).toContainText('2 requests: 2 Copied');
  await expect(kept).toContainText('Stripe');
  await expect(kept).toContainText('marcus@example.com');
  await expect(page.getByRole('heading', { name: 'Introducers', level: 1 })).toBeFocused();
  expect((await listRfis(page.request)).map((r) => r.introducer_name)).toEqual(['Marcus Chen', 'Marcus Chen']);
});

test('delete removes the introducer; its requests keep the name they were sent with', async ({ page, user }) => {
  void user;
  await introducer(page.request, 'Marcus Chen', 'Stripe');
  expect(
    await saveRfiViaApi(page.request, { target: 'Dana', introducer: { name: 'Marcus Chen' }, message: 'A.' }),
  ).toBe(201);
  await page.goto('/introducers');
  await card(page, 'Marcus Chen').getByRole('button', { name: 'Delete Marcus Chen' }).click();
  await expect(card(page, 'Marcus Chen')).toContainText('Its request stays in your history under this name.');
  // Cancel is the safe default.
  await expect(page.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.getByRole('button', { name: 'Delete Marcus Chen' }).click();
  await expectToast(page, 'Introducer deleted');
  await expect(page.getByText('No introducers yet')).toBeVisible();
  expect(await listIntroducers(page.request)).toEqual([]);

  await page.goto('/history');
  const row = page.getByRole('row').filter({ hasText: 'Dana' });
  await expect(row.getByRole('cell').nth(1)).toHaveText('Marcus Chen');
});
