/**
 * Retry: a different message that honours the instructions (issue 3). The style of the previous
 * message is read back from its text, so "more formal" after "shorter" stays short; the
 * instructions change it; the phrasing seed moves until the text differs from the previous one.
 */
import type { GenerateResponse, RegenerateRequest, SenderProfile } from '@introask/shared';
import { isSpace } from './chars';
import type { Expectations } from './check';
import { type Facts, gatherFacts } from './facts';
import { renderWithin } from './fit';
import { hashString, mix } from './hash';
import { parseInstructions } from './instructions';
import { BLOCK_START, MENTION_LEAD, MENTION_LEAD_NEXT } from './render';
import { cloneStyle, defaultStyle, type Length, type Style, type Tone } from './style';
import { summaryOf } from './summarize';

const ATTEMPTS = 12;

function toneOf(previous: string): Tone {
  const greeting = previous.split('\n').find((l) => l.trim() !== '' && !/^Subject:/i.test(l)) ?? '';
  if (/\b(Warmly|With thanks|means a lot|really appreciate|grateful)\b/i.test(previous)) return 'warm';
  if (/^Dear\b/i.test(greeting) || /Kind regards|Best regards/i.test(previous)) return 'formal';
  if (/^Hey\b/i.test(greeting) || /Cheers,|Talk soon,/.test(previous)) return 'casual';
  return 'neutral';
}

/** Points added by an earlier "mention ...", read back from the note so a later retry keeps them. */
function mentionsIn(previous: string): string[] {
  const note = previous.split(BLOCK_START)[0] ?? '';
  const out: string[] = [];
  for (const line of note.split('\n')) {
    if (!line.startsWith(MENTION_LEAD)) continue;
    for (const part of line.split(new RegExp(`(?:^|\\s)(?:${MENTION_LEAD}|${MENTION_LEAD_NEXT})`))) {
      const point = part.trim().replace(/\.$/, '');
      if (point) out.push(point);
    }
  }
  return out;
}

/** The style the previous message was written in, as far as its text shows. */
export function inferStyle(previous: string, f: Facts): Style {
  const style = defaultStyle(f.seed, f.includeCalendly);
  if (previous.trim() === '') return style;
  style.tone = toneOf(previous);
  style.bullets = (previous.match(/^- /gm) ?? []).length >= 2;
  style.block = previous.includes(BLOCK_START);
  style.subject = /^Subject:/i.test(previous.trim());
  if (f.calendlyUrl) style.calendly = previous.includes(f.calendlyUrl);
  style.mentions = mentionsIn(previous);
  let best: Length = 0;
  let bestGap = Number.POSITIVE_INFINITY;
  for (const length of [-1, 0, 1] as const) {
    // An exact match is not beaten: a retry of a first draft need not render the longer version.
    if (bestGap === 0) break;
    const gap = Math.abs(renderWithin(f, { ...cloneStyle(style), length }).length - previous.length);
    if (gap < bestGap) {
      best = length;
      bestGap = gap;
    }
  }
  style.length = best;
  return style;
}

/** The index of the first non-space at or after `i`. */
function skipSpaces(text: string, i: number): number {
  while (i < text.length && isSpace(text.charCodeAt(i))) i++;
  return i;
}

/**
 * Whether two messages are the same text re-spaced: `a.replace(/\s+/g, ' ').trim()` equals the same
 * of `b`, read off both at once, with no copies, stopping at the first difference.
 */
function sameText(a: string, b: string): boolean {
  let i = skipSpaces(a, 0);
  let j = skipSpaces(b, 0);
  for (;;) {
    // Where one text ends, the other must have nothing but spaces left.
    if (i === a.length || j === b.length) return skipSpaces(a, i) === a.length && skipSpaces(b, j) === b.length;
    const spaceA = isSpace(a.charCodeAt(i));
    const spaceB = isSpace(b.charCodeAt(j));
    if (spaceA && spaceB) {
      // A run of spaces on each side is one space on each.
      i = skipSpaces(a, i);
      j = skipSpaces(b, j);
    } else if (spaceA || spaceB || a.charCodeAt(i) !== b.charCodeAt(j)) return false;
    else {
      i++;
      j++;
    }
  }
}

export function recompose(request: RegenerateRequest, profile: SenderProfile): GenerateResponse {
  const f = gatherFacts(request, profile);
  const previous = request.previous_message ?? '';
  const parsed = parseInstructions(request.retry_instructions);
  const base = inferStyle(previous, f);
  const asked = cloneStyle(base);
  parsed.apply(asked);
  const probe = defaultStyle(0, false);
  parsed.apply(probe);
  const shorter = probe.length < 0;
  const longer = probe.length > 0;
  const notes = parsed.unknown.map((u) => `Couldn't apply "${u}": it isn't an instruction IntroAsk understands yet.`);
  if (asked.calendly && !base.calendly && !f.calendlyUrl)
    notes.push('No Calendly link was added: your profile has no Calendly URL.');

  const rightLength = (content: string) =>
    (!shorter || previous === '' || content.length < previous.length) &&
    (!longer || previous === '' || content.length > previous.length);
  // The previous message, then the instructions: hashed in two steps, the same as hashing them
  // joined, and quicker, as the long part is one flat string.
  const seed0 = hashString(`\u0000${request.retry_instructions ?? ''}`, hashString(previous, f.seed));
  let content = '';
  let fallback = '';
  let wanted = false;
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const style = cloneStyle(asked);
    style.seed = mix(seed0, attempt);
    // Shorter again than an already short message: shed detail too.
    if (attempt >= ATTEMPTS / 2 && shorter) style.compact = 2;
    content = renderWithin(f, style);
    const changed = !sameText(content, previous);
    if (!fallback && changed) fallback = content;
    wanted = changed && rightLength(content);
    if (wanted) break;
  }
  if (!wanted) {
    if (shorter) notes.push('This is about as short as it gets while keeping every fact you gave.');
    if (longer) notes.push('This is as long as it gets without inventing details you did not give.');
    content = fallback || content;
  }
  for (const term of new Set(parsed.removals)) {
    if (content.toLowerCase().includes(term))
      notes.push(`Couldn't remove every mention of "${term}": it is part of a name or of the ask.`);
  }
  return notes.length > 0 ? { content, summary: summaryOf(f), notes } : { content, summary: summaryOf(f) };
}

/** What a retry's result must satisfy, for vetting a model's rewrite with checkMessage. */
export function retryExpectations(request: RegenerateRequest, profile: SenderProfile): Partial<Expectations> {
  const f = gatherFacts(request, profile);
  const style = inferStyle(request.previous_message ?? '', f);
  parseInstructions(request.retry_instructions).apply(style);
  return {
    block: style.block,
    calendly: style.calendly && !!f.calendlyUrl,
    relationship: !style.drop.has('relationship'),
    excludes: style.excludes,
  };
}

/** Retry instructions the built-in engine cannot apply, as typed. */
export function unknownInstructions(text: string | undefined): string[] {
  return parseInstructions(text).unknown;
}
