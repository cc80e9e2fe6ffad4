/** One line for the history (RUBRIC.md hard rule 9): "Intro to Dana Whitfield via Marcus Chen: raise a $2M seed round". */
import { SUMMARY_MAX } from '@introask/shared';
import type { Facts } from './facts/facts';
import { asPhrase } from './language/text';

export function summaryOf(f: Facts): string {
  const target = f.target ? (f.target.kind === 'person' ? f.target.name.full : f.target.text) : 'someone';
  const via = f.introducer ? ` via ${f.introducer.full}` : '';
  const head = `Intro to ${target}${via}`;
  const purpose = f.purpose ? asPhrase(f.purpose.text) : '';
  const line = purpose ? `${head}: ${purpose}` : head;
  if (line.length <= SUMMARY_MAX) return line;
  // Whole words only, with an ellipsis, never a cut word.
  const room = SUMMARY_MAX - 1;
  const cut = line.slice(0, room).replace(/\s+\S*$/, '');
  return `${cut.length > head.length ? cut : head.slice(0, room).replace(/\s+\S*$/, '')}…`;
}
