/** SPEC.md sections 2, 4, 5: About Me editing, counters and limits. */
import { updateProfile } from './support/api';
import { expect, failedResource, test } from './support/fixtures';
import { expectToast, holdRoute, isRed, refocusWindow, textColor } from './support/ui';

test('a field card: pencil opens it, Cancel restores, Save sends one field and says Field updated', async ({
  page,
  user,
}) => {
  void user;
  await updateProfile(page.request, { asks: 'Intros to seed investors in logistics.' });
  await page.goto('/about');
  await expect(page.getByRole('heading', { name: 'About Me', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Generator' })).toHaveAttribute('href', '/');
  await expect(page.getByText('Click the edit button to add your bio')).toBeVisible();
  await expect(page.getByText('Intros to seed investors in logistics.')).toBeVisible();
  await expect(page.getByText(/personalises your messages/)).toBeVisible();

  // Cancel restores the saved value.
  await page.getByRole('button', { name: "Edit What I'm Looking For (Asks)" }).click();
  const asks = page.getByRole('textbox', { name: "What I'm Looking For (Asks)" });
  await expect(asks).toBeFocused();
  await asks.fill('Something else entirely');
  await page.getByRole('button', { name: "Cancel editing What I'm Looking For (Asks)" }).click();
  await expect(asks).toHaveCount(0);
  await expect(page.getByText('Intros to seed investors in logistics.')).toBeVisible();
  await expect(page.getByText('Something else entirely')).toHaveCount(0);

  // Save sends exactly one field.
  await page.getByRole('button', { name: 'Edit Value I Provide' }).click();
  await page.getByRole('textbox', { name: 'Value I Provide' }).fill('Warehouse pick-rate data from two sites.');
  const request = page.waitForRequest((r) => r.url().endsWith('/api/field') && r.method() === 'PUT');
  await page.getByRole('button', { name: 'Save Value I Provide' }).click();
  expect((await request).postDataJSON()).toEqual({
    field: 'value_add',
    content: 'Warehouse pick-rate data from two sites.',
  });
  await expectToast(page, 'Field updated', 'Your profile has been saved successfully.');
  await expect(page.getByText('Warehouse pick-rate data from two sites.')).toBeVisible();
  await page.reload();
  await expect(page.getByText('Warehouse pick-rate data from two sites.')).toBeVisible();
  await expect(page.getByText('Intros to seed investors in logistics.')).toBeVisible();
});

test('the remaining-characters counter turns red below 50 and Save is disabled over the limit', async ({
  page,
  user,
}) => {
  void user;
  await page.goto('/about');
  await page.getByRole('button', { name: 'Edit Bio' }).click();
  const bio = page.getByRole('textbox', { name: 'Bio' });
  const counter = page.getByText(/characters (remaining|over the limit)$/);
  const save = page.getByRole('button', { name: 'Save Bio' });
  await expect(counter).toHaveText('1200 characters remaining');
  const normal = await textColor(counter);
  expect(isRed(normal)).toBe(false);

  await bio.fill('x'.repeat(1151));
  await expect(counter).toHaveText('49 characters remaining');
  const warned = await textColor(counter);
  expect(isRed(warned), `counter colour ${warned}`).toBe(true);
  await expect(save).toBeEnabled();

  await bio.fill('x'.repeat(1150));
  await expect(counter).toHaveText('50 characters remaining');
  expect(await textColor(counter)).toEqual(normal);

  await bio.fill('x'.repeat(1201));
  await expect(counter).toHaveText(/1 characters? over the limit/);
  await expect(save).toBeDisabled();
  await bio.fill('x'.repeat(1200));
  await expect(save).toBeEnabled();
});

test('Account Details: edit, Calendly must be a valid URL, Cancel restores, Save sends only changed fields', async ({
  page,
  user,
}) => {
  await page.goto('/about');
  const card = page.getByRole('region', { name: 'Account Details' });
  await expect(card.getByText(user.name, { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Edit account details' }).click();
  const calendly = card.getByRole('textbox', { name: 'Calendly URL' });
  const save = card.getByRole('button', { name: 'Save', exact: true });
  await calendly.fill('not a url');
  await expect(card.getByText('Please enter a valid URL')).toBeVisible();
  await expect(save).toBeDisabled();
  await calendly.fill('');
  await expect(card.getByText('Please enter a valid URL')).toHaveCount(0);
  await expect(save).toBeEnabled();

  // Cancel restores.
  await card.getByRole('textbox', { name: 'Company name' }).fill('Dropped Inc');
  await card.getByRole('button', { name: 'Cancel' }).click();
  await expect(card.getByText('Dropped Inc')).toHaveCount(0);

  // Save: only the two changed fields are sent, one after another.
  await card.getByRole('button', { name: 'Edit account details' }).click();
  await card.getByRole('textbox', { name: 'Company name' }).fill('Lumen Freight');
  await card.getByRole('textbox', { name: 'Calendly URL' }).fill('https://calendly.com/priya/30min');
  const sent: unknown[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/field') && r.method() === 'PUT') sent.push(r.postDataJSON());
  });
  await save.click();
  await expectToast(page, 'Field updated');
  expect(sent).toEqual([
    { field: 'company_name', content: 'Lumen Freight' },
    { field: 'calendly_url', content: 'https://calendly.com/priya/30min' },
  ]);
  await expect(card.getByText('Lumen Freight')).toBeVisible();
  await expect(card.getByRole('link', { name: 'https://calendly.com/priya/30min' })).toBeVisible();
});

test('a refused profile update says Update failed and keeps the draft', async ({ page, user, consoleGuard }) => {
  void user;
  consoleGuard.allow(failedResource(503));
  await page.route('**/api/field', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'The database is busy', code: 'DATABASE_UNAVAILABLE' }),
    }),
  );
  await page.goto('/about');
  await page.getByRole('button', { name: 'Edit Bio' }).click();
  await page.getByRole('textbox', { name: 'Bio' }).fill('A bio that will not be saved.');
  await page.getByRole('button', { name: 'Save Bio' }).click();
  await expectToast(page, 'Update failed', 'The database is busy');
  await expect(page.getByRole('textbox', { name: 'Bio' })).toHaveValue('A bio that will not be saved.');
});

test('loading skeletons show while the profile loads', async ({ page, user }) => {
  void user;
  const release = await holdRoute(page, '**/api/profile');
  await page.goto('/about');
  await expect(page.getByRole('status', { name: 'Loading profile' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account Details' })).toHaveCount(0);
  release();
  await expect(page.getByRole('status', { name: 'Loading profile' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Account Details' })).toBeVisible();
});

test('the profile is fetched again when the window regains focus', async ({ page, user }) => {
  void user;
  await page.goto('/about');
  await expect(page.getByText('Click the edit button to add your bio')).toBeVisible();
  // Changed elsewhere (another tab, another device)...
  await updateProfile(page.request, { bio: 'Updated from another tab.' });
  // ...then the user comes back to this window.
  await refocusWindow(page);
  await expect(page.getByText('Updated from another tab.')).toBeVisible();
});
