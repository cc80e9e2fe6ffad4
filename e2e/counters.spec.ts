/** SPEC.md section 5: every generator field shows n/max, orange above 80 percent. */
import { expect, test } from './support/fixtures';
import { form, isOrange, output, textColor, waitForSession } from './support/ui';

const FIELDS = [
  { label: 'Your name', max: 80, role: 'textbox' },
  { label: 'Your context', max: 600, role: 'textbox' },
  { label: 'Introducer name', max: 80, role: 'combobox' },
  { label: 'Introducer context', max: 600, role: 'textbox' },
  { label: 'Target name', max: 80, role: 'textbox' },
  { label: 'Relevance', max: 400, role: 'textbox' },
  { label: 'Purpose', max: 300, role: 'textbox' },
  { label: 'Value add', max: 400, role: 'textbox' },
] as const;

/** 'n/max' (a screen-reader-only word may follow). */
const count = (n: number, max: number) => new RegExp(`^${n}/${max}(\\s|$)`);

test('each field counts n/max and turns orange above 80 percent; input stops at the limit', async ({ page }) => {
  await page.goto('/');
  await waitForSession(page);
  for (const field of FIELDS) {
    const box = page.getByRole(field.role, { name: field.label, exact: true });
    const counterId = ((await box.getAttribute('aria-describedby')) ?? '').split(' ')[0] as string;
    const counter = page.locator(`[id="${counterId}"]`);
    await expect(counter, field.label).toHaveText(count(0, field.max));
    const calm = await textColor(counter);
    expect(isOrange(calm), `${field.label} at 0`).toBe(false);

    const atLimit = Math.floor(field.max * 0.8);
    await box.fill('a'.repeat(atLimit));
    await expect(counter).toHaveText(count(atLimit, field.max));
    expect(isOrange(await textColor(counter)), `${field.label} at 80%`).toBe(false);

    await box.fill('a'.repeat(atLimit + 1));
    await expect(counter).toHaveText(count(atLimit + 1, field.max));
    expect(isOrange(await textColor(counter)), `${field.label} above 80%: ${await textColor(counter)}`).toBe(true);

    await box.fill('a'.repeat(field.max + 20));
    await expect(box).toHaveValue('a'.repeat(field.max));
    await expect(counter).toHaveText(count(field.max, field.max));
    await box.fill('');
    if (field.role === 'combobox') await box.press('Escape');
  }
});

test('the retry instructions and the message count too', async ({ page }) => {
  await page.goto('/');
  await form.guestName(page).fill('Nora Quinn');
  await form.generate(page).click();
  const message = output.message(page);
  await expect(message).toBeVisible();
  const length = (await message.inputValue()).length;
  await expect(page.locator('[id="generated-message-count"]')).toHaveText(count(length, 4000));
  const retry = page.getByRole('textbox', { name: 'Retry instructions' });
  await retry.fill('b'.repeat(321));
  const retryCounter = page.locator(`[id="${((await retry.getAttribute('aria-describedby')) ?? '').split(' ')[0]}"]`);
  await expect(retryCounter).toHaveText(count(321, 400));
  expect(isOrange(await textColor(retryCounter))).toBe(true);
});
