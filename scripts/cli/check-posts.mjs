// `npm run check:posts`: checks every post in content/blog/ the way the build
// does (lib/blog/load.ts with the schema of lib/blog/schema.ts: frontmatter,
// file names, duplicate addresses and translation keys, images in public/,
// links between posts) and prints the build's own messages, in seconds rather
// than a whole build. A duplicate is reported on the file not yet committed
// to git (the one just written), naming the published post it collides with.
// Exits 1 when the build would stop, 0 when it would not.
//
//   npm run check:posts [-- <folder holding en/ and pl/>]
//
// BLOG_CONTENT_DIR / BLOG_PUBLIC_DIR point it elsewhere, as they do the build;
// NEXT_PUBLIC_BLOG_SHOW_DRAFTS=1 checks links as a build that shows drafts would.
import { dirname, join, relative, resolve } from 'node:path';
import { importTs } from '../lib/load-ts.mjs';

const started = Date.now();
const root = resolve(new URL('../../', import.meta.url).pathname);
const [{ loadPosts, BlogContentError }, { gitChanges }, { siteConfig }] = await Promise.all([
  importTs('lib/blog/load.ts'),
  importTs('lib/blog/git.ts'),
  importTs('lib/site.ts'),
]);

const folder = process.argv[2] ? resolve(process.argv[2]) : siteConfig.blog.contentDir || join(root, 'content', 'blog');
const publicDir = siteConfig.blog.publicDir || join(root, 'public');
const shown = relative(process.cwd(), folder) || '.';
// Files are named from the working directory, or for a folder elsewhere from the one above content/.
const baseDir = shown.startsWith('..') ? dirname(dirname(folder)) : process.cwd();

try {
  const posts = loadPosts({ root: folder, baseDir, publicDir, includeDrafts: siteConfig.blog.showDrafts, gitChange: gitChanges(folder) });
  const counts = Object.entries(posts).map(([locale, list]) => `${list.length} ${locale}`);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`check:posts: ${shown}: every post passes the build's checks (${counts.join(', ')} published) in ${seconds} s`);
} catch (error) {
  if (!(error instanceof BlogContentError)) throw error;
  console.error(`check:posts: ${shown}: the build would stop here.\n${error.message}`);
  process.exitCode = 1;
}
