/**
 * docs/design.md, the message workspace on a laptop screen: the two parts and the subject copy exactly
 * what they should, "Open in email" carries subject and body, the short versions keep their limits,
 * versions and Undo never lose an edit, the draft survives a reload and a sign-up, the form says when
 * the message is stale, Generate explains itself, toasts do not pile up, and axe stays clean.
 */
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { failRoute, PASSWORD, uniqueEmail } from './support/api';
import { expect, failedResource, test } from './support/fixtures';
import {
  clipboardText,
  expectToast,
  fillGuest,
  fillRequest,
  fillSignUp,
  form,
  generate,
  output,
  SAMPLE,
  toast,
  waitForSession,
} from './support/ui';

const NOTE_START = '--- Forwardable note ---';
const NOTE_END = '--- End of note ---';

const versionLabel = (page: Page) => page.getByRole('navigation', { name: 'Versions' });
const staleNotice = (page: Page) => page.getByText('The form changed since this message was written.');

/** The message as the writer's markers cut it: [before, note, after]. */
function cut(message: string): [string, string, string] {
  const start = message.indexOf(NOTE_START);
  const end = message.indexOf(NOTE_END);
  expect(start, 'the message has a forwardable note').toBeGreaterThan(0);
  return [
    message.slice(0, start).trim(),
    message.slice(start + NOTE_START.length, end).trim(),
    message.slice(end + NOTE_END.length).trim(),
  ];
}

async function guestMessage(page: Page): Promise<string> {
  await page.goto('/');
  await waitForSession(page);
  await fillGuest(page);
  await fillRequest(page);
  return generate(page);
}

test('the two parts and the subject copy exactly what they should', async ({ page, grantClipboard, consoleGuard }) => {
  consoleGuard.allow(failedResource(401)); // a guest's Copy & Save: 'Saved locally'
  await grantClipboard();
  const message = await guestMessage(page);
  const [before, note, after] = cut(message);

  await page.getByRole('button', { name: 'Copy forwardable note' }).click();
  await expect(page.getByRole('button', { name: 'Copied forwardable note' })).toBeVisible();
  const copiedNote = await clipboardText(page);
  expect(copiedNote).toBe(note);
  expect(copiedNote).not.toContain('---');
  expect(copiedNote).toMatch(/^Hi Dana/);

  await page.getByRole('button', { name: 'Copy note to the introducer' }).click();
  await expect(page.getByRole('button', { name: 'Copied note to the introducer' })).toBeVisible();
  expect(await clipboardText(page)).toBe(`${before}\n\n${after}`);

  const subject = page.getByText(/^Intro to Dana Whitfield/);
  await expect(subject).toBeVisible();
  await page.getByRole('button', { name: 'Copy subject' }).click();
  await expect.poll(() => clipboardText(page)).toBe(await subject.innerText());

  // Copy & Save still copies the whole text, markers and all (SPEC.md section 4).
  await output.copyButton(page).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await clipboardText(page)).toBe(message);
});

test('"Open in email" carries the introducer, the subject and the body', async ({ page }) => {
  await page.goto('/');
  await fillGuest(page);
  await fillRequest(page);
  await page.getByRole('textbox', { name: /Introducer email/ }).fill('marcus@example.com');
  const message = await generate(page);
  const href = await page.getByRole('link', { name: 'Open in email' }).getAttribute('href');
  const url = new URL(href ?? '');
  expect(url.protocol).toBe('mailto:');
  expect(url.pathname).toBe('marcus@example.com');
  expect(url.searchParams.get('subject')).toMatch(/^Intro to Dana Whitfield/);
  expect(url.searchParams.get('body')).toBe(message.trim());

  // A subject line the user asked for moves from the body into the subject.
  await output.retryInstructions(page).fill('add a subject line');
  await output.retry(page).click();
  await expect(output.message(page)).toHaveValue(/^Subject: /);
  const retried = new URL((await page.getByRole('link', { name: 'Open in email' }).getAttribute('href')) ?? '');
  const firstLine = (await output.message(page).inputValue()).split('\n')[0] ?? '';
  expect(retried.searchParams.get('subject')).toBe(firstLine.replace(/^Subject:\s*/, ''));
  expect(retried.searchParams.get('body')).not.toMatch(/^Subject:/);
});

test('the LinkedIn version and the connection notes keep their 1,000, 300 and 200 character limits', async ({
  page,
  grantClipboard,
}) => {
  await grantClipboard();
  await page.goto('/');
  await fillGuest(page, 'Nora Quinn', 'I run operations for a 30-person logistics startup in Rotterdam. '.repeat(8));
  await fillRequest(page, {
    ...SAMPLE,
    relevance: 'Partner at Lattice Capital who leads seed rounds in logistics software and sits on six boards. '.repeat(
      4,
    ),
    purpose: 'raise a $2M seed round and hear how her portfolio companies hire their first operations lead. '.repeat(3),
    valueAdd: 'we are growing 25% a month with three enterprise pilots and can share our warehouse data. '.repeat(4),
  });
  await generate(page);
  await page.getByText('Shorter versions: LinkedIn, text message, connection note').click();
  for (const [what, max] of [
    ['LinkedIn or text message', 1000],
    ['connection note', 300],
    ['connection note, free LinkedIn', 200],
  ] as const) {
    await page.getByRole('button', { name: `Copy ${what}`, exact: true }).click();
    await expect(page.getByRole('button', { name: `Copied ${what}`, exact: true })).toBeVisible();
    const text = await clipboardText(page);
    expect(text.length, `${what}: ${text}`).toBeGreaterThan(20);
    expect(text.length, what).toBeLessThanOrEqual(max);
    expect(text).not.toContain('---');
  }
  await expectNoSeriousA11yViolations(page, '/ with the shorter versions open');
});

test('versions step back and forth, and Undo brings back an edit a retry replaced', async ({ page }) => {
  const first = await guestMessage(page);
  await expect(versionLabel(page)).toHaveCount(0);

  await output.message(page).fill(`${first}\n\nP.S. My own words.`);
  await expect(versionLabel(page)).toContainText('Version 2 of 2');
  await expect(versionLabel(page)).toContainText('your edit');

  await output.retryInstructions(page).fill('shorter');
  await output.retry(page).click();
  await expect(output.message(page)).not.toHaveValue(/My own words/);
  await expect(versionLabel(page)).toContainText('Version 3 of 3');
  const retried = await output.message(page).inputValue();
  await expectNoSeriousA11yViolations(page, '/ with the Undo notice');

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(output.message(page)).toHaveValue(/P\.S\. My own words\.$/);
  await expect(versionLabel(page)).toContainText('Version 2 of 3');

  await page.getByRole('button', { name: 'Previous version' }).click();
  await expect(output.message(page)).toHaveValue(first);
  await expect(page.getByRole('button', { name: 'Previous version' })).toHaveAttribute('aria-disabled', 'true');
  await expect(page.getByRole('button', { name: 'Previous version' })).toBeFocused();
  await page.getByRole('button', { name: 'Next version' }).click();
  await page.getByRole('button', { name: 'Next version' }).click();
  await expect(output.message(page)).toHaveValue(retried);
});

test('a reload keeps the form, the message and its versions', async ({ page }) => {
  const first = await guestMessage(page);
  await output.message(page).fill(`${first}\n\nEdited before the reload.`);
  await output.retryInstructions(page).fill('warmer');
  await page.reload();
  await expect(output.message(page)).toHaveValue(`${first}\n\nEdited before the reload.`);
  await expect(versionLabel(page)).toContainText('Version 2 of 2');
  await expect(form.targetName(page)).toHaveValue(SAMPLE.targetName);
  await expect(form.guestName(page)).toHaveValue('Nora Quinn');
  await expect(output.retryInstructions(page)).toHaveValue('warmer');
  await page.getByRole('button', { name: 'Previous version' }).click();
  await expect(output.message(page)).toHaveValue(first);
});

test('a guest who signs up lands back on their message, and signing out clears it', async ({ page }) => {
  const first = await guestMessage(page);
  await output.message(page).fill(`${first}\n\nKept through sign-up.`);
  await page.getByRole('link', { name: 'create an account' }).click();
  await expect(page).toHaveURL(/\/auth\/sign-up\?redirectTo=\/$/);
  await fillSignUp(page, { name: 'Nora Quinn', email: uniqueEmail('draft'), password: PASSWORD });
  await page.getByRole('button', { name: 'Create account' }).click();
  await expectToast(page, 'Account created');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Using your About Me')).toBeVisible();
  await expect(output.message(page)).toHaveValue(`${first}\n\nKept through sign-up.`);
  await expect(form.targetName(page)).toHaveValue(SAMPLE.targetName);

  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page.getByText('Guest mode')).toBeVisible();
  await expect(output.placeholder(page)).toBeVisible();
  await page.reload();
  await expect(output.placeholder(page)).toBeVisible();
  await expect(form.targetName(page)).toHaveValue('');
});

test('the form says when the message is stale, Regenerate clears it, and the hint says what Ctrl+Enter does', async ({
  page,
}) => {
  await page.goto('/');
  await fillGuest(page);
  await fillRequest(page);
  await expect(page.locator('#generate-hint')).toHaveText('or press Ctrl+Enter');
  await generate(page);
  await expect(page.locator('#generate-hint')).toHaveText('Ctrl+Enter retries the message');
  await expect(staleNotice(page)).toHaveCount(0);

  await form.targetName(page).fill('Elena Vasquez-Hart');
  await expect(staleNotice(page)).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/ with the stale-form notice');
  await page.getByRole('button', { name: 'Regenerate' }).click();
  await expect(output.message(page)).toHaveValue(/Elena/);
  await expect(staleNotice(page)).toHaveCount(0);
  await expect(versionLabel(page)).toContainText('Version 2 of 2');

  // Back to the first target: the form matches again only what the newest version was written from.
  await form.targetName(page).fill(SAMPLE.targetName);
  await expect(staleNotice(page)).toBeVisible();
  await page.getByRole('button', { name: 'Previous version' }).click();
  await expect(staleNotice(page)).toHaveCount(0);
});

test('Generate stays focusable when it cannot run, says why, and points at the field', async ({ page }) => {
  await page.goto('/');
  await waitForSession(page);
  await fillRequest(page);
  await form.generate(page).focus();
  await expect(form.generate(page)).toBeFocused();
  await expect(form.generate(page)).toHaveAttribute('aria-disabled', 'true');
  await expect(form.generate(page)).toHaveAccessibleDescription('Enter your name first');
  await page.keyboard.press('Enter');
  await expect(form.guestName(page)).toBeFocused();
  await expect(page.getByText('Enter your name to generate')).toBeVisible();
  await expect(form.guestName(page)).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page, '/ with the name error');
  await form.guestName(page).fill('Nora Quinn');
  await expect(page.getByText('Enter your name to generate')).toHaveCount(0);

  // After Generate, focus is on the result and a live region said so.
  await form.generate(page).click();
  await expect(page.getByRole('region', { name: 'Generated Message' })).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Message ready' })).toHaveCount(1);
});

test('the same failure shows one toast, and the next Generate clears it', async ({ page, consoleGuard }) => {
  consoleGuard.allow(failedResource(500));
  await page.goto('/');
  await fillGuest(page);
  await fillRequest(page);
  await failRoute(page, '**/api/generate', { error: 'The writer is down', code: 'INTERNAL' });
  await form.generate(page).click();
  await expectToast(page, 'Generation failed', 'The writer is down');
  await form.generate(page).click();
  await form.generate(page).click();
  await expect(form.generate(page)).not.toHaveAttribute('aria-disabled');
  await expect(toast(page, 'Generation failed')).toHaveCount(1);

  await page.unroute('**/api/generate');
  await generate(page);
  await expect(toast(page, 'Generation failed')).toHaveCount(0);
});

test('axe: the first screen, with its promise, steps and example', async ({ page }) => {
  await page.goto('/');
  await waitForSession(page);
  await expect(page.getByRole('heading', { name: 'Ask for a warm introduction', level: 1 })).toBeVisible();
  await expect(page.getByText('Example', { exact: true })).toBeVisible();
  await expect(output.placeholder(page)).toBeVisible();
  // On a 900 px laptop screen Generate is on screen without scrolling (pinned under the form).
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(form.generate(page)).toBeInViewport();
  await expectNoSeriousA11yViolations(page, '/ (first screen)');
});
