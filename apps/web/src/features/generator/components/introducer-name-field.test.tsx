import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeFetch, introducerPages } from '@/testing/fake-fetch';
import { renderApp, TEST_USER } from '@/testing/render';
import { Generator } from './generator';

const many = Array.from({ length: 10 }, (_, i) => ({ id: `s${i}`, name: `Sam ${i}`, context: `Context ${i}` }));

function setup() {
  const user = userEvent.setup();
  const net = fakeFetch({
    'GET /api/introducers/page': introducerPages([...many, { id: 'b', name: 'Bea', context: 'Bea context' }]),
  });
  renderApp(<Generator session="signed-in" />, { user: TEST_USER });
  return { user, net, input: screen.getByRole('combobox', { name: 'Introducer name' }) };
}

describe('introducer autocomplete', () => {
  it('shows at most 8 prefix matches, case-insensitive, and cycles with the arrows', async () => {
    const { user, input } = setup();
    await user.type(input, 'sAm');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(8);
    expect(options[0]).toHaveTextContent('Sam 0');
    await user.keyboard('{ArrowUp}');
    expect(options[7]).toHaveAttribute('aria-selected', 'true');
    expect(input).toHaveAttribute('aria-activedescendant', options[7]?.id);
    await user.keyboard('{ArrowDown}');
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(input).toHaveValue('Sam 1');
    expect(screen.getByLabelText('Introducer context')).toHaveValue('Context 1');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByText('Saved introducer: Sam 1')).toBeInTheDocument();
  });

  it('closes with Escape and with a click outside, and reopens on focus', async () => {
    const { user, input } = setup();
    await user.type(input, 'b');
    expect(await screen.findByRole('option', { name: /Bea/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');

    await user.click(screen.getByLabelText('Target name'));
    await user.click(input);
    expect(await screen.findByRole('option', { name: /Bea/ })).toBeInTheDocument();
    await user.click(screen.getByRole('heading', { name: 'Generated Message' }));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens only when something matches', async () => {
    const { user, input } = setup();
    await user.type(input, 'zz');
    await act(() => Promise.resolve());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('asks the server for the typed prefix, 8 at most, once per prefix, never for the whole list', async () => {
    const { user, input, net } = setup();
    await user.type(input, 'Sa');
    expect(await screen.findAllByRole('option')).toHaveLength(8);
    await user.clear(input);
    await user.type(input, 'sa');
    expect(await screen.findAllByRole('option')).toHaveLength(8);
    const asked = net.calls.filter((c) => c.key.startsWith('GET /api/introducers'));
    expect(asked.map((c) => c.key)).toEqual(['GET /api/introducers/page', 'GET /api/introducers/page']);
    expect(asked.map((c) => Object.fromEntries(c.url.searchParams))).toEqual([
      { prefix: 'S', limit: '8' },
      { prefix: 'Sa', limit: '8' },
    ]);
  });

  it('a click picks; editing the name away clears the pick; the x clears name and context', async () => {
    const { user, input } = setup();
    await user.type(input, 'Be');
    await user.click(await screen.findByRole('option', { name: /Bea/ }));
    expect(input).toHaveValue('Bea');
    expect(screen.getByRole('button', { name: 'Clear selected introducer' })).toBeInTheDocument();

    await user.type(input, 'x');
    expect(screen.queryByRole('button', { name: 'Clear selected introducer' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Introducer context')).toHaveValue('Bea context');

    await user.clear(input);
    await user.type(input, 'Be');
    await user.keyboard('{ArrowDown}{Enter}');
    await user.click(screen.getByRole('button', { name: 'Clear selected introducer' }));
    expect(input).toHaveValue('');
    expect(screen.getByLabelText('Introducer context')).toHaveValue('');
  });
});
