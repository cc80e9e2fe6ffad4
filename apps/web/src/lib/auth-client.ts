/**
 * better-auth's browser client, loaded only by the pages that sign in, sign up or sign out (the
 * session itself is read by lib/use-session.ts). The session lives in an httpOnly cookie
 * (DESIGN.md), so nothing is kept in local storage.
 *
 * better-auth 1.7 has no genericOAuthClient: the server's genericOAuth providers are reached
 * through the core `signIn.social` endpoint (POST /api/auth/sign-in/social, callback
 * /api/auth/callback/google), so the client needs no plugin.
 */
import { createAuthClient } from 'better-auth/client';

export const authClient = createAuthClient({
  baseURL: window.location.origin,
  // Look fetch up at call time, so tests can fake the network edge after this module loaded.
  fetchOptions: { customFetchImpl: (input, init) => fetch(input, init) },
});
