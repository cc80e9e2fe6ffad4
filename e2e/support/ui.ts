/** Locators and steps named after what a user sees (SPEC.md section 2). */
import { expect, type Locator, type Page } from '@playwright/test';
import { MAX_VERSIONS } from '../../apps/web/src/features/generator/lib/draft';

/** A sonner toast by its title (and optionally its description). */
export function toast(page: Page, title: string | RegExp): Locator {
  return page.locator('[data-sonner-toast]').filter({ has: page.locator('[data-title]').filter({ hasText: title }) });
}

export async function expectToast(page: Page, title: string | RegExp, description?: string | RegExp): Promise<Locator> {
  const found = toast(page, title);
  await expect(found.first()).toBeVisible();
  if (description !== undefined) await expect(found.first().locator('[data-description]')).toContainText(description);
  return found.first();
}

export const form = {
  guestName: (page: Page) => page.getByRole('textbox', { name: 'Your name' }),
  guestContext: (page: Page) => page.getByRole('textbox', { name: 'Your context' }),
  introducerName: (page: Page) => page.getByRole('combobox', { name: 'Introducer name' }),
  introducerContext: (page: Page) => page.getByRole('textbox', { name: 'Introducer context' }),
  targetName: (page: Page) => page.getByRole('textbox', { name: 'Target name' }),
  relevance: (page: Page) => page.getByRole('textbox', { name: 'Relevance' }),
  purpose: (page: Page) => page.getByRole('textbox', { name: 'Purpose' }),
  valueAdd: (page: Page) => page.getByRole('textbox', { name: 'Value add' }),
  generate: (page: Page) => page.getByRole('button', { name: 'Generate', exact: true }),
};

export const output = {
  message: (page: Page) => page.getByRole('textbox', { name: 'Message', exact: true }),
  copyButton: (page: Page) => page.getByRole('button', { name: /^(Copy & Save|Copied!|Saving\.\.\.)$/ }),
  retryInstructions: (page: Page) => page.getByRole('textbox', { name: 'Retry instructions' }),
  retry: (page: Page) => page.getByRole('button', { name: /^(Retry|Retrying\.\.\.)$/ }),
  placeholder: (page: Page) => page.getByText('Fill out the form and click Generate'),
};

export interface RequestValues {
  introducerName?: string;
  introducerContext?: string;
  targetName?: string;
  relevance?: string;
  purpose?: string;
  valueAdd?: string;
}

export const SAMPLE: Required<RequestValues> = {
  introducerName: 'Marcus Chen',
  introducerContext: 'we worked together at Stripe for three years',
  targetName: 'Dana Whitfield',
  relevance: 'Partner at Lattice Capital who leads seed rounds in logistics software',
  purpose: 'raise a $2M seed round',
  valueAdd: 'we are growing 25% a month with three enterprise pilots',
};

export async function fillRequest(page: Page, values: RequestValues = SAMPLE): Promise<void> {
  if (values.introducerName !== undefined) await form.introducerName(page).fill(values.introducerName);
  // The autocomplete may be open after typing the name: close it before moving on.
  if (values.introducerName !== undefined) await form.introducerName(page).press('Escape');
  if (values.introducerContext !== undefined) await form.introducerContext(page).fill(values.introducerContext);
  if (values.targetName !== undefined) await form.targetName(page).fill(values.targetName);
  if (values.relevance !== undefined) await form.relevance(page).fill(values.relevance);
  if (values.purpose !== undefined) await form.purpose(page).fill(values.purpose);
  if (values.valueAdd !== undefined) await form.valueAdd(page).fill(values.valueAdd);
}

export async function fillGuest(
  page: Page,
  name = 'Nora Quinn',
  context = 'I run ops at a 30-person logistics startup in Rotterdam.',
): Promise<void> {
  await form.guestName(page).fill(name);
  await form.guestContext(page).fill(context);
}

/** How many versions the message has: none before the first, then what "Version n of N" says. */
async function versionCount(page: Page): Promise<number> {
  const message = output.message(page);
  if (!(await message.isVisible()) || (await message.inputValue()) === '') return 0;
  const nav = page.getByRole('navigation', { name: 'Versions' });
  if (!(await nav.isVisible())) return 1;
  return Number(/of (\d+)/.exec(await nav.innerText())?.[1] ?? 1);
}

/**
 * Clicks Generate and waits for the message to be written; returns its text. After the first, the
 * field is already filled (and the writer may write the same text again), so the new version in
 * "Version n of N" is what says this one is done. At the cap of versions the count stays put.
 */
export async function generate(page: Page): Promise<string> {
  const before = await versionCount(page);
  await form.generate(page).click();
  await expect(output.message(page)).toBeVisible();
  await expect(output.message(page)).not.toHaveValue('');
  if (before > 0 && before < MAX_VERSIONS) await expect.poll(() => versionCount(page)).toBeGreaterThan(before);
  return output.message(page).inputValue();
}

/** The autocomplete list of saved introducers under the Introducer name field. */
export function introducerList(page: Page): Locator {
  return page.getByRole('listbox', { name: 'Saved introducers' });
}

/**
 * Picks a saved introducer from the keyboard, as a user does: types the prefix, waits until the
 * suggestion is on screen (the list arrives after the session and the introducer fetch), then
 * ArrowDown and Enter.
 */
export async function pickIntroducer(page: Page, prefix: string, name: string): Promise<void> {
  const field = form.introducerName(page);
  await field.pressSequentially(prefix);
  const first = introducerList(page).getByRole('option').first();
  await expect(first).toContainText(name);
  await field.press('ArrowDown');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await field.press('Enter');
  await expect(page.getByText(`Saved introducer: ${name}`)).toBeVisible();
}

export interface SignUpValues {
  name: string;
  email: string;
  password: string;
  /** The Confirm password field; the password unless given. */
  confirm?: string;
}

/** Fills the sign-up form (Name, Email, Password, Confirm password); does not submit it. */
export async function fillSignUp(
  page: Page,
  { name, email, password, confirm = password }: SignUpValues,
): Promise<void> {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(confirm);
}

/** Fills the sign-in form (Email, Password); does not submit it. */
export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
}

/** Waits for the session to settle (the pulsing account placeholder is gone). */
export async function waitForSession(page: Page): Promise<void> {
  await expect(page.getByRole('status', { name: 'Loading account' })).toHaveCount(0);
}

export function accountMenuButton(page: Page): Locator {
  return page.getByRole('button', { name: /^Account menu for / });
}

/**
 * The text colour of an element as [r, g, b], whatever notation the stylesheet used (Tailwind 4
 * writes oklch): the browser paints it on a canvas and reads the pixel back.
 */
export async function textColor(locator: Locator): Promise<[number, number, number]> {
  return locator.evaluate((element) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true }) as CanvasRenderingContext2D;
    context.fillStyle = getComputedStyle(element).color;
    context.fillRect(0, 0, 1, 1);
    const [r, g, b] = context.getImageData(0, 0, 1, 1).data;
    return [r, g, b] as [number, number, number];
  });
}

/** Red: the red channel dominates. */
export function isRed([r, g, b]: [number, number, number]): boolean {
  return r > 120 && r > g * 1.8 && r > b * 1.8;
}

/** Orange: strong red, clearly some green, little blue. */
export function isOrange([r, g, b]: [number, number, number]): boolean {
  return r > 120 && g > 30 && g < r * 0.8 && b < g;
}

/** The user switches to another tab and back (what TanStack Query's focus refetch listens for). */
export async function refocusWindow(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const state of ['hidden', 'visible'] as const) {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    }
    window.dispatchEvent(new Event('focus'));
  });
}

/**
 * Holds every request matching `url` until the test calls the returned function, then lets it
 * through to the server (route.continue): for asserting what the page shows while it waits.
 */
export async function holdRoute(page: Page, url: string): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The text on the clipboard, read in the page (needs the clipboard permissions granted). */
export function clipboardText(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}
