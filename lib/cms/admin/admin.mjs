// The CMS page's own code (served as /admin/admin.mjs after Decap's bundle,
// see app/admin/[asset]/route.ts). It picks the interface language, loads
// the configuration generated from the blog schema, and adds what Decap does
// not do by itself: the file format that keeps untouched lines, the address
// and translation key filled from the title, "alt text required with a
// cover", the site's wording for a missing field, a preview styled by the
// site's own stylesheet, and the guard (lib/cms/admin/guard.mjs) that refuses,
// before anything is written, a save that would replace or break a post.
import yaml from './js-yaml.mjs';
import { chooseLanguage, LANGUAGE_KEY } from './language-rule.mjs';
import { createBlogFormat, SHARED_FIELDS, SHARED_KEY, slugify } from './blog-format.mjs';
import { addressOf, existingTargets, fill, postsFrom, refusals } from './guard.mjs';
import { aliasesFor, inverse, translationsAlone } from './pairs.mjs';

const CMS = window.CMS;
const h = window.h;

function storedLanguage() {
  try {
    return window.localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

/** The interface follows the site's stored language choice, else the browser's language. */
const locale = chooseLanguage(storedLanguage(), navigator.language);
document.documentElement.lang = locale;

async function loadConfig() {
  const response = await fetch(locale === 'pl' ? 'config.pl.yml' : 'config.yml', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`CMS configuration: HTTP ${response.status}`);
  return yaml.load(await response.text());
}

/** Decap's interface phrases, with the build's wording for a missing field. */
function registerPhrases(phrases) {
  const base = CMS.getLocale(locale);
  if (!base) return;
  const copy = structuredClone(base);
  copy.editor.editorControlPane.widget.required = phrases.required;
  copy.editor.editorControlPane.widget.rangeCount = phrases.listRange;
  copy.editor.editorControlPane.widget.regexPattern = phrases.pattern;
  // A refused save says why (lib/cms/admin/guard.mjs), not "Failed to persist entry: Error: …".
  copy.ui.toast.onFailToPersist = phrases.guard.notSaved;
  CMS.registerLocale(locale, copy);
}

/** A string field that is required only when another field (the cover) has a value. */
function registerCoverAlt() {
  const string = CMS.getWidget('string');
  class CoverAltControl extends string.control {
    isValid = () => {
      const { field, getEntry, value } = this.props;
      // The live entry (the `entry` prop can be stale); the cover is shared by both languages.
      const other = getEntry()?.getIn(['data', field.get('requiredWith')]);
      const filled = typeof value === 'string' && value.trim() !== '';
      if (other && !filled) return { error: { type: 'CUSTOM', message: field.get('requiredMessage') } };
      return true;
    };
  }
  CMS.registerWidget('cover-alt', CoverAltControl, string.preview);
}

/**
 * Images chosen in this page, not yet saved: file name -> a local address of
 * the file. Until the post is saved, Decap gives a new cover an address that
 * does not exist yet (/blog/<name>), so the form and the preview showed a
 * broken image; both show the chosen file instead.
 */
const chosenImages = new Map();
const imageKey = (name) => slugify(String(name).replace(/\.[^.]+$/, '')) + String(name).replace(/^.*(\.[^.]+)$/, '$1').toLowerCase();

function watchChosenImages() {
  document.addEventListener(
    'change',
    (event) => {
      const input = event.target;
      if (!(input instanceof HTMLInputElement) || input.type !== 'file') return;
      for (const file of input.files ?? []) if (file.type.startsWith('image/')) chosenImages.set(imageKey(file.name), URL.createObjectURL(file));
    },
    true,
  );
}

/** The chosen file for a cover path not saved yet (/blog/<name>, or /blog/<this post>/<name>); else nothing. */
function chosenImage(path, slug) {
  const match = /^\/blog\/(?:([^/]+)\/)?([^/]+)$/.exec(String(path ?? ''));
  if (!match || (match[1] && match[1] !== slug)) return null;
  return chosenImages.get(imageKey(match[2])) ?? null;
}

/** Decap's image field, showing a chosen image at once (see chosenImages). */
function registerImagePreview() {
  const image = CMS.getWidget('image');
  const resolvers = new WeakMap();
  class ImageControl extends image.control {
    render() {
      const props = this.props;
      const getAsset = props.getAsset;
      // One function per Decap resolver: the control redraws when it changes.
      if (!resolvers.has(getAsset)) {
        resolvers.set(getAsset, (path, field) => chosenImage(path, this.props.entry?.get('slug')) ?? getAsset(path, field));
      }
      this.props = { ...props, getAsset: resolvers.get(getAsset) };
      try {
        return super.render();
      } finally {
        this.props = props;
      }
    }
  }
  CMS.registerWidget('image', ImageControl, image.preview);
}

/** The backend's own listing (local, GitHub…), set when Decap starts it: the guard reads the posts, under their real names, through it. */
let listFiles = null;

/**
 * Translations whose file has a name of its own, under the name Decap expects
 * (the default language's): alias path -> real path (lib/cms/admin/pairs.mjs).
 * Learnt from every listing; a new translation's own address is added before
 * it is written.
 */
let aliases = new Map();

/** An error Decap shows as it is ("Not saved. <message>"), without "Error: ". */
function refusal(message) {
  const error = new Error(message);
  error.name = '';
  return error;
}

/** Every post file on the backend (both languages), with its address, title and translation key. */
async function existingPosts(folder) {
  if (!listFiles) throw refusal('the CMS has not connected to its backend yet; reload the page');
  return postsOf(await listFiles(folder, 'md', 2), folder);
}

function postsOf(files, folder) {
  const reader = createBlogFormat(yaml);
  return postsFrom(files, (raw) => reader.fromFile(raw), folder);
}

const plainPath = (path) => String(path).replace(/^\/+/, '');

/** The files an entry has, by language, under their real names. */
function ownPaths(posts, folder, locales, slug) {
  const paths = {};
  const existing = new Set(posts.map((post) => post.path));
  for (const language of locales) {
    const expected = `${folder}/${language}/${slug}.md`;
    const real = aliases.get(expected) ?? expected;
    if (existing.has(real)) paths[language] = real;
  }
  return paths;
}

/**
 * Before a save: nothing an editor does may destroy or break a post
 * (lib/cms/admin/guard.mjs): a new entry may not take an address or a
 * translation key a post has, in either language; a published post keeps its
 * address; the Polish column is checked as Decap checks the English one. An
 * error thrown here stops the save before anything is written.
 *
 * Then the address comes from the title when left empty; the translation key
 * from the address; a cover uploaded before the post had an address points
 * into the post's own folder. Decap lets this hook change the default
 * language's data only, so the values every language shares (SHARED_FIELDS:
 * translation key, cover, date, author) travel with it (SHARED_KEY) and the
 * file format writes them into the translations too
 * (lib/cms/admin/blog-format.mjs).
 */
function registerPreSave(config) {
  const [bilingual, polishOnly] = config.collections;
  const phrases = { ...config.phrases.guard, required: config.phrases.required, pattern: config.phrases.pattern };
  const guardConfigs = {
    [bilingual.name]: { folder: bilingual.folder, locales: config.i18n.locales, defaultLocale: config.i18n.default_locale, fields: bilingual.fields, phrases },
    // A post in Polish only: Polish is its one language, its file in content/blog/pl/.
    [polishOnly.name]: { folder: bilingual.folder, locales: ['pl'], defaultLocale: 'pl', fields: polishOnly.fields, phrases },
  };
  CMS.registerEventListener({
    name: 'preSave',
    handler: async ({ entry }) => {
      const guardConfig = guardConfigs[entry.get('collection')];
      if (!guardConfig) return entry.get('data');
      const isNew = Boolean(entry.get('newRecord'));
      let data = entry.get('data');
      const translations = {};
      for (const language of guardConfig.locales) {
        const values = entry.getIn(['i18n', language, 'data']);
        if (values) translations[language] = values.toJS();
      }
      const posts = await existingPosts(guardConfig.folder);
      const { problems, address, translationKey, paths } = refusals({
        isNew,
        currentSlug: entry.get('slug'),
        data: data.toJS(),
        translations,
        posts,
        config: guardConfig,
        ownPaths: isNew ? {} : ownPaths(posts, guardConfig.folder, guardConfig.locales, entry.get('slug')),
      });
      if (problems.length > 0) throw refusal(problems.join(' '));
      // Where Decap will write each translation (under the entry's file name) -> its own address.
      const fileName = isNew ? address : entry.get('slug');
      for (const [language, path] of Object.entries(paths)) {
        const expected = `${guardConfig.folder}/${language}/${fileName}.md`;
        if (path !== expected) aliases.set(expected, path);
      }

      data = data.set('slug', isNew ? address : entry.get('slug'));
      data = data.set('translationKey', translationKey);
      const cover = data.get('cover');
      if (typeof cover === 'string' && isNew) data = data.set('cover', cover.replace(/^\/blog\/(?:[^/]*\/)?(?=[^/]+$)/, `/blog/${address}/`));
      return data.set(SHARED_KEY, Object.fromEntries(SHARED_FIELDS.map((key) => [key, key === 'translationKey' ? translationKey : (data.get(key) ?? null)])));
    },
  });
}

/**
 * Wraps every backend (local, GitHub, GitLab, Gitea) when Decap starts it:
 * - keeps its listing, for the guard to list the posts under their real names;
 * - shows a translation whose file has a name of its own under the default
 *   language's file name, so a post is one entry with both languages, and
 *   reads, writes and deletes the real file (lib/cms/admin/pairs.mjs);
 * - drops the file of a language nobody wrote in (an existing post without a
 *   translation): Decap writes one for every language, and the format returns
 *   an empty text for it (lib/cms/admin/blog-format.mjs);
 * - refuses, as the last check before anything is written, a new entry whose
 *   files exist (whatever the preSave check missed).
 */
function wrapBackends(phrases, folder, defaultLocale, polishOnlyFolder) {
  /** The bilingual list: translations under their alias; posts in Polish only left to their own list. */
  const learn = (files) => {
    const listed = new Set(files.map((file) => plainPath(file.file.path)));
    const posts = postsOf(files, folder);
    const alone = translationsAlone(posts, { defaultLocale });
    const found = aliasesFor(posts, { folder, defaultLocale });
    // A new translation's own address, set before it was written, until the listing shows it.
    for (const [alias, path] of aliases) if (!found.has(alias) && !listed.has(alias) && !listed.has(path)) found.set(alias, path);
    aliases = found;
    const shown = inverse(found);
    return files.filter((file) => !alone.has(plainPath(file.file.path))).map((file) => {
      const alias = shown.get(plainPath(file.file.path));
      return alias ? { ...file, file: { ...file.file, path: alias } } : file;
    });
  };
  const real = (path) => aliases.get(plainPath(path)) ?? path;
  for (const name of ['proxy', 'github', 'gitlab', 'gitea']) {
    const registered = CMS.getBackend(name);
    if (!registered) continue;
    const init = registered.init;
    registered.init = (...args) => {
      const implementation = init(...args);
      const list = implementation.entriesByFolder.bind(implementation);
      listFiles = list;
      /** The list for a collection: both languages paired, or the posts in Polish only. */
      const shape = async (dir, files) => {
        if (plainPath(dir) === folder) return learn(files);
        if (plainPath(dir) !== polishOnlyFolder) return files;
        const alone = translationsAlone(postsOf(await list(folder, 'md', 2), folder), { defaultLocale });
        return files.filter((file) => alone.has(plainPath(file.file.path)));
      };
      implementation.entriesByFolder = async (dir, extension, depth) => shape(dir, await list(dir, extension, depth));
      if (implementation.allEntriesByFolder) {
        const listAll = implementation.allEntriesByFolder.bind(implementation);
        implementation.allEntriesByFolder = async (dir, extension, depth, ...rest) => shape(dir, await listAll(dir, extension, depth, ...rest));
      }
      const getEntry = implementation.getEntry.bind(implementation);
      implementation.getEntry = async (path) => {
        // An entry opened by its address before the list was read: learn the names first.
        if (plainPath(path).startsWith(`${folder}/`) && !plainPath(path).startsWith(`${folder}/${defaultLocale}/`) && !aliases.has(plainPath(path))) {
          learn(await list(folder, 'md', 2));
        }
        const loaded = await getEntry(real(path));
        return { ...loaded, file: { ...loaded.file, path } };
      };
      // GitHub's editorial workflow: a draft's translation with a name of its own, shown under the entry's file name.
      if (implementation.unpublishedEntry) {
        const unpublishedEntry = implementation.unpublishedEntry.bind(implementation);
        implementation.unpublishedEntry = async (...args) => {
          const draft = await unpublishedEntry(...args);
          const diffs = (draft?.diffs ?? []).map((diff) => {
            const path = plainPath(diff.path);
            const match = new RegExp(`^${folder}/([^/]+)/([^/]+)\\.md$`).exec(path);
            if (!match || match[1] === defaultLocale || !draft.slug || match[2] === draft.slug) return diff;
            const alias = `${folder}/${match[1]}/${draft.slug}.md`;
            aliases.set(alias, path);
            return { ...diff, path: alias };
          });
          return draft ? { ...draft, diffs } : draft;
        };
      }
      if (implementation.unpublishedEntryDataFile) {
        const dataFile = implementation.unpublishedEntryDataFile.bind(implementation);
        implementation.unpublishedEntryDataFile = (collection, slug, path, ...rest) => dataFile(collection, slug, real(path), ...rest);
      }
      if (implementation.deleteFiles) {
        const deleteFiles = implementation.deleteFiles.bind(implementation);
        implementation.deleteFiles = (paths, ...rest) => deleteFiles(paths.map(real), ...rest);
      }
      const persistEntry = implementation.persistEntry.bind(implementation);
      implementation.persistEntry = async (entry, options) => {
        const dataFiles = entry.dataFiles?.filter((file) => file.raw.trim() !== '').map((file) => ({ ...file, path: real(file.path) }));
        if (options?.newEntry) {
          const taken = existingTargets(dataFiles ?? [], await existingPosts(folder));
          if (taken.length > 0) throw refusal(fill(phrases.guard.fileExists, { files: taken.join(', ') }));
        }
        return persistEntry({ ...entry, dataFiles }, options);
      };
      return implementation;
    };
  }
}

/**
 * On this machine (`npm run cms`), asks the development server for the saved
 * post once: it learns a new address on the first request after the file
 * appears (Next.js refreshes its list of pages in the background), so by the
 * time the editor opens the post it is there.
 */
function registerWarmUp(locales, folder) {
  if (!isLocalHost()) return;
  CMS.registerEventListener({
    name: 'postSave',
    handler: ({ entry }) => {
      const slug = entry.get('slug');
      for (const language of entry.get('collection') === 'blog' ? locales : ['pl']) {
        // A translation's own address (see aliases), else the entry's.
        const address = addressOf(aliases.get(`${folder}/${language}/${slug}.md`) ?? slug);
        fetch(`/${language}/blog/${address}/`, { cache: 'no-store' }).catch(() => {});
      }
    },
  });
}

/** Decap uses the local backend (decap-server) on these hosts only. */
function isLocalHost() {
  return ['localhost', '127.0.0.1', '[::1]'].includes(window.location.hostname);
}

/** The body opens in Markdown, as its hint says, until the editor picks the rich-text view (Decap remembers the choice). */
function preferMarkdown() {
  try {
    if (window.localStorage.getItem('cms.md-mode') === null) window.localStorage.setItem('cms.md-mode', 'raw');
  } catch {
    // No storage: Decap opens the first mode of the field, Markdown.
  }
}

/** The site's built stylesheet(s), found in the blog page the visitor gets. */
async function siteStylesheets() {
  try {
    const html = await (await fetch(`/${locale}/blog/`)).text();
    return [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)]
      .map((tag) => /href="([^"]+)"/.exec(tag[0])?.[1])
      .filter((href) => href && href.startsWith('/'));
  } catch {
    return [];
  }
}

const proseClasses =
  'prose prose-slate max-w-none dark:prose-invert md:prose-lg prose-headings:tracking-tight prose-a:text-brand prose-a:underline-offset-4 prose-img:rounded-xl';

/** The post as a visitor sees it: tags, title, description, author and date, cover, text. */
function PostPreview({ entry, widgetFor, getAsset }) {
  const data = entry.get('data');
  const text = (name) => (data.get(name) == null ? '' : String(data.get(name)));
  const tags = data.get('tags');
  const tagList = tags && typeof tags.toArray === 'function' ? tags.toArray() : Array.isArray(tags) ? tags : [];
  const cover = text('cover');
  const coverSrc = cover ? String(chosenImage(cover, entry.get('slug')) ?? getAsset(cover) ?? cover) : '';
  return h(
    'article',
    { className: 'container-page py-12', lang: locale },
    h(
      'div',
      { className: 'mx-auto max-w-3xl' },
      h(
        'header',
        { className: 'space-y-5 border-b border-line pb-8' },
        tagList.length
          ? h('ul', { className: 'flex flex-wrap gap-2' }, ...tagList.map((tag) => h('li', { key: tag, className: 'rounded-full bg-brand-soft px-3 py-1 text-xs font-semibold text-brand' }, tag)))
          : null,
        h('h1', { className: 'text-3xl font-bold leading-tight tracking-tight text-fg md:text-5xl' }, text('title')),
        h('p', { className: 'text-lg leading-8 text-muted md:text-xl' }, text('description')),
        h('p', { className: 'text-sm text-muted' }, [text('author'), text('date')].filter(Boolean).join(' · ')),
      ),
      coverSrc ? h('img', { src: coverSrc, alt: text('coverAlt'), className: 'mt-8 w-full rounded-2xl' }) : null,
      h('div', { className: `mt-10 ${proseClasses}` }, widgetFor('body')),
    ),
  );
}

async function start() {
  const [config, styles] = await Promise.all([loadConfig(), siteStylesheets()]);
  const { phrases, ...decapConfig } = config;
  registerPhrases(phrases);
  registerCoverAlt();
  watchChosenImages();
  registerImagePreview();
  registerPreSave(config);
  registerWarmUp(decapConfig.i18n.locales, decapConfig.collections[0].folder);
  wrapBackends(phrases, decapConfig.collections[0].folder, decapConfig.i18n.default_locale, decapConfig.collections[1].folder);
  preferMarkdown();
  // "View Live": the site this page is on while no real origin is configured, and on this machine the
  // development server (which shows what was just saved), never the example origin.
  if (!decapConfig.site_url || isLocalHost()) decapConfig.site_url = decapConfig.display_url = window.location.origin;
  CMS.registerCustomFormat(decapConfig.collections[0].format, 'md', createBlogFormat(yaml));
  for (const href of styles) CMS.registerPreviewStyle(href);
  for (const collection of decapConfig.collections) CMS.registerPreviewTemplate(collection.name, PostPreview);
  CMS.init({ config: { ...decapConfig, load_config_file: false } });
}

start().catch((error) => {
  document.body.textContent = `The CMS could not start: ${error instanceof Error ? error.message : String(error)}`;
});
