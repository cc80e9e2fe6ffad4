/** What the gate knows about a request: who is who, what the user typed, what a retry asked for. */
import type { GenerateRequest, RegenerateRequest, SenderProfile } from '@introask/shared';
import { type PersonName, parseName } from './names';
import { valuesIn } from './numbers';
import { type RetryAsks, retryAsks } from './retry';

export interface GateInput {
  request: GenerateRequest | RegenerateRequest;
  profile: SenderProfile;
  /** Defaults to the request's retry_instructions. */
  retryInstructions?: string;
  /** The language asked for ('en' when absent); rules that depend on English grammar apply to English only. */
  language?: string;
}

export interface GateContext {
  introducer?: PersonName;
  target?: PersonName;
  sender?: PersonName;
  /** Everything the user typed except the Calendly URL: the form, the profile, the retry instructions. */
  typed: string;
  typedValues: Set<number>;
  calendlyUrl?: string;
  /** The Calendly link may appear. */
  calendlyAllowed: boolean;
  /** Why it may not, when it is known and may not. */
  calendlyRefused?: 'not asked' | 'removed';
  /** The forwardable note is expected (true), refused (false), or either is fine (undefined). */
  note: boolean | undefined;
  asks: RetryAsks;
  english: boolean;
  language: string;
}

export function gateContext(input: GateInput): GateContext {
  const { request, profile } = input;
  const retry = request as Partial<RegenerateRequest>;
  const instructions = input.retryInstructions ?? retry.retry_instructions ?? '';
  const previous = typeof retry.previous_message === 'string' ? retry.previous_message : undefined;
  const asks = retryAsks(instructions);
  const language = input.language ?? (request.meta as { language?: string }).language ?? 'en';
  const { calendly_url: calendlyUrl, ...rest } = profile;
  const typed = [
    request.introducer?.name,
    request.introducer?.context,
    request.target?.name,
    request.target?.relevance,
    request.target?.purpose,
    request.target?.value_add,
    ...Object.values(rest),
    instructions,
  ]
    .filter((t): t is string => typeof t === 'string' && t.trim() !== '')
    // Runs of spaces typed ("1  100") are one space in any message written from them.
    .map((t) => t.replace(/[^\S\n]+/g, ' '))
    .join('\n');

  const url = calendlyUrl?.trim() || undefined;
  const hadNote = previous === undefined || /^-{3}\s*forwardable note\s*-{3}\s*$/im.test(previous);
  const hadLink = previous === undefined || (url !== undefined && previous.includes(url));
  let calendlyRefused: GateContext['calendlyRefused'];
  if (asks.noCalendly) calendlyRefused = 'removed';
  else if (!asks.calendly && !(request.meta.include_calendly && hadLink)) calendlyRefused = 'not asked';

  return {
    introducer: parseName(request.introducer?.name),
    target: parseName(request.target?.name),
    sender: parseName(profile.name),
    typed,
    typedValues: valuesIn(typed),
    calendlyUrl: url,
    calendlyAllowed: url !== undefined && calendlyRefused === undefined,
    calendlyRefused,
    // A retry keeps what the previous message did unless the instructions change it.
    note: asks.noNote ? false : asks.note || hadNote ? true : undefined,
    asks,
    english: language === 'en',
    language,
  };
}
