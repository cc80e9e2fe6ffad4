/** SPEC.md section 2: the History page (order toggle, columns, dashes, date format, details). */

import { createIntroducer, saveRfiViaApi } from './support/api';
import { expect, test } from './support/fixtures';
import { refocusWindow } from './support/ui';
import { HOME } from './support/urls';

/** A missing name shows a dash (a screen-reader-only explanation may follow it). */
const DASH = /^\s*[—–-](\s|$|No )/;

test('rows show target, introducer and an en-US date; the toggle switches between newest and oldest first', async ({
  page,
  user,
}) => {
  void user;
  await createIntroducer(page.request, 'Marcus Chen', 'Stripe colleague');
  expect(
    await saveRfiViaApi(page.request, {
      target: 'First Target',
      introducer: { name: 'Marcus Chen' },
      message: 'The first message.',
    }),
  ).toBe(201);
  expect(await saveRfiViaApi(page.request, { target: 'Second Target', message: 'The second message.' })).toBe(201);
  expect(
    await saveRfiViaApi(page.request, {
      introducer: { name: 'Marcus Chen' },
      message: 'The third message, no target.',
    }),
  ).toBe(201);

  await page.goto('/history');
  await expect(page.getByRole('heading', { name: 'RFI History', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Back/ })).toHaveAttribute('href', '/');
  const headers = page.getByRole('columnheader');
  await expect(headers).toHaveText(['Target Name', 'Introducer Name', 'Date', 'Details', 'Status']);

  const bodyRows = page.getByRole('row').filter({ has: page.getByRole('cell') });
  const firstCells = () => bodyRows.locator('td:first-child');
  await expect(page.getByRole('button', { name: 'Newest first' })).toHaveAttribute('aria-pressed', 'true');
  await expect(firstCells()).toHaveText([DASH, 'Second Target', 'First Target']);
  await expect(bodyRows.nth(0).getByRole('cell').nth(1)).toHaveText('Marcus Chen');
  await expect(bodyRows.nth(1).getByRole('cell').nth(1)).toHaveText(DASH);

  const year = new Date().getFullYear();
  for (const cell of await bodyRows.locator('td:nth-child(3)').all()) {
    await expect(cell).toHaveText(new RegExp(`^[A-Z][a-z]{2} \\d{1,2}, ${year}(,| at)? \\d{1,2}:\\d{2}\\s?[AP]M$`));
  }

  await page.getByRole('button', { name: 'Oldest first' }).click();
  await expect(page.getByRole('button', { name: 'Oldest first' })).toHaveAttribute('aria-pressed', 'true');
  await expect(firstCells()).toHaveText(['First Target', 'Second Target', DASH]);
  await page.getByRole('button', { name: 'Newest first' }).click();
  await expect(firstCells()).toHaveText([DASH, 'Second Target', 'First Target']);

  // Details: the message and the summary of that row.
  await bodyRows
    .nth(2)
    .getByRole('button', { name: /Details/ })
    .click();
  const popover = page.getByRole('dialog');
  await expect(popover).toContainText('The first message.');
  await expect(popover.getByText('Summary', { exact: true })).toBeVisible();
  await expect(popover).toContainText('First Target');
  await popover.getByRole('button', { name: 'Close details' }).click();
  await expect(popover).toHaveCount(0);
});

test('an empty history says No RFIs yet and links to the generator', async ({ page, user }) => {
  void user;
  await page.goto('/history');
  await expect(page.getByText('No RFIs yet')).toBeVisible();
  await page.getByRole('link', { name: 'Create your first RFI' }).click();
  await expect(page).toHaveURL(HOME);
  await expect(page.getByText('Using your About Me')).toBeVisible();
});

test('when the history cannot be fetched, the error is logged and the list is empty', async ({
  page,
  user,
  consoleGuard,
}) => {
  void user;
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 503/);
  consoleGuard.allow(/histor|rfi/i);
  expect(await saveRfiViaApi(page.request, { target: 'Hidden Target', message: 'Not shown.' })).toBe(201);
  await page.route('**/api/rfi*', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Database unavailable', code: 'DATABASE_UNAVAILABLE' }),
    }),
  );
  await page.goto('/history');
  await expect(page.getByText('No RFIs yet')).toBeVisible();
  await expect(page.getByText('Hidden Target')).toHaveCount(0);
  expect(
    consoleGuard.errors.some((e) => !/Failed to load resource/.test(e)),
    `logged: ${consoleGuard.errors.join(' | ')}`,
  ).toBe(true);
});

test('the history is not fetched again when the window regains focus', async ({ page, user }) => {
  void user;
  const fetches: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname === '/api/rfi') fetches.push(r.url());
  });
  await page.goto('/history');
  await expect(page.getByText('No RFIs yet')).toBeVisible();
  expect(fetches).toHaveLength(1);
  expect(await saveRfiViaApi(page.request, { target: 'Later Target', message: 'Saved elsewhere.' })).toBe(201);
  await refocusWindow(page);
  // The profile page would refetch here (see about-page.spec.ts); History keeps what it has.
  await page.getByRole('button', { name: 'Oldest first' }).focus();
  await expect(page.getByText('No RFIs yet')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetches).toHaveLength(1);
});
