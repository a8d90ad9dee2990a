// Site search (issue 15): a Pagefind index of the exported pages, written to
// <dir>/pagefind/ after the build. Pagefind keeps one index per <html lang>,
// so a visitor searches the pages and posts of their own language. Indexed:
// every page under /en/ and /pl/ except the noindex ones (the /blog-md/ and
// /blogMd/ aliases, pages whose canonical is elsewhere); the unprefixed
// language-redirect pages and 404.html are outside /en/ and /pl/. Only <main>
// is indexed, so the header, footer and cookie texts never match.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { close, createIndex } from 'pagefind';
import { attr, findElements, htmlFiles, parseHtml } from './html.mjs';

const LOCALES = ['en', 'pl'];

/** Whether an exported page belongs in the search index. */
export function searchable(path, html) {
  if (!/^\/(en|pl)\//.test(path)) return false;
  if (/^\/(en|pl)\/(blog-md|blogMd)(\/|$)/.test(path)) return false;
  const doc = parseHtml(html);
  const robots = findElements(doc, 'meta', (el) => attr(el, 'name')?.toLowerCase() === 'robots');
  if (robots.some((el) => /\bnoindex\b/i.test(attr(el, 'content') ?? ''))) return false;
  return findElements(doc, 'main').length > 0;
}

/** Builds <sourceDir>/**.html into <outputDir> (default <sourceDir>/pagefind); returns the pages indexed per language. */
export async function buildSearchIndex(sourceDir, outputDir = join(sourceDir, 'pagefind')) {
  const { index, errors } = await createIndex({ rootSelector: 'main' });
  if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);
  const counts = Object.fromEntries(LOCALES.map((l) => [l, 0]));
  for (const locale of LOCALES) {
    const dir = join(sourceDir, locale);
    if (!existsSync(dir)) continue;
    for (const file of htmlFiles(dir)) {
      if (!file.endsWith(`${sep}index.html`)) continue;
      const path = `/${relative(sourceDir, file).split(sep).join('/').replace(/index\.html$/, '')}`;
      const html = readFileSync(file, 'utf8');
      if (!searchable(path, html)) continue;
      const added = await index.addHTMLFile({ url: path, content: html });
      if (added.errors.length) throw new Error(`pagefind: ${path}: ${added.errors.join('; ')}`);
      counts[locale] += 1;
    }
  }
  rmSync(outputDir, { recursive: true, force: true });
  const written = await index.writeFiles({ outputPath: outputDir });
  if (written.errors.length) throw new Error(`pagefind: ${written.errors.join('; ')}`);
  await close();
  return counts;
}
