/**
 * Ten set25 messages read as their recipient at the end of session 20 (set25 is seen since): the
 * faults that reading found, asserted as the sentence a reader sees, on inputs written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { mendSince } from '../language/agreement';
import { mendLearnerEnglish } from '../language/learner';
import { unbracket } from './sane';
import { write } from './write-for-test';

describe('what the sender counted, named in brackets', () => {
  it('is said after the count, so "both games" later has something to point at (v01)', () => {
    const { note } = write({ name: 'Sunniva Halvorsen', purpose: 'ask about the opening' }, undefined, {
      name: 'Rafaela Conti-Boateng',
      bio: 'narrative designer in Montreal. shipped 2 indie titles (Lantern Tide, Hollow Orchard)',
    });
    expect(note).toContain('2 indie titles, Lantern Tide and Hollow Orchard');
    expect(unbracket("I've run 3 restaurants (Brasa, Fuego and Lumbre) in Austin.")).toBe(
      "I've run 3 restaurants, Brasa, Fuego and Lumbre, in Austin.",
    );
  });
});

describe('a relevance typed as notes between slashes (v19)', () => {
  it('is said as its sentences, not pasted with its slashes', () => {
    const { toIntroducer } = write({
      name: 'Ivo Petrović',
      relevance:
        'staff ML eng at Draftwise / built their clause extraction model / might be open to something earlier-stage',
      purpose: 'coffee, see if he would consider joining',
    });
    expect(toIntroducer).not.toContain(' / ');
    expect(toIntroducer).toContain('Ivo Petrović at Draftwise, who built their clause extraction model');
  });
});

describe('the introducer and the target as the sender typed them (v04, v11)', () => {
  it('says what the introducer was to the sender by name, and "has worked … since"', () => {
    const note = (context: string) =>
      write({ name: 'Oluwaseun Adeleke', purpose: 'advice' }, { name: 'dr. helen park', context }).note;
    expect(note("my lab TA last semester (she's a postdoc)")).toContain('Dr. Helen Park was my lab TA last semester.');
    expect(mendSince('she works in Calgary since 2019 as accountant')).toBe(
      'she has worked in Calgary since 2019 as accountant',
    );
  });

  it('keeps an honorific and a firm named beside its kind with their capitals', () => {
    const { toIntroducer } = write({
      name: 'Dr. Oluwaseun Adeleke',
      relevance: 'runs a prosthetics startup, stridewell, in dublin. did her phd in the same program helen did',
      purpose: 'ask about a summer internship',
    });
    expect(toIntroducer).toContain('a prosthetics startup, Stridewell, in Dublin');
    expect(toIntroducer).not.toContain('dr. Adeleke');
  });

  it('mends "ask advice how to", "look for job" and "if his company have"', () => {
    expect(mendLearnerEnglish('to ask advice how to get a licence and if his company have openings')).toBe(
      'to ask for advice on how to get a licence and if his company has openings',
    );
    expect(mendLearnerEnglish('moving to Calgary and look for job')).toBe('moving to Calgary and look for a job');
    for (const fluent of ['get advice on pricing', 'looking for jobs in Leeds', 'the team have agreed'])
      expect(mendLearnerEnglish(fluent), fluent).toBe(fluent);
  });
});
