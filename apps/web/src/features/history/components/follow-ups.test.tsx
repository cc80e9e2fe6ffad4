/** Issue 14, item 4 on the History page: the due follow-ups with their nudge, and the notes at their steps. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import HistoryRoute from '@/app/routes/history';
import { fakeClipboard, fakeFetch, json } from '@/testing/fake-fetch';
import { renderApp, TEST_USER } from '@/testing/render';

const row = (over: Record<string, unknown>) => ({
  id: 'r1',
  created_at: '2026-11-02T10:00:00.000Z',
  message: 'Hi Marcus, would you introduce me to Dana?',
  summary: null,
  target_name: 'Dana Whitfield',
  introducer_id: 'i1',
  introducer_name: 'Marcus Chen',
  writer: null,
  status: 'sent',
  status_reason: null,
  status_at: '2026-11-12T10:00:00.000Z',
  copy_count: 1,
  ...over,
});
const NUDGE =
  'Hi Marcus,\n\nFollowing up on my request last week for an introduction to Dana Whitfield.\n\nThanks,\nSam';

describe('Due follow-ups', () => {
  it('lists a request due a nudge, names the introducer and the target, and copies the draft', async () => {
    const user = userEvent.setup();
    const log: string[] = [];
    fakeFetch({
      'GET /api/rfi': () => json({ items: [row({})], next_cursor: null }),
      'GET /api/follow-ups': () =>
        json({
          business_days: 5,
          total: 1,
          items: [{ rfi: row({}), draft: { kind: 'nudge', subject: 'Following up', content: NUDGE, tip: null } }],
        }),
    });
    const clipboard = fakeClipboard(log);
    renderApp(<HistoryRoute />, { route: '/history', user: TEST_USER });
    const section = await screen.findByRole('region', { name: 'Due follow-ups (1)' });
    expect(within(section).getByText('Nudge Marcus Chen about Dana Whitfield')).toBeInTheDocument();
    expect(within(section).getByLabelText('Nudge to Marcus Chen about Dana Whitfield')).toHaveValue(NUDGE);
    await user.click(
      within(section).getByRole('button', { name: 'Copy the nudge to Marcus Chen about Dana Whitfield' }),
    );
    expect(clipboard.writes).toEqual([NUDGE]);
    expect(await within(section).findByText('Copied!')).toBeInTheDocument();
  });

  it('says "100+" when a hundred or more are waiting, and how many more than the list shows', async () => {
    const items = Array.from({ length: 20 }, (_, i) => ({
      rfi: row({ id: `r${i}`, target_name: `Target ${i}` }),
      draft: { kind: 'nudge', subject: 'Following up', content: NUDGE, tip: null },
    }));
    fakeFetch({
      'GET /api/rfi': () => json({ items: [row({})], next_cursor: null }),
      'GET /api/follow-ups': () => json({ business_days: 5, total: 100, items }),
    });
    renderApp(<HistoryRoute />, { route: '/history', user: TEST_USER });
    const section = await screen.findByRole('region', { name: 'Due follow-ups (100+)' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(20);
    expect(within(section).getByText(/^80\+ more waiting/)).toBeInTheDocument();
  });

  it('says nothing is due, and saves the business days chosen', async () => {
    const user = userEvent.setup();
    let days = 5;
    const net = fakeFetch({
      'GET /api/rfi': () => json({ items: [row({ status: 'copied' })], next_cursor: null }),
      'GET /api/follow-ups': () => json({ business_days: days, total: 0, items: [] }),
      'PUT /api/follow-ups/settings': (body) => {
        days = (body as { business_days: number }).business_days;
        return json({ business_days: days });
      },
    });
    renderApp(<HistoryRoute />, { route: '/history', user: TEST_USER });
    const section = await screen.findByRole('region', { name: 'Due follow-ups' });
    expect(within(section).getByText(/Nothing is due/)).toHaveTextContent('after 5 business days');
    await user.selectOptions(within(section).getByLabelText('Follow up after'), '3');
    expect(net.bodyOf('PUT /api/follow-ups/settings')).toEqual([{ business_days: 3 }]);
    expect(await within(section).findByText(/after 3 business days/)).toBeInTheDocument();
  });
});

describe('notes at their steps', () => {
  it('offers the thank-you once introduced, with the advice to move the introducer to bcc', async () => {
    const user = userEvent.setup();
    fakeFetch({
      'GET /api/rfi': () => json({ items: [row({ status: 'introduced' })], next_cursor: null }),
      'GET /api/follow-ups': () => json({ business_days: 5, total: 0, items: [] }),
      'GET /api/rfi/r1/follow-up': () =>
        json({
          draft: {
            kind: 'thanks',
            subject: 'Thank you for the intro to Dana Whitfield',
            content: 'Hi Marcus,\n\nThank you so much for introducing me to Dana Whitfield.\n\nThanks again,\nSam',
            tip: 'Reply to the introduction email and move Marcus to bcc.',
          },
        }),
    });
    renderApp(<HistoryRoute />, { route: '/history', user: TEST_USER });
    await user.click(
      await screen.findByRole('button', { name: 'Thank-you note to Marcus Chen for the RFI to Dana Whitfield' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Thank-you note to Marcus Chen' });
    expect(await within(dialog).findByText(/move Marcus to bcc/)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Note to Marcus Chen')).toHaveValue(
      'Hi Marcus,\n\nThank you so much for introducing me to Dana Whitfield.\n\nThanks again,\nSam',
    );
  });

  it('adds how the meeting went, in the words typed, to the close-the-loop note', async () => {
    const user = userEvent.setup();
    const net = fakeFetch({
      'GET /api/rfi': () => json({ items: [row({ status: 'met' })], next_cursor: null }),
      'GET /api/follow-ups': () => json({ business_days: 5, total: 0, items: [] }),
      'GET /api/rfi/r1/follow-up': (_body, url) =>
        json({
          draft: {
            kind: 'close_loop',
            subject: 'How it went with Dana Whitfield',
            content: `Hi Marcus,\n\nDana Whitfield and I met yesterday.${url.searchParams.get('outcome') ? ' We start a pilot.' : ''}\n\nBest,\nSam`,
            tip: null,
          },
        }),
    });
    renderApp(<HistoryRoute />, { route: '/history', user: TEST_USER });
    await user.click(await screen.findByRole('button', { name: /^Close-the-loop note to Marcus Chen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Close-the-loop note to Marcus Chen' });
    await user.type(await within(dialog).findByLabelText(/How did it go/), 'we start a pilot');
    await user.click(within(dialog).getByRole('button', { name: 'Add to the note' }));
    await expect
      .poll(() => (within(dialog).getByLabelText('Note to Marcus Chen') as HTMLTextAreaElement).value)
      .toContain('We start a pilot.');
    expect(net.calls.map((c) => c.url.searchParams.get('outcome')).filter(Boolean)).toEqual(['we start a pilot']);
  });

  it('offers no note while a request is only copied or sent', async () => {
    fakeFetch({
      'GET /api/rfi': () => json({ items: [row({ status: 'copied' }), row({ id: 'r2' })], next_cursor: null }),
      'GET /api/follow-ups': () => json({ business_days: 5, total: 0, items: [] }),
    });
    renderApp(<HistoryRoute />, { route: '/history', user: TEST_USER });
    await screen.findAllByRole('row');
    expect(screen.queryByRole('button', { name: /Thank-you note|Close-the-loop note/ })).not.toBeInTheDocument();
  });
});
