/**
 * Retry instructions in plain words ("shorter, more formal and mention that we met at SaaStr")
 * turned into style changes. What is not understood comes back as a note, never silently
 * ignored (issue 3).
 */
import type { Style } from './style';
import { clean, stripEnd } from './text';

export interface Parsed {
  apply: (style: Style) => void;
  /** Instructions that could not be understood, as typed. */
  unknown: string[];
  /** Terms the user asked to remove, to verify afterwards. */
  removals: string[];
  any: boolean;
}

type Rule = [RegExp, (style: Style) => void];

/** Words that start a new instruction, so "shorter and warmer" splits but "met at X and Y" does not. */
const STARTERS =
  /^(?:make|be|more|less|much|a\s+bit|slightly|shorter|longer|short|long|formal|casual|friendlier|friendly|warmer|warm|add|remove|drop|delete|no|without|with|include|don'?t|do\s+not|mention|use|put|in|as|bullet|bullets|skip|leave|keep|please|also|tone|subject)\b/i;

const FIELD_WORDS: [RegExp, 'relationship' | 'relevance' | 'value' | 'bio' | 'role' | 'purpose'][] = [
  [/^(?:the\s+)?(?:relationship|how\s+we\s+(?:know\s+each\s+other|met)|context)$/i, 'relationship'],
  [/^(?:my\s+)?(?:bio|background|about\s+me)$/i, 'bio'],
  [/^(?:my\s+)?(?:job\s+title|title|role|company)$/i, 'role'],
  [/^(?:the\s+)?(?:value(?:\s+add)?|what'?s\s+in\s+it\s+for\s+\S+|offer)$/i, 'value'],
  [/^(?:the\s+)?(?:relevance|why\s+\S+)$/i, 'relevance'],
];

/** "the Calendly link", "my calendly": anything naming the link. */
const CALENDLY =
  /^(?:the\s+|my\s+|a\s+)?(?:calendly|calendar|booking|scheduling)(?:\s+(?:link|url))?$|^(?:the\s+|my\s+)?link$/i;
const BLOCK =
  /^(?:the\s+|a\s+)?(?:forwardable|forward(?:ed)?|blurb)(?:\s+(?:block|note|section|part|email|blurb|message))?$/i;
const SUBJECT = /^(?:the\s+|a\s+)?subject(?:\s+line)?$/i;
const BULLETS = /^(?:the\s+)?(?:bullets?|bullet\s+points?|list)$/i;

function removeRule(style: Style, rawTerm: string, removals: string[]): void {
  const term = stripEnd(rawTerm.replace(/^(?:that|about)\s+/i, '')).trim();
  if (CALENDLY.test(term)) style.calendly = false;
  else if (BLOCK.test(term)) style.block = false;
  else if (SUBJECT.test(term)) style.subject = false;
  else if (BULLETS.test(term)) style.bullets = false;
  else {
    const field = FIELD_WORDS.find(([re]) => re.test(term));
    if (field) style.drop.add(field[1]);
    else {
      const bare = term.replace(/^(?:the|my|our|any)\s+/i, '').toLowerCase();
      style.excludes.push(bare);
      removals.push(bare);
    }
  }
}

function addRule(style: Style, rawTerm: string): boolean {
  const term = stripEnd(rawTerm).trim();
  if (CALENDLY.test(term)) style.calendly = true;
  else if (BLOCK.test(term)) style.block = true;
  else if (SUBJECT.test(term)) style.subject = true;
  else if (BULLETS.test(term)) style.bullets = true;
  else return false;
  return true;
}

const RULES: Rule[] = [
  [
    /^(?:much\s+|a\s+(?:bit|little)\s+|slightly\s+)?(?:shorter|more\s+concise|more\s+brief|briefer|less\s+long|too\s+long|trim\s+it|cut\s+it\s+down|short|concise|brief)$/i,
    (s) => {
      s.length = -1;
    },
  ],
  [
    /^(?:much\s+|a\s+(?:bit|little)\s+|slightly\s+)?(?:longer|more\s+detail(?:ed)?|more\s+details|too\s+short|expand(?:\s+it)?|long|detailed)$/i,
    (s) => {
      s.length = 1;
    },
  ],
  [
    /^(?:(?:much|a\s+bit|slightly)\s+)?(?:more\s+formal|formal|more\s+professional|professional|less\s+casual|more\s+polite|polite)$/i,
    (s) => {
      s.tone = 'formal';
    },
  ],
  [
    /^(?:(?:much|a\s+bit|slightly)\s+)?(?:more\s+casual|casual|friendlier|more\s+friendly|friendly|less\s+formal|more\s+relaxed|relaxed|informal|chattier)$/i,
    (s) => {
      s.tone = 'casual';
    },
  ],
  [
    /^(?:(?:much|a\s+bit|slightly)\s+)?(?:warmer|more\s+warm|warm|more\s+personal|kinder|more\s+grateful|nicer)$/i,
    (s) => {
      s.tone = 'warm';
    },
  ],
  [
    /^(?:(?:in|as|with|use|using)\s+)?(?:a\s+)?(?:bullet(?:ed)?\s*(?:points?|list)?|bullets|list)$/i,
    (s) => {
      s.bullets = true;
    },
  ],
];

/** Split "shorter, more formal and mention X" into single instructions. */
export function splitInstructions(text: string): string[] {
  const parts: string[] = [];
  for (const chunk of clean(text).split(/\s*(?:[;\n]|\.\s+|,\s*(?:and\s+|then\s+)?|\s+then\s+)\s*/)) {
    const andParts = chunk.split(/\s+(?:and|&|plus)\s+/i);
    let current = andParts[0] ?? '';
    for (const next of andParts.slice(1)) {
      if (STARTERS.test(next)) {
        parts.push(current);
        current = next;
      } else current = `${current} and ${next}`;
    }
    parts.push(current);
  }
  return parts.map((p) => stripEnd(p.trim())).filter((p) => p !== '');
}

/** "please make it shorter" -> "shorter": the words that carry the instruction. */
function core(part: string): string {
  return part
    .replace(/^(?:please|also|and|then|can\s+you|could\s+you|would\s+you)\s+/i, '')
    .replace(/^(?:make\s+(?:it|this|the\s+message)|it\s+should\s+be|be)\s+/i, '')
    .replace(/[\s,]+(?:please|thanks|thank\s+you|if\s+possible)$/i, '')
    .trim();
}

export function parseInstructions(text: string | undefined): Parsed {
  const steps: ((s: Style) => void)[] = [];
  const unknown: string[] = [];
  const removals: string[] = [];
  for (const typed of splitInstructions(text ?? '')) {
    const part = core(typed);
    const drop =
      /^(?:don'?t|do\s+not|never)\s+(?:mention|include|say|talk\s+about|bring\s+up|use)\s+(.+)$|^(?:remove|drop|delete|leave\s+out|cut|take\s+out|omit|lose|get\s+rid\s+of|no|without|skip|lose)\s+(.+)$/i.exec(
        part,
      );
    if (drop && !/^no\s+(?:worries|problem)/i.test(part)) {
      const term = drop[1] ?? drop[2] ?? '';
      steps.push((s) => removeRule(s, term, removals));
      continue;
    }
    const add = /^(?:add|include|put\s+in|with|use|keep)\s+(.+)$/i.exec(part);
    if (add && /(?:calendly|calendar|booking|subject|forward|blurb|bullet|list|link)/i.test(add[1] ?? '')) {
      const term = add[1] ?? '';
      steps.push((s) => {
        if (!addRule(s, term)) s.mentions.push(term);
      });
      continue;
    }
    const mention = /^(?:mention|say|add|note|include|point\s+out|tell\s+\S+)\s+(?:that\s+)?(.+)$/i.exec(part);
    if (mention?.[1]) {
      const point = mention[1];
      steps.push((s) => {
        if (!s.mentions.some((m) => m.toLowerCase() === point.toLowerCase())) s.mentions.push(point);
      });
      continue;
    }
    const rule = RULES.find(([re]) => re.test(part));
    if (rule) {
      steps.push(rule[1]);
      continue;
    }
    unknown.push(typed);
  }
  return {
    apply: (s) => {
      for (const step of steps) step(s);
    },
    unknown,
    removals,
    any: steps.length > 0,
  };
}
