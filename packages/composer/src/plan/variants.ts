/**
 * What else a sender needs to send the request (issue 13 item 2), written from the same facts:
 * a subject line, a direct message to the introducer for LinkedIn or a text (no note markers, at
 * most 1,000 characters), and a connection note for the sender to send the target after the intro
 * (at most 300 characters, and 200 for LinkedIn's free accounts).
 */
import type { Facts } from '../facts/facts';
import { asPhrase, asSentence } from '../language/text';
import { buildPlan } from './build';
import { fit } from './fit';
import { purposeSentences } from './offer';
import { fullOrFirst, noteGreeting, targetFull } from './people';
import type { Style } from './style';
import { organisationOf } from './why';

export const DIRECT_MAX = 1000;
export const CONNECTION_MAX = 300;
export const CONNECTION_SHORT_MAX = 200;

export function subjectOf(f: Facts, style: Style): string {
  const target = targetFull(f, style);
  if (!target) return 'Could you introduce me?';
  const org = f.target?.kind === 'person' ? organisationOf(f) : undefined;
  return `Intro to ${target}${org ? ` (${org})` : ''}?`;
}

/** The request as one short message, no forwardable note: for LinkedIn or a text. */
export function directMessage(f: Facts, style: Style): string {
  const short: Style = {
    ...style,
    note: false,
    length: Math.min(style.length, -1),
    format: 'single',
    subject: false,
    maxWords: undefined,
  };
  let text = fit(buildPlan(f, short), short).text;
  if (text.length > DIRECT_MAX) {
    const shorter: Style = { ...short, length: -2, maxSentences: 3 };
    text = fit(buildPlan(f, shorter), shorter).text;
  }
  return text;
}

/** Whole sentences from the front that fit within `max` characters, then the sign-off. */
function within(parts: string[], signOff: string, max: number): string {
  const kept: string[] = [];
  for (const part of parts) {
    const candidate = [...kept, part].join(' ');
    if (`${candidate}\n${signOff}`.length > max) break;
    kept.push(part);
  }
  return [kept.join(' '), signOff].filter(Boolean).join('\n');
}

/** What the sender writes to the target once the introducer has connected them. */
export function connectionNote(f: Facts, style: Style, max: number): string {
  const greeting = noteGreeting(f, style);
  const via = f.introducer ? `${fullOrFirst(f.introducer, style)} introduced us.` : '';
  const purpose = purposeSentences(f, { ...style, length: -1 }, 'target')[0];
  const thanks = 'Thanks!';
  const name = f.sender?.first ?? '';
  const lines = [greeting, via, purpose ? asSentence(asPhrase(purpose)) : "I'd love to connect."].filter(
    Boolean,
  ) as string[];
  return within(lines, [thanks, name].filter(Boolean).join(' '), max);
}
