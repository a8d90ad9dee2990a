/** @jest-environment node */
// What the CMS refuses before it writes (lib/cms/admin/guard.mjs), against the
// real posts in content/blog and the generated configuration, in both interface
// languages. tests/services/cms.spec.ts drives the same refusals in the browser.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { cmsConfig } from './config';
import { createBlogFormat } from './admin/blog-format.mjs';
import { addressOf, existingTargets, postsFrom, refusals } from './admin/guard.mjs';

const root = join(__dirname, '..', '..');
const folder = 'content/blog';
const files = ['en', 'pl'].flatMap((locale) =>
  readdirSync(join(root, folder, locale)).map((name) => ({
    file: { path: `${folder}/${locale}/${name}` },
    data: readFileSync(join(root, folder, locale, name), 'utf8'),
  })),
);
const reader = createBlogFormat(yaml);
const posts = postsFrom(files, (raw: string) => reader.fromFile(raw), folder);

function guardConfig(locale: 'en' | 'pl') {
  const config = cmsConfig({ locale });
  return {
    folder,
    locales: config.i18n.locales,
    defaultLocale: config.i18n.default_locale,
    fields: config.collections[0]!.fields,
    phrases: { ...config.phrases.guard, required: config.phrases.required, pattern: config.phrases.pattern },
  };
}

const english = { title: 'What guests ask at night', description: 'Questions after midnight.', date: '2026-11-20', author: 'Marta Nowicka', tags: ['hotels'], body: 'Text.' };
const polish = { title: 'O co goście pytają nocą', description: 'Pytania po północy.', date: '2026-11-20', author: 'Marta Nowicka', tags: ['hotele'], body: 'Tekst.' };
const hotelsPl = 'content/blog/pl/jak-hotele-traca-rezerwacje-po-godzinach.md';
const hotelsPlTitle = 'Jak hotele tracą rezerwacje po godzinach (i jak je odzyskać)';

const check = (save: Partial<Parameters<typeof refusals>[0]>, locale: 'en' | 'pl' = 'en') =>
  refusals({ isNew: true, currentSlug: '', data: english, translations: {}, posts, config: guardConfig(locale), ...save });

describe('the posts the guard sees', () => {
  test('every post file, with its address (without a date prefix), title and translation key', () => {
    expect(posts).toHaveLength(6);
    expect(posts.find((post) => post.path === hotelsPl)).toEqual({
      locale: 'pl',
      path: hotelsPl,
      address: 'jak-hotele-traca-rezerwacje-po-godzinach',
      title: hotelsPlTitle,
      translationKey: 'hotel-bookings-after-hours',
    });
    expect(addressOf('content/blog/en/2026-01-02-night-desk.md')).toBe('night-desk');
  });
});

describe('a new entry', () => {
  test('a valid post in both languages, or in English only, is saved with its address and key', () => {
    // The Polish file's own address comes from the Polish title, as the English one from the English title.
    expect(check({ translations: { pl: polish } })).toEqual({
      problems: [],
      address: 'what-guests-ask-at-night',
      translationKey: 'what-guests-ask-at-night',
      paths: { en: 'content/blog/en/what-guests-ask-at-night.md', pl: 'content/blog/pl/o-co-goscie-pytaja-noca.md' },
    });
    expect(check({}).paths).toEqual({ en: 'content/blog/en/what-guests-ask-at-night.md' });
    expect(check({}).problems).toEqual([]);
  });

  test('a Polish address typed in the Polish column is the Polish file\'s name; one a Polish post has is refused, naming it', () => {
    expect(check({ translations: { pl: { ...polish, slug: 'nocne-pytania' } } }).paths.pl).toBe('content/blog/pl/nocne-pytania.md');
    expect(check({ translations: { pl: { ...polish, slug: 'jak-hotele-traca-rezerwacje-po-godzinach' } } }).problems).toEqual([
      `Polish version: The address "jak-hotele-traca-rezerwacje-po-godzinach" belongs to the post "${hotelsPlTitle}" (${hotelsPl}): saving would replace it. Type another address in "Address (file name)", or open that post from the list to edit it.`,
    ]);
  });

  test("the address of a published Polish post is refused, naming that post (the tester's lost post)", () => {
    const { problems } = check({ data: { ...english, slug: 'jak-hotele-traca-rezerwacje-po-godzinach' }, translations: { pl: polish } });
    expect(problems).toEqual([
      `The address "jak-hotele-traca-rezerwacje-po-godzinach" belongs to the post "${hotelsPlTitle}" (${hotelsPl}): saving would replace it. Type another address in "Address (file name)", or open that post from the list to edit it.`,
    ]);
    // Refused even with nothing in the Polish column, and in the Polish interface in Polish.
    expect(check({ data: { ...english, slug: 'jak-hotele-traca-rezerwacje-po-godzinach' } }).problems).toHaveLength(1);
    expect(check({ data: { ...english, slug: 'jak-hotele-traca-rezerwacje-po-godzinach' } }, 'pl').problems[0]).toBe(
      `Adres „jak-hotele-traca-rezerwacje-po-godzinach” należy do wpisu „${hotelsPlTitle}” (${hotelsPl}): zapis by go zastąpił. Wpisz inny adres w polu „Adres (nazwa pliku)” albo otwórz tamten wpis z listy, aby go edytować.`,
    );
  });

  test('a title whose address exists is refused rather than saved as "-1"', () => {
    const { problems } = check({ data: { ...english, title: 'How hotels lose bookings after hours' } });
    expect(problems[0]).toMatch(/^The address "how-hotels-lose-bookings-after-hours" belongs to the post "How hotels lose bookings after hours \(and how to win them back\)" \(content\/blog\/en\/how-hotels-lose-bookings-after-hours\.md\)/);
  });

  test('a translation key another post of that language has is refused, per language written', () => {
    expect(check({ data: { ...english, translationKey: 'ai-agent-handover' } }).problems).toEqual([
      'English version: the translation key "ai-agent-handover" belongs to the post "How an AI agent hands a conversation over to a person" (content/blog/en/how-an-ai-agent-hands-over-to-a-person.md) (one post per key in each language). Type another one in "Translation key".',
    ]);
    // An address that is another post's key: the key it becomes collides.
    expect(check({ data: { ...english, slug: 'hotel-bookings-after-hours' } }).problems[0]).toContain('the translation key "hotel-bookings-after-hours" belongs to the post');
  });

  test('the Polish column is checked as Decap checks the English one, in the build\'s words', () => {
    const withoutDescription = check({ translations: { pl: { ...polish, description: '' } } });
    expect(withoutDescription.problems).toEqual(['Polish version: Description is missing.']);
    expect(check({ translations: { pl: { ...polish, body: '  ' } } }).problems).toEqual(['Polish version: Text is missing.']);
    expect(check({ data: { ...english, cover: '/blog/x/cover.png', coverAlt: 'A desk' }, translations: { pl: polish } }).problems).toEqual([
      'Polish version: Cover description (alt text) is required when a cover image is set (describe the image).',
    ]);
    expect(check({ translations: { pl: { ...polish, title: 'x'.repeat(121), updated: '2026-02-30' } } }).problems).toEqual([
      'Polish version: Title must be at most 120 characters.',
      'Polish version: Last revised must be a real date written as YYYY-MM-DD, e.g. 2026-03-14.',
    ]);
    expect(check({ translations: { pl: { ...polish, description: '' } } }, 'pl').problems).toEqual(['Wersja polska: Brakuje pola „Opis”.']);
  });
});

describe('an existing entry', () => {
  const existing = { isNew: false, currentSlug: 'how-hotels-lose-bookings-after-hours', data: { ...english, translationKey: 'hotel-bookings-after-hours' } };

  test('is saved as it is, keeping its address', () => {
    expect(check(existing)).toEqual({
      problems: [],
      address: 'how-hotels-lose-bookings-after-hours',
      translationKey: 'hotel-bookings-after-hours',
      paths: { en: 'content/blog/en/how-hotels-lose-bookings-after-hours.md' },
    });
    expect(check({ ...existing, data: { ...existing.data, slug: 'how-hotels-lose-bookings-after-hours' } }).problems).toEqual([]);
  });

  test('a new address is refused with a message, never ignored', () => {
    expect(check({ ...existing, data: { ...existing.data, slug: 'hotels-at-night' } }).problems).toEqual([
      'The address of a published post cannot change here (it stays "how-hotels-lose-bookings-after-hours"): links to it, the feeds and search results would break. Clear "Address (file name)"; to rename the post, rename its files in git.',
    ]);
  });

  test('its Polish file, under a Polish name, is saved under that name; a new Polish address is refused', () => {
    const own = { ...existing, ownPaths: { en: 'content/blog/en/how-hotels-lose-bookings-after-hours.md', pl: hotelsPl } };
    expect(check({ ...own, translations: { pl: polish } })).toMatchObject({ problems: [], paths: { pl: hotelsPl } });
    expect(check({ ...own, translations: { pl: { ...polish, slug: 'hotele-noca' } } }).problems).toEqual([
      'Polish version: The address of a published post cannot change here (it stays "jak-hotele-traca-rezerwacje-po-godzinach"): links to it, the feeds and search results would break. Clear "Address (file name)"; to rename the post, rename its files in git.',
    ]);
  });

  test('a second Polish file for a post that has one is refused (two Polish posts with the key)', () => {
    expect(check({ ...existing, translations: { pl: polish } }).problems).toEqual([
      `Polish version: the translation key "hotel-bookings-after-hours" belongs to the post "${hotelsPlTitle}" (${hotelsPl}) (one post per key in each language). Type another one in "Translation key".`,
    ]);
  });

  test('a post with no English file, saved as a bilingual entry, is refused, naming its file', () => {
    const { problems } = check({ isNew: false, currentSlug: 'jak-hotele-traca-rezerwacje-po-godzinach', data: english, translations: { pl: polish } });
    expect(problems[0]).toBe(
      `This entry is the post "${hotelsPlTitle}" (${hotelsPl}), which has no English version: saving here would write one from the empty English column. Edit ${hotelsPl} in a text editor and check it with npm run check:posts.`,
    );
  });
});

test('the last check: files a new entry would write that exist already', () => {
  expect(existingTargets([{ path: hotelsPl }, { path: 'content/blog/en/jak-hotele-traca-rezerwacje-po-godzinach.md' }], posts)).toEqual([hotelsPl]);
});
