/** Pieces of the rubric checker: reading a message back into its parts, and word lists. */
import { BLOCK_END, BLOCK_START } from './render';
import { splitSentences } from './text';

export interface Parts {
  greeting: string;
  /** The note above the forwardable block (the whole body when there is none), greeting excluded. */
  note: string;
  block: string | undefined;
  after: string;
  lastLine: string;
}

export function partsOf(content: string): Parts {
  const lines = content.split('\n');
  let i = 0;
  while (i < lines.length && (/^Subject:/i.test(lines[i] ?? '') || (lines[i] ?? '').trim() === '')) i++;
  const greeting = (lines[i] ?? '').trim();
  const body = lines.slice(i + 1).join('\n');
  const start = body.indexOf(BLOCK_START);
  const end = body.indexOf(BLOCK_END);
  const nonEmpty = lines.filter((l) => l.trim() !== '');
  const lastLine = (nonEmpty[nonEmpty.length - 1] ?? '').trim();
  if (start >= 0 && end > start) {
    return {
      greeting,
      note: body.slice(0, start).trim(),
      block: body.slice(start + BLOCK_START.length, end).trim(),
      after: body.slice(end + BLOCK_END.length).trim(),
      lastLine,
    };
  }
  return { greeting, note: body.trim(), block: undefined, after: '', lastLine };
}

/** Sentences of a text, bullets and paragraphs included. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+/)
    .map((l) => l.replace(/^-\s+/, ''))
    .flatMap((l) => splitSentences(l));
}

/** Phrases that mark machine-written text (RUBRIC.md point 12). */
export const AI_TELLS = [
  'hope this email finds you well',
  'hope this message finds you well',
  'hope this finds you well',
  'i wanted to reach out',
  'reaching out',
  'leverage',
  'synergy',
  'synergies',
  'delve',
  'touch base',
  'circle back',
  'game-changer',
  'game changer',
  'i am writing to',
  "i'm writing to",
  'as an ai',
  'seamless',
  "in today's fast-paced",
  'unlock',
  'elevate',
];

/** Warmth the input must support (RUBRIC.md point 4). */
export const UNSUPPORTED_WARMTH = [
  'close friend',
  'as you know',
  'old friend',
  'dear friend',
  'best friend',
  'good friend',
  'great friend',
];

export const RESIDUE: [RegExp, string][] = [
  [/\[[\p{L}\p{N} _'-]{1,40}\]/u, 'a bracketed placeholder'],
  [/[{}]/, 'a curly brace'],
  [/\bundefined\b/i, '"undefined"'],
  [/\bnull\b/i, '"null"'],
  [/\bN\/A\b/, '"N/A"'],
  [/\bTODO\b/, '"TODO"'],
  [/\bNaN\b/, '"NaN"'],
  [/\[object Object\]/, '"[object Object]"'],
  [/[^\n ] {2,}\S/, 'a doubled space'],
  [/ [,.;:!?](?!\S*:\/\/)/, 'a space before punctuation'],
  [/(?<!\.)\.\.(?!\.)/, 'doubled full stops'],
  [/,[.,;:]|[.;:],/, 'doubled punctuation'],
  [/[!?]{2,}/, 'doubled punctuation'],
];

export const GENDERED = /\b(he|she|him|her|his|hers|himself|herself)\b/gi;

/** Capitalised words that the templates may use mid-sentence. */
export const TEMPLATE_CAPITALS = new Set([
  'i',
  "i'm",
  "i'd",
  "i've",
  "i'll",
  'calendly',
  // Words that open the engine's own sentences, for when an abbreviation hides the sentence break ("Stride & Co. What's").
  "what's",
  'what',
  'why',
  'in',
  'here',
  'if',
  'thanks',
  'thank',
  'could',
  'would',
  'before',
  'please',
  'no',
  'and',
  'as',
  'since',
  'below',
  "here's",
  'to',
  'also',
  'for',
  'we',
  "we'd",
  "we're",
  'may',
  'should',
  'mind',
  'any',
  'totally',
]);

/** Distinctive tokens of a field: capitalised words not opening a sentence, numbers, amounts. */
export function distinctive(text: string): string[] {
  const out: string[] = [];
  for (const sentence of splitSentences(text)) {
    const words = sentence.match(/[\p{L}\p{N}$€£%][\p{L}\p{N}$€£%.,'’-]*/gu) ?? [];
    words.forEach((raw, i) => {
      const w = raw.replace(/[.,'’-]+$/u, '');
      if (/\d/.test(w)) out.push(w);
      else if (i > 0 && /^\p{Lu}/u.test(w) && !TEMPLATE_CAPITALS.has(w.toLowerCase())) out.push(w);
    });
  }
  return out;
}

export function containsWord(haystack: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}(?=$|[^\\p{L}\\p{N}])`, 'iu').test(haystack);
}
