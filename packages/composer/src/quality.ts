/**
 * What the built-in writer holds itself to beyond the hard rules (RUBRIC.md "Qualities" that code
 * can see): no form-label frames, no phrase said twice in one part, the introducer never named in
 * the third person in the note to them, no repeated word, no wrong article, no sentence starting in
 * lower case. Tests run it over every fixture; the blind reading judges the rest.
 */
import type { GenerateRequest, SenderProfile } from '@introask/shared';
import { parseName } from './language/names';
import { ABBREVIATION, article, escapeRegExp } from './language/text';
import { BLOCK_END, BLOCK_START } from './markers';

const FORM_LABELS =
  /^(?:What's in it for|Why it could be worth|Also worth mentioning|For context|How we know each other|Relevance|Purpose|Value add|Background|About me)\b[^\n]*:/im;

function parts(content: string): { toIntroducer: string; note: string } {
  const start = content.indexOf(BLOCK_START);
  const end = content.indexOf(BLOCK_END);
  if (start < 0 || end < start) return { toIntroducer: content, note: '' };
  return {
    toIntroducer: content.slice(0, start) + content.slice(end + BLOCK_END.length),
    note: content.slice(start + BLOCK_START.length, end),
  };
}

/** Six words or more said twice within one part. */
function repeatedPhrase(text: string): string | undefined {
  const words = text.toLowerCase().match(/[\p{L}\p{N}'’-]+/gu) ?? [];
  const seen = new Set<string>();
  for (let i = 0; i + 6 <= words.length; i++) {
    const gram = words.slice(i, i + 6).join(' ');
    if (seen.has(gram)) return gram;
    seen.add(gram);
  }
  return undefined;
}

/** Everything the user typed, lower case: a fault copied from it is the user's words, kept, not the writer's. */
function typedText(request: GenerateRequest, profile: SenderProfile): string {
  return [
    request.introducer?.context,
    request.target?.relevance,
    request.target?.purpose,
    request.target?.value_add,
    profile.bio,
    profile.value_add,
    profile.name,
    profile.job_title,
    profile.company_name,
  ]
    .filter(Boolean)
    .join('\n')
    .toLowerCase()
    .replace(/\s+/g, ' ');
}

export function checkQuality(content: string, request: GenerateRequest, profile: SenderProfile): string[] {
  const problems: string[] = [];
  const typed = typedText(request, profile);
  const { toIntroducer, note } = parts(content);
  if (FORM_LABELS.test(content)) problems.push(`form-label frame: ${FORM_LABELS.exec(content)?.[0]}`);
  for (const [name, text] of [
    ['note to the introducer', toIntroducer],
    ['forwardable note', note],
  ] as const) {
    const again = repeatedPhrase(text);
    if (again && typed.indexOf(again) === typed.lastIndexOf(again))
      problems.push(`phrase repeated in the ${name}: "${again}"`);
  }
  const introducer = parseName(request.introducer?.name);
  const target = parseName(request.target?.name);
  if (introducer && introducer.first !== target?.first) {
    const body = toIntroducer.split('\n').slice(1).join('\n');
    const named = new RegExp(`(?<![\\p{L}])${escapeRegExp(introducer.first)}(?![\\p{L}])`, 'u');
    if (named.test(body))
      problems.push(`the introducer ${introducer.first} is named in the third person in the note to them`);
  }
  const repeatedWord = /(?<![\p{L}])(\p{L}+)\s+\1(?![\p{L}])/iu.exec(
    content.replace(/\b(?:that that|had had)\b/gi, ''),
  );
  if (repeatedWord && !/^\d/.test(repeatedWord[1] ?? '')) problems.push(`repeated word: "${repeatedWord[0]}"`);
  for (const m of content.matchAll(/(?<![\p{L}])(a|an) ([\p{L}][\p{L}-]*)/gu)) {
    const [, art, word] = m;
    if (
      word &&
      art &&
      article(word) !== art.toLowerCase() &&
      !typed.includes(m[0].toLowerCase()) &&
      !/^(?:one|once|uni|eu|use|us)/i.test(word) &&
      !/^[A-Z]/.test(word)
    )
      problems.push(`wrong article: "${m[0]}"`);
  }
  for (const line of content.split('\n')) {
    const sentences = line.replace(/^- /, '').split(/(?<=[.!?])\s+/);
    sentences.forEach((sentence, k) => {
      // "(acq. by Oracle)": a full stop after an abbreviation does not end the sentence.
      const afterAbbreviation = k > 0 && ABBREVIATION.test(sentences[k - 1] ?? '');
      if (
        /^\p{Ll}/u.test(sentence) &&
        !afterAbbreviation &&
        !typed.includes(sentence.split(/[,;:]/)[0]?.toLowerCase() ?? '')
      )
        problems.push(`sentence starts in lower case: "${sentence.slice(0, 40)}"`);
    });
  }
  // (An initial's full stop before a comma is no stray one: "I'm Nikhil D., and I'm building …".)
  if (/ {2}|\s[,.;:!?](?!\S)|\.\.(?!\.)|,\.|(?<!\b\p{Lu})\.,/u.test(content.replace(/^- /gm, '')))
    problems.push('doubled space or stray punctuation');
  return problems;
}
