/**
 * The choices a message was written with. A first draft uses the defaults; retry instructions
 * change them (retry/instructions.ts); the response carries them as `style` and a retry sends them
 * back, so a retry changes only what was asked. Plain data: it crosses the API as JSON.
 */
import type { MessageStyle } from '@introask/shared';

export type Style = MessageStyle;
export type Tone = Style['tone'];
export type Stance = Style['stance'];

export function defaultStyle(includeCalendly: boolean): Style {
  return {
    tone: 'neutral',
    stance: 'neutral',
    length: 0,
    direct: false,
    soft: false,
    format: 'paragraphs',
    note: true,
    subject: false,
    greeting: true,
    thanks: true,
    calendly: includeCalendly,
    relationship: true,
    bio: true,
    value: true,
    relevance: true,
    dropLast: false,
    firstNamesOnly: false,
    mentions: [],
    excludes: [],
    variant: 0,
  };
}
