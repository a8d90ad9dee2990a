/**
 * @jest-environment node
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { attr, findElements, htmlFiles, parseHtml, spliceHtml, textOf, where } from './html.mjs';

const page =
  '<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"/><script>self.a=1</script>' +
  '<link rel="stylesheet" href="/_next/static/css/a.css" data-precedence="next"/></head>' +
  '<body><a data-lang-switch="en" href="/en/">English</a><p>Zażółć</p></body></html>';

describe('the post-build HTML tree', () => {
  it('finds elements by name and attribute, with their text and source offsets', () => {
    const doc = parseHtml(page);
    const [link] = findElements(doc, 'link', (el) => attr(el, 'rel') === 'stylesheet');
    expect(attr(link, 'href')).toBe('/_next/static/css/a.css');
    expect(page.slice(where(link).start, where(link).end)).toBe('<link rel="stylesheet" href="/_next/static/css/a.css" data-precedence="next"/>');
    const [script] = findElements(doc, 'script');
    expect(textOf(script)).toBe('self.a=1');
    const { innerStart, innerEnd } = where(script);
    expect(page.slice(innerStart, innerEnd)).toBe('self.a=1');
  });

  it('splices edits into the original text and leaves every other byte alone', () => {
    const doc = parseHtml(page);
    const [switcher] = findElements(doc, 'a', (el) => attr(el, 'data-lang-switch') === 'en');
    const [p] = findElements(doc, 'p');
    const out = spliceHtml(page, [
      { start: where(p).innerStart, end: where(p).innerEnd, text: 'Gęślą jaźń' },
      { start: where(switcher).startTag!.startOffset, end: where(switcher).startTag!.endOffset, text: '<a data-lang-switch="en" href="/en/o-nas/">' },
    ]);
    expect(out).toBe(page.replace('href="/en/">', 'href="/en/o-nas/">').replace('Zażółć', 'Gęślą jaźń'));
    expect(() => spliceHtml(page, [{ start: 0, end: 10, text: '' }, { start: 5, end: 12, text: '' }])).toThrow('overlapping');
  });

  it('walks the site’s pages and never the CMS’s, which keeps its own policy', () => {
    const out = mkdtempSync(join(tmpdir(), 'html-'));
    for (const page of ['en/index.html', 'en/pricing/index.html', 'admin/index.html', '404.html']) {
      mkdirSync(join(out, page, '..'), { recursive: true });
      writeFileSync(join(out, page), page);
    }
    expect(htmlFiles(out).map((file) => relative(out, file)).sort()).toEqual(['404.html', 'en/index.html', 'en/pricing/index.html']);
  });
});
