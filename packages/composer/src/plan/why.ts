/**
 * Why this target, told to the introducer (never to the target: the note does not explain their
 * own job to them). A short role ("COO at Nordfrakt") folds into the ask as an appositive; longer
 * relevance becomes sentences about the target ("Naomi is a partner at Kestrel Ridge Ventures and
 * led the seeds in Dosewise and Capsulary").
 */
import type { Facts } from '../facts/facts';
import { lowerTitle, theIfNeeded } from '../facts/role';
import { forOne, isThirdSingular, verbForThird, withArticle } from '../language/forms';
import { isKnownWord, tokenize } from '../language/nlp';
import { mentions, toPerson } from '../language/person';
import { headNoun, ORG_KINDS, type Phrase, readPhrase } from '../language/phrase';
import { article, asPhrase, asSentence, capFirst, escapeRegExp, lowerFirst, wordCount } from '../language/text';
import { targetFull, targetRef, wordsOf } from './people';
import * as P from './phrasings';
import type { Style } from './style';

const keepCaps = (w: string) => w === w.toUpperCase() || /^(?:I|I'm)$/.test(w);

/** A one-piece role short enough to follow the name: "Greta Lindqvist, COO at Nordfrakt". */
export function appositiveOf(f: Facts, style: Style): string | undefined {
  const [only, ...rest] = f.relevance;
  // A short role goes beside the name ("Gloria Chen, COO at Dorr Axle"), the rest of the relevance after.
  // ("the lead of the AMR research group at the University of Bath": one job, said whole, may run to 11.)
  const limit = rest.length > 0 ? 6 : /,/.test(only?.text ?? '') ? 9 : 11;
  // (A count in brackets is said apart, ", which has 40 stores": it does not count towards the limit.)
  const words = wordCount(only?.text.replace(/\s*\(\d[^()]*\)$/, '') ?? '');
  if (!style.relevance || !only || only.shape !== 'noun' || words > limit || doesSomething(only.text)) return undefined;
  // "40 apartment buildings around Buffalo" is what they have, not a role to set beside the name.
  if (startsWithCount(only.text)) return undefined;
  // ("retired from nursing last year", "based in Leeds": what happened to them, no role: "a retired from …".)
  if (/^\p{Ll}+ed\s+(?:from|in|at|to|by|with|on)\b/u.test(only.text)) return undefined;
  // ("her lab at Uppsala does ML": what is theirs is no role beside the name.)
  if (/^(?:her|his|their)\s/i.test(only.text)) return undefined;
  if (f.target?.kind !== 'person') return undefined;
  // "director of FP&A at Brightpath, Hannah's boss" in a note to Hannah: "your boss".
  const introducer = { words: wordsOf(f.introducer) };
  const text = mentions(only.tokens, introducer) ? toPerson(only.tokens, introducer, 'you') : only.text;
  // "PM at Thornbury Capital, small-cap industrials": what follows the role goes in brackets.
  const [role = '', ...more] = asPhrase(text).split(/,\s+(?![^()]*\))/);
  // "CFO, your neighbor, interested in youth homelessness": a list is a sentence, not an appositive.
  if (more.length > 1 || more.some((x) => /^(?:interested|passionate|keen|known|focused)\b/i.test(x))) return undefined;
  const after = more.join(', ');
  // "booking agent, books loads of folk acts": what they do is a sentence, not an appositive.
  if (after && doesWhatFollows(after)) return undefined;
  // "ledger team at Corvane" continues the role; "small-cap industrials" describes it, in brackets.
  // "director of FP&A at Brightpath, your boss": "… and your boss"; "(31 stores in NorCal)" after
  // the organisation: "…, which has 31 stores in NorCal".
  const bracketed = /^\(([^()]+)\)$/.exec(role.replace(/^.*?(?=\([^()]*\)$)/, ''))?.[1];
  if (bracketed && /^\d/.test(bracketed) && !after && / (?:at|of|for) \p{Lu}/u.test(role)) {
    const base = role.replace(/\s*\([^()]*\)$/, '');
    return lowerFirst(`${roleWithArticle(base)}, which has ${bracketed}`, keepCaps);
  }
  // "your boss", "your husband": the introducer knows whom they are related to; it is not said back to them.
  // ("homeware buyer at Hartwell & Finch, UK department store": what the workplace is, with its
  // article; anything else typed there is left out, as a parenthesis would read as pasted: sane.ts.)
  const extra = !after
    ? ''
    : /^(?:your|my|our)\s/i.test(after) && !after.includes(',')
      ? ''
      : /[()]|\s(?:at|of|for|in)\s/.test(after)
        ? `, ${after}`
        : WORKPLACE_KIND.test(after) && / at \p{Lu}/u.test(role)
          ? `, ${/^(?:a|an|the)\s/i.test(after) ? after : `${article(after)} ${after}`}`
          : ` (${after})`;
  return lowerTitle(lowerFirst(roleWithArticle(role) + extra, keepCaps));
}

/**
 * "Brandon Tuttle, a developer", "Radhika Iyer, a partner at Elm Street Capital", "Greta Lindqvist,
 * the COO at Nordfrakt": a role beside a name reads with its article. Without one, the headline
 * style ("Radhika Iyer, partner at …") was marked as a grammar slip eight times in one set12 reading.
 */
function roleWithArticle(role: string): string {
  const lowered = lowerTitle(lowerFirst(role, keepCaps));
  // "chief architect at Scholenbouw": one such chief there ("head of …" is withArticle's).
  if (/^chief\s+\p{Ll}+\s+(?:at|of|for)\s/u.test(lowered)) return `the ${lowered}`;
  return memberOf(lowered) ?? withArticle(readPhrase(lowered), { titles: false });
}

/** The target as the ask names them: "Greta Lindqvist, the COO at Nordfrakt", "Dev Okonkwo at Corvane". */
export function askTarget(f: Facts, style: Style): string | undefined {
  const full = targetFull(f, style);
  if (!full) return undefined;
  const appos = appositiveOf(f, style);
  const org = organisationOf(f);
  // "introduce me to Ingrid Solberg at Greyline Climate?": the introducer knows the target's job, and
  // the reference writers leave it out of the ask (decision 052, with the measurements).
  // (Only a role and its workplace: what else the appositive says is kept.)
  const workplace =
    appos && org && f.target?.kind === 'person' && style.relevance ? workplaceOf(appos, org) : undefined;
  // (Not a role that is over or not yet begun, "a former CTO at Acme", where "at Acme" would be false,
  // nor one that is the reason for the ask, "a recruiter at Amazon", "the only cardiologist at …".)
  if (
    workplace !== undefined &&
    !/\byour\b/i.test(appos ?? '') &&
    !/\b(?:former|ex|retired|incoming|outgoing|previous|past|interim|acting|only|sole|recruit\w*|talent|hiring|HR)\b/i.test(
      appos ?? '',
    )
  )
    return `${full} at ${withThe(f, org ?? '')}${workplace}`;
  if (appos) return `${untitledBeside(f, full, appos)}, ${appos}`;
  if (org && f.target?.kind === 'person' && style.relevance) return `${full} at ${withThe(f, org)}`;
  return full;
}

/**
 * "a partner at Greyline Climate", "a data scientist on the fraud team at Corvane Bank in Leeds": a role
 * at the organisation and nothing after but where it is; what follows the organisation (" in Leeds",
 * or "" when nothing does), or undefined for any other appositive.
 */
function workplaceOf(appos: string, org: string): string | undefined {
  const m = new RegExp(
    `^(?:a|an|the)\\s[^,()]+\\sat\\s(?:the\\s)?${escapeRegExp(org)}((?:\\sin\\s\\p{Lu}[\\p{L}.' -]*)?)$`,
    'u',
  ).exec(appos);
  return m ? (m[1] ?? '') : undefined;
}

/**
 * The name without its title where the role beside it says the title again: "Hannah Ellery, a
 * professor of neonatal medicine", not "Professor Hannah Ellery, a professor of …" (set23's reader).
 */
function untitledBeside(f: Facts, full: string, appos: string): string {
  const title = f.target?.kind === 'person' ? f.target.name.title : undefined;
  if (!title || !full.startsWith(`${title} `)) return full;
  const role = appos.split(/,|\s(?:at|of|for|in|with)\s/)[0] ?? '';
  const word = title.replace(/\.$/, '').toLowerCase();
  return new RegExp(`\\b${word}\\b`, 'i').test(role) ? full.slice(title.length + 1) : full;
}

/** "at Corvane", from a relevance such as "eng manager, ledger team at Corvane", for the ask. */
/** The organisation as a sentence names it: "the Ashworth Foundation" when typed so, "the University of Michigan". */
export function withThe(f: Facts, org: string): string {
  const typed = f.relevance.some((p) => p.text.includes(`the ${org}`));
  return typed ? `the ${org}` : theIfNeeded(org);
}

/** What kind of place a workplace is, by the word that ends it: "a UK department store", "an AI startup". */
const WORKPLACE_KIND = new RegExp(
  `\\b(?:${ORG_KINDS}|store|chain|startup|publisher|brand|label|maker|retailer|importer|distributor)$`,
  'i',
);

/** An organisation's name as typed: capitalised words, with "of", "and", "de", "for" and "&" inside. */
export const ORG_NAME = String.raw`\p{Lu}[\p{L}\p{N}'’&.-]*(?: (?:\p{Lu}[\p{L}\p{N}'’&.-]*|&|of|and|de|for))*`;
const AT_ORG = new RegExp(String.raw`\bat (?:the )?(${ORG_NAME})`, 'u');

export function organisationOf(f: Facts): string | undefined {
  const first = f.relevance[0];
  if (!first || first.shape === 'clause') return undefined;
  const m = AT_ORG.exec(first.text);
  // "at the Firestone Park rec center": a name that goes on in lower case is part of a longer place.
  const after = m ? first.text.slice((m.index ?? 0) + m[0].length) : '';
  if (/^ (?!(?:in|on|at|for|with|and|or|since|from|as|to|who|which|where|when)\b)\p{Ll}/u.test(after)) return undefined;
  return m?.[1]?.replace(/ (?:of|and|de|for|&)$/, '');
}

function aboutTarget(p: Phrase, f: Facts, ref: string, org: string | undefined, first: boolean): string {
  const introducer = { words: wordsOf(f.introducer) };
  // "he's booked out six weeks per Ray": the introducer is spoken to as "you".
  const toYou = mentions(p.tokens, introducer);
  let text = toYou
    ? youInWhatTheySaid(
        toPerson(p.tokens, introducer, 'you'),
        f.target?.kind === 'person' ? f.target.pronoun : undefined,
      )
    : p.text;
  // "Safiri funds digital skills programmes": the organisation by its name, and what it does (the
  // tagger reads "funds" as a noun: "who is safiri funds …" in set24).
  const orgWord = org?.split(/\s+/)[0];
  if (
    orgWord &&
    orgWord.length > 2 &&
    new RegExp(`^${escapeRegExp(orgWord)}\\s+\\p{Ll}+[^s\\s]s\\s`, 'iu').test(text) &&
    isKnownWord(text.split(/\s+/)[1] ?? '')
  )
    return asSentence(text.replace(/^\p{L}+/u, orgWord));
  // "Rahul was your PhD student": the introducer knows it; said as the reason for asking them.
  // ("Lorraine's on their supplier advisory board", tagged as a noun phrase, is "you're on …": a
  // clause once said to her; "Greenlea Dairy is a you're on …" in set26.)
  const youClause = /^you(?:['’](?:re|ve|d)\b|\s+(?:are|were|have|had)\b)/i.test(text);
  if (toYou && (p.shape !== 'noun' || youClause) && !/you mentioned/i.test(text)) {
    // "hiring per your LinkedIn post": the target is doing it ("Neha is hiring …").
    const said =
      p.shape === 'verb'
        ? `${ref} ${verbForThird(readPhrase(text))}`
        : p.shape === 'gerund'
          ? `${ref} is ${text}`
          : text;
    // ("That person" is the target's reference only at a sentence's start: "Since that person …".)
    const name = (w: string) =>
      keepCaps(w) ||
      (ref.split(' ').includes(w) && ref !== 'That person') ||
      wordsOf(f.target?.kind === 'person' ? f.target.name : undefined).includes(w.toLowerCase());
    // "you tell me she set up the repair café": what the introducer said is a fact about the
    // target, not a reason they are the one to ask ("Since you tell me …, I thought you'd be …").
    const heard = /^you (?:tell me|told me|say|said|mentioned|mention)(?: that)? (.+)$/i.exec(asPhrase(said));
    if (heard) return asSentence(`You mentioned ${heard[1]}`);
    // ("…, as you know" already says it is the introducer's knowledge: no "I know" before it.)
    if (/,\s*as you (?:know|mentioned)$/i.test(asPhrase(said))) return asSentence(capFirst(said));
    const r = lowerFirst(asPhrase(said), name)
      // "he and you trained together": "you two trained together".
      .replace(
        /^(?:(?:he|she|they|\p{Lu}\p{Ll}+) and you|you and (?:he|she|they|him|her|\p{Lu}\p{Ll}+))(?= \p{Ll}+(?:ed|ew|ent|ame|ere|ave|ad|ook|ught|ot)?\b)/u,
        'you two',
      );
    // "you know them": the introducer knows they know the target; saying it adds nothing.
    if (/^you know (?:him|her|them|\p{Lu}\p{Ll}+)$/u.test(r)) return '';
    return P.fill(P.pick(P.WHY_YOU, f.seed, 13), { r });
  }
  // The ask already said "at Nordfrakt"; the role need not say it again.
  if (org && first && p.shape === 'noun')
    // (Not when an appositive or a clause describes it: "at Mleczarnia Podhale, a family dairy in
    // Nowy Targ", "at Little Banksia, which runs 48 centres"; ", who …" is the person's.)
    text = text.replace(
      new RegExp(` at ${escapeRegExp(org)}(?: \\([^)]*\\))?(?=$|,(?!\\s+(?:a|an|which|where|whose)\\s)|[;.]| and )`),
      '',
    );
  // "Julien's boss, he says she's mentored …": with a target who is "she", "he says" is the
  // introducer speaking (and the other way round): said to them as "you mentioned".
  const other = f.target?.kind === 'person' ? OTHER_PRONOUN[f.target.pronoun ?? ''] : undefined;
  if (other && f.introducer)
    text = text.replace(new RegExp(`^${other} (?:says|said|tells me|told me)\\b`, 'i'), 'you mentioned');
  // "you mentioned he's hiring": what the introducer said is a sentence of its own, not what the target is.
  if (/^you mentioned\b/i.test(text)) return asSentence(capFirst(text));
  // "her lab at the University of Bergen does ML for bat call ID": a sentence about what is theirs,
  // said as typed ("who is her lab … does ML" in set17).
  const theirs = /^(?:her|his|their)\s+\p{Ll}+/iu.test(text) && p.shape !== 'clause' ? tokenize(text) : undefined;
  if (
    theirs
      ?.slice(2)
      .some((t) => (t.pos === 'VERB' || t.pos === 'AUX') && /s$/.test(t.text) && t.lemma !== t.text.toLowerCase())
  )
    return asSentence(capFirst(text));
  // "his 2023 study on trust in mobile money in Ghana": what is theirs, with no verb, is what the
  // sender is interested in, not what the target is ("who is his 2023 study" in set24).
  if (
    /^(?:her|his|their)\s/i.test(text) &&
    p.shape !== 'clause' &&
    !tokenize(text).some((t) => t.pos === 'VERB' || t.pos === 'AUX')
  )
    return asSentence(`I'm interested in ${lowerFirst(text, keepCaps)}`);
  // "Olu's old teammate, now head of academy recruitment at …": where the target is now, with "is"
  // ("Nathan now head of …" in set17). (Not "now runs …": a verb after "now" has its own.)
  const now = p.shape !== 'clause' ? /^(now|currently)\s+(?!\p{Ll}+(?:s|ed|ing)\b)(\p{Ll}.+)$/u.exec(text) : null;
  if (now) return asSentence(`${ref} is ${now[1]} ${now[2]}`);
  // "based in Kiambu County": where they are, "is based"; "retired from nursing last year": what they
  // did ("Tove based in …" and "a retired from nursing" in session 21's review).
  if (p.shape !== 'clause' && /^(?:based|located|headquartered|stationed)\s+(?:in|at|near|out)\b/i.test(text))
    return asSentence(`${ref} is ${lowerFirst(text, keepCaps)}`);
  if (p.shape !== 'clause' && /^\p{Ll}+ed\s+(?:from|in|at|to|by|with|on)\b/u.test(text))
    return asSentence(`${ref} ${lowerFirst(text, keepCaps)}`);
  switch (p.shape) {
    case 'clause': {
      // ("principal of Eastside Vocational High, they have an opening": the organisation named after
      // "of" or a comma is the one "they" are; "Ms. Lee, the principal …? They have an opening" read as
      // the principal in session 22's proofreading.)
      const their = org ?? (f.target?.kind === 'person' ? namedOrganisation(f) : undefined);
      if (their && !org && /^they\s/i.test(text)) {
        const said = aboutTarget({ ...p, text }, f, ref, their, first);
        return said.replace(/\btheir\b/g, 'its');
      }
      // "They're moving 60 people" after a sentence about the person: the organisation, by name.
      if (org && /^they(?:['’]re| are| were| have| had| just| will)\b/i.test(text))
        // (The organisation is one: "they have", "they are", "they were" become "has", "is", "was".)
        return asSentence(
          text
            .replace(/^they(['’]re)?/i, (_, re: string | undefined) => (re ? `${org} is` : org))
            .replace(
              new RegExp(`^(${escapeRegExp(org)}) (are|were|have)\\b`),
              (_, name: string, verb: string) => `${name} ${forOne(verb)}`,
            ),
        );
      // "They publish small roguelikes": "Brightpath publishes small roguelikes".
      const they = /^they\s+(.+)$/i.exec(text);
      // ("they redid their riverfront trail": a past verb is the same for one.)
      if (
        org &&
        they &&
        /^(?:\p{Ll}+ed|did|redid|won|got|ran|built|made|took|gave|led|raised|opened|began|grew|sold|bought|put|set)\s/u.test(
          they[1] ?? '',
        )
      )
        return asSentence(capFirst(`${withThe(f, org)} ${they[1]?.replace(/\btheir\b/g, 'its')}`));
      if (org && they && readPhrase(they[1] ?? '').shape === 'verb')
        return asSentence(`${org} ${verbForThird(readPhrase(they[1] ?? ''))}`);
      return asSentence(text);
    }
    case 'verb': {
      // "heard through the grapevine he might be open to moving": what the sender heard, said as theirs.
      // (Only what was heard about the target, "heard she is raising"; "saw our demo", "heard of us"
      // and "read history at Oxford" are the target's own doing.)
      if (PERCEIVED.test(text) && !/\b(?:me|us|our|my)\b/i.test(text))
        return asSentence(`I've ${lowerFirst(text).replace(/^saw\b/, 'seen')}`);
      // "whoever runs IT at Halden Logistics" + "got hit by ransomware in March": what happened to
      // the organisation, not to a person whose name the sender does not know. What the person in
      // the role does ("signs off on new suppliers") stays theirs.
      const owner = f.target?.kind === 'role' ? roleOrganisation(f) : undefined;
      const verb = p.tokens.find((t) => t.pos === 'VERB' || t.pos === 'AUX');
      const personal = PERSON_VERB.test(verb?.lemma ?? '') || PERSON_VERB.test(verb?.text ?? '');
      if (owner && !personal) return asSentence(`${withThe(f, owner)} ${verbForThird(readPhrase(text))}`);
      return asSentence(`${ref} ${verbForThird(readPhrase(text))}`);
    }
    case 'gerund': {
      // "invoicing still on spreadsheets": how things are done there, not what the person is doing.
      const state = /^\p{Ll}+ing\s+(?:still|already|mostly|largely|currently|all|entirely)\b/u.test(text)
        ? verbless(text)
        : undefined;
      // "design director at Souqline, expanding to the Gulf": the organisation grows, not the person.
      const owner = org ?? (f.target?.kind === 'role' ? roleOrganisation(f) : undefined);
      if (!state && owner && ORG_EVENT.test(text))
        return asSentence(`${withThe(f, owner)} is ${lowerFirst(text, keepCaps)}`);
      return asSentence(state ? capFirst(state) : `${ref} is ${lowerFirst(text, keepCaps)}`);
    }
    default: {
      // "her survey data from 40 districts would be ideal to calibrate our model": a clause of its own
      // with a subject of theirs ("Professor Mensah is her survey data …" in session 23's proofreading).
      if (/^(?:her|his|their)\s+\p{Ll}[^,;]*?\s(?:would|will|could|is|are|was|were|has|have|had)\s/u.test(text))
        return asSentence(capFirst(text));
      // "studies earthquake early warning systems": what the target does, typed in the third person,
      // which the tagger read as a plural noun ("Professor Morimoto is studies …" in set12).
      if (doesSomething(text)) return asSentence(`${ref} ${text}`);
      // "A hospital group with eight sites": an article typed with a capital is an article mid-sentence.
      text = text.replace(/^(?:A|An|The)(?= \p{Ll})/u, (a) => a.toLowerCase());
      // "network planner at a DNO, your colleague, knows the queue": the introducer knows whom they
      // are related to; it is not said back to them.
      text = text.replace(/,\s+your\s+(?:\p{Ll}+\s+){0,2}\p{Ll}+(?=,|$|\s+and\b)/gu, '');
      // "head of procurement, Sunrise Multispeciality Hospitals (14 hospitals)": the organisation after
      // a role and a comma is where the role is held ("… at Sunrise …").
      text = text.replace(
        /^(\p{L}[^,]*?\b(?:of \p{Ll}+|\p{Ll}+(?:er|or|ist|ian)|head|lead|director|manager|officer|chair|partner|founder|buyer|principal))\s*,\s+(?=\p{Lu}\p{Ll}+(?:\s+(?:\p{Lu}[\p{L}'’&.-]*|of|and|&|for|the))*(?:\s*\(|,|$))/u,
        '$1 at ',
      );
      // "CFO, your neighbor, interested in youth homelessness": what they are, and what they care about.
      // (An appositive after a comma, "…, a family dairy", stays with the noun it describes.)
      // "…, as you mentioned" is said once, at the end of whatever the pieces become.
      const heard = /,\s*as you mentioned$/.test(text) ? ', as you mentioned' : '';
      const told = (sentence: string) => (heard ? `${asPhrase(sentence)}${heard}.` : sentence);
      const parts = text
        .replace(/,\s*as you mentioned$/, '')
        .replace(/[,;\s]+$/, '')
        .split(/,\s+(?![^()]*\))(?!(?:a|an)\s)/);
      const stance = /^(?:interested|passionate|keen|active|involved|known|focused|based|fluent|experienced)\b/i;
      // (Only noun phrases: "you mentioned they still schedule on spreadsheets" is a clause, said as one.)
      if (
        parts.length >= 2 &&
        parts.every((x) => wordCount(x) <= 7 && readPhrase(x).shape !== 'clause' && !/\byou\b/i.test(x))
      ) {
        const counted = startsWithCount;
        // "nurse manager, cardiac ICU": a unit after the role is where the role is held.
        const unit = (x: string) => /\b(?:ICU|ER|unit|ward|department|dept|division|desk)$/i.test(x);
        // "commissioning editor, documentaries": a field in the plural after a role is what the role covers.
        const field = (x: string) =>
          (/^\p{Ll}+(?:\s\p{Ll}+)?[^s]s$/u.test(x) && !namesRole(x)) ||
          // "head of external innovation, oncology": one field word, not a person.
          (/^\p{Ll}+$/u.test(x) && readPhrase(x).tokens[0]?.pos === 'NOUN' && !/(?:er|or|ist|ian|ant|ent)$/.test(x));
        const nouns = parts
          .filter((x) => !stance.test(x) && !counted(x))
          .map((x, i) =>
            i > 0 && unit(x)
              ? `@in the ${x}`
              : i > 0 && saysWhatItDoes(x)
                ? // "program officer at the Tamsin Foundation" + "funds public health data": what the organisation does.
                  `@${/\s(?:at|of)\s+(?:the\s+)?\p{Lu}[^,]*$/u.test(parts[i - 1] ?? '') && !LIVES.test(x) ? ', which' : 'and'} ${x}`
                : i > 0 && field(x)
                  ? `@for ${x}`
                  : withArticle(readPhrase(lowerTitle(lowerFirst(x, keepCaps)))),
          )
          .reduce<string[]>((acc, x) => {
            if (x.startsWith('@,') && acc.length > 0) acc[acc.length - 1] += x.slice(1);
            else if (x.startsWith('@') && acc.length > 0) acc[acc.length - 1] += ` ${x.slice(1)}`;
            else acc.push(x.replace(/^@/, ''));
            return acc;
          }, []);
        const states = parts.filter((x) => stance.test(x));
        // "22 restaurants in Denver": the organisation's size, not the person's.
        const sizes = parts.filter(counted);
        const owner = org ?? roleOrganisation(f);
        // "~1200 employees, attendance still on paper": with no role said, the size and the state of
        // things are the organisation's, each said as a sentence would.
        // ("farm to table menus" is what it has too; "a design shop" is what it is, said below.)
        const plural = (x: string) => {
          const last = readPhrase(x).tokens.at(-1);
          return last?.pos === 'NOUN' && /[^s]s$/.test(last.text);
        };
        if (
          sizes.length > 0 &&
          !org &&
          owner &&
          parts.every((x) => counted(x) || verbless(x) !== undefined || plural(x))
        ) {
          const has = parts.filter((x) => verbless(x) === undefined);
          const list = `${has.slice(0, -1).join(', ')}${has.length > 1 ? ' and ' : ''}${has.at(-1)}`;
          const facts = [`${withThe(f, owner)} has ${list}`, ...verbless(parts).map((x) => verbless(x))];
          return told(asSentence(capFirst(facts.join(', and '))));
        }
        // ("900 stores in the UK, big net zero 2030 target": a size typed first is what it has, not
        // "Albion Foods UK is 900 stores" as set27's reader saw it.)
        if (sizes.length > 0 && !org)
          return asSentence(
            counted(parts[0] ?? '') && /^(?:about |over |nearly )?\d[\d,.]*\+?\s/.test(parts[0] ?? '')
              ? `${ref} has ${lowerFirst(text, keepCaps)}`
              : `${ref} is ${withArticle(readPhrase(lowerTitle(lowerFirst(text, keepCaps))), { titles: false })}`,
          );
        const subject = orgAsSubject(f, parts[0] ?? '') ?? ref;
        const are =
          nouns.length > 0
            ? `${subject} is ${nouns.slice(0, -1).join(', ')}${nouns.length > 1 ? ' and ' : ''}${nouns.at(-1)}`
            : '';
        const also =
          states.length > 0
            ? `${are ? (nouns.length > 1 ? ', and is' : ' and is') : `${ref} is`} ${states.join(' and ')}`
            : '';
        const size =
          sizes.length > 0 && org ? `${are || also ? ', and ' : ''}${withThe(f, org)} has ${sizes.join(' and ')}` : '';
        return told(asSentence(`${are}${also}${size}`));
      }
      // "4 restaurants, farm to table menus, they list their suppliers": a count is what the
      // organisation has, not what a person whose name we do not know is.
      // ("40 apartment buildings around Buffalo", said of a named person: what they have, not what they are.)
      const owner = f.target?.kind === 'role' ? roleOrganisation(f) : undefined;
      const holder = owner ? withThe(f, owner) : f.target?.kind === 'person' ? ref : undefined;
      if (holder && startsWithCount(text)) return asSentence(`${holder} has ${text}`);
      return asSentence(
        `${orgAsSubject(f, text) ?? ref} is ${memberOf(lowerTitle(lowerFirst(text, keepCaps))) ?? withArticle(readPhrase(lowerTitle(lowerFirst(text, keepCaps))), { titles: false })}`,
      );
    }
  }
}

/**
 * "innovation team at the Rotterdam water board": a person is on a team, not one ("who is an
 * innovation team at …" in set19); in a department, unit or lab.
 */
/** Groups a person is on ("on the innovation team"), and groups a person is in ("in the events unit"). */
const ON_GROUPS = 'team|committee|board|panel|squad|crew|council';
const IN_GROUPS = 'department|dept|unit|division|lab|office|desk';
const ON_A_GROUP = new RegExp(`^(?:${ON_GROUPS})$`);
const IN_A_GROUP = new RegExp(`^(?:${IN_GROUPS})$`);
const GROUP_WORD = new RegExp(`\\b(?:${ON_GROUPS}|${IN_GROUPS})\\b`, 'i');

function memberOf(text: string): string | undefined {
  // (Read with the tagger only when a group's word is there at all.)
  if (/^(?:a|an|the|my|our|his|her|their|on|in|at)\b/i.test(text) || !GROUP_WORD.test(text)) return undefined;
  const head = headNoun(readPhrase(text).tokens)?.text.toLowerCase() ?? '';
  const on = ON_A_GROUP.test(head);
  return on || IN_A_GROUP.test(head) ? `${on ? 'on' : 'in'} the ${text}` : undefined;
}

const OTHER_PRONOUN: Readonly<Record<string, string>> = { she: 'he', he: 'she' };

/**
 * Verbs in -s that open what a person does ("studies", "covers"), which the tagger can read as plural
 * nouns. (Not "funds" or "hires": after a role, "…, funds public health data" is the organisation's;
 * not before a role noun: "studies coordinator at LSE" is a job.)
 */
const DOES =
  /^(?:studies|researches|teaches|covers|manages|coaches|trains|handles|oversees|runs|leads|owns|buys|writes|edits|curates|organises|organizes|advises|supervises|represents|specialises|specializes|focuses)\s+(?!(?:coordinator|editor|manager|lead|officer|director|assistant|administrator|advisor|adviser|specialist|associate|fellow|analyst|and|or|&|at|of|in|for|with)\b)\S/;
const doesSomething = (text: string) => DOES.test(text);

/** What the sender heard or read about the target, typed without "I". */
const PERCEIVED =
  /^(?:heard|read|saw|noticed)\s+(?:that\b|through the grapevine\b|on the grapevine\b|somewhere\b|on linkedin\b|(?:she|he|they)(?:['’](?:s|re|ll|d))?\b)/i;

/** The kind of organisation a name ends with, by which it can be called again ("the foundation"). */
const ORG_GENERIC =
  /\b(Foundation|Trust|University|Institute|Museum|Hospital|Council|Bank|Library|Festival|Fund|Charity|Centre|Center|College|School|Agency|Ministry|Gallery|Theatre|Theater|Orchestra|Society|Association|Union|Clinic)$/;

/** "22 restaurants", "about 1200 employees", "~300 staff": a piece that opens with a count. */
const startsWithCount = (x: string) => /^(?:about\s+|over\s+|nearly\s+|~)?\d/.test(x);

/** What an organisation does as it grows or changes: "expanding to the Gulf", "opening a second site". */
const ORG_EVENT =
  /^(?:expanding|opening|launching|relocating|moving (?:to|into|from)|rebranding|migrating|merging|scaling|growing|raising|closing|consolidating|switching|rolling out|entering)\b/i;

/** What a person does, not an organisation: "lives in El Paso" ("…Credit Union, which lives in El Paso" in set24). */
const LIVES =
  /^(?:lives|lived|grew up|retired|moved|studied|went|was born|is originally|comes from|splits? (?:her|his|their) time)\b/i;

/** What a person in a role does, as against what happens to the organisation. */
const PERSON_VERB =
  /^(?:decide|decides|sign|signs|handle|handles|approve|approves|manage|manages|report|reports|oversee|oversees|lead|leads|own|owns|choose|chooses|pick|picks|book|books|review|reviews|read|reads|answer|answers|reply|replies|respond|responds|sit|sits|chair|chairs|run|runs|negotiate|negotiates|set|sets|control|controls|hold|holds|look|looks|deal|deals|work|works|know|knows|care|cares|love|loves|like|likes|prefer|prefers|want|wants|need|needs)$/;

/**
 * "attendance still on paper registers", "billing mostly manual": a noun and its state with the verb
 * left out, as people type in a hurry; said with "is" ("attendance is still on paper registers").
 */
function verbless(x: string): string | undefined;
function verbless(x: string[]): string[];
function verbless(x: string | string[]): string | string[] | undefined {
  if (Array.isArray(x)) return x.filter((y) => verbless(y) !== undefined);
  const m =
    /^(\p{Ll}[\p{Ll}-]*(?: \p{Ll}[\p{Ll}-]*)?) (still|already|now|mostly|largely|currently|all|entirely) (?!\p{Ll}+ing\b)(.+)$/u.exec(
      x,
    );
  if (!m) return undefined;
  const head = readPhrase(m[1] ?? '').tokens.at(-1);
  // ("invoicing still on spreadsheets": an activity is a noun here.)
  if (!head || (head.pos !== 'NOUN' && !/ing$/.test(head.text))) return undefined;
  const be = /[^s]s$/.test(head.text) ? 'are' : 'is';
  return `${m[1]} ${be} ${m[2]} ${m[3]}`;
}

/** "whoever heads HR at sahyadri forgings now": the organisation a role target works for. */
function roleOrganisation(f: Facts): string | undefined {
  if (f.target?.kind !== 'role') return undefined;
  const m =
    /\b(?:at|of|for)\s+((?:the\s+)?\p{Lu}[\p{L}\p{N}&'’.-]*(?:\s+(?:\p{Lu}[\p{L}\p{N}&'’.-]*|&|of|and))*)/u.exec(
      f.target.text,
    );
  return m?.[1]?.replace(/\s+(?:of|and|&)$/, '').replace(/^the\s+/, '');
}

/** "funds public health data", "stocks Nordic makers": a verb in -s, read after "It" so the tagger sees a verb. */
const saysWhatItDoes = (x: string) => {
  const verb = readPhrase(`It ${x}`).tokens[1];
  return /^\p{Ll}+s$/u.test(x.split(' ')[0] ?? '') && isThirdSingular(verb);
};

/** "buyers", "investors", "editors": people, not a field. */
const namesRole = (x: string) => /(?:ers|ors|ists|ians|ants|ents|people|leads|heads)$/.test(x);

/** What an organisation is: "a design shop in Oslo", "a family-run bakery". */
const ORG_HEAD =
  /^(?:shop|store|company|firm|studio|restaurant|agency|brand|chain|gallery|bakery|caf[eé]|magazine|publisher|label|venue|festival|charity|nonprofit|foundation|fund|startup|business|practice|clinic|hotel|brewery|winery|farm|school|college|museum|theatre|theater|club|network|platform|marketplace|distributor|retailer|wholesaler|manufacturer|supplier|producer|cooperative|co-op)s?$/i;

/**
 * "whoever does the buying at Fjell & Form" + "design shop in Oslo": the relevance describes the
 * organisation, not the person, so it is said of the organisation ("Fjell & Form is a design shop").
 */
function orgAsSubject(f: Facts, text: string): string | undefined {
  if (f.target?.kind !== 'role') return undefined;
  const org = /\b(?:at|of|for)\s+((?:the\s+)?\p{Lu}[\p{L}\p{N}&'’. -]*)$/u.exec(f.target.text)?.[1];
  const head = headNoun(readPhrase(text).tokens)?.text ?? '';
  return org && ORG_HEAD.test(head) ? capFirst(org.trim()) : undefined;
}

/**
 * The organisation the first relevance names by its capitalised name, after "at", "of" or a comma
 * ("Director of Parks, City of Fairview": the last one named), for a "they" that follows.
 */
function namedOrganisation(f: Facts): string | undefined {
  const first = f.relevance[0];
  if (!first) return undefined;
  // (Not a name that goes on in lower case, "the CD Turia academy", nor a place after "city of".)
  const named = [
    ...first.text.matchAll(
      new RegExp(
        String.raw`(?<!\b(?:city|town|county|state|village|borough|district|province|region)\s+)(?:,|\bof|\bat)\s+(?:the\s+)?(${ORG_NAME})`,
        'gu',
      ),
    ),
  ]
    .filter(
      (m) =>
        !/^ (?!(?:in|on|at|for|with|and|or|since|from|as|to|who|which|where|when)\b)\p{Ll}/u.test(
          first.text.slice((m.index ?? 0) + m[0].length),
        ),
    )
    .map((m) => m[1]?.replace(/ (?:of|and|de|for|&)$/, '') ?? '')
    .filter((name) => name.split(/\s+/).length >= 2);
  const last = named.at(-1);
  return last ? withThe(f, last) : undefined;
}

/** The relevance as sentences to the introducer; empty when it went into the ask as an appositive. */
export function whyTarget(f: Facts, style: Style): string[] {
  if (!style.relevance) return [];
  const ref = targetRef(f, style);
  const typed = appositiveOf(f, style) ? f.relevance.slice(1) : f.relevance;
  // "Wanjiru is head of analytics at Pesaflow, and you mentioned she's building a team": the
  // introducer knows the target's job; when the ask already named the organisation and a reason
  // follows, the job is not recited back to them.
  const job = typed[0];
  const recital =
    typed.length >= 2 &&
    f.target?.kind === 'person' &&
    !!organisationOf(f) &&
    job?.shape === 'noun' &&
    wordCount(job.text) <= 10 &&
    ROLE_WORD.test(job.text) &&
    !/\byou(?:r)?\b/i.test(job.text);
  const rest = recital ? typed.slice(1) : typed;
  const pieces = style.length < 0 ? rest.slice(0, 1) : rest;
  const org = f.target?.kind === 'person' ? organisationOf(f) : undefined;
  const only = typed.length === 1 && job && org ? aboutTheOrganisation(job, f, org) : undefined;
  if (only !== undefined) return only ? [only] : [];
  // "CFO at Harbor & Pine Hotels, 22 properties": the job goes unsaid, the organisation's size does not.
  const sizes = recital && org ? (job?.text.split(/,\s+/).slice(1).filter(startsWithCount) ?? []) : [];
  const size = sizes.length > 0 && org ? [asSentence(`${withThe(f, org as string)} has ${sizes.join(' and ')}`)] : [];
  const sentences = [...size, ...pieces.map((p, i) => aboutTarget(p, f, capRef(ref), org, i === 0))].filter(Boolean);
  // "Naomi is a partner at X. Naomi led the seeds in Y." -> one sentence joined with "and".
  const merged: string[] = [];
  // "… at the Calloway Family Foundation, which funds job training", after an ask that named it: "…
  // there, and the foundation funds job training" (the name twice read as a repetition to both set12 readers).
  const kind = org ? ORG_GENERIC.exec(org)?.[1] : undefined;
  const again = (x: string) =>
    kind && org
      ? x.replace(new RegExp(` at (?:the )?${escapeRegExp(org)}, which `), ` there, and the ${kind.toLowerCase()} `)
      : x;
  for (const s of sentences.map(joinVerbs).map((x) => again(organisationFor(x, f)))) {
    const prev = merged[merged.length - 1];
    if (prev?.startsWith(`${capRef(ref)} `) && s.startsWith(`${capRef(ref)} `) && wordCount(prev) + wordCount(s) < 30)
      merged[merged.length - 1] = `${asPhrase(prev)} and ${s.slice(capRef(ref).length + 1)}`;
    else merged.push(s);
  }
  return merged;
}

/**
 * "Partner at Tidewater Capital in Paris, which invests in aquaculture": the ask already named the
 * organisation and the introducer knows their contact's job, so only what the organisation is or
 * does is said ("Tidewater Capital invests in aquaculture …"), or nothing when that is all there is.
 * Undefined when the relevance is more than a job at the organisation the ask named.
 */
function aboutTheOrganisation(job: Phrase, f: Facts, org: string): string | undefined {
  // (What someone said of them, "according to Malcolm", is said as aboutTarget says it.)
  if (
    f.target?.kind !== 'person' ||
    job.shape !== 'noun' ||
    /\byou(?:r)?\b|\b(?:according to|says|said|mentioned|told)\b/i.test(job.text)
  )
    return undefined;
  const at = job.text.indexOf(org);
  const title = job.text.slice(0, Math.max(0, at));
  // Only a title ("partner at", "head of CSR at"); "buyer for textured hair at" says which part is theirs.
  const bare = title.replace(/\s(?:at|of|for)\s+(?:the\s+)?$/i, '');
  if (
    at < 0 ||
    !ROLE_WORD.test(title) ||
    bare === title ||
    /,|\s(?:for|in|on|with)\s|\sof\s+\S+\s+\S/i.test(bare) ||
    wordCount(title) > 6
  )
    return undefined;
  // ("… in Paris", "(Oslo)": where the organisation is goes with the job.)
  const after = job.text
    .slice(at + org.length)
    .replace(/^\s*\([^()]*\)/, '')
    .replace(/^\s+in\s+\p{Lu}[\p{L}'’. -]*?(?=,|$)/u, '');
  if (!after.trim()) return '';
  const name = capFirst(withThe(f, org));
  const which = /^,\s+(?:which|that)\s+(.+)$/i.exec(after);
  if (which) return asSentence(`${name} ${which[1]}`);
  const kind = /^,\s+((?:a|an)\s.+)$/i.exec(after);
  if (kind) return asSentence(`${name} is ${kind[1]}`);
  const size = /^,\s+(.+)$/.exec(after);
  if (size && startsWithCount(size[1] ?? '') && !/,/.test(size[1] ?? '')) return asSentence(`${name} has ${size[1]}`);
  return undefined;
}

/** Words that make a noun phrase a job ("head of analytics at Pesaflow"). */
const ROLE_WORD =
  /\b(?:head|director|manager|lead|officer|partner|founder|co-founder|ceo|cto|cfo|coo|vp|president|editor|producer|buyer|engineer|designer|analyst|professor|researcher|scientist|planner|coordinator|owner|chair|chief|principal|associate|specialist|consultant)\b/i;

const capRef = (ref: string) => (ref === 'that person' ? 'That person' : ref);

/**
 * "Maria says he's hired a lot of veterans including her", said to Maria: "you mentioned he's hired
 * a lot of veterans including you". After "you mentioned", a pronoun of the other gender than the
 * target's is the introducer's own.
 */
function youInWhatTheySaid(text: string, target: 'she' | 'he' | 'they' | undefined): string {
  const at = text.search(/\byou mentioned\b/i);
  // "Lucía worked with him on her series", said to Lucía about a target who is "he": the other
  // pronoun's "her" is hers, "your series" ("I know you worked with him on her series" in session 22's
  // proofreading).
  if (at < 0 && (target === 'she' || target === 'he') && /^you\b/i.test(text)) {
    const p = target === 'he' ? 'her' : 'his';
    return text.replace(new RegExp(`\\b${p}(?=\\s+\\p{Ll})`, 'gu'), (m, offset: number, all: string) =>
      /^\s+(?:and|or|to|for|with|in|at|on|the|a|an|own)\b/.test(all.slice(offset + m.length)) ? m : 'your',
    );
  }
  if (at < 0) return text;
  // "priya says still doing AP by hand": what was said has no subject; it is about the target.
  const subject = target === 'she' ? "she's" : target === 'he' ? "he's" : "they're";
  text = text.replace(
    /\b(you mentioned)(?: that)? (?=(?:still |now |currently |already |just )?\p{Ll}{2,}ing\b)/iu,
    `$1 ${subject} `,
  );
  if (target !== 'she' && target !== 'he') return text;
  const head = text.slice(0, at);
  const said = text.slice(at);
  const other = target === 'he' ? { s: 'she', o: 'her', p: 'her' } : { s: 'he', o: 'him', p: 'his' };
  const swapped = said
    .replace(new RegExp(`\\b${other.s}['’](?:s|d)\\b`, 'g'), (m) => (m.endsWith('d') ? "you'd" : "you're"))
    .replace(new RegExp(`\\b${other.s}\\b`, 'g'), 'you')
    .replace(new RegExp(`\\b${other.p}(?=\\s+\\p{Ll})`, 'gu'), (m, offset: number, all: string) =>
      /^\s+(?:and|or|to|for|with|in|at|on|the|a|an)\b/.test(all.slice(offset + m.length)) ? m : 'your',
    )
    .replace(new RegExp(`\\b${other.o}\\b`, 'g'), 'you');
  return head + swapped;
}

/**
 * "Nuala runs Byrne Skills in Limerick, trains about 200 apprentices a year." -> "… in Limerick and
 * trains …": two things one subject does, typed with a comma, joined as a writer joins them.
 */
function joinVerbs(sentence: string): string {
  const parts = sentence.split(/, (?=\p{Ll})/u);
  if (parts.length !== 2) return sentence;
  const [before = '', after = ''] = parts;
  // (One "and" between the two verbs; "white pine and hemlock" after them is the object's.)
  if (/\band\b/.test(before) || /^\S+\s.*\band\s+\p{Ll}+s\b/u.test(after)) return sentence;
  const first = tokenize(before).find((t) => t.pos === 'VERB' || t.pos === 'AUX');
  // ("Katrin is a booking agent, books loads of folk acts": "is" counts as the first verb.)
  const firstDoes = isThirdSingular(first) || /^(?:is|has)$/.test(first?.text ?? '');
  return firstDoes && doesWhatFollows(after) ? `${before} and ${after}` : sentence;
}

/**
 * Whether what follows a comma is something the person does ("books loads of folk acts", "mills local
 * pine"), not a department ("prints and drawings") or more of the noun.
 */
function doesWhatFollows(after: string): boolean {
  if (/^\S+\s+(?:and|or|&)\s/.test(after)) return false;
  return isThirdSingular(tokenize(`She ${after}`)[1]) || readsAsVerb(after);
}

/**
 * "mills local white pine", "books loads of folk acts": a word in -s the tagger takes for a plural
 * noun even after "She", read again in its plain form after "They", where it shows as a verb with
 * an object after it.
 */
function readsAsVerb(phrase: string): boolean {
  const [word = '', ...rest] = phrase.split(' ');
  // ("prints and drawings at the V&A": a department, nouns joined by "and".)
  if (!/^\p{Ll}+[^s]s$/u.test(word) || rest.length === 0 || /^(?:and|or|&)$/.test(rest[0] ?? '')) return false;
  const stems = [word.replace(/ies$/, 'y'), word.replace(/es$/, ''), word.slice(0, -1)];
  return stems.some((stem) => {
    const t = tokenize(`They ${stem} ${rest.join(' ')}`);
    return t[1]?.pos === 'VERB' && ['DET', 'ADJ', 'NOUN', 'NUM', 'PRON', 'PROPN'].includes(t[2]?.pos ?? '');
  });
}

/**
 * "That person is a regional chain, about 80 stores", "That person is renovating 120 rooms next
 * year": what the relevance says of a role target's organisation is said of the organisation. What
 * a person does there ("leads agritech deals", "did your round") stays with "that person".
 */
function organisationFor(sentence: string, f: Facts): string {
  const org = roleOrganisation(f);
  if (!org || !/^That person\b/.test(sentence)) return sentence;
  const rest = sentence.slice('That person'.length);
  if (PERSON_DOES.test(rest)) return sentence;
  return `${withThe(f, org)}${rest}`;
}

/** What a person in a role does, as opposed to what their organisation is or does. */
const PERSON_DOES =
  /^\s+(?:leads|led|decides|decided|handles|handled|runs|ran|manages|managed|approves|approved|books|booked|buys|bought|did|signs|signed|hires|hired|oversees|oversaw|owns|knows|heads|headed|reports|sits|chairs|is (?:the|in charge|responsible|new|based|the one))\b/i;
