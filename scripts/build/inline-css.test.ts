import { inlineCss } from './inline-css.mjs';
import { flightTokens } from './prune-css.mjs';
import { LOADER_MARKER } from './defer-scripts.mjs';

const page = `<html><head><link rel="preload" href="/_next/static/media/inter.woff2" as="font" crossorigin="" type="font/woff2"/><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/><link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next"/></head><body><h1>Hello</h1></body></html>`;
const files: Record<string, string> = { 'chunks/a.css': 'h1{color:red}\n', 'chunks/b.css': '.x{margin:0}' };
const read = (path: string) => files[path] ?? null;

describe('inlined stylesheets', () => {
  it('puts each stylesheet into the page, in order, and leaves a disabled link for React to find', () => {
    const html = inlineCss(page, read);
    expect(html).toContain(
      '<style data-precedence="next" data-href="/_next/static/chunks/a.css">h1{color:red}</style><link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" disabled=""/>' +
        '<style data-precedence="next" data-href="/_next/static/chunks/b.css">.x{margin:0}</style><link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next" disabled=""/>',
    );
    // No stylesheet link left that the browser would fetch before painting; the font preload stays.
    expect(html.match(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/g)).toBeNull();
    expect(html).toContain('rel="preload" href="/_next/static/media/inter.woff2"');
    expect(inlineCss(html, read)).toBe(html);
  });

  it('finds the stylesheet links however Next writes the tag (attribute order, quoting, closing slash)', () => {
    const other = page
      .replace('<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>', "<link data-precedence=next href='/_next/static/chunks/a.css' rel=stylesheet>")
      .replace('</body>', '<noscript><link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next"/></noscript></body>');
    const html = inlineCss(other, read);
    expect(html).toContain(
      '<style data-precedence="next" data-href="/_next/static/chunks/a.css">h1{color:red}</style><link data-precedence=next href=\'/_next/static/chunks/a.css\' rel=stylesheet disabled="">',
    );
    expect(html).toContain('<style data-precedence="next" data-href="/_next/static/chunks/b.css">.x{margin:0}</style>');
    // A link inside <noscript> is what a visitor without JavaScript loads: left as it is.
    expect(html).toContain('<noscript><link rel="stylesheet" href="/_next/static/chunks/b.css" data-precedence="next"/></noscript>');
    expect(inlineCss(html, read)).toBe(html);
  });

  it('rewrites relative URLs in the CSS so they name the same files from the page', () => {
    const css = '@font-face{src:url(../media/inter.woff2)format("woff2")}.a{background:url("./bg.svg")}.b{background:url(data:image/png;base64,xx)}.c{background:url(/abs.png)}.d{mask:url(#m)}';
    const html = inlineCss(page, (path) => (path === 'chunks/a.css' ? css : ''));
    expect(html).toContain(
      '@font-face{src:url(/_next/static/media/inter.woff2)format("woff2")}.a{background:url("/_next/static/chunks/bg.svg")}.b{background:url(data:image/png;base64,xx)}.c{background:url(/abs.png)}.d{mask:url(#m)}',
    );
  });

  it('keeps the link when the file is missing or its text would close the style element', () => {
    expect(inlineCss(page, (path) => (path === 'chunks/a.css' ? null : 'p{content:"</style>"}'))).toBe(page);
  });

  it('on a page whose scripts wait for the first paint, inlines the rules its HTML, its flight data and the client code can use, and the whole file only for <noscript>', () => {
    const deferred = page.replace('</body>', `<script ${LOADER_MARKER}="">go(["/_next/static/flight/abc.js","/_next/static/chunks/menu.js"])</script></body>`);
    const css: Record<string, string> = {
      'chunks/a.css': '@font-face{font-family:Inter;src:url(../media/inter.woff2)}h1{color:red}.menu-open{display:block}.answer{margin:0}dialog{padding:0}.gone{color:red}',
      'chunks/b.css': '.x{margin:0}',
      // A part React mounts only when opened: its classes and elements are in the flight data, not the HTML.
      'flight/abc.js': 'self.__next_f.push([1,"5:[\\"$\\",\\"dialog\\",null,{\\"className\\":\\"answer\\"}]"])',
    };
    // The page's client code (the chunks its loader lists) names the class its menu adds.
    const asked: string[][] = [];
    const client = {
      tokensFor: (files: string[]) => {
        asked.push(files);
        return { words: new Set(files.includes('menu.js') ? ['menu-open'] : []), tags: new Set<string>(), vars: new Set<string>() };
      },
    };
    const html = inlineCss(deferred, (path) => css[path] ?? null, client);
    expect(asked[0]).toEqual(['menu.js']);
    expect(html).toContain(
      '<style data-precedence="next" data-href="/_next/static/chunks/a.css">@font-face{font-family:Inter;src:url(/_next/static/media/inter.woff2)}h1{color:red}.menu-open{display:block}.answer{margin:0}dialog{padding:0}</style>' +
        '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next" disabled=""/>' +
        '<noscript><link rel="stylesheet" href="/_next/static/chunks/a.css"/></noscript>' +
        '<style data-precedence="next" data-href="/_next/static/chunks/b.css"></style>',
    );
    // Nothing is left for the loader to fetch after the first paint.
    expect(html).not.toMatch(/late\.css|data-full-css/);
    expect(inlineCss(html, (path) => css[path] ?? null, client)).toBe(html);
  });

  it('reads the class and element names of a flight payload', () => {
    const { words, tags } = flightTokens('self.__next_f.push([1,"3:[\\"$\\",\\"section\\",null,{\\"className\\":\\"mt-2  md:grid-cols-3\\"}]"])');
    expect([...words].sort()).toEqual(['md:grid-cols-3', 'mt-2']);
    expect([...tags]).toEqual(['section']);
  });
});
