/**
 * People's names as a message uses them (RUBRIC.md hard rule 1): capitalised when typed in one case,
 * kept as typed otherwise ("McKenzie", "van der Berg"), honorifics skipped for the greeting.
 */
import { clean } from './text';

export interface PersonName {
  /** "Prof. Ilse Vandermeer", capitalised. */
  full: string;
  /** For a greeting and a friendly mention: "Ilse"; an initial keeps the full name ("M. Okoye"). */
  first: string;
  /** The honorific as a formal message writes it, when one was typed: "Professor", "Dr.". */
  title?: string;
  /** Last name, for "Dear Professor Vandermeer". */
  last?: string;
  /** Every word of the name, as the message writes them, to recognise the name inside other fields. */
  words: string[];
}

/** Honorifics people type before a name, lower case without the full stop, and how a message writes them. */
export const HONORIFICS: Readonly<Record<string, string>> = {
  mr: 'Mr.',
  mrs: 'Mrs.',
  ms: 'Ms.',
  mx: 'Mx.',
  miss: 'Miss',
  dr: 'Dr.',
  dra: 'Dra.',
  doctor: 'Dr.',
  prof: 'Professor',
  // ("Profa. Cláudia Ramos": Portuguese and Spanish for a woman professor; "Hi Profa," in set24.)
  profa: 'Profa.',
  professor: 'Professor',
  sir: 'Sir',
  dame: 'Dame',
  rev: 'Reverend',
  reverend: 'Reverend',
  fr: 'Father',
  father: 'Father',
  // ("sr." is Sister in English and Senhor or Señor in Portuguese and Spanish: written as typed.)
  sr: 'Sr.',
  sra: 'Sra.',
  engr: 'Engr.',
  // ("Atty Carmela Reyes": the Philippines' title for a lawyer; "Hi Atty," in set21.)
  atty: 'Atty.',
  sister: 'Sister',
  judge: 'Judge',
  lord: 'Lord',
  ambassador: 'Ambassador',
  sheikh: 'Sheikh',
  hon: 'Hon.',
  rabbi: 'Rabbi',
  imam: 'Imam',
  pastor: 'Pastor',
  capt: 'Captain',
  captain: 'Captain',
  coach: 'Coach',
  officer: 'Officer',
  sgt: 'Sergeant',
  // ("SFC Marcus Hill" was greeted "Hi SFC," in session 23's proofreading: US Army ranks as typed.)
  sfc: 'SFC',
  ssg: 'SSG',
  spc: 'SPC',
  pfc: 'PFC',
  cpt: 'CPT',
  ltc: 'LTC',
  msg: 'MSG',
  sgm: 'SGM',
  maj: 'Major',
  cpl: 'Corporal',
  pvt: 'Private',
  cmdr: 'Commander',
  adm: 'Admiral',
  lt: 'Lieutenant',
  col: 'Colonel',
  gen: 'General',
  chef: 'Chef',
  // ("Maestro Andrés Orozco": a conductor's or teacher's title; "Hi Maestro," in session 24.)
  maestro: 'Maestro',
  // ("Principal Mrs. Atieno": a head teacher's title; "the deputy you" in session 24's proofreading.)
  principal: 'Principal',
  councillor: 'Councillor',
  councilor: 'Councilor',
  cllr: 'Councillor',
  councilmember: 'Councilmember',
  // ("Councilman Derek Osei" was greeted "Hi Councilman," in session 22's proofreading.)
  councilman: 'Councilman',
  councilwoman: 'Councilwoman',
  councilperson: 'Councilperson',
  commissioner: 'Commissioner',
  governor: 'Governor',
  assemblyman: 'Assemblyman',
  assemblywoman: 'Assemblywoman',
  assemblymember: 'Assemblymember',
  alderman: 'Alderman',
  alderwoman: 'Alderwoman',
  mayor: 'Mayor',
  senator: 'Senator',
  sen: 'Senator',
  deacon: 'Deacon',
  bishop: 'Bishop',
  // Set15 greeted "Frau Heike Schneider" as "Hi Frau," and "Canon Michael Harte" as "Hi Canon,".
  canon: 'Canon',
  revd: 'Revd',
  frau: 'Frau',
  herr: 'Herr',
  mme: 'Mme',
  madame: 'Madame',
  mlle: 'Mlle',
  monsieur: 'Monsieur',
  señor: 'Señor',
  señora: 'Señora',
  signora: 'Signora',
  signor: 'Signor',
  dott: 'Dott.',
};

/** Honorifics people greet an elder by, with the given name: "Auntie Akos", "Deepa Aunty", "Tita Bing", "Dona Célia". */
const FAMILY = /^(?:Dona|Auntie|Aunty|Aunt|Uncle|Tita|Tito|Tía|Tia|Tío|Tio|Ate|Kuya|Didi|Bhaiya|Sekuru|Ambuya)$/;

/**
 * Common Chinese family names as they are romanised in Singapore, Malaysia, Hong Kong and mainland
 * China. Typed first with a two-syllable given name after ("Tan Mei Ling", "Wong Kar Wai"), the
 * given name is the last two words, and that is what a greeting and a signature use.
 */
const CHINESE_FAMILY: ReadonlySet<string> = new Set(
  'Tan Lim Lee Wong Chan Ng Goh Lau Chen Wang Li Zhang Liu Yang Huang Zhao Wu Zhou Xu Sun Zhu Hu Guo Lin Luo Zheng Liang Xie Tang Han Feng Deng Cao Peng Zeng Xiao Tian Dong Pan Yuan Cai Jiang Du Ye Cheng Su Ding Ren Shen Yao Fang Teo Koh Chua Ong Yeo Toh Lai Ho Foo Sim Chong Low Ang Quek Seah Heng Kwok Leung Cheung Tsang Yip Fung Kwan Choi Tse Chow Lam Mok Siew Tay Neo Chia Loh Soh Yap Liew'.split(
    ' ',
  ),
);

/** The commonest of them, which a name typed family name first begins with ("Lim Boon Heng", "Tan Mei Ling"). */
const COMMONEST_FAMILY: ReadonlySet<string> = new Set(
  'Tan Lim Lee Ng Wong Chan Goh Ong Teo Koh Chua Chen Wang Li Zhang Liu Yang Huang Zhao Wu Zhou Xu Sun Zhu Hu Guo Lin Lau Ho Yeo Toh Tay Low Ang Lai Cheung Chow Lam Yap Loh'.split(
    ' ',
  ),
);

/** "Tan Mei Ling": the given name of a Chinese name typed family name first, or nothing. */
export function chineseGivenName(words: readonly string[]): string | undefined {
  // Read however it was typed ("tan mei ling"), answered with capitals.
  const [family = '', a = '', b = ''] = words.map((w) => capWord(w.toLowerCase()));
  if (words.length !== 3 || !CHINESE_FAMILY.has(family)) return undefined;
  // ("Siew Ling Tan": a family name last, after a given name that is none, is typed given name first;
  // "Lim Boon Heng" begins with one of the commonest family names, so it is typed family name first.)
  if (CHINESE_FAMILY.has(b) && !CHINESE_FAMILY.has(a) && !COMMONEST_FAMILY.has(family)) return undefined;
  // Both given syllables short ("Mei Ling", "Kar Wai"); "Lee Ann Rimes" is not one.
  return /^\p{Lu}\p{Ll}{1,3}$/u.test(a) && /^\p{Lu}\p{Ll}{1,3}$/u.test(b) ? `${a} ${b}` : undefined;
}

const KOREAN_FAMILY: ReadonlySet<string> = new Set(
  'Kim Lee Yi Park Pak Choi Jung Jeong Kang Cho Jo Yoon Yun Jang Lim Im Han Oh Seo Shin Kwon Hwang Ahn An Song Yoo Ryu Hong Jeon Moon Yang Son Bae Baek Heo Nam Noh Ha Kwak Sung Cha Joo Woo Min Na Jin Ji Chae Won Pyo Byun Gu Koo'.split(
    ' ',
  ),
);

/**
 * "Wei Ling Tan", "Siew Ling Tan": a two-syllable given name typed first, before a Chinese family
 * name, as Malaysia and Singapore write it. Both syllables are the given name a greeting and a
 * signature use ("Hi Wei," and "Ling Tan" in session 23's proofreading).
 */
export function chineseGivenFirst(words: readonly string[]): boolean {
  const [a = '', b = '', family = ''] = words.map((w) => capWord(w.toLowerCase()));
  return (
    words.length === 3 &&
    CHINESE_FAMILY.has(family) &&
    !COMMONEST_FAMILY.has(a) &&
    // (Both syllables Chinese: "Eric John Chen" is an English given name and a middle one.)
    [a, b].every((w) => PINYIN_GIVEN.test(w.toLowerCase()) || SOUTHERN_SYLLABLE.has(w)) &&
    !CHINESE_FAMILY.has(b) &&
    /^\p{Lu}\p{Ll}{1,3}$/u.test(a) &&
    /^\p{Lu}\p{Ll}{1,3}$/u.test(b)
  );
}

/** Given-name syllables as Malaysia and Singapore romanise them, which pinyin does not spell: "Siew", "Boon", "Heng". */
const SOUTHERN_SYLLABLE: ReadonlySet<string> = new Set(
  'Siew Boon Heng Kok Keng Choon Chee Wai Kar Yee Hwee Swee Soo Sook Poh Geok Beng Seng Teck Kian Kheng Hock Kim Lay Sze Yoke Foong Mun Leng Yen Kah Jun Wee Khoon'.split(
    ' ',
  ),
);

/** One or two pinyin syllables, as a Chinese given name is romanised ("Xinyi", "Wei", "Jianguo"). */
const PINYIN_GIVEN =
  /^(?:(?:zh|ch|sh|[bpmfdtnlgkhjqxrzcsyw])?(?:iang|iong|uang|ueng|ang|eng|ing|ong|ian|iao|uai|uan|üan|ai|ei|ao|ou|an|en|er|ia|ie|iu|in|ua|uo|ui|un|üe|ün|a|o|e|i|u|ü)){1,2}$/;

/**
 * "Park Ji-woo", "Zhou Xinyi": a two-word name typed family name first. A Korean family name before a
 * hyphenated given name, or a Chinese family name before a pinyin given name that is not itself a
 * family name ("Li Wei" is read as typed: both could be either).
 */
export function givenNameFirst(words: readonly string[]): boolean {
  if (words.length !== 2) return false;
  const [family = '', given = ''] = words.map((w) => capWord(w.toLowerCase()));
  if (KOREAN_FAMILY.has(family) && /^\p{Ll}+-\p{Ll}+$/u.test(given.toLowerCase())) return true;
  // ("Huang Chih-ming": a hyphenated given name after a Chinese family name, as Taiwan writes it.)
  if (CHINESE_FAMILY.has(family) && /^\p{Ll}+-\p{Ll}+$/u.test(given.toLowerCase())) return true;
  // (A three-letter given name, "Zhang Lei", only after a family name of three letters or more: "Li
  // Wei" is read as typed, both could be either; "Hi Zhang," in session 23's proofreading.)
  return (
    CHINESE_FAMILY.has(family) &&
    !CHINESE_FAMILY.has(given) &&
    !KOREAN_FAMILY.has(given) &&
    // ("Lee Man": after a family name that is English too, a short given name is read as typed.)
    (given.length >= 4 ||
      (given.length === 3 && family.length >= 3 && !/^(?:Lee|Low|Lam|Lau|Tay|Lai|Young|Long)$/.test(family))) &&
    PINYIN_GIVEN.test(given.toLowerCase())
  );
}

/** Family names that come first (Vietnamese), so the given name is the last word. */
export const VIETNAMESE_FAMILY: ReadonlySet<string> = new Set([
  'Nguyễn',
  'Trần',
  'Lê',
  'Phạm',
  'Hoàng',
  'Huỳnh',
  'Phan',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Hồ',
  'Ngô',
  'Dương',
  'Lý',
  'Đinh',
  'Trương',
  'Lâm',
  'Mai',
  'Trịnh',
  'Đoàn',
  // As typed without the diacritics.
  'Nguyen',
  'Tran',
  'Pham',
  'Hoang',
  'Huynh',
  'Dang',
  'Bui',
  'Ngo',
  'Duong',
  'Dinh',
  'Truong',
  'Trinh',
  'Doan',
]);

/**
 * "Nguyen Lan": a two-word name whose first word is a family name only Vietnamese names have, and
 * whose second is not one, is family name first; "Lan Nguyen" is read as typed.
 */
export function vietnameseGivenLast(words: readonly string[]): boolean {
  const [family = '', given = ''] = words.map((w) => capWord(w.toLowerCase()));
  return (
    words.length === 2 &&
    VIETNAMESE_FAMILY.has(family) &&
    !VIETNAMESE_FAMILY.has(given) &&
    !/^(?:Lê|Le|Hồ|Ho|Vũ|Vu|Lý|Ly|Lâm|Lam|Mai|Phan|Võ|Vo|Đỗ|Do)$/.test(family)
  );
}

/** Given names that usually come with a second one ("María José", "Jean-Luc" aside, "Anne Marie"). */
/**
 * Given names said as a pair, whatever the first ("Fatima Zahra El Amrani" signs "Fatima Zahra", "Mei
 * Ling Ho" is greeted "Mei Ling"; set20's readers marked "Fatima" and "Hi Mei").
 */
const DOUBLE_GIVEN_PAIRS: ReadonlySet<string> = new Set([
  'fatima zahra',
  'fatima ezzahra',
  'mei ling',
  'mei lin',
  'siew ling',
  'hui min',
  'jean pierre',
  'jean paul',
  'jean luc',
  'jean marc',
  'anne marie',
  'marie claire',
  'marie france',
  'mohamed amine',
  'mohammed amine',
  'abdel rahman',
  'abdul rahman',
  'abdul aziz',
  'nur aisyah',
  'thi lan',
]);

const DOUBLE_GIVEN = new Set([
  'María',
  'Maria',
  'José',
  'Jose',
  'Juan',
  'Ana',
  'Luis',
  'Jean',
  'Marie',
  'Anne',
  'Mary',
  'Jo',
]);

/** Small words inside an organisation's name: "City of Maple Falls", "Bank of the West". */
const CONNECTORS = new Set(['of', 'and', 'the', 'for', 'at', 'in', 'on', 'to', '&']);

const PARTICLES = new Set([
  'van',
  'von',
  'de',
  'der',
  'den',
  'da',
  'di',
  'del',
  'della',
  'du',
  'la',
  'le',
  'bin',
  'al',
  'dos',
  'das',
  'y',
  'e',
  'do',
  'ter',
  'ten',
]);

/** "o'brien" -> "O'Brien", "mary-jane" -> "Mary-Jane". */
/** "o'brien" -> "O'Brien", "mary-jane" -> "Mary-Jane", but "brigid's" -> "Brigid's": a letter after an apostrophe is capitalised only after a one-letter prefix. */
/** The end of a club's or firm's name that is written in capitals: "South Norwood FC", "Barwon Build LLC". */
const NAME_ACRONYM = /^(?:fc|afc|llc|llp|plc|gmbh|ag|sa|bv|nv|cic|ngo|nhs|ymca|usa|uk)$/i;

const capWord = (word: string) =>
  // "rj", "tj": two consonants are initials ("Ng" is a family name).
  NAME_ACRONYM.test(word) ||
  (/^[b-df-hj-np-tv-z]{2}$/i.test(word) && !/^(?:ng|st|mr|ms|dr|jr|sr|mt|ft|pt|nd|rd|th)$/i.test(word))
    ? word.toLowerCase() === 'gmbh'
      ? 'GmbH'
      : word.toUpperCase()
    : word
        .replace(/(^|-|(?<=^\p{L})['’])(\p{Ll})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase())
        // "mccann" -> "McCann": the Mc prefix is always followed by a capital ("Mac" is not: Mack, Macy).
        .replace(/^Mc(\p{Ll})(?=\p{Ll}{2})/u, (_, ch: string) => `Mc${ch.toUpperCase()}`);

/** Whether the name was typed all lower case, or all capitals: then it is re-cased. */
const oneCase = (text: string) =>
  text === text.toLowerCase() || (text === text.toUpperCase() && /\p{L}{4}/u.test(text));

export function capitaliseName(text: string): string {
  // "inés Gutiérrez": a word typed all in lower case beside capitalised ones is capitalised too.
  if (!oneCase(text))
    return text
      .split(' ')
      .map((w, i) => (w === w.toLowerCase() && !(i > 0 && (PARTICLES.has(w) || CONNECTORS.has(w))) ? capWord(w) : w))
      .join(' ');
  return text
    .toLowerCase()
    .split(' ')
    .map((w, i) => (i > 0 && (PARTICLES.has(w) || CONNECTORS.has(w)) ? w : capWord(w)))
    .join(' ');
}

// "Ó" in "Seán Ó Briain" is the Irish particle, a word of the name, not an initial.
const isInitial = (word: string) => /^\p{L}\.?$/u.test(word) && !/^[Óó]$/.test(word);

/**
 * "Ing. Roberto Salinas", "Lic. Ana Pérez", "Arq. Luis Mora": Latin American professional titles, a
 * title only with the full stop ("Ing" is also a given name). The gate reads them the same way.
 */
// ("Eng. Khalid Mansour", an engineer in the Arab world, and the Italian "Arch.", "Avv.", "Dott.":
// "Hi Eng," and "Hi Arch," in session 24's proofreading.)
export const PROFESSIONAL_TITLE = /^(ing|lic|licda|arq|mtro|mtra|ir|eng|arch|avv|dott)\.\s/i;

/**
 * "DI Stefan Gruber", "Mag. Eva Huber": an Austrian or German degree typed before a name, which an
 * English message leaves out ("Hi DI," in session 23's proofreading). Case-sensitive: "Di Lewis" is a name.
 */
export const DEGREE_BEFORE_NAME = /^(?:DI|DI\(FH\)|Dipl\.-Ing\.|Dipl\.-Kfm\.|Mag\.(?:a\.?)?|DDr\.)\s+(?=\S+\s+\S)/;

/**
 * Letters after a name, typed after a comma: "Dr. Lisa Huang, PharmD", "Beth Sorensen, CNM". They are
 * no part of the name a greeting uses ("Dear Dr. PharmD," in session 22's proofreading).
 */
const POST_NOMINALS =
  /(?:,\s*(?:PharmD|Pharm\.D\.?|MD|M\.D\.|PhD|Ph\.D\.|DPhil|RN|BSN|MSN|CNM|NP|APRN|DNP|PA-C|MBA|CPA|CFA|PMP|Esq\.?|DDS|DMD|DVM|DO|JD|LLM|EdD|PE|FRCS|FRCP|MRCP|OBE|MBE|CBE|QC|KC|MSc|BSc|MA|MPH|BCPS|LCSW|LPC|PsyD))+\.?\s*$/;

export function parseName(raw: string | undefined): PersonName | undefined {
  const typed = clean(raw)
    .replace(POST_NOMINALS, '')
    // ("Justice (Retd.) S. Venkataraman": retired from the bench; no part of the name.)
    .replace(/\s*\(\s*ret(?:d|ired)?\.?\s*\)/gi, '')
    .replace(/(?:[,;:!?]|\.{2,})+$/g, '')
    .replace(/^[^\p{L}\p{N}]+/u, '');
  if (!/[\p{L}\p{N}]/u.test(typed)) return undefined;
  // Commas and a closing full stop are not part of a name ("Dana Whitfield.", "aa, bb"); an initial's is.
  const words = capitaliseName(typed)
    .split(' ')
    .map((w) =>
      w
        .replace(/[,;:!?]+/g, '')
        .replace(/(?<=\p{L}{2,})\.$/u, (dot, _at, all: string) => (/^(?:Jr|Sr|St)\.$/i.test(all) ? dot : '')),
    )
    .filter((w) => w !== '');
  let title: string | undefined;
  if (DEGREE_BEFORE_NAME.test(typed)) words.shift();
  // "Justice (Retd.) S. Venkataraman", "Justice A. K. Sikri": a judge's title before an initial or two
  // more words ("Hi Justice," in session 23's proofreading); "Justice Okafor" is a given name.
  if (/^justice$/i.test(words[0] ?? '') && (words.length > 3 || isInitial((words[1] ?? '').replace(/\.$/, '')))) {
    title = 'Justice';
    words.shift();
  }
  // "Barr. Ngozi Eze": Nigeria's title for a barrister, only with its full stop ("Barr McClellan" is a name).
  if (/^barr\.\s/i.test(typed) && words.length > 2) {
    title = 'Barr.';
    words.shift();
  }
  // (PROFESSIONAL_TITLE: "Hi Ing," reached a reader in set27.)
  const professional = PROFESSIONAL_TITLE.exec(typed);
  if (professional && words.length > 1) {
    const t = professional[1]?.toLowerCase() ?? '';
    title = `${t[0]?.toUpperCase()}${t.slice(1)}.`;
    words.shift();
  }
  // "Dr. Prof. Martin Adler": every title goes; the last one typed is the one a message uses.
  for (
    let key = (words[0] ?? '').toLowerCase().replace(/\.$/, '');
    words.length > 1 && HONORIFICS[key];
    key = (words[0] ?? '').toLowerCase().replace(/\.$/, '')
  ) {
    // ("Prof. Dr. Marc de Smedt": the professor's title is the one a letter uses; "Sgt. Maj. Ray
    // Cole" is a sergeant major, not a major.)
    if (title === 'Sergeant' && key === 'maj') title = 'Sgt. Maj.';
    else if (title !== 'Professor') title = HONORIFICS[key];
    words.shift();
  }
  // "Auntie Akos", "deepa aunty", "Tita Bing": a family honorific is how the person is greeted, kept with the name.
  // "Rohan sir", "Meena ma'am": the respect Indian English puts after a teacher's name, no part of it
  // ("Rohan Sir is my professor" in session 24's proofreading).
  if (words.length > 1 && /^(?:sir|ma['’]?am|madam)$/i.test(words.at(-1) ?? '')) words.pop();
  let family: { word: string; before: boolean } | undefined;
  if (words.length > 1 && FAMILY.test(words[0] ?? '')) family = { word: words.shift() as string, before: true };
  else if (words.length > 1 && FAMILY.test(words.at(-1) ?? '')) family = { word: words.pop() as string, before: false };
  // ("Costa e Silva", "García y Vega": a lower-case "e" or "y" between names joins them; it is no initial.)
  const joins = (w: string, i: number) => /^[ey]$/.test(w) && i > 0 && i < words.length - 1;
  const fixed = words.map((w, i) =>
    isInitial(w) && !w.endsWith('.') && words.length > 1 && !joins(w, i) ? `${w.toUpperCase()}.` : w,
  );
  const full = family
    ? family.before
      ? [family.word, ...fixed].join(' ')
      : [...fixed, family.word].join(' ')
    : [title, ...fixed].filter(Boolean).join(' ');
  // Vietnamese names put the family name first ("Bùi Thị Hương"): the given name is the last word.
  const familyFirst = (fixed.length >= 3 && VIETNAMESE_FAMILY.has(fixed[0] ?? '')) || vietnameseGivenLast(fixed);
  // "María José Delgado": a double given name is greeted and signed whole.
  const doubleGiven =
    !familyFirst &&
    fixed.length >= 3 &&
    ((DOUBLE_GIVEN.has(fixed[0] ?? '') && /^\p{Lu}/u.test(fixed[1] ?? '')) ||
      DOUBLE_GIVEN_PAIRS.has(`${fixed[0]} ${fixed[1]}`.toLowerCase()) ||
      chineseGivenFirst(fixed));
  const chineseGiven = chineseGivenName(fixed) ?? (givenNameFirst(fixed) ? fixed[1] : undefined);
  const firstWord =
    (chineseGiven ?? (familyFirst ? fixed[fixed.length - 1] : doubleGiven ? `${fixed[0]} ${fixed[1]}` : fixed[0])) ||
    full;
  // "ms. romero": with only a surname, the title stays in the greeting ("Hi Ms. Romero,").
  const first = family
    ? family.before
      ? `${family.word} ${firstWord}`
      : `${firstWord} ${family.word}`
    : title && fixed.length === 1
      ? `${title} ${firstWord}`
      : isInitial(firstWord) && fixed.length > 1
        ? fixed.join(' ')
        : firstWord;
  // "Willem de Vries": the surname keeps its particles ("Professor de Vries"); "Tan Mei Ling": it comes first.
  let from = fixed.length - 1;
  while (from > 1 && PARTICLES.has((fixed[from - 1] ?? '').toLowerCase())) from--;
  // "Costa e Silva": the name before "e" or "y" is part of the surname.
  if (from > 1 && /^[ey]$/.test(fixed[from] ?? '')) from--;
  const last = fixed.length > 1 ? (chineseGiven || familyFirst ? fixed[0] : fixed.slice(from).join(' ')) : undefined;
  return { full, first, title, last, words: fixed.filter((w) => !isInitial(w)) };
}
