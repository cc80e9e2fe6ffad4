/**
 * Production check (README.md, \"How to test\"), attacks: text that looks like HTML or script is shown as text everywhere the product
 * shows it (the generated message, the saved copy in History and its Details popover), and never
 * runs. The server's CSP forbids inline script besides; this checks the app never builds markup
 * from user text in the first place.
 */
import { saveRfiViaApi } from './support/api';
import { expect, test } from './support/fixtures';
import { expectToast, fillRequest, generate, output } from './support/ui';

const SCRIPT = '<script>window.__pwned = 1</script>';
const IMG = '<img src=x onerror="window.__pwned = 2">';

test('a message containing <script> is shown as text and never runs', async ({ page, user, grantClipboard }) => {
  void user;
  await grantClipboard();
  await page.goto('/');
  await fillRequest(page, {
    introducerName: 'Bo',
    introducerContext: IMG,
    targetName: SCRIPT,
    // (A role typed alone: a role at an organisation is left out of the ask, decision 052.)
    relevance: '<b>CTO</b>',
  });
  const message = await generate(page);
  // The engine keeps the user's words (as text); the textarea shows them literally.
  expect(message).toContain('a <b>CTO</b>');
  await expect(output.message(page)).toHaveValue(message);

  await output.copyButton(page).click();
  await expectToast(page, 'Saved copy');

  // A saved message typed by hand, straight from the API, with markup in it.
  expect(await saveRfiViaApi(page.request, { target: SCRIPT, message: `Hi Bo,\n${SCRIPT}\n${IMG}` })).toBe(201);

  await page.goto('/history');
  const row = page.getByRole('row').filter({ hasText: SCRIPT }).first();
  await expect(row).toBeVisible(); // the target name cell shows the tag as text
  await row.getByRole('button', { name: /Details/ }).click();
  const popover = page.getByRole('dialog');
  await expect(popover).toContainText(SCRIPT);
  await expect(popover).toContainText(IMG);
  // No element was made from the text, and nothing ran.
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});
