/** Accessibility (e2e/README.md): axe finds no serious or critical violation on any page or with any overlay open. */

import { expectNoSeriousA11yViolations } from './support/a11y';
import { createIntroducer, saveRfiViaApi } from './support/api';
import { expect, test } from './support/fixtures';
import {
  accountMenuButton,
  fillGuest,
  fillRequest,
  form,
  generate,
  introducerList,
  waitForSession,
} from './support/ui';

test('guest home, empty, with the Guest tooltip open, and with output', async ({ page }) => {
  await page.goto('/');
  await waitForSession(page);
  await expectNoSeriousA11yViolations(page, '/ (guest, empty)');

  await page.getByText('Guest', { exact: true }).focus();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await expect(page.getByRole('tooltip')).toContainText('without an account');
  await expectNoSeriousA11yViolations(page, '/ with the Guest tooltip open');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toBeHidden();

  await fillGuest(page);
  await fillRequest(page);
  await generate(page);
  await expectNoSeriousA11yViolations(page, '/ (guest, with output)');
});

for (const path of ['/auth/sign-in', '/auth/sign-up'] as const) {
  test(`${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, path);
  });
}

test('the not-found page', async ({ page }) => {
  // Hold back the automatic redirect so the page can be scanned.
  await page.addInitScript(() => {
    const original = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) =>
      timeout === 800 ? 0 : original(handler, timeout, ...rest)) as typeof window.setTimeout;
  });
  await page.goto('/no-such-page');
  await expect(page.getByText("The page you're looking for doesn't exist.", { exact: false })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'not-found');
});

test('signed-in home, with the autocomplete list open', async ({ page, user }) => {
  void user;
  await createIntroducer(page.request, 'Marcus Chen', 'we worked together at Stripe');
  await createIntroducer(page.request, 'Maria Lopez', 'my first manager at Shopify');
  await page.goto('/');
  await waitForSession(page);
  await expectNoSeriousA11yViolations(page, '/ (signed in)');

  await form.introducerName(page).pressSequentially('ma');
  await expect(introducerList(page).getByRole('option')).toHaveCount(2);
  await form.introducerName(page).press('ArrowDown');
  await expectNoSeriousA11yViolations(page, '/ with the autocomplete list open');
});

test('the account menu open', async ({ page, user }) => {
  void user;
  await page.goto('/');
  await accountMenuButton(page).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/ with the account menu open');
});

test('About Me, in view and in edit mode', async ({ page, user }) => {
  void user;
  await page.goto('/about');
  await expect(page.getByRole('region', { name: 'Account Details' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/about');
  await page.getByRole('button', { name: 'Edit account details' }).click();
  await page.getByRole('textbox', { name: 'Calendly URL' }).fill('not a url');
  await page.getByRole('button', { name: 'Edit Bio' }).click();
  await page.getByRole('textbox', { name: 'Bio' }).fill('x'.repeat(1180));
  await expectNoSeriousA11yViolations(page, '/about in edit mode, with errors and warnings showing');
});

test('History with rows, and with the details popover open', async ({ page, user }) => {
  void user;
  await createIntroducer(page.request, 'Marcus Chen', 'we worked together at Stripe');
  expect(
    await saveRfiViaApi(page.request, {
      target: 'Dana Whitfield',
      introducer: { name: 'Marcus Chen' },
      message: 'Hi Marcus, ...',
    }),
  ).toBe(201);
  expect(await saveRfiViaApi(page.request, { message: 'A message with no names' })).toBe(201);
  await page.goto('/history');
  await expect(page.getByRole('row')).toHaveCount(3);
  await expect(page.getByRole('cell').filter({ hasText: '—' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/history with rows');
  await page
    .getByRole('button', { name: /Details/ })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/history with the details popover open');
});

test('the empty history page', async ({ page, user }) => {
  void user;
  await page.goto('/history');
  await expect(page.getByText('No RFIs yet')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/history (empty)');
});
