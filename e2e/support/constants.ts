/**
 * Ports for the e2e servers (the OAuth redirect URIs must be known in advance). Override them with
 * E2E_APP_PORT / E2E_OIDC_PORT when another run of the suite may be using the defaults.
 */
const appPort = Number(process.env.E2E_APP_PORT ?? 3107);
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? 3108);
/** A second app server, configured with the local test model (decision 011), and that model. */
const modelAppPort = Number(process.env.E2E_MODEL_APP_PORT ?? 3109);
const modelPort = Number(process.env.E2E_MODEL_PORT ?? 3110);
/** The local SMTP server the main app sends mail to, and its HTTP API for specs (decision 012). */
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3111);
const mailApiPort = Number(process.env.E2E_MAIL_API_PORT ?? 3112);

export const E2E = {
  appPort,
  appUrl: `http://127.0.0.1:${appPort}`,
  oidcPort,
  oidcUrl: `http://127.0.0.1:${oidcPort}`,
  modelAppPort,
  modelAppUrl: `http://127.0.0.1:${modelAppPort}`,
  modelPort,
  modelUrl: `http://127.0.0.1:${modelPort}`,
  smtpPort,
  smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
  mailApiPort,
  mailApiUrl: `http://127.0.0.1:${mailApiPort}`,
  googleClientId: 'e2e-google-client',
  /** Saves per user per minute in e2e: low, so the rate-limited-save test reaches it. */
  saveLimit: 6,
  /** Who the local OpenID Connect server says the Google user is (e2e/support/oidc-server.mjs). */
  googleUser: { name: 'Gabriela Ortiz', email: 'gabriela.ortiz@example.com' },
} as const;
