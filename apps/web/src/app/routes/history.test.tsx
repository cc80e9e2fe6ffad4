import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { allowConsoleError } from '@/testing/console-error';
import { fakeFetch, json } from '@/testing/fake-fetch';
import { renderApp, TEST_USER } from '@/testing/render';
import HistoryRoute from './history';

const ITEMS = [
  {
    id: 'r2',
    created_at: '2026-11-22T13:05:00.000Z',
    message: 'Hi Jordan, would you introduce me to Priya?',
    summary: 'Intro to Priya via Jordan',
    target_name: 'Priya Shah',
    introducer_id: 'i1',
    introducer_name: 'Jordan Lee',
    status: 'sent',
    status_reason: null,
    status_at: '2026-11-22T15:00:00.000Z',
  },
  {
    id: 'r1',
    created_at: '2026-01-05T09:00:00.000Z',
    message: 'Old message',
    summary: null,
    target_name: null,
    introducer_id: null,
    introducer_name: null,
    status: 'copied',
    status_reason: null,
    status_at: '2026-01-05T09:00:00.000Z',
  },
];

describe('History page', () => {
  it('lists saved RFIs newest first, with dashes for missing names and en-US dates', async () => {
    const net = fakeFetch({ 'GET /api/rfi': () => json({ items: ITEMS, next_cursor: null }) });
    renderApp(<HistoryRoute />, { route: '/history', user: TEST_USER });
    expect(screen.getByRole('heading', { level: 1, name: 'RFI History' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newest first' })).toHaveAttribute('aria-pressed', 'true');
    const rows = await screen.findAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Target Name', 'Introducer Name', 'Date', 'Details', 'Status']);
    expect(rows[1]).toHaveTextContent('Priya Shah');
    expect(rows[1]).toHaveTextContent('Jordan Lee');
    expect(rows[1]).toHaveTextContent(/Nov 22, 2026, \d{1,2}:05 (AM|PM)/);
    expect(within(rows[2] as HTMLElement).getAllByText('—')).toHaveLength(2);
    expect(net.calls[0]?.url.search).toBe('?order=desc&limit=100');
  });

  it('asks the server for the oldest first when toggled', async () => {
    const user = userEvent.setup();
    const net = fakeFetch({ 'GET /api/rfi': () => json({ items: ITEMS, next_cursor: null }) });
    renderApp(<HistoryRoute />, { route: '/history', user: TEST_USER });
    await screen.findAllByRole('row');
    await user.click(screen.getByRole('button', { name: 'Oldest first' }));
    expect(screen.getByRole('button', { name: 'Oldest first' })).toHaveAttribute('aria-pressed', 'true');
    // The history list's calls (the page also reads the due follow-ups).
    const list = net.calls.filter((c) => c.url.pathname === '/api/rfi');
    expect(list.map((c) => c.url.searchParams.get('order'))).toEqual(['desc', 'asc']);
  });

  it('opens a named popover with the message and the summary', async () => {
    const user = userEvent.setup();
    fakeFetch({ 'GET /api/rfi': () => json({ items: ITEMS, next_cursor: null }) });
    renderApp(<HistoryRoute />, { route: '/history', user: TEST_USER });
    await user.click(await screen.findByRole('button', { name: 'Details for the RFI to Priya Shah' }));
    const dialog = await screen.findByRole('dialog', { name: 'RFI to Priya Shah' });
    expect(within(dialog).getByText('Generated Message')).toBeInTheDocument();
    expect(within(dialog).getByText('Hi Jordan, would you introduce me to Priya?')).toBeInTheDocument();
    expect(within(dialog).getByText('Summary')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows 'No RFIs yet' with a link home, also when the fetch fails (logged)", async () => {
    const logged = allowConsoleError();
    fakeFetch({ 'GET /api/rfi': () => json({ error: 'Database unavailable', code: 'DATABASE_UNAVAILABLE' }, 503) });
    renderApp(<HistoryRoute />, { route: '/history', user: TEST_USER });
    expect(await screen.findByText('No RFIs yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create your first RFI' })).toHaveAttribute('href', '/');
    expect(logged).toHaveLength(1);
  });

  it('searches on the server as the user types, and says when nothing matches (issue 14)', async () => {
    const user = userEvent.setup();
    const net = fakeFetch({
      'GET /api/rfi': (_body, url) =>
        json({ items: url.searchParams.get('q') === 'nobody' ? [] : ITEMS, next_cursor: null }),
    });
    renderApp(<HistoryRoute />, { route: '/history', user: TEST_USER });
    await screen.findAllByRole('row');
    await user.type(screen.getByRole('searchbox', { name: 'Search by target or introducer name' }), 'nobody');
    expect(await screen.findByText('No RFIs match “nobody”.')).toBeInTheDocument();
    expect(screen.queryByText('No RFIs yet')).not.toBeInTheDocument();
    // Sent once typing pauses, not on every key (the page's due follow-ups read is not a search).
    const list = net.calls.filter((c) => c.url.pathname === '/api/rfi');
    expect(list.map((c) => c.url.searchParams.get('q'))).toEqual([null, 'nobody']);
  });

  it('past the first page, Load more appends the next page and goes away at the end; the toggle starts over (issue 14)', async () => {
    const user = userEvent.setup();
    const older = { ...ITEMS[1], id: 'r0', created_at: '2025-12-01T09:00:00.000Z', target_name: 'Older Target' };
    const net = fakeFetch({
      'GET /api/rfi': (_body, url) =>
        url.searchParams.get('cursor') === 'c1'
          ? json({ items: [older], next_cursor: null })
          : json({ items: ITEMS, next_cursor: 'c1' }),
    });
    renderApp(<HistoryRoute />, { route: '/history', user: TEST_USER });
    await screen.findByText('Priya Shah');
    expect(screen.queryByText('Older Target')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('Older Target');
    const rows = screen.getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(rows[1]).toHaveTextContent('Priya Shah');
    expect(rows[3]).toHaveTextContent('Older Target');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    const list = () => net.calls.filter((c) => c.url.pathname === '/api/rfi').map((c) => c.url.search);
    expect(list()).toEqual(['?order=desc&limit=100', '?order=desc&limit=100&cursor=c1']);

    await user.click(screen.getByRole('button', { name: 'Oldest first' }));
    expect(await screen.findByRole('button', { name: 'Load more' })).toBeInTheDocument();
    expect(screen.queryByText('Older Target')).not.toBeInTheDocument();
    expect(list().at(-1)).toBe('?order=asc&limit=100');
  });
});
