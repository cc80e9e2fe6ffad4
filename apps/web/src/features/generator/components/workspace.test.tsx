/**
 * Issue 13, the message workspace: versions and Undo, the stale-form notice, the draft kept in
 * session storage, the two parts with their own Copy, quick retries, focus and announcements.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeClipboard, fakeFetch, introducerPages, json } from '@/testing/fake-fetch';
import { renderApp, TEST_USER } from '@/testing/render';
import { Generator, NAME_REQUIRED } from './generator';

const MESSAGE = `Hi Jordan,

Would you introduce me to Priya?

--- Forwardable note ---
Hi Priya, I'm Sam. Could we talk?
--- End of note ---

Thanks,
Sam`;

function writer(...texts: string[]) {
  let n = 0;
  return () => json({ content: texts[Math.min(n++, texts.length - 1)], summary: 's' });
}

async function generateFor(user: ReturnType<typeof userEvent.setup>, target = 'Priya Shah') {
  await user.type(screen.getByLabelText('Target name'), target);
  await user.click(screen.getByRole('button', { name: 'Generate' }));
  return screen.findByLabelText('Message');
}

describe('Generator workspace', () => {
  it('moves focus to the result and announces "Message ready" after Generate', async () => {
    const user = userEvent.setup();
    fakeFetch({ 'GET /api/introducers/page': introducerPages([]), 'POST /api/generate': writer(MESSAGE) });
    renderApp(<Generator session="signed-in" />, { user: TEST_USER });
    await generateFor(user);
    const panel = screen.getByRole('region', { name: 'Generated Message' });
    await waitFor(() => expect(panel).toHaveFocus());
    expect(within(panel).getByText('Message ready')).toBeInTheDocument();
  });

  it('keeps an edit when Retry replaces it, offers Undo, and steps through the versions', async () => {
    const user = userEvent.setup();
    fakeFetch({
      'GET /api/introducers/page': introducerPages([]),
      'POST /api/generate': writer('First version'),
      'POST /api/regenerate': writer('Second version'),
    });
    renderApp(<Generator session="signed-in" />, { user: TEST_USER });
    const message = await generateFor(user);
    await user.type(message, ' mine');
    expect(screen.getByText('Version 2 of 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(message).toHaveValue('Second version'));
    expect(screen.getByText('Version 3 of 3')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(message).toHaveValue('First version mine');
    expect(screen.getByText('Version 2 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Previous version' }));
    expect(message).toHaveValue('First version');
    expect(screen.getByRole('button', { name: 'Previous version' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Next version' }));
    await user.click(screen.getByRole('button', { name: 'Next version' }));
    expect(message).toHaveValue('Second version');
  });

  it('says when the form changed since the message was written; Regenerate writes it from the form', async () => {
    const user = userEvent.setup();
    const net = fakeFetch({
      'GET /api/introducers/page': introducerPages([]),
      'POST /api/generate': writer('One', 'Two'),
    });
    renderApp(<Generator session="signed-in" />, { user: TEST_USER });
    await generateFor(user);
    expect(screen.queryByText('The form changed since this message was written.')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate' })).toHaveAccessibleDescription(
      'Ctrl+Enter retries the message',
    );

    await user.type(screen.getByLabelText('Target name'), ' Jr');
    expect(screen.getByText('The form changed since this message was written.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Regenerate' }));
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue('Two'));
    expect(screen.queryByText('The form changed since this message was written.')).not.toBeInTheDocument();
    expect(net.bodyOf('POST /api/generate')[1]).toMatchObject({ target: { name: 'Priya Shah Jr' } });
  });

  it('copies the two parts on their own, the forwardable note without its marker lines', async () => {
    const user = userEvent.setup();
    fakeFetch({ 'GET /api/introducers/page': introducerPages([]), 'POST /api/generate': writer(MESSAGE) });
    renderApp(<Generator session="signed-in" />, { user: TEST_USER });
    await user.type(screen.getByRole('combobox', { name: 'Introducer name' }), 'Jordan Lee');
    await generateFor(user);
    const clipboard = fakeClipboard([]);
    await user.click(screen.getByRole('button', { name: 'Copy forwardable note' }));
    await user.click(screen.getByRole('button', { name: 'Copy note to the introducer' }));
    expect(clipboard.writes).toEqual([
      "Hi Priya, I'm Sam. Could we talk?",
      'Hi Jordan,\n\nWould you introduce me to Priya?\n\nThanks,\nSam',
    ]);
    expect(screen.getByRole('button', { name: 'Copied note to the introducer' })).toBeInTheDocument();
    expect(screen.getByText('Intro to Priya Shah?')).toBeInTheDocument();
  });

  it('a quick retry fills the retry box and runs it', async () => {
    const user = userEvent.setup();
    const net = fakeFetch({
      'GET /api/introducers/page': introducerPages([]),
      'POST /api/generate': writer('One'),
      'POST /api/regenerate': writer('Shorter one'),
    });
    renderApp(<Generator session="signed-in" />, { user: TEST_USER });
    await generateFor(user);
    await user.click(screen.getByRole('button', { name: 'More formal' }));
    await waitFor(() => expect(screen.getByLabelText('Message')).toHaveValue('Shorter one'));
    expect(screen.getByLabelText('Retry instructions')).toHaveValue('more formal');
    expect(net.bodyOf('POST /api/regenerate')[0]).toMatchObject({ retry_instructions: 'more formal' });
  });

  it('keeps the draft in session storage and brings it back on the next visit', async () => {
    const user = userEvent.setup();
    fakeFetch({ 'POST /api/generate': writer('Kept message') });
    const first = renderApp(<Generator session="guest" />);
    await user.type(screen.getByLabelText(/Your name/), 'Alex');
    const message = await generateFor(user);
    await user.type(message, ' and my edit');
    first.unmount();

    renderApp(<Generator session="guest" />);
    expect(await screen.findByLabelText('Message')).toHaveValue('Kept message and my edit');
    expect(screen.getByLabelText(/Your name/)).toHaveValue('Alex');
    expect(screen.getByLabelText('Target name')).toHaveValue('Priya Shah');
    expect(screen.getByText('Version 2 of 2')).toBeInTheDocument();
  });

  it('a guest who tries Generate without a name is told so beside the field, which takes focus', async () => {
    const user = userEvent.setup();
    const net = fakeFetch({});
    renderApp(<Generator session="guest" />);
    const generate = screen.getByRole('button', { name: 'Generate' });
    generate.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText(/Your name/)).toHaveFocus();
    expect(screen.getByLabelText(/Your name/)).toHaveAccessibleDescription(expect.stringContaining(NAME_REQUIRED));
    expect(net.calls.filter((c) => c.key.startsWith('POST'))).toHaveLength(0);
  });
});
