/**
 * Writes two sample outputs per RUBRIC.md sample case to packages/composer/examples/, so a person
 * can read what the engine writes: the first draft, and a retry (no instructions for most cases,
 * an instruction where the case invites one). Run: npx tsx packages/composer/scripts/write-examples.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RegenerateRequest } from '@introask/shared';
import { FIXTURES } from '../src/fixtures';
import { compose, recompose } from '../src/index';

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'examples');
mkdirSync(out, { recursive: true });

/** Sample case number -> the retry instruction its second example shows. */
const RETRY: Record<number, string | undefined> = {
  1: undefined,
  2: undefined,
  3: 'shorter, no calendly',
  4: 'more formal',
  5: 'make it three sentences',
  6: undefined,
};

for (let n = 1; n <= 6; n++) {
  const fx = FIXTURES.find((f) => f.name.startsWith(`sample ${n}:`));
  if (!fx) throw new Error(`sample case ${n} is missing from the fixtures`);
  const first = compose(fx.request, fx.profile);
  const request: RegenerateRequest = {
    ...fx.request,
    previous_message: first.content,
    retry_instructions: RETRY[n],
    style: first.style,
  };
  const second = recompose(request, fx.profile);
  const header = (label: string, summary: string, notes?: string[]) =>
    `# Sample case ${n} (${fx.name}): ${label}\n# Summary: ${summary}${notes?.length ? `\n# Notes: ${notes.join(' | ')}` : ''}\n\n`;
  writeFileSync(join(out, `case-${n}-a.txt`), `${header('first draft', first.summary)}${first.content}\n`);
  const label = RETRY[n] ? `retry with "${RETRY[n]}"` : 'retry without instructions';
  writeFileSync(join(out, `case-${n}-b.txt`), `${header(label, second.summary, second.notes)}${second.content}\n`);
}
console.log(`wrote 12 examples to ${out}`);
