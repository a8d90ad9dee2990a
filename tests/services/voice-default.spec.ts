// The default build: NEXT_PUBLIC_VOICE_AGENT_URL unset, so the voice agent is the
// example host. The landing page must render no frame and request nothing from
// that host, even after functional consent: the phone shows the sample call in
// progress and "Call me now", with no hint to talk to an agent that is not there. The server build (`npm run build:server`,
// which `npm test` runs with no variables) is that default build; the browser
// tests' static build points the agent at a silent local host instead
// (tests/voice-agent.spec.ts).
import { expect, test } from '@playwright/test';
import { VOICE_HINT_TIMEOUT_MS } from '../../lib/facts/constants';
import { isExample, siteConfig } from '../../lib/site';
import { messages, watchErrors } from '../helpers';
import { typeset } from '../typeset';
import { freePort } from './leads-harness';
import { startServerMode, type RunningServer } from './servers';

test.describe.configure({ mode: 'serial', timeout: 90_000 });

const exampleHost = new URL(siteConfig.urls.voiceAgent).host;
let server: RunningServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startServerMode(await freePort());
});

test.afterAll(async () => {
  await server?.stop();
});

const functionalConsent = JSON.stringify({ necessary: true, functional: true, analytics: false, advertising: false, accepted: true, declined: false });

for (const locale of ['en', 'pl'] as const) {
  const t = messages[locale].hero;
  for (const width of [1440, 390]) {
    test(`${locale} at ${width} px: no frame, nothing from the example host, the call in progress and "Call me now", no hint`, async ({ page }) => {
      expect(isExample(siteConfig.urls.voiceAgent), 'the suite runs without NEXT_PUBLIC_VOICE_AGENT_URL').toBe(true);
      await page.setViewportSize({ width, height: 900 });
      const errors = watchErrors(page);
      const toExample: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).host === exampleHost) toExample.push(request.url());
      });
      // Even with functional consent (which lets a configured agent load on idle).
      await page.addInitScript((consent) => window.localStorage.setItem('cookieConsent', consent), functionalConsent);
      // The page's clock runs as usual; the test moves it past the hint instead of waiting 12 s.
      await page.clock.install();
      const response = await page.goto(`${server.origin}/${locale}/`);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', /.*/, { timeout: 30_000 });

      const area = page.getByTestId('voice-area');
      await expect(area.getByTestId('live-call')).toBeVisible();
      await expect(area.getByTestId('voice-hint')).toHaveCount(0);
      const callMe = area.getByRole('button', { name: messages[locale].callback.modes.team.submit });
      await expect(callMe).toBeVisible();
      await expect(callMe).toHaveAttribute('popovertarget', 'call-me-now');
      await expect(area.getByRole('link', { name: typeset(t.readSampleCalls, locale), exact: true })).toHaveCount(0);
      await expect(area.getByRole('button', { name: t.startTalking })).toHaveCount(0);

      // Past the hint's 12 s: still no frame, the call and the button where they were.
      await page.clock.fastForward(VOICE_HINT_TIMEOUT_MS + 500);
      await expect(page.locator('iframe')).toHaveCount(0);
      await expect(area.getByTestId('live-call')).toBeVisible();
      await expect(callMe).toBeVisible();
      expect(toExample).toEqual([]);
      // Nor may the page's policies let anything reach it.
      const headers = response!.headers();
      expect(headers['content-security-policy'] ?? '').not.toContain(exampleHost);
      expect(headers['permissions-policy']).toContain('microphone=()');
      expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).not.toContain(exampleHost);
      expect(errors).toEqual([]);

      const sampleCalls = await page.request.get(`${server.origin}/${locale}/sample-calls/`);
      expect(sampleCalls.status()).toBe(200);
    });
  }
}
