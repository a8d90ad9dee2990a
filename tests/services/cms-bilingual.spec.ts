import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import matter from 'gray-matter';
import { expect, test, type Page } from '@playwright/test';
import { frontmatterSchema } from '../../lib/blog/schema';
import { copyRepo, openCms, removeDir, root, snapshot, startDecapServer, stop } from './cms-helpers';

// One entry per post in the editors' CMS (/admin/), in both interface
// languages: a Polish file keeps its own Polish name (address) when the post is
// edited, a new post's Polish file gets one, a post can be written in Polish
// only, and a chosen cover shows before anything is saved. decap-server writes
// into a temporary copy of content/blog and public/blog; the files are checked
// after each step.
test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 15_000 });

const e2ePort = Number(process.env.E2E_PORT ?? 3100);
const backendPort = Number(process.env.CMS_E2E_BILINGUAL_PORT ?? e2ePort + 303);

let repo: string;
let backend: ChildProcess | undefined;

test.beforeAll(async () => {
  repo = copyRepo();
  backend = await startDecapServer(backendPort, repo);
});

test.afterAll(() => {
  stop(backend);
  removeDir(repo);
});

type Language = 'en' | 'pl';

/** What the interface says, in each of its languages (lib/cms/copy.ts and Decap's own phrases). */
const ui = {
  en: {
    title: 'Title',
    address: 'Address (file name)',
    description: 'Description',
    date: 'Publication date',
    author: 'Author',
    tags: 'Tags',
    publish: 'Publish',
    publishNow: 'Publish now',
    unsaved: 'Unsaved Changes',
    body: 'Text',
    coverAlt: 'Cover description (alt text)',
    chooseImage: 'Choose an image',
    chooseSelected: 'Choose selected',
    preview: 'Toggle preview',
    notSaved: 'Not saved.',
    polishVersion: 'Polish version',
  },
  pl: {
    title: 'Tytuł',
    address: 'Adres (nazwa pliku)',
    description: 'Opis',
    date: 'Data publikacji',
    author: 'Autor',
    tags: 'Tagi',
    publish: 'Opublikuj',
    publishNow: 'Opublikuj teraz',
    unsaved: 'Niezapisane zmiany',
    body: 'Treść',
    coverAlt: 'Opis okładki (tekst alternatywny)',
    chooseImage: 'Wybierz zdjęcie',
    chooseSelected: 'Wybierz zaznaczone',
    preview: 'Przełącz podgląd',
    notSaved: 'Nie zapisano.',
    polishVersion: 'Wersja polska',
  },
} as const;

/** The field of one language column (English left, Polish right). */
const field = (page: Page, label: string, column: 0 | 1 = 0) =>
  page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}(?: \\((?:optional|opcjonalne)\\))?$`, 'i')).nth(column);

async function publish(page: Page, language: Language) {
  await page.getByRole('button', { name: ui[language].publish }).first().click();
  await page.getByText(ui[language].publishNow, { exact: true }).click();
}

async function writeBody(page: Page, text: string, column: 0 | 1 = 0) {
  const editor = page.locator('[data-slate-editor="true"]').nth(column);
  await editor.click();
  await page.keyboard.type(text);
  await expect(editor).toContainText(text);
}

const file = (...parts: string[]) => join(repo, 'content', 'blog', ...parts);
const read = (path: string) => readFileSync(path, 'utf8');

/** The lines of `after` that differ from `before` (same number of lines expected). */
function changedLines(before: string, after: string): string[] {
  const old = before.split('\n');
  return after.split('\n').filter((line, i) => old[i] !== line);
}

/** The frontmatter of a written file, as the build reads it. */
function frontmatter(path: string) {
  const { data, content } = matter(read(path));
  const asText = Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v instanceof Date ? v.toISOString().slice(0, 10) : v]));
  return { data: frontmatterSchema.parse(asText), content };
}

const existing = {
  en: {
    entry: 'how-hotels-lose-bookings-after-hours',
    polishFile: 'jak-hotele-traca-rezerwacje-po-godzinach.md',
    polishTitle: 'Jak hotele tracą rezerwacje po godzinach (i jak je odzyskać)',
  },
  pl: {
    entry: 'voice-agent-deployment-checklist',
    polishFile: 'wdrozenie-agenta-glosowego-rodo-i-integracje.md',
    polishTitle: 'Zanim wdrożysz agenta głosowego: lista kontrolna RODO i integracji',
  },
} as const;

async function chooseCover(page: Page, language: Language) {
  await page.getByRole('button', { name: ui[language].chooseImage }).first().click();
  await page.locator('input[type="file"]').setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: readFileSync(join(root, 'public', 'icon-192.png')) });
  await page.getByRole('button', { name: ui[language].chooseSelected }).click();
}

/** A valid English column (the date with the date picker) and, unless told, a valid Polish one. */
async function fillPost(page: Page, language: Language, title: string, polish = true) {
  const t = ui[language];
  await field(page, t.title).fill(title);
  await field(page, t.description).fill('What guests ask after midnight.');
  await expect(field(page, t.date)).toHaveAttribute('type', 'date');
  await field(page, t.date).fill('2026-11-20');
  await field(page, t.author).fill('Marta Nowicka');
  await field(page, t.tags).fill('hotels');
  await writeBody(page, 'Mostly late check-in.');
  if (!polish) return;
  await field(page, t.title, 1).fill('O co goście pytają nocą');
  await field(page, t.description, 1).fill('Pytania po północy.');
  await field(page, t.tags, 1).fill('hotele');
  await writeBody(page, 'Najczęściej o późne zameldowanie.', 1);
}

/** Refused saves: the message in the interface's language, and not one byte written. */
const refused: Array<{ name: string; message: Record<Language, string>; make: (page: Page, language: Language) => Promise<void> }> = [
  {
    name: 'a Polish column without its description',
    message: { en: 'Not saved. Polish version: Description is missing.', pl: 'Nie zapisano. Wersja polska: Brakuje pola „Opis”.' },
    make: async (page, language) => {
      await fillPost(page, language, `Night questions ${language}`);
      await field(page, ui[language].description, 1).fill('');
    },
  },
  {
    name: 'a cover without its Polish alt text',
    message: {
      en: 'Not saved. Polish version: Cover description (alt text) is required when a cover image is set (describe the image).',
      pl: 'Nie zapisano. Wersja polska: Opis okładki (tekst alternatywny): jest wymagany, gdy wpis ma obraz okładki (opisz, co przedstawia).',
    },
    make: async (page, language) => {
      await fillPost(page, language, `Night covers ${language}`);
      await chooseCover(page, language);
      await field(page, ui[language].coverAlt).fill('A reception desk at night');
    },
  },
  {
    name: 'an empty text',
    message: { en: 'Text is missing.', pl: 'Brakuje pola „Treść”.' },
    make: async (page, language) => {
      const t = ui[language];
      await field(page, t.title).fill(`Empty text ${language}`);
      await field(page, t.description).fill('Nothing below.');
      await field(page, t.date).fill('2026-11-20');
      await field(page, t.author).fill('Marta Nowicka');
      await field(page, t.tags).fill('hotels');
    },
  },
  {
    name: "a title that gives a published post's address",
    message: {
      en: 'Not saved. The address "how-hotels-lose-bookings-after-hours" belongs to the post "How hotels lose bookings after hours (and how to win them back)"',
      pl: 'Nie zapisano. Adres „how-hotels-lose-bookings-after-hours” należy do wpisu „How hotels lose bookings after hours (and how to win them back)”',
    },
    make: (page, language) => fillPost(page, language, 'How hotels lose bookings after hours', false),
  },
];

for (const language of ['en', 'pl'] as const) {
  const t = ui[language];

  for (const refusal of refused) {
    test(`${refusal.name} is refused in the interface's language, and nothing is written (${language} interface)`, async ({ page }) => {
      test.setTimeout(90_000);
      const before = snapshot(repo);
      await openCms(page, backendPort, '/collections/blog/new', language);
      await refusal.make(page, language);
      await publish(page, language);
      await expect(page.getByText(refusal.message[language]).first()).toBeVisible();
      await expect(page.getByRole('link', { name: new RegExp(t.unsaved, 'i') })).toBeVisible();
      expect(snapshot(repo)).toEqual(before);
    });
  }

  test(`a published post whose Polish file has a Polish name opens as one entry, refuses a new Polish address, and saves the Polish file under its own name (${language} interface)`, async ({ page }) => {
    test.setTimeout(120_000);
    const post = existing[language];
    const polish = file('pl', post.polishFile);
    const english = file('en', `${post.entry}.md`);
    const before = snapshot(repo);
    const polishBefore = read(polish);
    await openCms(page, backendPort, `/collections/blog/entries/${post.entry}`, language);
    // Both languages of the post, filled in, in one entry.
    await expect(field(page, t.title, 1)).toHaveValue(post.polishTitle, { timeout: 20_000 });
    await expect(field(page, t.title, 0)).not.toHaveValue('');

    // A new address typed into the Polish column of a published post: refused, nothing written.
    await field(page, t.address, 1).fill('inny-adres');
    await publish(page, language);
    await expect(page.getByText(`${t.notSaved} ${t.polishVersion}:`).first()).toBeVisible();
    await expect(page.getByText(`"${post.polishFile.replace('.md', '')}"`, { exact: false }).or(page.getByText(`„${post.polishFile.replace('.md', '')}”`, { exact: false })).first()).toBeVisible();
    expect(snapshot(repo)).toEqual(before);

    // The Polish description changed: the Polish file, under its own name, changes in that line only.
    // Cleared as a person does it (select all, delete).
    await field(page, t.address, 1).click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await expect(field(page, t.address, 1)).toHaveValue('');
    const description = 'Nowy opis wpisu, zmieniony w CMS-ie.';
    await field(page, t.description, 1).fill(description);
    // Published once the form holds what was typed (Decap's form state catches up with the field).
    await expect(field(page, t.description, 1)).toHaveValue(description);
    await publish(page, language);
    // The save may land in more than one write: wait for the file a person would open, with the new line.
    await expect.poll(() => read(polish), { timeout: 15_000 }).toContain(`description: ${description}`);
    const changed = changedLines(polishBefore, read(polish));
    expect(changed).toEqual([`description: ${description}`]);
    expect(read(english)).toBe(before[join('content', 'blog', 'en', `${post.entry}.md`)]);
    // No second Polish file under the English name; nothing else touched.
    expect(existsSync(file('pl', `${post.entry}.md`))).toBe(false);
    const edited = join('content', 'blog', 'pl', post.polishFile);
    expect({ ...snapshot(repo), [edited]: '' }).toEqual({ ...before, [edited]: '' });
  });

  test(`a new post gets a Polish address of its own, kept when the post is edited again (${language} interface)`, async ({ page }) => {
    test.setTimeout(150_000);
    const english = language === 'en' ? 'Night calls in city hotels' : 'Weekend calls in city hotels';
    const englishSlug = language === 'en' ? 'night-calls-in-city-hotels' : 'weekend-calls-in-city-hotels';
    const polishTitle = language === 'en' ? 'Nocne telefony w hotelach miejskich' : 'Weekendowe telefony w hotelach miejskich';
    // Typed in the English interface; from the Polish title in the Polish one.
    const polishSlug = language === 'en' ? 'nocne-telefony' : 'weekendowe-telefony-w-hotelach-miejskich';
    await openCms(page, backendPort, '/collections/blog/new', language);
    await field(page, t.title).fill(english);
    await field(page, t.description).fill('Who calls a city hotel after ten, and what they ask.');
    await field(page, t.date).fill('2026-11-20');
    await field(page, t.author).fill('Marta Nowicka');
    await field(page, t.tags).fill('hotels');
    await writeBody(page, 'Mostly late check-in.');
    await field(page, t.title, 1).fill(polishTitle);
    if (language === 'en') await field(page, t.address, 1).fill(polishSlug);
    await field(page, t.description, 1).fill('Kto dzwoni do hotelu po dwudziestej drugiej i o co pyta.');
    await field(page, t.tags, 1).fill('hotele');
    await writeBody(page, 'Najczęściej o późne zameldowanie.', 1);
    await publish(page, language);

    const en = file('en', `${englishSlug}.md`);
    const pl = file('pl', `${polishSlug}.md`);
    await expect.poll(() => existsSync(en) && existsSync(pl), { timeout: 15_000 }).toBe(true);
    expect(existsSync(file('pl', `${englishSlug}.md`))).toBe(false);
    const enPost = frontmatter(en);
    const plPost = frontmatter(pl);
    expect(enPost.data).toMatchObject({ title: english, translationKey: englishSlug, date: '2026-11-20', author: 'Marta Nowicka' });
    // Shared facts typed once reach the Polish file; the key links the two files.
    expect(plPost.data).toMatchObject({ title: polishTitle, translationKey: englishSlug, date: '2026-11-20', author: 'Marta Nowicka', tags: ['hotele'] });
    expect(plPost.content).toContain('Najczęściej o późne zameldowanie.');

    // Opened again from the list: one entry, the Polish side filled; an edit keeps the Polish name.
    await page.goto('/admin/index.html#/collections/blog');
    await page.getByRole('link', { name: new RegExp(english) }).click();
    await expect(field(page, t.title, 1)).toHaveValue(polishTitle, { timeout: 20_000 });
    const plBefore = read(pl);
    await field(page, t.description, 1).fill('Kto dzwoni po dwudziestej drugiej.');
    await publish(page, language);
    await expect.poll(() => read(pl), { timeout: 15_000 }).not.toBe(plBefore);
    expect(changedLines(plBefore, read(pl))).toEqual(['description: Kto dzwoni po dwudziestej drugiej.']);
    expect(existsSync(file('pl', `${englishSlug}.md`))).toBe(false);
  });

  test(`a new post whose Polish address belongs to a published Polish post is refused, and nothing is written (${language} interface)`, async ({ page }) => {
    const before = snapshot(repo);
    await openCms(page, backendPort, '/collections/blog/new', language);
    await field(page, t.title).fill(`Handover notes ${language}`);
    await field(page, t.description).fill('What an agent passes on.');
    await field(page, t.date).fill('2026-11-21');
    await field(page, t.author).fill('Tomasz Wrona');
    await field(page, t.tags).fill('handover');
    await writeBody(page, 'Context first.');
    await field(page, t.title, 1).fill('Notatki przy przekazaniu');
    await field(page, t.address, 1).fill('przekazanie-rozmowy-z-agenta-ai-do-czlowieka');
    await field(page, t.description, 1).fill('Co agent przekazuje człowiekowi.');
    await field(page, t.tags, 1).fill('przekazanie');
    await writeBody(page, 'Najpierw kontekst.', 1);
    await publish(page, language);
    await expect(page.getByText(new RegExp(`${t.notSaved} ${t.polishVersion}: .*przekazanie-rozmowy-z-agenta-ai-do-czlowieka.*Jak agent AI przekazuje rozmowę człowiekowi`)).first()).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(t.unsaved, 'i') })).toBeVisible();
    expect(snapshot(repo)).toEqual(before);
  });

  test(`a post written in Polish only is made in its own list, with a Polish address and no English file (${language} interface)`, async ({ page }) => {
    test.setTimeout(120_000);
    const title = language === 'en' ? 'Recepcja w długi weekend' : 'Recepcja w święta';
    const slug = language === 'en' ? 'recepcja-w-dlugi-weekend' : 'recepcja-w-swieta';
    await openCms(page, backendPort, '/collections/blog-pl/new', language);
    await field(page, t.title).fill(title);
    await field(page, t.description).fill('Jak obsłużyć telefony, gdy recepcja ma wolne.');
    await field(page, t.date).fill('2026-11-22');
    await field(page, t.author).fill('Anna Lis');
    await field(page, t.tags).fill('hotele, święta');
    await writeBody(page, 'Najwięcej telefonów przychodzi rano.');
    await publish(page, language);
    const pl = file('pl', `${slug}.md`);
    await expect.poll(() => existsSync(pl), { timeout: 15_000 }).toBe(true);
    expect(existsSync(file('en', `${slug}.md`))).toBe(false);
    expect(frontmatter(pl).data).toMatchObject({ title, translationKey: slug, date: '2026-11-22', author: 'Anna Lis', tags: ['hotele', 'święta'] });

    // Listed with the posts in Polish only, not among the bilingual ones.
    // A fresh load of the CMS (another address of its page), which lists the posts anew.
    await page.goto('/admin/index.html#/collections/blog-pl');
    await expect(page.getByRole('link', { name: new RegExp(title) })).toBeVisible();
    await page.goto('/admin/index.html#/collections/blog');
    await expect(page.getByRole('link', { name: /How hotels lose bookings/ })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(title) })).toHaveCount(0);
  });

  test(`a chosen cover shows in the form and the preview before the post is saved (${language} interface)`, async ({ page }) => {
    const before = snapshot(repo);
    await openCms(page, backendPort, '/collections/blog/new', language);
    await chooseCover(page, language);
    // The form: the image itself, not a broken one.
    const formImage = page.locator('img[role="presentation"]').first();
    await expect(formImage).toBeVisible();
    await expect.poll(() => formImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // The preview, styled as the post.
    await page.getByRole('button', { name: t.preview }).click();
    const previewImage = page.frameLocator('iframe').first().locator('article img');
    await expect(previewImage).toBeVisible();
    await expect.poll(() => previewImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // Nothing is written until the post is saved.
    expect(snapshot(repo)).toEqual(before);
  });
}
