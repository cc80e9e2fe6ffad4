/**
 * Writes src/language/places.json: the lower-case names of the places the writer capitalises
 * (decision 045). The names come from two well-kept lists, installed as dev dependencies so the
 * server does not hold them: GeoNames' cities of 50,000 people or more with their provinces
 * (`city-timezones`) and the countries of ISO 3166 (`countries-list`). Run it again when either
 * list is upgraded: npm run places -w @introask/composer
 *
 * Left out: a one-word name of a town that is also an everyday word the language model knows
 * ("reading", "nice", "split", "bath"; countries and continents stay: "japan", "europe"), a name of everyday words only unless the city is large ("rock hill" is
 * out, "cape town" in), names of three letters or fewer, and the few in NOT_PLACES.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cityMapping } from 'city-timezones';
import { continents, countries } from 'countries-list';
import { isKnownWord } from '../src/language/nlp';

const MIN_POPULATION = 50_000;
/** A name of everyday words only is a place only when the city is this large. */
const MIN_POPULATION_COMMON_WORDS = 400_000;
/** Place names that are words in requests people type here: a grape, a renovation, a first name. */
const NOT_PLACES = new Set([
  'shiraz',
  'reno',
  'agri',
  'male',
  'mary',
  'david',
  'bryan',
  'logan',
  'tyler',
  'turkey',
  'chad',
  'jersey',
  'guinea',
  'jordan',
  'reunion',
  'chile',
]);
/** What people call a few places: the lists hold official names. */
const NICKNAMES = ['philly', 'joburg', 'jozi', 'vegas', 'brum', 'cali', 'bay area', 'silicon valley'];
/** Regions people name, which neither list holds. */
const REGIONS = [
  'east africa',
  'west africa',
  'north africa',
  'southern africa',
  'sub-saharan africa',
  'southeast asia',
  'south asia',
  'east asia',
  'central asia',
  'middle east',
  'latin america',
  'central america',
  'eastern europe',
  'western europe',
  'northern europe',
  'scandinavia',
  'pacific northwest',
  'new england',
];

const names = new Set<string>([...NICKNAMES, ...REGIONS]);
const add = (name: string, population: number, isCountry = false) => {
  const lower = name.toLowerCase().trim().replace(/\s+/g, ' ');
  if (lower.length < 4 || NOT_PLACES.has(lower) || !/^[\p{L}' .-]+$/u.test(lower)) return;
  const words = lower.split(' ');
  const everyday = words.every((w) => isKnownWord(w));
  // A country or a continent is a name even where the model's lexicon holds it ("japan", "kenya").
  if (everyday && words.length === 1 && !isCountry) return;
  if (everyday && !isCountry && population < MIN_POPULATION_COMMON_WORDS) return;
  names.add(lower);
};
for (const c of cityMapping) {
  if ((c.pop ?? 0) < MIN_POPULATION) continue;
  add(c.city, c.pop);
  add(c.city_ascii, c.pop);
  if (c.province) add(c.province, MIN_POPULATION_COMMON_WORDS);
}
for (const c of Object.values(countries)) add(c.name, Number.POSITIVE_INFINITY, true);
for (const name of Object.values(continents)) add(name, Number.POSITIVE_INFINITY, true);

const out = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'language', 'places.json');
writeFileSync(out, `${JSON.stringify([...names].sort(), null, 2)}\n`);
console.log(`${names.size} places -> ${out}`);
