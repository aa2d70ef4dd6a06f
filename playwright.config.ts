import { defineConfig, devices } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3100);
/** The in-process SMTP server of e2e/password-reset.spec.ts listens here; the app sends to it. */
export const E2E_SMTP_PORT = PORT + 1000;
/** The OpenID Connect provider (oidc-provider) of e2e/oidc-link.spec.ts listens here. */
export const E2E_OIDC_PORT = PORT + 2000;
/** The provider as the app knows it (OIDC_PROVIDERS); the spec serves it with the same client. */
export const E2E_OIDC_PROVIDER = {
  id: 'uni',
  issuer: `http://127.0.0.1:${E2E_OIDC_PORT}`,
  clientId: 'skills-e2e',
  clientSecret: 'skills-e2e-secret-skills-e2e-secret',
  name: 'Testuniversiteit',
  userTypes: ['talent'],
};
/**
 * Debian's Chromium as its headless shell (package chromium-headless-shell, the same engine without
 * the browser's window layers): a new browser context per test costs about a third of the CPU of the
 * full browser in headless mode (decision 291). CHROME_PATH picks another binary.
 */
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium-headless-shell';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/**
 * The tests' browser only (decision 527): V8 without its optimizing compilers (TurboFan, Maglev).
 * A test's page lives seconds; optimizing its code cost more CPU than it saved. Measured on the whole
 * suite: 563 → 507 core-seconds, axe's sweeps no slower. Lighthouse and the screenshots keep the
 * browser as visitors have it (CHROMIUM_ARGS).
 */
const E2E_CHROMIUM_ARGS = [...CHROMIUM_ARGS, '--js-flags=--no-opt --no-maglev'];

/** End-to-end tests in Debian's Chromium against the real server on a fresh SQLite database. */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 5),
  retries: process.env.CI ? 1 : 0,
  reporter: [
    [process.env.CI ? 'line' : 'list'],
    // E2E_CPU_LOG=<file>: the CPU seconds each test cost its worker and browser (decision 526).
    ...(process.env.E2E_CPU_LOG ? [['./scripts/e2e-cpu-reporter.ts'] as [string]] : []),
  ],
  // A cap that catches a hang, not a speed goal: on a slow 2-core machine (2026-11-29) tests without
  // a cap of their own took up to 36 s of the former 60, and capped ones up to 59 s of their 90.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'nl-NL',
    timezoneId: 'Europe/Amsterdam',
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROME_PATH, args: E2E_CHROMIUM_ARGS },
  },
  projects: [
    // Checks that need the untouched demo seed run before every other journey.
    {
      name: 'fresh-seed',
      testMatch: /institute-figures\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    {
      name: 'chromium',
      dependencies: ['fresh-seed'],
      testIgnore: /institute-figures\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    command: 'bash scripts/e2e-server.sh',
    url: `http://127.0.0.1:${PORT}/robots.txt`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      APP_URL: `http://127.0.0.1:${PORT}`,
      // A passkey's relying-party id must be a domain name: e2e/passkeys.spec.ts uses localhost.
      PASSKEY_ORIGIN: `http://localhost:${PORT}`,
      // e2e/ooapi-import.spec.ts serves an Open Education API on loopback over http.
      OOAPI_ALLOW_LOOPBACK: 'true',
      // e2e/oidc-link.spec.ts runs an OpenID Connect provider on loopback over http.
      OIDC_PROVIDERS: JSON.stringify([E2E_OIDC_PROVIDER]),
      OIDC_ALLOW_INSECURE_HTTP: 'true',
    },
  },
});
