/** @jest-environment node */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { frontmatterSchema, isCalendarDate, MISSING_MESSAGE } from '@/lib/blog/schema';
import { CALENDAR_DATE_PATTERN, cmsConfig, imageNamePattern } from './config';
import { cmsCopy, polishRule } from './copy';
import { adminAssets, readAdminAsset } from './assets';
import { createBlogFormat, slugify } from './admin/blog-format.mjs';

type Field = { name: string; widget: string; required: boolean; pattern?: [string, string]; requiredWith?: string; requiredMessage?: string };

const fieldsOf = (locale: 'en' | 'pl') => cmsConfig({ locale }).collections[0]!.fields as unknown as Field[];
const en = Object.fromEntries(fieldsOf('en').map((f) => [f.name, f]));
const shape = frontmatterSchema.shape;
const valid = { title: 'T', description: 'D', date: '2026-01-01', author: 'A', tags: ['t'], translationKey: 'k' };

/** What the build says about one field of an otherwise valid post ('' when it accepts the value). */
function buildSays(name: string, value: unknown): string {
  const result = frontmatterSchema.safeParse({ ...valid, [name]: value });
  if (result.success) return '';
  return result.error.issues.find((i) => i.path[0] === name)?.message ?? '';
}
/** What the CMS says (Decap: required check, then the pattern on the text). */
function cmsSays(field: Field, value: string): string {
  if (value === '') return field.required ? MISSING_MESSAGE : '';
  return field.pattern && !new RegExp(field.pattern[0]).test(value) ? field.pattern[1] : '';
}

describe('the CMS configuration is the blog schema', () => {
  test('every frontmatter field is in the CMS, and the CMS adds only the address and the text', () => {
    expect(Object.keys(en).filter((name) => name !== 'slug' && name !== 'body')).toEqual(Object.keys(shape));
  });

  test('required flags agree (the translation key is filled in by the CMS when left empty)', () => {
    for (const name of Object.keys(shape)) {
      const required = !shape[name as keyof typeof shape].safeParse(undefined).success;
      expect([name, en[name]!.required]).toEqual([name, name === 'translationKey' ? false : required]);
    }
  });

  test.each(['title', 'description', 'author', 'coverAlt'])('%s: the same maximum length and the same words', (name) => {
    for (const length of [1, 40, 80, 119, 120, 121, 200, 201, 300, 301]) {
      const value = `  ${'x'.repeat(length)} `;
      expect(cmsSays(en[name]!, value)).toBe(buildSays(name, value));
    }
  });

  test('dates: the CMS pattern accepts exactly the real calendar days, with the build\'s words', () => {
    const pattern = new RegExp(CALENDAR_DATE_PATTERN);
    for (const year of [1900, 2000, 2023, 2024, 2026, 2100, 2400]) {
      for (let month = 0; month <= 13; month += 1) {
        for (let day = 0; day <= 32; day += 1) {
          const value = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          expect([value, pattern.test(value)]).toEqual([value, isCalendarDate(value)]);
        }
      }
    }
    for (const name of ['date', 'updated']) {
      expect(cmsSays(en[name]!, '2026-02-30')).toBe(buildSays(name, '2026-02-30'));
      expect(cmsSays(en[name]!, '2026-2-3')).toBe('must be a real date written as YYYY-MM-DD, e.g. 2026-03-14');
    }
  });

  test('tags: at most as many as the schema allows (Decap checks the list as "a,b,c"), at least one', () => {
    for (const count of [1, 7, 8, 9, 12]) {
      const tags = Array.from({ length: count }, (_, i) => `tag${i}`);
      expect(cmsSays(en.tags!, tags.join(','))).toBe(buildSays('tags', tags));
    }
    expect(en.tags!.required).toBe(true);
  });

  test('cover: the same image types; the alt text is required with a cover, in the build\'s words', () => {
    for (const name of ['cover.jpg', 'cover.JPEG', 'a.webp', 'b.avif', 'c.svg', 'd.png', 'e.gif', 'f.pdf', 'g']) {
      expect([name, new RegExp(en.cover!.pattern![0]).test(name)]).toEqual([name, buildSays('cover', `/blog/post/${name}`) === '']);
    }
    expect(en.coverAlt!.requiredWith).toBe('cover');
    const withCover = frontmatterSchema.safeParse({ ...valid, cover: '/blog/k/c.jpg' });
    const message = withCover.success ? '' : withCover.error.issues.find((i) => i.path[0] === 'coverAlt')!.message;
    expect(en.coverAlt!.requiredMessage).toBe(`${cmsCopy.en.fields.coverAlt.label} ${message}.`);
    expect(imageNamePattern(/^\/x\.(?:png|jpe?g)$/)).toBe('^[^\\s?#/]+\\.(?:[pP][nN][gG]|[jJ][pP][eE]?[gG])$');
  });

  test('translation key and address: the schema\'s pattern', () => {
    for (const value of ['hotel-after-hours', 'a1', 'Hotel', 'two--hyphens', '-x', 'x y']) {
      expect(cmsSays(en.translationKey!, value)).toBe(buildSays('translationKey', value));
      expect(cmsSays(en.slug!, value)).toBe(buildSays('translationKey', value));
    }
  });

  test('the Polish interface has the same fields, with every rule in Polish', () => {
    const pl = fieldsOf('pl');
    expect(pl.map((f) => [f.name, f.widget, f.required, f.pattern?.[0]])).toEqual(fieldsOf('en').map((f) => [f.name, f.widget, f.required, f.pattern?.[0]]));
    for (const field of fieldsOf('en')) if (field.pattern) expect(polishRule(field.pattern[1])).toBeTruthy();
    expect(pl.find((f) => f.name === 'title')!.pattern![1]).toBe('może mieć najwyżej 120 znaków');
  });
});

describe('the /admin/ files', () => {
  test('config.yml is the generated configuration, for the local backend and the GitHub editorial workflow', () => {
    const config = yaml.load(readAdminAsset('config.yml')!.body.toString()) as ReturnType<typeof cmsConfig>;
    expect(config).toEqual(JSON.parse(JSON.stringify(cmsConfig({ locale: 'en' }))));
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.backend.name).toBe('github');
    expect(config.i18n).toEqual({ structure: 'multiple_folders', locales: ['en', 'pl'], default_locale: 'en' });
    expect((yaml.load(readAdminAsset('config.pl.yml')!.body.toString()) as { locale: string }).locale).toBe('pl');
  });

  test('the page is noindex and loads Decap from its own folder, never from a CDN', () => {
    const html = readAdminAsset('index.html')!.body.toString();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(html).not.toMatch(/src="(https?:)?\/\//);
    expect(html).not.toMatch(/<script>/);
    expect(adminAssets()).toEqual(expect.arrayContaining(['decap-cms.js', 'admin.mjs', 'blog-format.mjs', 'js-yaml.mjs', 'language-rule.mjs', 'init.js']));
  });
});

describe('the CMS file format', () => {
  const format = createBlogFormat(yaml);
  const file = join(__dirname, '..', '..', 'content', 'blog', 'en', 'how-hotels-lose-bookings-after-hours.md');
  const source = readFileSync(file, 'utf8');

  test('addresses are transliterated from the title', () => {
    expect(slugify('Wdrożenie AI')).toBe('wdrozenie-ai');
    expect(slugify('Łódź: żółć i gęślą jaźń!')).toBe('lodz-zolc-i-gesla-jazn');
  });

  test('a file read and written unchanged is byte for byte the same; one changed field changes one line', () => {
    const data = format.fromFile(source);
    expect(format.toFile(data)).toBe(source);
    const changed = format.toFile({ ...data, description: 'Shorter.' });
    const lines = (text: string) => text.split('\n');
    expect(lines(changed).filter((line, i) => line !== lines(source)[i])).toEqual(['description: Shorter.']);
  });

  test('a new file follows the README: title in double quotes, tags as a list, dates bare, no editor-only fields', () => {
    const text = format.toFile({
      title: 'Before you deploy: a checklist',
      slug: 'before-you-deploy',
      description: 'What to check.',
      date: '2026-11-20',
      author: 'Marta Nowicka',
      tags: ['hotels', 'night shift'],
      draft: false,
      translationKey: 'before-you-deploy',
      body: 'Text.',
      __shared: { translationKey: 'before-you-deploy', cover: null, date: '2026-11-20', author: 'Marta Nowicka' },
    });
    expect(text).toBe(
      '---\ntitle: "Before you deploy: a checklist"\ndescription: What to check.\ndate: 2026-11-20\nauthor: Marta Nowicka\ntags: [hotels, night shift]\ntranslationKey: before-you-deploy\n---\n\nText.\n',
    );
    // The translation written right after takes the shared translation key, publication date and author.
    expect(format.toFile({ title: 'Zanim wdrożysz', description: 'Co sprawdzić.', tags: ['hotele'], body: 'Tekst.' })).toBe(
      '---\ntitle: "Zanim wdrożysz"\ndescription: Co sprawdzić.\ndate: 2026-11-20\nauthor: Marta Nowicka\ntags: [hotele]\ntranslationKey: before-you-deploy\n---\n\nTekst.\n',
    );
    // A language nobody wrote in (Decap copies the shared fields into it): no file.
    expect(format.toFile({ translationKey: 'x', body: '' })).toBe('');
    expect(format.toFile({ translationKey: 'x', date: '2026-11-20', author: 'Marta Nowicka', draft: false, body: '' })).toBe('');
  });
});
