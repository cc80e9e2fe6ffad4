/**
 * Several natural phrasings for each part of the note, per tone, so that people do not all send
 * the same text (issue 3). No AI tells (RUBRIC.md point 12), no gendered pronoun (point 11):
 * people are named, never "he" or "she".
 */
import type { Tone } from './style';

export interface Ctx {
  /** Introducer's first name, or '' when not given. */
  intro: string;
  /** Target's full name, or '' when not given. */
  targetFull: string;
  /** How to refer to the target after the first mention: first name, else a neutral phrase. */
  target: string;
  /** Possessive of `target`: "Greta's", "their". */
  targetPoss: string;
}

type Phrase = (c: Ctx) => string;
type Table = Record<Tone, Phrase[]>;

export const GREETING: Table = {
  neutral: [(c) => (c.intro ? `Hi ${c.intro},` : 'Hi,'), (c) => (c.intro ? `Hello ${c.intro},` : 'Hello,')],
  formal: [(c) => (c.intro ? `Dear ${c.intro},` : 'Hello,')],
  casual: [(c) => (c.intro ? `Hey ${c.intro},` : 'Hey there,')],
  warm: [(c) => (c.intro ? `Hi ${c.intro},` : 'Hi there,'), (c) => (c.intro ? `Dear ${c.intro},` : 'Hello,')],
};

/** The ask, first sentence of the note (RUBRIC.md point 2). */
export const ASK: Table = {
  neutral: [
    (c) => `Would you be open to introducing me to ${c.targetFull}?`,
    (c) => `Could I ask you for an introduction to ${c.targetFull}?`,
    (c) => `Would you be willing to introduce me to ${c.targetFull}?`,
  ],
  formal: [
    (c) => `Would you be willing to introduce me to ${c.targetFull}?`,
    (c) => `May I ask whether you would be willing to introduce me to ${c.targetFull}?`,
  ],
  casual: [
    (c) => `Any chance you could introduce me to ${c.targetFull}?`,
    (c) => `Could you do me a favour and introduce me to ${c.targetFull}?`,
  ],
  warm: [
    (c) => `I'd be really grateful if you could introduce me to ${c.targetFull}.`,
    (c) => `Would you be open to introducing me to ${c.targetFull}? I'd really appreciate it.`,
  ],
};

/** The ask when no target name was given: still an ask, no invented person. */
export const ASK_UNNAMED: Table = {
  neutral: [() => 'Would you be open to making an introduction for me?', () => 'Could I ask you for an introduction?'],
  formal: [() => 'Would you be willing to make an introduction on my behalf?'],
  casual: [() => 'Any chance you could make an intro for me?'],
  warm: [() => "I'd be really grateful for an introduction, if you're able to make one."],
};

/** Double opt-in and an easy out (RUBRIC.md point 5). */
export const OPT_IN: Table = {
  neutral: [
    (c) =>
      `Could you check with ${c.target} first that an intro would be welcome? And no worries at all if you don't know ${c.target} well enough to ask.`,
    (c) =>
      `If you're comfortable, please check with ${c.target} before making the intro. No worries if you don't know ${c.target} well enough, or if the timing isn't right.`,
    (c) =>
      `Before connecting us, would you mind checking with ${c.target} that an intro is welcome? If you don't know ${c.target} well enough, no worries at all.`,
  ],
  formal: [
    (c) =>
      `Before making any introduction, could you please check with ${c.target} that it would be welcome? If you do not know ${c.target} well enough to ask, I would entirely understand.`,
    (c) =>
      `Could you first confirm with ${c.target} that an introduction would be welcome? Should you not know ${c.target} well enough, I completely understand.`,
  ],
  casual: [
    (c) =>
      `Mind checking with ${c.target} first to see if an intro is welcome? Totally fine if you don't know ${c.target} that well.`,
    (c) =>
      `Could you check with ${c.target} first? No worries at all if you don't know ${c.target} well enough to ask.`,
  ],
  warm: [
    (c) =>
      `Could you check with ${c.target} first that an intro would be welcome? No pressure at all if you don't know ${c.target} well enough; I'd completely understand.`,
    (c) =>
      `Please only make the intro if ${c.target} is happy to hear from me, so a quick check first would be perfect. And no worries at all if you don't know ${c.target} well enough to ask.`,
  ],
};

export const OPT_IN_SHORT: Phrase[] = [
  (c) => `Could you check with ${c.target} first? No worries if you don't know ${c.target} well enough.`,
  (c) => `Please check with ${c.target} first, and no worries if you don't know ${c.target} well enough.`,
];

/** The line that hands over the forwardable block. */
export const LEAD: Table = {
  neutral: [
    () => "Here's a short note you can forward as is:",
    () => "To make it easy, here's a note you can forward:",
    () => 'Below is a short note you can forward:',
  ],
  formal: [() => 'Below is a short note that you are welcome to forward as it stands:'],
  casual: [() => "Here's a blurb you can forward:", () => "Here's something you can just forward:"],
  warm: [() => "To make it as easy as possible, here's a short note you can forward:"],
};

export const THANKS: Table = {
  neutral: [
    (c) => (c.intro ? `Thanks so much, ${c.intro}.` : 'Thanks so much.'),
    (c) => (c.intro ? `Thanks for considering it, ${c.intro}.` : 'Thanks for considering it.'),
    () => 'Thank you, I appreciate it.',
  ],
  formal: [
    (c) => (c.intro ? `Thank you for considering this, ${c.intro}.` : 'Thank you for considering this.'),
    () => 'Thank you in advance for your time.',
  ],
  casual: [(c) => (c.intro ? `Thanks a ton, ${c.intro}!` : 'Thanks a ton!'), () => 'Thanks, really appreciate it!'],
  warm: [
    (c) =>
      c.intro
        ? `Thank you so much, ${c.intro}. I really appreciate your help.`
        : 'Thank you so much. I really appreciate your help.',
    () => 'Thank you, truly. It means a lot that you would consider it.',
  ],
};

export const SIGN_OFF: Record<Tone, string[]> = {
  neutral: ['Best,', 'All the best,'],
  formal: ['Kind regards,', 'Best regards,'],
  casual: ['Cheers,', 'Talk soon,'],
  warm: ['Warmly,', 'With thanks,'],
};

export const SUBJECT: Table = {
  neutral: [(c) => (c.targetFull ? `Subject: Intro to ${c.targetFull}?` : 'Subject: A quick intro request')],
  formal: [
    (c) => (c.targetFull ? `Subject: Introduction request: ${c.targetFull}` : 'Subject: An introduction request'),
  ],
  casual: [(c) => (c.targetFull ? `Subject: Quick intro to ${c.targetFull}?` : 'Subject: Quick intro?')],
  warm: [(c) => (c.targetFull ? `Subject: Would you introduce me to ${c.targetFull}?` : 'Subject: A small favour')],
};

/** Extra sentence when asked for a longer message: what happens next, no new facts. */
export const LONGER_EXTRA: Phrase[] = [
  (c) =>
    `I'll keep it brief with ${c.target} and follow up myself, so it won't take more of your time than the forward.`,
  () => "Once you've connected us, I'll take it from there so it costs you no more time.",
];

/** Slot numbers, so each part picks its phrasing independently from the seed. */
export const SLOT = {
  greeting: 1,
  ask: 2,
  purpose: 3,
  relationship: 4,
  optIn: 5,
  lead: 6,
  thanks: 7,
  signOff: 8,
  subject: 9,
  blockAsk: 10,
  value: 11,
  closing: 12,
  extra: 13,
} as const;
