/** SPEC.md sections 4, 7, 9: introducer autocomplete, driven from the keyboard. */
import { createIntroducer } from './support/api';
import { expect, test } from './support/fixtures';
import { form, introducerList, pickIntroducer, waitForSession } from './support/ui';

test('typing a prefix lists saved introducers; arrows, Enter, Escape and the x button work', async ({ page, user }) => {
  void user;
  await createIntroducer(page.request, 'Marcus Chen', 'we worked together at Stripe');
  await createIntroducer(page.request, 'Maria Lopez', 'my first manager at Shopify');
  await createIntroducer(page.request, 'Bob Stone', 'college roommate');

  await page.goto('/');
  await waitForSession(page);
  const name = form.introducerName(page);
  await expect(page.getByText('Start typing to pick a saved introducer')).toBeVisible();

  await name.pressSequentially('ma');
  await expect(introducerList(page)).toBeVisible();
  await expect(name).toHaveAttribute('aria-expanded', 'true');
  const options = introducerList(page).getByRole('option');
  await expect(options).toHaveCount(2);
  await expect(options.nth(0)).toContainText('Marcus Chen');
  await expect(options.nth(1)).toContainText('Maria Lopez');

  // Arrows cycle, wrapping at both ends.
  await name.press('ArrowDown');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await name.press('ArrowDown');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
  await name.press('ArrowDown');
  await expect(options.nth(0)).toHaveAttribute('aria-selected', 'true');
  await name.press('ArrowUp');
  await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');

  // Enter picks: name and context are filled, the list closes.
  await name.press('Enter');
  await expect(introducerList(page)).toBeHidden();
  await expect(name).toHaveValue('Maria Lopez');
  await expect(form.introducerContext(page)).toHaveValue('my first manager at Shopify');
  await expect(page.getByText('Saved introducer: Maria Lopez')).toBeVisible();

  // The x button clears the selection (and the fields it filled).
  await page.getByRole('button', { name: 'Clear selected introducer' }).click();
  await expect(name).toHaveValue('');
  await expect(form.introducerContext(page)).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Clear selected introducer' })).toHaveCount(0);

  // Escape closes; matching is case-insensitive and on the start of the name only.
  await name.pressSequentially('BO');
  await expect(options).toHaveCount(1);
  await expect(options.first()).toContainText('Bob Stone');
  await name.press('Escape');
  await expect(introducerList(page)).toBeHidden();
  await name.fill('');
  await name.pressSequentially('stone');
  await expect(introducerList(page)).toBeHidden();

  // A click outside closes the list.
  await name.fill('');
  await name.pressSequentially('m');
  await expect(options).toHaveCount(2);
  await page.getByRole('heading', { name: 'Generated Message' }).click();
  await expect(introducerList(page)).toBeHidden();
});

test('editing the name away from the picked introducer clears the selection', async ({ page, user }) => {
  void user;
  await createIntroducer(page.request, 'Marcus Chen', 'we worked together at Stripe');
  await page.goto('/');
  const name = form.introducerName(page);
  await pickIntroducer(page, 'Mar', 'Marcus Chen');
  await name.press('Backspace');
  await expect(page.getByText('Saved introducer: Marcus Chen')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Clear selected introducer' })).toHaveCount(0);
  await expect(name).toHaveValue('Marcus Che');
});

test('at most 8 suggestions are shown, and focusing a filled box reopens the list', async ({ page, user }) => {
  void user;
  for (const suffix of ['Adams', 'Baker', 'Clark', 'Davis', 'Evans', 'Frank', 'Green', 'Hall', 'Irwin', 'Jones']) {
    await createIntroducer(page.request, `Sam ${suffix}`, `met ${suffix}`);
  }
  const listRequests: URL[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (r.method() === 'GET' && url.pathname.startsWith('/api/introducers')) listRequests.push(url);
  });
  await page.goto('/');
  const name = form.introducerName(page);
  await name.pressSequentially('sam');
  await expect(introducerList(page).getByRole('option')).toHaveCount(8);
  await expect(introducerList(page).getByRole('option').first()).toContainText('Sam Adams');
  await name.press('Escape');
  await form.targetName(page).click();
  await name.focus();
  await expect(introducerList(page).getByRole('option')).toHaveCount(8);
  await name.fill('');
  await name.pressSequentially('Sam E');
  await expect(introducerList(page).getByRole('option')).toHaveCount(1);
  // The list is never read whole: the server is asked for each prefix once (cached 30 s), 8 at most.
  // (In whichever order: on a busy machine the first "s" can be typed before its request goes out, and
  // is then asked for when "Sam E" is typed; CI once saw ["sa", "sam", "s", "sam e"].)
  expect(listRequests.map((url) => url.pathname)).toEqual(Array(4).fill('/api/introducers/page'));
  expect(listRequests.map((url) => url.searchParams.get('prefix')?.toLowerCase()).sort()).toEqual([
    's',
    'sa',
    'sam',
    'sam e',
  ]);
  expect(listRequests.every((url) => url.searchParams.get('limit') === '8')).toBe(true);
});

test('guests get no autocomplete and are told to sign in to save introducers', async ({ page }) => {
  await page.goto('/');
  await waitForSession(page);
  await expect(page.getByText('Sign in to save introducers')).toBeVisible();
  await form.introducerName(page).pressSequentially('Ma');
  await expect(introducerList(page)).toBeHidden();
  await expect(form.introducerName(page)).toHaveAttribute('aria-expanded', 'false');
});
