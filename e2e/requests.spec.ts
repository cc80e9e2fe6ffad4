/** SPEC.md section 3: what the browser sends (trimmed, blanks omitted, guest profile only for guests). */
import { expect, test } from './support/fixtures';
import { expectToast, form, generate, output } from './support/ui';

test('a guest request: every field trimmed, blanks omitted, the introducer block left out, profile {name, bio}', async ({
  page,
}) => {
  await page.goto('/');
  await form.guestName(page).fill('  Nora Quinn  ');
  await form.targetName(page).fill('  Greta Lindqvist ');
  await form.relevance(page).fill('   ');
  await form.purpose(page).fill(' compare notes on cross-dock automation ');
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/generate'));
  await generate(page);
  expect((await sent).postDataJSON()).toEqual({
    target: { name: 'Greta Lindqvist', purpose: 'compare notes on cross-dock automation' },
    meta: { include_calendly: false },
    profile: { name: 'Nora Quinn', bio: '' },
  });

  // Retry: the last request plus the current text and the instructions.
  await output.message(page).fill('Edited text.');
  await output.retryInstructions(page).fill('  shorter  ');
  const resent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/regenerate'));
  await output.retry(page).click();
  // Plus the built-in writer's `style` of the message being retried, when it sent one.
  const { style: _style, ...retried } = (await resent).postDataJSON();
  expect(retried).toEqual({
    target: { name: 'Greta Lindqvist', purpose: 'compare notes on cross-dock automation' },
    meta: { include_calendly: false },
    profile: { name: 'Nora Quinn', bio: '' },
    previous_message: 'Edited text.',
    retry_instructions: 'shorter',
  });
});

test('a signed-in request carries no profile block; the save carries the message and the introducer', async ({
  page,
  user,
  grantClipboard,
}) => {
  void user;
  await grantClipboard();
  await page.goto('/');
  await form.introducerName(page).fill(' Jan ');
  await form.introducerName(page).press('Escape');
  await page.getByRole('checkbox', { name: 'Include Calendly link' }).check();
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/generate'));
  const message = await generate(page);
  expect((await sent).postDataJSON()).toEqual({ introducer: { name: 'Jan' }, meta: { include_calendly: true } });

  const saved = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/rfi'));
  await output.copyButton(page).click();
  const body = (await saved).postDataJSON();
  expect(body).toMatchObject({ introducer: { name: 'Jan' }, meta: { include_calendly: true }, message });
  expect(body).not.toHaveProperty('profile');
  await expectToast(page, 'Saved copy');
});

test('the guest card is there only for guests', async ({ page, user }) => {
  void user;
  await page.goto('/');
  await expect(page.getByText('Using your About Me')).toBeVisible();
  await expect(form.guestName(page)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'About Me' })).toHaveCount(0);
  // Nothing is required of a signed-in user: Generate is ready on an empty form.
  await expect(form.generate(page)).toBeEnabled();
});
