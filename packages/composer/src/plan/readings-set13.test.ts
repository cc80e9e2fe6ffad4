/**
 * Session 13's second round of mends (bench/RESULTS.md, "Session 13"), found in set13's two readings
 * at 5ace714 (n1, n1b), which are seen from then on, and the edges of those rules a second review by
 * a helper found. The first round, from set12's readings, is in readings-session13.test.ts. Each
 * asserted as the sentence a reader sees, on inputs written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { write } from './write-for-test';

// From set13's two readings at 5ace714 (n1, n1b), read after them: set13 is seen from here on.
describe('set13: names, purposes and roles', () => {
  const target = { name: 'Oskar Lind', relevance: 'music supervisor at Nordlys Games', purpose: 'get on their list' };
  // (Greeting "pastor mike" as "Hi Mike," also greeted "Pastor Johnson" as "Hi Johnson,": a review of
  // this session's rules found it, and a surname alone is the worse slip. The title stays.)
  it('keeps the title before a single name: "Hi Pastor Johnson,"', () => {
    const { content } = write(target, { name: 'Pastor Johnson', context: 'runs the church where we meet' });
    expect(content.startsWith('Hi Pastor Johnson,')).toBe(true);
  });

  it('reads "want advice on …" as advice, and "get a meeting to show …" with its article', () => {
    const advice = write({ ...target, purpose: 'want advice on getting a sharemilking job' });
    expect(advice.toIntroducer).toContain('ask Oskar for advice on getting a sharemilking job');
    expect(advice.toIntroducer + advice.note).not.toMatch(/to want advice/);
    const meeting = write({ ...target, purpose: 'get a meeting to show our collection' });
    expect(meeting.note).toContain('Would you be open to a meeting to show our collection?');
  });

  it('says a sender\'s past role, a partner\'s role and time "since" as a writer would', () => {
    const { note } = write(target, undefined, {
      name: 'Fiona Reid',
      bio: 'ex-mixed practice vet (10 yrs), now doing an MSc. partner at Reid & Kuhn Vets; exporting to the EU since 2022',
    });
    expect(note).toContain("I'm a former mixed practice vet, with 10 years of experience");
    expect(note).toContain("I'm a partner at Reid & Kuhn Vets.");
    expect(note).toContain("I've been exporting to the EU since 2022.");
    expect(note).not.toMatch(/I ex-|I partner at|I'm exporting/);
  });

  it('writes "the president of the …", and "at …" for a chief architect there (decision 052)', () => {
    expect(
      write({ ...target, relevance: 'president of the regional dental chamber, organises their conference' })
        .toIntroducer,
    ).toContain('Oskar Lind, the president of the regional dental chamber?');
    expect(write({ ...target, relevance: 'chief architect at Scholenbouw' }).toIntroducer).toContain(
      'Oskar Lind at Scholenbouw',
    );
  });

  it('says "their member app" in the purpose as "your" to a target who is "she"', () => {
    const { note } = write({
      name: 'Femke Boer',
      relevance: 'runs Klimhal Noord. she hates their member app',
      purpose: 'pitch rebuilding their member app',
    });
    expect(note).toContain('rebuilding your member app');
  });
});

describe('set13: offers and shorthand', () => {
  const target = { name: 'Oliver Penn', relevance: 'wine buyer at Harcourt & Finch', purpose: 'send samples' };
  const note = (value_add: string) => write({ ...target, value_add }).note;
  it('says a noun phrase with its own modal as a statement, not "I can offer … could be"', () => {
    expect(note('our 14-year record of kelp cover could be set against their results')).toContain(
      'Our 14-year record of kelp cover could be set against',
    );
  });

  it('writes "own mics + home studio", "only 3,000 bottles made" and "3 seasons as 2ic" as sentences', () => {
    expect(note('own mics + home studio')).toContain('I have my own mics and home studio.');
    expect(note('only 3,000 bottles made')).toContain('Only 3,000 bottles were made.');
    expect(note('3 seasons as 2ic on a 600 cow farm')).toContain(
      "I've spent 3 seasons as second-in-command on a 600-cow farm.",
    );
  });

  it('keeps "GlobalG.A.P. certified" one piece', () => {
    const text = note('GlobalG.A.P. certified, we handle our own cold chain');
    expect(text).toContain('GlobalG.A.P. certified');
    expect(text).not.toMatch(/I can offer GlobalG\.A\.P\./);
  });

  it('writes out "pts", "appts" and "the referring dr"', () => {
    expect(note('we send a report to the referring dr after appts with stroke pts')).toContain(
      'the referring doctor after appointments with stroke patients',
    );
    expect(note('raised our NPS by 12 pts')).toContain('12 pts');
  });
});

// The second review (a helper's 259 made-up inputs against 5ace714) found these at the new rules' edges.
describe('the edges of the set13 rules', () => {
  const target = { name: 'Oskar Lind', relevance: 'music supervisor at Nordlys Games', purpose: 'get on their list' };
  it('keeps "a" for one of a number, and a teammate at work in the present', () => {
    expect(write({ ...target, relevance: 'founder of several startups' }).toIntroducer).not.toContain(
      'the founder of several',
    );
    const { note } = write(target, { name: 'Tom Hale', context: 'my teammate at Stripe' });
    expect(note).not.toContain('were teammates');
  });

  it('leaves "I\'m 30, coding since 2010" as typed', () => {
    const { note } = write(target, undefined, { name: 'Nora Quinn', bio: "I'm 30, coding since 2010" });
    expect(note).not.toContain("I've been 30");
  });

  it('ends a sentence after "the U.K." before a capital', () => {
    const { note } = write(target, undefined, {
      name: 'Nora Quinn',
      bio: 'I grew up in the U.K. Now run a bakery in Ohio.',
    });
    expect(note).not.toContain('U.K. Now');
  });

  it('leaves "feedback from you", "meeting your team" and "the 40 staff" as typed', () => {
    expect(write({ ...target, purpose: 'want feedback from you on our deck' }).note).not.toContain(
      'your feedback from you',
    );
    expect(write({ ...target, purpose: 'get a call, meeting your audio team' }).note).not.toContain('a meeting your');
    expect(
      write(target, undefined, { name: 'Nora Quinn', bio: 'I run a cafe. the 40 staff love it' }).note,
    ).not.toContain('40-staff');
  });
});

// Found reading ten set14 messages as their recipient at the end of session 13 (set14 is seen).
describe('set14, read as its recipient', () => {
  const target = {
    name: 'Rosa Delgado',
    relevance: 'president of the manufacturers council',
    purpose: 'speak at a breakfast',
  };
  it('keeps "HR" as HR ("an hour consultant" before), and "$40 an hr" as an hour', () => {
    const { note } = write(target, undefined, { name: 'Dani Brooks', bio: 'an HR consultant in Columbus' });
    expect(note).toContain('an HR consultant');
    expect(write({ ...target, value_add: 'I charge $40 an hr' }).note).toContain('$40 an hour');
  });

  it('keeps "they" for the group just named ("our candidates … so they arrive ready")', () => {
    const { note } = write({
      ...target,
      value_add: 'Our candidates finish a course before they are referred, so they arrive ready to start.',
    });
    expect(note).toContain('before they are referred, so they arrive ready to start.');
    expect(write({ ...target, purpose: 'get you to see my riders before they sign with anyone' }).note).toContain(
      'before they sign',
    );
  });

  it('writes an article typed with a capital in the middle of the sentence in lower case', () => {
    const { toIntroducer } = write({
      name: 'the head of apprenticeships at Sachsenwerk Kliniken',
      relevance: 'A hospital group with eight sites in Saxony.',
      purpose: 'propose a pilot',
    });
    expect(toIntroducer).toContain('is a hospital group with eight sites in Saxony');
    expect(toIntroducer).not.toContain('is A hospital');
  });
});
