import { PROFILE_LIMITS } from '@introask/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch, json } from '@/testing/fake-fetch';
import { renderApp, TEST_USER } from '@/testing/render';
import AboutRoute from './about';

const PROFILE = {
  name: 'Sam Rivera',
  job_title: '',
  company_name: 'Acme',
  calendly_url: '',
  bio: 'I build things.',
  asks: '',
  value_add: '',
};

function setup() {
  const user = userEvent.setup();
  let profile = { ...PROFILE };
  const net = fakeFetch({
    'GET /api/profile': () => json(profile),
    'PUT /api/field': (body) => {
      const { field, content } = body as { field: keyof typeof PROFILE; content: string };
      profile = { ...profile, [field]: content };
      return json(profile);
    },
  });
  renderApp(<AboutRoute />, { route: '/about', user: TEST_USER });
  return { user, net };
}

describe('About page', () => {
  it('shows skeletons, then the cards, the empty-state hints and the footer note', async () => {
    setup();
    expect(screen.getByRole('status', { name: 'Loading profile' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Account Details' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'About Me' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Generator' })).toHaveAttribute('href', '/');
    expect(screen.getByText('I build things.')).toBeInTheDocument();
    expect(screen.getByText('Click the edit button to add your asks')).toBeInTheDocument();
    expect(screen.getByText('Click the edit button to add your value add')).toBeInTheDocument();
    expect(screen.getByText(/personalises your messages/)).toBeInTheDocument();
  });

  it('saves one field card with a single update, counting remaining characters', async () => {
    const { user, net } = setup();
    await user.click(await screen.findByRole('button', { name: "Edit What I'm Looking For (Asks)" }));
    const box = screen.getByRole('textbox', { name: "What I'm Looking For (Asks)" });
    expect(box).toHaveFocus();
    expect(screen.getByText(`${PROFILE_LIMITS.asks} characters remaining`)).not.toHaveClass('text-red-700');
    await user.type(box, 'Intros to climate investors');
    await user.click(screen.getByRole('button', { name: "Save What I'm Looking For (Asks)" }));
    expect(await screen.findByText('Field updated')).toBeInTheDocument();
    expect(net.bodyOf('PUT /api/field')).toEqual([{ field: 'asks', content: 'Intros to climate investors' }]);
    expect(await screen.findByText('Intros to climate investors')).toBeInTheDocument();
  });

  it('turns the counter red below 50 remaining and disables Save over the limit; Cancel restores', async () => {
    const { user, net } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit Bio' }));
    const box = screen.getByRole('textbox', { name: 'Bio' });
    await user.clear(box);
    await user.click(box);
    await user.paste('x'.repeat(PROFILE_LIMITS.bio - 49));
    expect(screen.getByText('49 characters remaining')).toHaveClass('text-red-700');
    expect(screen.getByRole('button', { name: 'Save Bio' })).toBeEnabled();
    await user.paste('y'.repeat(50));
    expect(screen.getByText('1 characters over the limit')).toHaveClass('text-red-700');
    expect(screen.getByRole('button', { name: 'Save Bio' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Cancel editing Bio' }));
    expect(screen.getByText('I build things.')).toBeInTheDocument();
    expect(net.bodyOf('PUT /api/field')).toEqual([]);
  });

  it('Account Details: rejects a bad URL, then saves only the changed fields one after another', async () => {
    const { user, net } = setup();
    await user.click(await screen.findByRole('button', { name: 'Edit account details' }));
    const form = screen.getByRole('form', { name: 'Edit account details' });
    await user.type(within(form).getByLabelText('Job title'), 'Founder');
    await user.type(within(form).getByLabelText('Calendly URL'), 'not a url');
    expect(screen.getByText('Please enter a valid URL')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.clear(within(form).getByLabelText('Calendly URL'));
    await user.type(within(form).getByLabelText('Calendly URL'), 'https://calendly.com/sam');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Field updated')).toBeInTheDocument();
    expect(net.bodyOf('PUT /api/field')).toEqual([
      { field: 'job_title', content: 'Founder' },
      { field: 'calendly_url', content: 'https://calendly.com/sam' },
    ]);
    await waitFor(() => expect(screen.getByRole('link', { name: 'https://calendly.com/sam' })).toBeInTheDocument());
  });

  it("shows 'Update failed' with the server's message", async () => {
    const user = userEvent.setup();
    fakeFetch({
      'GET /api/profile': () => json(PROFILE),
      'PUT /api/field': () => json({ error: 'Database unavailable', code: 'DATABASE_UNAVAILABLE' }, 503),
    });
    renderApp(<AboutRoute />, { route: '/about', user: TEST_USER });
    await user.click(await screen.findByRole('button', { name: 'Edit Value I Provide' }));
    await user.type(screen.getByRole('textbox', { name: 'Value I Provide' }), 'Benchmarks');
    await user.click(screen.getByRole('button', { name: 'Save Value I Provide' }));
    expect(await screen.findByText('Update failed')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
  });
});
