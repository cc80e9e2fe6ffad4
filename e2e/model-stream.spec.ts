/**
 * Decision 011 end to end: the app with a model configured (a second server, pointed at the local
 * OpenAI-compatible server of e2e/support/model-server.ts). The text appears in the output while it
 * is written; a good answer is shown unchanged; a bad one is replaced by the built-in message with
 * its note; a slow, stalled, failed or garbled answer falls back within the configured limits;
 * Stop cuts the model call; nothing is saved until the user copies.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { PASSWORD, uniqueEmail } from './support/api';
import { E2E } from './support/constants';
import { expect, test } from './support/fixtures';
import { goodMessage, MODEL_LIMITS, MODEL_NAME, MODEL_REQUEST, SCENARIOS } from './support/model-scenarios';
import { expectToast, fillGuest, fillRequest, form, output } from './support/ui';

test.use({ baseURL: E2E.modelAppUrl });

const BUILTIN = "IntroAsk's built-in writer";
/** Long enough for any fallback: the total limit, and the time to write the built-in message. */
const FALLBACK_WAIT = MODEL_LIMITS.totalMs + 5_000;

const writingStatus = (page: Page) => page.getByText(`Writing with ${MODEL_NAME}...`);
const stopButton = (page: Page) => page.getByRole('button', { name: 'Stop' });
const notes = (page: Page) => page.getByRole('complementary', { name: 'Notes' });

async function fillAsGuest(page: Page, targetName: string) {
  await page.goto('/');
  await fillGuest(page);
  await fillRequest(page, { ...MODEL_REQUEST, targetName });
}

/** A new user on the model app, signed in in the page's context. */
async function signUp(request: APIRequestContext) {
  const response = await request.post('/api/auth/sign-up/email', {
    headers: { Origin: E2E.modelAppUrl },
    data: { name: 'Nora Quinn', email: uniqueEmail('model'), password: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  const profile = await request.put('/api/profile', {
    headers: { Origin: E2E.modelAppUrl },
    data: { bio: 'I run ops at a 30-person logistics startup in Rotterdam.' },
  });
  expect(profile.status()).toBe(200);
}

async function savedMessages(request: APIRequestContext): Promise<Array<{ message: string; writer: string | null }>> {
  const response = await request.get('/api/rfi');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { items: Array<{ message: string; writer: string | null }> }).items;
}

test('the text appears while it is written; the good message is shown unchanged; saved only on copy', async ({
  page,
  context,
}) => {
  await signUp(page.request);
  const saves: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/api/rfi')) saves.push(r.url());
  });
  await page.goto('/');
  await expect(page.getByLabel('Language')).toHaveValue('en');
  await fillRequest(page, { ...MODEL_REQUEST, targetName: SCENARIOS.good });
  const final = goodMessage(SCENARIOS.good);

  await form.generate(page).click();
  await expect(writingStatus(page)).toBeVisible();
  await expect(stopButton(page)).toBeVisible();
  // Part of the message, but not all of it: it is being written.
  await page.waitForFunction(
    (whole) => {
      const box = document.querySelector<HTMLTextAreaElement>('#generated-message');
      return !!box && box.value.length > 20 && box.value.length < whole.length && whole.startsWith(box.value);
    },
    final,
    { timeout: 10_000 },
  );
  await expect(output.message(page)).toHaveAttribute('readonly', '');
  await expect(output.copyButton(page)).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'the output while a model writes');

  await expect(output.message(page)).toHaveValue(final, { timeout: 15_000 });
  await expect(output.message(page)).not.toHaveAttribute('readonly');
  await expect(page.getByText(`Written by ${MODEL_NAME}`)).toBeVisible();
  await expect(notes(page)).toHaveCount(0);
  await expect(stopButton(page)).toHaveCount(0);
  expect(saves).toEqual([]);
  expect(await savedMessages(page.request)).toEqual([]);

  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: E2E.modelAppUrl });
  await output.copyButton(page).click();
  await expectToast(page, 'Saved copy');
  expect(await savedMessages(page.request)).toMatchObject([{ message: final, writer: MODEL_NAME }]);

  await page.goto('/history');
  await page.getByRole('button', { name: `Details for the RFI to ${SCENARIOS.good}` }).click();
  await expect(page.getByRole('dialog').getByText(`Written by ${MODEL_NAME}`)).toBeVisible();
});

test('a message that breaks a hard rule is replaced by the built-in message, with the reason', async ({ page }) => {
  await fillAsGuest(page, SCENARIOS.invented);
  await form.generate(page).click();
  await expect(notes(page)).toContainText(
    `${MODEL_NAME}'s draft was set aside: it mentions “$5M”, which isn't in what you typed.`,
    { timeout: FALLBACK_WAIT },
  );
  await expect(output.message(page)).not.toHaveValue(/\$5M/);
  await expect(output.message(page)).toHaveValue(new RegExp(SCENARIOS.invented));
  await expect(page.getByText(`Written by ${BUILTIN}`)).toBeVisible();
});

/** What goes wrong, the target that makes it happen, the note, and whether it takes long enough to watch. */
const FALLBACKS = [
  ['a slow first token', SCENARIOS.slowStart, `${MODEL_NAME} didn't start writing within 2 s`, true],
  ['a stall mid-stream', SCENARIOS.stall, `${MODEL_NAME} stopped writing for 2 s`, true],
  [
    'a stream past the total limit',
    SCENARIOS.tooLong,
    `${MODEL_NAME} took longer than ${MODEL_LIMITS.totalMs / 1000} s`,
    true,
  ],
  ['garbage', SCENARIOS.garbage, `${MODEL_NAME} sent an answer IntroAsk could not read`, false],
  ['an HTTP error', SCENARIOS.error, `${MODEL_NAME} answered with an error (HTTP 500)`, false],
] as const;

for (const [what, target, reason, slow] of FALLBACKS) {
  test(`${what} falls back to the built-in message within the configured limits`, async ({ page }) => {
    await fillAsGuest(page, target);
    await form.generate(page).click();
    if (slow) await expect(writingStatus(page)).toBeVisible();
    await expect(notes(page)).toContainText(`${reason}, so ${BUILTIN} wrote this message.`, {
      timeout: FALLBACK_WAIT,
    });
    await expect(output.message(page)).toHaveValue(new RegExp(`^Hi Marcus,[\\s\\S]*${target}`));
    await expect(output.message(page)).not.toHaveAttribute('readonly');
    await expect(page.getByText(`Written by ${BUILTIN}`)).toBeVisible();
    await expect(form.generate(page)).toBeEnabled();
  });
}

test('Stop ends the writing: the placeholder is back and the model call is cut', async ({ page, request }) => {
  await fillAsGuest(page, SCENARIOS.stop);
  await form.generate(page).click();
  await expect(output.message(page)).toHaveValue(/^Hi Marcus,/);
  await stopButton(page).click();
  await expect(output.placeholder(page)).toBeVisible();
  await expect(writingStatus(page)).toHaveCount(0);
  await expect(form.generate(page)).toBeEnabled();
  await expect
    .poll(async () => {
      const received = (await (await request.get(`${E2E.modelUrl}/__received`)).json()) as Array<{
        target: string;
        hungUp: boolean;
      }>;
      return received.filter((r) => r.target === SCENARIOS.stop).map((r) => r.hungUp);
    })
    .toEqual([true]);
});

test('Retry streams too, and the language can be chosen', async ({ page }) => {
  const target = 'Rita Vance';
  await fillAsGuest(page, target);
  await page.getByLabel('Language').selectOption('fr');
  const sent = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/generate'));
  await form.generate(page).click();
  expect((await sent).postDataJSON().meta).toEqual({ include_calendly: false, language: 'fr' });
  await expect(output.message(page)).toHaveValue(goodMessage(target));
  await expect(page.getByText(`Written by ${MODEL_NAME}`)).toBeVisible();

  await output.retry(page).click();
  await expect(output.message(page)).toHaveValue(goodMessage(target, 'Could you put me in touch with'));
});

test('API clients still get JSON: the same message, its summary and its writer', async ({ request }) => {
  const response = await request.post('/api/generate', {
    headers: { Origin: E2E.modelAppUrl },
    data: {
      introducer: { name: MODEL_REQUEST.introducerName, context: MODEL_REQUEST.introducerContext },
      target: {
        name: 'Jana Plain',
        relevance: MODEL_REQUEST.relevance,
        purpose: MODEL_REQUEST.purpose,
        value_add: MODEL_REQUEST.valueAdd,
      },
      meta: { include_calendly: false },
      profile: { name: 'Nora Quinn', bio: 'I run ops at a 30-person logistics startup in Rotterdam.' },
    },
  });
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^application\/json/);
  expect(await response.json()).toEqual({
    content: goodMessage('Jana Plain'),
    summary: expect.stringContaining('Jana Plain'),
    writer: { kind: 'model', name: MODEL_NAME },
    subject: expect.stringContaining('Jana Plain'),
    versions: { direct: expect.any(String), connection: expect.any(String), connectionShort: expect.any(String) },
  });
});
