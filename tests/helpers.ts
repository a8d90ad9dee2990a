import { createHash } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { siteMessages } from '../lib/copy/messages';

/**
 * The messages as the site shows them (figures filled in, Polish typography
 * applied), with no-break spaces as plain spaces: Playwright compares text and
 * accessible names with their white space collapsed to plain spaces.
 */
function plainSpaces<T>(value: T): T {
  if (typeof value === 'string') return value.replace(/\u00a0/g, ' ') as T;
  if (Array.isArray(value)) return value.map(plainSpaces) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, plainSpaces(v)])) as T;
  return value;
}

export const messages = { en: plainSpaces(siteMessages('en')), pl: plainSpaces(siteMessages('pl')) } as const;
export const locales = ['en', 'pl'] as const;
export type Locale = (typeof locales)[number];

/** Collects console errors and uncaught exceptions of a page. */
export function watchErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/**
 * Renders the sections the browser skips while they are off screen
 * (`content-visibility: auto` on `.below-fold`), as a visitor scrolling past
 * them would, so axe checks their colours and a full-page screenshot shows them.
 */
export async function renderWholePage(page: Page) {
  await page.addStyleTag({ content: '.below-fold { content-visibility: visible !important; }' });
}

/**
 * What the lead service answers to GET /api/leads: a proof-of-work challenge
 * (lib/leads/challenge.ts). For tests that answer the service with
 * page.route: a small, solvable one, with no minimum fill time to wait out.
 */
export function challengeAnswer() {
  const salt = 'e2e0123456789abc?expires=4102444800&issued=0&';
  const challenge = createHash('sha256').update(`${salt}7`).digest('hex');
  return { status: 200, contentType: 'application/json', body: JSON.stringify({ algorithm: 'SHA-256', challenge, maxnumber: 1000, salt, signature: 'e2e', minFillMs: 0 }) };
}

/**
 * A visitor answers the cookie banner before reaching for what sits under it: it appears a
 * moment after load over the bottom of the screen, so a click aimed there can land on it.
 */
export async function answerCookieBanner(page: Page, locale: Locale = 'en') {
  const banner = page.getByTestId('cookie-banner');
  await banner.getByRole('button', { name: messages[locale].consent.decline }).click();
  await expect(banner).toBeHidden();
}

/**
 * What a person has in front of them before a drag or a swipe: the cookie banner (it appears
 * a moment after load, over the bottom of the screen) answered, the target's own script
 * running (parts of a page hydrate in a pass after the page's), and the target mid-screen,
 * clear of the banner and of the toast that answering it shows.
 */
export async function readyForGesture(page: Page, target: Locator, locale: Locale = 'en') {
  await answerCookieBanner(page, locale);
  await expect.poll(() => target.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactProps')))).toBe(true);
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
}
