/**
 * Scores a blind reading: the reader's judgments.json against key.json, as RUBRIC.md asks: mean
 * score, share sent unchanged, defects per message by kind, share of pairs won or tied, for the
 * writer and for the reference.
 *
 *   npx tsx bench/reading/score.ts <label>
 *
 * judgments.json: { "<id>": { "A": Verdict, "B": Verdict, "pick": "A" | "B" | "tie" } } where
 * Verdict = { "score": 1-10, "send_unchanged": boolean, "defects": [{ "kind": string, "text": string }] }.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface Verdict {
  score: number;
  send_unchanged: boolean;
  defects: { kind: string; text: string }[];
}
type Judgment = { A: Verdict; B: Verdict; pick: 'A' | 'B' | 'tie' };

const here = dirname(fileURLToPath(import.meta.url));
const label = process.argv[2];
if (!label) throw new Error('usage: score.ts <label>');
// Any request whose pair was judged counts; the figures say how many.
const dir = join(here, 'out', label);
const key: Record<string, 'A' | 'B'> = JSON.parse(readFileSync(join(dir, 'key.json'), 'utf8'));
const judgments: Record<string, Judgment> = JSON.parse(readFileSync(join(dir, 'judgments.json'), 'utf8'));

function summarise(side: (id: string) => 'A' | 'B') {
  const ids = Object.keys(key).filter((id) => judgments[id]);
  const verdicts = ids.map((id) => (judgments[id] as Judgment)[side(id)]);
  const kinds: Record<string, number> = {};
  for (const v of verdicts) for (const d of v.defects) kinds[d.kind] = (kinds[d.kind] ?? 0) + 1;
  const wonOrTied = ids.filter((id) => {
    const pick = (judgments[id] as Judgment).pick;
    return pick === 'tie' || pick === side(id);
  }).length;
  return {
    n: ids.length,
    mean: verdicts.reduce((s, v) => s + v.score, 0) / ids.length,
    unchanged: verdicts.filter((v) => v.send_unchanged).length,
    defects: verdicts.reduce((s, v) => s + v.defects.length, 0),
    kinds,
    wonOrTied,
  };
}

const writer = summarise((id) => key[id] as 'A' | 'B');
const reference = summarise((id) => (key[id] === 'A' ? 'B' : 'A'));
const kinds = [...new Set([...Object.keys(writer.kinds), ...Object.keys(reference.kinds)])].sort();
const row = (name: string, s: typeof writer) =>
  `| ${name} | ${s.n} | ${s.mean.toFixed(1)} | ${s.unchanged}/${s.n} (${Math.round((100 * s.unchanged) / s.n)}%) | ${(s.defects / s.n).toFixed(2)} | ${kinds
    .map((k) => ((s.kinds[k] ?? 0) / s.n).toFixed(2))
    .join(' | ')} | ${s.wonOrTied}/${s.n} |`;
console.log(
  `| messages | n | mean score | sent unchanged | defects/msg | ${kinds.map((k) => `${k}/msg`).join(' | ')} | pairs won or tied |`,
);
console.log(`|---|---|---|---|---|${kinds.map(() => '---').join('|')}|---|`);
console.log(row('built-in writer', writer));
console.log(row('reference', reference));
