/**
 * The request and the sender's profile, normalised once into the facts a message is built from.
 * Every field is optional (SPEC.md section 3); an absent fact is left out, never invented.
 */
import type { GenerateRequest, SenderProfile } from '@introask/shared';
import { hasLetterOrDigit } from './chars';
import { type Shape, shapeOf, stripBecause } from './classify';
import { hashString } from './hash';
import { Memo } from './memo';
import { type PersonName, parseName } from './names';
import { clean, fixI, splitOn, splitSentences, stripEnd } from './text';

export interface Field {
  /** Cleaned sentences, in the order typed. The first one decides the shape. */
  sentences: string[];
}

export interface Facts {
  introducer?: PersonName;
  relationship?: Field;
  target?: PersonName;
  relevance?: Field;
  purpose?: Field;
  /** "we" when the user wrote the purpose as "we want to...". */
  purposeSubject: 'I' | 'we';
  value?: Field;
  /** The value came from the profile's "Value I provide", not the form. */
  valueFromProfile: boolean;
  sender?: PersonName;
  /** "Head of Growth at Acme", from the stored profile. */
  role?: string;
  bio?: Field;
  /** The profile's Calendly URL, whether or not the checkbox asked for it. */
  calendlyUrl?: string;
  includeCalendly: boolean;
  seed: number;
  /** Text work every render of this message would otherwise repeat. */
  memo: Memo;
}

export function toField(raw: string | undefined, names: readonly string[] = []): Field | undefined {
  // A "sentence" of punctuation alone ("?", "*") says nothing.
  const sentences = splitSentences(raw ?? '').filter(hasLetterOrDigit);
  if (sentences.length === 0) return undefined;
  const first = sentences[0] ?? '';
  const stripped = stripBecause(first);
  // "because she runs the lab" reads as the sentence "she runs the lab" once "because" goes.
  if (stripped !== first && shapeOf(stripped, names) === 'sentence') sentences[0] = stripped;
  return { sentences };
}

export function fieldShape(field: Field, names: readonly string[] = [], prefer: 'noun' | 'verb' = 'verb'): Shape {
  return shapeOf(field.sentences[0] ?? '', names, prefer);
}

/** "I want to explore...", "to explore...", "explore..." all become the verb phrase "explore...". */
const PURPOSE_PREFIX =
  /^(?:(i|we)\s*(?:\s+would|'d|’d)\s+(?:really\s+)?(?:like|love)\s+to|(i|we)\s+(?:want|need|hope|plan|intend)\s+to|(i|we)\s*(?:'m|’m|'re|’re|am|are)\s+(?:hoping|looking|trying|planning|keen)\s+to|(?:would|'d)\s+(?:like|love)\s+to|(?:hoping|looking|trying|keen|want|wanting|need)\s+to|in\s+order\s+to|so\s+(?:that\s+)?(i|we)\s+can|to)\s+/i;

function parsePurpose(raw: string | undefined): { field?: Field; subject: 'I' | 'we' } {
  const field = toField(raw);
  if (!field) return { subject: 'I' };
  const first = field.sentences[0] ?? '';
  const m = PURPOSE_PREFIX.exec(first);
  if (!m) return { field, subject: 'I' };
  const who = (m[1] ?? m[2] ?? m[3] ?? m[4] ?? 'i').toLowerCase();
  const rest = first.slice(m[0].length);
  if (rest.trim() === '') return { field, subject: 'I' };
  // Mark the verb phrase so the shape is known even when its first word is not in the verb list.
  field.sentences[0] = `to ${rest}`;
  return { field, subject: who === 'we' ? 'we' : 'I' };
}

function roleOf(profile: SenderProfile): string | undefined {
  const title = fixI(stripEnd(clean(profile.job_title)));
  const company = fixI(stripEnd(clean(profile.company_name)));
  if (title && company) return `${title} at ${company}`;
  if (title) return title;
  if (company) return `from ${company}`;
  return undefined;
}

/** Every piece of text the user typed, for "unless the user typed it" in the checker. */
export function typedText(request: GenerateRequest, profile: SenderProfile): string {
  // A retry's "mention that we met at SaaStr" is the user's own fact too, and so is anything in the
  // previous message, which the user could edit and which carries earlier retries' points.
  const instructions = 'retry_instructions' in request ? String(request.retry_instructions ?? '') : '';
  const previous = 'previous_message' in request ? String(request.previous_message ?? '') : '';
  return [...typedFields(request, profile, { withAsks: true }), instructions, previous].map((p) => clean(p)).join('\n');
}

/**
 * What the user typed, form then profile, in one fixed order. The seed leaves out `asks`: the engine
 * does not use it, so editing it must not change which phrasing a message gets.
 */
function typedFields(
  request: GenerateRequest,
  profile: SenderProfile,
  { withAsks }: { withAsks: boolean },
): (string | undefined)[] {
  return [
    request.introducer?.name,
    request.introducer?.context,
    request.target?.name,
    request.target?.relevance,
    request.target?.purpose,
    request.target?.value_add,
    profile.name,
    profile.job_title,
    profile.company_name,
    profile.calendly_url,
    profile.bio,
    ...(withAsks ? [profile.asks] : []),
    profile.value_add,
  ];
}

export function gatherFacts(request: GenerateRequest, profile: SenderProfile): Facts {
  const target = parseName(request.target?.name);
  const targetWords = target ? splitOn(target.full.replace(/[.,]/g, ''), ' ') : [];
  const purpose = parsePurpose(request.target?.purpose);
  const formValue = toField(request.target?.value_add);
  const profileValue = formValue ? undefined : toField(profile.value_add);
  const url = clean(profile.calendly_url);
  const raw = typedFields(request, profile, { withAsks: false });
  const facts: Facts = {
    introducer: parseName(request.introducer?.name),
    relationship: toField(request.introducer?.context),
    target,
    relevance: toField(request.target?.relevance, targetWords),
    purpose: purpose.field,
    purposeSubject: purpose.subject,
    value: formValue ?? profileValue,
    valueFromProfile: !formValue && !!profileValue,
    sender: parseName(profile.name),
    role: roleOf(profile),
    bio: toField(profile.bio),
    calendlyUrl: /^https?:\/\/\S+\.\S+$/i.test(url) ? url : undefined,
    includeCalendly: request.meta?.include_calendly === true,
    // The typed fields, then the checkbox: hashed in two steps, which is the same as hashing them
    // joined, and quicker, as the long part is one flat string.
    seed: hashString(`\u0000${request.meta?.include_calendly ? 1 : 0}`, hashString(raw.join('\u0000'))),
    memo: new Memo(),
  };
  return facts;
}
