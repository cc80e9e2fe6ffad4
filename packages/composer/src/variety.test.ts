/** Phrasing varies between requests but never for the same request (issue 3). */
import { describe, expect, it } from 'vitest';
import { compose } from './compose';
import { FIXTURES } from './fixtures';

const outputs = FIXTURES.map((f) => compose(f.request, f.profile).content);
const paragraph = (content: string, i: number) => content.split('\n\n')[i] ?? '';

describe('phrasing', () => {
  it('the same request always gives the same message', () => {
    FIXTURES.forEach((f, i) => {
      expect(compose(structuredClone(f.request), structuredClone(f.profile)).content).toBe(outputs[i]);
    });
  });

  it('different requests draw different greetings, asks, opt-ins and sign-offs', () => {
    const greetings = new Set(outputs.map((o) => (o.split('\n')[0] ?? '').split(' ')[0]));
    const asks = new Set(outputs.map((o) => paragraph(o, 1).split(/ (to|for) /)[0]));
    const optIns = new Set(
      outputs.map((o) =>
        o
          .split('\n\n')
          .find((p) => /no worries/i.test(p))
          ?.slice(0, 25),
      ),
    );
    const signOffs = new Set(outputs.map((o) => o.trimEnd().split('\n').slice(-2, -1)[0]));
    expect(greetings.size).toBeGreaterThanOrEqual(2);
    expect(asks.size).toBeGreaterThanOrEqual(3);
    expect(optIns.size).toBeGreaterThanOrEqual(3);
    expect(signOffs.size).toBeGreaterThanOrEqual(2);
  });

  it('two people asking the same introducer for the same target do not send identical text', () => {
    const base = FIXTURES[0];
    if (!base) throw new Error('no fixtures');
    const texts = ['Nora Quinn', 'Ravi Shah', 'Lea Moll', 'Tom Hart', 'Ida Berg'].map((name) =>
      compose(base.request, { ...base.profile, name })
        .content.replace(new RegExp(name.split(' ')[0] ?? '', 'g'), 'X')
        .replace(/X \w+/g, 'X'),
    );
    expect(new Set(texts).size).toBeGreaterThanOrEqual(3);
  });
});
