import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { RequireAuth } from '@/app/require-auth';
import { fakeFetch, json } from '@/testing/fake-fetch';
import { renderApp, TEST_USER } from '@/testing/render';
import { NavBar } from './nav-bar';

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

// The avatar menu is a lazy chunk: transform it once up front rather than inside a test's timeout.
beforeAll(async () => {
  await import('./account-menu');
}, 60_000);

describe('Navigation bar', () => {
  it('links Home, About Me and History and, for guests, offers Sign in with redirectTo and the Guest badge', async () => {
    const user = userEvent.setup();
    renderApp(<NavBar />, { route: '/history', routes: [{ path: '/auth/sign-in', element: <Where /> }] });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(nav).toHaveTextContent('HomeAbout MeHistory');
    expect(screen.getByRole('link', { name: 'IntroAsk' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Guest')).toHaveAccessibleDescription(
      'Generating works without an account. Copy & Save may need you to sign in.',
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('at /auth/sign-in?redirectTo=/history')).toBeInTheDocument();
  });

  it('shows a pulsing placeholder while the session loads', () => {
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    renderApp(<NavBar />, { user: 'loading' });
    expect(screen.getByRole('status', { name: 'Loading account' })).toHaveClass('animate-pulse');
  });

  it('shows the avatar initial and a menu with name, email, Profile and Sign out', async () => {
    const user = userEvent.setup();
    renderApp(<NavBar />, { user: TEST_USER });
    const trigger = await screen.findByRole('button', { name: 'Account menu for Sam Rivera' }, { timeout: 5000 });
    expect(trigger).toHaveTextContent('S');
    await user.click(trigger);
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Sam Rivera');
    expect(menu).toHaveTextContent('sam@example.com');
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('menuitem', { name: 'Sign out' })).toBeInTheDocument();
  });
});

describe('Sign out', () => {
  it("says 'Signed out' and shows the guest widgets", async () => {
    const user = userEvent.setup();
    const net = fakeFetch({
      'POST /api/auth/sign-out': () => json({ success: true }),
      'GET /api/auth/get-session': () => json(null),
    });
    renderApp(<NavBar />, { user: TEST_USER, routes: [{ path: '/', element: <Where /> }] });
    await user.click(await screen.findByRole('button', { name: 'Account menu for Sam Rivera' }, { timeout: 5000 }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByText('Signed out')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(net.calls.map((c) => c.key)).toContain('POST /api/auth/sign-out');
  });

  it("says 'Sign out failed' when the server refuses", async () => {
    const user = userEvent.setup();
    fakeFetch({
      'POST /api/auth/sign-out': () => json({ error: 'Database unavailable', code: 'DATABASE_UNAVAILABLE' }, 503),
    });
    renderApp(<NavBar />, { user: TEST_USER });
    await user.click(await screen.findByRole('button', { name: 'Account menu for Sam Rivera' }, { timeout: 5000 }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByText('Sign out failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Account menu for Sam Rivera' })).toBeInTheDocument();
  });
});

describe('Guarded routes', () => {
  it('send guests to sign-in with redirectTo, replacing the entry', () => {
    renderApp(
      <RequireAuth>
        <p>secret</p>
      </RequireAuth>,
      { route: '/about', routes: [{ path: '/auth/sign-in', element: <Where /> }] },
    );
    expect(screen.getByText('at /auth/sign-in?redirectTo=/about')).toBeInTheDocument();
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });

  it('let signed-in users through', () => {
    renderApp(
      <RequireAuth>
        <p>secret</p>
      </RequireAuth>,
      { route: '/about', user: TEST_USER },
    );
    expect(screen.getByText('secret')).toBeInTheDocument();
  });
});
