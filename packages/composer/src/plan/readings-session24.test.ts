/**
 * Session 24: what the note says of the introducer. The references say how the sender knows them in
 * one sentence; set28's readers marked the sentences after it as detail the target does not need.
 */
import { describe, expect, it } from 'vitest';
import { buyer, write, writeLonger } from './write-for-test';

describe('the note says how the sender knows the introducer, once', () => {
  it('leaves out what the two of them still do and where the introducer moved', () => {
    const { note } = write(buyer, {
      name: 'Helga Strobl',
      context: 'my violin teacher at the conservatoire, we still have lunch a couple of times a year',
    });
    expect(note).toMatch(/Helga Strobl (?:is|was) my violin teacher at the conservatoire\./);
    expect(note).not.toContain('lunch');
  });

  it("leaves out the introducer's own ties to the reader and their family", () => {
    const friend = write(buyer, {
      name: 'Ben Harlow',
      context: "I did the branding for his wine bar. he's friends with Lena",
    });
    expect(friend.note).toContain('wine bar');
    expect(friend.note).not.toMatch(/friends with you/);
    const family = write(buyer, {
      name: 'Shelley',
      context: "our school's P&C president; her brother-in-law works at Fresco",
    });
    expect(family.note).toContain("Shelley is our school's P&C president.");
    expect(family.note).not.toContain('brother-in-law');
  });

  it('says the sentence after a first one without the sender in it, which holds the tie', () => {
    const { note } = write(buyer, {
      name: 'Julie Gagnon',
      context: "Julie is an architect. We've built 3 houses together since 2021",
    });
    expect(note).toContain('Julie Gagnon is an architect.');
    expect(note).toMatch(/built 3 houses together since 2021/);
  });

  it('says all of it when the user asks for the message longer', () => {
    const context = 'my violin teacher at the conservatoire, we still have lunch a couple of times a year';
    expect(writeLonger(buyer, { name: 'Helga Strobl', context }).note).toContain('lunch a couple of times a year');
  });
});
