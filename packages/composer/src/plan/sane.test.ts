/**
 * The plan's last check (sane.ts): typed fragments with no verb are left out or said with "I", a
 * length typed straight after a role gets its "for", and none of it touches fluent text. The fluent
 * text is every sentence of the independent reference messages (the references.json of every bench/reading set,
 * written from RUBRIC.md by writers who never saw the product): a check that rejected one of them
 * would drop a good sentence from a message.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  mendAgreement,
  mendAndGerund,
  mendBareSubject,
  mendCommaSplice,
  mendObjectArticle,
  mendRoleArticle,
  mendSecondVerb,
  mendSince,
  perfectForDuration,
  theBeforeWhatTheyRun,
} from '../language/agreement';
import { unlabel } from '../language/labels';
import { mendLearnerEnglish, yearsAsProse } from '../language/learner';
import { sentencesOf } from '../language/nlp';
import { agreeArticles, isBroken, isVerbless, mendMeasures } from './sane';
import { noteForBio, noteForTie, seenReadingSets } from './write-for-test';

function referenceSentences(): string[] {
  return seenReadingSets('references.json').flatMap((file) => {
    const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string> | [string, string][];
    return (Array.isArray(raw) ? raw.map(([, m]) => m) : Object.values(raw)).flatMap((m) =>
      m.split('\n').flatMap(sentencesOf),
    );
  });
}

describe('the reference messages, as fluent text', () => {
  const sentences = referenceSentences();

  it('are read from the reading sets', () => {
    expect(sentences.length).toBeGreaterThan(5000);
  });

  it('have no sentence judged broken or verbless', () => {
    expect(sentences.filter((s) => isBroken(s) || isVerbless(s))).toEqual([]);
  });

  it('are left as written by the mends of measures and articles', () => {
    expect(sentences.filter((s) => agreeArticles(mendMeasures(s)) !== s)).toEqual([]);
  });

  it('are left as written by the mend of subject and verb', () => {
    expect(sentences.filter((s) => mendAgreement(s) !== s)).toEqual([]);
  });

  it('are left as written by the article given to a bare subject', () => {
    expect(sentences.filter((s) => mendBareSubject(s) !== s)).toEqual([]);
  });

  it('are left as written by the mends of "since" and of a role without its article', () => {
    expect(sentences.filter((s) => mendSince(s) !== s)).toEqual([]);
    expect(sentences.filter((s) => mendRoleArticle(s) !== s)).toEqual([]);
    expect(sentences.filter((s) => mendAndGerund(s) !== s)).toEqual([]);
    expect(sentences.filter((s) => mendSecondVerb(s) !== s)).toEqual([]);
    expect(sentences.filter((s) => mendCommaSplice(s) !== s)).toEqual([]);
    expect(sentences.filter((s) => perfectForDuration(s) !== s)).toEqual([]);
    expect(sentences.filter((s) => theBeforeWhatTheyRun(s) !== s)).toEqual([]);
    expect(sentences.filter((s) => mendObjectArticle(s) !== s)).toEqual([]);
  });

  it('are left as written by the mends of second-language English', () => {
    expect(sentences.filter((s) => mendLearnerEnglish(s) !== s)).toEqual([]);
  });

  it('are left as written by the reading of labels typed with a colon, and of years typed as a range', () => {
    expect(sentences.filter((s) => unlabel(s) !== s)).toEqual([]);
    expect(sentences.filter((s) => yearsAsProse(s) !== s)).toEqual([]);
  });
});

describe('a line with no verb', () => {
  it('is one when typed as a fragment', () => {
    for (const fragment of [
      'Prev 5 years at NABARD.',
      'Bangalore, open to remote.',
      'MSc Structural Eng, University of Surrey.',
      'About 14k deliveries a month.',
      'Figma, design systems, some frontend.',
    ])
      expect(isVerbless(fragment), fragment).toBe(true);
  });

  it('is not one where the tagger missed the verb after a name, a noun or a pronoun', () => {
    for (const sentence of [
      'Pieter van der Merwe chairs our board.',
      'Declan Moriarty edited my first short film in 2019.',
      '85 inns use it, mostly in Nagano and Gifu.',
      'We still text sometimes.',
      'Longshore Pictures just greenlit a doc series.',
      "I'm Rahul Verma, a senior Android developer.",
      'No pressure at all.',
    ])
      expect(isVerbless(sentence), sentence).toBe(false);
  });

  const target = { name: 'Tove Dahl', purpose: 'ask about a pilot' };

  it('is left out of the note, which keeps the rest of the bio', () => {
    const note = noteForBio(
      target,
      "I'm a product designer, last 2 years at Fendra. I was laid off in March. Figma, design systems, some frontend.",
    );
    expect(note).not.toContain('Figma');
    expect(note).toContain('I was laid off in March.');
  });

  it('stays when it carries money, a share or thousands, the facts that persuade', () => {
    const note = noteForBio(
      target,
      'I founded FreshCrate. We rent cold rooms to traders in Lagos. ~$11k monthly revenue, spoilage down from about 40% to under 10% for our traders. Bangalore, open to remote.',
    );
    expect(note).toContain('$11k monthly revenue, spoilage down from about 40% to under 10%');
    expect(note).not.toContain('Bangalore');
  });

  it('is said with "I" when it opens with what the sender did', () => {
    expect(
      noteForBio(target, 'Retired this year after 32 years as a civil engineer with Aarhus Municipality.'),
    ).toContain('I retired this year after 32 years as a civil engineer with Aarhus Municipality.');
  });
});

describe('how long, typed straight after a role', () => {
  it('is said with "for"', () => {
    expect(mendMeasures('I was a shop foreman at a die shop in Toledo 35 years.')).toBe(
      'I was a shop foreman at a die shop in Toledo for 35 years.',
    );
    expect(noteForTie(pilot, 'she was my sous chef 2 years')).toContain('was my sous chef for 2 years');
  });

  it('is left alone after a verb or a preposition', () => {
    for (const sentence of [
      "I've spent 18 years teaching.",
      'We have 9 years of data.',
      'For 11 years I ran it.',
      'The payback period 4 years.',
    ])
      expect(mendMeasures(sentence)).toBe(sentence);
  });
});

describe('sentences the last check used to drop', () => {
  it('keeps "an A/B test", a name such as "Were", and a doubled word the lexicon does not know', () => {
    for (const sentence of [
      'During my internship, I ran an A/B test that improved click-through rate by 6%.',
      'Otieno Were is one of our trustees.',
      'My thesis is on boda boda crash injuries in Nairobi.',
      'Linda Delgado, my neighbour, is passing this on for me.',
    ])
      expect(isBroken(sentence), sentence).toBe(false);
    expect(isBroken('I work at the the bakery.')).toBe(true);
    expect(isBroken('Our boda boda riders keep keep going.')).toBe(true);
    expect(isBroken('She is a nurse in for the NHS.')).toBe(true);
    expect(isBroken('I introduced you at in the meeting.')).toBe(true);
    expect(isBroken('She is the head of for sales.')).toBe(true);
  });

  it('gives "unexpected" its "an"', () => {
    expect(agreeArticles('I hope you will not mind a unexpected request.')).toBe(
      'I hope you will not mind an unexpected request.',
    );
    expect(agreeArticles('It was an unanimous vote at an union meeting.')).toBe(
      'It was a unanimous vote at a union meeting.',
    );
  });
});

const pilot = { name: 'Tove Dahl', purpose: 'ask about a pilot' };
