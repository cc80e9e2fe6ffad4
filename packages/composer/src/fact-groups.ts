/**
 * The facts of the request as groups of sentences: who the user is, the ask and why this target,
 * what is in it for the target, and scheduling. The forwardable block is these groups; without
 * the block, the note carries them instead, so no fact is lost (RUBRIC.md points 3, 6, 8, 9).
 */
import { shapeOf } from './classify';
import type { Facts } from './facts';
import { appositive, excluded, purposeKind, relevanceSentence, split } from './field-text';
import { pick } from './hash';
import { type Ctx, SLOT } from './phrases';
import type { Style } from './style';
import {
  asClause,
  asSentence,
  capFirst,
  leadingWords,
  lowerCommonStart,
  lowerFirst,
  splitOn,
  splitOnSpaces,
} from './text';
import { ROLE_WORDS_LIST } from './word-lists';

/** Per-field character budget for sentences after the first, at the usual length. */
export const FIELD_BUDGET = 200;

export interface Groups {
  who: string[];
  ask: string[];
  value: string[];
  closing: string[];
}

const ROLE_ANYWHERE = new RegExp(`\\b(${ROLE_WORDS_LIST.join('|')})\\b`, 'i');
/** A leading role word reads lower-case after the name ("I'm Pat Kim, builder"); "CEO" stays as typed. */
const LEADING_ROLE = new RegExp(`^(${ROLE_WORDS_LIST.join('|')})\\b`, 'i');
const lowerLeadingRole = (text: string) =>
  text.replace(LEADING_ROLE, (w) => (/^\p{Lu}\p{Ll}+$/u.test(w) ? w.toLowerCase() : w));

function voice(f: Facts, s: Style) {
  const we = f.purposeSubject === 'we';
  const formal = s.tone === 'formal';
  return {
    like: we ? (formal ? 'We would like' : "We'd like") : formal ? 'I would like' : "I'd like",
    hoping: we ? (formal ? 'We are hoping' : "We're hoping") : formal ? 'I am hoping' : "I'm hoping",
    value: we ? (formal ? 'we would value' : "we'd value") : formal ? 'I would value' : "I'd value",
  };
}

export function whoGroup(f: Facts, s: Style, forIntroducer: boolean): string[] {
  const bio = s.drop.has('bio') || s.compact >= 2 ? undefined : f.bio && split(f.bio, s, FIELD_BUDGET);
  const role = s.drop.has('role') || s.compact >= 3 || (f.role && excluded(f.role, s)) ? undefined : f.role;
  const name = forIntroducer ? undefined : f.sender?.full;
  const im = s.tone === 'formal' ? 'I am' : "I'm";
  const out: string[] = [];
  let bioHead = bio ? asClause(bio.head) : undefined;
  const nounBio =
    bioHead !== undefined &&
    bio !== undefined &&
    f.memo.once('bioShape', bio.head, () => bioShape(bio.head)) === 'noun';
  if (name) {
    if (role) out.push(`${im} ${name}, ${role}.`);
    else if (nounBio && bioHead) {
      out.push(`${im} ${name}, ${lowerLeadingRole(bioHead)}.`);
      bioHead = undefined;
    } else out.push(`${im} ${name}.`);
  } else if (role && !forIntroducer) out.push(`${im} ${role}.`);
  if (bio && bioHead) out.push(asSentence(bioHead));
  if (bio) out.push(...bio.tail);
  return out;
}

/** A short phrase without a verb is a label ("Builder.", "Founder of Acme"); anything else a sentence. */
function bioShape(head: string): string {
  // Only a label that reads well after "I'm Pat Kim," ("builder", "a designer", "founder of Acme").
  const label = ROLE_ANYWHERE.test(head) || /^(a|an)\s/i.test(head);
  return label && splitOnSpaces(head).length <= 6 && shapeOf(head) === 'noun' ? 'noun' : 'sentence';
}

/** Purposes done with the person, so "to meet X to <purpose>" reads naturally. */
const TOGETHER =
  /^(compare|discuss|talk|learn|explore|ask|get|hear|share|pick|chat|brainstorm|swap|exchange|understand|review|trade|catch|find out|go over|walk through|collaborate|partner|work|speak|interview)\b/i;

export function unnamedWho(head: string): string | undefined {
  const clause = asClause(head);
  if (/^(someone|somebody|anyone)\b/i.test(clause)) return lowerFirst(clause);
  const shape = shapeOf(head, [], 'noun');
  if (shape === 'verb') return `someone who ${lowerFirst(clause)}`;
  if (shape !== 'noun') return undefined;
  return /^(a|an|the)\s/i.test(clause) ? lowerFirst(clause) : `someone who is ${clause}`;
}

export function askGroup(f: Facts, s: Style, c: Ctx, forIntroducer: boolean): string[] {
  const names = f.target ? splitOn(f.target.full, ' ') : [];
  const rel = s.drop.has('relevance') ? undefined : f.relevance && split(f.relevance, s, FIELD_BUDGET);
  const pur = s.drop.has('purpose') ? undefined : f.purpose && split(f.purpose, s, FIELD_BUDGET);
  const v = voice(f, s);
  const out: string[] = [];
  const appos =
    !forIntroducer && rel && c.targetFull
      ? f.memo.once('appositive', rel.head, () => appositive(rel.head, names))
      : undefined;
  const pk = pur ? f.memo.once('purposeKind', pur.head, () => purposeKind(pur.head)) : undefined;
  // No target name: describe the person from the relevance instead of inventing one.
  const unnamed = !c.targetFull && rel ? f.memo.once('unnamedWho', rel.head, () => unnamedWho(rel.head)) : undefined;
  if (!forIntroducer) {
    if (c.targetFull) {
      const who = appos ? `${c.targetFull}, ${appos},` : c.targetFull;
      const end = appos ? `${c.targetFull}, ${appos}` : c.targetFull;
      if (pk?.kind === 'verb') {
        const conversation = `${v.hoping} to ${pk.text}, and ${v.value} a conversation with ${end}.`;
        // "meet Greta to compare notes" reads well; "meet Theo to raise a pre-seed" does not.
        const together = TOGETHER.test(pk.text);
        out.push(
          together
            ? pick([`${v.like} to meet ${who} to ${pk.text}.`, conversation], s.seed, SLOT.blockAsk)
            : conversation,
        );
      } else if (pk?.kind === 'noun') out.push(`${v.like} to talk with ${who} about ${pk.text}.`);
      else out.push(`${v.like} to meet ${end}.`);
    } else if (unnamed) {
      if (pk?.kind === 'verb' && TOGETHER.test(pk.text)) out.push(`${v.like} to meet ${unnamed} to ${pk.text}.`);
      else if (pk?.kind === 'verb')
        out.push(`${v.hoping} to ${pk.text}, and ${v.value} a conversation with ${unnamed}.`);
      else if (pk?.kind === 'noun') out.push(`${v.like} to talk with ${unnamed} about ${pk.text}.`);
      else out.push(`${v.like} to meet ${unnamed}.`);
    } else if (pk?.kind === 'verb') out.push(`${v.hoping} to ${pk.text}.`);
    else if (pk?.kind === 'noun') out.push(`${v.like} to talk about ${pk.text}.`);
    if (pk?.kind === 'sentence') out.push(pk.text);
  }
  const who = c.targetFull ? c.target : '';
  if (rel && !appos && !(unnamed && !forIntroducer))
    out.push(f.memo.once('relevance', rel.head, () => relevanceSentence(rel.head, who, names)));
  // "Wrote the 2023 report." after "Alexandra leads..." needs its subject back.
  if (rel && who)
    for (const t of rel.tail)
      out.push(
        f.memo.once('relevance, later', t, () =>
          shapeOf(t, names, 'noun') === 'verb' ? asSentence(`${who} ${lowerFirst(t)}`) : t,
        ),
      );
  else if (rel) out.push(...rel.tail);
  if (pur) out.push(...pur.tail);
  return out;
}

/**
 * The value's first sentence: an offer the user worded as one ("In return, I can share..."), or
 * else the body that follows a lead such as "What's in it for Dana: ".
 */
function valueStart(head: string): { offer?: string; body: string } {
  const clause = asClause(head);
  const words = leadingWords(clause, 2);
  if (/^(happy|glad|keen|willing)\s+to\b/i.test(clause))
    return { offer: `In return, I'd be ${lowerFirst(clause)}.`, body: '' };
  if (/^(can|could)\s/i.test(clause)) return { offer: `In return, I ${lowerFirst(clause)}.`, body: '' };
  if (['i', 'we'].includes(words[0] ?? '') && /^(can|could|would|will|'d|'ll)$/.test(words[1] ?? ''))
    return { offer: `In return, ${lowerCommonStart(clause)}.`, body: '' };
  if (/^(i'd|we'd|i'll|we'll|i'm happy|we're happy)/i.test(clause))
    return { offer: `In return, ${lowerCommonStart(clause)}.`, body: '' };
  return { body: lowerCommonStart(clause) };
}

/** What is in it for the target, in the user's words. */
export function valueGroup(f: Facts, s: Style, c: Ctx): string[] {
  if (s.drop.has('value') || (f.valueFromProfile && s.compact >= 2)) return [];
  const val = f.value && split(f.value, s, FIELD_BUDGET);
  if (!val) return [];
  const start = f.memo.once('value', val.head, () => valueStart(val.head));
  let first: string;
  if (start.offer) first = start.offer;
  else {
    const leads =
      s.tone === 'formal'
        ? [`Why this may be of interest to ${c.target}: `]
        : [`What's in it for ${c.target}: `, `Why it could be worth ${c.targetPoss} time: `];
    first = `${pick(leads, s.seed, SLOT.value)}${start.body}${/[.!?]$/.test(start.body) ? '' : '.'}`;
  }
  return [capFirst(first), ...val.tail];
}

export function closingGroup(f: Facts, s: Style, c: Ctx): string[] {
  const url = s.calendly && f.calendlyUrl && !excluded('calendly', s) ? f.calendlyUrl : undefined;
  if (url) {
    // RUBRIC.md point 8: the link comes after an offer to work around the target's schedule.
    const options =
      s.tone === 'formal'
        ? [`I am happy to work around ${c.targetPoss} schedule; if it is easier, a time can be booked here: ${url}`]
        : [
            `I'm happy to work around ${c.targetPoss} schedule, and if it's easier, here's my calendar: ${url}`,
            `I'll gladly fit around ${c.targetPoss} schedule; if it helps, a time can be picked here: ${url}`,
          ];
    return [pick(options, s.seed, SLOT.closing)];
  }
  if (s.length < 0 || s.compact >= 2) return [];
  const options =
    s.tone === 'formal'
      ? [`I would be glad to find a time that works for ${c.target}.`]
      : [
          `I'd be glad to find a time that works for ${c.target}.`,
          `I'm happy to work around ${c.targetPoss} schedule.`,
        ];
  return [pick(options, s.seed, SLOT.closing)];
}

export function factGroups(f: Facts, s: Style, c: Ctx, forIntroducer: boolean): Groups {
  return {
    who: whoGroup(f, s, forIntroducer),
    ask: askGroup(f, s, c, forIntroducer),
    value: valueGroup(f, s, c),
    closing: closingGroup(f, s, c),
  };
}
