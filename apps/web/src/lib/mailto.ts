/**
 * An email draft from a message (issue 13): its subject and a `mailto:` link with subject and body.
 * Used by the generator's "Open in email" and the history's (issue 14).
 */

const SUBJECT_LINE = /^[ \t]*subject:[ \t]*(.*)\n*/i;

/** The subject line a retry ("add a subject line") put at the top, and the text without it. */
export function takeSubjectLine(text: string): { subject: string | null; body: string } {
  const match = SUBJECT_LINE.exec(text);
  if (!match?.[1]?.trim()) return { subject: null, body: text };
  return { subject: match[1].trim(), body: text.slice(match[0].length) };
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
