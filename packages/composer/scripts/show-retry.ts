/**
 * Print a fixture's first draft and its retry with the given instructions:
 * `npx tsx packages/composer/scripts/show-retry.ts "sample 1" "shorter, more formal"`.
 */
import { FIXTURES } from '../src/fixtures';
import { compose, recompose } from '../src/index';

const [name = 'sample 1', instructions] = process.argv.slice(2);
const fx = FIXTURES.find((f) => f.name.includes(name));
if (!fx) throw new Error(`no fixture matches "${name}"`);
const first = compose(fx.request, fx.profile);
const retry = recompose(
  { ...fx.request, previous_message: first.content, retry_instructions: instructions },
  fx.profile,
);
console.log(`${retry.content}\n-- notes: ${JSON.stringify(retry.notes ?? [])}`);
