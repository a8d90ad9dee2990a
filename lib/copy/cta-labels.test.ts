/**
 * @jest-environment node
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import en from '@/messages/en.json';
import pl from '@/messages/pl.json';
import { pages, type CtaTarget } from '../facts/pages';

/**
 * One label per destination (messages `ctaLabels`): the dashboard sign-up,
 * the guided sign-up flow (/welcome, where the free trial starts), the
 * scheduling page and the demo page (/book-demo). Every button that leads to
 * one of them says the same words, in sentence case.
 */
const destinations: Partial<Record<CtaTarget, keyof typeof en.ctaLabels>> = {
  signup: 'signup',
  '/welcome': 'welcome',
  scheduling: 'scheduling',
  '/book-demo': 'bookDemoPage',
};

type Messages = typeof en;
const get = (messages: Messages, path: string): unknown => path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages);

/** Buttons outside the page table, by the destination their component links to. */
const fixedButtons: Record<keyof typeof en.ctaLabels, string[]> = {
  signup: ['navigation.signUp', 'cta.getStarted', 'welcome.signUp'],
  welcome: ['navigation.getStarted', 'navigation.tryForFree', 'hero.startTrial'],
  scheduling: ['hero.bookDemo', 'cta.bookDemo', 'bookDemoPage.scheduleButton'],
  bookDemoPage: ['blog.ctaButton'],
};

function pageFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? pageFiles(path) : name === 'page.tsx' ? [path] : [];
  });
}

describe.each([
  ['en', en],
  ['pl', pl as unknown as Messages],
] as const)('call-to-action labels in %s', (_, messages) => {
  it('name each destination in sentence case', () => {
    for (const label of Object.values(messages.ctaLabels)) expect(label).toMatch(/^\p{Lu}[^\p{Lu}]*$/u);
    expect(new Set(Object.values(messages.ctaLabels)).size).toBe(Object.keys(messages.ctaLabels).length);
  });

  it('tell the two assessment destinations apart: picking a time (the scheduling page) is not the page about the assessment', () => {
    // "Schedule a free assessment" beside "Book a free assessment" named two places with one intent.
    const sameIntent = (a: string, b: string) => a.replace(/^\p{L}+ /u, '') === b.replace(/^\p{L}+ /u, '');
    expect(sameIntent('Schedule a free assessment', 'Book a free assessment')).toBe(true);
    expect(sameIntent(messages.ctaLabels.scheduling, messages.ctaLabels.bookDemoPage)).toBe(false);
  });

  it('are the same on every page whose main button leads to a shared destination', () => {
    const wrong = Object.values(pages)
      .filter((entry) => destinations[entry.cta])
      .filter((entry) => messages.pages[entry.key].cta !== messages.ctaLabels[destinations[entry.cta]!])
      .map((entry) => `pages.${entry.key}.cta: "${messages.pages[entry.key].cta}"`);
    expect(wrong).toEqual([]);
  });

  it('are the same on the header, landing and sign-up buttons', () => {
    const wrong = Object.entries(fixedButtons).flatMap(([destination, paths]) =>
      paths.filter((path) => get(messages, path) !== messages.ctaLabels[destination as keyof typeof en.ctaLabels]).map((path) => `${path}: "${String(get(messages, path))}"`),
    );
    expect(wrong).toEqual([]);
  });

  it('are the same on every secondary button a page points at a shared destination', () => {
    const wrong: string[] = [];
    for (const file of pageFiles(join(process.cwd(), 'app'))) {
      const source = readFileSync(file, 'utf8');
      const namespace = /pageCopy\(locale, '(\w+)'\)/.exec(source)?.[1];
      for (const match of source.matchAll(/target: '([^']+)', label: c\.(\w+)/g)) {
        const destination = destinations[match[1] as CtaTarget];
        if (!destination || !namespace) continue;
        const label = get(messages, `${namespace}.${match[2]}`);
        if (label !== messages.ctaLabels[destination]) wrong.push(`${namespace}.${match[2]} → ${match[1]}: "${String(label)}"`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
