/** Accessibility (e2e/README.md): everything works from the keyboard, focus is visible and managed. */
import { saveRfiViaApi } from './support/api';
import { expect, test } from './support/fixtures';
import { accountMenuButton, expectToast, waitForSession } from './support/ui';

test('the first Tab reaches Skip to content, which moves focus to the main content; focus is visible', async ({
  page,
}) => {
  await page.goto('/');
  await waitForSession(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  // A focused control shows a focus ring.
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return { tag: el.tagName, outline: style.outlineStyle, width: style.outlineWidth, shadow: style.boxShadow };
  });
  expect(outline.outline !== 'none' || outline.shadow !== 'none', JSON.stringify(outline)).toBe(true);
});

test('the account menu works from the keyboard: open, move to Sign out, select', async ({ page, user }) => {
  void user;
  await page.goto('/');
  await accountMenuButton(page).focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  // Radix moves focus into the menu after it opens: wait for it, or the arrows go nowhere.
  await expect(menu.getByRole('menuitem').first()).toBeFocused();
  // The arrows move down to Sign out, the last item. (Pressed a fixed number of times, a press that
  // came while Radix was still settling focus was lost: flaky in session 21's CI run. Pressing until
  // it is reached still fails if the arrows do not move focus at all.)
  const signOut = page.getByRole('menuitem', { name: 'Sign out' });
  await expect(async () => {
    await page.keyboard.press('ArrowDown');
    await expect(signOut).toBeFocused({ timeout: 500 });
  }).toPass({ timeout: 7000 });
  await page.keyboard.press('Enter');
  await expectToast(page, 'Signed out');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
});

test('Escape closes the details popover and gives focus back to its Details button', async ({ page, user }) => {
  void user;
  expect(await saveRfiViaApi(page.request, { target: 'Dana Whitfield', message: 'Hi there.' })).toBe(201);
  await page.goto('/history');
  const details = page.getByRole('button', { name: /Details/ });
  await details.focus();
  await page.keyboard.press('Enter');
  const popover = page.getByRole('dialog');
  await expect(popover).toBeVisible();
  await expect(popover).toContainText('Hi there.');
  await page.keyboard.press('Escape');
  await expect(popover).toHaveCount(0);
  await expect(details).toBeFocused();
});

test('a field card from the keyboard: Enter on the pencil focuses the text, Escape cancels and focus returns', async ({
  page,
  user,
}) => {
  void user;
  await page.goto('/about');
  const pencil = page.getByRole('button', { name: 'Edit Bio' });
  await pencil.focus();
  await page.keyboard.press('Enter');
  const bio = page.getByRole('textbox', { name: 'Bio' });
  await expect(bio).toBeFocused();
  await page.keyboard.type('Typed and then abandoned.');
  await page.keyboard.press('Escape');
  await expect(bio).toHaveCount(0);
  await expect(page.getByText('Typed and then abandoned.')).toHaveCount(0);
  await expect(pencil).toBeFocused();
});
