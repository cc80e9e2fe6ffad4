/** How a message is written: the defaults for a first draft, changed by retry instructions. */
export type Tone = 'neutral' | 'formal' | 'casual' | 'warm';
/** -1 shorter, 0 as usual, 1 longer. */
export type Length = -1 | 0 | 1;

export interface Style {
  tone: Tone;
  length: Length;
  bullets: boolean;
  /** The marked, self-contained forwardable block (RUBRIC.md point 6). */
  block: boolean;
  subject: boolean;
  /** Include the Calendly link, when the profile has one. */
  calendly: boolean;
  /** Points the user asked to add ("mention that we met at SaaStr"). */
  mentions: string[];
  /** Terms the user asked to drop ("don't mention Stripe"); sentences containing them go. */
  excludes: string[];
  /** Facts dropped as a whole ("remove my bio"). */
  drop: Set<'relationship' | 'relevance' | 'value' | 'bio' | 'role' | 'purpose'>;
  /** Picks the phrasing; a retry changes it to rephrase. */
  seed: number;
  /** 0 normally; higher levels shed repetition and detail to fit 4000 characters. */
  compact: number;
}

export function defaultStyle(seed: number, includeCalendly: boolean): Style {
  return {
    tone: 'neutral',
    length: 0,
    bullets: false,
    block: true,
    subject: false,
    calendly: includeCalendly,
    mentions: [],
    excludes: [],
    drop: new Set(),
    seed,
    compact: 0,
  };
}

export function cloneStyle(style: Style): Style {
  return { ...style, mentions: [...style.mentions], excludes: [...style.excludes], drop: new Set(style.drop) };
}
