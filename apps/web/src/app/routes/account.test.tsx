import type { AccountInfo } from '@introask/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fakeFetch, json } from '@/testing/fake-fetch';
import { renderApp, TEST_USER } from '@/testing/render';
import AccountRoute from './account';

const ACCOUNT: AccountInfo = {
  id: 'u1',
  name: 'Sam Rivera',
  email: 'sam@example.com',
  emailVerified: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  hasPassword: true,
  providers: ['credential'],
  mailEnabled: true,
};

describe('the account page (issue 12)', () => {
  it('shows the address as not verified, the downloads, and a password form', async () => {
    fakeFetch({ 'GET /api/account': () => json(ACCOUNT) });
    renderApp(<AccountRoute />, { route: '/account', user: TEST_USER });
    expect(await screen.findByText('Not verified')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send verification email' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download all my data (JSON)' })).toHaveAttribute(
      'href',
      '/api/account/export',
    );
    expect(screen.getByRole('link', { name: 'Download my history (CSV)' })).toHaveAttribute(
      'href',
      '/api/account/history.csv',
    );
    expect(screen.getByRole('form', { name: 'Change password' })).toBeInTheDocument();
  });

  it('a verified Google-only account has no password form and no verification button', async () => {
    fakeFetch({
      'GET /api/account': () => json({ ...ACCOUNT, emailVerified: true, hasPassword: false, providers: ['google'] }),
    });
    renderApp(<AccountRoute />, { route: '/account', user: TEST_USER });
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Change password' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send verification email' })).toBeNull();
  });

  it('delete is enabled only once the email is typed; then the app reloads at / with a toast to show', async () => {
    const user = userEvent.setup();
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const net = fakeFetch({
      'GET /api/account': () => json(ACCOUNT),
      'POST /api/account/delete': () => json({ deleted: true }),
    });
    renderApp(<AccountRoute />, { route: '/account', user: TEST_USER });
    const button = await screen.findByRole('button', { name: 'Delete my account' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText(/to confirm/), 'sam@example.co');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText(/to confirm/), 'm');
    expect(button).toBeEnabled();
    await user.click(button);
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(net.bodyOf('POST /api/account/delete')).toEqual([{ email: 'sam@example.com' }]);
    expect(JSON.parse(sessionStorage.getItem('introask.flash') ?? '{}').title).toBe('Account deleted');
    assign.mockRestore();
  });

  it('a new password that is too common is refused before anything is sent', async () => {
    const user = userEvent.setup();
    const net = fakeFetch({ 'GET /api/account': () => json(ACCOUNT) });
    renderApp(<AccountRoute />, { route: '/account', user: TEST_USER });
    await user.type(await screen.findByLabelText('Current password'), 'old passphrase');
    await user.type(screen.getByLabelText('New password'), 'password1');
    await user.type(screen.getByLabelText('Confirm new password'), 'password1');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('This password is too common: choose one that is harder to guess'),
    ).toBeInTheDocument();
    expect(net.calls.filter((c) => c.key.startsWith('POST'))).toEqual([]);
  });
});
