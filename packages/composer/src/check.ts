/**
 * The rubric in code: every automatable point of RUBRIC.md, as a list of what a reader would
 * notice is wrong. Empty means the message passes. Used by the tests over every fixture and by
 * the server to vet a model's output before showing it.
 */
import { FORM_LIMITS, type GenerateRequest, type SenderProfile, SUMMARY_MAX } from '@introask/shared';
import { factViolations } from './check-facts';
import { AI_TELLS, containsWord, GENDERED, partsOf, sentencesOf, UNSUPPORTED_WARMTH } from './check-helpers';
import { gatherFacts, typedText } from './facts';
import { asClause, clean, wordCount } from './text';

export interface Expectations {
  /** A marked forwardable block is expected (not after "no forwardable"). */
  block: boolean;
  /** The Calendly link is expected; default: checkbox ticked and a URL known. */
  calendly: boolean;
  /** The relationship is expected (not after "don't mention how we know each other"). */
  relationship: boolean;
  /** Terms the user asked to drop: facts containing them are not required. */
  excludes: string[];
  /** The length rules for ordinary input apply (note under ~120 words, block ~100). */
  ordinary: boolean;
}

function isOrdinary(request: GenerateRequest, profile: SenderProfile): boolean {
  const form = [
    request.introducer?.context,
    request.target?.relevance,
    request.target?.purpose,
    request.target?.value_add,
  ];
  return (
    form.every((t) => clean(t).length <= 160) &&
    clean(profile.bio).length <= 200 &&
    clean(profile.value_add).length <= 200
  );
}

export function checkMessage(
  content: string,
  request: GenerateRequest,
  profile: SenderProfile,
  expect: Partial<Expectations> = {},
): string[] {
  const f = gatherFacts(request, profile);
  const e: Expectations = {
    block: true,
    calendly: f.includeCalendly && !!f.calendlyUrl,
    relationship: true,
    excludes: [],
    ordinary: isOrdinary(request, profile),
    ...expect,
  };
  const typed = typedText(request, profile).toLowerCase();
  const typedHas = (s: string) => typed.includes(s.toLowerCase());
  const v: string[] = [];
  const lower = content.toLowerCase();
  const parts = partsOf(content);

  if (content.trim() === '') return ['The message is empty'];
  if (content.length > FORM_LIMITS.message) v.push(`Longer than ${FORM_LIMITS.message} characters (${content.length})`);

  // 1. Greeting by first name, honorific skipped; neutral and nameless without one.
  if (!/^(hi|hello|hey|dear|good (morning|afternoon))\b/i.test(parts.greeting))
    v.push(`No greeting: "${parts.greeting}"`);
  if (f.introducer) {
    if (!parts.greeting.includes(f.introducer.first)) v.push(`Greeting does not use "${f.introducer.first}"`);
  } else if (!/^(hi|hello|hey)( there| all)?[,!]$/i.test(parts.greeting))
    v.push(`Greeting names someone not given: "${parts.greeting}"`);

  // 2. The ask with the target's full name in the first two sentences of the note.
  const noteSentences = sentencesOf(parts.note);
  if (f.target && !noteSentences.slice(0, 2).join(' ').includes(f.target.full)) {
    v.push(`The first two sentences do not name ${f.target.full}`);
  }

  // 4. The relationship in the user's words, and no warmth they did not give.
  const rel = f.relationship?.sentences[0];
  if (e.relationship && rel && !e.excludes.some((x) => rel.toLowerCase().includes(x))) {
    if (!lower.includes(asClause(rel).toLowerCase())) v.push(`Relationship not as described: "${asClause(rel)}"`);
  }
  for (const w of UNSUPPORTED_WARMTH) if (lower.includes(w) && !typedHas(w)) v.push(`Warmth not in the input: "${w}"`);

  // 5. Double opt-in and an easy out.
  if (
    !/check(ing)? with|confirm with|check first|checking first|ask .{0,40} first|is welcome|would be welcome/i.test(
      content,
    )
  ) {
    v.push('Does not ask the introducer to check with the target first');
  }
  if (
    !/no worries|no pressure|totally fine|completely fine|(completely|entirely|totally) understand|no problem/i.test(
      content,
    )
  ) {
    v.push('No easy out for the introducer');
  }

  // 6. A marked, self-contained forwardable block.
  if (e.block) {
    if (parts.block === undefined) v.push('No marked forwardable block');
    else {
      const block = parts.block.toLowerCase();
      if (
        f.sender &&
        !block.includes(f.sender.full.toLowerCase()) &&
        !e.excludes.some((x) => f.sender?.full.toLowerCase().includes(x))
      ) {
        v.push('The forwardable block does not say who the sender is');
      }
      if (f.target && !block.includes(f.target.full.toLowerCase()))
        v.push('The forwardable block does not name the target');
      const blockWords = wordCount(parts.block);
      if (e.ordinary && blockWords > 110) v.push(`The forwardable block is ${blockWords} words`);
    }
  } else if (parts.block !== undefined) v.push('A forwardable block was not wanted');

  // 7. Thanks and the sender's name.
  if (!/thank/i.test(content)) v.push('Does not thank the introducer');
  if (f.sender && parts.lastLine !== f.sender.full && parts.lastLine !== f.sender.first) {
    v.push(`Does not sign off with ${f.sender.full}`);
  }

  // 8. Calendly only when asked for and known, once, after an offer to work around the schedule.
  const url = f.calendlyUrl;
  if (e.calendly && url) {
    const at = content.indexOf(url);
    if (at < 0 || content.indexOf(url, at + 1) >= 0) v.push('The Calendly link should appear exactly once');
    else if (!/schedule|calendar|a time that|works for/i.test(content.slice(Math.max(0, at - 160), at))) {
      v.push('The Calendly link is not introduced by an offer to work around the schedule');
    }
  } else {
    if (lower.includes('calendly') && !typedHas('calendly')) {
      v.push('Mentions Calendly when it was not asked for');
    }
    if (url && content.includes(url)) v.push('Includes the Calendly link when it was not asked for');
  }
  for (const link of content.match(/https?:\/\/\S+/g) ?? [])
    if (!typedHas(link.replace(/[.,;:!?)]+$/, ''))) v.push(`A link the user did not give: ${link}`);

  // 9. Every distinctive fact present; no placeholder or residue; nothing invented.
  v.push(...factViolations(content, f, e, typed));

  // 10. Capitalisation: sentence starts, names, "I".
  for (const s of sentencesOf(content))
    if (/^\p{Ll}/u.test(s)) v.push(`A sentence starts in lower case: "${s.slice(0, 40)}"`);
  if (/(^|[\s(])i(\s|'m|'d|'ve|'ll)/.test(content)) v.push('A lower-case "i"');

  // 11. No gendered pronoun the user did not write.
  for (const m of content.matchAll(GENDERED)) if (!containsWord(typed, m[0])) v.push(`Assumes a gender: "${m[0]}"`);

  // 12. No AI tells; short paragraphs.
  for (const tell of AI_TELLS) if (lower.includes(tell) && !typedHas(tell)) v.push(`Reads machine-written: "${tell}"`);
  if (e.ordinary) {
    const noteWords = wordCount(parts.note);
    if (e.block && noteWords > 120) v.push(`The note above the block is ${noteWords} words`);
    for (const p of content.split(/\n\s*\n/)) {
      const words = wordCount(p);
      if (words > 80) v.push(`A paragraph of ${words} words is hard to read on a phone`);
    }
  }
  return [...new Set(v)];
}

/** RUBRIC.md point 14: one line, at most 140 characters, not empty. */
export function checkSummary(summary: string): string[] {
  const v: string[] = [];
  if (summary.trim() === '') v.push('The summary is empty');
  if (summary.length > SUMMARY_MAX) v.push(`The summary is ${summary.length} characters`);
  if (/\n/.test(summary)) v.push('The summary is more than one line');
  return v;
}
