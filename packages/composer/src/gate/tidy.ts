/**
 * What can be taken off a model's answer without changing the message: a code fence around it, a
 * chatty line before the greeting ("Sure! Here's a draft:"), a chatty line after the sign-off
 * ("Let me know if you'd like changes."), trailing spaces, runs of blank lines and doubled spaces.
 * Anything else that is wrong stays, for the gate to judge.
 */
import { isPreamble } from './rules';

const TRAILER =
  /^(let me know|i hope this helps|hope this helps|feel free|would you like me|want me to|happy to (?:adjust|tweak|revise|change)|if you(?:'d| would) like)/i;

export function tidyModelText(text: string): string {
  let lines = text
    .replace(/\r\n?/g, '\n')
    .replace(/\u00a0/g, ' ')
    .split('\n')
    .map((l) => l.replace(/\s+$/, ''));
  const firstFilled = () => lines.findIndex((l) => l.trim() !== '');
  const lastFilled = () => lines.findLastIndex((l) => l.trim() !== '');

  // A fence around the whole answer (```text ... ```), possibly after a chatty line.
  for (let pass = 0; pass < 2; pass++) {
    const first = firstFilled();
    if (first >= 0 && isPreamble(lines[first] ?? '') && lines.slice(first + 1).some((l) => l.trim() !== '')) {
      lines = lines.slice(first + 1);
    }
    const open = firstFilled();
    const close = lastFilled();
    if (
      open >= 0 &&
      close > open &&
      /^```[\w-]*$/.test(lines[open]?.trim() ?? '') &&
      /^```$/.test(lines[close]?.trim() ?? '')
    ) {
      lines = lines.slice(open + 1, close);
    }
  }
  // A chatty line after the message, separated from it by a blank line.
  const last = lastFilled();
  if (
    last > 0 &&
    TRAILER.test(lines[last]?.trim().replace(/[’‘]/g, "'") ?? '') &&
    (lines[last - 1] ?? '').trim() === ''
  ) {
    lines = lines.slice(0, last);
  }
  return lines
    .map((l) => l.replace(/(\S) {2,}(?=\S)/g, '$1 '))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
