// Reading and editing the exported HTML as a tree, for every post-build step.
// parse5 parses each page as a browser would (WHATWG), with the source offsets of every
// node; a step finds the elements it needs in the tree and then splices its edits into
// the original text at those offsets. The rest of the document keeps its bytes exactly
// (re-serialising the whole tree would requote attributes and reorder nothing useful),
// and a change in how Next writes a tag (attribute order, quoting, case) no longer
// silently breaks a step, as a regular expression over the text would.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'parse5';

/** @typedef {import('parse5').DefaultTreeAdapterMap['document']} Document */
/** @typedef {import('parse5').DefaultTreeAdapterMap['element']} Element */
/** @typedef {import('parse5').DefaultTreeAdapterMap['node']} Node */
/** @typedef {{ start: number, end: number, text: string }} Edit */

/** The page as a tree whose nodes carry their offsets in `html`. */
export function parseHtml(html) {
  return parse(html, { sourceCodeLocationInfo: true });
}

/** Every element under `node`, in document order (template contents included). */
export function* elements(node) {
  const children = node.nodeName === 'template' && node.content ? node.content.childNodes : node.childNodes;
  for (const child of children ?? []) {
    if ('tagName' in child) yield child;
    yield* elements(child);
  }
}

/** The elements under `node` named `tagName` (lower case) that pass `test`. */
export function findElements(node, tagName, test = () => true) {
  return [...elements(node)].filter((el) => el.tagName === tagName && test(el));
}

/** An attribute's value, or undefined when the element has none by that name. */
export function attr(el, name) {
  return el.attrs.find((a) => a.name === name)?.value;
}

/** The text inside an element, as the source holds it (scripts and styles are raw text). */
export function textOf(el) {
  return el.childNodes.map((child) => ('value' in child ? child.value : '')).join('');
}

/** Offsets of the element's opening tag, its whole extent, and its inner content in the source. */
export function where(el) {
  const loc = el.sourceCodeLocation;
  if (!loc) throw new Error(`<${el.tagName}> has no source location (was it created by the parser?)`);
  const innerStart = loc.startTag?.endOffset ?? loc.startOffset;
  const innerEnd = loc.endTag?.startOffset ?? loc.endOffset;
  return { start: loc.startOffset, end: loc.endOffset, startTag: loc.startTag, innerStart, innerEnd };
}

/** Applies non-overlapping edits to `html`; the edits may come in any order. */
export function spliceHtml(html, edits) {
  const sorted = [...edits].sort((a, b) => a.start - b.start || a.end - b.end);
  for (let i = 1; i < sorted.length; i += 1) {
    if (sorted[i].start < sorted[i - 1].end) throw new Error('spliceHtml: overlapping edits');
  }
  let out = '';
  let at = 0;
  for (const edit of sorted) {
    out += html.slice(at, edit.start) + edit.text;
    at = edit.end;
  }
  return out + html.slice(at);
}

/**
 * Folders at the top of the export whose pages are not the site's and that no post-build step
 * rewrites: the CMS (/admin/) is a page of its own, with its own header policy (adminPolicy in
 * lib/hosting/security-headers.mjs) and no Next scripts.
 */
export const OWN_FOLDERS = ['admin'];

/** Every .html file under `dir`, skipping the paths in `skip` (by default OWN_FOLDERS at its top). */
export function htmlFiles(dir, skip = new Set(OWN_FOLDERS.map((name) => join(dir, name)))) {
  const found = [];
  const walk = (current) => {
    for (const name of readdirSync(current)) {
      const full = join(current, name);
      if (skip.has(full)) continue;
      if (statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.html')) found.push(full);
    }
  };
  walk(dir);
  return found;
}

/** Runs `transform(html, file)` on every HTML file of `dir` (htmlFiles' choice), writes the ones it changed, returns how many. */
export function rewriteHtmlFiles(dir, transform, skip) {
  let changed = 0;
  for (const file of htmlFiles(dir, skip)) {
    const html = readFileSync(file, 'utf8');
    const next = transform(html, file);
    if (next !== html) {
      writeFileSync(file, next);
      changed += 1;
    }
  }
  return changed;
}
