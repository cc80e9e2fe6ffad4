import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { allowConsoleError } from '@/testing/console-error';
import { fakeFetch, json } from '@/testing/fake-fetch';
import { renderApp } from '@/testing/render';
import SignInRoute from './sign-in';
import SignUpRoute from './sign-up';

function Where() {
  const location = useLocation();
  return <p>landed on {location.pathname}</p>;
}

const USER = { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com', image: null };
const authOk = () => json({ token: 't', user: USER });

describe('Sign in', () => {
  it('enables Continue only with an email and an 8-character password, and checks the email format', async () => {
    const user = userEvent.setup();
    renderApp(<SignInRoute />, { route: '/auth/sign-in' });
    const button = screen.getByRole('button', { name: 'Continue' });
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Email'), 'ada');
    await user.type(screen.getByLabelText('Password'), '1234567');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Password'), '8');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it("welcomes back and follows redirectTo; says 'Sign in failed' with the server's message", async () => {
    const user = userEvent.setup();
    let ok = false;
    fakeFetch({
      'POST /api/auth/sign-in/email': () =>
        ok ? authOk() : json({ code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' }, 401),
      'GET /api/auth/get-session': () => json({ session: { id: 's' }, user: USER }),
      'GET /api/config': () => json({ googleEnabled: false }),
    });
    renderApp(<SignInRoute />, {
      route: '/auth/sign-in?redirectTo=/history',
      routes: [{ path: '/history', element: <Where /> }],
    });
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Sign in failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();

    ok = true;
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('landed on /history')).toBeInTheDocument();
    expect(await screen.findByText('Welcome back')).toBeInTheDocument();
  });

  it('offers Google only when the server has it configured', async () => {
    fakeFetch({ 'GET /api/config': () => json({ googleEnabled: true }) });
    renderApp(<SignInRoute />, { route: '/auth/sign-in' });
    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('reports a failed Google round trip that came back with ?error', async () => {
    fakeFetch({ 'GET /api/config': () => json({ googleEnabled: true }) });
    renderApp(<SignInRoute />, { route: '/auth/sign-in?error=google' });
    expect(await screen.findByText('Sign in failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to sign in with Google.')).toBeInTheDocument();
  });
});

describe('Sign up', () => {
  async function fill(user: ReturnType<typeof userEvent.setup>, confirm = 'velvet thunder') {
    await user.type(screen.getByLabelText('Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'velvet thunder');
    await user.type(screen.getByLabelText('Confirm password'), confirm);
  }

  it('keeps the button disabled until the name, email and both passwords qualify', async () => {
    const user = userEvent.setup();
    renderApp(<SignUpRoute />, { route: '/auth/sign-up' });
    const button = screen.getByRole('button', { name: 'Create account' });
    await user.type(screen.getByLabelText('Name'), ' A ');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'velvet thunder');
    await user.type(screen.getByLabelText('Confirm password'), 'velvet thunder');
    expect(button).toBeDisabled();
    await user.type(screen.getByLabelText('Name'), 'd');
    expect(button).toBeEnabled();
  });

  it("toasts 'Passwords don't match' and sends nothing", async () => {
    const user = userEvent.setup();
    const net = fakeFetch({ 'GET /api/config': () => json({ googleEnabled: false }) });
    renderApp(<SignUpRoute />, { route: '/auth/sign-up' });
    await fill(user, 'password124');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText("Passwords don't match")).toBeInTheDocument();
    expect(screen.getByText('Please make sure both password fields match.')).toBeInTheDocument();
    expect(net.calls.filter((c) => c.key.startsWith('POST'))).toEqual([]);
  });

  it('signs up, sets the profile name, then lands on /about by default', async () => {
    const user = userEvent.setup();
    const log: string[] = [];
    const net = fakeFetch(
      {
        'POST /api/auth/sign-up/email': authOk,
        'PUT /api/field': (body) => json({ name: (body as { content: string }).content }),
        'GET /api/auth/get-session': () => json({ session: { id: 's' }, user: USER }),
        'GET /api/config': () => json({ googleEnabled: false }),
      },
      log,
    );
    renderApp(<SignUpRoute />, { route: '/auth/sign-up', routes: [{ path: '/about', element: <Where /> }] });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('landed on /about')).toBeInTheDocument();
    expect(await screen.findByText('Account created')).toBeInTheDocument();
    expect(screen.getByText('Welcome to IntroAsk! Complete your profile to get started.')).toBeInTheDocument();
    expect(net.bodyOf('PUT /api/field')).toEqual([{ field: 'name', content: 'Ada Lovelace' }]);
    expect(log.filter((c) => c !== 'GET /api/config')).toEqual([
      'POST /api/auth/sign-up/email',
      'PUT /api/field',
      'GET /api/auth/get-session',
    ]);
  });

  it('only logs a failed profile-name update, and still navigates', async () => {
    const user = userEvent.setup();
    const logged = allowConsoleError();
    fakeFetch({
      'POST /api/auth/sign-up/email': authOk,
      'PUT /api/field': () => json({ error: 'Database unavailable', code: 'DATABASE_UNAVAILABLE' }, 503),
      'GET /api/auth/get-session': () => json({ session: { id: 's' }, user: USER }),
      'GET /api/config': () => json({ googleEnabled: false }),
    });
    renderApp(<SignUpRoute />, {
      route: '/auth/sign-up?redirectTo=/history',
      routes: [{ path: '/history', element: <Where /> }],
    });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('landed on /history')).toBeInTheDocument();
    await waitFor(() => expect(logged).toHaveLength(1));
    expect(screen.queryByText('Update failed')).not.toBeInTheDocument();
  });

  it("says 'Sign up failed' with the server's message", async () => {
    const user = userEvent.setup();
    fakeFetch({
      'POST /api/auth/sign-up/email': () =>
        json({ code: 'USER_ALREADY_EXISTS', message: 'User already exists. Use another email.' }, 422),
      'GET /api/config': () => json({ googleEnabled: false }),
    });
    renderApp(<SignUpRoute />, { route: '/auth/sign-up' });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Sign up failed')).toBeInTheDocument();
    expect(screen.getByText('User already exists. Use another email.')).toBeInTheDocument();
  });
});

describe('issue 12: the auth pages', () => {
  beforeEach(() => {
    fakeFetch({ 'GET /api/config': () => json({ googleEnabled: false, passwordResetEnabled: false }) });
  });

  it('a password can be shown and hidden again', async () => {
    const user = userEvent.setup();
    renderApp(<SignInRoute />, { route: '/auth/sign-in' });
    const password = screen.getByLabelText('Password');
    await user.type(password, 'secret passphrase');
    expect(password).toHaveAttribute('type', 'password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('sign-up has the toggle on both password fields', () => {
    renderApp(<SignUpRoute />, { route: '/auth/sign-up' });
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show confirm password' })).toBeInTheDocument();
  });

  it('a signed-in user opening sign-in or sign-up goes on to redirectTo', async () => {
    renderApp(<SignInRoute />, {
      route: '/auth/sign-in?redirectTo=/history',
      user: { name: 'Ada', email: 'ada@example.com', image: null },
      routes: [{ path: '/history', element: <Where /> }],
    });
    expect(await screen.findByText('landed on /history')).toBeInTheDocument();
  });

  it('sign-up, signed in, goes on to its default /about', async () => {
    renderApp(<SignUpRoute />, {
      route: '/auth/sign-up',
      user: { name: 'Ada', email: 'ada@example.com', image: null },
      routes: [{ path: '/about', element: <Where /> }],
    });
    expect(await screen.findByText('landed on /about')).toBeInTheDocument();
  });

  it.each([
    ['/auth/sign-in', 'Welcome back. Sign in to use your profile and history.'],
    ['/auth/sign-in?redirectTo=/history', 'Sign in to see your history. New here? Create an account below.'],
    ['/auth/sign-in?redirectTo=/about', 'Sign in to see your About Me. New here? Create an account below.'],
    ['/auth/sign-in?reset=done', 'Your password is changed. Sign in with your new password.'],
  ])('the greeting at %s fits the context', (route, greeting) => {
    renderApp(<SignInRoute />, { route });
    expect(screen.getByText(greeting)).toBeInTheDocument();
    if (!greeting.startsWith('Welcome back')) expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it('"Forgot password?" is offered only when the server can send the email', async () => {
    fakeFetch({ 'GET /api/config': () => json({ googleEnabled: false, passwordResetEnabled: true }) });
    renderApp(<SignInRoute />, { route: '/auth/sign-in' });
    expect(await screen.findByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
  });

  it('"Forgot password?" is not offered without mail', async () => {
    fakeFetch({ 'GET /api/config': () => json({ googleEnabled: false, passwordResetEnabled: false }) });
    renderApp(<SignInRoute />, { route: '/auth/sign-in' });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Forgot password?' })).toBeNull());
  });
});
