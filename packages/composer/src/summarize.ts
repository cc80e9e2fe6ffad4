/**
 * The history line (RUBRIC.md point 14): "Intro to Dana Whitfield via Marcus Chen: raise a $2M
 * seed round", one line, at most 140 characters, cut at a word with an ellipsis if need be.
 */
import { type GenerateRequest, type SenderProfile, SUMMARY_MAX } from '@introask/shared';
import { type Facts, gatherFacts } from './facts';
import { purposeKind } from './field-text';
import { asClause } from './text';

function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const room = text.slice(0, max - 1);
  const space = room.lastIndexOf(' ');
  return `${(space > max / 2 ? room.slice(0, space) : room).replace(/[\s,.;:!?-]+$/, '')}…`;
}

export function summarize(request: GenerateRequest, profile: SenderProfile): string {
  return summaryOf(gatherFacts(request, profile));
}

const ODD_SPACE = /[^\S ]|\s\s/;

export function summaryOf(f: Facts): string {
  const target = f.target ? `Intro to ${f.target.full}` : 'Intro request';
  const via = f.introducer ? ` via ${f.introducer.full}` : '';
  const head = f.purpose?.sentences[0];
  const purpose = head ? asClause(f.memo.once('purposeKind', head, () => purposeKind(head)).text) : '';
  const joined = `${target}${via}${purpose ? `: ${purpose}` : ''}`;
  // Collapse whitespace, which only changes a line with a space other than ' ' or two in a row.
  const line = ODD_SPACE.test(joined) ? joined.replace(/\s+/g, ' ') : joined;
  if (line.length <= SUMMARY_MAX) return line;
  // Names first: the purpose gives way before the people do.
  const names = cutAtWord(`${target}${via}`, SUMMARY_MAX);
  if (names.length >= SUMMARY_MAX - 10 || !purpose) return names;
  return cutAtWord(line, SUMMARY_MAX);
}
