/**
 * Issue 10: well-written messages must reach the user. Every message here was written to the
 * RUBRIC.md standard independently of the gate (rephrased, reordered, "you" for the target,
 * abbreviations spelled out, retries honoured), and every one must pass.
 */
import { describe, expect, it } from 'vitest';
import { type Case, modelMessages, readingReferences } from './corpus';
import { checkHardRules, tidyModelText } from './index';

const verdict = (c: Case) =>
  checkHardRules(tidyModelText(c.message), {
    request: c.request,
    profile: c.profile,
    retryInstructions: c.retryInstructions,
  });

describe('well-written model messages pass the gate', () => {
  const cases = modelMessages();

  it('has at least 30 of them', () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
  });

  it.each(cases.map((c) => [c.id, c] as const))('%s passes', (_id, c) => {
    expect(verdict(c)).toEqual([]);
  });

  it('tidying leaves a clean message as it is', () => {
    for (const c of cases) expect(tidyModelText(c.message)).toBe(c.message.trim());
  });
});

const references = readingReferences();
describe.runIf(references !== undefined)('the blind-reading references pass the gate', () => {
  it.each((references ?? []).map((c) => [c.id, c] as const))('%s passes', (_id, c) => {
    expect(verdict(c)).toEqual([]);
  });
});
