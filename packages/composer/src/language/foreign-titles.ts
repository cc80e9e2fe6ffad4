/**
 * Job titles people type in their own language, said in English: "Geschäftsführer" is a managing
 * director, "fondatrice" a founder, "Directora de Fundación Semillas" the director of it (session 23's
 * proofreading: "geschäftsführer at Brandstätter Holzbau", "a fondatrice of a cosmetic brand", "Daglig
 * leder at Fjordlys Barnehage"). One row per title; the "de", "du", "da" after it is "of".
 */
const TITLES: readonly [string, string][] = [
  ['geschäftsführer(?:in)?', 'managing director'],
  ['mitgründer(?:in)?', 'co-founder'],
  ['gründer(?:in)?', 'founder'],
  ['inhaber(?:in)?', 'owner'],
  ['co-?fondat(?:eur|rice)', 'co-founder'],
  ['fondat(?:eur|rice)', 'founder'],
  ['co-?gérante?', 'co-manager'],
  ['gérante?', 'manager'],
  ['direct(?:eur|rice) commerciale?', 'sales director'],
  ['direct(?:eur|rice) générale?', 'managing director'],
  ['direct(?:eur|rice)', 'director'],
  ['co-?fundador(?:a)?', 'co-founder'],
  ['fundador(?:a)?', 'founder'],
  ['directora', 'director'],
  ['dueñ[oa]', 'owner'],
  ['propriet[aá]ri[oa]', 'owner'],
  ['gerente', 'manager'],
  ['daglig leder', 'managing director'],
  ['toimitusjohtaja', 'CEO'],
];

const PATTERN = new RegExp(
  `(?<![\\p{L}-])(${TITLES.map(([t]) => t).join('|')})(?![\\p{L}-])(\\s+(?:de la|del|de|da|do|du|des)(?=\\s+\\S))?`,
  'giu',
);

export function englishTitles(text: string): string {
  // (Said in lower case, as English titles are mid-sentence; a sentence's first word is capitalised later.)
  return text.replace(PATTERN, (typed: string, title: string, of: string | undefined, at: number, whole: string) => {
    const english = TITLES.find(([t]) => new RegExp(`^(?:${t})$`, 'iu').test(title))?.[1] ?? title;
    // ("de" is "of" only before a name; the "i" flag would let \p{Lu} match any letter, so it is tested here.)
    const named = !!of && /^\s+\p{Lu}/u.test(whole.slice(at + typed.length));
    return of && !named ? `${english}${of}` : `${english}${of ? ' of' : ''}`;
  });
}
