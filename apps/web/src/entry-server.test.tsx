import { act, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { App } from './app/app';
import { render } from './entry-server';

describe('prerendered /', () => {
  it('holds the guest home, and hydrates without a mismatch', async () => {
    const markup = render('/');
    expect(markup).toContain('Warm intros convert trust into access.');
    expect(markup).toContain('Fill out the form and click Generate');

    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = markup;
    document.body.append(container);
    const recoverable: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(
        container,
        <StrictMode>
          <App />
        </StrictMode>,
        // React reports a hydration mismatch here (and then renders from scratch), not by throwing.
        { onRecoverableError: (error) => recoverable.push(error) },
      ),
    );
    expect(recoverable).toEqual([]);
    expect(screen.getByRole('button', { name: 'Generate' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status', { name: 'Loading account' })).toBeInTheDocument();
    act(() => root.unmount());
    container.remove();
  });
});
