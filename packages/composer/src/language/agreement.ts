/**
 * Subject and verb made to agree where a typed clause plainly lacks it: "they launching a solar loan"
 * (no "are"), "we done 140 installs" (no "have"), "we was together", "he know the export people".
 * These are the grammar a reader marks first in a message built from what non-native speakers type
 * (set23's ten messages read as their recipient); each mend adds or changes one word next to a
 * pronoun, read from the tagger (decision 009), so a fluent sentence is never touched: the tests
 * run every reference sentence of the seen reading sets through it (plan/sane.test.ts).
 */

import { pastParticiple, singularVerb, thirdSingular } from './forms';
import { isKnownWord, join, type Token, tokenize } from './nlp';
import { ORG_KINDS, ROLE_END } from './phrase';
import { article } from './text';

/** The pronoun's own "be" and "have", as a person writes them: "they're", "we've". */
const BE: Readonly<Record<string, string>> = {
  i: "'m",
  we: "'re",
  they: "'re",
  you: "'re",
  he: "'s",
  she: "'s",
  it: "'s",
};
const HAVE: Readonly<Record<string, string>> = { i: "'ve", we: "'ve", they: "'ve", you: "'ve" };

/** Past participles that are never a past tense: "we done" wants "have". */
const PARTICIPLE_ONLY =
  /^(?:done|gone|seen|been|taken|given|written|grown|shown|begun|spoken|chosen|driven|eaten|flown|known)$/i;

/** Verbs whose past tense is spelt as their base form. */
const SAME_IN_THE_PAST =
  /^(?:set|put|cut|hit|let|read|quit|spread|shut|cost|hurt|split|bet|upset|broadcast|beat|cast|fit|forecast|rid|shed|thrust|wed)$/;

/** Where a clause starts, so the pronoun before a verb is its subject: "…, they launching", "and he know". */
const startsClause = (t: Token | undefined) =>
  !t || t.pos === 'PUNCT' || t.pos === 'CCONJ' || /^(?:that|because|so|and|but|now|since|as|when)$/i.test(t.text);

export function mendAgreement(text: string): string {
  if (!/\b(?:i|we|they|you|he|she|it)\s+\p{Ll}/iu.test(text)) return text;
  const tokens = tokenize(text);
  let changed = false;
  const out = tokens.map((t, i) => {
    const subject = tokens[i - 1];
    if (!subject || !startsClause(tokens[i - 2])) return t;
    const who = subject.text.toLowerCase();
    // (A pronoun as typed, "it" or "It", not "IT" the department.)
    if (!(who in BE) || (subject.text.length > 1 && subject.text === subject.text.toUpperCase())) return t;
    const word = t.text.toLowerCase();
    // (Half of a hyphenated word, "part-owns", "double-checked", is no verb of its own.)
    const next = tokens[i + 1];
    if (next && next.space === '' && /^[-–]/.test(next.text)) return t;
    // "they launching", "she onboarding new suppliers": the "are" the progressive needs.
    // (Not "bring", "sing": a stem with a vowel before the "-ing".)
    if (t.pos === 'VERB' && /ing$/.test(word) && (t.lemma !== word || /[aeiouy]\p{L}*$/u.test(word.slice(0, -3)))) {
      changed = true;
      return { ...t, space: '', text: `${BE[who]} ${t.text}` };
    }
    // "we done 140 installs": the "have" the participle needs.
    if (PARTICIPLE_ONLY.test(word) && who in HAVE && !(tokens[i + 1]?.pos === 'ADP' && word === 'known')) {
      changed = true;
      return { ...t, space: '', text: `${HAVE[who]} ${t.text}` };
    }
    // "we was together", "he were": "was" is said of one, "were" of more (not "if he were").
    if (word === 'was' && /^(?:we|they|you)$/.test(who)) {
      changed = true;
      return { ...t, text: 'were' };
    }
    if (word === 'were' && /^(?:he|she|it)$/.test(who) && !/^(?:if|as|though|wish)$/i.test(tokens[i - 2]?.text ?? '')) {
      changed = true;
      return { ...t, text: 'was' };
    }
    // "he know the export people", "she have two labs": the verb in the third person.
    // (Not a past tense spelt as the base: "She set up the unit", "he read law".)
    // (Nor the subjunctive after "that": "ask that she review our deck".)
    if (
      /^(?:he|she|it)$/.test(who) &&
      // ("now she do her master": "do" before an object is the verb, tagged as an auxiliary; set28.)
      (t.pos === 'VERB' ||
        word === 'have' ||
        (word === 'do' && ['PRON', 'DET', 'NOUN'].includes(tokens[i + 1]?.pos ?? ''))) &&
      word === t.lemma &&
      !/(?:ing|ed)$/.test(word) &&
      !SAME_IN_THE_PAST.test(word) &&
      tokens[i - 2]?.text.toLowerCase() !== 'that'
    ) {
      const said = thirdSingular({ ...t, pos: 'VERB' });
      if (said !== t.text) {
        changed = true;
        return { ...t, text: said };
      }
    }
    return t;
  });
  // "Nour and I was together": two people "were" (not "… in 2019 and I was her mentor", two clauses).
  const pairedName = (and: number) => {
    let k = and - 1;
    while (k >= 0 && out[k]?.pos === 'PROPN') k--;
    return k < and - 1 && and - 1 - k <= 3 && startsClause(out[k]);
  };
  const paired = (t: Token, i: number) =>
    t.text.toLowerCase() === 'was' &&
    out[i - 1]?.text === 'I' &&
    out[i - 2]?.text.toLowerCase() === 'and' &&
    pairedName(i - 2);
  if (!changed && !out.some(paired)) return text;
  return join(out.map((t, i) => (paired(t, i) ? { ...t, text: 'were' } : t)));
}

/**
 * Nouns for an organisation or a thing one names with "the" and no name: "the district", "the
 * council", "the article". Typed as notes they lose the article ("district had a phishing incident
 * last spring", "Council's new social value policy is …", "State is funding permitting upgrades"),
 * and readers quoted every such sentence as broken (set24 q07; 6 to 9 readings each of the seen
 * sets). A person's name is never one of them, so "Grace leads the team" is left alone.
 */
const THE_NOUN = new RegExp(
  `^(?:${ORG_KINDS}|district|state|county|city|government|ministry|department|team|article|paper|study|programme|program|office|unit|plant|factory|site|centre|center|church|union|station|committee|court|bank|business|company|startup|platform|app|product|pilot|grant|budget|role|position|post|job|vacancy|event|conference|book|report|survey|trial|policy|law|contract|tender|deal|campaign|show|podcast|series|magazine|newsletter|website|portal|shortage|backlog|waitlist)$`,
  'i',
);

/** Words that already say which one: "the", "our", "this"; no article goes before them. */
const DETERMINER =
  /^(?:the|a|an|my|our|your|his|her|their|its|this|that|these|those|each|every|any|some|no|one|another|which|what|whose)$/i;

/**
 * "district had a phishing incident" → "the district had a phishing incident": a sentence that starts
 * with such a noun (or one word before it, "partnerships team"), and then its verb or its "'s",
 * gets the article a writer gives it. Only at the start of a sentence, where no determiner can be,
 * and never to a word of a name typed elsewhere in the request (`names`, in lower case).
 */

export function mendBareSubject(text: string, names: ReadonlySet<string> = new Set()): string {
  return text.replace(
    /(^|[.!?;]\s+)(\p{L}+)(?:\s+(\p{Ll}+))?(?=['’]s\s|\s|$)/gu,
    (all: string, start: string, first: string, second: string | undefined, at: number) => {
      // "partnerships team is …" (a word before the noun), or "district had …" (the noun alone).
      const two = second !== undefined && THE_NOUN.test(second);
      if (!two && !THE_NOUN.test(first)) return all;
      // ("bill's a GC we sub for", from the sender of a note to Bill: a word of a name in the request.)
      if (names.has(first.toLowerCase())) return all;
      // (A word the lexicon does not know before the noun, "Kova team", and an acronym, "IT team",
      // are a name, left as typed; so is "Pallas Health", whose second word is no such noun.)
      if (two && !isKnownWord(first)) return all;
      // ("Founded startup acquired by Stripe", "Shipped app used by 1M people": a CV's past verb.)
      if (two && tokenize(`${first.toLowerCase()} ${second}`)[0]?.pos === 'VERB') return all;
      if (two && /ed$/i.test(first)) return all;
      if (/^\p{Lu}{2,}$/u.test(first) || DETERMINER.test(first)) return all;
      // ("Bill Hargrove is a GC": a capitalised word before another is a person's name.)
      if (!two && /^\p{Lu}/u.test(first) && /^\s*\p{Lu}/u.test(text.slice(at + start.length + first.length)))
        return all;
      const phrase = two ? `${first.toLowerCase()} ${second}` : first.toLowerCase();
      const typed = two ? all : `${start}${first}`;
      // The tagger reads what follows the noun: its "'s", or a tensed verb ("is", "had", "leads").
      const clause = `${phrase}${text.slice(at + typed.length)}`.split(/[.!?;]/)[0] ?? '';
      const after = tokenize(clause)[phrase.split(' ').length];
      const tensed =
        !!after &&
        (after.pos === 'PART' ||
          after.pos === 'AUX' ||
          (after.pos === 'VERB' &&
            (after.text !== after.lemma || /(?:s|ed)$/.test(after.text)) &&
            !/ing$/.test(after.text)));
      if (!tensed) return all;
      return `${start}${start.startsWith(';') ? 'the' : 'The'} ${phrase}${all.slice(typed.length)}`;
    },
  );
}

/**
 * Verbs a person says they have been doing for a time: "I work at Brenntek since 2019", "we supply
 * 40 hotels since 2019". (Not "want", "plan", "need": "I want to move since …" is another "since".)
 */
const ONGOING =
  /^(?:work|works|live|lives|teach|teaches|run|runs|lead|leads|manage|manages|coach|coaches|volunteer|volunteers|play|plays|study|studies|farm|farms|know|knows|am|are|is|have|has|serve|serves|help|helps|own|owns|operate|operates|build|builds|sell|sells|supply|supplies|host|hosts|practise|practice|practises|practices|train|trains|mentor|mentors|advise|advises|grow|grows|make|makes|produce|produces|import|imports|export|exports|distribute|distributes|cover|covers|report|reports|edit|edits|deliver|delivers|care|cares|do|does|use|uses|attend|attends|visit|visits)$/i;

/** What one has been for a while, said after "is" or "are" (not "here" or "in London", which may be a plan). */
const STANDING =
  /^(?:friends|partners|married|profitable|active|live|members|colleagues|neighbou?rs|connected|certified|registered|licensed|operational|customers|clients|suppliers)$/i;

/** A time since when, or for how long: "since 2019", "since March", "for 5 years", "since SMA". */
const DURATION =
  /^(?:since\s+(?:\d|january|february|march|april|may|june|july|august|september|october|november|december|last|childhood|then|school|college|university|uni|the\s+(?:start|beginning|age)|age|early|late|graduat|high\s+school|(?:[a-z]+\s+){1,2}(?:school|college|university|uni)\b)|for\s+(?:about\s+|over\s+|almost\s+|nearly\s+|around\s+|more\s+than\s+)?(?:\d+\+?|two|three|four|five|six|seven|eight|nine|ten|twenty|many|several|some|a\s+few)\s+(?:years?|months?|decades?))/i;

/**
 * "I work at Brenntek since 2019" → "I've worked at Brenntek since 2019", "we supply 40 hotels since
 * 2019" → "we've supplied …", "I am here for 5 years" → "I've been here for 5 years": a present tense
 * with "since" or "for N years", the grammar slip non-native writers make most in a bio (set24's
 * "We work with 40 hotels since 2019", quoted by every reader). Read from the tagger: the pronoun,
 * its present verb, and the time in the same clause.
 */
export function mendSince(text: string): string {
  if (!/\b(?:since|for)\b/i.test(text)) return text;
  const tokens = tokenize(text);
  const out = [...tokens];
  let changed = false;
  tokens.forEach((t, i) => {
    const subject = tokens[i - 1];
    // ("Jan is our customer since 2020": a name, first in its clause, before "is".)
    // ("Sam Lee is my neighbour for 20 years": a name of two or three words too.)
    const nameStart = tokens.slice(0, i).every((x) => x.pos === 'PROPN') && i <= 3;
    const named =
      subject?.pos === 'PROPN' && t.text === 'is' && (i === 1 || nameStart || tokens[i - 2]?.pos === 'PUNCT');
    const who = named ? 'he' : (subject?.text.toLowerCase() ?? '');
    if (!named && (!/^(?:i|we|they|you|he|she)$/.test(who) || !startsClause(tokens[i - 2]))) return;
    if (!(t.pos === 'VERB' || t.pos === 'AUX') || !ONGOING.test(t.text)) return;
    // (A present tense: "works", "work", "am", not "worked".)
    const third = /^(?:he|she)$/.test(who);
    if (third ? !/s$/.test(t.text) : /s$/.test(t.text) && t.text.toLowerCase() !== 'is') return;
    if (t.text.toLowerCase() === 'is' && !third) return;
    const be = /^(?:am|are|is)$/i.test(t.text);
    // ("we have equipped 86 schools since 2017", "I have been with …": already the perfect.)
    // ("We have not been in touch for years": a negation is left as typed.)
    const next = tokens.slice(i + 1, i + 3);
    if (next.some((x) => /^(?:not|n['’]t|never)$/i.test(x.text))) return;
    if (!be && next.some((x) => x.pos === 'VERB' || x.pos === 'AUX')) return;
    // The time comes later in the same clause.
    let since = -1;
    for (let j = i + 1; j < tokens.length; j++) {
      const tk = tokens[j]?.text ?? '';
      // (Another clause's verb, "I know it's been years since …", ends the search.)
      if (/^[.;!?,]$/.test(tk) || /^(?:and|but|because|so|while|when|which|who|where)$/i.test(tk)) break;
      if (tokens[j]?.pos === 'AUX') break;
      if (/^(?:since|for)$/i.test(tk)) {
        const after = tokens
          .slice(j, j + 6)
          .map((x) => x.text)
          .join(' ');
        // ("since SMA", "since INSEAD": a school named by its letters, read case-sensitively.)
        if (DURATION.test(after) || /^since [A-Z]{2,}\b/.test(after)) since = j;
        break;
      }
    }
    if (since < 0) return;
    // ("We have runway for 18 months", "I am in London for 6 months", "we are funded for 3 years": with
    // "have" or "be", "for" says how long it lasts, not since when; only "since" makes the perfect.)
    // (Except a role held that long: "I am a lawyer for 5 years" is "I've been a lawyer for 5 years".)
    // (Or being at it, "he is working in Toronto for 10 years": "he's been working …".)
    // (Or someone's, or a standing: "Hans is our customer in Germany for 10 years", "we are profitable
    // on contribution margin for 8 months", "we are connected on LinkedIn for some years", typed
    // with "since" in session 24's proofreading.)
    // (Not a term still running or to come: "our interim CFO for 6 months", "my mentor for 6 months
    // starting June", "my neighbour for a few months while …": those keep their present.)
    const clause = tokens
      .slice(i + 1)
      .map((x) => x.text)
      .join(' ');
    const term =
      /\b(?:interim|acting|temporary|temporarily|visiting|for now)\b/i.test(clause) ||
      /\b(?:years?|months?|weeks?|decades?)\s+(?:starting|from|while|until|this|next|the next|over the next|during)\b/i.test(
        clause,
      );
    const role =
      be &&
      !term &&
      (/^(?:a|an|my|our|his|her|their|your)$/i.test(tokens[i + 1]?.text ?? '') ||
        /ing$/.test(tokens[i + 1]?.text ?? '') ||
        STANDING.test(tokens[i + 1]?.text ?? ''));
    if ((be || /^(?:have|has)$/i.test(t.text)) && !role && !/^since$/i.test(tokens[since]?.text ?? '')) return;
    changed = true;
    const said = be ? 'been' : pastParticiple(t.lemma);
    // (Of one, "has" in full: "Jan's been" reads as whose, and "she's worked" was read back as "is
    // worked" when the relationship joined it to the sentence before, set25 v04.)
    out[i] = named || third ? { ...t, text: `has ${said}` } : { ...t, space: '', text: `'ve ${said}` };
    // "since 3 years" is how long: "for 3 years".
    const measure = tokens
      .slice(since + 1, since + 3)
      .map((x) => x.text)
      .join(' ');
    if (/^since$/i.test(tokens[since]?.text ?? '') && /^\d+\+? (?:years?|months?|decades?)$/i.test(measure)) {
      const was = out[since];
      if (was) out[since] = { ...was, text: 'for' };
    }
  });
  return changed ? join(out) : text;
}

/** What one person is to another: "Andrés is friend of my family" wants "a friend". */
const RELATION =
  /^(?:friend|client|customer|neighbou?r|colleague|cousin|classmate|mentor|member|supporter|volunteer|student|alumnus|alumna)$/i;

/** Who owns or founded a place, said with "the" before "of": "He is the owner of Koster Kas Techniek". */
const OWNER = /^(?:owner|co-owner|founder|co-founder)$/i;

/**
 * "I am lawyer with 7 years of experience", "I'm senior engineer at …": a role said of oneself
 * without its article. A role ends as role words do (language/phrase.ts ROLE_END); a name or a field
 * ("I'm Vanessa", "I'm into design") is left alone.
 */

export function mendRoleArticle(text: string): string {
  if (!/\b(?:I['’]m|I am|I was|is|was|['’]s)\s+(?:\p{Ll}|[A-Z]{2,5}\s)/u.test(text)) return text;
  return text.replace(
    // ("I am UX researcher": an acronym may describe the role too, in session 23's proofreading.)
    /\b(I['’]m|I am|I was|(?:he|she|He|She)(?:['’]s| is| was)|\p{Lu}\p{Ll}+ (?:is|was))\s+((?:now\s+|also\s+)?)((?:(?:\p{Ll}[\p{L}-]*|[A-Z]{2,5})\s+){0,2}\p{Ll}[\p{L}-]*)(?=[\s,.;]|$)/gu,
    (all: string, be: string, adverb: string, typed: string, at: number) => {
      // ("It is", "This was": a name, not a word of the lexicon, before "is".)
      const name = /^(\p{Lu}\p{Ll}+) (?:is|was)$/u.exec(be)?.[1];
      if (name && !/^(?:He|She)$/.test(name) && isKnownWord(name)) return all;
      const words = typed.split(/\s+/);
      // The shortest run of words that ends in a role: "lawyer" of "lawyer with", "senior engineer".
      for (let n = 1; n <= words.length; n++) {
        const phrase = words.slice(0, n);
        const head = phrase.at(-1) ?? '';
        const relation = RELATION.test(head);
        // (Of someone else, a job without its article is how writers put it too, "she's site manager
        // on …": only what they are to someone, "a friend", "a client", gets one.)
        const self = /^I\b/.test(be);
        // ("He is owner of Koster Kas Techniek": the one who owns it, "the owner of", in set24.)
        const following = words[n] ?? /^\s*(\S+)/.exec(text.slice(at + all.length))?.[1] ?? '';
        if (!self && n === 1 && OWNER.test(head) && following === 'of') return `${be} ${adverb}the ${typed}`;
        if (!((self && ROLE_END.test(head)) || relation) || /s$/.test(head) || !isKnownWord(head)) continue;
        const tokens = tokenize(phrase.join(' '));
        // Every word before the last describes it (an adjective or a noun).
        if (!tokens.every((t) => t.pos === 'NOUN' || t.pos === 'ADJ' || t.pos === 'PROPN')) return all;
        // ("I'm co-founder and CEO of Panen", "I was chief financial officer of Brackenfield": a
        // title of one, said with "of", takes no article.)
        // ("I am good developer and I learn fast": an "and" before a new clause is no title's.)
        const afterAnd = words[n + 1] ?? /^\s*(\S+)/.exec(text.slice(at + all.length))?.[1] ?? '';
        const clauseNext = following === 'and' && /^(?:I|we|my|our)$/i.test(afterAnd);
        if (!relation && /^(?:of|and|&)$/i.test(following) && !clauseNext) return all;
        return `${be} ${adverb}${article(words[0] ?? '')} ${typed}`;
      }
      return all;
    },
  );
}

/**
 * "I finished the Google Data Analytics certificate this year and building a portfolio": a second
 * verb in "-ing" after "and", where the first was a tense of its own, wants its "I'm" ("and I'm
 * building a portfolio"). Only in a sentence that starts with "I" and a verb not in "-ing", so a
 * list ("designing, building and testing") and "I'm learning SQL and building …" stay.
 */
export function mendAndGerund(text: string): string {
  if (!/\band \p{Ll}+ing\b/u.test(text)) return text;
  return text
    .split(/(?<=[.!?;])\s+/)
    .map((sentence) => {
      const tokens = tokenize(sentence);
      // "I finished …", or a bio's "Finished …" in the past, which the sender's frame says with "I".
      const start = tokens[0]?.text === 'I' ? 1 : 0;
      const verb = tokens[start];
      if (verb?.pos !== 'VERB' || /ing$/.test(verb.text)) return sentence;
      if (start === 0 && verb.text.toLowerCase() === verb.lemma) return sentence;
      if (tokens.some((t) => t.pos === 'AUX')) return sentence;
      const and = tokens.findIndex(
        (t, i) =>
          i > start + 1 && t.text === 'and' && tokens[i + 1]?.pos === 'VERB' && /ing$/.test(tokens[i + 1]?.text ?? ''),
      );
      // (Not "… a crew building timber frames and doing renovations": a gerund before the "and" makes
      // a list of them.)
      if (and < 0 || tokens.slice(start + 1, and).some((t) => /ing$/.test(t.text))) return sentence;
      // (A verb's object starts with a determiner, "building a portfolio"; "and cleaning supplies",
      // "and running clubs" name things.)
      if (!['DET', 'PRON', 'ADP', 'ADV'].includes(tokens[and + 2]?.pos ?? '')) return sentence;
      const out = [...tokens];
      const was = out[and];
      if (was) out[and] = { ...was, text: "and I'm" };
      return join(out);
    })
    .join(' ');
}

/**
 * "Velotaur makes e-bike drivetrains and have a quality engineer opening": a second verb after "and"
 * agrees with the subject the first one did. Only when the first verb is plainly the third person
 * singular ("makes") and the second is "have", "are", "were" or "do", said of one.
 */
export function mendSecondVerb(text: string): string {
  if (!/\band (?:have|are|were|do)\b/.test(text)) return text;
  return text
    .split(/(?<=[.!?;])\s+/)
    .map((sentence) => {
      const tokens = tokenize(sentence);
      const first = tokens.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
      const verb = tokens[first];
      const subject = tokens[first - 1];
      // (The subject is a name or a noun in the singular, not "we", "they" or "I".)
      if (!verb || !subject || !['PROPN', 'NOUN'].includes(subject.pos) || /s$/.test(subject.text)) return sentence;
      if (!(verb.pos === 'VERB' && /[^s]s$/.test(verb.text) && verb.text.toLowerCase() !== verb.lemma)) return sentence;
      const and = tokens.findIndex(
        (t, i) => i > first && t.text === 'and' && /^(?:have|are|were|do)$/.test(tokens[i + 1]?.text ?? ''),
      );
      // (Not "… and have you …", a question, nor a new subject after "and".)
      if (and < 0 || tokens.slice(first + 1, and).some((t) => t.pos === 'PRON' || t.text === ',')) return sentence;
      const out = [...tokens];
      const second = out[and + 1];
      if (second) out[and + 1] = { ...second, text: singularVerb(second) };
      return join(out);
    })
    .join(' ');
}

/**
 * "Brigid owns Dragon's Rest and 2 other game stores in Philly, hosts about 60 campaigns a week": two
 * things the one subject does, joined with a comma only (set25's readers marked it as a comma splice).
 * The last verb in "-s" after a comma, where what comes before the comma has a verb of its own, is
 * joined with "and", as the writer's earlier mend of "runs X, trains Y" says it. ("My company, Tidewrack, makes …": before that comma stands a name, no verb.)
 */
export function mendCommaSplice(text: string): string {
  if (!/, \p{Ll}+s\b/u.test(text)) return text;
  return text
    .split(/(?<=[.!?;])\s+/)
    .map((sentence) => {
      const segments = sentence.split(/, (?!and\b)/);
      // (One comma only: "Our old CTO, now retired, advises startups" and "Based in Austin, runs a
      // bakery, supplies 20 cafes" are said as typed. Nor after an opening clause: "After selling Loom, …".)
      if (
        segments.length !== 2 ||
        /^(?:after|before|when|while|since|if|although|though|as|because|based|having|now|once|until)\b/i.test(
          segments[0] ?? '',
        )
      )
        return sentence;
      const at = segments.length - 1;
      const last = segments[at] ?? '';
      // (Read after "It": alone at the start, "hosts about 60 campaigns" is tagged as a noun.)
      const lead = tokenize(`It ${last}`)[1];
      if (lead?.pos !== 'VERB' || !/[^s]s$/.test(lead.text) || lead.text.toLowerCase() === lead.lemma) return sentence;
      // (Not after a clause that a comma closes, "Pete, who retired last year, volunteers …", nor in a
      // list that already has its "and": "brakes, tyres and suspension".)
      if (/\band\b/.test(last) || segments.slice(1, at).some((x) => /^(?:who|which|that|where|whose|a|an)\b/.test(x)))
        return sentence;
      const before = tokenize(segments[at - 1] ?? '');
      // (Its own verb, finite: not "selling" or "opened in 2012" alone.)
      if (
        !before.some(
          (t, i) =>
            t.pos === 'AUX' ||
            (t.pos === 'VERB' &&
              !/ing$/.test(t.text) &&
              // (Typed first, only a verb in "-s": "owns …", not the participle of "Opened in 2012".)
              (i === 0 ? /[^s]s$/.test(t.text) : before[i - 1]?.pos !== 'PUNCT')),
        )
      )
        return sentence;
      // (The subject is one person or thing: not "we", "they", "I".)
      if (/^(?:We|They|I|You)\b/.test(segments[0] ?? '')) return sentence;
      return `${segments.slice(0, at).join(', ')} and ${last}`;
    })
    .join(' ');
}

/** The perfect of the verbs a duration goes with: "I own it for 14 years" -> "I've owned it for 14 years". */
const PERFECT: Readonly<Record<string, string>> = {
  own: 'owned',
  manage: 'managed',
  know: 'known',
  live: 'lived',
  work: 'worked',
  teach: 'taught',
  coach: 'coached',
  volunteer: 'volunteered',
  serve: 'served',
  run: 'run',
};

/**
 * "I own the corner shop on Elm Rd for 14 years", "I know the permit process inside out for 34 years":
 * a state that has lasted a span of time, said in the present, is said in the perfect (session 22's
 * proofreading). ("We run pilots for 3 months" is how long each lasts: "run" only with one thing run,
 * "my shop", "the café".) So is a state since a point in time ("I'm licensed in Chile since 2014" ->
 * "I've been licensed …"), and a post held between two years is over ("I'm a partner at Wiersholm from
 * 2015 to 2023" -> "I was a partner …"; session 23).
 */
export function perfectForDuration(sentence: string): string {
  return (
    sentence
      // "I'm a partner at Wiersholm from 2015 to 2023": a post held between two years is over.
      .replace(
        /\bI['’]m ((?:a|an|the)\s[^.;!?]*?\sfrom (?:19|20)\d\d to (?:19|20)\d\d)\b/g,
        (_whole, what: string) => `I was ${what}`,
      )
      // "I'm licensed in Chile since 2014": a state since a point in time is in the perfect too.
      .replace(
        /\b(I|We)(?:'m| am|'re| are) ((?:licensed|certified|registered|qualified|based|married|open|retired|self-employed|freelance)\b(?:(?!\b(?:that|which|what|has|have|had|to)\b)[^.;!?]){0,40}?) since (\d{4}|(?:January|February|March|April|May|June|July|August|September|October|November|December)\b(?: \d{4})?|last (?:year|month|spring|summer|autumn|fall|winter))(?=[\s.,;!?]|$)/g,
        (_whole, who: string, what: string, when: string) => `${who}'ve been ${what} since ${when}`,
      )
      .replace(
        /\b(I|We) (own|manage|know|live|work|teach|coach|volunteer|serve|run) ([^.;!?]*?) for ((?:about |over |nearly |almost |more than )?\d+\+? (?:years?|months?|decades?))(?=[\s.,;!?]|$)/g,
        (whole, who: string, verb: string, what: string, span: string) => {
          if (verb === 'run' && !/^(?:my|our|the|a|an)\s+[\p{L}-]+(?:\s+[\p{L}-]+)?(?<!s)$/u.test(what)) return whole;
          // ("I know you worked with her for 2 years": what follows "know" is a clause with its own verb.)
          if (/^(?:you|he|she|they|we|it|that|how|what|where|when|who|why|him|her|them|I)\b/i.test(what)) return whole;
          return `${who}'ve ${PERFECT[verb]} ${what} for ${span}`;
        },
      )
  );
}

/**
 * "Marcus hosts growth loops podcast", "she edits food newsletter": a show, a newsletter or an event
 * someone runs, typed without its article, takes "the" (session 23's proofreading).
 */
export function theBeforeWhatTheyRun(sentence: string): string {
  return sentence.replace(
    /\b(hosts|hosted|runs|ran|edits|edited|organi[sz]es|organi[sz]ed|curates|curated|produces|produced|presents|presented) (?!(?:the|a|an|his|her|their|our|my|your|its|this|that|one|two|three|several|many|some)\b)((?:[\p{Ll}-]+ ){1,3}(?:podcast|newsletter|show|blog|column|conference|meetup|festival|accelerator|series|channel|summit|forum))\b/gu,
    // (Only nouns and adjectives between: "hosted me on her podcast", "presented twice at our conference".)
    (m: string, verb: string, what: string) =>
      tokenize(what.split(' ').slice(0, -1).join(' ')).every((t) => ['NOUN', 'ADJ', 'PROPN'].includes(t.pos))
        ? `${verb} the ${what}`
        : m,
  );
}

/** Things one of which is discussed, pitched or applied for: "a network redesign project", "the opening". */
const ONE_THING =
  /^(?:project|role|opening|position|job|vacancy|partnership|pilot|contract|grant|collaboration|internship|fellowship|study|trial|programme|program|placement|residency|apprenticeship|deal|proposal|workshop|supplier|distributor|partner|investor|mentor|visa|referral|scholarship)$/;

/**
 * "I'd like to discuss network redesign project", "hire deputy principal", "ask about counsel
 * opening": a thing or a role typed without its article after the verb the ask puts before it
 * (session 23's proofreading). A thing asked about is the one they have ("the"); one discussed,
 * pitched or hired is one of its kind ("a").
 */
export function mendObjectArticle(sentence: string): string {
  return sentence.replace(
    /(?<=\bto\s+|\b(?:I|we|you)\s+)(discuss|explore|propose|present|pitch|secure|land|apply for|hire|recruit|be|become|get|find|need|(?:ask|talk|learn|hear|chat)(?: you| him| her| them)? about)\s+([\p{L}-]+(?:\s+[\p{L}-]+){0,3})/gu,
    (all: string, verb: string, typed: string, at: number, whole: string) => {
      const words = typed.split(/\s+/);
      const tokens = tokenize(typed);
      const hiring = /^(?:hire|recruit)$/.test(verb);
      const ends = (w: string, i: number) =>
        tokens[i]?.pos === 'NOUN' &&
        (ONE_THING.test(w) ||
          (hiring &&
            w.length > 3 &&
            (ROLE_END.test(w) || /^(?:principal|head|lead|chef|nurse|assistant|intern)$/.test(w))));
      const n = words.findIndex(ends);
      if (n < 0) return all;
      // (The thing's words, before it, describe it: "a network redesign project", not "project manager
      // openings", where the noun goes on, nor "five or six graziers".)
      const before = tokens.slice(0, n);
      // ("redesign" in "network redesign project" is tagged a verb: a word of the kind is kept.)
      if (
        before.some(
          (t) => !['NOUN', 'ADJ', 'VERB'].includes(t.pos) || DETERMINER.test(t.text) || /^\p{Lu}/u.test(t.text),
        )
      )
        return all;
      if (tokens[n + 1]?.pos === 'NOUN' || /s$/.test(words[n] ?? '')) return all;
      // (What goes on with "of", "for": "discuss project of mutual interest" is left alone.)
      const after = `${words.slice(n + 1).join(' ')}${whole.slice(at + all.length)}`;
      // ("be supplier for towels", "get internship for summer 2025": what it is for goes on after it.)
      const becoming = /^(?:be|become|get|find|need)$/.test(verb);
      if (/^\s*(?:of|with|that|which)\b/.test(after) || (!becoming && /^\s*for\b/.test(after))) return all;
      const said = words.slice(0, n + 1).join(' ');
      const rest = words.slice(n + 1).join(' ');
      return `${verb} ${/about$/.test(verb) ? 'the' : article(said)} ${said}${rest ? ` ${rest}` : ''}`;
    },
  );
}
