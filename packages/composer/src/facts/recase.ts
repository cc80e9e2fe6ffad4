/**
 * Names typed in lower case inside free text ("theo's my roommate", "last 3 at ferrolink") written
 * as names, using what the request itself shows: the people's names, the sender's company, a
 * name the user capitalised in another field ("Kestrel Ridge Ventures" -> "kestrel ridge"), and
 * an organisation typed after "at", "@" or a founder's title ("eng manager at corvane" -> "Corvane").
 */

import { capitaliseName, type PersonName } from '../language/names';
import { isKnownWord, tokenize } from '../language/nlp';
import { capitalisePeoples } from '../language/peoples';
import { capitalisePlaces, isPlace } from '../language/places';
import { escapeRegExp, FIRM_VERBS } from '../language/text';
import { COMMON_TITLE_WORD } from './role';

/** One pattern for every known name, longest first, applied to lower-case spellings only. */
function replacer(canonical: ReadonlyMap<string, string>): (text: string) => string {
  if (canonical.size === 0) return (text) => text;
  // (A key typed with capitals, "Acacia Ventures", matches in any case and is left as typed: it keeps a
  // shorter name inside it from being written again.)
  const alternatives = [...new Set([...canonical.keys()].map((k) => k.toLowerCase()))]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  const pattern = new RegExp(`(?<![\\p{L}\\p{N}])(${alternatives.join('|')})(?![\\p{L}\\p{N}])`, 'gu');
  // Matched in the text's lower case, as the "i" flag would (a name typed in another case is left as
  // typed, and hides a shorter one inside it): the flag's case tables made this pattern, built anew
  // for every request, cost more to compile than to run (bench/RESULTS.md, session 24).
  return (text) => {
    const lower = text.toLowerCase();
    // (A text whose length changes in lower case, "İ", is matched as typed.)
    const read = lower.length === text.length ? lower : text;
    let out = '';
    let at = 0;
    for (const m of read.matchAll(pattern)) {
      const typed = text.slice(m.index, m.index + m[0].length);
      out += text.slice(at, m.index) + (typed === m[0] ? (canonical.get(m[0]) ?? typed) : typed);
      at = m.index + m[0].length;
    }
    return out + text.slice(at);
  };
}

const COMMON = new Set([
  // "at same crossfit box", "at another resort": a word that says which one is no name.
  'same',
  'another',
  'other',
  'scale',
  'home',
  // ("at uni": where, not which one.)
  'uni',
  'work',
  'night',
  'school',
  'college',
  'university',
  // "city hall" is a name; "the city's parks" is not.
  'city',
  'town',
  'county',
  'state',
  'times',
  'risk',
  'length',
  'large',
  'heart',
  'best',
  'least',
  'most',
  'first',
  'last',
  'once',
  'lunch',
  'dinner',
  'breakfast',
  'church',
  'sea',
  'hand',
  'speed',
  'cost',
  'volume',
  'the',
  'a',
  'an',
  'my',
  'our',
  'their',
  'this',
  'that',
  'some',
  'all',
  'one',
  'events',
  'conferences',
  'meetups',
  // "roles at firms doing climate adaptation": common nouns after "at" are not a name.
  'firms',
  'companies',
  'startups',
  'start-ups',
  'places',
  'organizations',
  'organisations',
  'orgs',
  'agencies',
  'businesses',
  'teams',
  'shops',
  'stores',
  'restaurants',
  'nonprofits',
  'hospitals',
  'clinics',
  'schools',
  'universities',
  'studios',
  'labs',
  'any',
  'other',
  'least',
]);

/**
 * Words that end an organisation's name typed in lower case: "at ferrolink on payments" -> "ferrolink".
 * ("we were at kew together": "together" ends it; "at Kew Together" in session 22's proofreading; "ops
 * director, she's opening …" is no firm called "She's Opening", session 24's.)
 */
const STOP_WORD =
  /^(?:on|in|for|with|and|or|to|the|a|an|of|since|as|from|by|last|this|that|these|those|who|which|where|when|now|until|till|til|then|during|while|because|but|so|if|both|also|too|back|again|yet|still|either|right|already|every|each|some|all|next|currently|today|tomorrow|yesterday|ago|recently|soon|anymore|lately|full|part|remote|remotely|briefly|mostly|most|just|only|even|though|although|did|do|does|be|been|can|could|will|would|should|may|might|must|(?:you|she|he|they|it|we|i)(?:['’](?:s|re|m|ve|d|ll))?|your|me|us|them|him|not|no|yes|years?|yrs?|months?|weeks?|days?|before|after|about|into|over|under|per|via|is|are|was|were|has|have|had|my|our|their|his|her|its|former|ex|ex-\p{L}+|weekends|weekdays|nights|mornings|evenings|afternoons|together|once|twice|out|solo|off|up|freelance)$/u;

/** Lower-case organisations after "at", "@", a founding verb or a founder's title: one to three words. */
function lowerOrgs(text: string, found: Map<string, string>): void {
  const openers =
    /(?:^|[\s(])(?:at|@|co-?founded|founded|joined|started|launched|(?:founder|ceo|owner|director|president)(?:\s+of|,))\s+([\p{Ll}][\p{Ll}\p{N}'’&-]*(?:\s+(?:&\s+)?[\p{Ll}][\p{Ll}\p{N}'’&-]*){0,3})/giu;
  for (const m of text.matchAll(openers)) {
    // ("looking at primary care", "good at sales": "at" after these is no workplace; "Primary Care" in set20.)
    if (
      /\b(?:look|looks|looking|looked|good|great|bad|better|best|aimed|aiming|arrive|arrived|stay|stayed|staying)\s*$/i.test(
        text.slice(0, m.index ?? 0),
      )
    )
      continue;
    const words: string[] = [];
    for (const w of (m[1] ?? '').split(/\s+/)) {
      if (STOP_WORD.test(w) || words.length === 3) break;
      words.push(w);
    }
    // ("hartwell &" is no name: the word after the ampersand belongs to it.)
    if (words.at(-1) === '&') words.pop();
    if (words.length === 0 || COMMON.has(words[0] as string)) continue;
    // ("my portfolio is at benokafor.design": a web address keeps its lower case.)
    const start = (m.index ?? 0) + m[0].length - (m[1] ?? '').length;
    if (/^[./]\p{L}/u.test(text.slice(start + (words[0] as string).length))) continue;
    // "at two weekend markets": a count before a plural says how many places, not which one
    // ("seven dials market", "two sigma" are names).
    if (
      /^(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|dozens?|hundreds?)$/.test(
        words[0] as string,
      ) &&
      /[^s]s$/.test(words.at(-1) as string)
    )
      continue;
    // "looking at diversifying into cheese": an activity after "at" is no organisation.
    if (/ing$/.test(words[0] as string) && isKnownWord(words[0] as string)) continue;
    // "closing the road at drop-off and pick-up": a compound of everyday words is a time or a place.
    if (/^\p{Ll}+-\p{Ll}+$/u.test(words[0] as string) && isKnownWord(words[0] as string)) continue;
    // "director of accessibility", "head of sales": a department after a title is not a name.
    if (!/^(?:at|@)$/i.test(m[0].trim().split(/\s+/)[0] ?? '') && COMMON_TITLE_WORD.test(words[0] as string)) continue;
    const phrase = words.join(' ');
    // "at family events", "at local markets": everyday words ending in a plural are where, not who.
    const everyday = words.every((w) => isKnownWord(w));
    const plural = tokenize(phrase).at(-1);
    if (
      everyday &&
      ((plural &&
        plural.pos === 'NOUN' &&
        plural.lemma !== plural.text &&
        /s$/.test(plural.text) &&
        !ORG_END.test(capitaliseName(plural.text))) ||
        /^(?:local|various|several|many|most|other|different|big|small|large|family|community|industry|trade|school)$/.test(
          words[0] as string,
        ))
    )
      continue;
    // "director of rugby", "head of nursing": after a title, a department of everyday words is no name.
    if (/^(?:director|president)/i.test(m[0].trim().split(/\s+/)[0] ?? '') && words.every((w) => isKnownWord(w)))
      continue;
    // ("llandaff north rfc": a club's letters are capitals.)
    found.set(
      phrase,
      capitaliseName(phrase).replace(/\b(?:Rfc|Afc|Fc|Gaa|Ymca|Ywca)\b/g, (w) => w.toUpperCase()),
    );
    // "rio verde produce" is also "rio verde" later in the request ("used to haul for rio verde").
    if (words.length === 3 && words[1] !== '&' && !found.has(words.slice(0, 2).join(' ')))
      found.set(words.slice(0, 2).join(' '), capitaliseName(words.slice(0, 2).join(' ')));
    // "plinth labels" is also "plinth" on its own, later in the request.
    const head = words[0] as string;
    // ("fresh fields" is not "fresh" on its own: "everything baked Fresh" in set20.)
    if (words.length > 1 && head.length > 3 && !found.has(head) && !EVERYDAY_ADJECTIVE.test(head))
      found.set(head, capitaliseName(head));
  }
}

/** Adjectives too common to be a firm's name on their own: "fresh" of "fresh fields", "green" of "green acre". */
const EVERYDAY_ADJECTIVE =
  /^(?:fresh|green|blue|red|black|white|new|old|big|little|good|great|happy|bright|smart|simple|clear|true|pure|wild|local|golden|silver|open|prime|solid|swift|quick|urban|modern|global|natural|royal|grand|early|daily|best|real|free|whole|total|better|north|south|east|west)$/;

/**
 * "own ink & thistle books in partick", "run asante plumbing & heating": a name with an ampersand
 * after owning or running is the firm's (the ampersand was kept for it by `expandShorthand`).
 */
function ampersandFirms(text: string, found: Map<string, string>): void {
  const firm = new RegExp(
    String.raw`(?:^|[\s(])(?:${FIRM_VERBS})\s+((?:\p{Ll}[\p{Ll}'’-]*\s+){1,2}&\s+\p{Ll}[\p{Ll}'’-]*(?:\s+\p{Ll}[\p{Ll}'’-]*)?)`,
    'gu',
  );
  for (const m of text.matchAll(firm)) {
    const words = (m[1] ?? '').split(/\s+/);
    if (STOP_WORD.test(words.at(-1) ?? '')) words.pop();
    if (STOP_WORD.test(words[0] ?? '') || words.at(-1) === '&') continue;
    const phrase = words.join(' ');
    if (!found.has(phrase)) found.set(phrase, words.map((w) => (w === '&' ? w : capitaliseName(w))).join(' '));
  }
}

/** A capitalised name after "at" ("at FreshCo", "at Karolinska"): its lower-case spelling elsewhere is the same name. */
function capitalisedAfterAt(text: string, found: Map<string, string>): void {
  for (const m of text.matchAll(/\bat (\p{Lu}[\p{L}\p{N}'’&-]*(?: \p{Lu}[\p{L}\p{N}'’&-]*){0,2})/gu)) {
    const name = m[1] ?? '';
    if (name.length > 2 && !found.has(name.toLowerCase())) found.set(name.toLowerCase(), name);
  }
}

/** Names that are also everyday words ("I will share", "may"): only capitalised where typed so. */
const COMMON_WORD_NAMES = new Set([
  'will',
  'may',
  'mark',
  'rose',
  'grace',
  'hope',
  'june',
  'april',
  'august',
  'dawn',
  'faith',
  'joy',
  'summer',
  'art',
  'bill',
  'frank',
  'pat',
  'sue',
  'guy',
  'jack',
  'chase',
  'hunter',
  'bob',
  'rob',
  'sandy',
  'ray',
  'max',
  'drew',
  'lane',
  'page',
  'cook',
  'king',
  'young',
  'brown',
  'green',
  'white',
  'black',
  'long',
  'reed',
  'sky',
  'river',
  'ash',
  'cliff',
  'dale',
  'glen',
  'wade',
  'penny',
  'ruby',
  'amber',
  'holly',
  'ivy',
  'iris',
  'daisy',
  'lily',
  'jade',
  'pearl',
  'crystal',
  'destiny',
  'trinity',
  'harmony',
  'august',
  'mercy',
  'patience',
  'prudence',
  'constance',
  'honor',
  'precious',
  'major',
  'cash',
  'rich',
  'sonny',
  'buck',
  'chip',
  'duke',
  'earl',
  'prince',
  'royal',
  'ace',
]);

/** How an organisation's name ends: "Kestrel Ridge Ventures", "Greenhollow Market", "Wrenfield Records". */
export const ORG_END =
  /^(?:Ventures|Capital|Partners|Labs?|Inc|Group|Health|Bank|Records|Markets?|Foods|Systems|University|Institute|Foundation|Trust|Fund|Studios?|Media|Energy|Bio|Therapeutics|Hospitals?|School|College|Council|Agency|Consulting|Advisory|Network|Collective|Company|Electric|Cloud|Pantry|Press|Works|Brewing|Coffee|Clinic|Logistics|Robotics|Software|Technologies|Analytics|Insurance|Realty|Properties|Motors|Airlines|Games|Digital|Design|Architects|Law|LLP|Ltd|GmbH|Films|Pictures|Productions|Hotels|Textiles|Farms|Builders|Kitchens|Brands|Boards|Goods|Supplies|Services|Solutions|Industries|Holdings|Associates|Brothers|Sons|Roofing|Plumbing|Heating|Electrical|Dental|Cleaning|Bookkeeping|Construction|Landscaping|Bakery|Catering|Pharmacy|Roasters|Joinery|Carpentry|Interiors|Haulage|Removals|Winery|Vineyards|Dairy|Creamery|Salon|Barbers|Garage|Florist)$/;

/**
 * "our game 'Lantern Post'", "my debut “The Salt Road”": a title typed in quotes and capitals is that
 * title where it is typed again in lower case ("pitch lantern post for a publishing deal", set23).
 */
function quotedTitles(text: string, found: Map<string, string>): void {
  for (const m of text.matchAll(/['"‘“](\p{Lu}[\p{L}\p{N}'’-]*(?:\s+[\p{L}\p{N}'’-]+){1,5})['"’”]/gu)) {
    const title = m[1] ?? '';
    if (!found.has(title.toLowerCase())) found.set(title.toLowerCase(), title);
  }
}

/** Organisation names the user capitalised somewhere ("Kestrel Ridge Ventures"), and their leading words ("Kestrel Ridge", "Kestrel"). */
function capitalisedNames(text: string, found: Map<string, string>): void {
  for (const m of text.matchAll(/(?<=\S\s)(\p{Lu}[\p{Ll}\p{N}'’&-]+(?:\s+\p{Lu}[\p{Ll}\p{N}'’&-]+)+)/gu)) {
    const words = (m[1] ?? '').split(/\s+/);
    if (!ORG_END.test(words[words.length - 1] ?? '')) continue;
    for (let n = words.length; n >= 2; n--) {
      const phrase = words.slice(0, n).join(' ');
      if (!found.has(phrase.toLowerCase())) found.set(phrase.toLowerCase(), phrase);
    }
    // "Pennant Books" makes "pennant" a name alone too; "Product Design" does not make "product" one.
    const first = words[0] ?? '';
    if (first.length > 3 && !found.has(first.toLowerCase()) && !isKnownWord(first.toLowerCase()))
      found.set(first.toLowerCase(), first);
  }
}

/**
 * "Fernhollow Barn" typed once, "fernhollow's vendor list" later: the first word of a capitalised
 * name, unknown to the language model, is that name where it is typed again in lower case, unless it
 * is used as a common word there ("the councilmember", "tidepool management", "esports leagues").
 */
function namesTypedOnce(texts: readonly string[]): (text: string) => string {
  const names = new Map<string, string>();
  for (const text of texts)
    for (const m of text.matchAll(/(?<![\p{L}'’-])(\p{Lu}\p{Ll}{3,})(?![\p{L}'’-])/gu)) {
      const word = m[1] ?? '';
      const before = text.slice(0, m.index ?? 0);
      // The second word of a name ("Frostbyte Esports") is not a name on its own.
      if (/\p{Lu}[\p{L}'’&.-]*\s+$/u.test(before)) continue;
      if (!isKnownWord(word) && !COMMON_WORD_NAMES.has(word.toLowerCase())) names.set(word.toLowerCase(), word);
    }
  if (names.size === 0) return (text) => text;
  return (text) =>
    text.replace(/(?<![\p{L}'’-])(\p{Ll}{4,})(?![\p{L}-])/gu, (m, word: string, offset: number) => {
      const name = names.get(word);
      if (!name) return m;
      if (/\b(?:the|a|an)\s+$/i.test(text.slice(0, offset))) return m;
      const next = text.slice(offset + word.length).match(/^\s+(\p{Ll}+)/u)?.[1];
      if (next && isKnownWord(next) && tokenize(next)[0]?.pos === 'NOUN') return m;
      return name;
    });
}

export function recase(people: (PersonName | undefined)[], company: string | undefined, texts: readonly string[]) {
  const typedOnce = namesTypedOnce(texts);
  const canonical = new Map<string, string>();
  for (const text of texts) capitalisedNames(text, canonical);
  for (const text of texts) quotedTitles(text, canonical);
  for (const text of texts) capitalisedAfterAt(text, canonical);
  for (const text of texts) lowerOrgs(text, canonical);
  for (const text of texts) ampersandFirms(text, canonical);
  // "harrow & finch" found as a firm is the same firm where "&" was read as "and" ("get some harrow and
  // finch authors in").
  for (const [typed, written] of [...canonical])
    if (typed.includes(' & ') && !canonical.has(typed.replace(' & ', ' and ')))
      canonical.set(typed.replace(' & ', ' and '), written);
  if (company && company.length > 1) canonical.set(company.toLowerCase(), company);
  for (const p of people)
    for (const w of p?.words ?? [])
      if (w.length > 1 && !COMMON_WORD_NAMES.has(w.toLowerCase())) canonical.set(w.toLowerCase(), w);
  for (const k of [...canonical.keys()]) if (COMMON.has(k)) canonical.delete(k);
  const personal = new Set(people.flatMap((p) => p?.words ?? []).map((w) => w.toLowerCase()));
  // "kestle electric", "sowerby roofing", "iyer family dental", "hartley & co bookkeeping" once the
  // name is known: a known name, and words up to one that ends organisations' names, are the firm's.
  for (const text of texts)
    for (const m of text.matchAll(
      /(?<![\p{L}])(\p{Ll}[\p{L}'’-]+)(?=((?:\s+(?:family|&\s+co\.?|and\s+sons))?\s+\p{Ll}+(?:\s+\p{Ll}+)?)(?![\p{L}]))/gu,
    )) {
      const [, name = '', after = ''] = m;
      const known = canonical.get(name);
      // ("my daughter jess works in HR": after a person's name, "works" is the verb.)
      if (!known || (personal.has(name) && /^\s*works\b/.test(after))) continue;
      const words = after.trim().split(/\s+/);
      // The firm's name ends at its last word that ends organisations' names ("cleaning services": both).
      while (words.length > 0 && !ORG_END.test(capitaliseName(words.at(-1) as string))) words.pop();
      // ("jules from coffee comps": only words that name firms, and "family" or "& co", are the firm's.)
      const firmWord = (w: string) => ORG_END.test(capitaliseName(w)) || /^(?:family|&|co\.?|and|sons)$/.test(w);
      if (words.length === 0 || !words.every(firmWord)) continue;
      const whole = `${name} ${words.join(' ')}`;
      const written = `${known} ${words.map((w) => (w === '&' || w === 'and' ? w : w === 'co' || w === 'co.' ? 'Co' : capitaliseName(w))).join(' ')}`;
      if (!canonical.has(whole)) canonical.set(whole, written);
    }
  // "rohits linkedin post": a person's name with an "s" and no apostrophe is their possessive.
  for (const p of people)
    for (const w of p?.words ?? [])
      if (w.length > 2 && !COMMON_WORD_NAMES.has(w.toLowerCase()) && !isKnownWord(`${w}s`))
        canonical.set(`${w.toLowerCase()}s`, `${w}'s`);
  const replace = replacer(canonical);
  // A request reads the same field more than once (facts, relevance, pronouns): each text is recased once.
  const done = new Map<string, string>();
  return (text: string): string => {
    const known = done.get(text);
    if (known !== undefined) return known;
    const out = capitalisePlaces(
      usPlaces(
        capitalisePeoples(
          institutions(unknownNames(typedOnce(replace(text.replace(/(^|\s)@\s?(?=\p{L})/gu, '$1at '))))),
        ),
      ),
    );
    done.set(text, out);
    return out;
  };
}

/** Words that end a place's or an organisation's name: "oaxaca city", "bastrop county", "moringa school". */
const NAME_END =
  /^(?:city|county|valley|district|province|region|town|village|island|islands|bay|beach|park|school|academy|college|university|institute|hospital|clinic|market|fc|co|ltd|llc|inc|group|cooperative|co-op|trust|foundation)$/;

/** A word the model does not know that reads as a name: not a participle or an adverb ("anonymised", "firstly"). */
const nameLike = (word: string) => !isKnownWord(word) && !/(?:ed|ly)$/.test(word);

/**
 * "a plumber in geelong", "from oaxaca city", "the moringa school cohort": a lower-case word the
 * language model does not know, where a place or a firm's name goes, is a name, written with its
 * capital. Everyday words ("in planning", "at home") are known to the model and stay as typed.
 */
function unknownNames(text: string): string {
  const afterPlace = text.replace(
    // (The run stops before a function word, so "from our workshop in tiradentes" still reaches "in tiradentes".)
    /(?<![\p{L}'’-])(?<!\b(?:my|our|their|his|her|your|its)\s)(in|from|near|around|round|outside|outside of|at|to|across|throughout|between|via|serving|covering|run|runs|own|owns|founded|co-founded|cofounded|started|launched|joined|manage|manages)\s+(?!(?:our|my|the|a|an|their|his|her|its|this|that|your)\b)(\p{Ll}[\p{Ll}-]{2,}(?:\s+(?!(?:in|at|from|to|near|or|the|a|an|of|for|with|on|by)\b)\p{Ll}[\p{Ll}-]+){0,2})(?![\p{L}'’-])/gu,
    (m, opener: string, run: string, offset: number, whole: string) => {
      const words = run.split(/\s+/);
      const firm = /^(?:run|runs|own|owns|founded|co-founded|cofounded|started|launched|joined|manage|manages)$/.test(
        opener,
      );
      // "i run sparkwell electrics - mostly rewires": an unknown word and what the firm does, then a
      // break, is the firm's whole name.
      const ends = /^\s*(?:[-–—,.;:(]|$)/.test(whole.slice(offset + m.length));
      // ("at benokafor.design": a web address keeps its lower case.)
      if (/^[./]\p{L}/u.test(whole.slice(offset + m.length))) return m;
      if (firm && words.length === 2 && nameLike(words[0] ?? '') && ends) return `${opener} ${capitaliseName(run)}`;
      if (!nameLike(words[0] ?? '')) return m;
      let n = 1;
      while (n < words.length && (nameLike(words[n] ?? '') || NAME_END.test(words[n] ?? ''))) n++;
      // "owns harbourside animal clinic": an unknown word, then everyday words up to one that ends a
      // firm's name, is the firm's whole name.
      if (firm && n < 2 && words.length >= 2 && NAME_END.test(words.at(-1) ?? ''))
        return `${opener} ${words.map(capitaliseName).join(' ')}`;
      // After "run" or "own", one unknown word may be shorthand ("run ops"); two are a firm's name.
      if (firm && n < 2) return m;
      // "run borehole maintenance programs": an unknown word before an everyday noun describes it.
      const next = words[n];
      if (next && tokenize(next)[0]?.pos === 'NOUN' && isKnownWord(next)) return m;
      const name = words.slice(0, n).map((w) => (NAME_END.test(w) ? capitaliseName(w) : capitaliseName(w)));
      // "round geelong and torquay": a second place after "and".
      const rest = words.slice(n);
      if (rest[0] === 'and' && rest[1] && nameLike(rest[1]) && rest.length === 2) rest[1] = capitaliseName(rest[1]);
      return [opener, ...name, ...rest].join(' ');
    },
  );
  // "in west auckland", "(east tamaki)": a compass word before a place the model does not know is part of its name.
  const compass = afterPlace.replace(
    /(?<![\p{L}'’-])(north|south|east|west|central|upper|lower|greater|downtown|northern|southern|eastern|western)\s+(\p{Ll}[\p{Ll}-]{2,})(?![\p{L}'’-])/gu,
    (m, side: string, place: string) => (nameLike(place) ? `${capitaliseName(side)} ${capitaliseName(place)}` : m),
  );
  // "a plumber, geelong based": where the sender is based, said in that order.
  const based = compass.replace(
    /(?<![\p{L}'’-])(\p{Ll}[\p{Ll}]{2,})[ -]based(?=\s*(?:[,.;—–-]|$))/gu,
    (m, place: string) => (nameLike(place) ? `based in ${capitaliseName(place)}` : m),
  );
  // "a prosthetics startup, stridewell, in dublin": a word the model does not know, set beside what
  // kind of firm it is, is that firm's name (set25 v11).
  const named = based.replace(
    /(?<=\b(?:startup|company|firm|studio|shop|clinic|bakery|charity|nonprofit|agency|brand|label|app|platform|podcast|band|restaurant|cafe|café|gallery|practice|consultancy),\s)(\p{Ll}[\p{Ll}-]{2,})(?=\s*(?:[,.;)]|$)|\s+(?:in|at|based)\b)/gu,
    (m, word: string) => (nameLike(word) ? capitaliseName(word) : m),
  );
  // "bastrop county", "moringa school": an unknown word before a word that ends a name.
  return named.replace(
    /(?<![\p{L}'’-])(\p{Ll}[\p{Ll}-]{2,})\s+(\p{Ll}+)(?![\p{L}'’-])/gu,
    (m, word: string, end: string) =>
      NAME_END.test(end) && nameLike(word) ? `${capitaliseName(word)} ${capitaliseName(end)}` : m,
  );
}

const US_STATE =
  'AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|ID|IL|IA|KS|KY|LA|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY|DC';

/**
 * "columbus OH", "st. louis, MO": a town typed in lower case before a US state's code is a place,
 * written "Columbus, OH". Only a noun or name the tagger reads there; IN, ME, OK and HI are left out, being words too.
 */
function usPlaces(text: string): string {
  const pattern = new RegExp(
    `(?<![\\p{L}.'’-])((?:st\\.? )?\\p{Ll}{3,}(?: \\p{Ll}{3,})?),? (${US_STATE})(?![\\p{L}])`,
    'gu',
  );
  return text.replace(pattern, (m, town: string, state: string) => {
    const last = tokenize(town).at(-1);
    if (!last || !['NOUN', 'PROPN'].includes(last.pos) || STOP_WORD.test(town.split(' ')[0] ?? '')) return m;
    // "job ID", "sales CO", "the MA": codes that are also other letters take a town the language model
    // does not know ("boise ID", not "job ID").
    if (/^(?:ID|OR|CO|LA|PA|MA|MD|DC)$/.test(state) && town.split(' ').every((w) => isKnownWord(w))) return m;
    return `${capitaliseName(town)}, ${state}`;
  });
}

/** Words that are peoples or languages only when typed with a capital ("black coffee", "native plants"). */
/** Words that end only an institution's name, never an everyday phrase: "the atlas livestock foundation". */
const INSTITUTION_END =
  /^(?:foundation|trust|institute|fund|society|federation|alliance|coalition|ministry|bureau|commission|museum|gallery|festival|grocers|books)$/;

/** Words before an institution's last word that make it a kind, not a name ("the local trust", "a new fund"). */
const KIND_WORD =
  /^(?:local|national|regional|state|city|county|community|family|small|big|large|new|old|same|other|main|whole|global|international|public|private|charitable|land|housing|health|arts|research|film|book|music|food|our|my|their|his|her|your|its)$/;

/**
 * Institutions typed in lower case, named by how their names are built: "the atlas livestock
 * foundation" (a run after "the" ending in a word only institutions end with), "ministry of
 * agriculture", "harvest & co grocers", "(paper lantern books)" after what the sender runs (acronyms
 * typed in lower case are `ACRONYMS` in language/text.ts). Everyday phrases ("the local council", "a small press")
 * stay as typed.
 */
/** Words that end the name of an event people go to: "eastside lights fest", "transport logistic expo". */
const EVENT_END = /^(?:fest|festival|expo|summit|conference|convention)$/;

/** Words that end a place's name after a name typed with its capital: "Glasgow City council", "the Rosewater estate". */
const NAMED_PLACE_END = /^(?:council|estate|winery|vineyard|brewery|museum|gallery)$/;

function institutions(text: string): string {
  const title = (run: string) =>
    run
      .split(' ')
      .map((w, i) =>
        i > 0 && /^(?:of|and|the|for|&|on|in|de|la|del)$/.test(w) ? w : w === 'co' ? 'Co' : capitaliseName(w),
      )
      .join(' ');
  return (
    text
      .replace(
        // "for eastside lights fest", "at the kiwa summit": an event with a name-like word in it is named.
        /(?<![\p{L}'’-])((?:for|at|to|from|of|the)\s+)((?:\p{Ll}[\p{Ll}'’-]+\s+){1,3}(\p{Ll}+))(?![\p{L}'’-])/gu,
        (m, before: string, run: string, end: string) => {
          const words = run.split(/\s+/).slice(0, -1);
          if (!EVENT_END.test(end) || words.some((w) => KIND_WORD.test(w) || STOP_WORD.test(w))) return m;
          return end === 'fest' || words.some(nameLike) ? `${before}${title(run)}` : m;
        },
      )
      // "Glasgow City council", "the Rosewater estate": a name typed with its capital, and the word that
      // ends it typed without.
      .replace(
        /(?<=(?:^|[^.!?]\s)\p{Lu}[\p{Ll}'’-]+(?:\s+\p{Lu}[\p{Ll}'’-]+)*\s+)(\p{Ll}+)(?![\p{L}'’-])/gu,
        (m, end: string, offset: number, whole: string) => {
          if (!NAMED_PLACE_END.test(end)) return m;
          const name = /(\p{Lu}[\p{Ll}'’-]+)\s+$/u.exec(whole.slice(0, offset))?.[1] ?? '';
          // (Not a place before it: "our Lisbon gallery" is the gallery in Lisbon.)
          return name &&
            ((!isKnownWord(name) && !isPlace(name)) || /^(?:City|County|Borough|District|Regional|State)$/.test(name))
            ? capitaliseName(end)
            : m;
        },
      )
      .replace(
        /(?<![\p{L}'’-])(the\s+)((?:\p{Ll}[\p{Ll}'’-]+\s+){1,3}(\p{Ll}+))(?![\p{L}'’-])/gu,
        (m, the: string, run: string, end: string) => {
          const words = run.split(/\s+/);
          if (!INSTITUTION_END.test(end) || words.slice(0, -1).some((w) => KIND_WORD.test(w) || STOP_WORD.test(w)))
            return m;
          return `${the}${title(run)}`;
        },
      )
      // "all over county clare", "machakos county": a county named by a word that is no English word.
      .replace(/(?<![\p{L}'’-])county (\p{Ll}[\p{Ll}'’-]+)(?![\p{L}'’-])/gu, (m, name: string) =>
        isKnownWord(name) || STOP_WORD.test(name) ? m : `County ${capitaliseName(name)}`,
      )
      // (Not a name of two words, "prince george county", nor of two letters, "la county": left as typed.)
      .replace(/(?<![\p{L}'’-])(?<!\p{Ll}{2,} )(\p{Ll}[\p{Ll}'’-]{2,}) county(?![\p{L}'’-])/gu, (m, name: string) =>
        isKnownWord(name) || STOP_WORD.test(name) ? m : `${capitaliseName(name)} County`,
      )
      .replace(
        /(?<![\p{L}'’-])(ministry|department|faculty|bureau) of ((?:the\s+)?\p{Ll}[\p{Ll}-]+(?:\s+(?:and|&)\s+\p{Ll}[\p{Ll}-]+(?:\s+\p{Ll}[\p{Ll}-]+)?)?)(?![\p{L}'’-])/gu,
        (_, head: string, field: string) => `${capitaliseName(head)} of ${title(field)}`,
      )
      .replace(
        /(?<![\p{L}'’-])(\p{Ll}[\p{Ll}'’-]+)\s+(&|and)\s+co\.?(\s+\p{Ll}+)?(?![\p{L}'’-])/gu,
        (m, name: string, and: string, tail: string | undefined) => {
          if (STOP_WORD.test(name)) return m;
          const last = tail?.trim();
          const kept =
            last && !STOP_WORD.test(last) && tokenize(last)[0]?.pos === 'NOUN'
              ? ` ${capitaliseName(last)}`
              : (tail ?? '');
          return `${capitaliseName(name)} ${and} Co${kept}`;
        },
      )
      .replace(/\((\p{Ll}[\p{Ll}'’-]+(?:\s+\p{Ll}[\p{Ll}'’-]+){1,3})\)/gu, (m, run: string) => {
        const words = run.split(/\s+/);
        const end = capitaliseName(words.at(-1) as string);
        if (!(ORG_END.test(end) || INSTITUTION_END.test(end.toLowerCase())) || words.some((w) => STOP_WORD.test(w)))
          return m;
        return `(${title(run)})`;
      })
  );
}
