/**
 * Keeping every message within 4000 characters (SPEC.md section 5) without cutting a word or a
 * sentence: shed repetition and detail level by level, and only as a last resort drop whole
 * sentences from the longest paragraph.
 */
import { FORM_LIMITS } from '@introask/shared';
import type { Facts } from './facts';
import { BLOCK_END, BLOCK_START, render } from './render';
import { cloneStyle, type Style } from './style';
import { splitSentences } from './text';

export const MAX_COMPACT = 3;

export function renderWithin(f: Facts, style: Style, max: number = FORM_LIMITS.message): string {
  let content = render(f, style);
  for (let level = style.compact + 1; content.length > max && level <= MAX_COMPACT; level++) {
    const tighter = cloneStyle(style);
    tighter.compact = level;
    content = render(f, tighter);
  }
  return content.length > max ? dropSentences(content, max) : content;
}

/**
 * Last resort, unreachable for inputs within SPEC.md's limits (see limits.test.ts): remove whole
 * sentences, longest line first, from everything but the greeting, the ask, the thanks and the
 * sign-off, keeping the block's markers paired.
 */
function dropSentences(content: string, max: number): string {
  // The block becomes one paragraph of lines, so its markers travel together.
  const start = content.indexOf(BLOCK_START);
  const end = content.indexOf(BLOCK_END);
  const condensed =
    start >= 0 && end > start
      ? content.slice(0, start) + content.slice(start, end).replace(/\n\n/g, '\n') + content.slice(end)
      : content;
  const paragraphs = condensed.split('\n\n').map((p) => p.split('\n'));
  const isMarker = (line: string) => line === BLOCK_START || line === BLOCK_END;
  const last = paragraphs.length - 1;
  const removable = (pi: number) => pi > 1 && pi < last - 1;
  const length = () => paragraphs.map((p) => p.join('\n')).join('\n\n').length;
  while (length() > max) {
    let best: [number, number] | undefined;
    paragraphs.forEach((lines, pi) => {
      if (!removable(pi)) return;
      lines.forEach((line, li) => {
        if (isMarker(line) || line === '') return;
        if (!best || line.length > (paragraphs[best[0]]?.[best[1]] ?? '').length) best = [pi, li];
      });
    });
    if (!best) break;
    const [pi, li] = best;
    const lines = paragraphs[pi] ?? [];
    const sentences = splitSentences((lines[li] ?? '').replace(/^- /, ''));
    sentences.pop();
    lines[li] = sentences.length > 0 ? `${(lines[li] ?? '').startsWith('- ') ? '- ' : ''}${sentences.join(' ')}` : '';
    paragraphs[pi] = lines.filter((l) => l !== '');
  }
  // A block left with nothing between its markers goes, with the line that introduced it.
  const out = paragraphs.map((p) => p.join('\n'));
  const empty = out.indexOf(`${BLOCK_START}\n${BLOCK_END}`);
  if (empty > 0) out.splice(empty - 1, 2);
  return out.filter((p) => p !== '').join('\n\n');
}
