import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { consoleErrorState } from './console-error';

// A test fails on any unexpected console.error (React warnings, act() problems, logged failures).
// A test that expects a logged error calls allowConsoleError() first.
beforeEach(() => {
  consoleErrorState.allowed = false;
  consoleErrorState.calls = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrorState.calls.push(args);
  });
});

afterEach(async () => {
  cleanup();
  // The generator keeps its draft in session storage (issue 13): each test starts from none.
  window.sessionStorage.clear();
  // sonner keeps active toasts in a module-level store and replays them to the next Toaster.
  const { toast } = await import('sonner');
  toast.dismiss();
  const { calls, allowed } = consoleErrorState;
  if (calls.length > 0 && !allowed) {
    throw new Error(`Unexpected console.error:\n${calls.map((args) => args.map(String).join(' ')).join('\n')}`);
  }
});
