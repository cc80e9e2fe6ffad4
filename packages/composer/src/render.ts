/**
 * Assembling the message: the note to the introducer (greeting, ask, relationship, double opt-in),
 * the marked forwardable block, thanks and the sender's name. Short paragraphs for phones
 * (RUBRIC.md point 12).
 */

import { FIELD_BUDGET, factGroups, unnamedWho } from './fact-groups';
import type { Facts } from './facts';
import { excluded, purposeKind, relationshipFrames, relevanceSentence, split } from './field-text';
import { mix, pick } from './hash';
import {
  ASK,
  ASK_UNNAMED,
  type Ctx,
  GREETING,
  LEAD,
  LONGER_EXTRA,
  OPT_IN,
  OPT_IN_SHORT,
  SIGN_OFF,
  SLOT,
  SUBJECT,
  THANKS,
} from './phrases';
import type { Style } from './style';
import { asClause, lowerCommonStart, splitOn, wordsAtMost } from './text';

export const BLOCK_START = '--- Forwardable note ---';
export const BLOCK_END = '--- End of note ---';

export function contextOf(f: Facts): Ctx {
  // The target is referred to with the title the user typed ("Dr. Adeyemi"), the introducer by first name.
  const target = f.target?.short ?? '';
  return {
    intro: f.introducer?.first ?? '',
    targetFull: f.target?.full ?? '',
    target: target || 'them',
    targetPoss: target ? `${target}${/s$/i.test(target) ? "'" : "'s"}` : 'their',
  };
}

/** The purpose, said to the introducer right after the ask (RUBRIC.md point 2). */
function purposeSentence(f: Facts, s: Style, c: Ctx): string | undefined {
  if (s.drop.has('purpose') || !f.purpose) return undefined;
  const pur = split(f.purpose, s, 0);
  if (!pur) return undefined;
  const pk = f.memo.once('purposeKind', pur.head, () => purposeKind(pur.head));
  const we = f.purposeSubject === 'we';
  const formal = s.tone === 'formal';
  if (pk.kind === 'sentence') return pk.text;
  if (pk.kind === 'noun') {
    const like = we ? (formal ? 'We would like' : "We'd like") : formal ? 'I would like' : "I'd like";
    return c.targetFull ? `${like} to talk with ${c.target} about ${pk.text}.` : `${like} to talk about ${pk.text}.`;
  }
  const frames = formal
    ? [we ? 'We would like' : 'I would like', we ? 'We are hoping' : 'I am hoping']
    : [we ? "We'd like" : "I'd like", we ? "We're hoping" : "I'm hoping", we ? "We're looking" : "I'm looking"];
  return `${pick(frames, s.seed, SLOT.purpose)} to ${pk.text}.`;
}

function relationshipParagraph(f: Facts, s: Style): string | undefined {
  if (s.drop.has('relationship') || !f.relationship) return undefined;
  const rel = split(f.relationship, s, FIELD_BUDGET);
  if (!rel) return undefined;
  const formal = s.tone === 'formal';
  const frames = f.memo.once(formal ? 'relationship, formal' : 'relationship', rel.head, () =>
    relationshipFrames(rel.head, formal),
  );
  return [frames[mix(s.seed, SLOT.relationship) % frames.length], ...rel.tail].join(' ');
}

/** Mentions added on retry carry a fixed lead, so the next retry can read them back and keep them. */
export const MENTION_LEAD = 'Also worth mentioning: ';
export const MENTION_LEAD_NEXT = 'Also: ';

/** "that we met at SaaStr" -> "Also worth mentioning: we met at SaaStr." */
function mentionSentence(m: string, i: number): string {
  const text = m.replace(/^that\s+/i, '');
  const body = lowerCommonStart(asClause(text));
  return `${i === 0 ? MENTION_LEAD : MENTION_LEAD_NEXT}${body}${/[.!?]$/.test(body) ? '' : '.'}`;
}

/** What the doubled-stop fix below needs to find; most messages have none. */
const DOUBLED_STOP = /\.[.,]/;

export function render(f: Facts, s: Style): string {
  const c = contextOf(f);
  const tone = s.tone;
  const out: string[] = [];
  if (s.subject) out.push(pick(SUBJECT[tone], s.seed, SLOT.subject)(c));
  out.push(pick(GREETING[tone], s.seed, SLOT.greeting)(c));

  // No target name: ask for "someone who runs procurement at a hospital" if the relevance says who.
  const rel = f.relevance?.sentences.find((x) => !excluded(x, s));
  const who =
    !c.targetFull && rel && !s.drop.has('relevance')
      ? f.memo.once('unnamedWho', rel, () => unnamedWho(rel))
      : undefined;
  const ask =
    c.targetFull || who
      ? pick(ASK[tone], s.seed, SLOT.ask)({ ...c, targetFull: c.targetFull || (who ?? '') })
      : pick(ASK_UNNAMED[tone], s.seed, SLOT.ask)(c);
  const purpose = !s.block || s.compact === 0 ? purposeSentence(f, s, c) : undefined;
  // Longer: the note also says why this target, not only the block.
  const why =
    s.length > 0 && s.block && rel && c.targetFull && !s.drop.has('relevance')
      ? f.memo.once('relevance', rel, () => relevanceSentence(rel, c.target, splitOn(c.targetFull, ' ')))
      : undefined;
  out.push([ask, purpose, why].filter(Boolean).join(' '));

  const groups = factGroups(f, s, c, !s.block);
  // Said to the introducer, "happy to work around the schedule" is only worth it with the link.
  if (!s.block && !(s.calendly && f.calendlyUrl)) groups.closing = [];
  // Prose pairs the ask with its value unless that makes a paragraph too long for a phone; bullets give each group a line.
  const pair = !s.bullets && wordsAtMost([...groups.ask, ...groups.value], 50);
  const facts = (
    pair
      ? [groups.who, [...groups.ask, ...groups.value], groups.closing]
      : [groups.who, groups.ask, groups.value, groups.closing]
  ).filter((g) => g.length > 0);
  const flat = ([] as string[]).concat(...facts);
  const asParagraphs = (list: string[][]) =>
    s.bullets ? [list.map((g) => `- ${g.join(' ')}`).join('\n')] : list.map((g) => g.join(' '));

  const relationship = relationshipParagraph(f, s);
  if (relationship) out.push(relationship);
  const mentions = s.mentions.filter((m) => !excluded(m, s)).map(mentionSentence);
  if (mentions.length > 0) out.push(mentions.join(' '));
  if (!s.block && facts.length > 0) {
    // Without the block the facts go to the introducer directly, in one paragraph when short.
    out.push(...(s.bullets || !wordsAtMost(flat, 60) ? asParagraphs(facts) : [flat.join(' ')]));
  }
  out.push(pick(s.length < 0 ? OPT_IN_SHORT : OPT_IN[tone], s.seed, SLOT.optIn)(c));

  if (s.block && facts.length > 0) {
    // Shorter: the markers alone hand the block over.
    if (s.length >= 0) out.push(pick(LEAD[tone], s.seed, SLOT.lead)(c));
    // A block of a few short sentences reads better as one paragraph than as three lines.
    const body = !s.bullets && wordsAtMost(flat, 30) ? flat.join(' ') : asParagraphs(facts).join('\n\n');
    out.push(`${BLOCK_START}\n${body}\n${BLOCK_END}`);
  }

  const thanks = pick(THANKS[tone], s.seed, SLOT.thanks)(c);
  out.push(s.length > 0 ? `${pick(LONGER_EXTRA, s.seed, SLOT.extra)(c)} ${thanks}` : thanks);
  const name = f.sender ? (s.block && tone !== 'formal' ? f.sender.first : f.sender.full) : '';
  if (name) out.push(`${pick(SIGN_OFF[tone], s.seed, SLOT.signOff)}\n${name}`);
  // A typed name or company that ends in a period ("M.", "Acme Inc.") must not double the stop.
  const text = out.join('\n\n');
  return DOUBLED_STOP.test(text) ? text.replace(/(\S)\.([.,])(?!\.)/g, '$1$2') : text;
}
