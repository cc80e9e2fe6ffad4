import { generateRequestSchema } from '@introask/shared';
import { describe, expect, it } from 'vitest';
import { buildGenerateRequest } from './build-request';
import { EMPTY_VALUES, type GeneratorValues } from './form-values';

const filled: GeneratorValues = {
  guestName: '  Alex  ',
  guestContext: ' Founder ',
  introducerName: ' Jordan ',
  introducerContext: ' Colleague ',
  targetName: ' Priya ',
  targetRelevance: ' Partnerships ',
  targetPurpose: ' Learn ',
  targetValueAdd: ' Benchmark ',
  includeCalendly: true,
  language: 'en',
};

describe('buildGenerateRequest', () => {
  it('trims every field and sends the guest profile for guests', () => {
    expect(buildGenerateRequest(filled, true)).toEqual({
      introducer: { name: 'Jordan', context: 'Colleague' },
      target: { name: 'Priya', relevance: 'Partnerships', purpose: 'Learn', value_add: 'Benchmark' },
      meta: { include_calendly: true },
      profile: { name: 'Alex', bio: 'Founder' },
    });
  });

  it('sends no profile block for signed-in users', () => {
    expect(buildGenerateRequest(filled, false)).not.toHaveProperty('profile');
  });

  it('omits blank fields, and the introducer and target blocks when they are empty', () => {
    const request = buildGenerateRequest(
      { ...EMPTY_VALUES, guestName: 'Alex', targetPurpose: '   ', targetName: 'Priya' },
      true,
    );
    expect(request).toEqual({
      target: { name: 'Priya' },
      meta: { include_calendly: false },
      profile: { name: 'Alex', bio: '' },
    });
    expect(buildGenerateRequest(EMPTY_VALUES, false)).toEqual({ meta: { include_calendly: false } });
  });

  it('keeps an introducer block with only a context', () => {
    expect(
      buildGenerateRequest({ ...EMPTY_VALUES, introducerContext: ' met at a conference ' }, false).introducer,
    ).toEqual({
      context: 'met at a conference',
    });
  });

  it('sends the language only when another than English was chosen', () => {
    expect(buildGenerateRequest({ ...filled, language: 'fr' }, false).meta).toEqual({
      include_calendly: true,
      language: 'fr',
    });
    expect(buildGenerateRequest(filled, false).meta).toEqual({ include_calendly: true });
  });

  it('builds requests the server schema accepts', () => {
    expect(generateRequestSchema.safeParse(buildGenerateRequest(filled, true)).success).toBe(true);
    expect(generateRequestSchema.safeParse(buildGenerateRequest({ ...filled, language: 'de' }, true)).success).toBe(
      true,
    );
    expect(generateRequestSchema.safeParse(buildGenerateRequest(EMPTY_VALUES, false)).success).toBe(true);
  });
});
