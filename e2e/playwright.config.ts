import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bankIdPort, baseURL, mainPort, shortSessionPort } from './support/servers.js';

// The built app (npm run build) on its own port with a fresh embedded database seeded with the
// demo data, driven by Debian's Chromium — never a browser downloaded by the test tool.
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'ramkoll-e2e-'));
const shortSession = { SESSION_IDLE_MINUTES: '1', SESSION_WARNING_MINUTES: '1' };

function server(
  serverPort: number,
  serverDataDir: string,
  env: Record<string, string>,
  command = 'node apps/server/dist/server.js',
) {
  const url = `http://127.0.0.1:${serverPort}`;
  return {
    command,
    cwd: resolve(import.meta.dirname, '..'),
    url: `${url}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(serverPort),
      HOST: '127.0.0.1',
      DATA_DIR: serverDataDir,
      PUBLIC_URL: url,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // As behind a reverse proxy: specs that create accounts send X-Forwarded-For so each new
      // person has an address of their own (sign-up allows 5 an hour per address).
      TRUST_PROXY: 'true',
      ...env,
    },
  };
}

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // The suite runs on a 2-core machine beside two servers and two browsers: a step that takes a
  // person a moment can take the machine seconds. Generous limits keep slowness from reading as a
  // defect; a missing element still fails, only later.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: resolve(import.meta.dirname, '../test-results'),
  use: {
    baseURL,
    locale: 'sv-SE',
    // A trace (DOM snapshots and a screencast of every step) costs a third of the suite's CPU when
    // recorded for every test (decision 070): it is recorded when a failed test runs again (CI
    // retries once); locally, `--trace on` records it for a test being looked into.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath, args: chromiumArgs },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: '**/*.mobile.spec.ts',
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath, args: chromiumArgs } },
    },
    {
      name: 'phone',
      testMatch: '**/*.mobile.spec.ts',
      use: { ...devices['Pixel 7'], launchOptions: { executablePath, args: chromiumArgs } },
    },
  ],
  // Three servers on the same build: the main one; one whose inactivity limit is cut to one minute
  // (warning at once) so the session-timeout flow can be seen without waiting 15 minutes; and one
  // whose e-ID is BankID's RP API, answered by the local stand-in over mutual TLS (decision 088).
  webServer: [
    server(mainPort, dataDir, {}),
    server(shortSessionPort, `${dataDir}-short`, shortSession),
    server(
      bankIdPort,
      `${dataDir}-bankid`,
      { BANKID_CONTROL_PORT: String(mainPort + 3) },
      'node_modules/.bin/tsx --conditions=source apps/server/test/stand-ins/serve-with-bankid-stand-in.ts',
    ),
  ],
});
