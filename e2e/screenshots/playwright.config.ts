/**
 * The screenshots of docs/screenshots/ (docs/design.md): the main screens on a laptop and a phone, taken
 * from the production build by `node scripts/screenshots.mjs`. Same servers as the e2e run.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import base from '../../playwright.config';

const root = fileURLToPath(new URL('../..', import.meta.url));
const servers = Array.isArray(base.webServer) ? base.webServer : base.webServer ? [base.webServer] : [];

export default defineConfig({
  ...base,
  testDir: '.',
  testMatch: 'take-screenshots.ts',
  reporter: 'list',
  retries: 0,
  workers: 1,
  webServer: servers.map((server) => ({ ...server, cwd: root })),
});
