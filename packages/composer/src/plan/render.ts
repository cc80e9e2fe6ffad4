/** The plan as text: paragraphs, the marked forwardable note, thanks and the sender's name. */
import { BLOCK_END, BLOCK_START } from '../markers';
import { LISTABLE, type Paragraph, type Plan } from './plan';

/** Formal register: no contractions (EXAMPLES.md 4). */
const CONTRACTIONS: [RegExp, string][] = [
  [/\bcan['’]t\b/g, 'cannot'],
  [/\bwon['’]t\b/g, 'will not'],
  [/\b(\w+)n['’]t\b/g, '$1 not'],
  [/\b(I|you|we|they|he|she)['’]d\b/g, '$1 would'],
  [/\b(I|you|we|they)['’]ll\b/g, '$1 will'],
  [/\bI['’]m\b/g, 'I am'],
  [/\b(you|we|they)['’]re\b/gi, '$1 are'],
  [/\b(I|you|we|they)['’]ve\b/gi, '$1 have'],
  [/\b(it|that|there|here|what|who)['’]s\b/gi, '$1 is'],
];

export function formalise(text: string): string {
  let out = text;
  for (const [re, to] of CONTRACTIONS) out = out.replace(re, to);
  return out;
}

function paragraphs(body: readonly Paragraph[], plan: Plan, bulletsHere: boolean): string[] {
  const filled = body.filter((p) => p.length > 0);
  if (plan.single && !bulletsHere)
    return filled.length
      ? [
          filled
            .flat()
            .map((s) => s.text)
            .join(' '),
        ]
      : [];
  return filled.map((p) => {
    const list = bulletsHere && p.length > 1 && p.every((s) => LISTABLE.has(s.fact));
    return list ? p.map((s) => `- ${s.text}`).join('\n') : p.map((s) => s.text).join(' ');
  });
}

export function render(plan: Plan): string {
  const blocks: string[] = [];
  if (plan.subject) blocks.push(plan.subject);
  if (plan.greeting) blocks.push(plan.greeting);
  blocks.push(...paragraphs(plan.body, plan, plan.bullets));
  if (plan.note) {
    const inner = [plan.note.greeting, ...paragraphs(plan.note.body, { ...plan, single: false }, plan.bullets)].join(
      '\n\n',
    );
    blocks.push(`${BLOCK_START}\n${inner}\n${BLOCK_END}`);
  }
  const signOff = [plan.thanks, plan.signature].filter(Boolean).join('\n');
  if (signOff) blocks.push(signOff);
  // A question typed with its own mark, inside a sentence the writer ends: one mark, not "??" or "?.".
  const text = blocks
    .join('\n\n')
    .replace(/\?[?.]+/g, '?')
    .replace(/(?<=\p{L})\.\?/gu, '?')
    .replace(/!\./g, '!');
  return plan.formal ? formalise(text) : text;
}
