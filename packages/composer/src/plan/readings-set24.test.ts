/**
 * Session 19's mends from reading ten set24 messages as their recipient: a Portuguese title before the
 * introducer's name, "a former student of you", an offer typed as what a thing is ("is a good
 * visibility"), and a bracket inside a bracket. Asserted as the sentence a reader sees, on inputs
 * written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { unbracket } from './sane';
import { write } from './write-for-test';

const target = { name: 'Rafael Moura', purpose: 'ask for advice about masters programmes in Europe' };

describe('the introducer typed with a title', () => {
  it('is greeted by first name, "Profa." skipped (hard rule 1)', () => {
    const { content } = write(target, {
      name: 'Profa. Cláudia Ramos',
      context: 'my professor, she supervises my thesis',
    });
    expect(content).toMatch(/^Hi Cláudia,/);
  });

  it('is "yours" where the relevance says whose the target is', () => {
    const { toIntroducer } = write(
      { ...target, relevance: 'former student of prof Cláudia, did masters in transport in Delft' },
      { name: 'Profa. Cláudia Ramos', context: 'my professor' },
    );
    expect(toIntroducer).toContain('a former student of yours');
    expect(toIntroducer).not.toContain('student of you ');
  });
});

describe('an offer typed as what the thing offered is', () => {
  it('is said of that thing, not of the sender', () => {
    const { note } = write({
      name: 'Giorgio Santangelo',
      purpose: 'interview him for an article about olive oil fraud',
      value_add: 'article will be published in May, is a good visibility for their testing',
    });
    expect(note).not.toMatch(/I can (?:am|is)\b/);
    expect(note).toContain('It is a good visibility for');
  });
});

describe('a bracket inside a bracket beside the sender’s name', () => {
  it('leaves no stray comma or bracket', () => {
    const said = unbracket("I'm Anya Petrenko (2nd year PhD, computer vision at Vistula Institute (Warsaw)).");
    expect(said).toBe("I'm Anya Petrenko.");
    expect(unbracket('a PhD student (computer vision at Vistula Institute (Warsaw)) who flies drones.')).not.toMatch(
      /,\)|\(\s*\)/,
    );
  });
});
