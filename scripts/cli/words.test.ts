import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { countPages, mainWords, overBudget } from './words.mjs';

const page = (main: string) => `<!doctype html><html><body><header>Menu words here</header><main>${main}</main><footer>Footer words</footer></body></html>`;

describe('npm run words', () => {
  it('counts the visible words of <main>, not the header, the footer, figures, tables or hidden text', () => {
    const html = page(
      '<h1>Three word title</h1><p>One two<br>three.</p>' +
        '<figure><p>a transcript of forty words is shown not told</p></figure>' +
        '<table><tr><td>Yes</td><td>No</td></tr></table>' +
        '<p hidden>hidden text</p><span class="sr-only">for screen readers</span><script>var x = 1</script><span aria-hidden="true">→ icon</span>',
    );
    expect(mainWords(html)).toBe(6);
  });

  it('does not glue words of neighbouring blocks together', () => {
    expect(mainWords(page('<ul><li>one</li><li>two</li></ul><div>three</div><h2>four</h2>'))).toBe(4);
  });

  it('reads an export per language and names each page and total over budget', () => {
    const out = mkdtempSync(join(tmpdir(), 'words-'));
    const write = (path: string, words: number) => {
      mkdirSync(join(out, path), { recursive: true });
      writeFileSync(join(out, path, 'index.html'), page(`<p>${'word '.repeat(words)}</p>`));
    };
    write('en', 950);
    write('pl', 800);
    write('en/hotels', 610);
    write('pl/hotels', 500);
    write('en/privacy', 5000);
    write('pl/privacy', 5000);
    write('en/blog/a-post', 3000);
    write('pl/blog/a-post', 3000);
    write('en/sample-calls', 2000);
    write('pl/sample-calls', 2000);
    const rows = countPages(out);
    expect(rows.map((r: { path: string }) => r.path)).toEqual(['/', '/hotels/', '/sample-calls/']);
    expect(overBudget(rows)).toEqual(['en/: 950 words, budget 900', 'en/hotels/: 610 words, budget 600']);
    expect(overBudget(rows, { total: 3000, page: 600, pages: { '/': 900, '/sample-calls/': null } })).toContain(
      'en: 3560 words over all marketing pages, budget 3000',
    );
  });
});
