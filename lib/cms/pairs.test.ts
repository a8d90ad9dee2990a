/** @jest-environment node */
// One entry per post whatever its files are called (lib/cms/admin/pairs.mjs), on the real posts.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { createBlogFormat } from './admin/blog-format.mjs';
import { postsFrom } from './admin/guard.mjs';
import { aliasesFor, inverse, translationsAlone } from './admin/pairs.mjs';

const root = join(__dirname, '..', '..');
const folder = 'content/blog';
const files = ['en', 'pl'].flatMap((locale) =>
  readdirSync(join(root, folder, locale)).map((name) => ({ file: { path: `${folder}/${locale}/${name}` }, data: readFileSync(join(root, folder, locale, name), 'utf8') })),
);
const reader = createBlogFormat(yaml);
const posts = postsFrom(files, (raw: string) => reader.fromFile(raw), folder);
const post = (locale: string, address: string, translationKey: string) => ({ locale, path: `${folder}/${locale}/${address}.md`, address, title: address, translationKey });

test('each published Polish file with a Polish name is shown under its English partner\'s name, by translation key', () => {
  expect(aliasesFor(posts, { folder, defaultLocale: 'en' })).toEqual(
    new Map([
      [`${folder}/pl/how-hotels-lose-bookings-after-hours.md`, `${folder}/pl/jak-hotele-traca-rezerwacje-po-godzinach.md`],
      [`${folder}/pl/how-an-ai-agent-hands-over-to-a-person.md`, `${folder}/pl/przekazanie-rozmowy-z-agenta-ai-do-czlowieka.md`],
      [`${folder}/pl/voice-agent-deployment-checklist.md`, `${folder}/pl/wdrozenie-agenta-glosowego-rodo-i-integracje.md`],
    ]),
  );
  expect(translationsAlone(posts, { defaultLocale: 'en' })).toEqual(new Set());
});

test('a pair with one name needs no alias; a Polish post alone is listed apart; a real file is never hidden behind an alias', () => {
  const some = [post('en', 'same', 'k1'), post('pl', 'same', 'k1'), post('pl', 'tylko-po-polsku', 'k2'), post('en', 'taken', 'k3'), post('pl', 'inna', 'k3'), post('pl', 'taken', 'k4')];
  const aliases = aliasesFor(some, { folder, defaultLocale: 'en' });
  expect(aliases).toEqual(new Map());
  expect(translationsAlone(some, { defaultLocale: 'en' })).toEqual(new Set([`${folder}/pl/tylko-po-polsku.md`, `${folder}/pl/taken.md`]));
  expect(inverse(new Map([['a', 'b']]))).toEqual(new Map([['b', 'a']]));
});
