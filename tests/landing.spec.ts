import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { locales, messages, watchErrors } from './helpers';
import { siteConfig } from '../lib/site';
import { typeset } from './typeset';
import { TEST_VOICE_AGENT_URL } from './voice-agent-host';
import { CAROUSEL_BREAKPOINTS_PX, SLIDER_TRIGGER } from '../lib/facts/constants';

/** Fills ICU-style {placeholders} of a message. */
function fill(message: string, values: Record<string, string | number>) {
  return message.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));
}

const phone = siteConfig.phone.display;
/** The test build's voice agent (npm run build:test); stubbed here with page.route so it answers. */
const voiceHost = new URL(TEST_VOICE_AGENT_URL).host;
const videoHost = new URL(siteConfig.videos.embedHost).host;
/** The product tour's id in the test build (package.json's build:test); the hotel demo keeps the example id. */
const testTourId = /NEXT_PUBLIC_VIDEO_ID_TOUR=(\S+)/.exec(JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')).scripts['build:test'])![1];

/** Records (and blocks: there is no network here) every request to the two third-party hosts. */
async function watchThirdParties(page: Page) {
  const seen = { voice: [] as string[], video: [] as string[] };
  await page.route(
    (url) => url.host === voiceHost || url.host === videoHost,
    (route) => {
      const url = new URL(route.request().url());
      (url.host === voiceHost ? seen.voice : seen.video).push(url.href);
      return route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>stub</title>' });
    },
  );
  return seen;
}

/** Waits until the page has hydrated (the landing effects mark the reveal elements). */
async function hydrated(page: Page) {
  await expect(page.locator('[data-reveal]:not([data-reveal=""])').first()).toBeAttached({ timeout: 20_000 });
}

function callEvents(page: Page) {
  return page.evaluate(() => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === 'hero_call_click').length);
}

async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  });
}

for (const locale of locales) {
  const t = messages[locale];

  test.describe(`landing page (${locale})`, () => {
    // The whole page hydrates in one go; on a busy two-core machine that can take a while.
    test.describe.configure({ timeout: 120_000 });

    test('dragging the handle past 0.8 fires hero_call_click and the handle returns to 0', async ({ page }) => {
      await watchThirdParties(page);
      await page.goto(`/${locale}/`);
      await hydrated(page);
      const handle = page.getByRole('slider', { name: fill(t.hero.slideLabel, { phone }) });
      await expect(handle).toHaveAttribute('aria-valuenow', '0');
      await handle.scrollIntoViewIfNeeded();
      const box = (await handle.boundingBox())!;
      const track = (await page.getByTestId('call-slider-handle').locator('..').boundingBox())!;
      const range = track.width - 8 - box.width;
      const y = box.y + box.height / 2;
      const grabX = box.x + box.width / 2;

      // Released short of the trigger: springs back, no call.
      await page.mouse.move(grabX, y);
      await page.mouse.down();
      await page.mouse.move(grabX + range * (SLIDER_TRIGGER - 0.2), y, { steps: 6 });
      await expect(handle).toHaveAttribute('aria-valuenow', String(Math.round((SLIDER_TRIGGER - 0.2) * 100)));
      await page.mouse.up();
      await expect(handle).toHaveAttribute('aria-valuenow', '0');
      expect(await callEvents(page)).toBe(0);
      // A person grabs it again once it has slid back (a 300 ms spring), not while it is still moving.
      await expect.poll(async () => Math.round((await handle.boundingBox())!.x)).toBe(Math.round(box.x));

      // Dragged to the end and released: calls, then resets.
      await page.mouse.move(grabX, y);
      await page.mouse.down();
      await page.mouse.move(grabX + range, y, { steps: 10 });
      await expect(handle).toHaveAttribute('aria-valuenow', '100');
      await page.mouse.up();
      await expect.poll(() => callEvents(page)).toBe(1);
      await expect(handle).toHaveAttribute('aria-valuenow', '0');
      await expect(page).toHaveURL(new RegExp(`/${locale}/$`));
    });

    test('the keyboard path calls too: arrows to 0.8 do nothing, the next step or End calls', async ({ page }) => {
      await page.goto(`/${locale}/`);
      await hydrated(page);
      const handle = page.getByRole('slider', { name: fill(t.hero.slideLabel, { phone }) });
      await handle.focus();
      for (let i = 0; i < 8; i += 1) await page.keyboard.press('ArrowRight');
      await expect(handle).toHaveAttribute('aria-valuenow', '80');
      expect(await callEvents(page)).toBe(0);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => callEvents(page)).toBe(1);
      await expect(handle).toHaveAttribute('aria-valuenow', '0');
      // End calls at once. In a new tab: after a tel: hand-off headless Chromium can stop
      // delivering keys to the tab that made it (a real phone has moved to the dialer).
      const fresh = await page.context().newPage();
      await fresh.goto(`/${locale}/`);
      await hydrated(fresh);
      const freshHandle = fresh.getByRole('slider', { name: fill(t.hero.slideLabel, { phone }) });
      await freshHandle.press('End');
      await expect.poll(() => callEvents(fresh)).toBe(1);
      await expect(freshHandle).toHaveAttribute('aria-valuenow', '0');
      // A plain link to the number sits next to the slider.
      await expect(page.getByRole('link', { name: fill(t.hero.callNumber, { phone }) })).toHaveAttribute('href', `tel:${siteConfig.phone.e164}`);
    });

    test('the carousel shows 1, 2 and 3 cards at 390, 1024 and 1440 px and wraps around (it sets each width itself) @desktop-only', async ({ page }) => {
      await page.goto(`/${locale}/`);
      await hydrated(page);
      const carousel = page.getByRole('region', { name: t.testimonials.carouselLabel });
      const slide = (n: number) => carousel.getByRole('group', { name: fill(t.testimonials.slideLabel, { current: n, total: 13 }) });
      for (const [width, cards] of [[390, 1], [1024, 2], [1440, 3]] as const) {
        expect(width >= CAROUSEL_BREAKPOINTS_PX[0]).toBe(cards > 1);
        await page.setViewportSize({ width, height: 900 });
        await expect(carousel.getByRole('group')).toHaveCount(cards);
        await expect(slide(1)).toBeVisible();
      }
      // 1440 px: five pages of three; "previous" from the first page wraps to the last.
      await carousel.getByRole('button', { name: t.testimonials.previous }).click();
      await expect(slide(13)).toBeVisible();
      await expect(carousel.getByRole('group')).toHaveCount(3);
      await expect(carousel.getByRole('button', { name: fill(t.testimonials.page, { page: 5 }) })).toHaveAttribute('aria-current', 'true');
      await carousel.getByRole('button', { name: t.testimonials.next }).click();
      await expect(slide(13)).toBeHidden();
      await expect(slide(1)).toBeVisible();
      await expect(carousel.getByRole('img', { name: fill(t.testimonials.rating, { rating: 5 }) }).first()).toBeVisible();

      // 390 px: thirteen pages, the pager collapses with an ellipsis.
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(carousel.getByRole('button', { name: /^(Page|Strona) \d+$/ })).toHaveCount(6);
      await expect(carousel.getByText('…')).toBeVisible();
    });

    test('two FAQ items can be open at once; every answer is in the static HTML', async ({ page }) => {
      const html = await (await page.request.get(`/${locale}/`)).text();
      for (const item of Object.values(t.faq.items)) expect(html).toContain(typeset(item.answer, locale).replace(/&/g, '&amp;'));
      expect(html).toContain('"@type":"FAQPage"');

      await page.goto(`/${locale}/`);
      await hydrated(page);
      const first = page.getByRole('button', { name: t.faq.items.setup.question });
      const second = page.getByRole('button', { name: t.faq.items.pricing.question });
      await first.click();
      await second.click();
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await expect(second).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText(t.faq.items.setup.answer)).toBeVisible();
      await expect(page.getByText(t.faq.items.pricing.answer)).toBeVisible();
      await first.click();
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByText(t.faq.items.setup.answer)).toBeHidden();
      await expect(page.getByText(t.faq.items.pricing.answer)).toBeVisible();
    });

    test('nothing is requested from the video or voice-agent host before the click @desktop-only', async ({ page }) => {
      const seen = await watchThirdParties(page);
      const errors = watchErrors(page);
      await page.goto(`/${locale}/`);
      await hydrated(page);
      await scrollThrough(page);
      await page.waitForTimeout(2500);
      expect(seen).toEqual({ voice: [], video: [] });

      const play = page.getByRole('button', { name: fill(t.videos.play, { title: t.videos.productTour.title }) });
      await play.click();
      await expect(page.locator('iframe').and(page.getByTitle(typeset(t.videos.productTour.title, locale), { exact: true }))).toBeVisible();
      await expect.poll(() => seen.video.length).toBe(1);
      expect(seen.video[0]).toContain(`/embed/${testTourId}?`);
      expect(seen.voice).toEqual([]);

      await expect(page.getByText(typeset(t.hero.voiceConsentNote, locale), { exact: true })).toBeVisible();
      await page.getByRole('button', { name: t.hero.startTalking }).click();
      const frame = page.locator('iframe').and(page.getByTitle(typeset(t.hero.voiceTitle, locale), { exact: true }));
      await expect(frame).toHaveAttribute('allow', 'microphone');
      // Shown once the host has answered (the check and the frame's own request) and the frame has loaded.
      await expect(frame).toBeVisible();
      expect(seen.voice).toEqual([TEST_VOICE_AGENT_URL, TEST_VOICE_AGENT_URL]);
      expect(errors).toEqual([]);
    });

    test('with functional consent the voice agent loads on idle, without a click', async ({ page }) => {
      const seen = await watchThirdParties(page);
      await page.addInitScript(() =>
        window.localStorage.setItem('cookieConsent', JSON.stringify({ necessary: true, functional: true, analytics: false, advertising: false, accepted: true, declined: false })),
      );
      await page.goto(`/${locale}/`);
      await expect(page.locator('iframe').and(page.getByTitle(typeset(t.hero.voiceTitle, locale), { exact: true }))).toBeVisible({ timeout: 30_000 });
      expect(seen.voice.length).toBe(2);
      expect(seen.video).toEqual([]);
    });

    test('Get Started pushes cta_get_started and signup_initiated, then opens the sign-up', async ({ page, context }) => {
      await page.goto(`/${locale}/`);
      await hydrated(page);
      await context.route('**/*', (route) => (new URL(route.request().url()).host === new URL(siteConfig.urls.dashboardSignup).host ? route.fulfill({ body: 'ok' }) : route.continue()));
      const button = page.getByRole('region', { name: t.cta.title }).getByRole('link', { name: new RegExp(`^${t.cta.getStarted}`) });
      await expect(button).toHaveAttribute('href', siteConfig.urls.dashboardSignup);
      const popup = page.waitForEvent('popup');
      await button.click();
      await popup;
      const events = await page.evaluate(() => (window.dataLayer ?? []).map((entry) => (entry as { event?: string }).event));
      expect(events.filter((e) => e !== undefined && e !== 'page_view')).toEqual(['cta_get_started', 'signup_initiated', 'external_redirect']);
    });
  });
}

// Spec 7: WebP support is detected with a data-URI image, and the collage's backdrop is the
// WebP file where it is supported, in either theme. Only the landing page needs it, so only
// the landing page detects it.
test('the collage backdrop is the WebP file, in the light and the dark theme @desktop-only', async ({ page }) => {
  const backdrop = () =>
    page.locator('section[aria-labelledby="collage-title"]').evaluate((section) => getComputedStyle(section).backgroundImage);

  await page.goto('/pl/');
  await expect(page.locator('html')).toHaveClass(/(^|\s)webp(\s|$)/);
  await expect.poll(backdrop).toContain('/landing/collage/backdrop.webp');

  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  await page.goto('/en/');
  await expect(page.locator('html')).toHaveClass(/(^|\s)dark(\s|$)/);
  await expect.poll(backdrop).toContain('/landing/collage/backdrop-dark.webp');
});
