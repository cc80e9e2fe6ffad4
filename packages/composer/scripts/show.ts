/**
 * Print the message, summary and rubric violations for fixtures whose name contains the argument:
 * `npx tsx packages/composer/scripts/show.ts "sample 1"` (no argument: a one-line report for all).
 */

import { FIXTURES } from '../src/fixtures';
import { checkMessage, checkSummary, compose } from '../src/index';

const only = process.argv[2];
for (const fx of FIXTURES) {
  if (only && !fx.name.includes(only)) continue;
  const out = compose(fx.request, fx.profile);
  const problems = [...checkMessage(out.content, fx.request, fx.profile), ...checkSummary(out.summary)];
  console.log(`## ${fx.name} (${out.content.length} chars) ${problems.length ? JSON.stringify(problems) : 'passes'}`);
  if (only) console.log(`${out.content}\n-- summary: ${out.summary}\n`);
}
