import { describe, expect, it } from 'vitest';
import { capitalisePlaces, isPlace } from './places';

describe('places typed in lower case', () => {
  it('writes cities, countries and their common short names with capitals', () => {
    expect(capitalisePlaces('moved from galway to tel aviv, clients in germany and the bay area')).toBe(
      'moved from Galway to Tel Aviv, clients in Germany and the Bay Area',
    );
    expect(capitalisePlaces('a bakery in philly; ops in nairobi + kampala')).toBe(
      'a bakery in Philly; ops in Nairobi + Kampala',
    );
    expect(capitalisePlaces('based in rio de janeiro')).toBe('based in Rio de Janeiro');
  });

  it('leaves everyday words that are also towns, and a name typed with any capital, as typed', () => {
    expect(capitalisePlaces('reading in bath was nice, a clean split')).toBe('reading in bath was nice, a clean split');
    expect(capitalisePlaces('a shiraz and a kitchen reno at rock hill')).toBe(
      'a shiraz and a kitchen reno at rock hill',
    );
    expect(capitalisePlaces('GALWAY, Tel aviv')).toBe('GALWAY, Tel aviv');
  });

  it('does not touch addresses and links', () => {
    expect(capitalisePlaces('mail lagos@example.com or see example.com/nairobi')).toBe(
      'mail lagos@example.com or see example.com/nairobi',
    );
  });

  it('says whether a phrase is a place and nothing else', () => {
    expect(isPlace('Cape Town')).toBe(true);
    expect(isPlace('montpellier')).toBe(true);
    expect(isPlace('Cape Town Ventures')).toBe(false);
    expect(isPlace('reading')).toBe(false);
  });
});
