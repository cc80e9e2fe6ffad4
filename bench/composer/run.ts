/**
 * The built-in writer's speed (decision 009's target: median under 1 ms, p99 under 5 ms per message on this
 * machine), in-process, over every request the writer's tests read: the fixtures, the EXAMPLES.md
 * inputs and the gate corpus's inputs. Before each message the tagger's memory of recent texts is
 * cleared, so every message is timed as a request the server has not seen. Also times recompose with
 * an instruction. Run: npx tsx bench/composer/run.ts
 */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import type { GenerateRequest, SenderProfile } from '@introask/shared';
import { FIXTURES } from '../../packages/composer/src/fixtures';
import { compose, recompose } from '../../packages/composer/src/index';
import { forgetRecent } from '../../packages/composer/src/language/nlp';

interface Input {
  request: GenerateRequest;
  profile: SenderProfile;
}

const md = readFileSync(new URL('../../../shared/composer/EXAMPLES.md', import.meta.url), 'utf8');
const examples: Input[] = [...md.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => {
  const { profile, ...request } = JSON.parse(m[1] as string);
  return { request, profile };
});
const corpus: Input[] = JSON.parse(
  readFileSync(new URL('../../packages/composer/test-data/model-messages.json', import.meta.url), 'utf8'),
).map((it: { input: Input['request'] & { profile: SenderProfile; retry_instructions?: string } }) => {
  const { profile, retry_instructions: _, ...request } = it.input;
  return { request: { ...request, meta: request.meta ?? { include_calendly: false } }, profile };
});
const INPUTS: Input[] = [...FIXTURES, ...examples, ...corpus];
const ROUNDS = Number(process.env.ROUNDS ?? 20);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function measure(label: string, run: (input: Input) => void) {
  for (const input of INPUTS) run(input); // warm-up: the model loads, the JIT settles
  const times: number[] = [];
  for (let r = 0; r < ROUNDS; r++) {
    for (const input of INPUTS) {
      forgetRecent();
      const t = performance.now();
      run(input);
      times.push(performance.now() - t);
    }
  }
  times.sort((a, b) => a - b);
  const row = {
    label,
    messages: times.length,
    medianMs: +percentile(times, 50).toFixed(3),
    p99Ms: +percentile(times, 99).toFixed(3),
    maxMs: +(times.at(-1) ?? 0).toFixed(2),
  };
  console.log(JSON.stringify(row));
  return row;
}

console.log(
  `node ${process.version}, ${INPUTS.length} requests x ${ROUNDS} rounds, load average ${loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')}`,
);
const first = measure('compose', (i) => compose(i.request, i.profile));
const drafts = new Map(INPUTS.map((i) => [i, compose(i.request, i.profile)]));
measure('recompose "shorter and more formal"', (i) => {
  const d = drafts.get(i);
  recompose(
    {
      ...i.request,
      previous_message: d?.content ?? '',
      retry_instructions: 'shorter and more formal',
      style: d?.style,
    },
    i.profile,
  );
});
const meets = first.medianMs < 1 && first.p99Ms < 5;
console.log(
  `compose: median ${first.medianMs} ms, p99 ${first.p99Ms} ms: ${meets ? 'meets' : 'misses'} the target (median < 1 ms, p99 < 5 ms)`,
);
if (!meets) process.exitCode = 1;
