/**
 * Misspelt everyday words are mended in the message; names and words of a trade typed in lower case
 * are left as typed (decision 049). Inputs written for these tests, not taken from a reading set.
 */
import { describe, expect, it } from 'vitest';
import { write } from '../plan/write-for-test';
import { mendSpelling } from './spelling';

describe('a misspelt word in what people type', () => {
  it('reaches the message spelt right', () => {
    const { content } = write(
      {
        name: 'Hana Okafor',
        relevance: 'runs the sustainabilty programme at Corvel',
        purpose: 'ask about their supplier aproval process',
      },
      { name: 'Sam Lee', context: 'we met at a confrence in Leeds' },
      { name: 'Tomás Ruiz', bio: 'Packaging engineer, mostly compostable trays for resturants' },
    );
    expect(content).toContain('sustainability');
    expect(content).toContain('approval');
    expect(content).toContain('conference');
    expect(content).toContain('restaurants');
    expect(content).not.toMatch(/sustainabilty|aproval|confrence|resturants/);
  });

  it('is mended by each kind of slip: a letter left out, two swapped, a neighbouring key, one doubled', () => {
    expect(mendSpelling('managment')).toBe('management');
    expect(mendSpelling('anaylsis')).toBe('analysis');
    expect(mendSpelling('consolodating')).toBe('consolidating');
    expect(mendSpelling('portfollio')).toBe('portfolio');
  });
});

describe('a word that only looks misspelt', () => {
  it('is left as typed: names, places, words of a trade, and slips with two readings', () => {
    // A lower-case place, a word the dictionary holds with a capital, a trade's compound.
    for (const word of ['sherbrooke', 'realtor', 'germany', 'reroofs', 'homeware', 'esports', 'callout'])
      expect(mendSpelling(word)).toBeUndefined();
    // "depped" (stood in for a player) could be "dipped" or "pepped": not mended.
    expect(mendSpelling('depped')).toBeUndefined();
    // Short words are too often names or shorthand ("humo", "masa").
    expect(mendSpelling('recve')).toBeUndefined();
  });

  it('keeps a firm typed in lower case as its name in the message', () => {
    const { content } = write(
      { name: 'Ana Costa', relevance: 'buyer at clinica horizonte', purpose: 'ask about stocking our gloves' },
      { name: 'Sam Lee', context: 'my old boss' },
    );
    expect(content).toMatch(/clinica horizonte/i);
    expect(content).not.toMatch(/clinical horizonte/i);
  });
});
