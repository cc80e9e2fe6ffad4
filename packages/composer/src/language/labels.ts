/**
 * A field typed as a form with labels: "Why her: she led the Series A in Pulsewell", "Traction: 210
 * practices live", "Pilot results: 31% fewer readmissions", "research interest: nerve blocks". The
 * writer pasted the label into its frames ("introduce me to Tove Dahl, why her: she led …?", "I can
 * offer pilot results: 31% fewer …"), and a colon mid-sentence was quoted in a reader's defect in 77%
 * of the 197 read sentences that had one (bench/reading/quoted.ts, session 21). Each label is read by
 * what it does:
 * - one that only announces what follows ("Why me:", "Background:", "Context:") is left out;
 * - one that names results, with a figure after it, is said as what they showed ("Our pilot results
 *   showed 31% fewer readmissions": in the past, because the tagger reads "results show" as a noun);
 * - one that names the sender's own field ("research interest:", "day job:") is said with "My … is";
 * - any other is kept as typed (where the rest is a clause of its own, the sentence frames read it).
 * Only a label at the start of a field or a sentence is read; "coffee re: pricing" is not one.
 */

/** Labels that announce what follows and say nothing themselves. */
const ANNOUNCES =
  /^(?:why(?: (?:me|her|him|them|us|this|now|you|they|she|he|it))?|about(?: me| us)?|background|context|note|notes|fyi|tl;?dr|summary|bio|details|reason|relevance|relevant|ps|update|ask|the ask|my ask|goal|purpose|value|offer|what i (?:can )?offer|in return|what['’]s in it for (?:her|him|them|you)|how we know each other|connection|link|who)$/i;

/** Labels that announce the sender's own progress: what follows is said as typed, without them. */
const PROGRESS = /^(?:traction|status|progress|stage|team|funding|raised|revenue|numbers so far|so far|highlights)$/i;

/** Labels that name results, which a figure after them shows: "pilot results", "clinical outcomes data". */
const RESULTS =
  /^(?:(?:[\p{L}-]+ ){0,2}(?:results|outcomes|outcome data|data|numbers|figures|findings|metrics|stats|statistics|evidence|impact))$/iu;
/** What a result says: a figure, a share or a change ("31% fewer", "~40% cut", "2x faster", "down 22%"). */
const SHOWN = /^(?:~|about |around |over |nearly |up to |up |down |a |an )?(?:\d|[+-]\d|one |two |three |half )/i;

/**
 * Labels that name the sender's own field of work: "My research interest is …". ("thesis:", "focus:"
 * and "interests:" are said by the bio's own reading, "My thesis is on …".)
 */
const OWN_FIELD =
  /^(?:(?:main |current |primary )?(?:research interest|research area|research field|specialty|speciality|expertise|day job|side project|niche))$/i;

/** A label: one to four words, no sentence punctuation, then a colon and a space. */
const LABEL = /(^|[.!?;]\s+|\n\s*)([\p{L}][\p{L}'’ -]{0,40}?):\s+(?=\S)/gu;

/** Whether what comes before the label starts a sentence (the field's start, or after ".", "!" or "?"). */
const sentenceStart = (before: string) => before === '' || /[.!?]\s+$|\n\s*$/.test(before);

export function unlabel(text: string): string {
  let out = '';
  let from = 0;
  for (const m of text.matchAll(LABEL)) {
    const [whole, before = '', typed = ''] = m;
    const label = typed.trim();
    const at = m.index ?? 0;
    const rest = text.slice(at + whole.length);
    const start = sentenceStart(before);
    if (label.split(/\s+/).length > 4) continue;
    let said: string | undefined;
    if (ANNOUNCES.test(label) || PROGRESS.test(label)) {
      // (What follows starts the sentence the label started: its first letter is a capital there.)
      out += text.slice(from, at) + before + (start ? rest.charAt(0).toUpperCase() : rest.charAt(0));
      from = at + whole.length + 1;
      continue;
    } else if (RESULTS.test(label) && SHOWN.test(rest)) {
      const head = label.replace(/^(?:our|my)\s+/i, '').toLowerCase();
      said = `${start ? 'Our' : 'our'} ${head} showed `;
    } else if (OWN_FIELD.test(label)) {
      const head = label.toLowerCase();
      said = `${start ? 'My' : 'my'} ${head} is `;
    }
    if (said === undefined) continue;
    out += text.slice(from, at) + before + said;
    from = at + whole.length;
  }
  return out + text.slice(from);
}
