import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { locales, messages, readyForGesture, watchErrors } from './helpers';
import { siteConfig } from '../lib/site';
import { aiGreetingWords, callNoticeWords, liveLanguageNames } from '../lib/copy/policies';
import { sampleCalls } from '../lib/data/sample-calls';
import { LIVE_CALL_ID, liveCallTimeline } from '../lib/landing/live-call';
import { testimonials } from '../lib/landing/testimonials';
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

/** Stops the phone's call and moves it to `seconds` into its loop (the Web Animations API drives the CSS animations). */
async function seekCall(live: Locator, seconds: number) {
  await live.evaluate((el, ms) => {
    for (const animation of el.getAnimations({ subtree: true })) {
      animation.pause();
      animation.currentTime = ms;
    }
  }, seconds * 1000);
}

const opacity = (element: Locator) => element.evaluate((el) => Number(getComputedStyle(el).opacity));
/** The call clock's reading in seconds, as a visitor sees it: the one line of the clock's box that shows. */
const clockSeconds = (live: Locator) =>
  live.getByTestId('live-call-clock').evaluate((clock) => {
    const box = clock.getBoundingClientRect();
    const shown = [...clock.children].find((child) => getComputedStyle(child).display !== 'none')!;
    const lines = shown.textContent!.split('\n');
    const lineHeight = shown.getBoundingClientRect().height / lines.length;
    const reading = lines[Math.round((box.top - shown.getBoundingClientRect().top) / lineHeight)]!;
    const [minutes, seconds] = reading.split(':').map(Number);
    return minutes! * 60 + seconds!;
  });

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

    test('the hero offers one primary and one secondary action, and the primary is the header’s, in the same words', async ({ page, isMobile }) => {
      await page.goto(`/${locale}/`);
      const hero = page.getByRole('region', { name: t.hero.title });
      // Beside the phone (its call, buttons, slider and number), these two and nothing else.
      const outsidePhone = await hero.evaluate((section) =>
        [...section.querySelectorAll('a[href], button, input')].filter((el) => !el.closest('[data-testid="hero-phone"]') && el.checkVisibility()).length,
      );
      expect(outsidePhone).toBe(2);
      const primary = hero.getByRole('link', { name: t.ctaLabels.welcome, exact: true });
      const secondary = hero.getByRole('link', { name: new RegExp(`^${t.ctaLabels.scheduling}`) });
      await expect(primary).toHaveAttribute('href', `/${locale}/welcome/`);
      await expect(secondary).toHaveAttribute('href', siteConfig.urls.scheduling);
      // Visibly ranked: the primary filled, the secondary not.
      const fill = (link: Locator) => link.evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(await fill(primary)).not.toBe(await fill(secondary));

      // The header's primary action (in the menu on a phone): the same words, the same place.
      const header = page.locator('header').first();
      let headerPrimary = header.getByRole('link', { name: t.navigation.getStarted, exact: true });
      if (isMobile) {
        await header.getByRole('button', { name: t.navigation.menuOpen }).click();
        headerPrimary = header.getByRole('navigation', { name: t.navigation.menuLabel }).getByRole('link', { name: t.navigation.tryForFree, exact: true });
      }
      await expect(headerPrimary).toBeVisible();
      await expect(headerPrimary).toHaveAccessibleName(t.ctaLabels.welcome);
      expect(await headerPrimary.getAttribute('href')).toBe(await primary.getAttribute('href'));
      expect(await fill(headerPrimary)).toBe(await fill(primary));
    });

    test('under the lead, the hero lists the languages every plan speaks, named as the register names them', async ({ page }) => {
      await page.goto(`/${locale}/`);
      const hero = page.getByRole('region', { name: t.hero.title });
      const list = hero.getByRole('list', { name: t.hero.languages });
      await expect(list.getByRole('listitem')).toHaveText(liveLanguageNames(locale));
      // Below the lead, above the two actions.
      const lead = (await hero.locator('[data-hero-lead]').boundingBox())!;
      const listBox = (await list.boundingBox())!;
      const actions = (await hero.getByTestId('hero-actions').boundingBox())!;
      expect(listBox.y).toBeGreaterThanOrEqual(lead.y + lead.height);
      expect(actions.y).toBeGreaterThanOrEqual(listBox.y + listBox.height);
    });

    test('“Call me now” lives in the phone: no card repeats it under the hero, and its button opens the form over the page', async ({ page }) => {
      const m = messages[locale].callback.modes.team;
      await page.goto(`/${locale}/`);
      const hero = page.getByRole('region', { name: t.hero.title });
      // Right after the hero comes the partners' marquee; the page has one call-back form, closed.
      expect(await hero.evaluate((section) => section.nextElementSibling?.getAttribute('aria-labelledby'))).toBe('partners-title');
      await expect(page.locator('form[data-callback-form]')).toHaveCount(1);
      const panel = page.getByRole('dialog', { name: m.title });
      await expect(panel).toBeHidden();

      const open = page.getByTestId('voice-area').getByRole('button', { name: m.submit });
      await open.click();
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('textbox', { name: messages[locale].callback.phoneLabel })).toBeVisible();
      await expect(panel.getByRole('button', { name: m.submit })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(panel).toBeHidden();
      await page.locator('#call-me-now').evaluate((el) => (el as HTMLElement).showPopover());
      await panel.getByRole('button', { name: messages[locale].callback.close }).click();
      await expect(panel).toBeHidden();

      // An address ending in #call-me-now opens it.
      await page.goto(`/${locale}/#call-me-now`);
      await expect(panel).toBeVisible();
    });

    test('the phone plays a sample call in the page’s language: the agent says it is an AI, the lines come exchange by exchange, it ends on the booking', async ({ page }) => {
      const copy = sampleCalls.find((call) => call.id === LIVE_CALL_ID)!.copy[locale];
      const timeline = liveCallTimeline(copy.turns);
      await page.goto(`/${locale}/`);
      const live = page.getByTestId('live-call');
      await expect(live).toBeVisible();
      await expect(live).toContainText(copy.caller!);
      const line = (index: number) => live.locator(`[data-turn="${index}"]`);
      await expect(line(0)).toContainText(aiGreetingWords[locale]);
      await expect(line(0)).toContainText(callNoticeWords[locale]);
      await expect(line(0)).toContainText(t.product.speakers.agent);
      // The lines appear on their own after the first paint, and the visitor can stop them.
      await expect.poll(() => opacity(line(0))).toBe(1);
      const states = () => live.evaluate((el) => [...new Set(el.getAnimations({ subtree: true }).map((a) => a.playState))]);
      expect(await states()).toEqual(['running']);
      const pause = live.getByRole('checkbox', { name: t.hero.call.pause });
      await pause.focus();
      await page.keyboard.press('Space');
      await expect(pause).toBeChecked();
      expect(await states()).toEqual(['paused']);
      await page.keyboard.press('Space');
      await expect(pause).not.toBeChecked();

      // Moved to a moment of the call: the caller's question has come, the next exchange has not.
      await seekCall(live, timeline.turns[1]!.from + 1);
      expect([await opacity(line(0)), await opacity(line(1)), await opacity(line(2))]).toEqual([1, 1, 0]);
      await expect(line(1)).toContainText(typeset(copy.turns[1]!.text, locale).replace(/\u00a0/g, ' '));
      const early = await clockSeconds(live);
      expect(early).toBeGreaterThan(0);
      expect(early).toBeLessThan(20);
      // The next exchange replaces it.
      await seekCall(live, timeline.turns[2]!.from + 1);
      expect([await opacity(line(0)), await opacity(line(1)), await opacity(line(2))]).toEqual([0, 0, 1]);
      // The call ends on the booking, the clock at the call's length.
      const outcome = live.getByTestId('live-call-outcome');
      await seekCall(live, timeline.outcome.from + 1);
      expect(await opacity(outcome)).toBe(1);
      expect(await opacity(line(copy.turns.length - 1))).toBe(0);
      await expect(outcome).toContainText(typeset(copy.outcome, locale).replace(/\u00a0/g, ' '));
      // No payment gateway is connected, so the call sends no card link and the booking card shows no payment line.
      await expect(outcome.getByTestId('live-call-payment-note')).toHaveCount(0);
      await expect(outcome).not.toContainText(t.product.systems.payment);
      expect(await clockSeconds(live)).toBe(sampleCalls.find((call) => call.id === LIVE_CALL_ID)!.durationSeconds);
    });

    test('under reduced motion the phone shows the finished call: every line, the booking in view, nothing moving', async ({ page }) => {
      const call = sampleCalls.find((item) => item.id === LIVE_CALL_ID)!;
      const copy = call.copy[locale];
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto(`/${locale}/`);
      const live = page.getByTestId('live-call');
      expect(await live.evaluate((el) => el.getAnimations({ subtree: true }).length)).toBe(0);
      for (const [index, turn] of copy.turns.entries()) {
        const line = live.locator(`[data-turn="${index}"]`);
        await expect(line).toContainText(typeset(turn.text, locale).replace(/\u00a0/g, ' '));
        expect(await opacity(line)).toBe(1);
      }
      expect(await clockSeconds(live)).toBe(call.durationSeconds);
      await expect(live.getByRole('checkbox', { name: t.hero.call.pause })).toBeHidden();
      // The transcript opens at its end: the booking in view inside it.
      const transcript = live.getByRole('region', { name: t.hero.call.transcript });
      const outcome = live.getByTestId('live-call-outcome');
      expect(await opacity(outcome)).toBe(1);
      const [box, end] = [(await transcript.boundingBox())!, (await outcome.boundingBox())!];
      expect(end.y).toBeGreaterThanOrEqual(box.y);
      expect(end.y + end.height).toBeLessThanOrEqual(box.y + box.height + 1);
      const axe = await new AxeBuilder({ page }).include('[data-testid="voice-area"]').withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa']).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });

    test('the hint to talk to the agent sits above its button, clear of the caller, inside the phone', async ({ page }) => {
      await page.goto(`/${locale}/`);
      const area = page.getByTestId('voice-area');
      const hint = area.getByTestId('voice-hint');
      await expect(hint).toHaveText(typeset(t.hero.voiceHint, locale));
      const caller = (await area.getByTestId('live-call').getByText(sampleCalls.find((call) => call.id === LIVE_CALL_ID)!.copy[locale].caller!, { exact: true }).boundingBox())!;
      const [box, button, phone] = [(await hint.boundingBox())!, (await area.getByRole('button', { name: t.hero.startTalking }).boundingBox())!, (await area.boundingBox())!];
      expect(box.y + box.height).toBeLessThanOrEqual(button.y);
      expect(box.y).toBeGreaterThan(caller.y + caller.height);
      expect(box.x).toBeGreaterThanOrEqual(phone.x);
      expect(box.x + box.width).toBeLessThanOrEqual(phone.x + phone.width);
      // The call's label is whole on its line.
      const label = area.getByText(t.hero.call.sample, { exact: true });
      expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    });

    test('dragging the handle past 0.8 fires hero_call_click and the handle returns to 0', async ({ page }) => {
      await watchThirdParties(page);
      await page.goto(`/${locale}/`);
      await hydrated(page);
      const handle = page.getByRole('slider', { name: fill(t.hero.slideLabel, { phone }) });
      await expect(handle).toHaveAttribute('aria-valuenow', '0');
      await readyForGesture(page, handle, locale);
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
      // Illustrative stories carry their mark, a role but no person's or company's name, and no star
      // rating (an invented name or rating would read as a customer's endorsement).
      await expect(slide(1).getByTestId('illustrative')).toHaveText(t.testimonials.illustrativeBadge);
      await expect(slide(1).locator('figcaption')).toHaveText(typeset(t.testimonials.items[testimonials[0]!.id].title, locale));
      for (const { name, company } of testimonials) {
        await expect(carousel.getByText(name)).toHaveCount(0);
        await expect(carousel.getByText(company)).toHaveCount(0);
      }
      await expect(carousel.getByRole('img', { name: /out of 5|na 5/ })).toHaveCount(0);
      await expect(carousel.locator('svg path[d*="l2.6 5.3"]')).toHaveCount(0);

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
      const second = page.getByRole('button', { name: t.faq.items.concurrency.question });
      await first.click();
      await second.click();
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await expect(second).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText(t.faq.items.setup.answer)).toBeVisible();
      await expect(page.getByText(t.faq.items.concurrency.answer)).toBeVisible();
      await first.click();
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByText(t.faq.items.setup.answer)).toBeHidden();
      await expect(page.getByText(t.faq.items.concurrency.answer)).toBeVisible();
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
