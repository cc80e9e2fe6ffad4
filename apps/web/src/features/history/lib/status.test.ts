import { describe, expect, it } from 'vitest';
import { atFromInput, nextStatus, statusText, todayInput } from './status';

describe('request status helpers', () => {
  it('offers each step in order, and none after Met or once closed', () => {
    expect(['copied', 'sent', 'agreed', 'introduced', 'met', 'closed'].map((s) => nextStatus(s as never))).toEqual([
      'sent',
      'agreed',
      'introduced',
      'met',
      null,
      null,
    ]);
  });

  it('names a closed request with its reason', () => {
    expect(statusText('closed', 'no_reply')).toBe('Closed: No reply');
    expect(statusText('agreed', null)).toBe('Introducer agreed');
  });

  it('dates today as now and an earlier day at local noon', () => {
    const now = new Date(2026, 10, 23, 8, 30);
    expect(todayInput(now)).toBe('2026-11-23');
    expect(atFromInput('2026-11-23', now)).toBe(now.toISOString());
    expect(atFromInput('', now)).toBe(now.toISOString());
    expect(atFromInput('2026-11-20', now)).toBe(new Date(2026, 10, 20, 12).toISOString());
  });
});
