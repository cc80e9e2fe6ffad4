/**
 * What a message is made of, read from its text (issue 13): an optional "Subject: ..." first line,
 * the note to the introducer, and the forwardable note between the writer's marker lines
 * (packages/composer, RUBRIC.md). The text stays the one source: the user may edit anything.
 */

export const NOTE_START = '--- Forwardable note ---';
export const NOTE_END = '--- End of note ---';

export interface MessageParts {
  /** Everything outside the forwardable note, without the subject line. */
  toIntroducer: string;
  /** The forwardable note without its marker lines: ready to paste into its own email. */
  forwardable: string;
}

const SUBJECT_LINE = /^[ \t]*subject:[ \t]*(.*)\n*/i;

/** The subject line a retry ("add a subject line") put at the top, and the text without it. */
export function takeSubjectLine(text: string): { subject: string | null; body: string } {
  const match = SUBJECT_LINE.exec(text);
  if (!match?.[1]?.trim()) return { subject: null, body: text };
  return { subject: match[1].trim(), body: text.slice(match[0].length) };
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

/**
 * The email's subject: the one in the text if the user has one there, else the writer's, else one
 * made from the target's name ("Intro to Elena Vasquez-Hart?").
 */
export function subjectFor(text: string, fromWriter: string | undefined, targetName: string | undefined): string {
  const inText = takeSubjectLine(text).subject;
  if (inText) return inText;
  if (fromWriter?.trim()) return fromWriter.trim();
  const name = targetName?.trim();
  return name ? `Intro to ${name}?` : 'Could you introduce me?';
}

/** `mailto:` with the subject and the message (without its subject line) as the body. */
export function mailtoHref(to: string, subject: string, text: string): string {
  const body = takeSubjectLine(text).body.trim();
  const query = `subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return `mailto:${encodeURIComponent(to.trim()).replace(/%40/g, '@')}?${query}`;
}
