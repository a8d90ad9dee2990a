import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import matter from 'gray-matter';
import { expect, test, type Page } from '@playwright/test';
import { frontmatterSchema } from '../../lib/blog/schema';
import { copyRepo, openCms, removeDir, root, snapshot, startDecapServer, startProcess, stop } from './cms-helpers';

// The editors' CMS (/admin/, Decap CMS) against the built export, with
// decap-server (the local backend of `npm run cms`) writing into a temporary
// copy of content/blog and public/blog. One worker: the tests share that copy.
test.describe.configure({ mode: 'serial' });
test.use({ actionTimeout: 15_000 });

// By default E2E_PORT + 301 and + 302 (3401 and 3402 with the default 3100): each checkout's own E2E_PORT keeps them apart.
const e2ePort = Number(process.env.E2E_PORT ?? 3100);
const backendPort = Number(process.env.CMS_E2E_BACKEND_PORT ?? e2ePort + 301);
const devPort = Number(process.env.CMS_E2E_DEV_PORT ?? e2ePort + 302);

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

/** The field of one language column (Decap shows English left, Polish right). */
const field = (page: Page, label: string, column: 0 | 1 = 0) =>
  page.getByLabel(new RegExp(`^${label.replace(/[()]/g, '\\$&')}(?: \\((?:optional|opcjonalne)\\))?$`, 'i')).nth(column);

async function publish(page: Page, language: 'en' | 'pl' = 'en') {
  await page.getByRole('button', { name: language === 'pl' ? 'Opublikuj' : 'Publish' }).first().click();
  await page.getByText(language === 'pl' ? 'Opublikuj teraz' : 'Publish now', { exact: true }).click();
}

const cover = { name: 'cover.png', mimeType: 'image/png', buffer: readFileSync(join(root, 'public', 'icon-192.png')) };

async function uploadCover(page: Page, column: 0 | 1 = 0) {
  await page.getByRole('button', { name: 'Choose an image' }).nth(column).click();
  await page.locator('input[type="file"]').setInputFiles(cover);
  await page.getByRole('button', { name: 'Choose selected' }).click();
}

/** The text of a post: Decap's markdown editor of that column (it opens on the Markdown as written). */
async function writeBody(page: Page, text: string, column: 0 | 1 = 0) {
  const editor = page.locator('[data-slate-editor="true"]').nth(column);
  await editor.click();
  await page.keyboard.type(text);
  await expect(editor).toContainText(text);
}

async function fillValidEnglish(page: Page, title: string) {
  await field(page, 'Title').fill(title);
  await field(page, 'Description').fill('What guests ask after midnight, and how an agent answers them.');
  await field(page, 'Publication date').fill('2026-11-20');
  await field(page, 'Author').fill('Marta Nowicka');
  await field(page, 'Tags').fill('hotels, night shift');
}

/** The Polish column, valid (labels in the interface's language). */
async function fillValidPolish(page: Page, labels = { title: 'Title', description: 'Description', tags: 'Tags' }) {
  await field(page, labels.title, 1).fill('O co goście pytają nocą');
  await field(page, labels.description, 1).fill('Pytania po północy i odpowiedzi agenta.');
  await field(page, labels.tags, 1).fill('hotele');
  await writeBody(page, 'Najczęściej o późne zameldowanie.', 1);
}

/** A refused save: Decap's toast says why, the entry stays unsaved. */
async function expectRefused(page: Page, message: string, unsaved = 'Unsaved Changes') {
  await expect(page.getByText(message).first()).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(unsaved, 'i') })).toBeVisible();
}

test('an editor writes an English post with every field, its Polish translation and a cover, and publishes both', async ({ page }) => {
  test.setTimeout(240_000);
  await openCms(page, backendPort, '/collections/blog/new');

  // English, every field (the address and the translation key come from the title).
  await fillValidEnglish(page, 'How Wrocław hotels answer guests at night');
  await field(page, 'Last revised').fill('2026-11-21');
  await uploadCover(page);
  await field(page, 'Cover description (alt text)').fill('A hotel reception desk at night, lit by one lamp');
  await writeBody(page, 'Mostly about late check-in and the last bus from the station.');

  // Polish, side by side.
  await field(page, 'Title', 1).fill('Jak hotele we Wrocławiu odbierają telefony nocą');
  await field(page, 'Description', 1).fill('O co goście pytają po północy i jak odpowiada im agent.');
  // The publication date and the author are typed once, in the English column; the Polish file gets them.
  await expect(field(page, 'Publication date', 1)).toBeHidden();
  await expect(field(page, 'Author', 1)).toBeHidden();
  await field(page, 'Tags', 1).fill('hotele, nocna zmiana');
  await field(page, 'Cover description (alt text)', 1).fill('Recepcja hotelu nocą, oświetlona jedną lampą');
  await writeBody(page, 'Najczęściej o późne zameldowanie i ostatni autobus z dworca.', 1);

  await publish(page);
  const slug = 'how-wroclaw-hotels-answer-guests-at-night';
  const enFile = join(repo, 'content', 'blog', 'en', `${slug}.md`);
  // The Polish file takes its own address from the Polish title.
  const plSlug = 'jak-hotele-we-wroclawiu-odbieraja-telefony-noca';
  const plFile = join(repo, 'content', 'blog', 'pl', `${plSlug}.md`);
  await expect.poll(() => existsSync(enFile) && existsSync(plFile), { timeout: 15_000 }).toBe(true);

  const en = matter(readFileSync(enFile, 'utf8'));
  const pl = matter(readFileSync(plFile, 'utf8'));
  // YAML reads bare dates as dates; the build takes them from the text, so compare as text here.
  const asText = (data: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(data).map(([k, v]) => [k, v instanceof Date ? v.toISOString().slice(0, 10) : v]));
  const enData = frontmatterSchema.parse(asText(en.data));
  const plData = frontmatterSchema.parse(asText(pl.data));
  expect(enData).toMatchObject({
    title: 'How Wrocław hotels answer guests at night',
    date: '2026-11-20',
    updated: '2026-11-21',
    tags: ['hotels', 'night shift'],
    cover: `/blog/${slug}/cover.png`,
    coverAlt: 'A hotel reception desk at night, lit by one lamp',
    translationKey: slug,
  });
  expect(plData).toMatchObject({ title: 'Jak hotele we Wrocławiu odbierają telefony nocą', date: '2026-11-20', author: 'Marta Nowicka', tags: ['hotele', 'nocna zmiana'], translationKey: slug });
  expect(plData.cover).toBe(enData.cover);
  expect(en.content).toContain('Mostly about late check-in');
  expect(pl.content).toContain('Najczęściej o późne zameldowanie');
  expect(existsSync(join(repo, 'public', 'blog', slug, 'cover.png'))).toBe(true);
  expect(readFileSync(enFile, 'utf8')).toMatch(/^---\ntitle: "How Wrocław hotels answer guests at night"\n/);

  // The site, built from that copy by the real blog loader, shows both posts, linked to each other.
  const dev = await startProcess(
    join(root, 'node_modules', '.bin', 'next'),
    ['dev', '--port', String(devPort)],
    { BLOG_CONTENT_DIR: join(repo, 'content', 'blog'), BLOG_PUBLIC_DIR: join(repo, 'public'), NEXT_PUBLIC_BLOG_SHOW_DRAFTS: '0' },
    /Ready in/,
    120_000,
  );
  try {
    await page.goto(`http://localhost:${devPort}/en/blog/${slug}/`, { timeout: 180_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'How Wrocław hotels answer guests at night' })).toBeVisible();
    await expect(page.getByTestId('post-translation')).toHaveAttribute('href', `/pl/blog/${plSlug}/`);
    await page.goto(`http://localhost:${devPort}/pl/blog/${plSlug}/`, { timeout: 180_000 });
    await expect(page.getByRole('heading', { level: 1, name: 'Jak hotele we Wrocławiu odbierają telefony nocą' })).toBeVisible();
    await expect(page.getByTestId('post-translation')).toHaveAttribute('href', `/en/blog/${slug}/`);
  } finally {
    stop(dev);
  }
});

const refusals: Array<{ name: string; message: string; break: (page: Page) => Promise<void> }> = [
  { name: 'a title over 120 characters', message: 'Title must be at most 120 characters.', break: (page) => field(page, 'Title').fill('A'.repeat(121)) },
  { name: 'a missing description', message: 'Description is missing.', break: (page) => field(page, 'Description').fill('') },
  { name: 'a cover without alt text', message: 'Cover description (alt text) is required when a cover image is set (describe the image).', break: (page) => uploadCover(page) },
];

for (const refusal of refusals) {
  test(`the editor refuses ${refusal.name} with the build's wording and writes nothing`, async ({ page }) => {
    const before = snapshot(repo);
    await openCms(page, backendPort, '/collections/blog/new');
    await fillValidEnglish(page, `Refused post ${refusal.name}`);
    await refusal.break(page);
    await publish(page);
    await expect(page.getByText(refusal.message, { exact: true }).first()).toBeVisible();
    // Still unsaved, and no file written or changed.
    await expect(page.getByRole('link', { name: /Unsaved Changes/ })).toBeVisible();
    expect(snapshot(repo)).toEqual(before);
  });
}

const hotelsPl = join('content', 'blog', 'pl', 'jak-hotele-traca-rezerwacje-po-godzinach.md');
const hotelsPlTitle = 'Jak hotele tracą rezerwacje po godzinach (i jak je odzyskać)';

for (const language of ['en', 'pl'] as const) {
  test(`a new entry given a published Polish post's address is refused naming that post, and the post stays byte for byte (${language} interface)`, async ({ page }) => {
    test.setTimeout(120_000);
    const original = readFileSync(join(root, hotelsPl));
    const before = snapshot(repo);
    await openCms(page, backendPort, '/collections/blog/new', language);
    if (language === 'en') {
      await fillValidEnglish(page, 'Night bookings in small hotels');
      await field(page, 'Address (file name)').fill('jak-hotele-traca-rezerwacje-po-godzinach');
      await writeBody(page, 'Who answers at night.');
      await fillValidPolish(page);
    } else {
      await field(page, 'Tytuł').fill('Night bookings in small hotels');
      await field(page, 'Adres (nazwa pliku)').fill('jak-hotele-traca-rezerwacje-po-godzinach');
      await field(page, 'Opis').fill('What guests ask after midnight.');
      await field(page, 'Data publikacji').fill('2026-11-20');
      await field(page, 'Autor').fill('Marta Nowicka');
      await field(page, 'Tagi').fill('hotels');
      await writeBody(page, 'Who answers at night.');
      await fillValidPolish(page, { title: 'Tytuł', description: 'Opis', tags: 'Tagi' });
    }
    await publish(page, language);
    await expectRefused(
      page,
      language === 'en'
        ? `Not saved. The address "jak-hotele-traca-rezerwacje-po-godzinach" belongs to the post "${hotelsPlTitle}" (${hotelsPl}): saving would replace it.`
        : `Nie zapisano. Adres „jak-hotele-traca-rezerwacje-po-godzinach” należy do wpisu „${hotelsPlTitle}” (${hotelsPl}): zapis by go zastąpił.`,
      language === 'en' ? 'Unsaved Changes' : 'Niezapisane zmiany',
    );
    expect(readFileSync(join(repo, hotelsPl)).equals(original)).toBe(true);
    expect(snapshot(repo)).toEqual(before);
  });
}

test('a new entry whose title gives a published address is refused naming that post, never saved as "-1"', async ({ page }) => {
  const before = snapshot(repo);
  await openCms(page, backendPort, '/collections/blog/new');
  await fillValidEnglish(page, 'How hotels lose bookings after hours');
  await writeBody(page, 'A second post on the same subject.');
  await publish(page);
  await expectRefused(
    page,
    'Not saved. The address "how-hotels-lose-bookings-after-hours" belongs to the post "How hotels lose bookings after hours (and how to win them back)" (content/blog/en/how-hotels-lose-bookings-after-hours.md)',
  );
  expect(snapshot(repo)).toEqual(before);
  expect(existsSync(join(repo, 'content', 'blog', 'en', 'how-hotels-lose-bookings-after-hours-1.md'))).toBe(false);
});

test('a Polish version without a description is refused with the build\'s words, and nothing is written', async ({ page }) => {
  const before = snapshot(repo);
  await openCms(page, backendPort, '/collections/blog/new');
  await fillValidEnglish(page, 'What night guests ask');
  await writeBody(page, 'Mostly about late check-in.');
  await fillValidPolish(page);
  await field(page, 'Description', 1).fill('');
  await publish(page);
  await expectRefused(page, 'Not saved. Polish version: Description is missing.');
  expect(snapshot(repo)).toEqual(before);
});

test("a published post's address typed anew is refused with a message, never ignored", async ({ page }) => {
  const before = snapshot(repo);
  await openCms(page, backendPort, '/collections/blog/entries/voice-agent-deployment-checklist');
  await expect(field(page, 'Title')).not.toHaveValue('', { timeout: 20_000 });
  await field(page, 'Address (file name)').fill('deployment-checklist');
  await publish(page);
  await expectRefused(page, 'Not saved. The address of a published post cannot change here (it stays "voice-agent-deployment-checklist")');
  expect(snapshot(repo)).toEqual(before);
});

test('editing an existing post changes only the field touched', async ({ page }) => {
  const file = join(repo, 'content', 'blog', 'en', 'how-hotels-lose-bookings-after-hours.md');
  const before = readFileSync(file, 'utf8');
  const others = snapshot(repo);
  await openCms(page, backendPort, '/collections/blog/entries/how-hotels-lose-bookings-after-hours');
  const description = field(page, 'Description');
  await expect(description).not.toHaveValue('', { timeout: 20_000 });
  await description.fill('Where unanswered enquiries go, what they cost, and how to win them back.');
  await publish(page);
  await expect.poll(() => readFileSync(file, 'utf8'), { timeout: 15_000 }).not.toBe(before);

  const after = readFileSync(file, 'utf8');
  const changed = before.split('\n').flatMap((line, i) => (after.split('\n')[i] === line ? [] : [line]));
  expect(changed).toHaveLength(1);
  expect(changed[0]).toMatch(/^description: /);
  expect(after).toBe(before.replace(changed[0]!, 'description: Where unanswered enquiries go, what they cost, and how to win them back.'));
  // Nothing else in the copy changed (no empty translation file was added).
  const edited = join('content', 'blog', 'en', 'how-hotels-lose-bookings-after-hours.md');
  expect({ ...snapshot(repo), [edited]: '' }).toEqual({ ...others, [edited]: '' });
});

test('/admin/ loads without console errors or requests to another host, under its own policy, hidden from crawlers', async ({ page, request }) => {
  const errors: string[] = [];
  const foreign: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (req) => {
    const { hostname, protocol } = new URL(req.url());
    if ((protocol === 'http:' || protocol === 'https:') && hostname !== 'localhost' && hostname !== '127.0.0.1') foreign.push(req.url());
  });
  await openCms(page, backendPort, '/collections/blog');
  await expect(page.getByRole('link', { name: /How hotels lose bookings after hours/ })).toBeVisible();
  await page.goto('/admin/#/collections/blog/new');
  await expect(field(page, 'Title')).toBeVisible();
  expect(errors).toEqual([]);
  expect(foreign).toEqual([]);

  const admin = await request.get('/admin/');
  const policy = admin.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("default-src 'self'");
  expect(policy).toContain('frame-ancestors');
  expect(policy.split(',')).toHaveLength(1);
  expect(await admin.text()).toContain('<meta name="robots" content="noindex, nofollow">');
  const site = await request.get('/en/');
  expect(site.headers()['content-security-policy']).not.toBe(policy);

  expect(await (await request.get('/robots.txt')).text()).toMatch(/Disallow: \/admin\//);
  for (const path of ['/sitemap.xml', '/llms.txt', '/en/']) expect(await (await request.get(path)).text()).not.toContain('/admin');
});
