import type { Page } from '@playwright/test';
import en from '../messages/en.json';
import pl from '../messages/pl.json';

export const messages = { en, pl } as const;
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
