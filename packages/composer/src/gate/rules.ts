/**
 * The hard rules of RUBRIC.md, one function each, each returning what a reader would notice is
 * wrong in plain words. Qualities (tone, structure, "you" for the introducer) are not here: they
 * are judged by reading, and a gate that demanded them would reject well-written messages.
 */
import { FORM_LIMITS } from '@introask/shared';
import type { GateContext } from './context';
import { figureGiven, figuresIn } from './numbers';
import { inventedNames } from './proper-names';
import { fold, hasWord, linesOf, SUBJECT_LINE, THANKS, wordsOf } from './text';

export const NOTE_START = '--- Forwardable note ---';
export const NOTE_END = '--- End of note ---';
const START_LINE = /^-{3}\s*forwardable note\s*-{3}$/i;
const END_LINE = /^-{3}\s*end of (?:the )?(?:forwardable )?note\s*-{3}$/i;

const quote = (s: string) => `“${s.length > 60 ? `${s.slice(0, 57)}...` : s}”`;

/** The message split the way the rules read it. */
export interface Parts {
  lines: string[];
  /** Index in `lines` of the greeting (after an optional subject line), -1 if the message is blank. */
  greetingAt: number;
  starts: number[];
  ends: number[];
  /** The text outside the forwardable note. */
  outside: string;
}

export function partsOf(content: string): Parts {
  const lines = linesOf(content);
  const filled = lines.map((l, i) => [l.trim(), i] as const).filter(([l]) => l !== '');
  let greetingAt = filled[0]?.[1] ?? -1;
  if (filled[0] && SUBJECT_LINE.test(filled[0][0])) greetingAt = filled[1]?.[1] ?? -1;
  const starts = lines.flatMap((l, i) => (START_LINE.test(l.trim()) ? [i] : []));
  const ends = lines.flatMap((l, i) => (END_LINE.test(l.trim()) ? [i] : []));
  const s = starts[0];
  const e = ends[0];
  const outside =
    s !== undefined && e !== undefined && s < e ? [...lines.slice(0, s), ...lines.slice(e + 1)].join('\n') : content;
  return { lines, greetingAt, starts, ends, outside };
}

const CHATTY =
  /^(sure|certainly|of course|absolutely|okay|ok|great|happy to help|here(?:'s| is| are)|below is|i(?:'ve| have) (?:written|drafted|put together|created)|this (?:draft|version|message))\b/i;

/** A leading line that talks about the message instead of being it: "Sure! Here's a draft:". */
export function isPreamble(line: string): boolean {
  const l = line.trim().replace(/[’‘]/g, "'");
  if (SUBJECT_LINE.test(l)) return false;
  if (CHATTY.test(l) && !/^here(?:'s| is) (?:a|the) (?:note|message) (?:you|to|for)/i.test(l)) return true;
  return /\b(draft|message|email|version|request)\b.*:$/i.test(l) && wordsOf(l).length > 3;
}

const GREETING_WORDS = new Set(
  [
    'hi',
    'hello',
    'hey',
    'dear',
    'there',
    'all',
    'good',
    'morning',
    'afternoon',
    'evening',
    'greetings',
    'hallo',
    'liebe',
    'lieber',
    'guten',
    'tag',
    'bonjour',
    'salut',
    'cher',
    'chere',
    'hola',
    'estimado',
    'estimada',
    'buenos',
    'dias',
    'ciao',
    'buongiorno',
    'caro',
    'cara',
    'gentile',
    'ola',
    'oi',
    'bom',
    'dia',
    'prezado',
    'prezada',
    'beste',
    'hoi',
    'goedendag',
    'beste',
  ].map(fold),
);

/** Rule 1: the introducer's first name in the greeting, or a neutral greeting without a name. */
export function greetingProblems(p: Parts, c: GateContext): string[] {
  if (c.asks.noGreeting) return [];
  // Honorifics and initials keep their full stop ("Dr. Ruiz", "M. Okoye"); it does not end the greeting.
  const line = (p.lines[p.greetingAt] ?? '')
    .trim()
    .replace(/\b(Prof|Dr|Mr|Mrs|Ms|Mx|Rev|Hon|Capt)\./gi, '$1')
    .replace(/(?<![\p{L}])(\p{Lu})\.(?=\s)/gu, '$1');
  // The greeting is the line's opening words, up to its first comma, colon, dash or full stop.
  const greeting = line.split(/[,:!—–.]|\s-\s/)[0] ?? '';
  const short = wordsOf(greeting).length <= 6;
  if (c.introducer && !c.introducer.role && c.introducer.firsts.length > 0) {
    const name =
      c.introducer.full.split(/\s+/).find((w) => c.introducer?.firsts.includes(fold(w))) ?? c.introducer.full;
    if (!short || !c.introducer.firsts.some((f) => hasWord(greeting, f)))
      return [`The greeting doesn't use ${quote(name.replace(/[\p{P}]+$/u, ''))}, the introducer's first name.`];
    return [];
  }
  const named = wordsOf(greeting).filter((w) => /^\p{Lu}/u.test(w) && !GREETING_WORDS.has(fold(w)));
  if (short && named.length > 0) return [`The greeting names someone you didn't name (${quote(named.join(' '))}).`];
  return [];
}

/** Rule 2: the target named (a role-only target by its role or organisation). */
export function targetProblems(content: string, c: GateContext): string[] {
  const t = c.target;
  if (!t || t.parts.length === 0) return [];
  if (t.parts.some((part) => hasWord(content, part))) return [];
  return [`It doesn't name ${quote(t.full)}, the person you want to meet.`];
}

/** Rule 3: the forwardable note's markers, once each and in order, unless the retry asked for none. */
export function noteProblems(p: Parts, c: GateContext): string[] {
  const [s] = p.starts;
  const [e] = p.ends;
  if (c.note === false) {
    return s !== undefined || e !== undefined ? ['You asked for no forwardable note, but the message has one.'] : [];
  }
  if (c.note === undefined && s === undefined && e === undefined) return [];
  if (s === undefined || e === undefined)
    return [`There is no complete forwardable note (between “${NOTE_START}” and “${NOTE_END}”).`];
  if (p.starts.length > 1 || p.ends.length > 1) return ['The forwardable note is marked more than once.'];
  if (e < s) return ['The forwardable note ends before it starts.'];
  const body = p.lines.slice(s + 1, e).join(' ');
  if (wordsOf(body).length === 0) return ['The forwardable note is empty.'];
  return [];
}

const RESIDUE: [RegExp, string][] = [
  [/\[[^\]\n]{0,40}\]/g, 'a placeholder'],
  [/\{[^}\n]{0,40}\}|[{}]/g, 'a placeholder'],
  [/<[^<>\n]{1,40}>/g, 'a placeholder'],
  [/\b(?:undefined|null|NaN|TODO|TBD|N\/A)\b|\[object Object\]/g, 'template residue'],
  [/[^\S\n]+[,.](?=\s|$)/g, 'a space before punctuation'],
  [/(?<!\.)\.\.(?!\.)|,[,.;]|;[,.;]|!!|\?\?|::/g, 'doubled punctuation'],
  [/\p{L}{5,}\.,/gu, 'doubled punctuation'],
];

/** Rule 4: no placeholder or template residue, unless the user typed it. */
export function residueProblems(content: string, c: GateContext): string[] {
  const typed = fold(c.typed);
  const out: string[] = [];
  for (const [re, what] of RESIDUE) {
    for (const m of content.matchAll(re)) {
      const text = m[0].trim() || m[0];
      if (/doubled|space/.test(what) ? typed.includes(fold(m[0])) : typed.includes(fold(text))) continue;
      out.push(`It contains ${what} (${quote(text)}).`);
      break;
    }
  }
  return out;
}

const MARKDOWN: [RegExp, string][] = [
  [/^#{1,6}\s/m, 'a heading'],
  [/\*\*[^*\n]+\*\*|__[^_\n]+__/, 'bold text'],
  [/(?<![\w*])\*(?![\s*])[^*\n]+(?<![\s*])\*(?![\w*])/, 'italics'],
  [/\[[^\]\n]+\]\([^)\s]+\)/, 'a link'],
  [/^\s*```|`[^`\n]+`/m, 'code'],
  [/^\s*\|.*\|\s*$/m, 'a table'],
];

/** Rule 4 (continued): no chatty preamble and no Markdown. */
export function formatProblems(p: Parts, c: GateContext): string[] {
  const out: string[] = [];
  const first = p.lines.find((l) => l.trim() !== '') ?? '';
  if (isPreamble(first)) out.push(`It starts with a remark about the message (${quote(first.trim())}).`);
  const content = p.lines.join('\n');
  for (const [re, what] of MARKDOWN) {
    const m = re.exec(content);
    if (m && !c.typed.includes(m[0].trim())) {
      out.push(`It uses Markdown formatting (${what}: ${quote(m[0].trim())}).`);
      break;
    }
  }
  return out;
}

const LINK =
  /\bhttps?:\/\/[^\s<>"'“”]+|\bwww\.[^\s<>"'“”]+|\b[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.(?:com|io|ai|co|org|net|app|dev|so|xyz|me|us|uk|de|fr|nl|eu|ly|gg|tech|vc|info|biz)\b(?:\/[^\s<>"'“”]*)?/giu;

function normaliseLink(link: string): string {
  return fold(link)
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
    .replace(/[.,;:!?)\]”"']+$/, '')
    .replace(/\/$/, '');
}

export function linksIn(text: string): string[] {
  return [...text.matchAll(LINK)].map((m) => m[0].replace(/[.,;:!?)\]”"']+$/, '')).filter((l) => !l.includes('@'));
}

/** Rule 5: no link the user did not give; the Calendly link only when asked for and known. */
export function linkProblems(content: string, c: GateContext): string[] {
  const out: string[] = [];
  const typed = fold(c.typed);
  const typedLinks = new Set(linksIn(c.typed).map(normaliseLink));
  const calendly = c.calendlyUrl ? normaliseLink(c.calendlyUrl) : undefined;
  let calendlyCount = 0;
  const emails = new Set([...content.matchAll(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g)].map((m) => m[0]));
  for (const link of linksIn(content)) {
    const n = normaliseLink(link);
    if ([...emails].some((e) => e.endsWith(link))) continue;
    if (calendly && (n === calendly || n.startsWith(`${calendly}/`))) {
      calendlyCount++;
      continue;
    }
    if (typedLinks.has(n) || typed.includes(n)) continue;
    out.push(`It has a link you didn't give (${quote(link)}).`);
  }
  const mentions = calendlyCount > 0 || (/calendly/i.test(content) && !/calendly/i.test(c.typed));
  if (mentions && !c.calendlyAllowed) {
    out.push(
      c.calendlyRefused === 'removed'
        ? 'It keeps the Calendly link you asked to remove.'
        : c.calendlyUrl
          ? "It includes your Calendly link, which you didn't ask for."
          : "It mentions a Calendly link, but you haven't given one.",
    );
  } else if (calendlyCount > 1) out.push('It gives the Calendly link more than once.');
  return out;
}

/** Rule 6: no number, amount or proper name the user did not give. */
export function factProblems(content: string, c: GateContext): string[] {
  const out: string[] = [];
  // Links are judged by rule 5; "24/7" and "1:1" are phrases, not figures; a call's length in minutes is an offer, not a fact.
  const text = content
    .replace(LINK, ' ')
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, ' ')
    .replace(/\b24\/7\b|\b1:1\b|\b1-on-1\b/gi, ' ')
    .replace(/\b(?:[1-9]|[1-5]\d|60)[- ]?(?:minutes?|mins?)\b/gi, ' ');
  for (const figure of figuresIn(text)) {
    if (figure.values.every((v) => v === 0 || v === 1) || figureGiven(figure, c.typedValues)) continue;
    out.push(`It mentions ${quote(figure.text)}, which isn't in what you typed.`);
  }
  // German capitalises every noun: capitals say nothing about names there.
  if (c.language !== 'de') {
    const names = inventedNames(
      linesOf(text)
        .filter((l) => !START_LINE.test(l.trim()) && !END_LINE.test(l.trim()) && !SUBJECT_LINE.test(l.trim()))
        .join('\n'),
      c.typed,
    );
    for (const name of names) out.push(`It mentions ${quote(name)}, which isn't in what you typed.`);
  }
  return out;
}

const CLOSING =
  /^(thanks|thank you|many thanks|cheers|best|all the best|best wishes|warmly|warm regards|kind regards|regards|sincerely|gratefully|with thanks|thanks again|thanks so much|thanks a lot|thanks in advance|danke|merci|gracias|grazie|obrigad[oa]|bedankt|groeten|saludos|cordialement|un saluto|abra[cç]os|viele gr[üu](ss|ß)e|liebe gr[üu](ss|ß)e|beste gr[üu](ss|ß)e|bien [àa] vous)\b/i;

/** Rule 7: thanks near the end, the sender's name last, not cut off; within 4000 characters. */
export function completenessProblems(p: Parts, c: GateContext, content: string): string[] {
  const out: string[] = [];
  if (content.length > FORM_LIMITS.message)
    out.push(`It is ${content.length} characters long; the limit is ${FORM_LIMITS.message}.`);
  const filled = p.lines.map((l) => l.trim()).filter((l) => l !== '');
  const sender = c.sender;
  // A sign-off line: short, with the sender's name (a full name is enough however long it is, last).
  const names = (line: string, last: boolean) =>
    !!sender &&
    ((last && fold(line).includes(fold(sender.full))) ||
      (wordsOf(line).length <= 8 && sender.parts.some((part) => hasWord(line, part))));
  // The name may be followed by a short signature line or two (a title, a company), not by more text.
  const signatureLine = (line: string) =>
    wordsOf(line).length <= 8 && !/[.!?:]$/.test(line) && !START_LINE.test(line) && !END_LINE.test(line);
  let nameAt = filled.length - 1;
  while (
    nameAt > Math.max(0, filled.length - 3) &&
    !names(filled[nameAt] ?? '', nameAt === filled.length - 1) &&
    signatureLine(filled[nameAt] ?? '')
  )
    nameAt--;
  const signed =
    !sender || sender.role || sender.parts.length === 0 || names(filled[nameAt] ?? '', nameAt === filled.length - 1);
  if (!signed) out.push(`It doesn't end with your name (${quote(sender?.full ?? '')}).`);
  const outside = p.outside.trimEnd();
  if (!c.asks.noThanks && !THANKS.test(outside.slice(-700))) out.push("It doesn't thank the introducer near the end.");
  // Cut off: the last line before the sign-off must finish its sentence.
  const closing = (l: string) => CLOSING.test(l) || (wordsOf(l).length <= 4 && /,$/.test(l));
  let at = signed ? nameAt - 1 : filled.length - 1;
  while (at >= 0 && closing(filled[at] ?? '')) at--;
  const line = filled[at] ?? '';
  if (
    line &&
    !END_LINE.test(line) &&
    !/[.!?…:)"'”’]$/u.test(line) &&
    !/https?:\/\/\S+$/.test(line) &&
    !/^([-*•–]|\d+[.)])\s/.test(line) &&
    wordsOf(line).length > 4
  )
    out.push(`It looks cut off (${quote(`...${line.slice(-40)}`)}).`);
  return out;
}

// "shes", "hes" and "shed": contractions typed without the apostrophe still say the user's pronoun.
const FEMININE = ['she', 'her', 'hers', 'herself', 'shes', 'shed', 'shell'];
const MASCULINE = ['he', 'him', 'his', 'himself', 'hes', 'hed'];
const GENDERED_TITLE = /(?<![\p{L}])(Mr|Mrs|Ms|Miss|Sir|Madam)\.?\s+\p{Lu}/u;

/** Rule 8: a gendered pronoun or title only if the user's own words used one of that gender. */
export function genderProblems(content: string, c: GateContext): string[] {
  if (!c.english) return [];
  const typedHas = (words: string[]) => words.some((w) => hasWord(c.typed, w));
  const out: string[] = [];
  for (const group of [FEMININE, MASCULINE]) {
    if (typedHas(group)) continue;
    const used = group.find((w) => hasWord(content, w));
    if (used) out.push(`It assumes a gender (${quote(used)}); you didn't use that pronoun.`);
  }
  const title = GENDERED_TITLE.exec(content)?.[1];
  if (title && !hasWord(c.typed, title)) out.push(`It assumes a gender (${quote(title)}).`);
  return out;
}
