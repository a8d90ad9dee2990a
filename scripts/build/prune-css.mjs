// Each page inlines only the CSS rules that can apply to it (issue 18), and they are all
// it ever gets: the rules its HTML can use and those the site's client code can render. The site's
// stylesheet holds every page's rules (89 KB, 16 KB gzipped); inlined whole, it
// was half of a page's document, and a document over one TCP window (about 14 KB
// gzipped) costs a phone another round trip before its first paint. A page's own
// share is 4 to 8 KB gzipped.
//
// Pruning is conservative: a rule goes only when one of its selectors' compound
// parts names a class or an element the page does not have (or a part of a form
// control, like ::placeholder, on a page without one). A class counts as
// present when an element carries it or an inline script names it as a string
// (the theme script adds 'dark' to <html> before the first paint). Everything
// else stays: @font-face, @keyframes, @layer order (an empty layer stays empty,
// never dropped), selectors made only of pseudo-classes, attributes or
// :not()/:has(). Then custom properties nothing on the page reads go, with their
// @property rules (Tailwind declares all of them for every element).
// What the page's code can add later (a class or an element the HTML does not have yet: the
// consent banner, a dialog, a form's error) counts as present when the site's client code names
// it in a string literal (clientCode): Tailwind itself generates a rule only for a class written
// out whole in the source, so a client component's classes are strings in its chunk.
// The rest of the stylesheet never loads (issue 37): a stylesheet added after the first paint
// holds cascade layers, and any new layered sheet makes the browser restyle and lay out the whole
// page again, a long task on a phone that the loader used to cause right after the first paint.
// Visitors without JavaScript get the whole file through <noscript> (scripts/build/inline-css.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';
import selectorParser from 'postcss-selector-parser';
import { attr, elements, findElements, parseHtml, spliceHtml, textOf, where } from './html.mjs';

const ANY_OF = new Set([':is', ':where', ':matches', ':-webkit-any']);
// Pseudo-elements only form controls have: without one of these elements on the page they match nothing.
const FORM_PARTS = /^::(?:placeholder|file-selector-button|-webkit-(?:datetime-edit|calendar-picker-indicator|inner-spin-button|outer-spin-button|search-decoration))/i;
const FORM_CONTROLS = ['input', 'textarea'];
const ATOMIC = /^(?:font-face|property|(?:-\w+-)?keyframes|counter-style|font-feature-values|page)$/i;

/** What one selector needs on the page: `{ classes, tags, formPart }` (formPart: a field's pseudo-element). */
function needs(selector) {
  const classes = new Set();
  const tags = new Set();
  let formPart = false;
  selector.each((node) => {
    if (node.type === 'class') classes.add(node.value);
    else if (node.type === 'pseudo' && FORM_PARTS.test(node.value)) formPart = true;
    else if (node.type === 'tag') tags.add(node.value.toLowerCase());
    else if (node.type === 'pseudo' && ANY_OF.has(node.value.toLowerCase()) && node.nodes.length > 0) {
      // :is(a, b) needs only what every alternative needs.
      const alternatives = node.nodes.map(needs);
      const common = (key) => [...alternatives[0][key]].filter((value) => alternatives.every((alt) => alt[key].has(value)));
      for (const name of common('classes')) classes.add(name);
      for (const name of common('tags')) tags.add(name);
      formPart ||= alternatives.every((alt) => alt.formPart);
    }
  });
  return { classes, tags, formPart };
}

const selectorCache = new Map();
/** For each selector of a selector list: what it needs (cached: every page asks about the same rules). */
function selectorNeeds(selector) {
  let list = selectorCache.get(selector);
  if (!list) {
    list = [];
    try {
      selectorParser((root) => root.each((one) => list.push({ text: String(one).trim(), ...needs(one) }))).processSync(selector);
    } catch {
      list = [{ text: selector, classes: new Set(), tags: new Set(), formPart: false }];
    }
    selectorCache.set(selector, list);
  }
  return list;
}

/**
 * The classes and element names a page can have before its code runs, read from the parsed page:
 * every element (inside <template> and <noscript> too), its class attribute, and the string
 * literals of its inline scripts.
 */
export function pageTokens(html, doc = parseHtml(html)) {
  const classes = new Set();
  const tags = new Set();
  const read = (tree) => {
    for (const el of elements(tree)) {
      tags.add(el.tagName.toLowerCase());
      for (const name of (attr(el, 'class') ?? '').split(/\s+/)) if (name) classes.add(name);
      if (el.tagName === 'script' && attr(el, 'src') === undefined) {
        for (const literal of textOf(el).matchAll(/(['"])([\w-]+)\1/g)) classes.add(literal[2]);
      }
      // What a visitor without JavaScript gets is part of the page (the parser keeps it as text).
      if (el.tagName === 'noscript') read(parseHtml(textOf(el)));
    }
  };
  read(doc);
  return { classes, tags };
}

let lastPage = null;
/**
 * What pruning reads of a page, once for all its stylesheets: its tokens, and its HTML without <style>
 * elements. `doc` is the page already parsed (scripts/build/inline-css.mjs has it), or parsed here.
 */
function readPage(html, doc) {
  if (lastPage?.html !== html) {
    const tree = doc ?? parseHtml(html);
    const styles = findElements(tree, 'style').map((el) => ({ start: where(el).start, end: where(el).end, text: '' }));
    lastPage = { html, tokens: pageTokens(html, tree), markup: spliceHtml(html, styles) };
  }
  return lastPage;
}

/** No client code: nothing beyond the page's own HTML counts as present. */
export const NO_CLIENT = { words: new Set(), tags: new Set(), vars: new Set() };

/** Two readings of what can render later, as one (`vars` may be missing from either). */
export function unionTokens(a, b) {
  return { words: new Set([...a.words, ...b.words]), tags: new Set([...a.tags, ...b.tags]), vars: new Set([...(a.vars ?? []), ...(b.vars ?? [])]) };
}

/**
 * What the page's flight data can render that its HTML may not have yet: the class names and
 * element names of React's server-component payload (a part mounted only when opened is in it).
 */
export function flightTokens(text) {
  const words = new Set();
  const tags = new Set();
  for (const [, value] of text.matchAll(/className\\?"\s*:\s*\\?"([^"\\]*)/g)) for (const word of value.split(/\s+/)) if (word) words.add(word);
  for (const [, tag] of text.matchAll(/\[\\?"\$\\?",\\?"([a-z][\w-]*)\\?"/g)) tags.add(tag);
  return { words, tags };
}



/**
 * What a page's client code can put on it after it loads, read from the bundler's chunks in `dir`:
 * `tokensFor(files)` gives every word of every string literal (read as every run between white space,
 * quotes and backslashes: class names, CSS-module names, element names given to createElement) and
 * every custom property read as `var(--name)`, in the chunks `files` (names in `dir`) and in every
 * chunk they load later (a dynamic import names its chunk as "static/chunks/<name>.js"). Each file is
 * read once per build.
 */
export function clientCode(dir) {
  const files = new Map();
  const read = (name) => {
    let file = files.get(name);
    if (!file) {
      const path = join(dir, name);
      const js = existsSync(path) ? readFileSync(path, 'utf8') : '';
      file = {
        words: new Set(js.split(/[\s"'`\\]+/).filter(Boolean)),
        // Elements the code creates: jsx("dialog", …), createElement("link"). Not every word: the framework's
        // own chunks name every HTML element (kbd, blockquote…), which would keep every tag rule.
        tags: new Set([...js.matchAll(/(?:jsxs?|jsxDEV|createElement)\)?\(\s*["'`]([a-z][\w-]*)["'`]/g)].map((m) => m[1])),
        vars: new Set([...js.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1])),
        loads: [...js.matchAll(/static\/chunks\/([\w.-]+\.js)/g)].map((m) => m[1]),
      };
      files.set(name, file);
    }
    return file;
  };
  return {
    tokensFor(names) {
      const seen = new Set();
      const queue = [...names];
      const words = new Set();
      const tags = new Set();
      const vars = new Set();
      while (queue.length) {
        const name = queue.pop();
        if (seen.has(name)) continue;
        seen.add(name);
        const file = read(name);
        for (const word of file.words) words.add(word);
        for (const tag of file.tags) tags.add(tag);
        for (const v of file.vars) vars.add(v);
        queue.push(...file.loads);
      }
      return { words, tags, vars };
    },
  };
}

const parsed = new Map();
/** The rules of `css` that can apply to the page `html` (`doc`: the page parsed by parseHtml, if at hand), in their order. */
export function pruneCss(css, html, doc, client = NO_CLIENT) {
  let root = parsed.get(css);
  if (!root) {
    root = postcss.parse(css);
    parsed.set(css, root);
  }
  const page = readPage(html, doc).tokens;
  const hasClass = (name) => page.classes.has(name) || client.words.has(name);
  const hasTag = (tag) => page.tags.has(tag) || client.tags.has(tag);
  const hasFormControl = FORM_CONTROLS.some(hasTag);
  const applies = (need) => [...need.classes].every(hasClass) && [...need.tags].every(hasTag) && (!need.formPart || hasFormControl);

  // Declarations are separated by semicolons, as in the minified source.
  const children = (nodes) => nodes.map((child, i) => emit(child) + (child.type === 'decl' && i < nodes.length - 1 ? ';' : '')).join('');
  const emit = (node) => {
    if (node.type === 'comment') return '';
    if (node.type === 'decl') return node.toString();
    if (node.type === 'atrule') {
      if (!node.nodes || ATOMIC.test(node.name)) return node.toString() + (node.nodes ? '' : ';');
      const inner = children(node.nodes);
      // A layer keeps its place in the layer order even with nothing in it.
      if (!inner && node.name.toLowerCase() !== 'layer') return '';
      return `@${node.name}${node.params ? ` ${node.params}` : ''}{${inner}}`;
    }
    if (node.type === 'rule') {
      const kept = selectorNeeds(node.selector).filter(applies);
      if (kept.length === 0) return '';
      const body = children(node.nodes);
      return `${kept.map((one) => one.text).join(',')}{${body}}`;
    }
    return node.toString();
  };
  return pruneUnusedProperties(children(root.nodes), html, doc, client);
}

/**
 * Custom properties nothing on the page reads: their declarations and `@property` rules go
 * (Tailwind declares every one it might need, in the theme and in a fallback block for every
 * element). A property counts as read when `var(--name)` appears in the kept CSS or in the
 * page's HTML (inline styles, SVG attributes); a property read only by one that goes, goes next.
 */
function pruneUnusedProperties(css, html, doc, client) {
  const root = postcss.parse(css);
  const { markup } = readPage(html, doc);
  for (;;) {
    const read = new Set();
    for (const text of [root.toString(), markup]) for (const match of text.matchAll(/var\(\s*(--[\w-]+)/g)) read.add(match[1]);
    for (const name of client.vars) read.add(name);
    let removed = 0;
    root.walkDecls(/^--/, (decl) => {
      if (!read.has(decl.prop)) {
        decl.remove();
        removed += 1;
      }
    });
    root.walkAtRules('property', (rule) => {
      if (!read.has(rule.params.trim())) {
        rule.remove();
        removed += 1;
      }
    });
    if (removed === 0) break;
  }
  // A rule that only declared such properties is left empty.
  root.walkRules((rule) => {
    if (rule.nodes.length === 0) rule.remove();
  });
  return root.toString();
}
