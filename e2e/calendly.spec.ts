/** SPEC.md section 2 (Include Calendly link) with a signed-in profile that has a Calendly URL. */
import { updateProfile } from './support/api';
import { expect, test } from './support/fixtures';
import { fillRequest, form, generate, output } from './support/ui';

const URL = 'https://calendly.com/priya-raman/30min';

test('the Calendly link is in the message only when Include Calendly link is checked', async ({ page, user }) => {
  void user;
  await updateProfile(page.request, { company_name: 'Lumen Freight', calendly_url: URL });
  await page.goto('/');
  await fillRequest(page);
  const checkbox = page.getByRole('checkbox', { name: 'Include Calendly link' });
  await expect(checkbox).not.toBeChecked();
  const without = await generate(page);
  expect(without).not.toContain('calendly.com');

  await checkbox.check();
  await form.generate(page).click();
  // The first message is still on screen while the second is written: wait for the one with the link
  // (generate() returns as soon as the field is not empty, which it already is; this flaked on a slow host).
  await expect(output.message(page)).toHaveValue(/calendly\.com\/priya-raman\/30min/);
  const withLink = await output.message(page).inputValue();
  expect(withLink).toContain(URL);
  expect(withLink.split(URL)).toHaveLength(2); // exactly once
});
