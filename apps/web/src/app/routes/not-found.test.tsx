import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '@/testing/render';
import NotFoundRoute from './not-found';

describe('Not-found page', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('says the page does not exist and goes home after 800 ms', async () => {
    vi.useFakeTimers();
    renderApp(<NotFoundRoute />, { route: '/nope', routes: [{ path: '/', element: <p>home</p> }] });
    expect(screen.getByText("The page you're looking for doesn't exist. Redirecting you home...")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return Home' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(799));
    expect(screen.queryByText('home')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('home')).toBeInTheDocument();
  });
});
