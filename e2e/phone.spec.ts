/**
 * docs/design.md on a phone (390x844, touch): after Generate the result scrolls into view and takes focus,
 * Copy & Save, Retry and Open in email stay pinned at the bottom while the result is on screen,
 * keyboard hints are hidden, History rows are cards, toasts sit at the bottom, axe stays clean.
 */
import { devices, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { saveRfiViaApi } from './support/api';
import { expect, test } from './support/fixtures';
import { expectToast, fillGuest, fillRequest, form, output, waitForSession } from './support/ui';

const { defaultBrowserType: _, ...phone } = devices['Pixel 7'];
test.use({ ...phone, viewport: { width: 390, height: 844 }, screen: { width: 390, height: 844 } });

const panel = (page: Page) => page.getByRole('region', { name: 'Generated Message' });

/** The element's box is inside the viewport, near its bottom edge (pinned). */
async function pinnedAtBottom(page: Page, name: string | RegExp, role: 'button' | 'link' = 'button') {
  const box = await page.getByRole(role, { name, exact: true }).boundingBox();
  const height = page.viewportSize()?.height ?? 0;
  expect(box, `${name} is on screen`).not.toBeNull();
  expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(height);
  expect(box?.y ?? 0).toBeGreaterThan(height - 120);
}

test('after Generate the result is in view and has focus; its actions stay pinned at the bottom', async ({ page }) => {
  await page.goto('/');
  await waitForSession(page);
  await fillGuest(page);
  await fillRequest(page);
  await expect(panel(page)).not.toBeInViewport();
  await form.generate(page).tap();
  await expect(output.message(page)).toBeVisible();
  await expect(panel(page)).toBeFocused();
  await expect(panel(page).getByRole('heading', { name: 'Generated Message' })).toBeInViewport();
  await expect(output.message(page)).toBeInViewport();

  // The bar with Copy & Save, Retry and Open in email: at the bottom of the screen while reading.
  await expect(output.copyButton(page)).toBeInViewport();
  await pinnedAtBottom(page, 'Copy & Save');
  await pinnedAtBottom(page, 'Retry');
  await pinnedAtBottom(page, 'Open in email', 'link');
  await expectNoSeriousA11yViolations(page, '/ on a phone, with the result');

  // The text box grows with the message, up to the screen's height (less the pinned bar).
  const { scroll, client } = await output.message(page).evaluate((el) => ({
    scroll: el.scrollHeight,
    client: el.clientHeight,
  }));
  expect(client).toBeGreaterThanOrEqual(Math.min(scroll, 844 - 150) - 4);
});

test('keyboard-shortcut hints are hidden on a touch screen', async ({ page }) => {
  await page.goto('/');
  await waitForSession(page);
  await fillGuest(page);
  await expect(page.getByText('Ctrl+Enter')).toBeHidden();
  await fillRequest(page);
  await form.generate(page).tap();
  await expect(output.message(page)).toBeVisible();
  await expect(page.getByText('Ctrl+C')).toBeHidden();
});

test('the first screen on a phone: promise, steps and a Generate pinned in reach', async ({ page }) => {
  await page.goto('/');
  await waitForSession(page);
  await expect(page.getByRole('heading', { name: 'Ask for a warm introduction', level: 1 })).toBeInViewport();
  await form.guestName(page).tap();
  await expect(form.generate(page)).toBeInViewport();
  await expectNoSeriousA11yViolations(page, '/ on a phone (first screen)');
});

test('History rows are cards on a phone', async ({ page, user }) => {
  void user;
  expect(await saveRfiViaApi(page.request, { target: 'Dana Whitfield', message: 'Hi Marcus, ...' })).toBe(201);
  await page.goto('/history');
  const cards = page.getByRole('list', { name: 'Saved RFIs' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Dana Whitfield');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, '/history on a phone');
  await cards
    .first()
    .getByRole('button', { name: /Details/ })
    .tap();
  await expect(page.getByRole('dialog')).toContainText('Hi Marcus, ...');
});

test('toasts show at the bottom on a phone, above the pinned bar', async ({ page, user, grantClipboard }) => {
  void user;
  await grantClipboard();
  await page.goto('/');
  await fillRequest(page);
  await form.generate(page).tap();
  await expect(output.message(page)).toBeVisible();
  await output.copyButton(page).tap();
  const shown = await expectToast(page, 'Saved copy');
  const bar = await output.copyButton(page).boundingBox();
  // Once its entrance has settled, the toast's bottom edge is above the pinned bar.
  const bottom = async () => {
    const box = await shown.boundingBox();
    return (box?.y ?? 0) + (box?.height ?? 0);
  };
  await expect.poll(bottom).toBeLessThanOrEqual(bar?.y ?? 0);
  expect(await bottom()).toBeGreaterThan(844 / 2);
});
