/** Small text helpers for the gate: folding case and accents, words, and what the user typed. */

/** Lower case without accents: "José" and "jose" compare equal, so do "Zoë" and "Zoe". */
export function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[’‘`´]/g, "'")
    .replace(/ł/g, 'l')
    .replace(/Ł/g, 'L')
    .replace(/ø/g, 'o')
    .replace(/Ø/g, 'O')
    .replace(/ß/g, 'ss')
    .toLowerCase();
}

/** Words as a person would count them: letters and digits, with inner apostrophes and hyphens. */
export const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

export function wordsOf(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** `text` matched literally inside a pattern. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** True when `word` (any case, any accents) is a whole word of `text`. */
export function hasWord(text: string, word: string): boolean {
  const w = fold(word).trim();
  if (w === '') return false;
  const escaped = escapeRegExp(w);
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(fold(text));
}

/** Possessive and plural endings off, for comparing a word with what was typed. */
export function stems(word: string): string[] {
  const w = fold(word).replace(/'s?$/, '');
  const out = new Set([w]);
  if (w.endsWith('ies') && w.length > 4) out.add(`${w.slice(0, -3)}y`);
  if (w.endsWith('es') && w.length > 3) out.add(w.slice(0, -2));
  if (w.endsWith('s') && w.length > 2) out.add(w.slice(0, -1));
  out.add(`${w}s`);
  return [...out];
}

/** Lines without trailing space; empty lines kept (paragraphs matter). */
export function linesOf(text: string): string[] {
  return text.split('\n').map((l) => l.replace(/\s+$/, ''));
}

export const THANKS =
  /(?<![\p{L}])(thank|thanks|thx|grateful|appreciate|danke|dank|merci|gracias|grazie|obrigad[oa]|bedankt|tack)/iu;

/** "Subject: ..." in the languages the model may write in. */
export const SUBJECT_LINE = /^(subject|betreff|objet|asunto|oggetto|assunto|onderwerp|re)\s*:/i;
