/** SPEC.md section 4: Ctrl+Enter anywhere and Ctrl+C in the output panel. */

import type { Page } from '@playwright/test';
import { listRfis } from './support/api';
import { expect, test } from './support/fixtures';
import { clipboardText, expectToast, fillGuest, fillRequest, form, generate, output } from './support/ui';

/**
 * Timed inside the page: when the button first reads Copied!, and when it stops (window.__copied),
 * and when each input event happened (window.__inputs). Every DOM change is seen as it happens:
 * a MutationObserver runs right after the change.
 */
function trackCopied(page: Page) {
  return page.addInitScript(() => {
    const spans: Array<{ on: number; off?: number }> = [];
    const inputs: number[] = [];
    (window as unknown as { __copied: typeof spans; __inputs: number[] }).__copied = spans;
    (window as unknown as { __inputs: number[] }).__inputs = inputs;
    document.addEventListener('input', () => inputs.push(performance.now()), true);
    const check = () => {
      const showing = [...document.querySelectorAll('button')].some((b) => b.textContent?.trim() === 'Copied!');
      const last = spans.at(-1);
      if (showing && (!last || last.off !== undefined)) spans.push({ on: performance.now() });
      if (!showing && last && last.off === undefined) last.off = performance.now();
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

test('Ctrl+Enter submits when there is no output (only when valid), and retries once there is', async ({ page }) => {
  await page.goto('/');
  await fillRequest(page);
  // Guest without a name: the form is not valid, Ctrl+Enter does nothing.
  await form.targetName(page).press('Control+Enter');
  await expect(output.placeholder(page)).toBeVisible();

  await fillGuest(page);
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && /\/api\/(re)?generate$/.test(r.url())) requests.push(new URL(r.url()).pathname);
  });
  await form.purpose(page).press('Control+Enter');
  await expect(output.message(page)).toBeVisible();
  const first = await output.message(page).inputValue();
  expect(first).toContain('Dana Whitfield');

  // With output, Ctrl+Enter anywhere (here: on the page body) retries.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+Enter');
  await expect(output.message(page)).not.toHaveValue(first);
  expect(requests).toEqual(['/api/generate', '/api/regenerate']);
});

test('Ctrl+C in the output panel copies and saves; with a selection of its own it copies only that', async ({
  page,
  user,
  grantClipboard,
}) => {
  void user;
  await grantClipboard();
  await page.goto('/');
  await fillRequest(page);
  const message = await generate(page);

  // Caret in the textarea, nothing selected: copy & save the whole message.
  await output.message(page).click();
  await output.message(page).press('End');
  await page.keyboard.press('Control+c');
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await expectToast(page, 'Saved copy');
  expect(await clipboardText(page)).toBe(message);
  expect(await listRfis(page.request)).toHaveLength(1);

  // The user's own selection: Ctrl+C is theirs (the browser copies just that), nothing is saved.
  await expect(page.getByRole('button', { name: 'Copy & Save' })).toBeVisible({ timeout: 4_000 });
  await page.evaluate(() => navigator.clipboard.writeText('before'));
  await output.message(page).evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(0, 5));
  await page.keyboard.press('Control+c');
  await expect.poll(() => clipboardText(page)).toBe(message.slice(0, 5));
  await expect(page.getByRole('button', { name: 'Copied!' })).toHaveCount(0);
  expect(await listRfis(page.request)).toHaveLength(1);
});

test('Copied! shows for 1.5 s on the button', async ({ page, user, grantClipboard }) => {
  void user;
  await grantClipboard();
  await trackCopied(page);
  await page.goto('/');
  await fillRequest(page);
  await generate(page);
  await output.copyButton(page).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await expectToast(page, 'Saved copy');
  await expect(page.getByRole('button', { name: 'Copy & Save' })).toBeVisible({ timeout: 4_000 });
  const [first] = await page.evaluate(
    () => (window as unknown as { __copied: Array<{ on: number; off: number }> }).__copied,
  );
  const shown = (first?.off ?? 0) - (first?.on ?? 0);
  expect(shown, `Copied! was shown for ${Math.round(shown)} ms`).toBeGreaterThanOrEqual(1_400);
  expect(shown).toBeLessThan(2_500);
});

test('Copied! goes away at once when the text is edited', async ({ page, user, grantClipboard }) => {
  void user;
  await grantClipboard();
  // Stretch the 1.5 s indicator timer to 20 s, so only the edit can be what turns Copied! off.
  await page.addInitScript(() => {
    const original = window.setTimeout;
    window.setTimeout = ((handler: TimerHandler, timeout?: number, ...rest: unknown[]) =>
      original(handler, timeout === 1500 ? 20_000 : timeout, ...rest)) as typeof window.setTimeout;
  });
  await trackCopied(page);
  await page.goto('/');
  await fillRequest(page);
  await generate(page);
  await output.copyButton(page).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await output.message(page).press('End');
  await output.message(page).pressSequentially(' Edited.');
  await expect(page.getByRole('button', { name: 'Copy & Save' })).toBeVisible();
  const { spans, inputs } = await page.evaluate(() => {
    const w = window as unknown as { __copied: Array<{ on: number; off: number }>; __inputs: number[] };
    return { spans: w.__copied, inputs: w.__inputs };
  });
  const span = spans[0] as { on: number; off: number };
  const firstEdit = inputs.find((t) => t > span.on) ?? Number.NaN;
  expect(span.off, 'Copied! went away').toBeDefined();
  // Gone with the first keystroke (the indicator's own timer was stretched to 20 s).
  expect(span.off - firstEdit, 'ms from the first edit to Copied! going away').toBeLessThan(1_000);
  await expectToast(page, 'Saved copy');
});
