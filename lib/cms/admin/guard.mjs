// What the CMS refuses before it writes anything (plain browser JavaScript,
// served as /admin/guard.mjs; unit-tested in lib/cms/guard.test.ts). Decap
// itself checks only the form's left (English) column, and for a new entry
// only whether its English file exists: it then adds "-1" to a taken address
// without a word, and writes the Polish file over any Polish post of that
// name. lib/cms/admin/admin.mjs runs `refusals` before every save (Decap's
// preSave event: an error thrown there stops the save and is shown to the
// editor) and `existingTargets` on the files about to be written, for every
// backend (local, GitHub).
import { slugify } from './blog-format.mjs';

/** An optional YYYY-MM-DD- prefix keeps files in order and is not part of the address (lib/blog/load.ts). */
const DATE_PREFIX = /^\d{4}-\d{2}-\d{2}-/;

/** Decap's phrase syntax: "%{name}". */
export function fill(template, values) {
  return String(template).replace(/%\{(\w+)\}/g, (whole, key) => (values[key] === undefined ? whole : String(values[key])));
}

/** The address a file gives a post: its name without ".md" and without a date prefix. */
export function addressOf(path) {
  const name = String(path).split('/').pop() ?? '';
  return name.replace(/\.md$/, '').replace(DATE_PREFIX, '');
}

/**
 * The posts on the backend, as `refusals` needs them.
 * @param {Array<{ file: { path: string }, data: string }>} files what a backend's entriesByFolder returns
 * @param {(raw: string) => Record<string, unknown>} read the frontmatter and body of a file
 * @param {string} folder the collection's folder (content/blog), holding one folder per language
 */
export function postsFrom(files, read, folder) {
  const posts = [];
  for (const { file, data } of files) {
    const path = String(file.path).replace(/^\/+/, '');
    const match = new RegExp(`^${folder.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/([^/]+)/[^/]+\\.md$`).exec(path);
    if (!match) continue;
    let values = {};
    try {
      values = read(String(data ?? '')) ?? {};
    } catch {
      // A file that is not valid YAML still holds its address.
    }
    posts.push({
      locale: String(match[1]),
      path,
      address: addressOf(path),
      title: typeof values.title === 'string' ? values.title : '',
      translationKey: typeof values.translationKey === 'string' ? values.translationKey : '',
    });
  }
  return posts;
}

const isEmpty = (value) =>
  value === undefined || value === null || value === false || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);

/** How Decap tests a value against a field's pattern: a list as "a,b,c". */
const asText = (value) => (Array.isArray(value) ? value.join(',') : String(value));

/**
 * A language column someone wrote in: any field of its own filled in (the
 * shared cover and translation key do not count, nor the address). An empty
 * column writes no file (lib/cms/admin/blog-format.mjs).
 */
export function hasContent(data, fields) {
  return fields.some((field) => field.i18n === true && field.name !== 'slug' && !isEmpty(data?.[field.name]));
}

/**
 * The problems Decap would show for one language column, in its words: what it
 * checks in the left column itself (required fields, each field's pattern, the
 * cover's alt text), for a column it does not check.
 */
export function columnProblems(data, fields, phrases, shared) {
  const problems = [];
  for (const field of fields) {
    if (field.i18n !== true) continue;
    const value = data?.[field.name];
    const label = field.label;
    if (field.widget === 'cover-alt') {
      if (!isEmpty(shared?.[field.requiredWith]) && isEmpty(value)) problems.push(field.requiredMessage);
      else if (!isEmpty(value) && field.pattern && !new RegExp(field.pattern[0]).test(asText(value))) {
        problems.push(fill(phrases.pattern, { fieldLabel: label, pattern: field.pattern[1] }));
      }
      continue;
    }
    if (isEmpty(value)) {
      if (field.required && value !== false) problems.push(fill(phrases.required, { fieldLabel: label }));
      continue;
    }
    if (field.pattern && !new RegExp(field.pattern[0]).test(asText(value))) {
      problems.push(fill(phrases.pattern, { fieldLabel: label, pattern: field.pattern[1] }));
    }
  }
  return problems;
}

/**
 * Everything that stops a save, as sentences for the editor (empty: save).
 *
 * @param {object} save
 * @param {boolean} save.isNew a new entry (Decap's newRecord)
 * @param {string} save.currentSlug an existing entry's file name without ".md" (Decap's slug; a date prefix included)
 * @param {Record<string, unknown>} save.data the default language's values
 * @param {Record<string, Record<string, unknown>>} save.translations the other languages' values, by language
 * @param {Array<{ locale: string, path: string, address: string, title: string, translationKey: string }>} save.posts the posts on the backend
 * @param {Record<string, string>} [save.ownPaths] the files this entry has, by language (a translation's may have a name of its own)
 * @param {{ folder: string, locales: string[], defaultLocale: string, fields: object[], phrases: Record<string, any> }} save.config
 * @returns {{ problems: string[], address: string, translationKey: string, paths: Record<string, string> }}
 *   paths: where each language's file goes (its own address: a new translation's from its column)
 */
export function refusals({ isNew, currentSlug, data, translations, posts, config, ownPaths = {} }) {
  const { folder, locales, defaultLocale, fields, phrases } = config;
  const addressField = fields.find((field) => field.name === 'slug')?.label ?? 'slug';
  const keyField = fields.find((field) => field.name === 'translationKey')?.label ?? 'translationKey';
  const problems = [];
  const typed = slugify(data?.slug);
  const address = isNew ? typed || slugify(data?.title) : addressOf(currentSlug);
  const fileName = isNew ? address : currentSlug;
  const postName = (post) => fill(phrases.post, { title: post.title || post.address, file: post.path });

  if (isNew) {
    // A taken address, in either language: the new post would replace that one.
    const taken = posts.find((post) => post.address === address);
    if (address && taken) problems.push(fill(phrases.addressTaken, { address, post: postName(taken), field: addressField }));
  } else {
    if (typed && typed !== address && typed !== currentSlug) problems.push(fill(phrases.addressChange, { address, typed, field: addressField }));
    // Decap pairs languages by file name: a post whose default-language file has another name opens as this
    // entry with nothing of its own, and saving would write a new post from whatever the form holds.
    const own = posts.filter((post) => post.path.endsWith(`/${currentSlug}.md`) && post.path.startsWith(`${folder}/`));
    if (own.length > 0 && !own.some((post) => post.locale === defaultLocale)) {
      problems.push(fill(phrases.unpaired, { post: postName(own[0]), file: own[0].path }));
    }
  }

  const translationKey = (typeof data?.translationKey === 'string' && data.translationKey.trim()) || address;
  const columns = [[defaultLocale, data], ...locales.filter((locale) => locale !== defaultLocale).map((locale) => [locale, translations?.[locale] ?? {}])];
  const paths = {};
  for (const [locale, values] of columns) {
    const written = locale === defaultLocale || hasContent(values, fields);
    const language = phrases.languages[locale] ?? locale;
    let ownPath = ownPaths[locale] ?? `${folder}/${locale}/${fileName}.md`;
    if (locale !== defaultLocale) {
      // A translation's own address: kept once its file exists; a new one from its column (typed, else its title).
      const typedHere = slugify(values?.slug);
      if (ownPaths[locale]) {
        const kept = addressOf(ownPaths[locale]);
        if (typedHere && typedHere !== kept) {
          problems.push(fill(phrases.inLanguage, { language, problem: fill(phrases.addressChange, { address: kept, typed: typedHere, field: addressField }) }));
        }
      } else if (written) {
        const own = typedHere || slugify(values?.title) || address;
        ownPath = `${folder}/${locale}/${own}.md`;
        const taken = posts.find((post) => post.locale === locale && post.address === own);
        if (taken && !(isNew && own === address)) {
          problems.push(fill(phrases.inLanguage, { language, problem: fill(phrases.addressTaken, { address: own, post: postName(taken), field: addressField }) }));
        }
      }
    }
    if (!written) continue;
    paths[locale] = ownPath;
    if (locale !== defaultLocale) {
      for (const problem of columnProblems(values, fields, phrases, data)) {
        problems.push(fill(phrases.inLanguage, { language, problem }));
      }
    }
    // Another post of this language with the same translation key: the build would stop.
    const clash = posts.find((post) => post.locale === locale && post.translationKey === translationKey && post.path !== ownPath);
    if (translationKey && clash) {
      problems.push(fill(phrases.keyTaken, { key: translationKey, post: postName(clash), field: keyField, language: phrases.languages[locale] ?? locale }));
    }
  }
  return { problems: [...new Set(problems)], address, translationKey, paths };
}

/** Of the files a new entry is about to write, those that exist already (last line of defence before any backend writes). */
export function existingTargets(dataFiles, posts) {
  const paths = new Set(posts.map((post) => post.path));
  return dataFiles.map((file) => String(file.path).replace(/^\/+/, '')).filter((path) => paths.has(path));
}
