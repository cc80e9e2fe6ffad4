/**
 * Follow-up drafts pass RUBRIC.md's hard rules (run through the gate), use only what the history
 * row keeps, and vary their phrasing deterministically.
 */
import type { GenerateRequest } from '@introask/shared';
import { describe, expect, it } from 'vitest';
import { checkHardRules } from '../gate';
import { type FollowUpInput, type FollowUpKind, writeFollowUp } from './index';

const NOW = '2026-11-23T10:00:00.000Z';
const SENT = '2026-11-16T09:00:00.000Z';
const KINDS: FollowUpKind[] = ['nudge', 'thanks', 'close_loop'];

const row = (over: Partial<FollowUpInput> = {}): FollowUpInput => ({
  kind: 'nudge',
  introducerName: 'Marcus Chen',
  targetName: 'Dana Whitfield',
  stepAt: SENT,
  now: NOW,
  profile: { name: 'Nora Quinn' },
  seed: 'a1',
  ...over,
});

/** The gate reads what the user typed: the row's names, the profile and the outcome they gave. */
function gate(input: FollowUpInput, content: string) {
  const request: GenerateRequest = {
    ...(input.introducerName ? { introducer: { name: input.introducerName } } : {}),
    target: {
      ...(input.targetName ? { name: input.targetName } : {}),
      ...(input.outcome ? { purpose: input.outcome } : {}),
    },
    meta: { include_calendly: false },
  };
  // A follow-up is a short note of its own: no forwardable note, as a user who asks for none (rule 3).
  return checkHardRules(content, {
    request,
    profile: { name: input.profile.name ?? '' },
    retryInstructions: 'no forwardable note',
  });
}

const SEEDS = Array.from({ length: 12 }, (_, i) => `seed-${i}`);
const CASES: [string, Partial<FollowUpInput>][] = [
  ['ordinary names', {}],
  ['an honorific and lower case', { introducerName: 'prof. helen zhou', targetName: 'm. okoye' }],
  ['no introducer name', { introducerName: null }],
  ['no target name', { targetName: null }],
  ['a target known by role', { targetName: 'whoever runs partnerships at Carrow' }],
  ['no sender name', { profile: { name: '' } }],
  ['an outcome the user typed', { kind: 'close_loop', outcome: 'we agreed on a pilot with 3 warehouses' }],
  ['an accented name', { introducerName: 'Ágnes Kovács', targetName: 'José Ramírez' }],
];

describe('every draft passes the hard-rule gate', () => {
  for (const [name, over] of CASES) {
    it.each(KINDS)(`${name}: %s`, (kind) => {
      for (const seed of SEEDS) {
        const input = row({ kind, seed, ...over, ...(over.kind ? { kind: over.kind } : {}) });
        const draft = writeFollowUp(input);
        expect(gate(input, draft.content), draft.content).toEqual([]);
        expect(draft.content.split(/\s+/).length, draft.content).toBeLessThan(80);
      }
    });
  }
});

describe('what a user reads', () => {
  it('a nudge greets the introducer by first name, names the target and says when, without a date', () => {
    const draft = writeFollowUp(row());
    expect(draft.content.startsWith('Hi Marcus,\n\n')).toBe(true);
    expect(draft.content).toContain('Dana Whitfield');
    expect(draft.content).toContain('last week');
    expect(draft.content).not.toMatch(/\d/);
    expect(draft.content.trimEnd().endsWith('Nora')).toBe(true);
    expect(draft.subject).toBe('Following up: intro to Dana Whitfield');
  });

  it('a thank-you moves the introducer to Bcc and says so in the tip', () => {
    const draft = writeFollowUp(row({ kind: 'thanks' }));
    expect(draft.content).toMatch(/Thank/);
    expect(draft.content).toContain('bcc');
    expect(draft.tip).toMatch(/move Marcus to bcc/);
  });

  it('a close-the-loop note says they met, and how it went only in the words the user gave', () => {
    const plain = writeFollowUp(row({ kind: 'close_loop', stepAt: '2026-11-22T09:00:00.000Z' }));
    expect(plain.content).toMatch(/Dana Whitfield and I met yesterday/);
    expect(plain.content).not.toMatch(/useful|great|productive|went well/i);
    const told = writeFollowUp(row({ kind: 'close_loop', outcome: 'we are starting a pilot in january' }));
    expect(told.content).toContain('We are starting a pilot in january.');
  });

  it('the same row gets the same draft; different rows get different phrasings', () => {
    expect(writeFollowUp(row())).toEqual(writeFollowUp(row()));
    for (const kind of KINDS) {
      const bodies = new Set(SEEDS.map((seed) => writeFollowUp(row({ kind, seed })).content));
      expect(bodies.size, kind).toBeGreaterThanOrEqual(2);
    }
  });

  it('greets neutrally when the introducer has no usable name', () => {
    expect(writeFollowUp(row({ introducerName: null })).content.startsWith('Hi there,')).toBe(true);
    expect(writeFollowUp(row({ introducerName: 'my old manager' })).content.startsWith('Hi there,')).toBe(true);
  });
});
