/** Every retry instruction of issue 3, each with a check that the result honours it. */
import type { GenerateRequest, RegenerateRequest, SenderProfile } from '@introask/shared';
import { describe, expect, it } from 'vitest';
import { checkMessage, checkSummary } from './check';
import { compose } from './compose';
import { FIXTURES } from './fixtures';
import { recompose, retryExpectations } from './recompose';
import { BLOCK_START } from './render';

const fixture = (name: string) => {
  const fx = FIXTURES.find((f) => f.name.startsWith(name));
  if (!fx) throw new Error(name);
  return fx;
};
const sample1 = fixture('sample 1');
const sample3 = fixture('sample 3');

function retry(instructions: string | undefined, fx = sample1, previous?: string) {
  const prev = previous ?? compose(fx.request, fx.profile).content;
  const request: RegenerateRequest = { ...fx.request, previous_message: prev, retry_instructions: instructions };
  const out = recompose(request, fx.profile);
  // Whatever was asked, the result is a new message that still meets the rubric as adjusted.
  expect(out.content).not.toBe(prev);
  expect(checkMessage(out.content, request, fx.profile, retryExpectations(request, fx.profile))).toEqual([]);
  expect(checkSummary(out.summary)).toEqual([]);
  return { prev, out, request };
}

const greeting = (s: string) => s.split('\n').find((l) => l.trim() && !l.startsWith('Subject:')) ?? '';

describe('retry instructions', () => {
  it('"shorter" gives a shorter message', () => {
    const { prev, out } = retry('shorter');
    expect(out.content.length).toBeLessThan(prev.length);
    expect(out.notes).toBeUndefined();
  });

  it('"shorter" again on a short message is shorter still, or says why not', () => {
    const first = retry('make it shorter').out.content;
    const { out } = retry('shorter', sample1, first);
    expect(out.content.length < first.length || (out.notes ?? []).some((n) => /short/.test(n))).toBe(true);
  });

  it('"longer" says why the target without naming them twice when the relevance starts with their name', () => {
    const fx = {
      ...sample1,
      request: {
        ...sample1.request,
        target: { ...sample1.request.target, name: 'Dana Whitfield', relevance: 'Dana leads growth at Stripe' },
      },
    };
    const { out } = retry('longer', fx);
    expect(out.content).toContain('Dana leads growth at Stripe.');
    expect(out.content).not.toMatch(/Dana is Dana|Whitfield is Dana/);
  });

  it('"longer" gives a longer message', () => {
    const { prev, out } = retry('longer');
    expect(out.content.length).toBeGreaterThan(prev.length);
  });

  it('"more formal" opens with "Dear", closes with regards, and drops contractions in its own words', () => {
    const { out } = retry('more formal');
    expect(greeting(out.content)).toBe('Dear Felipe,');
    expect(out.content).toMatch(/(Kind|Best) regards,\nNora Quinn$/);
    const ownWords = out.content.replace(/--- Forwardable note ---[\s\S]*--- End of note ---/, '');
    expect(ownWords).not.toMatch(/\b(I'd|I'm|don't|you're|here's|it's)\b/);
  });

  it.each(['more casual', 'friendlier', 'less formal'])('"%s" opens with "Hey"', (instruction) => {
    expect(greeting(retry(instruction).out.content)).toBe('Hey Felipe,');
  });

  it('"warmer" adds gratitude a reader can feel', () => {
    const { out } = retry('warmer');
    expect(out.content).toMatch(/really appreciate|means a lot|grateful|Warmly|With thanks/);
  });

  it('"bullet points" lists the facts as bullets', () => {
    const { out } = retry('bullet points');
    expect(out.content.match(/^- /gm)?.length ?? 0).toBeGreaterThanOrEqual(3);
  });

  it('"without the forwardable block" drops the block but keeps every fact', () => {
    const { out } = retry('without the forwardable block');
    expect(out.content).not.toContain(BLOCK_START);
    for (const fact of ['Nordfrakt', 'cross-dock automation', 'pick-rate data', 'ProMat 2024', 'Rotterdam'])
      expect(out.content).toContain(fact);
  });

  it('"remove the Calendly link" removes it', () => {
    const { out } = retry('remove the Calendly link', sample3);
    expect(out.content).not.toMatch(/calendly/i);
  });

  it('"add my Calendly link" adds it once when the profile has one', () => {
    const fx = { ...sample3, request: { ...sample3.request, meta: { include_calendly: false } } as GenerateRequest };
    const { prev, out } = retry('add my Calendly link', fx);
    expect(prev).not.toMatch(/calendly/i);
    expect(out.content.split('https://calendly.com/jordan-fernway/30min').length).toBe(2);
  });

  it('"add my Calendly link" without a URL says so', () => {
    const { out } = retry('add my calendly link');
    expect(out.content).not.toMatch(/calendly/i);
    expect(out.notes?.join(' ')).toMatch(/no Calendly URL/);
  });

  it('"add a subject line" puts a subject first', () => {
    const { out } = retry('add a subject line');
    expect(out.content.split('\n')[0]).toMatch(/^Subject: .*Greta Lindqvist/);
  });

  it('"mention that we met at SaaStr" adds that point', () => {
    const { out } = retry('mention that we met at SaaStr');
    expect(out.content).toContain('Also worth mentioning: we met at SaaStr.');
  });

  it('a point added earlier survives the next retry', () => {
    const first = retry('mention that we met at SaaStr').out.content;
    const { out } = retry('more formal, and mention our 25% growth', sample1, first);
    expect(out.content).toContain('we met at SaaStr');
    expect(out.content).toContain('our 25% growth');
    expect(out.content.match(/SaaStr/g)).toHaveLength(1);
  });

  it('"mention our 25% growth" adds it as a point, not a fragment', () => {
    const { out } = retry('mention our 25% growth');
    expect(out.content).toContain('Also worth mentioning: our 25% growth.');
  });

  it('"make it shorter please" is still "shorter"', () => {
    const { prev, out } = retry('make it shorter please');
    expect(out.content.length).toBeLessThan(prev.length);
    expect(out.notes).toBeUndefined();
  });

  it('"don\'t mention how we know each other" drops the relationship', () => {
    const { prev, out } = retry("don't mention how we know each other");
    expect(prev).toContain('ProMat 2024');
    expect(out.content).not.toContain('ProMat 2024');
  });

  it('"write it in French" is reported, not ignored', () => {
    const { out } = retry('write it in French');
    expect(out.notes).toEqual([expect.stringContaining('write it in French')]);
  });

  it('"don\'t mention Stripe" drops it', () => {
    const fx = fixture('relevance opens with the target name');
    const { prev, out } = retry("don't mention Stripe", fx);
    expect(prev).toContain('Stripe');
    expect(out.content).not.toContain('Stripe');
    expect(out.content).toContain('Dana Whitfield');
  });

  it('"remove the part about pick-rate data" drops that sentence', () => {
    const { out } = retry('remove pick-rate data');
    expect(out.content).not.toContain('pick-rate');
  });

  it('an instruction it cannot apply comes back in notes, and the rest is still applied', () => {
    const { out } = retry('make it rhyme and add a subject line');
    expect(out.notes).toEqual([expect.stringContaining('make it rhyme')]);
    expect(out.content.startsWith('Subject:')).toBe(true);
  });

  it('removing a name it cannot drop says so', () => {
    const { out } = retry("don't mention Greta");
    expect(out.notes?.join(' ')).toMatch(/greta/i);
  });

  it('no instruction rephrases the same facts', () => {
    const { prev, out } = retry(undefined);
    expect(out.notes).toBeUndefined();
    const facts = [
      'Greta Lindqvist',
      'Nordfrakt',
      'cross-dock automation',
      'pick-rate data',
      'ProMat 2024',
      'Nora Quinn',
    ];
    for (const fact of facts) expect(out.content).toContain(fact);
    // A different phrasing, not a reshuffled copy: several lines differ.
    const before = new Set(prev.split('\n'));
    expect(out.content.split('\n').filter((l) => l.trim() && !before.has(l)).length).toBeGreaterThanOrEqual(2);
  });

  it('combined instructions are all honoured', () => {
    const { prev, out } = retry('shorter, more formal and add a subject line');
    expect(out.content.length).toBeLessThan(prev.length + 40);
    expect(out.content.startsWith('Subject:')).toBe(true);
    expect(greeting(out.content)).toBe('Dear Felipe,');
  });

  it('keeps earlier changes: "more formal" after "bullet points" stays in bullets', () => {
    const bullets = retry('bullet points').out.content;
    const { out } = retry('more formal', sample1, bullets);
    expect(out.content.match(/^- /gm)?.length ?? 0).toBeGreaterThanOrEqual(3);
    expect(greeting(out.content)).toBe('Dear Felipe,');
  });

  it('is deterministic and works for every fixture', () => {
    for (const fx of FIXTURES) {
      const request = { ...fx.request, previous_message: compose(fx.request, fx.profile).content } as RegenerateRequest;
      const a = recompose(request, fx.profile as SenderProfile);
      expect(recompose(request, fx.profile)).toEqual(a);
      expect(a.content).not.toBe(request.previous_message);
      expect(checkMessage(a.content, request, fx.profile)).toEqual([]);
    }
  });
});
