import { defineConfig, devices } from '@playwright/test';
import { TEST_VOICE_AGENT_PORT } from './tests/voice-agent-host';

// Browser tests run against the production static export, served by the
// project's own static server (the same one `npm start` uses), in Debian's
// Chromium (scripts/cli/ensure-system.mjs finds or installs it, with nginx, Java
// and PostgreSQL for the server suites).
const port = Number(process.env.E2E_PORT ?? 3100);
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // One browser at a time in CI: on two cores, two browsers with the site's server
  // took longer in all (consent suite 2.4-3.6 min against 2.1 min) and hydrated
  // pages up to 17 s late, past any reasonable wait.
  workers: process.env.CI ? 1 : undefined,
  retries: process.env.CI ? 1 : 0,
  // scripts/cli/e2e.mjs runs desktop, mobile and the server suites in two lanes, each run with its own folders.
  outputDir: process.env.PW_OUTPUT_DIR ?? 'test-results',
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: process.env.PLAYWRIGHT_HTML_REPORT ?? 'playwright-report' }]] : 'list',
  // Patience for what a person would wait for: on two busy cores (two browsers, the
  // site's server and the runner) a page can take 5-10 s to hydrate. A wait ends as
  // soon as the state appears, so only a failure uses the whole budget.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    // Servers, databases and host recipes (tests/services/): each suite starts what it needs and runs once.
    { name: 'services', testDir: './tests/services', use: { viewport: { width: 1440, height: 900 } } },
    { name: 'desktop', testIgnore: /[\/]services[\/]/, use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, channel: undefined } },
    // Checks that do not depend on the width (tagged @desktop-only) run once, at 1440 px.
    { name: 'mobile', testIgnore: /[\/]services[\/]/, grepInvert: /@desktop-only/, use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, channel: undefined } },
  ],
  webServer: [
    {
      command: `node scripts/serve/serve.mjs --port ${port}`,
      url: `http://localhost:${port}/en/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    // The test build's voice agent: a host that accepts connections and never answers.
    { command: `node tests/silent-host.mjs ${TEST_VOICE_AGENT_PORT}`, port: TEST_VOICE_AGENT_PORT, reuseExistingServer: true, timeout: 10_000 },
  ],
});
