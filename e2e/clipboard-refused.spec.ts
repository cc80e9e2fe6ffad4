/** Accessibility (e2e/README.md): when the browser refuses clipboard access, say so and select the text for a manual copy. */
import { expect, test } from './support/fixtures';
import { expectToast, fillRequest, generate, output } from './support/ui';

test('a refused clipboard is reported, the message is selected, no Copied!, and the save still happens', async ({
  page,
  user,
}) => {
  void user;
  await page.addInitScript(() => {
    Object.defineProperty(navigator.clipboard, 'writeText', {
      configurable: true,
      value: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')),
    });
  });
  await page.goto('/');
  await fillRequest(page);
  const message = await generate(page);
  await output.copyButton(page).click();
  await expectToast(page, /clipboard/i);
  await expect(output.message(page)).toBeFocused();
  const selection = await output
    .message(page)
    .evaluate((el: HTMLTextAreaElement) => el.value.slice(el.selectionStart, el.selectionEnd));
  expect(selection).toBe(message);
  await expectToast(page, 'Saved copy');
  await expect(page.getByRole('button', { name: 'Copied!' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Copy & Save' })).toBeVisible();
});
