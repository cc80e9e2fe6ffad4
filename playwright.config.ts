/**
 * End-to-end tests: Debian's Chromium (Playwright cannot download its own here) against the
 * production build served by the real server on a temporary SQLite database, with a local
 * OpenID Connect server standing in for Google.
 */
import { cpSync, existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/support/chromium.mjs';
import { E2E } from './e2e/support/constants';
import { MODEL_LIMITS, MODEL_NAME } from './e2e/support/model-scenarios';

const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'introask-e2e-'));
process.env.E2E_DATA_DIR = dataDir; // the config is loaded again in workers: keep one directory

// The web app is served from a snapshot taken when the run starts, so a rebuild of apps/web/dist
// by someone else during the run cannot change the app under test halfway through.
const webDist = path.join(dataDir, 'web-dist');
const builtWeb = fileURLToPath(new URL('./apps/web/dist', import.meta.url));
if (!existsSync(webDist) && existsSync(path.join(builtWeb, 'index.html')))
  cpSync(builtWeb, webDist, { recursive: true });

/** The production server's environment: a temporary SQLite database, the local OIDC server for Google. */
function appEnv(port: number, url: string, data: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATA_DIR: data,
    WEB_DIST: webDist,
    DATABASE_URL: '',
    REDIS_URL: '',
    AUTH_SECRET: 'e2e-secret-that-is-long-enough-0123456789',
    LOG_LEVEL: 'warn',
    GOOGLE_CLIENT_ID: E2E.googleClientId,
    GOOGLE_CLIENT_SECRET: 'e2e-google-secret',
    GOOGLE_DISCOVERY_URL: `${E2E.oidcUrl}/.well-known/openid-configuration`,
    // All browsers here share one IP: keep guest and sign-in limits out of the way, and the
    // save limit low enough that one test can reach it.
    RATE_LIMIT_GENERATE: '10000',
    RATE_LIMIT_SIGNIN_PER_IP: '10000',
    RATE_LIMIT_AUTH_PER_IP: '10000',
    RATE_LIMIT_SIGNIN_PER_EMAIL: '50',
    RATE_LIMIT_SAVE: String(E2E.saveLimit),
  };
}

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  // On CI a failing spec runs once more, so one hiccup of a shared, loaded machine does not throw
  // away a whole run; a spec that passes only on its retry is counted as flaky in the summary line
  // and is a bug to fix, not a pass. Locally there are no retries: flakiness shows at once.
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000, // a loaded 2-core machine: the longest journey takes ~15 s when idle
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }], ['./e2e/support/summary-reporter.ts']],
  use: {
    baseURL: E2E.appUrl,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    {
      command: 'node e2e/support/oidc-server.mjs',
      env: { E2E_OIDC_PORT: String(E2E.oidcPort) },
      url: `${E2E.oidcUrl}/.well-known/openid-configuration`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    // Decision 012: the reset and verification emails of the main app go to a local SMTP server.
    {
      command: 'node e2e/support/mail-server.mjs',
      env: { E2E_SMTP_PORT: String(E2E.smtpPort), E2E_MAIL_API_PORT: String(E2E.mailApiPort) },
      url: `${E2E.mailApiUrl}/messages`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: 'node apps/server/dist/main.js',
      url: `${E2E.appUrl}/api/ready`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...appEnv(E2E.appPort, E2E.appUrl, dataDir),
        SMTP_URL: E2E.smtpUrl,
        MAIL_FROM: 'IntroAsk <no-reply@introask.test>',
      },
    },
    // Decision 011: the model path, against a local OpenAI-compatible server (e2e/support/model-server.ts),
    // on a second app server with its own database; specs reach it with baseURL E2E.modelAppUrl.
    {
      command: 'node --import tsx e2e/support/model-server.ts',
      env: { E2E_MODEL_PORT: String(E2E.modelPort) },
      url: `${E2E.modelUrl}/__received`,
      reuseExistingServer: false,
      stdout: 'ignore',
    },
    {
      command: 'node apps/server/dist/main.js',
      url: `${E2E.modelAppUrl}/api/ready`,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        ...appEnv(E2E.modelAppPort, E2E.modelAppUrl, path.join(dataDir, 'model-app')),
        LLM_BASE_URL: `${E2E.modelUrl}/v1`,
        LLM_MODEL: 'e2e-model',
        LLM_DISPLAY_NAME: MODEL_NAME,
        LLM_IDLE_TIMEOUT_MS: String(MODEL_LIMITS.idleMs),
        LLM_TIMEOUT_MS: String(MODEL_LIMITS.totalMs),
      },
    },
  ],
});
