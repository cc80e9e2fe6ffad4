/**
 * A fixture's first draft, then a retry with the given instructions, the way the API runs it
 * (the first answer's `style` sent back).
 *   npx tsx packages/composer/scripts/show-retry.ts "sample 1" "shorter, more formal"
 */
import { FIXTURES } from '../src/fixtures';
import { compose, recompose } from '../src/index';

const [name = '', instructions = ''] = process.argv.slice(2);
const fx = FIXTURES.find((f) => f.name.startsWith(name));
if (!fx) throw new Error(`no fixture starts with "${name}"`);
const first = compose(fx.request, fx.profile);
const retry = recompose(
  { ...fx.request, previous_message: first.content, retry_instructions: instructions, style: first.style },
  fx.profile,
);
console.log(
  `${retry.content}\n\n# Style: ${JSON.stringify(retry.style)}${retry.notes ? `\n# Notes: ${retry.notes.join(' | ')}` : ''}`,
);
