/**
 * The writer's own words: several natural phrasings for each part of a message, per tone, chosen
 * by the request's seed (so the same request reads the same way, and two requests rarely alike).
 * A new phrasing is one entry. `{t}` is the target as the sentence needs them, `{u}` the URL.
 */
import type { Stance, Tone } from './style';

type ByTone = Record<Tone, readonly string[]>;

export const GREETING: ByTone = {
  neutral: ['Hi {n},'],
  formal: ['Dear {n},'],
  casual: ['Hey {n}!', 'Hi {n}!'],
  warm: ['Hi {n},', 'Hello {n},'],
};

export const GREETING_NO_NAME: ByTone = {
  neutral: ['Hi,'],
  formal: ['Hello,'],
  casual: ['Hi there!'],
  warm: ['Hi,'],
};

/** The ask, with the target ({t}: "Dev Okonkwo at Corvane"). */
export const ASK: ByTone = {
  neutral: [
    'Would you introduce me to {t}?',
    'Could you introduce me to {t}?',
    'Would you be willing to introduce me to {t}?',
    "I'm hoping you could introduce me to {t}.",
    'Could I ask you for an introduction to {t}?',
    'Would you be open to introducing me to {t}?',
    'Would you be able to introduce me to {t}?',
    // (Not "I wonder if you'd introduce me …", "Would you feel comfortable introducing me …" or "Would
    // you mind introducing me …": set15's reader marked each as awkward or a template, two or three times.)
  ],
  formal: ['Would you be willing to introduce me to {t}?', 'May I ask whether you would introduce me to {t}?'],
  casual: ["Any chance you'd intro me to {t}?", 'Could you connect me with {t}?'],
  warm: ["I'd be so grateful if you'd introduce me to {t}.", 'Would you be up for introducing me to {t}?'],
};

export const ASK_BY_STANCE: Record<Exclude<Stance, 'neutral'>, readonly string[]> = {
  confident: ["I'd like an introduction to {t}.", "I'm asking for an introduction to {t}."],
  humble: [
    "I'd be very grateful if you would consider introducing me to {t}.",
    'If you felt comfortable, would you consider introducing me to {t}?',
  ],
};

/** No target given: the ask is for the right person. */
export const ASK_NO_TARGET: ByTone = {
  neutral: [
    'Could you introduce me to someone who could help?',
    'Do you know someone who could help, and would you introduce us?',
  ],
  formal: ['Would you be willing to introduce me to someone who could help?'],
  casual: ['Know anyone who could help? An intro would be great.'],
  warm: ["I'd be so grateful if you could introduce me to someone who could help."],
};

/** The double opt-in and the easy out ({t}: how the target is referred to, e.g. "Greta"). */
export const OPT_IN: ByTone = {
  neutral: [
    "Could you check with {t} first that an intro is welcome? If it isn't, or you'd rather not ask, no problem at all.",

    "Before you connect us, could you make sure {t} is happy to hear from me? If you'd rather not ask, I completely understand.",

    "Could you ask {t} first whether an intro would be welcome? No pressure at all if you'd rather not.",
    // ("If not, no problem at all." was marked ambiguous four times in set20: if not what?)
    // ("If the timing's wrong, no problem at all." left the introducer no way to decline: marked missing
    // in four of set25's messages by both readers. Every easy out here lets them say no.)
    "Would you check first that {t} is open to hearing from me? If the timing's wrong, or you'd rather not ask, no problem at all.",
    // ("Would you mind checking with Maja first?" left what to check unsaid: marked awkward three times in
    // set12; "Before introducing us, would you check …" and "Would you mind checking first that …" were
    // marked as templates twice each in set15, "… to make sure an intro is welcome? No worries at all if
    // not." three times in set15 and set16.)
    // (More ways of saying it, so that no one line recurs across the messages a reader sees: set13's
    // readers marked the one picked most often as a template.)
    "Could you first make sure {t} is happy to be introduced? And if you'd rather not ask, that's completely fine.",
    // ("If the timing's wrong, or it's awkward to ask, don't worry at all." was quoted in 21% of the
    // messages that had it, against 8% for the other easy outs, and six times as boilerplate in set24's
    // b1 reading: said now as the reference writers say it.)
    "Would you check with {t} first that an intro would be welcome? If it's not a good moment, or you'd rather not ask, that's completely fine.",
  ],
  formal: [
    'Would you first ask {t} whether an introduction would be welcome? If the timing is not right, or you would prefer not to ask, I will entirely understand.',
    'Could you check with {t} before introducing us? If you would rather not, I quite understand.',
  ],
  casual: [
    "Can you check with {t} before connecting us? Totally fine if it's not a fit, or if it's awkward to ask.",
    "Maybe check with {t} first? No worries at all if it's not a good time, or you'd rather not.",
  ],
  warm: [
    "Could you check with {t} first that an intro is welcome? And if it's not the right time, or you'd rather not ask, I completely understand.",
    "Would you mind checking with {t} first? If it doesn't feel right, no problem at all.",
  ],
};

/** "shorter": the double opt-in and the easy out in one line. */
export const OPT_IN_SHORT: ByTone = {
  neutral: ['Could you check with {t} first? No worries if not.'],
  formal: ['Would you first ask {t} whether an introduction would be welcome?'],
  casual: ['Mind checking with {t} first? No worries if not.'],
  warm: ['Could you check with {t} first? Completely fine if not.'],
};

/** A target known only by role: the easy out covers not knowing who that is. */
export const OPT_IN_ROLE: ByTone = {
  neutral: [
    "Could you check with them first that an intro is welcome? If you're not sure who that is, or you'd rather not ask, no problem at all.",
    "Could you find out first whether they'd welcome an intro? If you don't know who that is, or would rather not ask, that's fine.",
    "Would you check that they're open to hearing from me before connecting us? If you're unsure who it is, or you'd rather not ask, no problem.",
  ],
  formal: [
    'Would you first ask whether an introduction would be welcome? If you are unsure who holds that role, or would prefer not to ask, I will entirely understand.',
  ],
  casual: ["Mind checking with them first? Totally fine if you're not sure who that is, or you'd rather not."],
  warm: [
    "Could you check with them first? And if you're not sure who that is, or it's awkward to ask, I completely understand.",
  ],
};

export const OPT_IN_DIRECT: readonly string[] = ['Could you check with {t} first that an intro is welcome?'];

export const HANDOVER: ByTone = {
  neutral: [
    "Here's a note you can forward:",
    "I've drafted a note you can pass along:",
    'Below is a short note you could forward:',
    "Here's a short note you can forward:",
    "I've written a short note you can pass on:",
    "Here's a note you can pass on:",
  ],
  formal: ['I have drafted a short note that you could forward:', 'Below is a short note you could forward:'],
  casual: [
    "Here's something you can forward:",
    "Here's a quick note you can pass on:",
    'Feel free to just forward this:',
  ],
  warm: ["Here's a short note you can forward, to save you the writing:", "I've written a note you can forward as is:"],
};

/** The closing question of the forwardable note, when the purpose did not already ask for a meeting. */
export const NOTE_CLOSE: ByTone = {
  neutral: [
    'Would you be open to a short call?',
    'Would you have time for a short conversation?',
    'Would you be open to a brief chat?',
    // ("If you're open to it, could we find a time to talk?" was marked a stock close four times in set20;
    // "20 minutes" was marked a length the sender never gave, six times in set22's proofreading.)
    'Could we find a time to talk in the next few weeks?',
    'Could we find a time for a quick call?',
  ],
  formal: [
    'Would you be willing to speak briefly?',
    'Might you have time for a short conversation?',
    'I would be grateful for a brief conversation, at your convenience.',
  ],
  casual: [
    'Up for a quick chat sometime?',
    'Would you be up for a quick call?',
    'Any chance you have time for a quick call?',
  ],
  warm: [
    "I'd really value a short conversation, if you have the time.",
    'Would you be open to a short call? I would really appreciate it.',
  ],
};

/** The note's close straight after the purpose asked as a question ("Could I ask you about …?"). */
export const NOTE_CLOSE_AFTER_QUESTION: ByTone = {
  neutral: [
    'A short call would be plenty.',
    'Even a short conversation would help a lot.',
    'A short call would be more than enough.',
  ],
  formal: ['A brief conversation, at your convenience, would be more than enough.'],
  casual: ['A quick call would be plenty.', 'Even a quick chat would help a lot.'],
  warm: ['Even a short conversation would mean a lot, if you have the time.'],
};

/** How the note states the purpose to the target, so it does not repeat the message to the introducer. */
// ("I'm writing to demo Shiftly" and "I was hoping to offer members" were marked as template or awkward
// in five set12 messages; a present wish reads as a person.)
// (Not "I'd like to": the message to the introducer says it that way, and the same sentence in both
// read as a repetition; session 15 counted 34 such pairs in the seen sets.)
export const NOTE_PURPOSE_LEAD: readonly string[] = ["I'd love to", "I'm hoping to"];

/**
 * Why the introducer is the one to ask ({r}: "Rahul was your PhD student"), said as something the
 * sender knows rather than with a stock tail ("…, I thought you'd be the best person to ask", which
 * readers marked as a template in every reading up to s0; bench/RESULTS.md). A reason about the
 * target alone is said as it is, with no "which is why I thought of her".
 */
export const WHY_YOU: readonly string[] = ['I know {r}.'];

/** The Calendly line is the note's call to action, so it asks for the call itself. */
export const CALENDLY: ByTone = {
  // ("If it's easier, you can book a time here" was marked awkward by set14's recipient reading; the
  // references of set13 to set15 say it plainly.)
  neutral: [
    'You can book a time here: {u}',
    'You can book a time with me here: {u}',
    'If a call works for you, you can book a time here: {u}',
  ],
  formal: ['Should you be willing to speak, you can choose a convenient time here: {u}'],
  casual: ['Up for a quick call? Grab a time here: {u}'],
  warm: ["If you're open to a short call, you can pick any time that suits you here: {u}"],
};
export const THANKS: ByTone = {
  neutral: ['Thanks,', 'Thank you,', 'Many thanks,', 'Thanks so much,'],
  formal: ['With thanks,', 'Thank you,', 'With many thanks,'],
  casual: ['Thanks!', 'Thanks a lot!'],
  warm: ['Thanks so much,', 'With thanks,', 'Thank you so much,'],
};

/** How the note reaches the target when no relationship was given (EXAMPLES.md 6). */
export const PASSED_ALONG: readonly string[] = [
  "I've asked {i} to pass this note along.",
  '{i} is passing this note along for me.',
];

/** A warm line about the relationship, to the introducer; `{r}` is the relationship spoken as "you"/"we". */
export const WARM_RELATIONSHIP: readonly string[] = [
  '{r}, so you were the first person I thought of.',
  '{r}, which is why I thought of you.',
  '{r}, so I hoped you would be the right person to ask.',
];

/** "longer": one more sentence, true of any request. */
export const LONGER_OFFER: ByTone = {
  neutral: ["I'm happy to send more detail first if that would help."],
  formal: ['I would be glad to send further detail beforehand if that would help.'],
  casual: ['Happy to send more info first if useful.'],
  warm: ["I'm very happy to send more detail first if that would help."],
};

/** Picks one phrasing: stable for a seed and a slot, different across slots. */
export function pick<T>(options: readonly T[], seed: number, slot: number): T {
  const mixed = Math.imul(seed ^ Math.imul(slot + 1, 0x9e3779b1), 0x85ebca6b) >>> 0;
  return options[(mixed >>> 7) % options.length] as T;
}

export function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w)\}/g, (_, k: string) => values[k] ?? '');
}

/**
 * The sender said the tie is weak (facts/tie.ts): the message to the introducer says so as its easy
 * out, as the reference writers do ("I realise we've only met once, so if you'd rather not, I
 * entirely understand"), and the note leaves it out.
 */
export const TIE: Readonly<Record<'distant' | 'lapsed' | 'once', readonly string[]>> = {
  once: ["I know we've only met once, so if you'd rather not, I completely understand."],
  distant: ["I know we don't know each other well, so if you'd rather not, I completely understand."],
  lapsed: ["I know it's been a while since we spoke, so if you'd rather not, I completely understand."],
};
