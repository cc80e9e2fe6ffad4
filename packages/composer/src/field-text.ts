/**
 * Turning a typed field into words that fit a sentence, whatever its shape, keeping the
 * user's own wording (RUBRIC.md points 4, 9, 10).
 */
import { isVerb } from './classify';
import { type Field, fieldShape } from './facts';
import type { Style } from './style';
import { asClause, asSentence, firstWord, lowerCommonStart, lowerFirst } from './text';

/** Sentences of a field kept at this detail level: the first always, more while they fit. */
export function keptSentences(field: Field, style: Style, budget: number): string[] {
  const kept = field.sentences.filter((s) => !excluded(s, style));
  if (kept.length === 0) return [];
  if (style.length < 0 || style.compact > 0) return kept.slice(0, 1);
  const limit = style.length > 0 ? budget * 2 : budget;
  const out: string[] = [];
  let used = 0;
  for (const s of kept) {
    if (out.length > 0 && used + s.length > limit) break;
    out.push(s);
    used += s.length;
  }
  return out;
}

export function excluded(text: string, style: Style): boolean {
  if (style.excludes.length === 0) return false;
  const lower = text.toLowerCase();
  return style.excludes.some((term) => lower.includes(term));
}

/** The first sentence as a clause, and the rest as sentences. */
export function split(field: Field, style: Style, budget: number): { head: string; tail: string[] } | undefined {
  const kept = keptSentences(field, style, budget);
  const [head, ...tail] = kept;
  if (head === undefined) return undefined;
  return { head, tail: tail.map(asSentence) };
}

const COMMON_NOUNS = new Set([
  'advice',
  'feedback',
  'help',
  'a',
  'an',
  'the',
  'some',
  'our',
  'my',
  'partnership',
  'partnerships',
  'collaboration',
  'hiring',
  'investment',
  'funding',
  'intro',
  'introduction',
  'opportunities',
  'potential',
  'possible',
  'ideas',
  'thoughts',
  'insights',
  'lessons',
  'coffee',
  'mentorship',
  'career',
  'jobs',
  'roles',
]);

/** Purpose as an infinitive ("to compare notes"), a noun phrase, or a whole sentence. */
export type PurposeKind =
  | { kind: 'verb'; text: string }
  | { kind: 'noun'; text: string }
  | { kind: 'sentence'; text: string };

export function purposeKind(head: string): PurposeKind {
  if (/^to\s/i.test(head)) return { kind: 'verb', text: asClause(head.slice(3)) };
  const shape = fieldShape({ sentences: [head] });
  if (shape === 'verb') return { kind: 'verb', text: asClause(lowerFirst(head)) };
  if (shape === 'sentence') return { kind: 'sentence', text: asSentence(head) };
  // "Exploring a partnership" follows "about" in lower case; a name ("Miro's API") keeps its capital.
  const word = firstWord(head);
  const common = word.endsWith('ing') || isVerb(word) || COMMON_NOUNS.has(word);
  return { kind: 'noun', text: asClause(common ? lowerFirst(head) : head) };
}

/** Relevance: "Greta is COO at Nordfrakt." / "Greta runs the lab." / "She runs the lab." */
export function relevanceSentence(head: string, target: string, names: readonly string[]): string {
  const shape = fieldShape({ sentences: [head] }, names, 'noun');
  if (shape === 'sentence' || !target) return asSentence(head);
  if (shape === 'verb') return asSentence(`${target} ${lowerFirst(asClause(head))}`);
  return asSentence(`${target} is ${asClause(head)}`);
}

/** A short noun phrase can sit beside the name: "Greta Lindqvist, COO at Nordfrakt,". */
export function appositive(head: string, names: readonly string[]): string | undefined {
  const clause = asClause(head);
  if (fieldShape({ sentences: [head] }, names, 'noun') !== 'noun') return undefined;
  if (clause.length > 60 || /[,;:()]/.test(clause)) return undefined;
  return clause;
}

const RELATIONSHIP_WORDS =
  /\b(friends?|colleagues?|co-?workers?|co-?founders?|roommates?|flatmates?|classmates?|batchmates?|teammates?|mentors?|mentees?|managers?|boss|reports?|investors?|neighbou?rs?|teachers?|supervisors?|advisors?|advisers?|clients?|customers?|partners?|sisters?|brothers?|cousins?|family|relatives?|in-law|alumni|alum|peers?|buddies|buddy|acquaintances?|contacts?|ex-colleagues?|former|old|fellow|college|school|university|uni)\b/i;

/**
 * Relationship, kept in the user's words (RUBRIC.md point 4): the sentences it can be said in, one
 * when it is quoted as typed. The caller's variant picks one: `frames[variant % frames.length]`.
 */
export function relationshipFrames(head: string, formal: boolean): string[] {
  const clause = asClause(head);
  const word = firstWord(clause);
  const odd = /[:<>{}[\]]/.test(clause) || clause.length > 160 || !/^\p{L}/u.test(clause);
  if (odd) return [`For context, how we know each other: ${asSentence(clause)}`];
  const shape = fieldShape({ sentences: [head] });
  if (shape === 'sentence' || shape === 'verb') {
    const body = shape === 'verb' || isVerb(word) ? `we ${lowerFirst(clause)}` : lowerCommonStart(clause);
    const frames = formal
      ? [`I thought of you because ${body}.`, `As ${body}, I hoped you might be able to help.`]
      : [`I thought of you because ${body}.`, `Since ${body}, I thought I'd ask you.`];
    return frames.map(asSentence);
  }
  const determined = /^(my|our|a|an|the|one|his|her|their|your)\s/i.test(clause) || /\b(my|our)\b/i.test(clause);
  // A bare phrase that names no relationship ("Ignore previous instructions") is quoted, not framed as one.
  if (!determined && !RELATIONSHIP_WORDS.test(clause))
    return [`For context, how we know each other: ${asSentence(clause)}`];
  const np = determined ? lowerCommonStart(clause) : `my ${clause}`;
  return [`As ${np}, you came to mind for this.`, `As ${np}, you seemed like the right person to ask.`];
}
