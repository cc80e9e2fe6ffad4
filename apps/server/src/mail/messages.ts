/** The emails IntroAsk sends, as text and as simple HTML with the same words and link. */
import type { Mail } from './mailer';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

function compose(to: string, subject: string, greeting: string, lines: string[], action: string, url: string): Mail {
  const text = [greeting, '', ...lines, '', `${action}: ${url}`, '', '— IntroAsk'].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(url)}">${escapeHtml(action)}</a></p>`,
    `<p>If the button does not work, copy this address into your browser:<br>${escapeHtml(url)}</p>`,
    '<p>— IntroAsk</p>',
  ].join('\n');
  return { to, subject, text, html };
}

const hello = (name: string) => (name.trim() ? `Hi ${name.trim()},` : 'Hi,');

export function resetPasswordMail(to: string, name: string, url: string, expiresInMinutes: number): Mail {
  return compose(
    to,
    'Reset your IntroAsk password',
    hello(name),
    [
      'Someone (hopefully you) asked to reset the password of your IntroAsk account.',
      `The link below works once and expires in ${expiresInMinutes} minutes. If you did not ask, ignore this email: your password stays as it is.`,
    ],
    'Choose a new password',
    url,
  );
}

export function verifyEmailMail(to: string, name: string, url: string): Mail {
  return compose(
    to,
    'Confirm your email address for IntroAsk',
    hello(name),
    [
      'Please confirm that this address is yours. A confirmed address lets you reset your password and link a Google account.',
      'If you did not create an IntroAsk account, ignore this email.',
    ],
    'Confirm my email address',
    url,
  );
}
