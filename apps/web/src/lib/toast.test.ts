import { describe, expect, it } from 'vitest';
import { clearToasts, toast } from './toast';

describe('toast ids (issue 13)', () => {
  it('gives the same message the same id, so it replaces itself instead of stacking', () => {
    const first = toast.success('Field updated', { description: 'Your profile has been saved successfully.' });
    const again = toast.success('Field updated', { description: 'Your profile has been saved successfully.' });
    expect(again).toBe(first);
    expect(toast.error('Field updated')).not.toBe(first);
  });

  it('after a clear, the same message comes back under a new id (a new toast, not the leaving one)', () => {
    const before = toast.error('Generation failed', { description: 'Down', scope: 'test-scope' });
    clearToasts('test-scope');
    const after = toast.error('Generation failed', { description: 'Down', scope: 'test-scope' });
    expect(after).not.toBe(before);
    expect(toast.error('Generation failed', { description: 'Down' })).toBe(after);
  });
});
