/**
 * The request and the sender's profile read once into typed facts: names, the sender's role, and
 * each free-text field split into the pieces the person typed, each piece read for its grammar.
 * An absent fact is left out, never invented (RUBRIC.md hard rule 6).
 */

import type { GenerateRequest, SenderProfile } from '@introask/shared';
import {
  mendAgreement,
  mendAndGerund,
  mendBareSubject,
  mendCommaSplice,
  mendRoleArticle,
  mendSecondVerb,
  mendSince,
} from '../language/agreement';
import { type Field, fragmentsAsClauses } from '../language/fragments';
import { unlabel } from '../language/labels';
import { mendLearnerEnglish } from '../language/learner';
import { capitaliseName, type PersonName, parseName } from '../language/names';
import { type Phrase, readPhrase, splitAtCommas } from '../language/phrase';
import {
  article,
  asksForDiscretion,
  asPhrase,
  clean,
  escapeRegExp,
  expandShorthand,
  isAside,
  pieces,
  withoutTrailingHedge,
} from '../language/text';
import { headlineAsSentences } from './headline';
import { type Purpose, readPurpose } from './purpose';
import { recase } from './recase';
import { nameInBrackets, placeInBrackets, readRole, titleBeforeOrg, titleCommaOrg } from './role';
import { readTarget, type Target } from './target';
import { type Tie, withoutTies } from './tie';

export interface Facts {
  sender?: PersonName;
  /** "co-founder and CEO of Tallyroot", from the stored profile's title and company. */
  role?: string;
  /** The sender's company, from the profile. */
  company?: string;
  bio: Phrase[];
  introducer?: PersonName;
  relationship: Phrase[];
  /** The sender said the tie is weak ("not super close tbh"), in an aside the note leaves out. */
  tie?: Tie;
  target?: Target;
  relevance: Phrase[];
  purpose?: Purpose;
  value: Phrase[];
  /** The value came from the profile's "Value I provide", not the form. */
  valueFromProfile: boolean;
  calendlyUrl?: string;
  includeCalendly: boolean;
  /** Picks the phrasing: the same request always reads the same way. */
  seed: number;
}

/** Every field the user typed, in one fixed order: what the seed is computed from. */
function typedFields(request: GenerateRequest, profile: SenderProfile): string[] {
  return [
    request.introducer?.name,
    request.introducer?.context,
    request.target?.name,
    request.target?.relevance,
    request.target?.purpose,
    request.target?.value_add,
    profile.name,
    profile.job_title,
    profile.company_name,
    profile.bio,
    profile.value_add,
    request.meta?.include_calendly ? '1' : '0',
  ].map((f) => clean(f));
}

/** FNV-1a: a small, stable hash of the request, so phrasing varies between requests but not between calls. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export function gatherFacts(typedRequest: GenerateRequest, typedProfile: SenderProfile): Facts {
  // A label typed first, "Why me:", "Pilot results:", is read before anything else, by whose field
  // it is in (language/labels.ts).
  const { request, profile } = withoutLabels(typedRequest, typedProfile);
  // A name with no letters ("0") is still what the sender signs with.
  const typedName = clean(profile.name);
  const sender = parseName(profile.name) ?? (typedName ? { full: typedName, first: typedName, words: [] } : undefined);
  // An introducer typed as a role ("whoever runs ops at Acme") has no name to greet.
  const introducerAsTyped = readTarget(request.introducer?.name);
  const introducer =
    introducerAsTyped?.kind === 'person' ? givenNameAsUsed(introducerAsTyped.name, request) : undefined;
  const targetAsTyped = readTarget(request.target?.name);
  const people = [sender, introducer, targetAsTyped?.kind === 'person' ? targetAsTyped.name : undefined];
  // A company typed with capitals is written as typed ("Trans-Vistula Sp. z o.o.", not "Sp. Z O.o.").
  const typedCompany = profile.company_name ? clean(profile.company_name) : undefined;
  // ("vega plumbing LLC", "ACME cleaning": typed mostly in lower case, capitalised as before.)
  const typedWithCare =
    !!typedCompany && /^\p{Lu}/u.test(typedCompany) && !typedCompany.split(/\s+/).some((w) => /^\p{Ll}{4,}$/u.test(w));
  const company = typedCompany && !typedWithCare ? capitaliseName(typedCompany) : typedCompany;
  // Each field's shorthand is expanded once: the recasing reads all of them, then each is read alone.
  const expanded = new Map<string, string>();
  const nameWords = new Set(people.flatMap((p) => p?.words ?? []).map((w) => w.toLowerCase()));
  // "he does the target's books", "sits near target": the form's word for the person, said by name.
  const targetFirst = targetAsTyped?.kind === 'person' ? targetAsTyped.name.first : undefined;
  const byName = (text: string) =>
    targetFirst
      ? text.replace(/\b(?:the\s+)?target(?=['’]s\b)/gi, targetFirst).replace(
          // ("where to target irrigation": before a word that is not a preposition, "to target" is the verb.)
          /\bthe\s+target\b|(?<=\b(?:with|for|near|knows?|knew|met|meet|from|about|is|as)\s)target\b|(?<=\bto\s)target\b(?!\s+(?!(?:about|at|on|in|for|with|and|or|last|next|this|soon|before|after|when|if|since|directly)\b)\p{L})/giu,
          targetFirst,
        )
      : text;
  const expand = (raw: string | undefined) => {
    const text = clean(raw);
    const known = expanded.get(text);
    if (known !== undefined) return known;
    // Second-language English, then agreement, then the rest: language/learner.ts, language/agreement.ts.
    const typed = mendLearnerEnglish(expandShorthand(titleBeforeOrg(nameInBrackets(text))));
    // (The article first: "I am teacher since 2015" -> "I am a teacher …" -> "I've been a teacher since 2015".)
    const mended = mendCommaSplice(mendSecondVerb(mendAndGerund(mendSince(mendRoleArticle(mendAgreement(typed))))));
    const out = byName(mendBareSubject(mended, nameWords));
    expanded.set(text, out);
    return out;
  };
  // (The bio as its sentences, so a headline's title case is not read as a name elsewhere.)
  const bioTyped = bioAsTyped(profile.bio);
  const fields = typedFields(request, { ...profile, bio: bioTyped });
  const tidy = recase(people, company, fields.map(expand));
  // "whoever does trade contracts at barwon build co": a role is read with the same names as the rest.
  const target =
    targetAsTyped?.kind === 'role' ? { ...targetAsTyped, text: tidy(expand(targetAsTyped.text)) } : targetAsTyped;
  const typed = (raw: string | undefined, each = (piece: string) => piece) =>
    pieces(tidy(expand(raw)))
      .map(each)
      .flatMap(untilDiscretion)
      .filter((x) => !isAside(x));
  // (Counts typed as fragments, "50+ sites built", become clauses: language/fragments.ts.)
  const read = (raw: string | undefined, field: Field) => {
    // ("4,800 loans issued so far" from a co-founder: "We've issued …".)
    const we =
      /\b(?:we|our|us)\b/i.test(raw ?? '') ||
      /\b(?:co-?founder|founder|co-?owner|owner|ceo)\b/i.test(`${profile.bio ?? ''} ${profile.job_title ?? ''}`);
    return typed(raw, (piece) => fragmentsAsClauses(piece, we, field)).map(readPhrase);
  };
  // ("my teacher, ceramics department, Vietnam University of Fine Arts": the headline job form, read as
  // one phrase, as in the relevance and the bio.)
  const ties = withoutTies(
    typed(
      withoutNameLabel(clean(request.introducer?.context), introducer).replace(/^[^.!?;]+/, (first) =>
        titleCommaOrg(first, { focus: false }),
      ),
    ),
  );
  const relevanceText = plannedFor(titleCommaOrg(withoutTrailingHedge(tidy(expand(request.target?.relevance)))));
  const pronoun =
    target?.kind === 'person'
      ? findPronoun(relevanceText, request.target?.purpose, ownPronouns(request.target?.value_add, target.name.words))
      : undefined;
  const formValue = read(request.target?.value_add, 'value');
  const url = clean(profile.calendly_url);
  return {
    sender,
    role: readRole(profile.job_title, company),
    company,
    bio: read(bioTyped, 'bio'),
    introducer,
    relationship: ties.pieces.map(readPhrase),
    tie: ties.tie,
    target: target?.kind === 'person' && pronoun ? { ...target, pronoun } : target,
    // ("staff ML eng at Draftwise / Sara managed him 2 yrs / built their …": in the relevance, a slash
    // between spaces separates what was typed as notes, as a semicolon does; set25's reader of it
    // quoted the whole run as one sentence. In a bio or an offer it more often joins a pair, "flight ops
    // / safety management", and stays.)
    relevance: withSource(pieces(stripPronounMarks(relevanceText).replace(/\s+\/\s+/g, '; ')).flatMap(splitAtCommas))
      .filter((x) => !isAside(x))
      .map(readPhrase),
    purpose: readPurpose(tidy(expand(request.target?.purpose))),
    value: formValue.length > 0 ? formValue : read(profile.value_add, 'value'),
    valueFromProfile: formValue.length === 0 && clean(profile.value_add) !== '',
    calendlyUrl: /^https?:\/\/\S+\.\S+$/i.test(url) ? url : undefined,
    includeCalendly: request.meta?.include_calendly === true,
    seed: hashOf(fields.join('\u0000')),
  };
}

/**
 * A sentence's comma-separated parts, up to an aside asking for discretion: "pls keep it quiet that
 * im looking, paylane doesnt know yet" says nothing the message may carry.
 */
function untilDiscretion(sentence: string): string[] {
  const parts = splitAtCommas(sentence);
  const quiet = parts.findIndex(asksForDiscretion);
  return quiet < 0 ? parts : parts.slice(0, quiet);
}

/**
 * "…, which is looking for CFOs, according to Malcolm": who said it stays with what they said, not
 * a piece of its own ("according to Malcolm" alone says nothing).
 */
function withSource(pieces: string[]): string[] {
  const source = (piece: string) => /^(?:according to|per|via)\s+\S+(?:\s+\S+)?[.!]?$/i.test(piece.trim());
  // ("according to Sam, she is hiring a CFO": typed first, it goes with what follows.)
  const ordered =
    pieces.length > 1 && source(pieces[0] as string)
      ? [`${asPhrase(pieces[1] as string)}, ${asPhrase(pieces[0] as string)}`, ...pieces.slice(2)]
      : pieces;
  return ordered.reduce<string[]>((acc, piece) => {
    if (acc.length > 0 && source(piece))
      acc[acc.length - 1] = `${asPhrase(acc[acc.length - 1] as string)}, ${asPhrase(piece)}`;
    else acc.push(piece);
    return acc;
  }, []);
}

/** "(they/them)", "she/her" typed beside a role: how the user refers to the target. */
const PRONOUN_MARK = /\s*\(?\b(she\/her|he\/him|they\/them)(?:\/\w+)?\)?/i;

function stripPronounMarks(text: string): string {
  return text.replace(PRONOUN_MARK, '').replace(/\s+([,.;])/g, '$1');
}

/** Someone else the request speaks of, whose pronoun would be the same as a target's: "my daughter Zoe". */
const OTHER_SHE =
  /\bmy\s+(?:daughter|sister|mother|mum|mom|wife|girlfriend|niece|aunt|grandmother|gran|stepdaughter)\b/i;
const OTHER_HE = /\bmy\s+(?:son|brother|father|dad|husband|boyfriend|nephew|uncle|grandfather|grandad|stepson)\b/i;

function findPronoun(...texts: (string | undefined)[]): 'she' | 'he' | 'they' | undefined {
  const all = texts.filter(Boolean).join(' ');
  const mark = PRONOUN_MARK.exec(all)?.[1]?.toLowerCase();
  if (mark) return mark.split('/')[0] as 'she' | 'he' | 'they';
  const found = pronounIn(all);
  // "my daughter Zoe … ask if she could come to a practice": "she" may be the daughter, so no
  // pronoun is read for the target (RUBRIC.md: never assume one).
  if ((found === 'she' && OTHER_SHE.test(all)) || (found === 'he' && OTHER_HE.test(all))) return undefined;
  return found;
}

/**
 * The offer as a source of the target's pronoun: not where someone else is named before it ("Bel cut
 * water use 22% on the trial blocks - she's happy to talk about it" made the target "she", and the note
 * told him "You're happy to talk about it", in session 24's proofreading).
 */
function ownPronouns(value: string | undefined, targetWords: readonly string[]): string | undefined {
  // (A subject pronoun, after a name that opens a clause: "next to Thermavia in her portfolio" is hers.)
  const pronoun = value ? /(?<!\p{L})(?:she|he)(?!\p{L})/iu.exec(value) : null;
  if (!value || !pronoun) return value;
  const named =
    value
      .slice(0, pronoun.index)
      .match(/(?:^|[.;:,–—-]\s*)\p{Lu}\p{Ll}+/gu)
      ?.map((w) => w.replace(/^[^\p{L}]+/u, '')) ?? [];
  const someoneElse = named.some(
    (w) =>
      !targetWords.some((t) => t.toLowerCase() === w.toLowerCase()) &&
      !/^(?:We|Our|The|This|That|They|Their|It|Its|My|A|An|If|And|But|So|Also|Plus|Happy|Can)$/.test(w),
  );
  return someoneElse ? undefined : value;
}

function pronounIn(all: string): 'she' | 'he' | undefined {
  // Letter boundaries, not \b: "bøHe" holds no "he". The first subject pronoun decides ("Maria says
  // he hired veterans including her": he); only without one, an object or possessive.
  const subject = /(?<!\p{L})(she|he)(?!\p{L})/iu.exec(all)?.[1]?.toLowerCase();
  if (subject === 'she' || subject === 'he') return subject;
  const her = /(?<!\p{L})(?:her|hers)(?!\p{L})/iu.test(all);
  const him = /(?<!\p{L})(?:him|his)(?!\p{L})/iu.test(all);
  // "Lucía worked with him on her series": with both, the one the target is, is the object ("with
  // him"); the possessive before a noun is someone else's ("her series" made Tom "she" in session 22's
  // proofreading). Where that does not settle it, none is assumed.
  if (her && him) {
    const herObject = /(?<!\p{L})her(?!\p{L})(?!\s+\p{Ll})/iu.test(all);
    const himObject = /(?<!\p{L})him(?!\p{L})/iu.test(all);
    return himObject && !herObject ? 'he' : herObject && !himObject ? 'she' : undefined;
  }
  if (her) return 'she';
  if (him) return 'he';
  return undefined;
}

/**
 * "sal - my accountant, does books for …", "gurpreet = cousin, realtor", "tasha - college roommate",
 * "my cousin tiago - sound eng": the introducer's name typed as a label before what they are. The
 * message names them itself, so the label goes ("my cousin" stays).
 */
function withoutNameLabel(context: string, introducer: PersonName | undefined): string {
  const plain = (w: string) => w.normalize('NFC').toLowerCase().replace(/\.$/, '');
  const known = new Set((introducer?.words ?? []).filter((w) => w.length > 1).map(plain));
  if (known.size === 0) return context;
  // The introducer's name, its words in any order, and at most one more word after them ("tasha b").
  const isName = (words: string[]) =>
    words.length > 0 &&
    words.every((w, i) => known.has(plain(w)) || (i > 0 && i === words.length - 1 && /^[\p{L}\p{M}'’-]{2,}$/u.test(w)));
  // Every label mark in the first words, the longest label that names them kept ("Mary St. John - my
  // aunt" is not "Mary St" and then "John - my aunt").
  let kept: string | undefined;
  for (const mark of context.matchAll(NAME_LABEL_END)) {
    const label = context.slice(0, mark.index).trim();
    const typed = label.split(/\s+/);
    if (typed.length > 8 || !/^[\p{L}\p{M}'’.\s-]+$/u.test(label)) break;
    const rest = context.slice((mark.index ?? 0) + mark[0].length);
    // "my cousin tiago - …", "my old boss tom - …": the label after "my" names them, and "my cousin" stays.
    const mine =
      typed[0]?.toLowerCase() === 'my' ? [3, 2].find((n) => typed.length > n && isName(typed.slice(n))) : undefined;
    if (mine) kept = `${typed.slice(0, mine).join(' ')}. ${rest}`;
    else if (isName(typed)) kept = rest;
  }
  return kept ?? context;
}

/**
 * Where a label typed before what the introducer is ends: "-", "=", ":", or a comma or full stop and
 * a space, with any bracket before it. One pattern for every request: a pattern built with each
 * introducer's name cost about 1 ms a message to compile (bench/RESULTS.md, session 24).
 */
const NAME_LABEL_END = /\s*(?:\([^)]*\))?\s*(?:[-–—=:]|[,.](?=\s))\s+(?=[\p{L}\p{M}])/gu;

/**
 * "Wei Ling Tan", called "Wei Ling" in the request ("Wei Ling worked with him on it"): a given name of
 * two words, as the sender uses it, is the one to greet ("Hi Wei," broke the greeting rule for
 * set18's readers). Only when the request itself says the two words without the third.
 */
function givenNameAsUsed(name: PersonName, request: GenerateRequest): PersonName {
  const [one, two, three] = name.words;
  if (name.words.length !== 3 || !one || !two || !three || name.first !== one) return name;
  const typed = [
    request.introducer?.context,
    request.target?.relevance,
    request.target?.purpose,
    request.target?.value_add,
  ]
    .filter(Boolean)
    .join(' ');
  const used = new RegExp(
    `(?<![\\p{L}])${escapeRegExp(one)}\\s+${escapeRegExp(two)}(?![\\p{L}])(?!\\s+${escapeRegExp(three)}\\b)`,
    'iu',
  );
  return used.test(typed) ? { ...name, first: `${one} ${two}` } : name;
}

/**
 * "Restructure planned 2026", "new clinic due spring": an event and when, typed as a label, said as
 * a sentence ("A restructure is planned for 2026"; set20's readers marked "who restructures planned 2026").
 */
function plannedFor(text: string): string {
  return text.replace(
    /(^|[.;]\s+)(?:(a|an|the|their|her|his)\s+)?((?:\p{L}+\s+)?\p{L}+)\s+(planned|scheduled|expected|due|slated)\s+(?:for\s+|in\s+)?((?:early |late |mid-?)?(?:(?:19|20)\d\d|next year|this year|spring|summer|autumn|fall|winter)(?:\s+(?:19|20)\d\d)?)(?=\s*(?:[.;]|$))/giu,
    (_, lead: string, det: string | undefined, what: string, verb: string, when: string) => {
      const thing = what.toLowerCase();
      const said = `${det ? det.toLowerCase() : article(thing)} ${thing} is ${verb.toLowerCase()} for ${when}`;
      return `${lead}${lead ? said[0]?.toUpperCase() + said.slice(1) : said}`;
    },
  );
}

/**
 * The bio as the writer reads it: a profile headline as sentences, and a first sentence typed as
 * "Founder, Kora Loom" or "Partner, Hollis Grant LLP, Leeds" as the job it names ("Founder of Kora
 * Loom", "Partner at Hollis Grant LLP in Leeds"; "I'm Sam Lee. Founder, Kora Loom." in set20's lists).
 */
function bioAsTyped(bio: string | undefined): string {
  return placeInBrackets(
    headlineAsSentences(clean(bio)).replace(/^[^.!?]+/, (first) => titleCommaOrg(first, { focus: false })),
  );
}

/**
 * "kids could do a volunteer day at their warehouse?", "maybe a joint webinar?": an offer typed with a
 * question mark but in a statement's word order is a tentative offer, said as a statement (set26 carried
 * "Kids could do a volunteer day at their warehouse?" into the ask). A real question ("Would a pilot
 * help?", "Could you use …?") opens with a question word, or a verb and its subject, and keeps its mark;
 * "can do 6 frames/month?" has no subject and is an offer.
 */
function statedOffers(text: string): string {
  return text.replace(/(^|[.!?;]\s+)([^.!?;]+?)\?+(?=[\s;,]|$)/g, (whole, before: string, body: string) =>
    /^(?:who|what|when|where|why|how|which|any|anything|(?:would|could|can|do|does|did|is|are|was|were|will|shall|should|may|might|have|has|had)\s+(?:you|we|i|they|he|she|it|the|this|that|there|your|our|my)\b)/i.test(
      body.trim(),
    )
      ? whole
      : `${before}${body}.`,
  );
}

/**
 * "they're switching suppliers this year (Chidi told me)": who said it, in brackets, is said as "per
 * Chidi", which the writer reads as "as you mentioned" to Chidi (the bracket was dropped in session
 * 22's proofreading, and with it where the news came from).
 */
function heardFrom(text: string | undefined): string | undefined {
  return text?.replace(/\s*\((?:as\s+)?(\p{Lu}[\p{L}'’-]*)\s+(?:told me|said|says|mentioned)\)/gu, ' per $1');
}

/** The request and profile with each field's labels read (language/labels.ts). */
function withoutLabels(request: GenerateRequest, profile: SenderProfile) {
  const other = (text: string | undefined) => (text === undefined ? undefined : unlabel(text));
  const { target, introducer } = request;
  return {
    request: {
      ...request,
      introducer: introducer && { ...introducer, context: other(introducer.context) },
      target: target && {
        ...target,
        relevance: other(heardFrom(target.relevance)),
        purpose: other(target.purpose),
        value_add: target.value_add === undefined ? undefined : unlabel(statedOffers(target.value_add), 'value'),
      },
    },
    profile: { ...profile, bio: profile.bio === undefined ? undefined : unlabel(profile.bio, 'bio') },
  };
}
