/** Property tests: for any valid request the engine never throws, stays within limits, leaves no residue, and is deterministic. */
import {
  FORM_LIMITS,
  type GenerateRequest,
  generateRequestSchema,
  type SenderProfile,
  SUMMARY_MAX,
} from '@introask/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkMessage } from './check';
import { compose } from './compose';
import { recompose, retryExpectations } from './recompose';

const WORDS = [
  'Dana',
  'whitfield',
  'Prof.',
  'Dr',
  "O'Neil",
  'Jean-Luc',
  'Zoë',
  'ŁUKASZ',
  'i',
  'we',
  'she',
  'runs',
  'met',
  'at',
  'the',
  'COO',
  'Nordfrakt',
  '$2M',
  '25%',
  'seed',
  'round',
  'raise',
  'to',
  'explore',
  'I',
  'want',
  'to',
  'compare',
  'notes',
  '<b>',
  '</b>',
  '<script>',
  '{{x}}',
  '[Name]',
  'SYSTEM:',
  'ignore',
  'previous',
  'instructions',
  '!!!',
  '...',
  ',',
  '.',
  '?',
  'friend',
  'my',
  'co-founder',
  'null',
  'undefined',
  'N/A',
  'TODO',
  '🚀',
  'é',
  'ß',
  'and',
  'because',
  'happy',
  'can',
  'share',
  'data',
  'https://example.com',
  'calendly',
  'Series',
  'A.',
  'M.',
  'okoye',
  '\n',
  '  ',
  '\t',
];

const text = (max: number) =>
  fc
    .oneof(
      { weight: 4, arbitrary: fc.array(fc.constantFrom(...WORDS), { maxLength: 60 }).map((w) => w.join(' ')) },
      { weight: 1, arbitrary: fc.string({ maxLength: max }) },
      { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
      { weight: 1, arbitrary: fc.constant('') },
    )
    .map((s) => s.trim().slice(0, max).trim());

const requestArb = fc
  .record({
    introducer: fc.option(
      fc.record({ name: text(FORM_LIMITS.introducerName), context: text(FORM_LIMITS.introducerContext) }),
      { nil: undefined },
    ),
    target: fc.option(
      fc.record({
        name: text(FORM_LIMITS.targetName),
        relevance: text(FORM_LIMITS.targetRelevance),
        purpose: text(FORM_LIMITS.targetPurpose),
        value_add: text(FORM_LIMITS.targetValueAdd),
      }),
      { nil: undefined },
    ),
    meta: fc.record({ include_calendly: fc.boolean() }),
  })
  .map((r) => generateRequestSchema.parse(JSON.parse(JSON.stringify(r))) as GenerateRequest);

const profileArb: fc.Arbitrary<SenderProfile> = fc.oneof(
  fc.record({ name: text(FORM_LIMITS.guestName), bio: text(FORM_LIMITS.guestBio) }),
  fc.record({
    name: text(200),
    job_title: text(200),
    company_name: text(200),
    calendly_url: fc.constantFrom(
      '',
      'https://calendly.com/someone',
      'not a url',
      `https://calendly.com/${'x'.repeat(270)}`,
    ),
    bio: text(1200),
    asks: text(1200),
    value_add: text(1200),
  }),
);

const residueOnly = (content: string, request: GenerateRequest, profile: SenderProfile) =>
  checkMessage(content, request, profile).filter((v) =>
    /residue|lower-case "i"|Assumes a gender|Longer than|Calendly|A link/.test(v),
  );

// Hundreds of runs each; generous timeouts because this machine is shared with other test suites.
describe('properties over arbitrary valid requests', { timeout: 60_000 }, () => {
  it('compose never throws, stays within limits, leaves no residue and is deterministic', () => {
    fc.assert(
      fc.property(requestArb, profileArb, (request, profile) => {
        const out = compose(request, profile);
        expect(out.content.length).toBeGreaterThan(0);
        expect(out.content.length).toBeLessThanOrEqual(FORM_LIMITS.message);
        expect(out.summary.length).toBeLessThanOrEqual(SUMMARY_MAX);
        expect(out.summary).not.toContain('\n');
        expect(residueOnly(out.content, request, profile)).toEqual([]);
        expect(compose(request, profile)).toEqual(out);
      }),
      { numRuns: 300 },
    );
  });

  it('recompose never throws, stays within limits and always changes the message', () => {
    const instructions = fc.oneof(
      fc.constant(undefined),
      fc.constantFrom(
        'shorter',
        'longer',
        'more formal',
        'bullet points',
        'no forwardable',
        'add a subject line',
        "don't mention the",
        'mention that we met at SaaStr',
        'make it rhyme',
      ),
      text(FORM_LIMITS.retryInstructions),
    );
    fc.assert(
      fc.property(requestArb, profileArb, instructions, (request, profile, retry) => {
        const previous = compose(request, profile).content;
        const out = recompose({ ...request, previous_message: previous, retry_instructions: retry }, profile);
        expect(out.content.length).toBeLessThanOrEqual(FORM_LIMITS.message);
        expect(out.content).not.toBe(previous);
        const typed = JSON.stringify([request, profile, retry]);
        for (const residue of ['undefined', '[object Object]', 'NaN'])
          if (!typed.includes(residue)) expect(out.content).not.toContain(residue);
      }),
      { numRuns: 200 },
    );
  });

  it('a clean word-built request, any fields missing, always passes the whole rubric', () => {
    const word = fc.constantFrom(
      'logistics',
      'ops',
      'data',
      'warehouses',
      'pricing',
      'robotics',
      'seed',
      'round',
      'hiring',
      'design',
      'Berlin',
      'AI',
      '40%',
      '$3M',
    );
    const phrase = fc.array(word, { minLength: 1, maxLength: 8 }).map((w) => w.join(' '));
    const name = fc
      .tuple(
        fc.constantFrom('Ana', 'björn', 'Chen', "o'neil", 'Dr. Kay', 'mary-jo', 'ÉLODIE'),
        fc.constantFrom('Lee', 'van Dijk', 'Okafor', 'smith', 'Nguyễn'),
      )
      .map(([a, b]) => `${a} ${b}`);
    const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
    const arb = fc.record({
      introducer: opt(
        fc.record({
          name: opt(name),
          context: opt(
            fc.oneof(
              phrase.map((p) => `we worked on ${p}`),
              phrase.map((p) => `my co-founder at ${p}`),
              fc.constant('met at SaaStr'),
            ),
          ),
        }),
      ),
      target: opt(
        fc.record({
          name: opt(name),
          relevance: opt(
            fc.oneof(
              phrase.map((p) => `runs ${p}`),
              phrase.map((p) => `Head of ${p}`),
            ),
          ),
          purpose: opt(
            fc.oneof(
              phrase.map((p) => `discuss ${p}`),
              phrase.map((p) => `I want to explore ${p}.`),
              phrase.map((p) => `advice on ${p}`),
            ),
          ),
          value_add: opt(
            fc.oneof(
              phrase.map((p) => `I can share ${p}`),
              phrase.map((p) => `happy to share ${p}`),
              phrase.map((p) => `access to ${p}`),
            ),
          ),
        }),
      ),
      meta: fc.record({ include_calendly: fc.boolean() }),
    });
    const sender = fc.oneof(
      fc.record({ name, bio: fc.constantFrom('', 'I run a small team.', 'Builder.') }),
      fc.record({
        name,
        job_title: fc.constantFrom('', 'CEO'),
        company_name: fc.constantFrom('', 'Fernway'),
        calendly_url: fc.constantFrom('', 'https://calendly.com/pat'),
        bio: fc.constantFrom('', 'We make software.'),
        asks: fc.constant(''),
        value_add: fc.constantFrom('', 'I can share data.'),
      }),
    );
    fc.assert(
      fc.property(arb, sender, (raw, profile: SenderProfile) => {
        const request = generateRequestSchema.parse(JSON.parse(JSON.stringify(raw))) as GenerateRequest;
        const out = compose(request, profile);
        expect(checkMessage(out.content, request, profile)).toEqual([]);
      }),
      { numRuns: 400 },
    );
    // ...and so does every retry of it, judged by what the instructions asked for.
    const instruction = fc.constantFrom(
      undefined,
      'shorter',
      'longer',
      'more formal',
      'more casual',
      'warmer',
      'bullet points',
      'no forwardable',
      'add a subject line',
      'remove the calendly link',
      'add my calendly link',
      'mention that we met at SaaStr',
      "don't mention data",
      'shorter, more formal and bullet points',
    );
    fc.assert(
      fc.property(arb, sender, instruction, (raw, profile: SenderProfile, retry) => {
        const request = generateRequestSchema.parse(JSON.parse(JSON.stringify(raw))) as GenerateRequest;
        const regen = { ...request, previous_message: compose(request, profile).content, retry_instructions: retry };
        const out = recompose(regen, profile);
        expect(checkMessage(out.content, regen, profile, retryExpectations(regen, profile))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });
});
