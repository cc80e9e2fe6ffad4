/**
 * One fixture's message, with what the hard-rule gate and the quality checks say of it.
 *   npx tsx packages/composer/scripts/show.ts "sample 1"
 */
import { FIXTURES } from '../src/fixtures';
import { checkHardRules, checkQuality, compose } from '../src/index';

const name = process.argv[2] ?? '';
const fx = FIXTURES.find((f) => f.name.startsWith(name));
if (!fx) throw new Error(`no fixture starts with "${name}"; try one of: ${FIXTURES.map((f) => f.name).join(', ')}`);
const { content, summary } = compose(fx.request, fx.profile);
console.log(`${content}\n\n# Summary: ${summary}`);
const problems = [
  ...checkHardRules(content, { request: fx.request, profile: fx.profile }),
  ...checkQuality(content, fx.request, fx.profile),
];
console.log(
  problems.length
    ? `# Problems:\n${problems.map((p) => `- ${p}`).join('\n')}`
    : '# Passes the gate and the quality checks',
);
