/** Takes the screenshots of docs/screenshots/: run `node scripts/screenshots.mjs`. */
import { fileURLToPath } from 'node:url';
import { type Page, test } from '@playwright/test';
import { createIntroducer, saveRfiViaApi, signUpViaApi, updateProfile } from '../support/api';
import { fillGuest, fillRequest, form, generate, output, waitForSession } from '../support/ui';

const OUT = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));

const VIEWPORTS = {
  desktop: { viewport: { width: 1440, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
} as const;

async function shot(page: Page, name: string) {
  // No caret blinking or smooth scrolling in a still picture.
  await page.addStyleTag({ content: '*{caret-color:transparent!important;scroll-behavior:auto!important}' });
  await page.screenshot({ path: `${OUT}${name}.png`, animations: 'disabled' });
}

for (const [device, options] of Object.entries(VIEWPORTS)) {
  test.describe(device, () => {
    test.use(options);

    test('home, first screen', async ({ page }) => {
      await page.goto('/');
      await waitForSession(page);
      await shot(page, `${device}-home`);
    });

    test('home, with a message', async ({ page }) => {
      await page.goto('/');
      await waitForSession(page);
      await fillGuest(page);
      await fillRequest(page);
      await generate(page);
      await page.mouse.move(0, 0);
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await shot(page, `${device}-message`);
      // Further down: the two parts, the shorter versions and the retry box (the bar stays pinned).
      await page.getByText('Shorter versions: LinkedIn, text message, connection note').click();
      await page.getByRole('heading', { name: 'In two parts' }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.mouse.move(0, 0);
      await shot(page, `${device}-message-parts`);
    });

    test('home, versions, undo and the stale-form notice', async ({ page }) => {
      await page.goto('/');
      await waitForSession(page);
      await fillGuest(page);
      await fillRequest(page);
      const first = await generate(page);
      await output.message(page).fill(`${first}\n\nP.S. My own words.`);
      await output.retryInstructions(page).fill('shorter');
      await output.retry(page).click();
      await page.getByRole('button', { name: 'Undo' }).waitFor();
      await form.targetName(page).fill('Elena Vasquez-Hart');
      await page
        .getByRole('heading', { name: 'Generated Message' })
        .evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await shot(page, `${device}-versions`);
    });

    test('history and about, signed in', async ({ page }) => {
      await signUpViaApi(page.request, { name: 'Nora Quinn' });
      await updateProfile(page.request, {
        job_title: 'Head of Operations',
        company_name: 'Lumen Freight',
        bio: 'I run operations for a 40-person freight-tech startup in Rotterdam.',
      });
      await createIntroducer(page.request, 'Marcus Chen', 'we worked together at Stripe');
      await saveRfiViaApi(page.request, {
        target: 'Dana Whitfield',
        introducer: { name: 'Marcus Chen' },
        message: 'Hi Marcus, ...',
      });
      await saveRfiViaApi(page.request, { target: 'Elena Vasquez-Hart', message: 'Hi Sam, ...' });
      await page.goto('/history');
      await page.getByText('Dana Whitfield').first().waitFor();
      await shot(page, `${device}-history`);
      await page.goto('/about');
      await page.getByText('Lumen Freight').first().waitFor();
      await shot(page, `${device}-about`);
    });

    test('sign in', async ({ page }) => {
      await page.goto('/auth/sign-in');
      await page.getByRole('button', { name: 'Continue with Google' }).waitFor();
      await shot(page, `${device}-sign-in`);
    });
  });
}
