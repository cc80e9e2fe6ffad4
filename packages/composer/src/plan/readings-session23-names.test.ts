/**
 * Session 23: names the proofreadings found greeted or signed wrongly (RUBRIC.md's worst defect):
 * titles, ranks, degrees before a name, and Chinese names in either order.
 */
import { describe, expect, it } from 'vitest';
import { buyer, write } from './write-for-test';

describe('a titled target', () => {
  const greeted = (name: string) => write({ name, relevance: 'chair of the Pryce Trust', purpose: 'ask for advice' });

  it('greets a knight or a dame by their first name', () => {
    const { note, toIntroducer } = greeted('Sir Alan Pryce');
    expect(note).toContain('Dear Sir Alan,');
    expect(toIntroducer).not.toContain('Sir Pryce');
    expect(greeted('Dame Sarah Lyle').note).toContain('Dear Dame Sarah,');
  });

  it('reads "Justice (Retd.)" as a title, not a first name', () => {
    const { note, toIntroducer } = greeted('Justice (Retd.) S. Venkataraman');
    expect(note).toContain('Dear Justice Venkataraman,');
    expect(toIntroducer).not.toMatch(/that Justice is|Hi Justice/);
  });
});

describe('a degree typed before a name', () => {
  it('is left out of the greeting ("Hi Stefan," for "DI Stefan Gruber"), and "Di" alone is a name', () => {
    expect(write({ ...buyer, name: 'DI Stefan Gruber' }).note).toContain('Hi Stefan,');
    expect(write({ ...buyer, name: 'Di Lewis' }).note).toContain('Hi Di,');
  });
});

describe('session 23: names', () => {
  it('greets and signs a Chinese name by its given name, however it was ordered', () => {
    const greetingOf = (name: string) => write({ ...buyer, name }).note.split('\n')[1];
    expect(greetingOf('Zhang Lei')).toBe('Hi Lei,');
    expect(greetingOf('Huang Chih-ming')).toBe('Hi Chih-ming,');
    expect(greetingOf('Wei Ling Tan')).toBe('Hi Wei Ling,');
    const { content } = write(buyer, undefined, { name: 'Siew Ling Tan', bio: 'accountant in Penang' });
    expect(content.trim().split('\n').at(-1)).toBe('Siew Ling');
  });

  it('reads "Name, Title at Org" typed in the name field as the person, greeted by name', () => {
    const { note } = write({ ...buyer, name: 'Dr. Alisha Grant, Chief Medical Officer at Jefferson Health' });
    expect(note).toContain('Dear Dr. Grant,');
    expect(write({ ...buyer, name: 'Events Manager, Silverhoek Estate' }).note).toContain('Hello,');
  });
});

describe('session 23: names that begin with a family name or a rank', () => {
  it('greets "Lim Boon Heng" as Boon Heng, and "SFC Marcus Hill" by rank and surname, never "Hi SFC,"', () => {
    const { content } = write(buyer, { name: 'Lim Boon Heng', context: 'my old boss' });
    expect(content.split('\n')[0]).toBe('Hi Boon Heng,');
    const rank = write(buyer, { name: 'SFC Marcus Hill', context: 'my platoon sergeant' }).content;
    expect(rank.split('\n')[0]).toBe('Hi Marcus,');
  });
});
