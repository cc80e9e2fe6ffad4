/**
 * A field typed as a form with labels: "Why her: she led the Series A in Pulsewell", "Traction: 210
 * practices live", "Pilot results: 31% fewer readmissions", "research interest: nerve blocks". The
 * writer pasted the label into its frames ("introduce me to Tove Dahl, why her: she led …?", "I can
 * offer pilot results: 31% fewer …"), and a colon mid-sentence was quoted in a reader's defect in 77%
 * of the 197 read sentences that had one (bench/reading/quoted.ts, session 21). Each label is read by
 * what it does, and by whose field it was typed in (facts/facts.ts `withoutLabels`):
 * - one that only announces what follows ("Why me:", "Background:", "Goal:") is left out, anywhere;
 * - in the sender's own fields (the bio, what they offer), one that names their progress is said as
 *   a sentence ("Raised: $500k" -> "We've raised $500k", "Stage: pre-seed" -> "We're at the pre-seed
 *   stage") or left out where what follows says it ("Traction: 210 practices live");
 * - there too, one that names results is said as what they showed when a change follows ("Our pilot
 *   results showed 31% fewer readmissions": in the past, because the tagger reads "results show" as a
 *   noun), and left out before what is offered ("Data: 5 years of shipping records");
 * - in the bio, one that names the sender's field ("research interest:", "day job:") is "My … is";
 * - any other is kept as typed: in the target's relevance, "Research area: batteries" is theirs.
 * Only a label at the start of a field or a sentence is read; "coffee re: pricing" is not one.
 */

/** Labels that announce what follows and say nothing themselves. */
const ANNOUNCES =
  /^(?:why(?: (?:me|her|him|them|us|this|now|you|they|she|he|it))?|about(?: me| us)?|background|context|note|notes|fyi|tl;?dr|summary|bio|details|reason|relevance|relevant|ps|update|ask|the ask|my ask|goal|purpose|value|offer|what i (?:can )?offer|in return|what['’]s in it for (?:her|him|them|you)|how we know each other|connection|link|who)$/i;

/** A figure, or a word for money, at the start of what follows a label. */
const FIGURE = /^(?:~|about |around |over |nearly |almost |approx\.? )?[$€£₦¥₹]?\d/i;

/** A round by its name: "pre-seed extension", "Series A". */
const ROUND = /^(?:pre-?seed|seed|series [a-e]|bridge|friends (?:and|&) family)\b/i;

/** The sender's progress, each said as a sentence when a figure follows, or left out before a sentence of its own. */
const PROGRESS: readonly [RegExp, (rest: string) => string][] = [
  [/^(?:traction|status|progress|highlights|so far|numbers so far|numbers)$/i, () => ''],
  [/^(?:raised|funding|raised so far|funding so far)$/i, (rest) => (FIGURE.test(rest) ? "We've raised " : '')],
  [/^(?:revenue|sales|arr|mrr)$/i, (rest) => (FIGURE.test(rest) ? 'Our revenue is ' : '')],
  // ("Team: 14, ex-Paystack and Interswitch": a bare count is the team's size too; "We have 14, …" in set26.)
  [
    /^(?:team|team size|headcount)$/i,
    (rest) =>
      /^\d+(?:\s+(?:people|staff|employees|of us)\b|(?=[,;.]|\s*$|\s*\())/i.test(rest) ? "We're a team of " : '',
  ],
  // "Raising: $1.2M pre-seed extension": what the sender is raising, a round ("We're raising: $1.2M" in set26).
  [
    /^(?:raising|now raising|currently raising|fundraising)$/i,
    (rest) =>
      FIGURE.test(rest) || ROUND.test(rest)
        ? `We're raising ${/^\S+\s+\p{L}/u.test(rest) && !/^\S+\s+(?:for|to|from|at|on|in)\b/i.test(rest) ? 'a ' : ''}`
        : '',
  ],
];

/** "Stage: pre-seed", "Stage: Series A": the stage, a word or two up to the sentence's end. */
const STAGE = /^([\p{L}-]+(?: [A-E])?)(?=[.;!?]|\s*$)/u;

/** Labels that name results, which a change after them shows: "pilot results", "clinical outcomes data". */
const RESULTS =
  /^(?:(?:[\p{L}-]+ ){0,2}(?:results|outcomes|outcome data|data|numbers|figures|findings|metrics|stats|statistics|evidence|impact))$/iu;
/** What a result says: a share or a change ("31% fewer", "~40% cut", "2x faster", "down 22%"), not a count of things. */
const SHOWN =
  /^(?:~|about |around |over |nearly |up to )?(?:(?:up|down) \d|\d+(?:\.\d+)?\s?(?:%|x\b|times\b)|\d[\d,.]*\s+(?:fewer|more|less|faster|lower|higher)\b)/i;

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

/** Whose words a field holds: the sender's own ("bio", "value"), or about someone else or the ask. */
export type LabelledField = 'bio' | 'value' | 'other';

export function unlabel(text: string, field: LabelledField = 'other'): string {
  let out = '';
  let from = 0;
  for (const m of text.matchAll(LABEL)) {
    const [whole, before = '', typed = ''] = m;
    const label = typed.trim();
    const at = m.index ?? 0;
    const rest = text.slice(at + whole.length);
    const start = sentenceStart(before);
    if (label.split(/\s+/).length > 4) continue;
    const own = field !== 'other';
    const progress = own ? PROGRESS.find(([name]) => name.test(label))?.[1](rest) : undefined;
    const stage = own && /^stage$/i.test(label) ? STAGE.exec(rest) : null;
    if (stage) {
      out += `${text.slice(from, at)}${before}We're at the ${stage[1]} stage`;
      from = at + whole.length + (stage[1]?.length ?? 0);
      continue;
    }
    let said: string | undefined;
    if (ANNOUNCES.test(label)) said = '';
    else if (progress !== undefined) said = progress;
    else if (own && RESULTS.test(label)) {
      // ("Data: 5 years of shipping records": what follows names what is offered; the label goes.)
      const head = label.replace(/^(?:our|my)\s+/i, '').toLowerCase();
      said = SHOWN.test(rest) ? `${start ? 'Our' : 'our'} ${head} showed ` : '';
    } else if (field === 'bio' && OWN_FIELD.test(label)) said = `${start ? 'My' : 'my'} ${label.toLowerCase()} is `;
    // "portfolio: benokafor.design": where the sender's work is ("Portfolio: benokafor.design." stood
    // alone in session 22's proofreading).
    else if (own && start && /^(?:portfolio|website|site|web|blog|github|demo)$/i.test(label) && /^\S+\.\S+/.test(rest))
      said = `My ${label.toLowerCase()} is at `;
    if (said === undefined) continue;
    out += text.slice(from, at) + before + said;
    from = at + whole.length;
  }
  return out + text.slice(from);
}
