import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeClipboard, fakeFetch, introducerPages, json } from '@/testing/fake-fetch';
import { renderApp, TEST_USER } from '@/testing/render';
import { Generator } from './generator';

const JORDAN = { id: 'i1', name: 'Jordan Lee', context: 'Former colleague' };
const generated =
  (content = 'Hi Jordan, could you introduce me to Priya?') =>
  () =>
    json({ content, summary: 'Intro to Priya' });

async function generateAsSignedIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Target name'), 'Priya Shah');
  await user.click(screen.getByRole('button', { name: 'Generate' }));
  return screen.findByLabelText('Message');
}

describe('Generator: copy & save', () => {
  it('copies first, then updates the picked introducer whose context changed, then saves', async () => {
    const user = userEvent.setup();
    const log: string[] = [];
    const net = fakeFetch(
      {
        'GET /api/introducers/page': introducerPages([JORDAN, { id: 'i2', name: 'Jo Park', context: '' }]),
        'POST /api/generate': generated(),
        'PUT /api/introducers/i1': (body) => json({ ...JORDAN, ...(body as object) }),
        'POST /api/rfi': () => json({ id: 'r1' }, 201),
      },
      log,
    );
    renderApp(<Generator session="signed-in" />, { user: TEST_USER });

    await user.type(screen.getByRole('combobox', { name: 'Introducer name' }), 'jor');
    const listbox = await screen.findByRole('listbox', { name: 'Saved introducers' });
    expect(within(listbox).getAllByRole('option')).toHaveLength(1);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox', { name: 'Introducer name' })).toHaveValue('Jordan Lee');
    expect(screen.getByLabelText('Introducer context')).toHaveValue('Former colleague');

    await user.type(screen.getByLabelText('Introducer context'), ' at Brightwave');
    const message = await generateAsSignedIn(user);
    expect(message).toHaveValue('Hi Jordan, could you introduce me to Priya?');
    const clipboard = fakeClipboard(log);
    log.length = 0;

    await user.click(screen.getByRole('button', { name: 'Copy & Save' }));
    expect(await screen.findByText('Saved copy')).toBeInTheDocument();
    expect(screen.getByText('Your RFI has been saved successfully.')).toBeInTheDocument();
    // The list refetch that the update's invalidation starts may land anywhere after the update.
    expect(log.filter((call) => !call.startsWith('GET'))).toEqual([
      'clipboard',
      'PUT /api/introducers/i1',
      'POST /api/rfi',
    ]);
    expect(clipboard.writes).toEqual(['Hi Jordan, could you introduce me to Priya?']);
    expect(net.bodyOf('PUT /api/introducers/i1')).toEqual([{ context: 'Former colleague at Brightwave' }]);
    expect(net.bodyOf('POST /api/rfi')[0]).toEqual({
      introducer: { name: 'Jordan Lee', context: 'Former colleague at Brightwave' },
      target: { name: 'Priya Shah' },
      meta: { include_calendly: false },
      message: 'Hi Jordan, could you introduce me to Priya?',
      // The draft's id: a second copy of this draft updates the same history row (issue 14).
      draft_id: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(screen.getByRole('button', { name: 'Copied!' })).toBeInTheDocument();
  });

  it('creates an introducer for a typed name, and warns but still saves when that fails', async () => {
    const user = userEvent.setup();
    const log: string[] = [];
    fakeFetch(
      {
        'GET /api/introducers/page': introducerPages([]),
        'POST /api/generate': generated(),
        'POST /api/introducers': () => json({ error: 'Database unavailable', code: 'DATABASE_UNAVAILABLE' }, 503),
        'POST /api/rfi': () => json({ id: 'r1' }, 201),
      },
      log,
    );
    renderApp(<Generator session="signed-in" />, { user: TEST_USER });
    await user.type(screen.getByRole('combobox', { name: 'Introducer name' }), 'Morgan');
    await generateAsSignedIn(user);
    fakeClipboard(log);
    log.length = 0;

    await user.click(screen.getByRole('button', { name: 'Copy & Save' }));
    expect(await screen.findByText('Intro saved locally; sign-in or retry to persist.')).toBeInTheDocument();
    expect(await screen.findByText('Saved copy')).toBeInTheDocument();
    expect(log).toEqual(['clipboard', 'POST /api/introducers', 'POST /api/rfi']);
  });

  it('tells a guest the copy was kept locally when the server answers 401 requiresAuth, with no introducer calls', async () => {
    const user = userEvent.setup();
    const log: string[] = [];
    fakeFetch(
      {
        'POST /api/generate': generated('Hello from a guest'),
        'POST /api/rfi': () => json({ error: 'Sign in required', code: 'UNAUTHENTICATED', requiresAuth: true }, 401),
      },
      log,
    );
    renderApp(<Generator session="guest" />);
    await user.type(screen.getByLabelText(/Your name/), 'Alex');
    await user.type(screen.getByRole('combobox', { name: 'Introducer name' }), 'Jordan');
    expect(screen.getByText('Sign in to save introducers')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await screen.findByLabelText('Message');
    fakeClipboard(log);
    log.length = 0;

    await user.click(screen.getByRole('button', { name: 'Copy & Save' }));
    expect(await screen.findByText('Saved locally')).toBeInTheDocument();
    expect(screen.getByText('Create an account to store copies to your history.')).toBeInTheDocument();
    expect(log).toEqual(['clipboard', 'POST /api/rfi']);
  });

  it("says 'Rate limited' on 429 and 'Save failed' with the server's message otherwise", async () => {
    const user = userEvent.setup();
    let status = 429;
    fakeFetch({
      'GET /api/introducers/page': introducerPages([]),
      'POST /api/generate': generated(),
      'POST /api/rfi': () =>
        status === 429
          ? json({ error: 'Too many requests', code: 'RATE_LIMITED' }, 429, { 'retry-after': '30' })
          : json({ error: 'The message is empty', code: 'VALIDATION_FAILED' }, 400),
    });
    renderApp(<Generator session="signed-in" />, { user: TEST_USER });
    await generateAsSignedIn(user);
    fakeClipboard([]);

    await user.click(screen.getByRole('button', { name: 'Copy & Save' }));
    expect(await screen.findByText('Rate limited')).toBeInTheDocument();
    expect(screen.getByText('Please wait before copying again.')).toBeInTheDocument();

    status = 400;
    await user.click(await screen.findByRole('button', { name: /Copy & Save|Copied!/ }));
    expect(await screen.findByText('Save failed')).toBeInTheDocument();
    expect(screen.getByText('The message is empty')).toBeInTheDocument();
  });

  it('when the browser refuses the clipboard, says so, selects the text and still saves', async () => {
    const user = userEvent.setup();
    const log: string[] = [];
    fakeFetch(
      {
        'GET /api/introducers/page': introducerPages([]),
        'POST /api/generate': generated(),
        'POST /api/rfi': () => json({}, 201),
      },
      log,
    );
    renderApp(<Generator session="signed-in" />, { user: TEST_USER });
    const message = (await generateAsSignedIn(user)) as HTMLTextAreaElement;
    fakeClipboard(log, true);

    await user.click(screen.getByRole('button', { name: 'Copy & Save' }));
    expect(await screen.findByText('Could not copy to the clipboard')).toBeInTheDocument();
    expect(await screen.findByText('Saved copy')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Copied!' })).not.toBeInTheDocument();
    expect(message).toHaveFocus();
    expect([message.selectionStart, message.selectionEnd]).toEqual([0, message.value.length]);
  });

  it("drops 'Copied!' as soon as the text is edited", async () => {
    const user = userEvent.setup();
    fakeFetch({
      'GET /api/introducers/page': introducerPages([]),
      'POST /api/generate': generated(),
      'POST /api/rfi': () => json({}, 201),
    });
    renderApp(<Generator session="signed-in" />, { user: TEST_USER });
    const message = await generateAsSignedIn(user);
    fakeClipboard([]);
    await user.click(screen.getByRole('button', { name: 'Copy & Save' }));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeInTheDocument();
    await user.type(message, '!');
    expect(screen.getByRole('button', { name: 'Copy & Save' })).toBeInTheDocument();
  });
});

describe('Generator: generate, retry and the keyboard', () => {
  it('keeps Generate disabled for a guest until the name is given, and sends the guest profile', async () => {
    const user = userEvent.setup();
    const net = fakeFetch({ 'POST /api/generate': generated('Guest message') });
    renderApp(<Generator session="guest" />);
    expect(screen.getByText('Fill out the form and click Generate')).toBeInTheDocument();
    expect(screen.getByText('Guest mode')).toBeInTheDocument();
    // Unavailable, but still focusable so it can say why (issue 13).
    expect(screen.getByRole('button', { name: 'Generate' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Generate' })).toHaveAccessibleDescription('Enter your name first');
    await user.type(screen.getByLabelText(/Your name/), '  Alex  ');
    expect(screen.getByRole('button', { name: 'Generate' })).not.toHaveAttribute('aria-disabled');
    await user.type(screen.getByLabelText('Your context'), 'Founder');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByLabelText('Message')).toHaveValue('Guest message');
    expect(net.bodyOf('POST /api/generate')).toEqual([
      { meta: { include_calendly: false }, profile: { name: 'Alex', bio: 'Founder' } },
    ]);
  });

  it("shows 'Generation failed' with the server's message", async () => {
    const user = userEvent.setup();
    fakeFetch({
      'POST /api/generate': () =>
        json({ error: 'Target name must be at most 80 characters', code: 'VALIDATION_FAILED' }, 400),
    });
    renderApp(<Generator session="signed-in" />, { user: TEST_USER });
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByText('Generation failed')).toBeInTheDocument();
    expect(screen.getByText('Target name must be at most 80 characters')).toBeInTheDocument();
  });

  it('Ctrl+Enter submits when there is no output, then retries with the current text and instructions', async () => {
    const user = userEvent.setup();
    const net = fakeFetch({
      'GET /api/introducers/page': introducerPages([]),
      'POST /api/generate': generated('First version'),
      'POST /api/regenerate': () =>
        json({ content: 'Second version', summary: 's', notes: ['Could not apply: be funnier'] }),
    });
    renderApp(<Generator session="signed-in" />, { user: TEST_USER });
    expect(screen.getByText('Using your About Me')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Target name'), 'Priya');
    await user.keyboard('{Control>}{Enter}{/Control}');
    const message = await screen.findByLabelText('Message');
    expect(message).toHaveValue('First version');

    await user.type(message, ' edited');
    await user.type(screen.getByLabelText('Retry instructions'), '  shorter  ');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(message).toHaveValue('Second version'));
    expect(net.bodyOf('POST /api/regenerate')).toEqual([
      {
        target: { name: 'Priya' },
        meta: { include_calendly: false },
        previous_message: 'First version edited',
        retry_instructions: 'shorter',
      },
    ]);
    expect(screen.getByRole('complementary', { name: 'Notes' })).toHaveTextContent('Could not apply: be funnier');
  });

  it("shows 'Regeneration failed' and keeps the current text", async () => {
    const user = userEvent.setup();
    fakeFetch({
      'GET /api/introducers/page': introducerPages([]),
      'POST /api/generate': generated('Keep me'),
      'POST /api/regenerate': () => new Response('oops', { status: 502 }),
    });
    renderApp(<Generator session="signed-in" />, { user: TEST_USER });
    await generateAsSignedIn(user);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Regeneration failed')).toBeInTheDocument();
    expect(screen.getByText('An unknown error occurred')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Keep me');
  });

  it('Ctrl+C in the output panel with no selection copies and saves', async () => {
    const user = userEvent.setup();
    const log: string[] = [];
    fakeFetch(
      {
        'GET /api/introducers/page': introducerPages([]),
        'POST /api/generate': generated(),
        'POST /api/rfi': () => json({}, 201),
      },
      log,
    );
    renderApp(<Generator session="signed-in" />, { user: TEST_USER });
    await generateAsSignedIn(user);
    fakeClipboard(log);
    log.length = 0;
    await user.click(screen.getByRole('button', { name: 'Copy & Save' }));
    await screen.findByText('Saved copy');
    log.length = 0;
    screen.getByRole('button', { name: 'Retry' }).focus();
    await user.keyboard('{Control>}c{/Control}');
    await waitFor(() => expect(log).toEqual(['clipboard', 'POST /api/rfi']));
  });

  it('Dev Prefill fills sample values', async () => {
    const user = userEvent.setup();
    fakeFetch({});
    renderApp(<Generator session="guest" />);
    await user.click(screen.getByRole('button', { name: 'Dev Prefill' }));
    expect(screen.getByLabelText(/Your name/)).not.toHaveValue('');
    expect(screen.getByLabelText('Target name')).not.toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'Include Calendly link' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Generate' })).not.toHaveAttribute('aria-disabled');
  });
});

describe('Generator: introducers remember an email (issue 13), and over-asking is flagged (issue 14)', () => {
  it('picking an introducer fills their email; a new email is saved with them on copy', async () => {
    const user = userEvent.setup();
    const net = fakeFetch({
      'GET /api/introducers/page': introducerPages([{ ...JORDAN, email: 'jordan@example.com' }]),
      'GET /api/introducers/asks': () => json({ asks: [], recent: false, frequent: false }),
      'POST /api/generate': generated(),
      'PUT /api/introducers/i1': (body) => json({ ...JORDAN, ...(body as object) }),
      'POST /api/rfi': () => json({ id: 'r1' }, 201),
    });
    fakeClipboard([]);
    renderApp(<Generator session="signed-in" />, { user: TEST_USER });

    await user.type(screen.getByRole('combobox', { name: 'Introducer name' }), 'jor');
    await screen.findByRole('listbox', { name: 'Saved introducers' });
    await user.keyboard('{ArrowDown}{Enter}');
    const email = screen.getByRole('textbox', { name: /Introducer email/ });
    expect(email).toHaveValue('jordan@example.com');
    expect(screen.getByText(/is saved with the introducer when you copy/)).toBeInTheDocument();

    await user.clear(email);
    await user.type(email, 'jordan@brightwave.example');
    await generateAsSignedIn(user);
    expect(screen.getByRole('link', { name: 'Open in email' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:jordan@brightwave\.example\?subject=/),
    );
    await user.click(screen.getByRole('button', { name: 'Copy & Save' }));
    expect(await screen.findByText('Saved copy')).toBeInTheDocument();
    expect(net.bodyOf('PUT /api/introducers/i1')).toEqual([{ email: 'jordan@brightwave.example' }]);
  });

  it('says when the introducer was asked within 30 days, with the date, before the copy', async () => {
    const user = userEvent.setup();
    const asked = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString();
    fakeFetch({
      'GET /api/introducers/page': introducerPages([JORDAN]),
      'GET /api/introducers/asks': () =>
        json({ asks: [{ id: 'r0', created_at: asked, target_name: 'Sam Ortiz' }], recent: true, frequent: false }),
      'POST /api/generate': generated(),
    });
    renderApp(<Generator session="signed-in" />, { user: TEST_USER });
    await user.type(screen.getByRole('combobox', { name: 'Introducer name' }), 'Jordan Lee');
    await user.keyboard('{Escape}');
    await generateAsSignedIn(user);
    const notice = await screen.findByRole('region', { name: 'Asked before' });
    expect(notice).toHaveTextContent('You asked Jordan Lee 3 days ago');
    const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(
      new Date(asked),
    );
    expect(within(notice).getByRole('listitem')).toHaveTextContent(`${day}: to meet Sam Ortiz`);
  });
});
