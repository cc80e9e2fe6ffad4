/**
 * A message as data, before it is text: paragraphs of sentences that know which facts they carry.
 * Retry instructions change the style and the plan is built again; nothing reads prose back.
 */
export type FactKey =
  | 'ask'
  | 'who'
  | 'purpose'
  | 'relevance'
  | 'value'
  | 'relationship'
  | 'bio'
  | 'optin'
  | 'handover'
  | 'close'
  | 'calendly'
  | 'mention'
  | 'extra';

export interface Sentence {
  text: string;
  fact: FactKey;
  /** What to say instead when a sentence that must stay carries a word the user asked to leave out. */
  bare?: string;
}

export type Paragraph = Sentence[];

export interface Plan {
  subject?: string;
  greeting?: string;
  /** The note to the introducer. */
  body: Paragraph[];
  /** The forwardable note the target reads. */
  note?: { greeting: string; body: Paragraph[] };
  thanks?: string;
  signature?: string;
  bullets: boolean;
  single: boolean;
  formal: boolean;
}

/**
 * What goes first when a message must be shorter: the note to the introducer gives up its detail
 * before the forwardable note does, and the forwardable note keeps who the sender is and the ask.
 */
export const SHED_ORDER: readonly { fact: FactKey; where: 'body' | 'note' }[] = [
  { fact: 'extra', where: 'body' },
  { fact: 'relationship', where: 'body' },
  { fact: 'relevance', where: 'body' },
  { fact: 'value', where: 'body' },
  { fact: 'mention', where: 'body' },
  { fact: 'handover', where: 'body' },
  { fact: 'mention', where: 'note' },
  { fact: 'close', where: 'note' },
  { fact: 'value', where: 'note' },
  { fact: 'bio', where: 'note' },
  { fact: 'relationship', where: 'note' },
  { fact: 'purpose', where: 'body' },
  { fact: 'optin', where: 'body' },
];

/** Facts no instruction takes out: the ask, and who the sender is in the note. */
export const KEPT: ReadonlySet<FactKey> = new Set(['ask', 'who']);

/** What "don't mention X" may not take out: the ask, who the sender is, and what the sender wants. */
export const KEPT_FROM_EXCLUDES: ReadonlySet<FactKey> = new Set(['ask', 'who', 'purpose']);

/** Facts a list can show as bullet points. */
export const LISTABLE: ReadonlySet<FactKey> = new Set([
  'who',
  'bio',
  'relationship',
  'relevance',
  'value',
  'purpose',
  'mention',
]);
