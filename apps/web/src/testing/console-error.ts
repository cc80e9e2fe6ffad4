export const consoleErrorState: { allowed: boolean; calls: unknown[][] } = { allowed: false, calls: [] };

/** Call in a test that expects the code under test to log an error; returns the logged calls. */
export function allowConsoleError(): unknown[][] {
  consoleErrorState.allowed = true;
  return consoleErrorState.calls;
}
