/** Issue 14, item 7: a guest's copies kept on the device, at most 50, one entry per draft. */
import { afterEach, describe, expect, it } from 'vitest';
import { guestSummary, keepGuestCopy, readGuestCopies, removeGuestCopies } from './guest-copies';

const request = {
  introducer: { name: 'Marcus Chen', context: 'we worked together at Stripe' },
  target: { name: 'Dana Whitfield', relevance: 'Partner at Foundry', purpose: 'raise a seed round' },
  meta: { include_calendly: false },
  profile: { name: 'Nora Quinn', bio: 'I run ops.' },
};

afterEach(() => localStorage.clear());

describe('guest copies', () => {
  it('keeps what was copied and its names, date and summary, and nothing else of the form', () => {
    keepGuestCopy(
      { message: 'Hi Marcus', request, introducerName: 'Marcus Chen', draftId: 'd1' },
      new Date('2026-11-20T10:00:00Z'),
    );
    expect(readGuestCopies()).toEqual([
      {
        id: 'd1',
        message: 'Hi Marcus',
        summary: 'Intro to Dana Whitfield via Marcus Chen: raise a seed round',
        target_name: 'Dana Whitfield',
        introducer_name: 'Marcus Chen',
        copied_at: '2026-11-20T10:00:00.000Z',
      },
    ]);
    const stored = localStorage.getItem('introask.guest-copies.v1') ?? '';
    for (const notKept of ['Partner at Foundry', 'we worked together', 'I run ops', 'Nora Quinn']) {
      expect(stored).not.toContain(notKept);
    }
  });

  it('a copy of the same draft replaces its entry; new drafts come first; at most 50', () => {
    keepGuestCopy({ message: 'First', request, introducerName: 'Marcus Chen', draftId: 'd1' });
    keepGuestCopy({ message: 'Other', request, introducerName: 'Marcus Chen', draftId: 'd2' });
    keepGuestCopy({ message: 'First, edited', request, introducerName: 'Marcus Chen', draftId: 'd1' });
    expect(readGuestCopies().map((c) => c.message)).toEqual(['First, edited', 'Other']);
    for (let i = 0; i < 60; i++) keepGuestCopy({ message: `m${i}`, request, introducerName: '' });
    const copies = readGuestCopies();
    expect(copies).toHaveLength(50);
    expect(copies[0]?.message).toBe('m59');
    removeGuestCopies(copies.map((c) => c.id));
    expect(readGuestCopies()).toEqual([]);
    expect(localStorage.getItem('introask.guest-copies.v1')).toBeNull();
  });

  it('writes a one-line summary of at most 140 characters, whole words', () => {
    expect(guestSummary(null, null, undefined)).toBe('Intro to someone');
    const long = guestSummary('Dana', 'Marcus', 'word '.repeat(60));
    expect(long.length).toBeLessThanOrEqual(140);
    expect(long.endsWith('word…')).toBe(true);
  });
});
