/**
 * RUBRIC.md point 9 in code: every distinctive fact the user gave is in the message, and nothing
 * is that they did not give: no placeholder, no template residue, no invented name or number.
 * Anything the user typed themselves is allowed, whatever it looks like.
 */

import type { Expectations } from './check';
import { containsWord, distinctive, RESIDUE, sentencesOf, TEMPLATE_CAPITALS } from './check-helpers';
import { FIELD_BUDGET } from './fact-groups';
import type { Facts } from './facts';
import { keptSentences } from './field-text';
import { defaultStyle } from './style';

/** `typed` is everything the user typed, lower-cased. */
export function factViolations(content: string, f: Facts, e: Expectations, typed: string): string[] {
  const v: string[] = [];
  const typedHas = (s: string) => typed.includes(s.toLowerCase());
  const style = defaultStyle(0, false);
  style.excludes = e.excludes;
  const fields = [f.relationship, f.relevance, f.purpose, f.valueFromProfile ? undefined : f.value];
  if (!e.relationship) fields[0] = undefined;
  for (const field of fields) {
    if (!field) continue;
    for (const sentence of keptSentences(field, style, FIELD_BUDGET)) {
      for (const token of distinctive(sentence))
        if (!containsWord(content, token)) v.push(`Missing a fact the user gave: "${token}"`);
    }
  }
  for (const name of [f.target?.full, f.introducer?.first, f.sender?.first])
    if (name && !content.includes(name)) v.push(`Missing the name "${name}"`);
  for (const [re, what] of RESIDUE) {
    const m = re.exec(content);
    if (m && !typedHas(m[0].trim())) v.push(`Template residue: ${what} ("${m[0]}")`);
  }
  const typedWords = new Set(typed.match(/[\p{L}\p{N}'’-]+/gu) ?? []);
  for (const n of content.match(/\d+/g) ?? []) if (!typed.includes(n)) v.push(`A number the user did not give: ${n}`);
  for (const sentence of sentencesOf(content.replace(/^-{3}.*-{3}$/gm, '').replace(/^Subject:.*$/m, ''))) {
    for (const clause of sentence.split(/[:;]\s+|\s[-–—]\s/)) {
      const words = clause.replace(/https?:\/\/\S+/g, '').match(/[\p{L}\p{N}'’-]+/gu) ?? [];
      for (const raw of words.slice(1)) {
        const w = raw.replace(/['’]s?$/u, '');
        if (
          /^\p{Lu}/u.test(w) &&
          !TEMPLATE_CAPITALS.has(w.toLowerCase()) &&
          !typedWords.has(w.toLowerCase()) &&
          !typedHas(w)
        ) {
          v.push(`A name or fact the user did not give: "${w}"`);
        }
      }
    }
  }

  return v;
}
