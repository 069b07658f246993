import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// E2E_PORT lets two checkouts run the browser suite side by side.
const PORT = Number(process.env.E2E_PORT ?? 3100);
const PUBLIC_URL = `http://localhost:${PORT}`;
/** The test identity provider listens beside the portal (apps/api/test/oidc-test-provider-cli.ts). */
const IDP_PORT = PORT + 1;
const IDP_ISSUER = `http://127.0.0.1:${IDP_PORT}`;

// Workers re-read this file in their own processes: the first read creates the folder and hands it
// on through the environment so every process (and the portal) shares one fresh data directory.
process.env.QUADRO_DATA_DIR_E2E ??= mkdtempSync(path.join(tmpdir(), 'quadro-e2e-'));
export const DATA_DIR = process.env.QUADRO_DATA_DIR_E2E;

/**
 * The one provider the browser tests sign in with. Only the HR group is mapped: the demo accounts
 * the provider knows keep their profiles when they sign in through it (HR stays HR).
 */
export const SSO_PROVIDER = {
  id: 'quadro-idp',
  name: 'Quadro ID',
  issuer: IDP_ISSUER,
  clientId: 'quadro-e2e',
  clientSecret: 'quadro-e2e-secret',
  groupProfiles: { HR: ['hr'] },
};

export default defineConfig({
  testDir: './tests',
  reporter: 'list',
  workers: 2,
  // One generous limit per test, and steps that wait for what the user would see within it: a step
  // that is slow on a loaded machine is not a failure, a state that never comes is.
  timeout: 180_000,
  expect: { timeout: 60_000 },
  use: {
    baseURL: PUBLIC_URL,
    viewport: { width: 1440, height: 900 },
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      // The same Blink as Debian's chromium without the desktop browser around it (what Playwright's
      // own headless channel runs): the suite spent most of its CPU in the browser's processes.
      executablePath: '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  // Tests tagged @company-wide switch a setting every page reads (self-registration off): they run
  // after the rest, alone, so no other test ever sees the portal in that state.
  projects: [
    { name: 'portal', grepInvert: /@company-wide/ },
    { name: 'company-wide', grep: /@company-wide/, dependencies: ['portal'] },
  ],
  webServer: [
    {
      // The identity provider the portal's single sign-on goes to: a real OpenID provider.
      command: 'node ../apps/api/test/oidc-test-provider-cli.ts',
      cwd: import.meta.dirname,
      // Ready when it prints its issuer: polling its discovery URL while it still makes its keys
      // reaches it before its routes are in place.
      wait: { stdout: new RegExp(`^${IDP_ISSUER}$`, 'm') },
      env: {
        OIDC_TEST_PORT: String(IDP_PORT),
        OIDC_TEST_CLIENT_REDIRECT_BASE: PUBLIC_URL,
        OIDC_TEST_PROVIDER_ID: SSO_PROVIDER.id,
        OIDC_TEST_CLIENT_ID: SSO_PROVIDER.clientId,
        OIDC_TEST_CLIENT_SECRET: SSO_PROVIDER.clientSecret,
      },
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node ../scripts/start.ts',
      cwd: import.meta.dirname,
      url: `${PUBLIC_URL}/health`,
      // The suite signs in through the token endpoint about once a test, all from one address.
      env: {
        PORT: String(PORT),
        PUBLIC_URL,
        OIDC_PROVIDERS: JSON.stringify([SSO_PROVIDER]),
        QUADRO_DATA_DIR: DATA_DIR,
        RATE_LIMIT_TOKEN_PER_MINUTE: '600',
      },
      reuseExistingServer: false,
      timeout: 240_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
