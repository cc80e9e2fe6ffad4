/**
 * Which of the writer's sentences the blind readers quote in a defect, by feature, over every reading
 * kept in bench/reading/out: the measure that singled out parentheses (decision 051) and the
 * introducer's "I'd offer" (decision 047, session 19). A sentence counts as quoted when a grammar,
 * awkward or template defect of its message contains any 20 characters of it.
 *
 *   npx tsx bench/reading/quoted.ts                 the built-in features below
 *   npx tsx bench/reading/quoted.ts '\(' 'I can offer'   and features of your own, as regular expressions
 *
 * The sets in unseen.json are left out, so nothing is tuned on them. Readings before session 12 used
 * other defect kinds ("template tell"); they count as template.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const read = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;

interface Judged {
  score: number;
  defects: { kind: string; text: string }[];
}

const FEATURES: Record<string, RegExp> = {
  parenthesis: /\s\(/,
  'dash between words': /\s[-—–]\s/,
  'slash between words': /\p{L}\/\p{L}/u,
  'colon mid-sentence': /\p{L}: \p{L}/u,
  'three commas or more': /(?:,[^,]*){3}/,
  "offer frame (I'd offer, I can offer)": /\b(?:I|We)(?:'d| can) offer\b/,
  '", which"': /, which\b/,
  'over 30 words': /^(?:\S+\s+){30}/,
  'under 8 words': /^(?:\S+\s+){0,6}\S+$/,
};
for (const typed of process.argv.slice(2)) FEATURES[typed] = new RegExp(typed);

const unseen = new Set<string>();
for (const set of read<string[]>(join(here, 'unseen.json')))
  for (const c of read<{ id: string }[]>(join(here, set, 'requests.json'))) unseen.add(c.id);

const QUOTING = /^(?:grammar|awkward|template|template tell)$/;
const counts = new Map<string, { all: number; quoted: number }>();
const count = (feature: string, quoted: boolean) => {
  const c = counts.get(feature) ?? { all: 0, quoted: 0 };
  c.all += 1;
  if (quoted) c.quoted += 1;
  counts.set(feature, c);
};

const out = join(here, 'out');
for (const label of readdirSync(out)) {
  const dir = join(out, label);
  if (!['judgments.json', 'key.json', 'writer.json'].every((f) => existsSync(join(dir, f)))) continue;
  const judged = read<Record<string, Record<'A' | 'B', Judged>>>(join(dir, 'judgments.json'));
  const key = read<Record<string, 'A' | 'B'>>(join(dir, 'key.json'));
  const writer = read<Record<string, string>>(join(dir, 'writer.json'));
  for (const [id, side] of Object.entries(key)) {
    const judgment = judged[id]?.[side];
    const message = writer[id];
    if (!judgment || !message || unseen.has(id)) continue;
    const quotes = judgment.defects
      .filter((d) => QUOTING.test(d.kind))
      .map((d) => d.text)
      .join(' || ');
    const body = message.split(/\n\n(?:Thanks|Thank you|Many thanks|With thanks|Best)/)[0] ?? message;
    for (const sentence of body.split(/(?<=[.?!])\s+|\n+/)) {
      if (sentence.length < 20 || sentence.startsWith('---')) continue;
      let quoted = false;
      for (let k = 0; k + 20 <= sentence.length && !quoted; k += 10)
        quoted = quotes.includes(sentence.slice(k, k + 20));
      count('every sentence', quoted);
      // (A link is no slash or colon the sender typed.)
      const plain = sentence.replace(/\S*https?:\/\/\S+/g, '');
      for (const [feature, pattern] of Object.entries(FEATURES)) if (pattern.test(plain)) count(feature, quoted);
    }
  }
}

console.log('| sentences with | n | quoted in a defect |');
console.log('|---|---|---|');
for (const [feature, c] of counts)
  console.log(`| ${feature} | ${c.all} | ${c.all ? Math.round((100 * c.quoted) / c.all) : 0}% |`);
