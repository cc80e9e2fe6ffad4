/** Reading the emails the app sent, from the local SMTP server (support/mail-server.mjs). */
import { expect } from '@playwright/test';
import { E2E } from './constants';

export interface CapturedMail {
  to: string[];
  subject: string;
  text: string;
}

/** The newest email to `to` whose subject matches, once it has arrived. */
export async function mailTo(to: string, subject: RegExp): Promise<CapturedMail> {
  let found: CapturedMail | undefined;
  await expect
    .poll(async () => {
      const response = await fetch(`${E2E.mailApiUrl}/messages?to=${encodeURIComponent(to)}`);
      const messages = (await response.json()) as CapturedMail[];
      found = messages.filter((m) => subject.test(m.subject)).at(-1);
      return Boolean(found);
    })
    .toBe(true);
  return found as CapturedMail;
}

/** The first link in an email's text. */
export function linkIn(mail: CapturedMail): string {
  const match = /https?:\/\/\S+/.exec(mail.text);
  if (!match) throw new Error(`no link in: ${mail.text}`);
  return match[0];
}
