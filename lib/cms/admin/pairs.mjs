// One entry per post, whatever its files are called (plain browser JavaScript,
// served as /admin/pairs.mjs; unit-tested in lib/cms/pairs.test.ts).
//
// Decap pairs the languages of an entry by file name: content/blog/en/<name>.md
// with content/blog/pl/<name>.md. A post's Polish file may have a Polish name
// (its address on the site); the two are one post by their translation key.
// lib/cms/admin/admin.mjs wraps the backend so that Decap sees a Polish file
// under the English file's name (an alias) while every read and write goes to
// the real file, which keeps its name when the post is edited.

/**
 * Aliases for the translations whose file name differs from the default
 * language's file with the same translation key: alias path -> real path.
 *
 * @param {Array<{ locale: string, path: string, address: string, translationKey: string }>} posts the post files (guard.mjs postsFrom)
 * @param {{ folder: string, defaultLocale: string }} options
 * @returns {Map<string, string>}
 */
export function aliasesFor(posts, { folder, defaultLocale }) {
  const byKey = new Map();
  for (const post of posts) if (post.locale === defaultLocale && post.translationKey) byKey.set(post.translationKey, post);
  const paths = new Set(posts.map((post) => post.path));
  const aliases = new Map();
  for (const post of posts) {
    if (post.locale === defaultLocale) continue;
    const partner = byKey.get(post.translationKey);
    if (!partner) continue;
    const name = partner.path.split('/').pop();
    const alias = `${folder}/${post.locale}/${name}`;
    // A file that really has that name stays itself (its own entry); never hide a file behind another.
    if (alias === post.path || paths.has(alias)) continue;
    aliases.set(alias, post.path);
  }
  return aliases;
}

/**
 * The translations with no default-language file of their key (a post written
 * in Polish only): the bilingual collection leaves them out, the Polish-only
 * collection lists them.
 */
export function translationsAlone(posts, { defaultLocale }) {
  const keys = new Set(posts.filter((post) => post.locale === defaultLocale).map((post) => post.translationKey));
  return new Set(posts.filter((post) => post.locale !== defaultLocale && !keys.has(post.translationKey)).map((post) => post.path));
}

/** Real path -> alias, to show a real file under its alias. */
export function inverse(aliases) {
  return new Map([...aliases].map(([alias, real]) => [real, alias]));
}
