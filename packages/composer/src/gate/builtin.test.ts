/**
 * The built-in writer's messages pass the same gate as a model's: every fixture's first draft, and
 * its retries with the instructions that change a hard rule.
 */
import { describe, expect, it } from 'vitest';
import { FIXTURES } from '../fixtures';
import { compose, recompose } from '../index';
import { checkHardRules } from './index';

const RETRIES = [
  undefined,
  'shorter',
  'more formal',
  'no forwardable note',
  'remove the calendly link',
  'add a subject line',
  'bullet points',
  'remove the greeting',
];

describe("the built-in writer's messages pass the gate", () => {
  it.each(FIXTURES.map((f) => [f.name, f] as const))('%s', (_name, f) => {
    const first = compose(f.request, f.profile);
    expect(checkHardRules(first.content, { request: f.request, profile: f.profile })).toEqual([]);
    for (const retry_instructions of RETRIES) {
      const request = { ...f.request, previous_message: first.content, retry_instructions };
      const again = recompose(request, f.profile);
      expect(checkHardRules(again.content, { request, profile: f.profile }), String(retry_instructions)).toEqual([]);
    }
  });
});
