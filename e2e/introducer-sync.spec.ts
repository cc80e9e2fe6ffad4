/** SPEC.md section 4: Copy & Save syncs the introducer (create when typed, update when changed). */
import { createIntroducer, failRoute, listIntroducers, listRfis } from './support/api';
import { expect, test } from './support/fixtures';
import { expectToast, fillRequest, form, generate, output, pickIntroducer, SAMPLE } from './support/ui';

test('copying with a typed new introducer creates it, and it is offered by the autocomplete at once', async ({
  page,
  user,
  grantClipboard,
}) => {
  void user;
  await grantClipboard();
  await page.goto('/');
  await fillRequest(page, {
    ...SAMPLE,
    introducerName: 'Felipe Santos',
    introducerContext: 'we sat on the same panel at ProMat 2024',
  });
  await generate(page);
  await output.copyButton(page).click();
  await expectToast(page, 'Saved copy');

  expect(await listIntroducers(page.request)).toEqual([
    expect.objectContaining({ name: 'Felipe Santos', context: 'we sat on the same panel at ProMat 2024' }),
  ]);
  const saved = await listRfis(page.request);
  expect(saved).toHaveLength(1);
  expect(saved[0]?.introducer_name).toBe('Felipe Santos');

  // The cached list was invalidated: the new introducer is suggested without a reload.
  await form.introducerName(page).fill('');
  await form.introducerName(page).pressSequentially('fel');
  await expect(page.getByRole('option', { name: /Felipe Santos/ })).toBeVisible();
});

test('copying after changing the context of a picked introducer updates it', async ({ page, user, grantClipboard }) => {
  void user;
  await grantClipboard();
  await createIntroducer(page.request, 'Marcus Chen', 'we worked together at Stripe');
  await page.goto('/');
  await pickIntroducer(page, 'Marc', 'Marcus Chen');
  await expect(form.introducerContext(page)).toHaveValue('we worked together at Stripe');
  await form.introducerContext(page).fill('we worked together at Stripe for three years');
  await fillRequest(page, { targetName: SAMPLE.targetName, purpose: SAMPLE.purpose });
  await generate(page);
  await output.copyButton(page).click();
  await expectToast(page, 'Saved copy');

  const introducers = await listIntroducers(page.request);
  expect(introducers).toHaveLength(1);
  expect(introducers[0]?.context).toBe('we worked together at Stripe for three years');

  // The autocomplete shows the new context (the list was invalidated on update).
  await form.introducerName(page).fill('');
  await form.introducerName(page).pressSequentially('Marc');
  await expect(page.getByRole('option', { name: /Marcus Chen/ })).toContainText('for three years');
});

test('when the introducer sync fails, a warning says so and the copy is still saved', async ({
  page,
  user,
  grantClipboard,
  consoleGuard,
}) => {
  void user;
  consoleGuard.allow(/Failed to load resource: the server responded with a status of 500/);
  await grantClipboard();
  await failRoute(page, '**/api/introducers', { error: 'Database hiccup', code: 'INTERNAL' }, 'POST');
  await page.goto('/');
  await fillRequest(page);
  await generate(page);
  await output.copyButton(page).click();
  await expectToast(page, 'Intro saved locally; sign-in or retry to persist.');
  await expectToast(page, 'Saved copy');
  expect(await listRfis(page.request)).toHaveLength(1);
});
