/**
 * A person named in typed text, rewritten as the reader: "Sanjay was my manager" to Sanjay is "you
 * were my manager"; "Nora runs ops" in Nora's own note is "I run ops". The verb after the new
 * subject agrees with it.
 */
import { isKnownWord, join, type Token } from './nlp';
import { isVerbReadAsNoun, ROLE_END } from './phrase';

/** The verb form after "you", "we" or "I": "was" -> "were", "is" -> "are"/"am", "runs" -> "run". */
function agree(verb: Token, subject: 'you' | 'I' | 'we', next: Token | undefined): string {
  const w = verb.text.toLowerCase();
  const plural = subject !== 'I';
  if (w === 'was') return plural ? 'were' : 'was';
  if (w === 'is') return plural ? 'are' : 'am';
  if (w === "'s" || w === '’s') {
    if (next && /(?:ed|en|been|done|had|made|got)$/.test(next.text) && next.pos !== 'ADJ') return "'ve";
    return subject === 'I' ? "'m" : "'re";
  }
  if (w === 'has') return 'have';
  if (w === 'does') return 'do';
  // "Beth says he's generous" to Beth: "you mentioned he's generous".
  if (subject === 'you' && /^(?:says|said|mentioned|mentions|thinks|told me|heard)$/.test(w)) return 'mentioned';
  if ((verb.pos === 'VERB' || verb.pos === 'NOUN') && /s$/.test(w) && verb.lemma !== w && !/ed$/.test(w))
    return verb.lemma;
  return verb.text;
}

/** Whether the "'s" at `k` is a possessive ("Sanjay's team") rather than "is" or "has" ("Gideon's been"). */
export function isPossessiveS(tokens: readonly Token[], k: number): boolean {
  const s = tokens[k];
  if (!s || !/^['’]s$/.test(s.text)) return false;
  const next = tokens[k + 1];
  return (
    !!next && (next.pos === 'NOUN' || next.pos === 'PROPN' || (next.pos === 'ADJ' && tokens[k + 2]?.pos === 'NOUN'))
  );
}

export interface NameMatch {
  /** The words that refer to the person, lower-cased ("sanjay", "mehta"). */
  words: readonly string[];
}

/** A word without its accents, in lower case: "Léa" typed as "lea" is the same name (set18's readers). */
const foldedWords = new Map<string, string>();
const folded = (word: string) => {
  // (Called for every token against every name word: a word's folded form is kept, bounded.)
  let out = foldedWords.get(word);
  if (out === undefined) {
    out = /[^ -~]/.test(word) ? word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase() : word.toLowerCase();
    if (foldedWords.size > 5000) foldedWords.clear();
    foldedWords.set(word, out);
  }
  return out;
};

/**
 * Whether a typed word is one of a person's name words, whatever its accents or case, or the short
 * form of their first name ("Funmi" for Funmilayo, "Tolu" for Toluwani; set19's readers found "I know
 * Funmilayo Adebayo because funmi managed me"). A short form that is an everyday word ("Will" for
 * William) stays a word unless typed with its capital.
 */
export const isNameWord = (word: string, words: readonly string[]) => {
  const typed = folded(word);
  if (words.some((w) => folded(w) === typed)) return true;
  const first = words[0];
  return (
    !!first &&
    typed.length >= 3 &&
    first.length > typed.length + 1 &&
    folded(first).startsWith(typed) &&
    /^\p{L}+$/u.test(typed) &&
    // ("Tolu" typed with its capital is a name, though "tolu" is a balsam.)
    (/^\p{Lu}\p{Ll}+$/u.test(word) || !isKnownWord(typed))
  );
};

/** Words inside a name that are ordinary words alone: "de la Fuente", "van der Berg", "bin Salleh". */
const NAME_PARTICLES: ReadonlySet<string> = new Set(
  'de la le las los del della di da das dos do du van von der den ter ten bin binti ibn al el st'.split(' '),
);

const isNameToken = (t: Token, who: NameMatch) => isNameWord(t.text, who.words);

/**
 * "Min-jun's former boss": the tagger splits a hyphenated name at its hyphen; read as one token, it
 * is the person's name (set17's reader found "min-jun's former boss" in a note to Min-jun).
 */
export function hyphenatedNames(tokens: readonly Token[], who: NameMatch): readonly Token[] {
  if (!who.words.some((w) => w.includes('-'))) return tokens;
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const [a, dash, b] = [tokens[i] as Token, tokens[i + 1], tokens[i + 2]];
    if (
      dash &&
      /^[-‐]$/.test(dash.text) &&
      !dash.space &&
      b &&
      !b.space &&
      isNameToken({ ...a, text: `${a.text}-${b.text}` }, who)
    ) {
      out.push({ ...a, text: `${a.text}-${b.text}`, pos: 'PROPN' });
      i += 2;
    } else out.push(a);
  }
  return out;
}

/**
 * Rewrites a phrase so that a person it names in the third person is addressed as "you", or becomes
 * the writer ("I"): "Sanjay was my manager" -> "you were my manager", "Gideon's been on our board"
 * -> "you've been on our board", "Sanjay's team" -> "your team". Returns the text unchanged when the
 * person is not named.
 */
export function toPerson(typed: readonly Token[], who: NameMatch, person: 'you' | 'I'): string {
  const tokens = hyphenatedNames(typed, who);
  const out: Token[] = [];
  let changed = false;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    if (!isNameToken(t, who)) {
      out.push(t);
      continue;
    }
    // "Hart Family Dental": the name is part of another name, not the person.
    let end = i;
    while (end + 1 < tokens.length && isNameToken(tokens[end + 1] as Token, who)) end++;
    const span = tokens.slice(i, end + 1).map((n) => folded(n.text));
    // "la marea" (a band) in a note to Inés de la Fuente: a name's particle alone is a word, not the person.
    if (span.every((w) => NAME_PARTICLES.has(w))) {
      out.push(t);
      continue;
    }
    // "vineyards in Mendoza" in Carlos Mendoza's own bio: a surname alone after "in" is a place.
    if (
      !span.includes(folded(who.words[0] ?? '')) &&
      /^(?:in|near|from|around|outside|across)$/i.test(out[out.length - 1]?.text ?? '') &&
      !isPossessiveS(tokens, end + 1)
    ) {
      out.push(t);
      continue;
    }
    const follower = tokens[end + 1];
    // ("qureshi textiles", "hartley & co" in the sender's own bio, typed in lower case: their name before a noun is the firm's.)
    const firm =
      person === 'I' &&
      !!follower &&
      (follower.text === '&' ||
        (/^\p{Ll}/u.test(follower.text) &&
          (follower.pos === 'NOUN' || (/ing$/.test(follower.text) && tokens[end + 2]?.pos === 'NOUN'))));
    // ("Hofladen Hartmann", "Furlong's Bakery", "'Walsh's Gouda'" in the sender's own bio: a capitalised
    // word before the name, or after its "'s", makes it a firm's or a product's; "I own my Bakery" and
    // "Hofladen I" in session 24's proofreading.)
    const before = out[out.length - 1];
    const named =
      person === 'I' &&
      ((!!before &&
        /^\p{Lu}/u.test(before.text) &&
        before.text !== 'I' &&
        out.length > 1 &&
        !/[.!?]$/.test(out[out.length - 2]?.text ?? '') &&
        !/^(?:Dr|Mr|Mrs|Ms|Mx|Prof|Professor)\.?$/.test(before.text)) ||
        (isPossessiveS(tokens, end + 1) &&
          /^\p{Lu}/u.test(tokens[end + 2]?.text ?? '') &&
          tokens[end + 2]?.text !== 'I'));
    if (
      // ("Bakare Cleaning", which the tagger reads as a verb: a capitalised word after the name is the firm's.)
      (follower && /^\p{Lu}/u.test(follower.text) && follower.text !== 'I' && !isNameToken(follower, who)) ||
      firm ||
      named
    ) {
      out.push(t);
      continue;
    }
    // Swallow a title before the name ("Prof Desai's student" -> "your student") and the rest of it ("Sanjay Mehta").
    let space = t.space;
    if (/^(?:prof|professor|dr|mr|mrs|ms|mx)\.?$/i.test(out[out.length - 1]?.text ?? ''))
      space = (out.pop() as Token).space;
    let j = i;
    while (j + 1 < tokens.length && isNameToken(tokens[j + 1] as Token, who)) j++;
    const after = tokens[j + 1];
    const lead = out.length === 0 || /[.!?]$/.test(out[out.length - 1]?.text ?? '');
    const cap = (w: string) => (lead ? w[0]?.toUpperCase() + w.slice(1) : w);
    // "Priya and I were" -> "we were".
    if (after?.text.toLowerCase() === 'and' && tokens[j + 2]?.text === 'I' && person === 'you') {
      out.push({ ...t, space, text: cap('we') });
      i = j + 2;
      changed = true;
      continue;
    }
    const possessive = isPossessiveS(tokens, j + 1);
    const prevWord = out[out.length - 1]?.text.toLowerCase();
    // "booked out six weeks per Ray" -> "booked out six weeks, as you mentioned".
    // ("per Rohit's post" is "per your post": the possessive below.)
    // ("…, according to Malcolm" is said the same way.)
    const according = prevWord === 'to' && out[out.length - 2]?.text.toLowerCase() === 'according';
    if (person === 'you' && (prevWord === 'per' || prevWord === 'via' || according) && !possessive) {
      out.pop();
      if (according) out.pop();
      // "per Danielle they still schedule on spreadsheets" -> "you mentioned they still schedule…".
      if (out.length === 0) {
        out.push({ ...t, text: 'you mentioned', space: '' });
        // ("according to Sam, she is hiring": no comma after "you mentioned".)
        i = tokens[j + 1]?.text === ',' ? j + 1 : j;
        changed = true;
        continue;
      }
      // "…, per Jules he's hiring": what follows is a clause, so "and you mentioned he's hiring".
      const clause = /^(?:he|she|they|it|we|i)(?:['’]s|['’]re|['’]d)?$/i.test(tokens[j + 1]?.text ?? '');
      const afterComma = out[out.length - 1]?.text === ',';
      if (clause) {
        if (afterComma) out.pop();
        out.push({ text: ',', pos: 'PUNCT', lemma: ',', space: '' });
        out.push({ ...t, text: 'and you mentioned', space: ' ' });
        i = j;
        changed = true;
        continue;
      }
      out.push({ ...t, text: 'as you mentioned', space: t.space });
      if (out.length > 1) (out[out.length - 1] as Token).space = '';
      // One comma before it, not two ("Brightpath, per Jules" -> "Brightpath, as you mentioned").
      if (!afterComma) out.splice(out.length - 1, 0, { text: ',', pos: 'PUNCT', lemma: ',', space: '' });
      (out[out.length - 1] as Token).space = ' ';
      i = j;
      changed = true;
      continue;
    }
    if (possessive) {
      out.push({ ...t, space, text: cap(person === 'you' ? 'your' : 'my') });
      i = j + 1;
      changed = true;
      continue;
    }
    const prev = out[out.length - 1];
    // ("as Zoë knows": after "as", "than", "because" the name is a subject.)
    const isObject =
      prev && ((prev.pos === 'ADP' && !/^(?:as|than|because|while|when|if)$/i.test(prev.text)) || prev.pos === 'VERB');
    out.push({ ...t, space, text: isObject ? (person === 'you' ? 'you' : 'me') : cap(person) });
    changed = true;
    // "Kari shops there": "shops", read by the tagger as a noun, is the verb.
    const nounVerb = isVerbReadAsNoun(after, tokens[j + 2]);
    const verbAfter =
      after && (after.pos === 'AUX' || after.pos === 'VERB' || nounVerb || (/^['’]s$/.test(after.text) && !possessive));
    if (verbAfter && after && !isObject) {
      const form = agree(after, person, tokens[j + 2]);
      const contracted = form.startsWith("'");
      out.push({ ...after, text: form, space: contracted ? '' : after.space });
      i = j + 1;
      continue;
    }
    // "Mia now works with them": the verb after an adverb agrees too ("you now work", not "you now
    // works" as set18's readers found).
    const verb = tokens[j + 2];
    if (
      after?.pos === 'ADV' &&
      /^(?:now|still|also|already|just|currently|recently|often|usually|mostly|really|regularly)$/i.test(after.text) &&
      verb &&
      (verb.pos === 'VERB' || verb.pos === 'AUX') &&
      !isObject
    ) {
      out.push(after, { ...verb, text: agree(verb, person, tokens[j + 3]).replace(/^['’]/, '') });
      i = j + 2;
      continue;
    }
    i = j;
  }
  if (!changed) return join(tokens);
  // "you freelance for them and says they're short": what the person said, after "you", is "mentioned".
  // ("a former student of prof Cláudia": "a former student of yours", not "of you".)
  return person === 'you'
    ? secondVerbAgrees(
        join(out)
          .replace(/^((?:since )?you\b[^.]*?\band )(?:says|said|mentions|mentioned|thinks)\b/i, '$1mentioned')
          .replace(/\b([\p{L}-]+) of you\b/giu, (m, word: string) =>
            ROLE_END.test(word) || /^(?:friend|colleague|mentee|fan|classmate|alum)s?$/i.test(word)
              ? `${word} of yours`
              : m,
          ),
      )
    : join(out);
}

const PLURAL_FORM: Record<string, string> = {
  has: 'have',
  "hasn't": "haven't",
  'hasn’t': 'haven’t',
  is: 'are',
  "isn't": "aren't",
  'isn’t': 'aren’t',
  was: 'were',
  "wasn't": "weren't",
  'wasn’t': 'weren’t',
  does: 'do',
  "doesn't": "don't",
  'doesn’t': 'don’t',
};

/**
 * "you're starting a doc and hasn't locked an editor yet": the second verb of "you … and …", with no
 * other subject between, agrees with "you" too (set18's readers marked "and hasn't").
 */
export function secondVerbAgrees(text: string): string {
  return text.replace(
    /((?:^|\b(?:that|since|because|as|when|if)\s)you(?:['’]re|['’]ve| are| have)?\b(?:(?!\b(?:she|he|they|it|we|I|who|which|that|her|him|them)\b)[^.,;])*?\band )(has|hasn['’]t|is|isn['’]t|was|wasn['’]t|does|doesn['’]t)\b/gi,
    (_, before: string, verb: string) => `${before}${PLURAL_FORM[verb.toLowerCase()] ?? verb}`,
  );
}

/** Whether the phrase names the person. */
export function mentions(tokens: readonly Token[], who: NameMatch): boolean {
  return hyphenatedNames(tokens, who).some((t) => isNameToken(t, who));
}
