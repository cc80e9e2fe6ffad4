/**
 * Setting the stage through the real API, so each test starts from its own fresh user and only
 * drives in the browser what it is about. `page.request` shares the browser context's cookies:
 * signing up through it signs the page in.
 */
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { E2E } from './constants';

/** The app refuses cross-site writes: send what a same-origin browser would. */
const ORIGIN = { Origin: E2E.appUrl };

export const PASSWORD = 'correct-horse-battery';

export interface TestUser {
  id: string;
  name: string;
  email: string;
  password: string;
}

/** An address no other test (or earlier run on the same database) has used. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 12)}@example.test`;
}

/** Creates a user and leaves `request` (and the page that owns it) signed in as them. */
export async function signUpViaApi(
  request: APIRequestContext,
  options: { name?: string; email?: string } = {},
): Promise<TestUser> {
  const name = options.name ?? 'Priya Raman';
  const email = options.email ?? uniqueEmail();
  const response = await request.post('/api/auth/sign-up/email', {
    headers: ORIGIN,
    data: { name, email, password: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { user: { id: string } };
  return { id: body.user.id, name, email, password: PASSWORD };
}

type ProfileFieldName = 'name' | 'job_title' | 'company_name' | 'calendly_url' | 'bio' | 'asks' | 'value_add';

export async function updateProfile(
  request: APIRequestContext,
  fields: Partial<Record<ProfileFieldName, string>>,
): Promise<void> {
  const response = await request.put('/api/profile', { headers: ORIGIN, data: fields });
  expect(response.status(), await response.text()).toBe(200);
}

export async function createIntroducer(
  request: APIRequestContext,
  name: string,
  context: string,
): Promise<{ id: string }> {
  const response = await request.post('/api/introducers', { headers: ORIGIN, data: { name, context } });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { id: string };
}

export async function listIntroducers(
  request: APIRequestContext,
): Promise<Array<{ id: string; name: string; context: string }>> {
  const response = await request.get('/api/introducers');
  expect(response.status()).toBe(200);
  return response.json();
}

export interface SavedRfi {
  target?: string;
  introducer?: { name: string; context?: string };
  message: string;
}

/** Saves an RFI as Copy & Save would (counts against the per-user save limit). */
export async function saveRfiViaApi(request: APIRequestContext, rfi: SavedRfi): Promise<number> {
  const response = await request.post('/api/rfi', {
    headers: ORIGIN,
    data: {
      ...(rfi.introducer ? { introducer: { context: '', ...rfi.introducer } } : {}),
      ...(rfi.target ? { target: { name: rfi.target } } : {}),
      meta: { include_calendly: false },
      message: rfi.message,
    },
  });
  return response.status();
}

export async function listRfis(
  request: APIRequestContext,
): Promise<Array<{ message: string; target_name: string | null; introducer_name: string | null }>> {
  const response = await request.get('/api/rfi');
  expect(response.status()).toBe(200);
  return (
    (await response.json()) as {
      items: Array<{ message: string; target_name: string | null; introducer_name: string | null }>;
    }
  ).items;
}

/** Creates a user through a separate API client, so the page itself stays signed out. */
export async function signUpElsewhere(
  playwright: { request: { newContext(options: { baseURL: string }): Promise<APIRequestContext> } },
  options: { name?: string; email?: string } = {},
): Promise<TestUser> {
  const request = await playwright.request.newContext({ baseURL: E2E.appUrl });
  try {
    return await signUpViaApi(request, options);
  } finally {
    await request.dispose();
  }
}

/**
 * Make the server seem to fail: requests to `url` (only those with `method`, when given) get a 500
 * with `body` as JSON; others go through.
 */
export async function failRoute(page: Page, url: string, body: unknown, method?: string): Promise<void> {
  await page.route(url, (route) =>
    method && route.request().method() !== method
      ? route.continue()
      : route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify(body) }),
  );
}
