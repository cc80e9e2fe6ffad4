/**
 * Follow-up drafts (issue 14): a nudge to an introducer who has not answered, thanks when the
 * introduction happens, and a note closing the loop once the sender met the target. Written from
 * what a history row keeps (names and dated statuses) and the sender's name, nothing else: no
 * purpose, no outcome unless the user typed one, no dates or figures of its own (RUBRIC.md rule 6).
 * Data first: the names and the time words are settled, then one phrasing is picked by the seed.
 */
import { parseName as gateName } from '../gate/names';
import { parseName } from '../language/names';
import { pick } from './pick';
import type { FollowUpDraft, FollowUpInput } from './types';
import { howLongAgo } from './when';

interface Said {
  /** "Hi Marcus," or "Hi there," when the introducer has no usable first name. */
  hi: string;
  /** The introducer's first name, or "them" for advice to the user. */
  introducer: string | null;
  /** The target as the message names them: "Dana Whitfield", or a phrase when there is no name. */
  target: string;
  /** Whether the target is a named person (not a role or nobody): "Dana and I met" reads, a role does not. */
  targetIsPerson: boolean;
  when: string;
  /** The sign-off's name: the sender's first name, or nothing. */
  me: string | null;
  outcome: string;
}

export function writeFollowUp(input: FollowUpInput): FollowUpDraft {
  const s = said(input);
  const sign = (closing: string) => (s.me ? `${closing},\n${s.me}` : `${closing}.`);
  const seed = input.seed;
  if (input.kind === 'nudge') {
    const body = pick(seed, 'nudge', [
      `Just bringing this back to the top of your inbox: ${s.when} I asked whether you'd be open to introducing me to ${s.target}. If the timing isn't right or it's not a fit, a quick no is completely fine.\n\n${sign('Thanks either way')}`,
      `A gentle nudge on the introduction to ${s.target} I asked you about ${s.when}. I know your inbox is full, so if it's easier to pass on this one, just say so and I won't mind at all.\n\n${sign('Thank you')}`,
      `Following up on my request ${s.when} for an introduction to ${s.target}. Would you still be comfortable checking whether they'd be open to it? No worries at all if not.\n\n${sign('Many thanks')}`,
    ]);
    return {
      kind: 'nudge',
      subject: s.targetIsPerson ? `Following up: intro to ${s.target}` : 'Following up on my intro request',
      content: `${s.hi}\n\n${body}`,
      tip: null,
    };
  }
  if (input.kind === 'thanks') {
    const body = pick(seed, 'thanks', [
      `Thank you so much for introducing me to ${s.target}. Moving you to bcc to spare your inbox; I'll take it from here and let you know how it goes.\n\n${sign('Thanks again')}`,
      `Thanks for the introduction to ${s.target}, I really appreciate you making the connection. I'm moving you to bcc so the scheduling doesn't fill your inbox.\n\n${sign('Gratefully')}`,
      `Thank you for connecting me with ${s.target}; I'm grateful you took the time. Moving you to bcc so your inbox stays quiet, and I'll let you know how the conversation goes.\n\n${sign('Best')}`,
    ]);
    return {
      kind: 'thanks',
      subject: s.targetIsPerson ? `Thank you for the intro to ${s.target}` : 'Thank you for the intro',
      content: `${s.hi}\n\n${body}`,
      tip: `Reply to the introduction email and move ${s.introducer ?? 'the introducer'} to bcc: they see your thanks without the rest of the thread.`,
    };
  }
  const met = s.targetIsPerson
    ? `${s.target} and I met ${s.when}`
    : input.targetName
      ? `I met ${s.target} ${s.when}`
      : `I met the person you introduced me to ${s.when}`;
  const outcome = s.outcome ? ` ${s.outcome}` : '';
  const body = pick(seed, 'close', [
    `A quick update: ${met}.${outcome} Thank you again for the introduction; it wouldn't have happened without you.\n\n${sign('Best')}`,
    `Closing the loop on your introduction: ${met}.${outcome} I'm grateful you made the connection.\n\n${sign('Thanks again')}`,
    `Just letting you know that ${met}.${outcome} Thanks again for putting us in touch; I really appreciate it.\n\n${sign('All the best')}`,
  ]);
  return {
    kind: 'close_loop',
    subject: s.targetIsPerson ? `How it went with ${s.target}` : 'How the intro went',
    content: `${s.hi}\n\n${body}`,
    tip: null,
  };
}

function said(input: FollowUpInput): Said {
  const introducer = gateName(input.introducerName ?? undefined);
  const introducerFirst =
    introducer && !introducer.role ? parseName(input.introducerName ?? undefined)?.first : undefined;
  const target = gateName(input.targetName ?? undefined);
  const targetPerson = target && !target.role ? parseName(input.targetName ?? undefined)?.full : undefined;
  const targetText = targetPerson ?? (target ? tidy(input.targetName ?? '') : 'the person I mentioned');
  return {
    hi: introducerFirst ? `Hi ${introducerFirst},` : 'Hi there,',
    introducer: introducerFirst ?? null,
    target: targetText,
    targetIsPerson: targetPerson !== undefined,
    when: howLongAgo(input.stepAt, input.now),
    me: parseName(input.profile.name || undefined)?.first ?? null,
    outcome: sentence(input.outcome ?? ''),
  };
}

const tidy = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The user's words about the meeting as one sentence: capitalised, "i" as "I", ending with a full stop. */
function sentence(text: string): string {
  const t = tidy(text).replace(/\bi\b/g, 'I');
  if (t === '') return '';
  const capital = t.charAt(0).toUpperCase() + t.slice(1);
  return /[.!?…)"'”’]$/u.test(capital) ? capital : `${capital}.`;
}
