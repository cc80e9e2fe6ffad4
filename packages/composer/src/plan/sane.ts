/**
 * The last check on a plan: a sentence that came out of a frame broken ("is a supervised my
 * project", "I'd also like to don't know anyone") is left out rather than shown, because a missing
 * detail costs the sender less than a broken sentence in their name. The ask, who the sender is and
 * what they want always stay (plan.ts KEPT_FROM_EXCLUDES). Each pattern is a shape no fluent sentence has.
 */

import { STATES } from '../gate/abbreviations';
import { mendObjectArticle, perfectForDuration, theBeforeWhatTheyRun } from '../language/agreement';
import { yearsAsProse } from '../language/learner';
import { isKnownWord, tokenize } from '../language/nlp';
import { capitalisePeoples, languagesSaid, NATIONALITY } from '../language/peoples';
import { ROLE_END } from '../language/phrase';
import { isPlace } from '../language/places';
import { article, entryOf } from '../language/text';
import { type FactKey, KEPT_FROM_EXCLUDES, type Paragraph, type Plan, type Sentence } from './plan';

const BROKEN: readonly RegExp[] = [
  // "is a supervised my summer project": an article before a past verb and its object.
  /\b(?:is|was|are|am|be)\s+(?:a|an)\s+\p{Ll}+ed\s+(?:my|our|his|her|their|your|the|a|an)\b/u,
  // "like to don't know", "to was": the infinitive's "to" before a negation or a tensed "be".
  /\bto\s+(?:don['’]t|doesn['’]t|didn['’]t|can['’]t|won['’]t|isn['’]t|aren['’]t|wasn['’]t|am|is|are|was|were|has)\b/i,
  // "a my", "the our": two determiners.
  // ("an A/B test" is one.)
  /\b(?:a|an|the)\s+(?:my|our|your|his|her|their|a|an|the)\b(?![/&-])/i,
  // "I'd like to I", "we we", "I is".
  /\bI['’]d (?:also )?(?:like|love) to (?:I|we|you|they|he|she)\b/,
  /\b(?:I|we)\s+(?:I|we)\b/i,
  /\bI\s+is\b/,
  /(?<!\band )\bI\s+(?:are|has)\b/,
  // (In lower case: "Otieno Were is one of our trustees" is a name.)
  /\b(?:is|are|was|were)\s+(?:is|are|was|were)\b/,
  // "in in", "at at": the same preposition twice.
  /\b(in|at|of|for|with|on)\s+\1\b(?![-\p{L}])/iu,
];

/**
 * A word said twice ("the the"), but not "had had" or "that that", nor a word the lexicon does not
 * know, which is a name doubled as typed ("the zama zama economy", "boda boda crash injuries").
 */
const twice = (sentence: string) =>
  [...sentence.matchAll(/\b(?!had\b|that\b)(\p{L}+)\s+\1\b(?![-\p{L}])/giu)].some((m) =>
    isKnownWord((m[1] ?? '').toLowerCase()),
  );

const balanced = (text: string) => (text.match(/\(/g)?.length ?? 0) === (text.match(/\)/g)?.length ?? 0);

const PREPOSITION = /^(?:in|at|of|for|with|on)$/i;

/**
 * "based in at Acme", "the head of for sales": two prepositions in a row, where the first follows no
 * verb. After a verb the first is left at the end of its clause, which is fluent: "what she looks
 * for in a portfolio", "the only one I know of with village dialects".
 */
function twoPrepositions(sentence: string): boolean {
  // (Most sentences have no two of them in a row: those are not read by the tagger at all.)
  if (!/\b(?:in|at|of|for|with|on)\s+(?:in|at|of|for|with|on)\b/i.test(sentence)) return false;
  const tokens = tokenize(sentence);
  return tokens.some(
    (t, i) =>
      i > 0 &&
      PREPOSITION.test(t.text) &&
      PREPOSITION.test(tokens[i + 1]?.text ?? '') &&
      // ("for on-site access", "with in-house counsel": the second is part of a hyphenated word; set29.)
      tokens[i + 2]?.text !== '-' &&
      !['VERB', 'AUX'].includes(tokens[i - 1]?.pos ?? '') &&
      // ("passing this on for me", "get authors in for an event", "tune in for", "more of on our
      // shelves": a verb's particle, or what follows "more", before the next preposition.)
      !particle(tokens, i) &&
      !(/^of$/i.test(t.text) && /^(?:more|less|much|many)$/i.test(tokens[i - 1]?.text ?? '')),
  );
}

/** "on" or "in" as a verb's particle: after a verb and its object, or after a verb that takes one. */
function particle(tokens: readonly { text: string; pos: string }[], i: number): boolean {
  if (!/^(?:in|on)$/i.test(tokens[i]?.text ?? '')) return false;
  const before = tokens[i - 1];
  if (
    /^(?:tune|tuned|check|checked|sign|signed|fill|filled|step|stepped|stand|come|pop|drop|call|pass|passing|take|taking)$/i.test(
      before?.text ?? '',
    )
  )
    return true;
  if (!['PRON', 'NOUN', 'PROPN'].includes(before?.pos ?? '')) return false;
  // (Back over the object, "one of their authors", "this note", to the verb it belongs to.)
  let k = i - 2;
  while (k >= 0 && (['DET', 'ADJ', 'NOUN', 'PRON', 'NUM'].includes(tokens[k]?.pos ?? '') || tokens[k]?.text === 'of'))
    k--;
  return tokens[k]?.pos === 'VERB';
}

export function isBroken(sentence: string): boolean {
  return (
    !balanced(sentence) ||
    BROKEN.some((pattern) => pattern.test(sentence)) ||
    twice(sentence) ||
    twoPrepositions(sentence)
  );
}

/** Words a verbless line may open with and still be fluent: "No pressure at all.", "Congratulations on …". */
const VERBLESS_OPENER =
  /^(?:No|Not|If|And|Either|Completely|Totally|Absolutely|Happy|Many|Thanks|Thank|Congratulations|Good|Best|All)\b/;
const hasVerb = (tokens: readonly { pos: string }[]) => tokens.some((t) => t.pos === 'VERB' || t.pos === 'AUX');

const SUBJECT_PRONOUN = /^(?:I|we|they|you|he|she|it)$/i;

/**
 * A verb the tagger read as a noun: after a name or a noun ("Pieter van der Merwe chairs our board",
 * "85 inns use it", "My project studies …") it takes one, and after a pronoun ("We still text
 * sometimes") there is always one. A word after a noun counts when the tagger reads it as a verb
 * after "she" or "they".
 */
function missedVerb(tokens: readonly { text: string; pos: string }[]): boolean {
  return tokens.some((t, i) => {
    if (i === 0 || !/^\p{Ll}/u.test(t.text)) return false;
    const before = tokens[i - 1]?.pos === 'ADV' ? tokens[i - 2] : tokens[i - 1];
    if (!before) return false;
    if (
      SUBJECT_PRONOUN.test(before.text) ||
      /^(?:just|already|recently|also|still|never|often)$/.test(tokens[i - 1]?.text ?? '')
    )
      return true;
    if (!['NOUN', 'PROPN'].includes(before.pos) && before.text !== ')') return false;
    return [`she ${t.text} it`, `they ${t.text} it`].some((probe) => {
      const pos = tokenize(probe)[1]?.pos;
      return pos === 'VERB' || (pos === 'ADJ' && t.text.endsWith('ed'));
    });
  });
}

/**
 * A line with no verb, pasted as typed ("Prev 5 years at NABARD.", "Bangalore, open to remote.",
 * "MSc Structural Eng, University of Surrey."): readers mark each as a broken sentence (set21's
 * marked 2.3 grammar defects a message, most of them such fragments), and none of the 7,800 sentences
 * of the reference messages is one (sane.test.ts). Only a full stop's line of four words or more; a
 * contraction ("I'm …") or a clause word ("whichever suits you") carries a verb the tagger may miss.
 */
export function isVerbless(sentence: string): boolean {
  const text = sentence.trim();
  if (!text.endsWith('.') || VERBLESS_OPENER.test(text)) return false;
  if (/['’](?:m|s|re|ve|d|ll)\b|\b(?:who|which|whichever|whoever|that|where|when|because|since)\b/i.test(text))
    return false;
  const tokens = tokenize(text);
  return tokens.filter((t) => /\p{L}/u.test(t.text)).length >= 4 && !hasVerb(tokens) && !missedVerb(tokens);
}

/** Money, a share, thousands: "~$11k monthly revenue", "spoilage down 40%", "14k deliveries a month". */
export const TRACTION = /[$€£₹¥%]|\d(?:[\d.,]*)\s?(?:k|m|bn|cr)\b|\b\d{1,3}(?:,\d{3})+\b/i;

/** Facts said from what was typed, where a pasted fragment can end up; the writer's own lines are not. */
const TYPED: ReadonlySet<FactKey> = new Set(['bio', 'value', 'relevance', 'relationship']);

/**
 * "Retired this year after 32 years as a civil engineer …": the sender's own fragment that opens with
 * what they did is said with "I"; a line of traction stays ("~$11k monthly revenue, spoilage down from
 * 40% to under 10%": often the most persuasive fact in the message, as decision 046 found); any other
 * verbless line is left out.
 */
function sayOrDrop(s: Sentence): Sentence | undefined {
  if (!TYPED.has(s.fact) || !isVerbless(s.text)) return s;
  const did = /^(\p{Lu}\p{Ll}+ed)\b/u.exec(s.text)?.[1];
  if (did && (s.fact === 'bio' || s.fact === 'value') && tokenize(`I ${did.toLowerCase()}`)[1]?.pos === 'VERB')
    return { ...s, text: `I ${s.text[0]?.toLowerCase()}${s.text.slice(1)}` };
  return TRACTION.test(s.text) ? s : undefined;
}

// What the sender wants stays too: a message without its purpose fails at its one job, which costs
// more than an awkward sentence.
const keepSane = (paragraph: Paragraph): Paragraph =>
  paragraph.flatMap((s) => {
    if (KEPT_FROM_EXCLUDES.has(s.fact)) return [s];
    if (isBroken(s.text)) return [];
    const said = sayOrDrop(s);
    return said ? [said] : [];
  });

/** Words after which a lone "a" is a label, not an article: "series a", "class a office space", "plan a". */
const LABEL =
  /^(?:series|class|grade|option|plan|type|tier|vitamin|category|part|section|exhibit|appendix|round|level|block|unit|phase|stage|group|team|room|gate|terminal|wing|division|league|size|cup|hepatitis|schedule|form|figure|table|version|model|track|lot|row|zone|area|site|building|floor|platform|line)$/i;
/** Words that no article goes before: "plan a or plan b". */
const NOT_NOUN_START = /^(?:or|and|in|on|at|to|of|for|with|by|is|are|was|were|be|the|a|an)$/i;

/**
 * "I built a expected goals model", "an unique", typed or framed: the article agrees with the sound
 * of the word after it (language/text.ts `article`). Before a figure it is left as it stands.
 */
export function agreeArticles(sentence: string): string {
  // Lower case anywhere, capitalised only where a sentence starts ("Series A in …", "FP&A" are names).
  // Only before a word in lower case: "a NASA engineer", "a U-turn" are said as they were typed.
  // ("a A$1.5M seed" in session 23's proofreading: an amount in a currency said by its letter, "an A$".)
  return sentence
    .replace(/(?<![\p{L}\p{N}])a (?=[AEFHILMNORSX][$€£]?\d)/gu, 'an ')
    .replace(
      /(?<![\p{L}\p{N}'’.&/-])(a|an|(?<=^|[.!?]\s+)(?:A|An))(\s+)(?=(\p{Ll}[\p{L}\p{N}'’-]*))/gu,
      (m, typed: string, space: string, word: string, offset: number, whole: string) => {
        const before = /(\p{L}+)\s+$/u.exec(whole.slice(0, offset))?.[1] ?? '';
        if (LABEL.test(before) || NOT_NOUN_START.test(word)) return m;
        const right = article(word);
        if (typed.toLowerCase() === right) return m;
        return `${/^A/.test(typed) ? right[0]?.toUpperCase() + right.slice(1) : right}${space}`;
      },
    );
}

/**
 * Measures as a writer sets them, whichever frame the words came through (set12 readers marked each):
 * "a free 3 month pilot" -> "a free 3-month pilot" (a count and a unit before a noun); "we sat next to
 * each other about 2 years" -> "for about 2 years" (how long, after a verb); "an about 1800 sq ft
 * spot" -> "a roughly 1800 sq ft spot".
 */
export function mendMeasures(sentence: string): string {
  return (
    sentence
      .replace(
        /\b(\d+) (minute|hour|day|week|month|year) (?!(?:a|an|per|of|in|ago|later|old|and|or|to|from|on|at|before|after|away|apart|long|late|early|ahead|behind)\b)(?=(\p{L}+))/gu,
        // (Only before a noun or an adjective: "under 1 hour anywhere" keeps its space; "a 2 week
        // Oaxacan residency": a people's name is an adjective too.)
        (m, n: string, unit: string, next: string) =>
          NATIONALITY.test(next) ||
          ['NOUN', 'ADJ'].includes(tokenize(`a ${n} ${unit} ${next.toLowerCase()}`)[3]?.pos ?? '')
            ? `${n}-${unit} `
            : m,
      )
      .replace(
        /\b((?:sat|worked|lived|studied|served|chatted|talked|spoke|played|trained|volunteered|stayed|shared a (?:desk|flat|house|room|studio|office))(?: [\p{Ll}]+){0,4}?) (about|around|nearly|almost|over) (\d+\+?) (minutes|hours|days|weeks|months|years)\b(?!\s+(?:ago|back|before|earlier|later|prior)\b)/gu,
        (m, before: string, about: string, n: string, unit: string) =>
          // ("haven't talked in about 3 years": a preposition before the measure already says how.)
          / (?:for|about|on|of|in|within|under|after|since|by)$/.test(before)
            ? m
            : `${before} for ${about} ${n} ${unit}`,
      )
      // "shop foreman at a die shop in Toledo 35 years", "was my sous chef 2 years": how long, typed
      // straight after a role or a place, is said with "for" (no reference message has the bare form).
      .replace(
        /(?<=\S )(\p{L}[\p{L}'’-]*) (\d+\+?) (years|months)(?=[,.;)]|$| and\b| —)/gu,
        (m, word: string, n: string, unit: string) => {
          // (Only after a role, "foreman", "sous chef", or a place's name: not "the payback period 4 years".)
          const before = tokenize(word)[0];
          // ("I can offer 12 years": a verb in -er is no role.)
          const role =
            (before?.pos === 'NOUN' &&
              ROLE_END.test(word) &&
              !/^(?:offer|deliver|cover|answer|consider|prefer|enter|gather|register|order)$/i.test(word)) ||
            (before?.pos === 'PROPN' && /^\p{Lu}/u.test(word));
          return role ? `${word} for ${n} ${unit}` : m;
        },
      )
      .replace(/\b(a|an) (?:about|around|approximately) (?=\d)/gi, (_, a: string) => `${a[0]} roughly `)
      // "a 600 cow farm", "a 40 staff supermarket", "a 5 star resort": a count and a noun before a noun
      // describe it, with a hyphen (set13 and set12 readers marked each). Only after "a" or "an", not a
      // label ("lvl 3", "SOC 2", "24/7") or "the 40 staff love it"; not a year; only before a singular
      // noun that ends the phrase ("9 library sites" counts the sites).
      .replace(
        /(?<=\b(?:a|an) )(?!(?:19|20)\d\d\b)(\d+) (\p{Ll}{3,}) (?=(\p{Ll}+)(?:[\s.,;:!?)]|$))/gu,
        (m, n: string, unit: string, next: string, offset: number, whole: string) => {
          if (/s$/.test(unit) || /s$/.test(next)) return m;
          const after = whole.slice(offset + m.length + next.length).match(/^\s+(\p{Ll}+)/u)?.[1];
          const t = tokenize(`a ${n} ${unit} ${next}${after ? ` ${after}` : ''}`);
          const ends = !after || t[4]?.pos !== 'NOUN';
          return t[2]?.pos === 'NOUN' && t[3]?.pos === 'NOUN' && t[2].lemma === unit && ends ? `${n}-${unit} ` : m;
        },
      )
  );
}

/** A named organisation at the end of the text before a parenthesis: "… a buyer for Harvest & Co Grocers". */
const ORG_BEFORE =
  /\b(?:at|of|for|with|own|owns|run|runs)\s+(?:the\s+)?(\p{Lu}[\p{L}'’.&-]*(?:\s+(?:\p{Lu}[\p{L}'’.&-]*|&|of|and))*)$/u;

/**
 * "Rebecca Lindgren was my co-resident (Case Western EM, 2015-18).", "Maple Hollow USD (MI) (14
 * schools)": a parenthesis pasted from what was typed. In every blind reading so far, 84% of the
 * writer's parentheses were quoted in a defect or named as one, against 39% of its sentences without
 * one (bench/RESULTS.md, session 19). What a parenthesis holds is said as prose where that is plain
 * (a place after a name, the years something lasted) and left out otherwise, a detail costing the
 * sender less than a pasted aside. Kept: money, shares and thousands (TRACTION, the facts that
 * persuade), and a nickname inside a typed name ("Margaret (Peggy) O'Rourke").
 */
/** Countries named with "the": "in the Netherlands", "in the UK". */
const COUNTRY_WITH_THE =
  /^(?:Netherlands|UK|US|USA|UAE|Philippines|Gambia|Bahamas|Maldives|United (?:States|Kingdom|Arab Emirates)|Czech Republic)$/;

/** Where a parenthesis was left out, until the spacing around it is mended. */
const GONE = '\uE010';

export function unbracket(sentence: string, { leaveOut = true }: { leaveOut?: boolean } = {}): string {
  if (!sentence.includes('(')) return sentence;
  // ("(2nd year PhD, computer vision at Vistula Institute (Warsaw))": the inner bracket first, then the outer.)
  const once = unbracketOnce(sentence, leaveOut);
  return once !== sentence && /\s\([^()]*\)/.test(once) ? unbracketOnce(once, leaveOut) : once;
}

function unbracketOnce(sentence: string, leaveOut: boolean): string {
  // (In the purpose and the offer, an aside no rule can say as prose stays as typed: it is the ask's
  // substance, "my dissertation (supplier audits)".)
  const GONE_OR_KEPT = (m: string) => (leaveOut ? GONE : m);
  return (
    sentence
      .replace(/(\s+)\(([^()]*)\)/g, (m, space: string, inner: string, offset: number, whole: string) => {
        const before = whole.slice(0, offset);
        const after = whole.slice(offset + m.length);
        // "I'm Gerald Pemberton (civil servant …, 31 years)": who the sender is, beside their name.
        const role = inner.split(/,|\s(?:at|of|in|for|with)\s/)[0]?.trim() ?? '';
        const sendersName = /^I['’]m \p{Lu}[\p{L}'’. -]*$/u.test(before);
        if (sendersName && /^[.,]/.test(after) && ROLE_END.test(role)) return `, ${inner.trim()}`;
        // A nickname inside a name: a name's word either side.
        if (/\p{Lu}[\p{L}'’.-]*$/u.test(before) && /^\s+\p{Lu}/u.test(after) && !/\s/.test(inner.trim())) return m;
        // (Nor a reference the reader needs: "job ID 48213".)
        if (
          (TRACTION.test(inner) || /\b(?:ID|ref|no\.|#)\s*\d|\b(?:million|billion)\b/i.test(inner)) &&
          !/\?/.test(inner)
        )
          return m;
        const years = /^((?:19|20)\d\d)\s*[-–]\s*((?:19|20)?\d\d)$/.exec(inner.trim());
        if (years) {
          const [, from = '', to = ''] = years;
          // ("1998-05" ends in 2005, the next century.)
          const century = Number(from.slice(0, 2)) + (to.length === 2 && to < from.slice(2) ? 1 : 0);
          return `${space}from ${from} to ${to.length === 2 ? `${century}${to}` : to}`;
        }
        if (/^(?:19|20)\d\d$/.test(inner.trim())) return `${space}in ${inner.trim()}`;
        // ("1 (0) 100", "(17)": other figures alone are no aside, and leaving them out could join two numbers.)
        if (!/\p{L}{2}/u.test(inner)) return m;
        // "my manager at Google (5 years)", "founder of Kova (2 yrs)": how long, said with "for"; a
        // role's years are its experience.
        const duration = /^(?:about |over |nearly |almost |~\s?)?\d+\+? (?:years?|yrs?|months?|mos|weeks?)$/.exec(
          inner.trim(),
        );
        if (duration) {
          const said = inner
            .trim()
            .replace(/^~\s*/, 'about ')
            .replace(/\byrs?$/, 'years')
            .replace(/\bmos$/, 'months');
          return ROLE_END.test(before.split(' ').at(-1) ?? '')
            ? `, with ${said} of experience${/^[.?!,;:]|^$/.test(after) ? '' : ','}`
            : `${space}for ${said}`;
        }
        // "Marlow & Finch Hotels (14 properties)": how big a named place is, at the end of a sentence.
        const orgBefore = ORG_BEFORE.exec(before)?.[1];
        if (
          orgBefore &&
          !isPlace(orgBefore) &&
          /^[.?!]/.test(after) &&
          /^(?:about |around |over |nearly |almost |~)?\d[\d,.]*\+? \p{Ll}+s$/u.test(inner.trim())
        )
          return `, which has ${inner.trim().replace(/^~/, 'about ')}`;
        // "Maple Hollow USD (MI)": a state's code after a name is where it is.
        // (Not a code that is more often something else: "(MD)" a doctor, "(IN)" India, "(DE)" Germany.)
        if (
          /^[A-Z]{2}$/.test(inner.trim()) &&
          entryOf(STATES, inner.trim().toLowerCase()) &&
          !/^(?:MD|IN|DE|OR|OK|ME|HI|PA|CO|ID|AL|GA|MA|MS|MO|NE|SC|VA|LA|AR|MT|CT|NC|SD|ND|WA)$/.test(inner.trim())
        )
          return `${space}in ${inner.trim()}`;
        // "Havbris (Bergen)": a place after a name is where it is.
        if (/\p{Lu}[\p{L}'’.&-]*$/u.test(before) && isPlace(inner.split(',')[0]?.trim() ?? ''))
          return `${space}in ${COUNTRY_WITH_THE.test(inner.trim()) ? 'the ' : ''}${inner.trim()}`;
        const said = inner.trim();
        // ("(34 years!)", "(courses?)": an aside with its own mark is the sender talking to themselves.)
        if (/[!?]$/.test(said)) return GONE_OR_KEPT(m);
        // (Anything else beside the sender's own name is left out: "I'm Melissa Tan, with about 140 clients".)
        if (sendersName) return GONE;
        // (One figure and what it counts, not a list: "10 years, Highlands, mostly sheep".)
        const counted =
          !/,\s/.test(said) && /^(?:about |around |over |nearly |almost |~\s?)?\d[\d,.]*\+? \p{L}/u.test(said);
        // (A comma closes what is said mid-sentence.)
        const close = /^[.?!,;:)]|^$/.test(after) ? '' : ',';
        // "our next cohort (starts in February)": what the thing before does, said with "which".
        if (
          /^(?:starts|started|ends|ended|runs|ran|opens|opened|closes|closed|launches|launched|begins|began|finishes)\s+\p{Ll}/u.test(
            said,
          )
        )
          return `, which ${said}${close}`;
        // "mixed practice vet (10 years)": how long, as experience; "(~300 hrs of speech)", "(9 papers)": how
        // much, said "with".
        // (In the purpose and the offer a count may be of anything, "(3 evenings a week)", "(600
        // families)": it stays as typed there.)
        if (!leaveOut) return m;
        if (counted) return `, with ${said.replace(/^~\s*/, 'about ').replace(/\bhrs\b/, 'hours')}${close}`;
        // ("certified interpreter (EN/PL)": the languages stay as typed; the rule checker reads the codes.)
        if (languagesSaid(said.split(/\s*(?:\/|,|\band\b|&)\s*/))) return m;
        // "shipped 2 indie titles (Lantern Tide, Hollow Orchard)": the names of what was counted, said
        // after it ("2 indie titles, Lantern Tide and Hollow Orchard"); left out, "both games" later in
        // the message pointed at nothing (set25 v01).
        const NAME = String.raw`\p{Lu}[\p{L}'’.&-]*(?: (?:\p{Lu}[\p{L}'’.&-]*|&|of|and|de|the)){0,3}`;
        const names = new RegExp(`^${NAME}(?:, ${NAME})*(?:,? and ${NAME}|, ${NAME})$`, 'u').test(said);
        if (names && /\b\d+\+?\s+(?:[\p{Ll}-]+\s+){0,2}\p{Ll}+s$/u.test(before)) {
          const list = said.split(/,\s*(?:and\s+)?|\s+and\s+/);
          return `, ${list.slice(0, -1).join(', ')} and ${list.at(-1)}${close}`;
        }
        // "a bakery in Leeds (Little Oven Bakery)": the name, beside what it names.
        // ("met at (Web Summit)": after a preposition the name is what it governs, without brackets.)
        if (/^\p{Lu}[\p{L}'’.&-]*(?: (?:\p{Lu}[\p{L}'’.&-]*|&|of|and|de)){0,3}$/u.test(said))
          return /\b(?:at|in|on|through|with|from|to|for|of|by|via)$/i.test(before)
            ? `${space}${said}`
            : `, ${said}${close}`;
        return GONE_OR_KEPT(m);
      })
      // (What was left out may leave a comma or a space before the sentence's end: mended only there,
      // so ".NET" elsewhere keeps its space.)
      .replace(/\s*\uE010(?=[,.;:?!])/g, '')
      .replace(/\uE010/g, '')
      .replace(/,(?=[.?!])/g, '')
      .replace(/,,/g, ',')
      // ("I'm Nikhil D. (building …)." -> "I'm Nikhil D.": the initial's full stop ends the sentence.)
      .replace(/(?<=\b\p{Lu}\.)\.$/u, '')
  );
}

/**
 * Where a parenthesis is left out: what describes people and places (who the sender is, how they know
 * the introducer, who the target is). The purpose and the offer keep theirs, where the writer puts what
 * was typed after them ("my dissertation (supplier audits)"), the substance of the ask.
 */
const ASIDES_LEFT_OUT: ReadonlySet<FactKey> = new Set(['ask', 'who', 'bio', 'relationship', 'relevance']);
/**
 * Where a parenthesis is said as prose when a rule can say it ("for our next cohort, which starts in
 * February", "about 140 locations" -> ", with about 140 locations") and kept as typed otherwise.
 */
const ASIDES_SAID: ReadonlySet<FactKey> = new Set(['purpose', 'value']);

const mend = (paragraph: Paragraph): Paragraph =>
  keepSane(paragraph).map((s) => ({
    ...s,
    text: capitalisePeoples(
      agreeArticles(
        mendObjectArticle(
          theBeforeWhatTheyRun(
            perfectForDuration(
              mendMeasures(
                yearsAsProse(
                  ASIDES_LEFT_OUT.has(s.fact)
                    ? unbracket(s.text)
                    : ASIDES_SAID.has(s.fact)
                      ? unbracket(s.text, { leaveOut: false })
                      : s.text,
                ),
              ),
            ),
          ),
        ),
      ),
    ),
  }));

export function sanePlan(plan: Plan): Plan {
  return {
    ...plan,
    body: plan.body.map(mend),
    note: plan.note ? { ...plan.note, body: plan.note.body.map(mend) } : undefined,
  };
}
