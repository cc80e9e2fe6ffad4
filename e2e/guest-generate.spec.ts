/** SPEC.md section 4, generator: a guest generates without an account, then retries. */
import { expect, test } from './support/fixtures';
import { fillGuest, fillRequest, form, generate, holdRoute, output, SAMPLE, waitForSession } from './support/ui';

test('a guest generates a message and Retry replaces it with a different version', async ({ page }) => {
  await page.goto('/');
  await waitForSession(page);
  await expect(page.getByText('Guest mode')).toBeVisible();
  await expect(output.placeholder(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About Me' })).toBeVisible();

  // The guest's name is the one required field: Generate waits for it.
  await fillRequest(page);
  await expect(form.generate(page)).toBeDisabled();
  await fillGuest(page);
  await expect(form.generate(page)).toBeEnabled();

  const first = await generate(page);
  await expect(output.placeholder(page)).toHaveCount(0);
  expect(first).toContain(SAMPLE.targetName);
  expect(first).toContain('Marcus');
  expect(first).toContain('Nora Quinn');

  // Retry: busy label while it runs, then a new text in place of the old one.
  const release = await holdRoute(page, '**/api/regenerate');
  await output.retry(page).click();
  await expect(page.getByRole('button', { name: 'Retrying...' })).toBeDisabled();
  release();
  await expect(page.getByRole('button', { name: 'Retry', exact: true })).toBeEnabled();
  await expect(output.message(page)).not.toHaveValue(first);
  const second = await output.message(page).inputValue();
  expect(second).toContain(SAMPLE.targetName);
  expect(second.length).toBeGreaterThan(0);
});

test('the output stays editable and a retry with instructions follows them', async ({ page }) => {
  await page.goto('/');
  await fillGuest(page);
  await fillRequest(page);
  await generate(page);

  await output.message(page).fill('My own words for Marcus.');
  await expect(output.message(page)).toHaveValue('My own words for Marcus.');

  await output.retryInstructions(page).fill('add a subject line');
  await output.retry(page).click();
  await expect(output.message(page)).not.toHaveValue('My own words for Marcus.');
  await expect(output.message(page)).toHaveValue(/subject/i);
});

test('Generate is disabled while a generation runs', async ({ page }) => {
  await page.goto('/');
  await fillGuest(page);
  await fillRequest(page);
  const release = await holdRoute(page, '**/api/generate');
  await form.generate(page).click();
  await expect(form.generate(page)).toBeDisabled();
  release();
  await expect(output.message(page)).toBeVisible();
  await expect(form.generate(page)).toBeEnabled();
});

test('the page shows the banner with its external article and the footer note', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Warm intros convert trust into access.')).toBeVisible();
  const link = page.getByRole('link', { name: /Why warm introductions work/ });
  await expect(link).toHaveAttribute('href', /^https:\/\//);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(page.getByText('Form inputs are not stored. Only the version you copy is saved.')).toBeVisible();
});

test('Dev Prefill fills sample values that are enough to generate', async ({ page }) => {
  await page.goto('/');
  await waitForSession(page);
  await page.getByRole('button', { name: 'Dev Prefill' }).click();
  await expect(form.targetName(page)).not.toHaveValue('');
  await expect(form.introducerName(page)).not.toHaveValue('');
  await expect(form.generate(page)).toBeEnabled();
  const text = await generate(page);
  expect(text).toContain((await form.targetName(page).inputValue()).trim());
});

test("the engine's notes are shown beside the output when a retry instruction cannot be applied", async ({ page }) => {
  await page.goto('/');
  await fillGuest(page);
  await fillRequest(page);
  await generate(page);
  await expect(page.getByRole('complementary', { name: 'Notes' })).toHaveCount(0);
  await output.retryInstructions(page).fill('translate it into Klingon');
  await output.retry(page).click();
  const notes = page.getByRole('complementary', { name: 'Notes' });
  await expect(notes).toBeVisible();
  await expect(notes).toContainText('translate it into Klingon');
});
