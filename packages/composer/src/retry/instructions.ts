/**
 * Retry instructions as data: one table of { pattern, instruction, describe, apply }. Applying the
 * instructions is a reducer over the style; a new instruction is one row. What no row matches
 * comes back to the user in plain words (RUBRIC.md "Retry").
 */
import { UNITS } from '../gate/numbers';
import type { Style } from '../plan/style';

export interface Instruction {
  /** Matches one clause of what the user typed, whole. */
  pattern: RegExp;
  /** A stable name, for tests and logs. */
  instruction: string;
  /** What was done, in plain words, for a note when it changed nothing. */
  describe: string;
  apply: (style: Style, match: RegExpExecArray) => Style;
}

const toNumber = (s: string | undefined) => (s ? (UNITS[s.toLowerCase()] ?? Number.parseInt(s, 10)) : Number.NaN);

const clamp = (n: number) => Math.max(-2, Math.min(2, n));
const set =
  <K extends keyof Style>(key: K, value: Style[K]) =>
  (s: Style): Style => ({ ...s, [key]: value });

const A =
  '(?:make\\s+it\\s+|be\\s+|sound\\s+|please\\s+|a\\s+(?:bit|little|lot)\\s+|much\\s+|slightly\\s+|way\\s+|more\\s+)*';
const re = (body: string) => new RegExp(`^${A}(?:${body})(?:\\s+please)?$`, 'i');
const NOTE =
  '(?:the\\s+)?(?:forwardable\\s+|forward(?:ed)?\\s+|fwd\\s+)?(?:note|blurb|block|section|part|email)(?:\\s+(?:to|for)\\s+(?:forward|\\w+))?';
const CAL = '(?:the\\s+|my\\s+|a\\s+)?(?:calendly|calendar|booking|scheduling)(?:\\s+(?:link|url))?';

export const INSTRUCTIONS: readonly Instruction[] = [
  // Length
  {
    pattern: re(
      'much\\s+shorter|way\\s+shorter|a\\s+lot\\s+shorter|as\\s+short\\s+as\\s+possible|very\\s+short|super\\s+short',
    ),
    instruction: 'much-shorter',
    describe: 'made it much shorter',
    apply: (s) => ({ ...s, length: -2, maxSentences: s.maxSentences ?? 3 }),
  },
  {
    pattern: re(
      'shorter|short|brief(?:er)?|more\\s+concise|concise|tighter|trim\\s+it|cut\\s+it\\s+down|less\\s+wordy|too\\s+long|keep\\s+it\\s+brief',
    ),
    instruction: 'shorter',
    describe: 'made it shorter',
    apply: (s) => ({ ...s, length: clamp(Math.min(s.length, 0) - 1) }),
  },
  {
    pattern: re(
      'longer|more\\s+detail(?:ed)?|more\\s+detail|expand(?:\\s+it)?|add\\s+more\\s+detail|too\\s+short|elaborate',
    ),
    instruction: 'longer',
    describe: 'made it longer',
    apply: (s) => ({ ...s, length: clamp(Math.max(s.length, 0) + 1), maxSentences: undefined, maxWords: undefined }),
  },
  {
    pattern: re(
      '(?:in\\s+|to\\s+|at\\s+most\\s+|max(?:imum)?\\s+|only\\s+|just\\s+)?(\\d+|one|two|three|four|five|six|seven|eight|nine|ten)\\s+sentences?(?:\\s+(?:long|max|only))?',
    ),
    instruction: 'n-sentences',
    describe: 'kept the note to your introducer to that many sentences',
    apply: (s, m) => ({ ...s, maxSentences: toNumber(m[1]) }),
  },
  {
    pattern: re(
      '(?:under|below|less\\s+than|fewer\\s+than|at\\s+most|max(?:imum)?|no\\s+more\\s+than|within)\\s+(\\d+)\\s+words?',
    ),
    instruction: 'max-words',
    describe: 'kept it within that many words',
    apply: (s, m) => ({ ...s, maxWords: Math.max(10, toNumber(m[1])) }),
  },
  // Tone
  {
    pattern: re('(?:more\\s+)?(?:formal|professional|polished)|less\\s+casual|more\\s+formal'),
    instruction: 'formal',
    describe: 'made it more formal',
    apply: set('tone', 'formal'),
  },
  {
    pattern: re('(?:more\\s+)?(?:casual|informal|relaxed|laid[- ]back|chill)|less\\s+formal|less\\s+stiff'),
    instruction: 'casual',
    describe: 'made it more casual',
    apply: set('tone', 'casual'),
  },
  {
    pattern: re('(?:more\\s+)?(?:warm(?:er)?|friendl(?:y|ier)|personal|heartfelt)|less\\s+cold'),
    instruction: 'warmer',
    describe: 'made it warmer',
    apply: set('tone', 'warm'),
  },
  {
    pattern: re('(?:more\\s+)?(?:confident|assertive|bold(?:er)?|assured)|less\\s+(?:hesitant|apologetic|timid)'),
    instruction: 'confident',
    describe: 'made it more confident',
    apply: set('stance', 'confident'),
  },
  {
    pattern: re('(?:more\\s+)?(?:humble|modest|deferential)|less\\s+(?:pushy|demanding|arrogant|confident)'),
    instruction: 'humble',
    describe: 'made it more humble',
    apply: set('stance', 'humble'),
  },
  {
    pattern: re(
      '(?:more\\s+)?(?:direct|to\\s+the\\s+point|straightforward|blunt)|get\\s+to\\s+the\\s+point|less\\s+fluff(?:y)?',
    ),
    instruction: 'direct',
    describe: 'made it more direct',
    apply: set('direct', true),
  },
  {
    pattern: re(
      'less\\s+(?:salesy|sales-y|pitchy|promotional|hard[- ]sell)|not\\s+(?:so\\s+)?salesy|(?:more\\s+)?(?:subtle|low[- ]key)',
    ),
    instruction: 'less-salesy',
    describe: 'toned down the pitch',
    apply: set('soft', true),
  },
  // Format
  {
    pattern: re(
      '(?:use\\s+|in\\s+|as\\s+|with\\s+|add\\s+)?(?:bullet(?:ed)?\\s+(?:points?|list)|bullets?)|(?:as\\s+a\\s+)?list',
    ),
    instruction: 'bullets',
    describe: 'used bullet points',
    apply: set('format', 'bullets'),
  },
  {
    pattern: re('no\\s+bullets?(?:\\s+points?)?|without\\s+bullets|remove\\s+(?:the\\s+)?bullets?(?:\\s+points?)?'),
    instruction: 'no-bullets',
    describe: 'took out the bullet points',
    apply: set('format', 'paragraphs'),
  },
  {
    pattern: re(
      '(?:as\\s+|in\\s+|into\\s+)?(?:one|a\\s+single|a\\s+plain|plain|single)\\s+paragraph|plain\\s+text|no\\s+paragraphs',
    ),
    instruction: 'single-paragraph',
    describe: 'wrote the note to your introducer as one paragraph',
    apply: set('format', 'single'),
  },
  {
    pattern: re(
      `(?:no|without(?:\\s+a|\\s+the)?|remove|drop|delete|skip|lose)\\s+${NOTE}|don'?t\\s+include\\s+${NOTE}`,
    ),
    instruction: 'no-note',
    describe: 'left out the forwardable note',
    apply: set('note', false),
  },
  {
    pattern: re(`(?:add|include|put\\s+back|bring\\s+back|with)\\s+${NOTE}(?:\\s+back)?`),
    instruction: 'add-note',
    describe: 'added the forwardable note',
    apply: set('note', true),
  },
  {
    pattern: re('(?:add|include|with|give\\s+it|put)\\s+(?:a\\s+|the\\s+)?subject(?:\\s+line)?'),
    instruction: 'add-subject',
    describe: 'added a subject line',
    apply: set('subject', true),
  },
  {
    pattern: re('(?:no|without(?:\\s+a|\\s+the)?|remove|drop|delete)\\s+(?:the\\s+|a\\s+)?subject(?:\\s+line)?'),
    instruction: 'no-subject',
    describe: 'removed the subject line',
    apply: set('subject', false),
  },
  // Content
  {
    pattern: re(
      '(?:no|without(?:\\s+a|\\s+the)?|remove|drop|delete|skip|lose)\\s+(?:the\\s+)?(?:greeting|salutation|hi\\s+line|opening\\s+line)',
    ),
    instruction: 'no-greeting',
    describe: 'removed the greeting',
    apply: set('greeting', false),
  },
  {
    pattern: re('(?:add|include|put\\s+back)\\s+(?:a\\s+|the\\s+)?(?:greeting|salutation)'),
    instruction: 'add-greeting',
    describe: 'added the greeting',
    apply: set('greeting', true),
  },
  {
    pattern: re(
      "(?:no|without(?:\\s+the)?|remove|drop|delete|skip|lose)\\s+(?:the\\s+)?(?:thanks|thank\\s+you|sign[- ]?off\\s+thanks)|don'?t\\s+thank",
    ),
    instruction: 'no-thanks',
    describe: 'removed the thanks',
    apply: set('thanks', false),
  },
  {
    pattern: re(
      `(?:no|without(?:\\s+the)?|remove|drop|delete|skip|lose|take\\s+out)\\s+${CAL}|don'?t\\s+include\\s+${CAL}`,
    ),
    instruction: 'no-calendly',
    describe: 'removed the Calendly link',
    apply: set('calendly', false),
  },
  {
    pattern: re(`(?:add|include|put\\s+back|with)\\s+${CAL}`),
    instruction: 'add-calendly',
    describe: 'added the Calendly link',
    apply: set('calendly', true),
  },
  {
    pattern: re(
      "(?:no|without(?:\\s+the)?|remove|drop|delete|skip|don'?t\\s+mention)\\s+(?:the\\s+|our\\s+|my\\s+)?(?:relationship|how\\s+we\\s+(?:know\\s+each\\s+other|met)|connection|context)",
    ),
    instruction: 'no-relationship',
    describe: 'left out how you know your introducer',
    apply: set('relationship', false),
  },
  {
    pattern: re(
      "(?:no|without|remove|drop|delete|skip|don'?t\\s+mention)\\s+(?:my\\s+|the\\s+)?(?:bio|background|about\\s+me)",
    ),
    instruction: 'no-bio',
    describe: 'left out your background',
    apply: set('bio', false),
  },
  {
    pattern: re(
      "(?:no|without|remove|drop|delete|skip|don'?t\\s+mention)\\s+(?:the\\s+)?(?:value(?:\\s+add)?|offer|what'?s\\s+in\\s+it\\s+for\\s+\\S+)",
    ),
    instruction: 'no-value',
    describe: 'left out what you offer',
    apply: set('value', false),
  },
  {
    pattern: re('(?:no|without|remove|drop|delete|cut)\\s+(?:the\\s+)?last\\s+paragraph'),
    instruction: 'no-last-paragraph',
    describe: 'dropped the last paragraph',
    apply: set('dropLast', true),
  },
  {
    pattern: re('(?:use\\s+)?first\\s+names?(?:\\s+only)?|only\\s+first\\s+names|no\\s+(?:last|full)\\s+names'),
    instruction: 'first-names',
    describe: 'used first names only',
    apply: set('firstNamesOnly', true),
  },
  {
    pattern: re('(?:use\\s+)?full\\s+names'),
    instruction: 'full-names',
    describe: 'used full names',
    apply: set('firstNamesOnly', false),
  },
  {
    pattern: /^(?:please\s+)?(?:also\s+)?(?:mention|add|include|say|note|point\s+out)\s+(?:that\s+)?(.{3,200})$/i,
    instruction: 'mention',
    describe: 'added that point',
    apply: (s, m) => ({ ...s, mentions: [...s.mentions, (m[1] ?? '').trim()].slice(0, 10) }),
  },
  {
    pattern:
      /^(?:please\s+)?(?:don'?t|do\s+not|never)\s+(?:mention|say|bring\s+up|talk\s+about|reference|include)\s+(.{2,200})$|^(?:remove|drop|leave\s+out|take\s+out|cut)\s+(?:the\s+)?(?:mention\s+of\s+|part\s+about\s+|bit\s+about\s+|reference\s+to\s+)?(.{2,200})$/i,
    instruction: 'exclude',
    describe: 'left that out',
    apply: (s, m) => ({
      ...s,
      excludes: [...s.excludes, (m[1] ?? m[2] ?? '').trim().replace(/^(?:the|my|our)\s+/i, '')].slice(0, 10),
    }),
  },
  {
    pattern: re(
      'rephrase(?:\\s+it)?|reword(?:\\s+it)?|try\\s+again|again|different(?:\\s+wording|\\s+version)?|another\\s+version|redo(?:\\s+it)?|new\\s+version',
    ),
    instruction: 'rephrase',
    describe: 'rephrased it',
    apply: (s) => ({ ...s, variant: s.variant + 1 }),
  },
];

/** Requests the built-in writer cannot do, with the plain-words reason. */
const CANNOT: readonly [RegExp, string][] = [
  [
    /\b(?:in|into|to)\s+(spanish|french|german|italian|portuguese|dutch|chinese|mandarin|japanese|korean|arabic|hindi|russian|polish|turkish|swedish|\w+ese|\w+ish)\b|\btranslate\b/i,
    "I can't write in other languages yet; a model can, if one is configured.",
  ],
  [
    /\b(?:funny|funnier|joke|humou?r|witty|poem|rhyme|emoji)/i,
    "I can't make it funny or playful; I keep to plain, friendly wording.",
  ],
];

/** Splits what the user typed into clauses: "shorter and more formal, no Calendly". */
const STARTER =
  /^(?:make|be|more|less|much|a\s+bit|slightly|shorter|longer|short|long|formal|casual|friendlier|friendly|warmer|warm|add|remove|drop|delete|no|without|include|don'?t|do\s+not|mention|use|put|in|as|bullet|bullets|skip|leave|keep|please|also|subject|first|plain|one|rephrase|under|less|confident|humble|direct|get|with|cut|take|lose|\d+|two|three|four|five)\b/i;

export function clauses(text: string): string[] {
  const rough = text
    .split(/\s*[,;\n]+\s*|\.\s+|\s*\.$/)
    .flatMap((part) =>
      part.split(/\s+(?:and|but|also|then|plus)\s+(?=\S)/i).reduce<string[]>((acc, piece, i) => {
        // "met at SaaStr and Web Summit": "and" only starts a new instruction before an instruction word.
        if (i > 0 && !STARTER.test(piece)) acc[acc.length - 1] += ` and ${piece}`;
        else acc.push(piece);
        return acc;
      }, []),
    )
    .map((c) => c.trim().replace(/[.!]+$/, ''))
    .filter((c) => /\p{L}|\d/u.test(c));
  return rough;
}

export interface Reading {
  style: Style;
  applied: { clause: string; instruction: Instruction }[];
  notes: string[];
}

const matching = (clause: string) => INSTRUCTIONS.find((i) => i.pattern.test(clause));

/** "remove the greeting and the thanks" -> "remove the greeting", "remove the thanks", when each then reads as an instruction. */
function distribute(clause: string): string[] {
  const m =
    /^((?:please\s+)?(?:remove|drop|delete|add|include|no|without|skip|lose|take\s+out|put\s+back))\s+(.+?)\s+and\s+(.+)$/i.exec(
      clause,
    );
  if (!m) return [clause];
  const [, verb, first, second] = m;
  const parts = [`${verb} ${first}`, `${verb} ${second}`];
  const specific = (c: string) => {
    const found = matching(c);
    return !!found && found.instruction !== 'mention' && found.instruction !== 'exclude';
  };
  return parts.every(specific) ? parts : [clause];
}

export function applyInstructions(text: string | undefined, style: Style): Reading {
  const applied: Reading['applied'] = [];
  const notes: string[] = [];
  let current = style;
  for (const clause of clauses(text ?? '').flatMap(distribute)) {
    // "mention that I spent 5 years in Japanese manufacturing" is a mention, not a language: the table first.
    const cannot = CANNOT.find(([p]) => p.test(clause));
    let matched = false;
    for (const instruction of INSTRUCTIONS) {
      const m = instruction.pattern.exec(clause);
      if (!m) continue;
      current = instruction.apply(current, m);
      applied.push({ clause, instruction });
      matched = true;
      break;
    }
    if (!matched) notes.push(cannot ? `"${clause}": ${cannot[1]}` : `I couldn't apply "${clause}".`);
  }
  return { style: current, applied, notes };
}
