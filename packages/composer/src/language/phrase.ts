/**
 * The grammar of what people type into the form: is a piece a clause ("we sat on the same panel"),
 * a verb phrase ("compare notes on pricing"), a gerund ("hiring a designer") or a noun phrase
 * ("COO at Nordfrakt")? `person.ts` rewrites who a piece speaks of; `forms.ts` gives it its article
 * and verb forms.
 */
import { isKnownWord, type Token, tokenize } from './nlp';

export type Shape = 'clause' | 'verb' | 'gerund' | 'noun';

export interface Phrase {
  text: string;
  tokens: readonly Token[];
  shape: Shape;
}

const VERBISH = new Set(['VERB', 'AUX']);
const ROLE_NOUN =
  /^(?:buyer|manager|director|lead|leader|head|officer|engineer|designer|analyst|partner|owner|associate|specialist|coordinator|editor|producer|consultant|advisor|adviser|planner|scientist|researcher|teacher|nurse|agent|broker|rep|representative)s?$/i;
const SUBJECT_START = new Set(['PRON', 'PROPN', 'DET', 'NUM']);
const SUBJECT_PART = new Set(['PRON', 'PROPN', 'NOUN', 'DET', 'CCONJ', 'ADJ', 'NUM', 'PART', 'PUNCT', 'ADV']);
export const POSSESSIVE: ReadonlySet<string> = new Set(['my', 'our', 'their', 'his', 'her', 'your', 'its']);

/**
 * The kinds an organisation is called by ("the group", "the Foundation", "Docklands Netball Club"),
 * as regex alternatives: the note calls the reader's own one "your group", "your club".
 */
export const ORG_KINDS =
  'group|company|firm|foundation|club|council|school|hospital|lab|practice|clinic|trust|charity|museum|festival|venue|restaurant|hotel|store|shop|studio|agency|network|association|board|fund|university|college|society|federation|league|orchestra|choir|theatre|library';

/**
 * How a word for a person's role ends: "realtor", "translator", "architect", "retired GP", "coach".
 * Read by the relationship ("a retired GP, is one of my clients") and by fragments ("I've been a sworn
 * translator since 2015", "a UEFA B licensed coach").
 */
export const ROLE_END =
  /(?:er|or|ist|ian|ant|ent|man|woman|wife|ect|GP|MP|nurse|doctor|medic|vet|chef|coach|judge|pastor|surgeon)$/i;

/** "Design ops at Figma", "Sales partnerships": fields that end in -s and are not verbs. */
const PLURAL_FIELD =
  /^(?:ops|sales|operations|communications|logistics|partnerships|events|programs|programmes|products|systems|services|analytics|affairs|relations|markets|economics|politics|graphics|metrics|payments|claims|benefits|grants|arts|sports|news)$/i;

/** The tokens before an appositive (", a region your lab hasn't sampled"): what the piece itself says. */
export function beforeAppositive(tokens: readonly Token[]): readonly Token[] {
  const at = tokens.findIndex((t, i) => i > 0 && t.text === ',' && /^(?:a|an)$/i.test(tokens[i + 1]?.text ?? ''));
  return at > 0 ? tokens.slice(0, at) : tokens;
}

/**
 * "Kari shops there", "Raj reports to Anna": right after a name, a lower-case word in -s that the
 * tagger read as a plural noun, followed by what follows a verb (or nothing), is the verb.
 */
export function isVerbReadAsNoun(word: Token | undefined, next: Token | undefined): boolean {
  return (
    word?.pos === 'NOUN' &&
    // ("Yewande programmes the season": a field's word before "the" is the verb.)
    (!PLURAL_FIELD.test(word.text) || next?.pos === 'DET') &&
    /^\p{Ll}+[^s]s$/u.test(word.text) &&
    (!next || ['ADV', 'ADP', 'DET', 'PRON', 'NUM', 'PART'].includes(next.pos))
  );
}

export function shapeOf(tokens: readonly Token[]): Shape {
  const first = tokens[0];
  if (!first) return 'noun';
  // "3 years of survey data from Bahia, a region your lab hasn't sampled": the appositive after the
  // comma describes a noun; the piece has the shape of what comes before it.
  const main = beforeAppositive(tokens);
  if (main.length < tokens.length) return shapeOf(main);
  // "my team lead at Klarna", "our old tech lead": a role ending in "lead" after a possessive is a
  // noun, not "my team" leading ("I know Yuki because my team lead at Klarna" in session 22).
  const lead = tokens.findIndex((t) => /^lead$/i.test(t.text));
  if (
    /^(?:my|our|his|her|their|your)$/i.test(first.text) &&
    lead > 1 &&
    ['ADP', 'PUNCT', 'CCONJ', undefined].includes(tokens[lead + 1]?.pos) &&
    tokens.slice(1, lead).every((t) => t.pos === 'NOUN' || t.pos === 'ADJ' || t.pos === 'PROPN')
  )
    return 'noun';
  // "85 inns use it": a count, its noun, and a verb the tagger read as a noun before its object.
  const objectAt = tokens.findIndex(
    (t, i) => i >= 2 && /^(?:it|them|us|me)$/i.test(t.text) && tokens[i - 1]?.pos === 'NOUN',
  );
  if (
    first.pos === 'NUM' &&
    objectAt > 0 &&
    tokens.slice(1, objectAt - 1).every((t) => t.pos === 'NOUN' || t.pos === 'ADJ')
  )
    return 'clause';
  // "Novelist based in Accra", "a bakery located in Leith": a noun and the participle that places it.
  if (
    (first.pos === 'NOUN' || first.pos === 'PROPN') &&
    /^(?:based|located|headquartered|settled)$/i.test(tokens[1]?.text ?? '') &&
    tokens[2]?.pos === 'ADP'
  )
    return 'noun';
  // "fixed-fee restructuring packages", "sealed-bid auctions": a participle joined by a hyphen to the
  // word after it is one adjective ("I fixed-fee restructuring packages" in set20).
  if (
    first.pos === 'VERB' &&
    /(?:ed|en)$/i.test(first.text) &&
    tokens[1]?.text === '-' &&
    !tokens[1].space &&
    tokens[2] &&
    !tokens[2].space &&
    tokens.slice(3).some((t) => t.pos === 'NOUN')
  )
    return 'noun';
  // "licensed electrician", "retired teacher": a participle before a noun is an adjective.
  // ("sworn translator": an irregular participle too; "I sworn translator" in set20.)
  if (
    first.pos === 'VERB' &&
    /(?:ed|sworn|known|grown|born)$/i.test(first.text) &&
    tokens.length <= 3 &&
    tokens[1]?.pos === 'NOUN'
  )
    return 'noun';
  // "books the lantern room", "reps a bunch of bands": a verb in -s the tagger read as a plural noun.
  if (
    first.pos === 'NOUN' &&
    /[^s]s$/.test(first.text) &&
    tokens[1] &&
    // (A capital "A" names something: "Series A closed" is a noun.)
    ((tokens[1].pos === 'DET' && /^\p{Ll}/u.test(tokens[1].text) && !/^(?:that|which|who)$/i.test(tokens[1].text)) ||
      POSSESSIVE.has(tokens[1].text.toLowerCase()))
  )
    return 'verb';
  // "hosts growth loops podcast", "runs procurement for the county": a verb that people's jobs start
  // with, typed with no article after it ("Marcus Reilly, a hosts growth loops podcast" in session 23).
  if (
    first.pos === 'NOUN' &&
    /^(?:hosts|leads|heads|manages|chairs|edits|oversees|handles|buys|organi[sz]es|coordinates|directs|advises|curates|recruits|teaches|coaches)$/i.test(
      first.text,
    ) &&
    ['NOUN', 'ADJ', 'PROPN'].includes(tokens[1]?.pos ?? '')
  )
    return 'verb';
  // ("books shows at The Bluebird Room": "books" before a plural is the verb; "books editor" is a noun,
  // and "books loads of …" after a role is said with "and" by plan/why.ts.)
  if (
    first.pos === 'NOUN' &&
    /^books$/i.test(first.text) &&
    /^\p{Ll}+[^s]s$/u.test(tokens[1]?.text ?? '') &&
    tokens[2]?.text !== 'of'
  )
    return 'verb';
  // "Kari shops there all the time", "Raj reports to Anna": after a name, a lower-case word in -s the
  // tagger read as a plural noun is the verb of a clause.
  const afterName = tokens.findIndex((t) => t.pos !== 'PROPN');
  if (
    afterName >= 1 &&
    first.pos === 'PROPN' &&
    /^\p{Lu}\p{Ll}+$/u.test(first.text) &&
    isVerbReadAsNoun(tokens[afterName], tokens[afterName + 1])
  )
    return 'clause';
  // "The Korean Literature Translation Institute funds up to 70% …": "the" and a name, then its verb.
  const afterTheName = tokens.findIndex((t, i) => i > 1 && t.pos !== 'PROPN');
  if (
    /^the$/i.test(first.text) &&
    tokens[1]?.pos === 'PROPN' &&
    afterTheName > 1 &&
    isVerbReadAsNoun(tokens[afterTheName], tokens[afterTheName + 1])
  )
    return 'clause';
  // "working capital credit for dairy farmers", "operating costs": nouns the tagger opens with a verb in -ing.
  if (ING_COMPOUND.test(tokens.map((t) => t.text).join(' '))) return 'noun';
  // "planning to open a practice", "building the team": a verb in -ing the tagger read as a noun.
  if (
    first.pos === 'NOUN' &&
    /ing$/i.test(first.text) &&
    tokens[1] &&
    (tokens[1].text.toLowerCase() === 'to' ||
      ['DET', 'ADP', 'PART'].includes(tokens[1].pos) ||
      // ("building tiny ai tools", "training new nurses": an adjective after it opens the object.)
      (tokens[1].pos === 'ADJ' && tokens[2]?.pos === 'NOUN' && BUILDS.test(first.text)) ||
      POSSESSIVE.has(tokens[1].text.toLowerCase()))
  )
    return 'gerund';
  // "produce buyer for Greenway", "sales lead", "Lead product designer": a word the tagger read as a
  // verb before a role noun, with at most one noun between.
  if (
    first.pos === 'VERB' &&
    (ROLE_NOUN.test(tokens[1]?.text ?? '') || (tokens[1]?.pos === 'NOUN' && ROLE_NOUN.test(tokens[2]?.text ?? '')))
  )
    return 'noun';
  // "Sales lead at Kettwig", "Programme lead": an everyday noun typed with a capital, then a verb in its
  // base form, is a compound noun; a clause would say "Sales leads" or "Sales led".
  if (
    first.pos === 'PROPN' &&
    isKnownWord(first.text) &&
    (!/s$/i.test(first.text) || PLURAL_FIELD.test(first.text)) &&
    tokens[1]?.pos === 'VERB' &&
    tokens[1].lemma === tokens[1].text.toLowerCase() &&
    !/ed$/.test(tokens[1].text) &&
    ['ADP', undefined].includes(tokens[2]?.pos)
  )
    return 'noun';
  // "drones that count inventory": a plural noun and the clause that describes it.
  if (/s$/i.test(first.text) && /^(?:that|which|who)$/i.test(tokens[1]?.text ?? '')) return 'noun';
  // "I'm happy to help", "we're based in Leeds": a subject and its verb, read by the tagger as one word.
  if (/^(?:I|we|they|you|he|she|it)['’](?:m|re|ve|d|ll|s)$/i.test(first.text)) return 'clause';
  // ("pay-as-you-go solar for small shops": a word made of several joined by hyphens describes a thing;
  // "I pay-as-you-go solar" in session 22's proofreading.)
  if (/^\p{L}+(?:\s?-\s?\p{L}+){2,}(?:\s|$)/u.test(tokens.map((t) => t.text).join(' '))) return 'noun';
  if (VERBISH.has(first.pos)) return /ing$/i.test(first.text) && first.pos === 'VERB' ? 'gerund' : 'verb';
  // "also drums in a band", "previously led growth": an adverb before the verb.
  const second = tokens[1];
  const object = tokens[2];
  const lyVerb = /ly$/i.test(first.text) && !!object && ['DET', 'PRON', 'NUM'].includes(object.pos);
  if (
    first.pos === 'ADV' &&
    second &&
    VERBISH.has(second.pos) &&
    (second.lemma !== second.text.toLowerCase() ||
      lyVerb ||
      /^(?:now|also|still|currently|recently)$/i.test(first.text)) &&
    !/^(?:not|never|mostly|mainly|largely|partly)$/i.test(first.text)
  )
    return 'verb';
  // "apparently he's looking for an apprentice": an adverb, then a clause.
  if (first.pos === 'ADV' && /^(?:I|we|she|he|they|it)$/i.test(tokens[1]?.text ?? '') && tokens.length >= 4)
    return 'clause';
  // "I TA'd her algorithms class": a subject pronoun opens a clause even when the tagger misses its verb.
  if (/^(?:I|we|she|he|they)$/i.test(first.text) && first.pos === 'PRON' && tokens.length >= 3) return 'clause';
  // "sell-through", "follow-up": a verb inside a hyphenated word is part of a noun.
  const hyphened = (i: number) => tokens[i - 1]?.text === '-' || tokens[i + 1]?.text === '-';
  const v = tokens.findIndex((t, i) => VERBISH.has(t.pos) && !hyphened(i));
  // "our shops ship 180k parcels a month": the tagger can miss the verb of a long possessive start;
  // such a piece reads as the sentence it was typed as.
  if (v <= 0) {
    const early = tokens.slice(0, 4);
    const looksLikeClause =
      POSSESSIVE.has(first.text.toLowerCase()) &&
      tokens.length >= 5 &&
      tokens.some((t) => t.pos === 'NUM') &&
      !early.some((t) => t.pos === 'ADP');
    return looksLikeClause ? 'clause' : 'noun';
  }
  const subject = tokens.slice(0, v);
  // "a French-language app that helps patients", "a tool built for ryokan": a noun and what describes it.
  if (
    /^(?:a|an)$/i.test(first.text) &&
    (subject.some((t) => /^(?:that|which|who)$/i.test(t.text)) || /ed$/i.test(tokens[v]?.text ?? ''))
  )
    return 'noun';
  // "140 pharmacies paying": a count and a participle, no verb.
  if (first.pos === 'NUM' && /ing$/i.test(tokens[v]?.text ?? '') && !tokens.slice(0, v).some((t) => t.pos === 'AUX'))
    return 'noun';
  // "11 granted patents": a count with a participle before its noun.
  if (
    first.pos === 'NUM' &&
    /ed$/i.test(tokens[v]?.text ?? '') &&
    tokens[v + 1]?.pos === 'NOUN' &&
    v + 2 >= tokens.length
  )
    return 'noun';
  // "14 NHS trusts", "40 enterprise customers": a count whose last noun the tagger read as a verb.
  if (first.pos === 'NUM' && v === tokens.length - 1 && /s$/i.test(tokens[v]?.text ?? '')) return 'noun';
  // "editor I've written for": a noun with a clause after it is still a noun phrase.
  if (first.pos === 'NOUN' && subject.some((t) => t.pos === 'PRON')) return 'noun';
  // "offer to be a resource": an infinitive, not a subject and its verb.
  if (subject.some((t) => t.text.toLowerCase() === 'to' && t.pos === 'PART')) return 'noun';
  if (!subject.every((t, k) => SUBJECT_PART.has(t.pos) || hyphened(k))) return 'noun';
  // A subject of bare common nouns ("coffee chat about pricing") is a compound noun, not a clause.
  const named = subject.some((t) => t.pos === 'PROPN' || (t.pos === 'PRON' && !POSSESSIVE.has(t.text.toLowerCase())));
  if (
    !SUBJECT_START.has(first.pos) &&
    !(named && first.pos === 'PROPN') &&
    !(first.pos === 'NOUN' && tokens[v]?.pos === 'AUX')
  )
    return 'noun';
  // "state is funding upgrades" is a clause; "coffee chat about pricing" is a compound noun.
  if ((first.pos === 'NOUN' || (first.pos === 'ADJ' && !named)) && tokens[v]?.pos !== 'AUX') return 'noun';
  if (first.pos === 'PRON' && POSSESSIVE.has(first.text.toLowerCase()) && subject.length === 1) return 'noun';
  return 'clause';
}

export function readPhrase(text: string): Phrase {
  const tokens = tokenize(text);
  const shape = shapeOf(tokens);
  // "Planning to open a practice", "Built the team", "Present our results", "Programmes the strand":
  // typed with a capital, read as a name by the tagger (a name's clause needs a verb after it).
  const capitalVerb =
    shape === 'clause' &&
    tokens[0]?.pos === 'PROPN' &&
    !POSSESSIVE.has(tokens[0].text.toLowerCase()) &&
    /^(?:DET|PRON)$/.test(tokens[1]?.pos ?? '');
  if ((shape === 'noun' || capitalVerb) && /^\p{Lu}\p{Ll}+\b/u.test(text)) {
    const lower = shapeOf(tokenize(text[0]?.toLowerCase() + text.slice(1)));
    if (lower === 'verb' || lower === 'gerund') return { text, tokens, shape: lower };
  }
  // "decides which bakery products the stores stock", "runs the night shift": a verb in -s that the
  // tagger reads as a plural noun, read again after a subject.
  if (shape === 'noun' && /^\p{Ll}+s$/u.test(tokens[0]?.text ?? '')) {
    const said = tokenize(`She ${text}`);
    // ("designs that cut shelf waste": a noun and its clause; "that" is no object.)
    const next = said[2];
    if (said[1]?.pos === 'VERB' && next && /^(?:DET|PRON|ADJ)$/.test(next.pos) && !/^(?:that|who)$/i.test(next.text))
      return { text, tokens, shape: 'verb' };
  }
  return { text, tokens, shape };
}

/**
 * An opening phrase with no subject before the verb: "before this ran ops for a chain" -> the index
 * of "ran", so the writer can say "Before this, I ran ops…".
 */
export function verbAfterOpening(tokens: readonly Token[]): number {
  const first = tokens[0];
  if (first?.pos !== 'ADP') return -1;
  const v = tokens.findIndex((t) => t.pos === 'VERB' || t.pos === 'AUX');
  if (v < 2 || v > 4) return -1;
  const opening = tokens.slice(1, v);
  return opening.every(
    (t) => ['PRON', 'DET', 'NUM', 'ADJ', 'NOUN', 'PROPN'].includes(t.pos) && !/^(?:I|we|he|she|they)$/i.test(t.text),
  )
    ? v
    : -1;
}

/**
 * One typed piece split at commas where a new verb phrase or clause starts ("art director at
 * Wrenfield, does all the vinyl packaging"), while lists of nouns stay together ("Go, Postgres").
 */
export function splitAtCommas(text: string): string[] {
  // Commas inside brackets ("(2019-20, didn't work out)") belong to the bracket.
  const segments: string[] = [''];
  let depth = 0;
  for (const part of text.split(/(,\s+|[()[\]])/)) {
    if (part === '(' || part === '[') depth++;
    if (part === ')' || part === ']') depth = Math.max(0, depth - 1);
    if (/^,\s+$/.test(part) && depth === 0) segments.push('');
    else segments[segments.length - 1] += part;
  }
  if (segments.length === 1) return [text];
  const out: string[] = [];
  for (const segment of segments) {
    const shape = shapeOf(tokenize(segment));
    // "…, including 8 as plant manager", "…, which Toronto uses": they continue the piece before.
    const continues =
      /^(?:including|incl\.?|especially|mostly|mainly|which|who|where|plus|so)\b/i.test(segment) ||
      // "Co-founder of Shiori, a booking tool built for ryokan": an appositive describes the noun before it.
      /^(?:a|an)\s/i.test(segment) ||
      // "handmade mugs, plates, bowls from our workshop": a plural noun and where it comes from, in a list.
      (/^\p{Ll}+s\s+(?:from|for|with|of|made|by)\b/u.test(segment) &&
        shapeOf(tokenize(out[out.length - 1] ?? '')) === 'noun') ||
      // "student, Universidade do Porto": a name, whatever its particles read as, is not a new clause.
      /^\p{Lu}[\p{L}'’&.-]*(?:\s+(?:\p{Lu}[\p{L}'’&.-]*|de|do|da|dos|das|del|di|du|von|van|der|la|le|y|of|and|for|the|&))*\.?$/u.test(
        segment,
      ) ||
      // "My company, Tidewrack, makes new plays": the subject, named, and then its verb.
      (shape === 'verb' && isNamedSubject(out[out.length - 1] ?? '')) ||
      // "She leads the kelp trials for the state, using commercial divers to remove urchins": how she
      // does it, after a clause, stays with it ("…, and Dr. Ngata is using commercial divers" in set13).
      (/^(?:using|working with|relying on|drawing on|focusing on|partnering with)\s/i.test(segment) &&
        shapeOf(tokenize(out[out.length - 1] ?? '')) === 'clause') ||
      // "We can supply 2,000 litres a week, collected separately from our tanker pick-up": a participle
      // after a sentence describes what it named ("I collected separately …" in set18).
      // (Not "based in Glasgow", "used to be …" or "fixed monthly fee": those are said on their own.)
      (/^(?!(?:based|used|fixed)\b)\p{Ll}+(?:ed|en)\s+(?:separately|fresh|daily|locally|directly|by|from|on|to)\b/u.test(
        segment,
      ) &&
        shapeOf(tokenize(out[out.length - 1] ?? '')) === 'clause') ||
      // "At Lagerwerk, the new packaging raised …": a sentence's opening phrase and the sentence.
      (out.length === 1 &&
        shape === 'clause' &&
        /^(?:at|in|for|on|during|after|before|since|with|across|within|last|this|as|back in)\s/i.test(out[0] ?? '') &&
        // ("After switching, Mercy Valley cut …": a word in -ing opens it as well.)
        !tokenize(out[0] ?? '').some((t) => (t.pos === 'VERB' || t.pos === 'AUX') && !/ing$/.test(t.text)));
    const starts = out.length > 0 && shape !== 'noun' && segment.split(' ').length >= 2 && !continues;
    if (out.length === 0 || starts) out.push(segment);
    else out[out.length - 1] += `, ${segment}`;
  }
  return out;
}

/** Compound nouns whose first word is in -ing. */
/** Verbs in -ing that open what the sender is doing: "building tiny ai tools", not "building materials". */
export const BUILDS =
  /^(?:building|running|launching|starting|developing|designing|creating|making|growing|scaling|training|teaching|helping|selling|writing|hiring|raising)$/i;

const ING_COMPOUND =
  /^(?:working capital|operating (?:costs?|expenses|systems?|budgets?|model)|closing costs|housing association|building society|learning disabilit(?:y|ies)|swimming pools?|dining rooms?|waiting lists?)\b/i;

/**
 * "credit for dairy farmers, repaid from their co-op payouts", "skincare from native botanicals,
 * sourced from …", "40 m3 a year, paid on delivery": a past participle and its preposition, typed
 * as a piece of its own, describe the thing before it; they are not something the sender did ("I
 * repaid from …" in three set12 messages).
 */
export const describesThingBefore = (text: string) => PARTICIPLE_OF_THING.test(text);

const PARTICIPLE_OF_THING =
  /^(?:sourced|made|built|repaid|paid|funded|backed|used|sold|grown|produced|designed|owned|done|run|managed|offered|provided|handled|processed|hosted|booked|taught|stocked|delivered|distributed|priced|brewed|roasted|baked|printed|shipped|supported|featured|published|endorsed|tested|powered|tailored|aimed|targeted|aged|harvested|milled|sewn|woven|handmade|hand-made|specialised|specialized|\p{Ll}+ed\s+by)\s+(?:from|by|on|in|with|to|at|for|under|via|through|across|into)\b/u;

/**
 * "My company, Tidewrack": a possessive noun and the name set beside it, with no verb, which a verb
 * after it completes. Without the name ("my old boss, ran the desk") the noun is what someone is, and
 * the verb starts a piece of its own.
 */
function isNamedSubject(text: string): boolean {
  // ("Fiona's charity, Riverside Carers, has been my client": someone's, named, too.)
  return (
    /^(?:my|our|his|her|their|\p{Lu}[\p{L}-]*['’]s)\s[^,]+,\s*\p{Lu}[^,]*$/iu.test(text) &&
    !tokenize(text).some((t) => VERBISH.has(t.pos))
  );
}

/** The head of a noun phrase: its last noun before the first preposition ("freelance work", "one of our angels" -> none). */
export function headNoun(tokens: readonly Token[]): Token | undefined {
  const boundary = tokens.findIndex(
    (t, i) =>
      i > 0 &&
      (t.pos === 'ADP' ||
        t.pos === 'SCONJ' ||
        t.pos === 'PART' ||
        t.pos === 'CCONJ' ||
        /^(?:when|where|if|while|that|which|who)$/i.test(t.text) ||
        // ("interview about 45 minutes": "about" before a number is a measure, read as an adverb.)
        (/^(?:about|around|approximately|roughly|~)$/i.test(t.text) && tokens[i + 1]?.pos === 'NUM') ||
        (t.pos === 'PUNCT' && !/^[-–/']$/.test(t.text))),
  );
  const span = tokens.slice(0, boundary < 0 ? undefined : boundary);
  // "pre-approvals turned around": a participle after a noun describes it; the noun is the head.
  while (
    span.length > 1 &&
    span[span.length - 1]?.pos === 'VERB' &&
    /ed$/.test(span[span.length - 1]?.text ?? '') &&
    span[span.length - 2]?.pos === 'NOUN'
  )
    span.pop();
  // "backhaul loads NL to PL": a country's or state's letters after the noun say where, not what.
  // (Only a route, from one to the other: "payments API" is an API.)
  const route = tokens[span.length]?.text === 'to' && /^[A-Z]{2,3}$/.test(tokens[span.length + 1]?.text ?? '');
  while (
    route &&
    span.length > 1 &&
    /^[A-Z]{2,3}$/.test(span[span.length - 1]?.text ?? '') &&
    span[span.length - 2]?.pos === 'NOUN'
  )
    span.pop();
  // The last word of the span is the head, even where the tagger read it as a verb ("community giving lead").
  const last = span[span.length - 1];
  if (last && span.length > 1 && last.pos === 'VERB' && !/ing$/.test(last.text)) return last;
  return span.filter((t) => t.pos === 'NOUN' || t.pos === 'PROPN').pop();
}

/** Whether a phrase the tagger read as nouns reads as a verb after "to": "supply plates for the new place". */
/** "co-branded forecasts", "curated boxes": a past participle before a noun describes it; it is not a verb. */
export function participleBeforeNoun(tokens: readonly Token[]): boolean {
  const [t, next] = tokens;
  return !!t && /(?:[^e]ed|ied)$/i.test(t.text) && !/^(?:embed|shred|wed)$/i.test(t.text) && next?.pos === 'NOUN';
}

export function readsAsVerb(text: string): boolean {
  const tokens = tokenize(`I want to ${text}`);
  const t = tokens[3];
  const next = tokens[4];
  if (!t || !next || (t.pos !== 'VERB' && t.pos !== 'AUX') || /ing$/.test(t.text)) return false;
  if (participleBeforeNoun(tokens.slice(3))) return false;
  // "supply plates for the new place", "offer fractional CFO support": the verb takes an object;
  // "a pilot in a few stores", "freelance work" stay nouns.
  if (['DET', 'NUM', 'PRON', 'ADJ'].includes(next.pos)) return true;
  return next.pos === 'NOUN' && ['ADP', 'PART'].includes(tokens[5]?.pos ?? '') && TAKES_OBJECT.test(t.text);
}

const TAKES_OBJECT =
  /^(?:supply|provide|sell|offer|pitch|propose|secure|raise|book|land|hire|recruit|find|source|fund|sponsor|host|invite|feature|demo|share|pilot|license|distribute|stock|carry)$/i;
