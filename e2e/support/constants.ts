/**
 * Ports for the e2e servers (the OAuth redirect URIs must be known in advance). Override them with
 * E2E_APP_PORT / E2E_OIDC_PORT when another run of the suite may be using the defaults.
 */
const appPort = Number(process.env.E2E_APP_PORT ?? 3107);
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 3108);

export const E2E = {
  appPort,
  appUrl: `http://127.0.0.1:${appPort}`,
  oidcPort,
  oidcUrl: `http://127.0.0.1:${oidcPort}`,
  googleClientId: 'e2e-google-client',
  /** Saves per user per minute in e2e: low, so the rate-limited-save test reaches it. */
  saveLimit: 6,
  /** Who the local OpenID Connect server says the Google user is (e2e/support/oidc-server.mjs). */
  googleUser: { name: 'Gabriela Ortiz', email: 'gabriela.ortiz@example.com' },
} as const;
