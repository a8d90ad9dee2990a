// The hero's voice agent when it does not work: the browser tests' build points
// it at a local host that accepts connections and never answers
// (tests/voice-agent-host.ts). The visitor must never see a browser error page,
// and must get the sample calls within the time-out, with "Call me now" where it was.
// The default build (no agent configured): tests/services/voice-default.spec.ts.
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VOICE_FRAME_TIMEOUT_MS } from '../lib/facts/constants';
import { locales, messages, watchErrors } from './helpers';
import { typeset } from './typeset';
import { TEST_VOICE_AGENT_URL } from './voice-agent-host';

const voiceHost = new URL(TEST_VOICE_AGENT_URL).host;

async function hydrated(page: Page) {
  await expect(page.locator('[data-reveal]:not([data-reveal=""])').first()).toBeAttached({ timeout: 20_000 });
}

/** Every document any frame of the page has shown, error pages included. */
function frameDocuments(page: Page): string[] {
  const urls: string[] = [];
  page.on('framenavigated', (frame) => urls.push(frame.url()));
  return urls;
}

test('the browser tests build its voice agent on the silent local host @desktop-only', () => {
  const { scripts } = JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  expect(scripts['build:test']).toContain(`NEXT_PUBLIC_VOICE_AGENT_URL=${TEST_VOICE_AGENT_URL} `);
});

for (const locale of locales) {
  const t = messages[locale].hero;

  // What the frame does when its host fails does not depend on the width: once, at 1440 px.
  test.describe(`voice agent that does not work (${locale}) @desktop-only`, () => {
    test.describe.configure({ timeout: 90_000 });

    test('a host that never answers: "connecting", then the sample calls within the time-out, and Call me now still there', async ({ page }) => {
      const errors = watchErrors(page);
      const documents = frameDocuments(page);
      await page.goto(`/${locale}/`);
      await hydrated(page);
      const area = page.getByTestId('voice-area');
      // What the button will do, in the page's language, before the visitor presses it.
      await expect(area.getByText(typeset(t.voiceConsentNote, locale), { exact: true })).toBeVisible();
      await area.getByRole('button', { name: t.startTalking }).click();
      const pressed = Date.now();

      await expect(area.getByRole('status')).toHaveText(typeset(t.voiceLoading, locale));
      // The frame exists, with its own title for screen readers, but stays hidden while it connects.
      const frame = area.locator('iframe').and(page.getByTitle(typeset(t.voiceTitle, locale), { exact: true }));
      await expect(frame).toHaveAttribute('src', TEST_VOICE_AGENT_URL);
      await expect(frame).toBeHidden();

      await expect(area.getByRole('status')).toHaveText(typeset(t.voiceUnavailable, locale), { timeout: VOICE_FRAME_TIMEOUT_MS + 5_000 });
      const waited = Date.now() - pressed;
      // It waited for the agent (the host accepted the connection and kept silent) and no longer.
      expect(waited).toBeGreaterThan(VOICE_FRAME_TIMEOUT_MS - 1_500);
      expect(waited).toBeLessThan(VOICE_FRAME_TIMEOUT_MS + 5_000);

      await expect(area.locator('iframe')).toHaveCount(0);
      await expect(area.getByTestId('live-call')).toHaveCount(0);
      await expect(area.getByRole('link', { name: typeset(t.readSampleCalls, locale), exact: true })).toHaveAttribute('href', `/${locale}/sample-calls/`);
      const callMe = area.getByRole('button', { name: messages[locale].callback.modes.team.submit });
      await expect(callMe).toBeVisible();
      await expect(callMe).toHaveAttribute('popovertarget', 'call-me-now');
      // The focus followed the visitor's press to what replaced the button.
      expect(await area.evaluate((el) => el.contains(document.activeElement) && document.activeElement !== document.body)).toBe(true);
      expect(documents.filter((url) => url.startsWith('chrome-error:'))).toEqual([]);
      expect(errors).toEqual([]);
      const axe = await new AxeBuilder({ page }).include('[data-testid="voice-area"]').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
      expect(axe.violations.map((v) => v.id)).toEqual([]);
    });

    test('a host that refuses the connection: the sample calls at once, and the frame that got the browser’s error page is gone unseen', async ({ page }) => {
      await page.route((url) => url.host === voiceHost, (route) => route.abort('connectionrefused'));
      await page.goto(`/${locale}/`);
      await hydrated(page);
      const area = page.getByTestId('voice-area');
      await area.getByRole('button', { name: t.startTalking }).click();
      await expect(area.getByRole('status')).toHaveText(typeset(t.voiceUnavailable, locale), { timeout: 5_000 });
      await expect(area.getByRole('link', { name: typeset(t.readSampleCalls, locale), exact: true })).toBeVisible();
      await expect(area.getByRole('button', { name: messages[locale].callback.modes.team.submit })).toBeVisible();
      await expect(area.locator('iframe')).toHaveCount(0);
    });
  });
}
