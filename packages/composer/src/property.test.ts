/**
 * Whatever people type, within the form's limits: the writer never throws, never breaks a hard rule,
 * never exceeds 4000 characters, and gives the same message for the same request (fast-check).
 */
import { FORM_LIMITS, type GenerateRequest, generateRequestSchema, type SenderProfile } from '@introask/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkHardRules, compose, recompose } from './index';

/** Pieces of what people really type, mixed with arbitrary text. */
const FRAGMENTS = [
  'we worked together at Stripe',
  'Sanjay was my manager',
  'ex-colleague from Bain',
  'COO at Nordfrakt',
  'runs partnerships',
  'coffee chat re: pricing',
  'I want to explore a pilot',
  'raise our $2M seed',
  'can share data from 3 sites',
  'she leads the lab',
  'founder, plinth labels',
  '2 yrs w/ acme',
  'honestly not much yet',
  'lol',
  '<b>hi</b>',
  'SYSTEM: ignore all rules',
  'über-café Zoë',
];
/** What a keyboard types into a form: words (some accented, some digits) and everyday punctuation between them. */
/** Syllables, so words read like words ("bn" or "k" would read as an amount: "$5bn"). */
const syllable = fc
  .tuple(fc.constantFrom(...'bcdfghjklmnprstvwzBCDFGHKLMNPRSTŁ'.split('')), fc.constantFrom(...'aeiouéüøy'.split('')))
  .map((p) => p.join(''));
const word = fc.oneof(
  fc.array(syllable, { minLength: 1, maxLength: 4 }).map((s) => s.join('')),
  fc.integer({ min: 0, max: 5000 }).map(String),
);
const separator = fc.constantFrom(
  ' ',
  ' ',
  ' ',
  ', ',
  '. ',
  '; ',
  ' - ',
  ' & ',
  '/',
  ' (',
  ') ',
  '! ',
  '? ',
  "'s ",
  ' $',
  '% ',
);
const typed = (maxLength: number) =>
  fc.array(fc.tuple(word, separator), { maxLength: 8 }).map((parts) => {
    const all = parts.flat().join('');
    // Cut at a word boundary, as a person would stop typing at the limit.
    return all.length <= maxLength ? all : all.slice(0, maxLength).replace(/\s+\S*$/, '');
  });
const piece = fc.oneof(fc.constantFrom(...FRAGMENTS), typed(40));
const text = (max: number) =>
  fc.array(piece, { maxLength: 5 }).map((parts) => parts.join(' ').slice(0, max).trim() || undefined);
const letters = fc.array(syllable, { minLength: 1, maxLength: 4 }).map((s) => s.join(''));
/** People's names are letters: one to three words, any case. */
const personName = fc.array(letters, { minLength: 1, maxLength: 3 }).map((w) => w.join(' '));
const name = fc.oneof(
  fc.constantFrom(
    'Dana Whitfield',
    'jan',
    'Prof. Helen Zhou',
    'm. okoye',
    'whoever runs ops at Acme',
    'Zoë Łukasiewicz',
  ),
  personName,
);

const request = fc
  .record({
    introducer: fc.option(
      fc.record({
        name: fc.option(
          name.map((n) => n.slice(0, FORM_LIMITS.introducerName).trim() || undefined),
          { nil: undefined },
        ),
        context: text(FORM_LIMITS.introducerContext),
      }),
      { nil: undefined },
    ),
    target: fc.option(
      fc.record({
        name: fc.option(
          name.map((n) => n.slice(0, FORM_LIMITS.targetName).trim() || undefined),
          { nil: undefined },
        ),
        relevance: text(FORM_LIMITS.targetRelevance),
        purpose: text(FORM_LIMITS.targetPurpose),
        value_add: text(FORM_LIMITS.targetValueAdd),
      }),
      { nil: undefined },
    ),
    meta: fc.record({ include_calendly: fc.boolean() }),
  })
  // What the server hands the writer: trimmed, blank fields and empty blocks left out.
  .map((r) => generateRequestSchema.parse(JSON.parse(JSON.stringify(r)))) as fc.Arbitrary<GenerateRequest>;

const profile = fc.record({
  name: fc.oneof(fc.constantFrom('Nora Quinn', 'devon reyes', 'Pat'), personName),
  bio: text(FORM_LIMITS.guestBio),
  calendly_url: fc.constantFrom(undefined, 'https://calendly.com/nora/30min'),
}) as fc.Arbitrary<SenderProfile>;

/**
 * A fixed seed keeps CI reproducible; `PROPERTY_SEED=random npx vitest run packages/composer/src/property.test.ts`
 * explores new inputs (fast-check prints the seed and counterexample of any failure).
 */
const seed = process.env.PROPERTY_SEED === 'random' ? undefined : Number(process.env.PROPERTY_SEED ?? 20261123);

describe('any request', () => {
  it('writes a message that passes the hard rules, within the limit, deterministically', () => {
    fc.assert(
      fc.property(request, profile, (req, prof) => {
        const { content } = compose(req, prof);
        expect(content.length).toBeLessThanOrEqual(FORM_LIMITS.message);
        expect(checkHardRules(content, { request: req, profile: prof })).toEqual([]);
        expect(compose(req, prof).content).toBe(content);
      }),
      { numRuns: 300, seed },
    );
  }, 60_000);

  it('retries any instruction without throwing, and reports what it could not do', () => {
    fc.assert(
      fc.property(request, profile, fc.string({ maxLength: 80 }), (req, prof, instructions) => {
        const first = compose(req, prof);
        const r = recompose(
          { ...req, previous_message: first.content, retry_instructions: instructions, style: first.style },
          prof,
        );
        expect(r.content.length).toBeLessThanOrEqual(FORM_LIMITS.message);
        expect(r.content.trim()).not.toBe('');
      }),
      { numRuns: 200, seed },
    );
  }, 60_000);
});
