/** A point the user asked to add ("mention that we met at SaaStr"), written for its reader. */
import type { Facts } from '../facts/facts';
import { readPhrase } from '../language/phrase';
import { asSentence, capFirst } from '../language/text';
import { fullOrFirst } from './people';
import type { Style } from './style';

export function mentionSentence(raw: string, f: Facts, style: Style, reader: 'note' | 'introducer'): string {
  const text = raw.replace(/^(?:that|how)\s+/i, '');
  const p = readPhrase(text);
  const lead = p.tokens[0]?.text.toLowerCase();
  if (reader === 'note' && lead === 'we' && f.introducer)
    return asSentence(`${fullOrFirst(f.introducer, style)} and I ${text.replace(/^we\s+/i, '')}`);
  if (p.shape === 'clause') return asSentence(capFirst(text));
  if (p.shape === 'verb') return asSentence(`I ${text}`);
  return asSentence(`I should also mention ${text}`);
}
