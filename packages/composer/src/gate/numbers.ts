/**
 * Numbers and amounts, read tolerantly: "$38k", "$38,000" and "38 thousand" are one amount; "six"
 * is 6; "third" and "3rd" are 3; "2019-20" gives 2020 too. The gate uses this to ask whether a
 * figure in a message is one the user gave, not to parse money exactly.
 */
import { fold } from './text';

/** Numbers written as words, and what they are; the retry table reads "three sentences" with it too. */
export const UNITS: Readonly<Record<string, number>> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  hundred: 100,
  dozen: 12,
  half: 0.5,
  once: 1,
  twice: 2,
  double: 2,
  doubled: 2,
  triple: 3,
  tripled: 3,
  quadruple: 4,
  single: 1,
  both: 2,
  couple: 2,
  pair: 2,
};
const ORDINALS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  twentieth: 20,
  hundredth: 100,
};
const FOLD_SUFFIX: Record<string, number> = { twofold: 2, threefold: 3, fourfold: 4, fivefold: 5, tenfold: 10 };

/** Multipliers after a figure: "$3M", "3 million", "38k", "1.2bn", "3 Mio.". */
const MULTIPLIERS: Record<string, number> = {
  k: 1e3,
  thousand: 1e3,
  thousands: 1e3,
  m: 1e6,
  mm: 1e6,
  mn: 1e6,
  mil: 1e6,
  mio: 1e6,
  million: 1e6,
  millions: 1e6,
  millionen: 1e6,
  millones: 1e6,
  milioni: 1e6,
  miljoen: 1e6,
  b: 1e9,
  bn: 1e9,
  billion: 1e9,
  billions: 1e9,
  mrd: 1e9,
};

export interface Figure {
  /** The text as it appears. */
  text: string;
  /** Possible values ("1.200" may be 1.2 or 1200); scaled when a multiplier follows ("$3M": 3000000). */
  values: number[];
  /** The digits as written, before any multiplier ("$3M": 3). */
  raw: number[];
}

const MULT_WORDS = Object.keys(MULTIPLIERS)
  .sort((a, b) => b.length - a.length)
  .join('|');
const WORD_NUMBERS = Object.keys(UNITS).filter((w) => !['both', 'couple', 'pair', 'single', 'once'].includes(w));
const FIGURE = new RegExp(
  String.raw`(?<![\p{L}\p{N}.,])([$€£¥₹]\s?)?(\d{1,3}(?:[,.\u202f\u00a0 ]\d{3})+(?![\d])|\d+(?:[.,]\d+)?)(?:\s?(${MULT_WORDS})\.?(?![\p{L}]))?(%|\s?percent|\s?per cent|st|nd|rd|th|s|x)?(?![\p{L}\p{N}])`,
  'giu',
);
const WORD_AMOUNT = new RegExp(
  String.raw`(?<![\p{L}])([$€£¥₹]\s?)?(a|${WORD_NUMBERS.join('|')})(?:[- ](${WORD_NUMBERS.join('|')}))?\s(${MULT_WORDS})(?![\p{L}])`,
  'giu',
);

function readDigits(raw: string): number[] {
  const compact = raw.replace(/[\u202f\u00a0 ]/g, '');
  const out = new Set<number>();
  if (/^\d{1,3}([,.]\d{3})+$/.test(compact)) {
    out.add(Number(compact.replace(/[,.]/g, '')));
    // "1.200" or "1,200" could also be a decimal in some languages.
    if (/^\d+[.,]\d{3}$/.test(compact)) out.add(Number(compact.replace(',', '.')));
  } else out.add(Number(compact.replace(',', '.')));
  return [...out].filter((n) => Number.isFinite(n));
}

/** Every figure written with digits, and amounts written in words ("five million"). */
export function figuresIn(text: string): Figure[] {
  const out: Figure[] = [];
  for (const m of text.matchAll(FIGURE)) {
    const [whole, , digits = '', mult] = m;
    const raw = readDigits(digits);
    // A lone letter after a space is not a multiplier: "1 M. Okoye" is a number and an initial, not a million.
    const detached = !!mult && mult.length === 1 && new RegExp(`\\d\\s${mult}`, 'i').test(whole);
    const scale = mult && !detached ? (MULTIPLIERS[mult.toLowerCase()] ?? 1) : 1;
    out.push({
      text: (detached ? whole.slice(0, whole.search(/\s\S+$/)) : whole).trim(),
      values: raw.map((n) => n * scale),
      raw,
    });
  }
  for (const m of text.matchAll(WORD_AMOUNT)) {
    const [whole, , a = '', b, mult = ''] = m;
    const first = a.toLowerCase() === 'a' ? 1 : (UNITS[a.toLowerCase()] ?? 0);
    const value = first + (b ? (UNITS[b.toLowerCase()] ?? 0) : 0);
    out.push({ text: whole.trim(), values: [value * (MULTIPLIERS[mult.toLowerCase()] ?? 1)], raw: [value] });
  }
  return out;
}

/** Every value the user's text gives: digits, amounts, number words, ordinals, year ranges. */
export function valuesIn(text: string): Set<number> {
  const values = new Set<number>();
  for (const f of figuresIn(text)) for (const v of [...f.values, ...f.raw]) values.add(v);
  // Digits however they are attached: "150ish", "2nd yr", "Q1", "15min".
  for (const m of text.matchAll(/\d+(?:[.,]\d+)?/g)) for (const v of readDigits(m[0])) values.add(v);
  const folded = fold(text);
  for (const m of folded.matchAll(/[a-z]+(?:-[a-z]+)?/g)) {
    const [w = ''] = m;
    const parts = w.split('-');
    const a = UNITS[parts[0] ?? ''] ?? ORDINALS[parts[0] ?? ''] ?? FOLD_SUFFIX[parts[0] ?? ''];
    if (a !== undefined) {
      values.add(a);
      const b = parts[1] ? (UNITS[parts[1]] ?? ORDINALS[parts[1]]) : undefined;
      if (b !== undefined && a >= 20 && b < 10) values.add(a + b);
    }
    for (const p of parts) {
      const v = UNITS[p] ?? ORDINALS[p] ?? FOLD_SUFFIX[p];
      if (v !== undefined) values.add(v);
    }
  }
  // "2019-20" and "2019–2020": both years; "'24": 2024.
  for (const m of text.matchAll(/\b((?:19|20)\d{2})\s?[-–/]\s?(\d{2})\b/g)) {
    values.add(Number(`${(m[1] ?? '').slice(0, 2)}${m[2]}`));
  }
  for (const m of text.matchAll(/['’](\d{2})\b/g)) values.add(2000 + Number(m[1]));
  // "half" is also 50%.
  for (const v of [...values]) if (v > 0 && v < 1) values.add(Math.round(v * 100));
  return values;
}

/** True when the figure is one the user gave ("$1.5M" and "1,500,000" alike, up to float error). */
export function figureGiven(figure: Figure, given: Set<number>): boolean {
  return figure.values.some(
    (v) => given.has(v) || [...given].some((g) => g !== 0 && Math.abs(g - v) / Math.abs(g) < 1e-9),
  );
}
