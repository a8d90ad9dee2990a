// The CMS page's own code (served as /admin/admin.mjs after Decap's bundle,
// see app/admin/[asset]/route.ts). It picks the interface language, loads
// the configuration generated from the blog schema, and adds what Decap does
// not do by itself: the file format that keeps untouched lines, the address
// and translation key filled from the title, "alt text required with a
// cover", the site's wording for a missing field, and a preview styled by the
// site's own stylesheet.
import yaml from './js-yaml.mjs';
import { chooseLanguage, LANGUAGE_KEY } from './language-rule.mjs';
import { createBlogFormat, SHARED_KEY, slugify } from './blog-format.mjs';

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
 * Before a save: the address comes from the title when left empty; the
 * translation key from the address; a cover uploaded before the post had
 * an address points into the post's own folder. Decap lets this hook change
 * the default language's data only, so the values every language shares
 * travel with it (SHARED_KEY) and the file format writes them into the
 * translations too (lib/cms/admin/blog-format.mjs).
 */
function registerPreSave() {
  CMS.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const isNew = entry.get('newRecord');
      let data = entry.get('data');
      const address = isNew ? slugify(data.get('slug')) || slugify(data.get('title')) : entry.get('slug');
      data = data.set('slug', address);
      const translationKey = data.get('translationKey') || address;
      data = data.set('translationKey', translationKey);
      const cover = data.get('cover');
      if (typeof cover === 'string' && isNew) data = data.set('cover', cover.replace(/^\/blog\/(?:[^/]*\/)?(?=[^/]+$)/, `/blog/${address}/`));
      return data.set(SHARED_KEY, { translationKey, cover: data.get('cover') ?? null });
    },
  });
}

/**
 * Decap writes a file for every language of an entry, even one nobody wrote
 * in (an existing post without a translation); the format returns an empty
 * text for it (lib/cms/admin/blog-format.mjs) and this drops that file
 * before any backend (local, GitHub, GitLab, Gitea) writes it.
 */
function skipEmptyTranslations() {
  for (const name of ['proxy', 'github', 'gitlab', 'gitea']) {
    const backend = CMS.getBackend(name);
    if (!backend) continue;
    const init = backend.init;
    backend.init = (...args) => {
      const implementation = init(...args);
      const persistEntry = implementation.persistEntry.bind(implementation);
      implementation.persistEntry = (entry, options) =>
        persistEntry({ ...entry, dataFiles: entry.dataFiles?.filter((file) => file.raw.trim() !== '') }, options);
      return implementation;
    };
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
  const coverSrc = cover ? String(getAsset(cover) ?? cover) : '';
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
  registerPreSave();
  skipEmptyTranslations();
  CMS.registerCustomFormat(decapConfig.collections[0].format, 'md', createBlogFormat(yaml));
  for (const href of styles) CMS.registerPreviewStyle(href);
  CMS.registerPreviewTemplate('blog', PostPreview);
  CMS.init({ config: { ...decapConfig, load_config_file: false } });
}

start().catch((error) => {
  document.body.textContent = `The CMS could not start: ${error instanceof Error ? error.message : String(error)}`;
});
