/** The names of peoples and languages, and the letters that stand for languages. */

/** Peoples and languages keep their capital in a title: "Spanish teacher", "English tutor". */
export const NATIONALITY =
  /^(?:English|Spanish|French|German|Italian|Portuguese|Dutch|Chinese|Mandarin|Cantonese|Japanese|Korean|Arabic|Hindi|Russian|Polish|Greek|Turkish|Swedish|Norwegian|Danish|Finnish|Irish|Scottish|Welsh|British|American|Canadian|Mexican|Brazilian|Indian|African|European|Asian|Latin|Hebrew|Persian|Urdu|Bengali|Tamil|Marathi|Punjabi|Gujarati|Telugu|Kannada|Malayalam|Amharic|Hausa|Oaxacan|Sinhala|Nepali|Swahili|Yoruba|Igbo|Vietnamese|Thai|Nordic|Scandinavian|Nigerian|Kenyan|Ghanaian|Australian|Caribbean|Pakistani|Egyptian|Ethiopian|Colombian|Argentinian|Peruvian|Chilean|Icelandic|Austrian|Swiss|Belgian|Israeli|Lebanese|Moroccan|Senegalese|Ugandan|Rwandan|Zambian|Zimbabwean|Jamaican|Haitian|Cuban|Taiwanese|Malaysian|Singaporean|Sri Lankan|Nepali|Mongolian|Afghan|Iranian|Iraqi|Syrian|Saudi|Emirati|Filipino|Tagalog|Indonesian|Malay|Ukrainian|Czech|Hungarian|Romanian|Catalan|Basque|Jewish|Muslim|Christian|Catholic|Black|Indigenous|Native)$/;

/** Two-letter language codes typed after "translator": "EN/ES" is English and Spanish. */
export const LANGUAGE_CODE: Readonly<Record<string, string>> = {
  EN: 'English',
  ES: 'Spanish',
  FR: 'French',
  DE: 'German',
  IT: 'Italian',
  PT: 'Portuguese',
  NL: 'Dutch',
  AR: 'Arabic',
  ZH: 'Chinese',
  JA: 'Japanese',
  JP: 'Japanese',
  KO: 'Korean',
  RU: 'Russian',
  PL: 'Polish',
  TR: 'Turkish',
  SV: 'Swedish',
  HI: 'Hindi',
  UK: 'Ukrainian',
  CA: 'Catalan',
  EL: 'Greek',
};

/**
 * Languages typed as letters or names ("EN/FR", "AR", "english"), said as a list ("English and
 * French"), or nothing when any of them is not a language.
 */
export function languagesSaid(typed: readonly string[]): string | undefined {
  const names = typed.map(
    (l) => LANGUAGE_CODE[l.toUpperCase()] ?? (l[0]?.toUpperCase() ?? '') + l.slice(1).toLowerCase(),
  );
  if (names.length < 2 || !names.every((l) => NATIONALITY.test(l))) return undefined;
  return `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Peoples that are also everyday words: "polish the floors", "black coffee", "native speaker", "latin". */
const EVERYDAY_TOO = /^(?:black|native|latin|indigenous|jewish|muslim|christian|catholic|swiss|polish)$/;

/** A people's or a language's name (or a day) typed in lower case, with a direction before it. */
const PEOPLE_OR_DAY = new RegExp(
  String.raw`(?<![\p{L}\p{N}'’-])(?:(north|south|east|west|central|northern|southern|eastern|western)\s+)?(${NATIONALITY.source
    .replace(/^\^\(\?:|\)\$$/g, '')
    .toLowerCase()}|(?:mon|tues|wednes|thurs|fri|satur|sun)days?)(?![\p{L}\p{N}'’-])`,
  'gu',
);

const capitalised = (words: string) => words.replace(/(?<!\p{L})\p{Ll}/gu, (c) => c.toUpperCase());

/**
 * "west african tasting menus", "a ukrainian ceramicist", "sri lankan tea", "on saturdays": peoples,
 * languages and days typed in lower case, written with their capital (a direction before a people is
 * part of the name). Read on what was typed (facts/recase.ts) and again on the message's sentences
 * (plan/sane.ts), since a role said mid-sentence is put in lower case after it ("a ukrainian" in set29).
 */
export function capitalisePeoples(text: string): string {
  return text.replace(PEOPLE_OR_DAY, (m, direction: string | undefined, word: string) => {
    if (EVERYDAY_TOO.test(word)) return m;
    if (/day/.test(word)) return `${direction ? `${direction} ` : ''}${capitalised(word)}`;
    return capitalised(direction ? `${direction} ${word}` : word);
  });
}
