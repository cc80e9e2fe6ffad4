/** Inputs at every maximum length (SPEC.md section 5): a complete message, within 4000, cut only between sentences. */
import { FORM_LIMITS, type GenerateRequest, PROFILE_LIMITS, type SenderProfile } from '@introask/shared';
import { describe, expect, it } from 'vitest';
import { checkMessage } from './check';
import { compose } from './compose';
import { FIXTURES } from './fixtures';
import { recompose } from './recompose';
import { splitSentences, stripEnd } from './text';

const maxFixtures = FIXTURES.filter((f) => /maximum|one long sentence/.test(f.name));

/** Every typed sentence is either in the message whole, or not started at all. */
function cutOnlyBetweenSentences(content: string, request: GenerateRequest, profile: SenderProfile) {
  const lower = content.toLowerCase();
  const fields = [
    request.introducer?.context,
    request.target?.relevance,
    request.target?.purpose,
    request.target?.value_add,
    profile.bio,
    profile.value_add,
  ];
  const all = fields.flatMap((f) => splitSentences(f ?? ''));
  // A sentence typed in two fields may be present for one and absent for the other: skip those.
  const unique = all.filter((s) => all.filter((t) => t.slice(0, 24) === s.slice(0, 24)).length === 1);
  for (const sentence of unique) {
    const whole = stripEnd(sentence).toLowerCase().slice(1); // first letter may be re-capitalised
    const opening = whole.slice(0, 24);
    if (lower.includes(opening)) expect(lower).toContain(whole);
  }
}

describe('maximum-length inputs', () => {
  it('the table has them', () => {
    expect(maxFixtures.length).toBeGreaterThanOrEqual(4);
    const guest = FIXTURES.find((f) => f.name === 'every field at its maximum (guest)');
    expect(guest?.request.introducer?.context?.length).toBe(FORM_LIMITS.introducerContext);
    expect(guest?.request.target?.relevance?.length).toBe(FORM_LIMITS.targetRelevance);
    expect(guest?.request.target?.purpose?.length).toBe(FORM_LIMITS.targetPurpose);
    expect(guest?.request.target?.value_add?.length).toBe(FORM_LIMITS.targetValueAdd);
    expect(guest?.request.target?.name?.length).toBe(FORM_LIMITS.targetName);
    expect(guest?.profile.bio?.length).toBe(FORM_LIMITS.guestBio);
  });

  it.each(maxFixtures.map((f) => [f.name, f] as const))(
    '%s: complete, within 4000, never cut mid-sentence',
    (_n, fx) => {
      for (const out of [
        compose(fx.request, fx.profile),
        recompose({ ...fx.request, previous_message: '', retry_instructions: 'longer' }, fx.profile),
      ]) {
        expect(out.content.length).toBeLessThanOrEqual(FORM_LIMITS.message);
        expect(out.content).toMatch(/--- End of note ---\n\n.+\n\n.+\n.+$/); // block closed, thanks, sign-off
        cutOnlyBetweenSentences(out.content, fx.request, fx.profile);
      }
    },
  );

  it('a profile at every maximum, one sentence per field, still fits and signs off', () => {
    // One sentence of exactly `max` characters, no full stop inside it.
    const long = (max: number) => {
      let text = 'Lorem';
      while (text.length + 6 < max) text += ' ipsum';
      return `${text}${'m'.repeat(max - 1 - text.length)}.`;
    };
    const name = (first: string, max: number) => `${first} Q${'x'.repeat(max - first.length - 2)}`;
    const request: GenerateRequest = {
      introducer: { name: name('Sam', FORM_LIMITS.introducerName), context: long(FORM_LIMITS.introducerContext) },
      target: {
        name: name('Tia', FORM_LIMITS.targetName),
        relevance: long(FORM_LIMITS.targetRelevance),
        purpose: long(FORM_LIMITS.targetPurpose),
        value_add: long(FORM_LIMITS.targetValueAdd),
      },
      meta: { include_calendly: true },
    };
    const profile: SenderProfile = {
      name: name('Nora', PROFILE_LIMITS.name),
      job_title: long(PROFILE_LIMITS.job_title),
      company_name: long(PROFILE_LIMITS.company_name),
      calendly_url: `https://calendly.com/${'c'.repeat(PROFILE_LIMITS.calendly_url - 21)}`,
      bio: long(PROFILE_LIMITS.bio),
      asks: long(PROFILE_LIMITS.asks),
      value_add: long(PROFILE_LIMITS.value_add),
    };
    for (const instructions of [undefined, 'longer', 'bullet points', 'no forwardable', 'add a subject line, warmer']) {
      const out =
        instructions === undefined
          ? compose(request, profile)
          : recompose({ ...request, previous_message: '', retry_instructions: instructions }, profile);
      expect(out.content.length).toBeLessThanOrEqual(FORM_LIMITS.message);
      expect(out.content).toMatch(/\n(Nora|Nora Qx+)$/);
      expect(long(400)).toHaveLength(400);
      expect(out.content).toContain('calendly.com');
    }
    expect(
      checkMessage(compose(request, profile).content, request, profile).filter((v) =>
        /Longer|residue|Calendly/.test(v),
      ),
    ).toEqual([]);
  });
});
