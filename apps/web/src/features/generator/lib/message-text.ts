/**
 * What a message is made of, read from its text (issue 13): an optional "Subject: ..." first line,
 * the note to the introducer, and the forwardable note between the writer's marker lines
 * (packages/composer, RUBRIC.md). The text stays the one source: the user may edit anything.
 */
import { takeSubjectLine } from '@/lib/mailto';

// The subject and mailto helpers live in lib/mailto.ts: the history's "Open in email" uses them too.
export { mailtoHref, subjectFor, takeSubjectLine } from '@/lib/mailto';

export const NOTE_START = '--- Forwardable note ---';
export const NOTE_END = '--- End of note ---';

export interface MessageParts {
  /** Everything outside the forwardable note, without the subject line. */
  toIntroducer: string;
  /** The forwardable note without its marker lines: ready to paste into its own email. */
  forwardable: string;
}

/** The two parts, or null when the text has no complete forwardable note (edited away, or "no note"). */
export function splitMessage(text: string): MessageParts | null {
  const { body } = takeSubjectLine(text.replace(/\r\n?/g, '\n'));
  const start = body.indexOf(NOTE_START);
  const end = start < 0 ? -1 : body.indexOf(NOTE_END, start + NOTE_START.length);
  if (end < 0) return null;
  const forwardable = body.slice(start + NOTE_START.length, end).trim();
  const toIntroducer = [body.slice(0, start).trim(), body.slice(end + NOTE_END.length).trim()]
    .filter(Boolean)
    .join('\n\n');
  return forwardable ? { toIntroducer, forwardable } : null;
}
