/**
 * The last check on a plan: a sentence that came out of a frame broken ("is a supervised my
 * project", "I'd also like to don't know anyone") is left out rather than shown, because a missing
 * detail costs the sender less than a broken sentence in their name. The ask and who the sender is
 * always stay (plan.ts KEPT). Each pattern is a shape no fluent sentence has.
 */
import { KEPT, type Paragraph, type Plan } from './plan';

const BROKEN: readonly RegExp[] = [
  // "is a supervised my summer project": an article before a past verb and its object.
  /\b(?:is|was|are|am|be)\s+(?:a|an)\s+\p{Ll}+ed\s+(?:my|our|his|her|their|your|the|a|an)\b/u,
  // "like to don't know", "to was": the infinitive's "to" before a negation or a tensed "be".
  /\bto\s+(?:don['’]t|doesn['’]t|didn['’]t|can['’]t|won['’]t|isn['’]t|aren['’]t|wasn['’]t|am|is|are|was|were|has)\b/i,
  // "a my", "the our": two determiners.
  /\b(?:a|an|the)\s+(?:my|our|your|his|her|their|a|an|the)\b/i,
  // "I'd like to I", "we we", "I is".
  /\bI['’]d (?:also )?(?:like|love) to (?:I|we|you|they|he|she)\b/,
  /\b(?:I|we)\s+(?:I|we)\b/i,
  /\bI\s+is\b/,
  /(?<!\band )\bI\s+(?:are|has)\b/,
  /\b(?:is|are|was|were)\s+(?:is|are|was|were)\b/i,
  // "in at", "of for": two prepositions in a row.
  /\b(?:in|at|of|for|with|on)\s+(?:in|at|of|for|with|on)\b(?![-\p{L}])/iu,
  // A word said twice ("the the"), but not "had had" or "that that".
  /\b(?!had\b|that\b)(\p{L}+)\s+\1\b(?![-\p{L}])/iu,
];

const balanced = (text: string) => (text.match(/\(/g)?.length ?? 0) === (text.match(/\)/g)?.length ?? 0);

export function isBroken(sentence: string): boolean {
  return !balanced(sentence) || BROKEN.some((pattern) => pattern.test(sentence));
}

const keepSane = (paragraph: Paragraph): Paragraph => paragraph.filter((s) => KEPT.has(s.fact) || !isBroken(s.text));

export function sanePlan(plan: Plan): Plan {
  return {
    ...plan,
    body: plan.body.map(keepSane),
    note: plan.note ? { ...plan.note, body: plan.note.body.map(keepSane) } : undefined,
  };
}
