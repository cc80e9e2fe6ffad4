/**
 * Places typed in lower case ("moved to galway", "mostly hawaii + cali", "ops in nairobi and
 * kampala") written with their capitals (decision 045). The names are GeoNames' cities of 50,000
 * people or more, their provinces and the countries of ISO 3166, read from two well-kept lists by
 * scripts/write-places.ts into places.json; everyday words that are also towns ("reading", "nice",
 * "bath") are left out there. The spelling stays the user's; only the capitals change.
 */
import PLACES from './places.json';

/** Lower-case name -> its number of words; and the first words, so most words cost one lookup. */
const names = new Map<string, number>(PLACES.map((n) => [n, n.split(' ').length]));
const firstWords = new Set<string>(PLACES.map((n) => n.split(' ')[0] as string));

/** The longest name a place has here, in words ("rio de janeiro"). */
const MAX_WORDS = 4;
const capital = (word: string, index: number) =>
  index > 0 && /^(?:de|da|do|del|la|le|of|upon|on|al|el|an|as)$/.test(word)
    ? word
    : word.replace(/(^|-)(\p{Ll})/gu, (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`);

/** "moved from galway to tel aviv" -> "moved from Galway to Tel Aviv"; a name typed with any capital is left as typed. */
export function capitalisePlaces(text: string): string {
  // Words typed in lower case, with where each starts and ends: looked up by runs of up to four.
  const words = [...text.matchAll(/(?<![\p{L}\p{N}@/.'’-])\p{Ll}[\p{Ll}'’.-]*(?<![.'’-])(?![\p{L}\p{N}@/])/gu)];
  if (words.length === 0) return text;
  let out = '';
  let at = 0;
  for (let i = 0; i < words.length; i++) {
    const first = words[i] as RegExpExecArray;
    if (!firstWords.has(first[0])) continue;
    // The longest run of words, one space apart, that names a place.
    const start = first.index;
    let name = first[0];
    let end = start + name.length;
    let found = names.get(name) === 1 ? 1 : 0;
    let foundEnd = end;
    for (let n = 2; n <= MAX_WORDS && i + n - 1 < words.length; n++) {
      const next = words[i + n - 1] as RegExpExecArray;
      if (next.index !== end + 1 || text[end] !== ' ') break;
      name += ` ${next[0]}`;
      end = next.index + next[0].length;
      if (names.get(name) === n) {
        found = n;
        foundEnd = end;
      }
    }
    if (found === 0) continue;
    out += text.slice(at, start) + text.slice(start, foundEnd).split(' ').map(capital).join(' ');
    at = foundEnd;
    i += found - 1;
  }
  return out + text.slice(at);
}

/** Whether a phrase is a place's name and nothing else: "Cape Town", "galway", "Tel Aviv". */
export function isPlace(text: string): boolean {
  const lower = text.trim().toLowerCase().replace(/\s+/g, ' ');
  return names.get(lower) === lower.split(' ').length;
}
