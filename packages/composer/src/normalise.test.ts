/** Normalising what people type (RUBRIC.md point 10), and reading instructions. */
import { describe, expect, it } from 'vitest';
import { splitInstructions } from './instructions';
import { parseName } from './names';
import { clean, fixI, splitSentences } from './text';

describe('names', () => {
  it.each([
    ['olivia grant', 'Olivia Grant', 'Olivia'],
    ['Prof. Helen Zhou', 'Prof. Helen Zhou', 'Helen'],
    ['dr. okoye', 'Dr. Okoye', 'Dr. Okoye'],
    ['m. okoye', 'M. Okoye', 'M. Okoye'],
    ["o'brien-smith", "O'Brien-Smith", "O'Brien-Smith"],
    ['JOHN SMITH', 'John Smith', 'John'],
    ['ludwig van beethoven', 'Ludwig van Beethoven', 'Ludwig'],
    ['McKenzie deVries', 'McKenzie deVries', 'McKenzie'],
    ['élodie durand', 'Élodie Durand', 'Élodie'],
    ['  Dana   Whitfield.  ', 'Dana Whitfield', 'Dana'],
    ['Dana , Dana', 'Dana Dana', 'Dana'],
  ])('%s -> %s (greeted as %s)', (raw, full, first) => {
    expect(parseName(raw)).toMatchObject({ full, first });
  });
  it('keeps a typed title when referring to someone in the third person', () => {
    expect(parseName('Dr. Samuel Adeyemi')?.short).toBe('Dr. Adeyemi');
    expect(parseName('Greta Lindqvist')?.short).toBe('Greta');
  });
  it.each(['', '   ', '!!!', 'Prof.', '🚀'])('%j names nobody', (raw) => {
    expect(parseName(raw)).toBeUndefined();
  });
});

describe('text', () => {
  it('collapses whitespace and over-punctuation', () => {
    expect(clean('  great ,  news!!!  really..  ')).toBe('great, news! really.');
  });
  it('capitalises a lone "i"', () => {
    expect(fixI("i think i'm in, and i'd go")).toBe("I think I'm in, and I'd go");
    expect(fixI('wiki is fine')).toBe('wiki is fine');
  });
  it('splits sentences but keeps initials, titles and "Series A" straight', () => {
    expect(splitSentences("Met Dr. Zhou at M. Okoye's talk. We raised a Series A. then more! ok")).toEqual([
      "Met Dr. Zhou at M. Okoye's talk.",
      'We raised a Series A.',
      'then more!',
      'ok',
    ]);
  });
});

describe('instructions', () => {
  it('splits on commas and on "and" before a new instruction, not inside a point', () => {
    expect(splitInstructions('shorter, more formal and mention that we met at SaaStr and worked together')).toEqual([
      'shorter',
      'more formal',
      'mention that we met at SaaStr and worked together',
    ]);
  });
});
