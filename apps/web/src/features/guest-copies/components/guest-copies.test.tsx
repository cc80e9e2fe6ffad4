/** Issue 14, item 7: a guest sees the copies kept on this device; once signed in, imports them once. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { keepGuestCopy, readGuestCopies } from '@/lib/guest-copies';
import { fakeFetch, json } from '@/testing/fake-fetch';
import { renderApp, TEST_USER } from '@/testing/render';
import { ImportOffer } from './import-offer';
import { SavedOnDevice } from './saved-on-device';

const request = (target: string) => ({
  introducer: { name: 'Marcus Chen' },
  target: { name: target },
  meta: { include_calendly: false },
});
function keepTwo() {
  keepGuestCopy({ message: 'Hi Marcus, Dana?', request: request('Dana Whitfield'), introducerName: 'Marcus Chen' });
  keepGuestCopy({ message: 'Hi Marcus, Greta?', request: request('Greta Lindqvist'), introducerName: 'Marcus Chen' });
}

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('Saved on this device', () => {
  it('lists the guest’s copies, newest first, with the message behind each', async () => {
    const user = userEvent.setup();
    keepTwo();
    renderApp(<SavedOnDevice />);
    const list = screen.getByRole('region', { name: 'Saved on this device' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.querySelector('summary span')?.textContent)).toEqual([
      'Greta Lindqvist',
      'Dana Whitfield',
    ]);
    await user.click(within(list).getByText('Dana Whitfield'));
    expect(within(list).getByText('Hi Marcus, Dana?')).toBeVisible();
    expect(within(list).getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/auth/sign-up');
  });

  it('shows nothing when nothing is kept', () => {
    renderApp(<SavedOnDevice />);
    expect(screen.queryByRole('region', { name: 'Saved on this device' })).not.toBeInTheDocument();
  });
});

describe('the offer to import', () => {
  it('imports the copies once signed in, then removes them from the device', async () => {
    const user = userEvent.setup();
    keepTwo();
    const net = fakeFetch({ 'POST /api/rfi/import': () => json({ imported: 2, skipped: 0 }) });
    renderApp(<ImportOffer />, { user: TEST_USER });
    const offer = screen.getByRole('region', { name: 'You have 2 messages saved on this device' });
    await user.click(within(offer).getByRole('button', { name: 'Add to history' }));
    expect(await screen.findByText('Added to your history')).toBeInTheDocument();
    const [body] = net.bodyOf('POST /api/rfi/import') as { items: { target_name: string }[] }[];
    expect(body?.items.map((i) => i.target_name)).toEqual(['Greta Lindqvist', 'Dana Whitfield']);
    expect(readGuestCopies()).toEqual([]);
    expect(screen.queryByRole('region', { name: /saved on this device/ })).not.toBeInTheDocument();
  });

  it('is not offered to a guest, and "Not now" hides it for the session, keeping the copies', async () => {
    const user = userEvent.setup();
    keepTwo();
    const guest = renderApp(<ImportOffer />, { user: null });
    expect(screen.queryByRole('region', { name: /saved on this device/ })).not.toBeInTheDocument();
    guest.unmount();
    renderApp(<ImportOffer />, { user: TEST_USER });
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: /saved on this device/ })).not.toBeInTheDocument();
    expect(readGuestCopies()).toHaveLength(2);
  });

  it('keeps the copies on the device when the import fails', async () => {
    const user = userEvent.setup();
    keepTwo();
    fakeFetch({
      'POST /api/rfi/import': () => json({ error: 'Database unavailable', code: 'DATABASE_UNAVAILABLE' }, 503),
    });
    renderApp(<ImportOffer />, { user: TEST_USER });
    await user.click(screen.getByRole('button', { name: 'Add to history' }));
    expect(await screen.findByText('Import failed')).toBeInTheDocument();
    expect(readGuestCopies()).toHaveLength(2);
  });
});
