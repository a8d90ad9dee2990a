import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { clientCode, pageTokens, pruneCss } from './prune-css.mjs';

const page = (body: string, head = '') => `<!DOCTYPE html><html lang="en"><head>${head}</head><body>${body}</body></html>`;

describe('per-page CSS', () => {
  it('keeps the rules of the classes on the page and drops the others, in order', () => {
    const css = '.a{color:red}.b{color:blue}.a.c{margin:0}.md\\:grid-cols-2{grid-template-columns:1fr 1fr}';
    expect(pruneCss(css, page('<p class="a md:grid-cols-2">x</p>'))).toBe('.a{color:red}.md\\:grid-cols-2{grid-template-columns:1fr 1fr}');
  });

  it('reads class names as the HTML writes them (entities, brackets, slashes)', () => {
    const css = '.\\[\\&\\>svg\\]\\:w-4>svg{width:1rem}.bg-brand\\/10{background:red}.w-\\[22rem\\]{width:22rem}.gone{color:red}';
    const html = page('<p class="[&amp;&gt;svg]:w-4 bg-brand/10 w-[22rem]"><svg></svg></p>');
    expect(pruneCss(css, html)).toBe('.\\[\\&\\>svg\\]\\:w-4>svg{width:1rem}.bg-brand\\/10{background:red}.w-\\[22rem\\]{width:22rem}');
  });

  it('keeps only the selectors of a list that can match', () => {
    expect(pruneCss('.a,.b,p{margin:0}', page('<div class="b"></div>'))).toBe('.b{margin:0}');
  });

  it('drops rules for elements the page does not have', () => {
    expect(pruneCss('table{border-collapse:collapse}p{margin:0}', page('<p>x</p>'))).toBe('p{margin:0}');
  });

  it('keeps dark-mode rules when an inline script can add the class before the first paint', () => {
    const css = '.dark{--bg:#000}.dark\\:hidden:where(.dark,.dark *){display:none;background:var(--bg)}.sepia\\:x:where(.sepia,.sepia *){color:brown}';
    const html = page('<p class="dark:hidden sepia:x">x</p>', `<script>document.documentElement.classList.toggle('dark',true)</script>`);
    expect(pruneCss(css, html)).toBe('.dark{--bg:#000}.dark\\:hidden:where(.dark,.dark *){display:none;background:var(--bg)}');
  });

  it('keeps what it cannot rule out: pseudo-classes, attributes, :not() and :has(), universal selectors', () => {
    const css = ':focus-visible{outline:2px solid}::selection{color:gray}[data-state=open]{display:block}:not(.x){color:red}:has(.y){color:blue}*,:before{box-sizing:border-box}';
    expect(pruneCss(css, page('<p>x</p>'))).toBe(css);
  });

  it('keeps the parts of form controls only on pages with a field', () => {
    const css = '::placeholder{color:gray}::file-selector-button{margin:0}::-webkit-datetime-edit-year-field{padding:0}::selection{color:red}p{margin:0}';
    expect(pruneCss(css, page('<p>x</p>'))).toBe('::selection{color:red}p{margin:0}');
    expect(pruneCss(css, page('<p>x</p><textarea></textarea>'))).toBe(css);
  });

  it('keeps state variants of classes on the page (hover, focus, group, space between children)', () => {
    const css =
      '.hover\\:underline:hover{text-decoration:underline}:is(:where(.group):hover .group-hover\\:scale-110){scale:1.1}:where(.space-y-4>:not(:last-child)){margin-top:1rem}:where(.space-y-8>:not(:last-child)){margin-top:2rem}';
    const html = page('<a class="hover:underline group"><span class="group-hover:scale-110"></span></a><div class="space-y-4"></div>');
    expect(pruneCss(css, html)).toBe(
      '.hover\\:underline:hover{text-decoration:underline}:is(:where(.group):hover .group-hover\\:scale-110){scale:1.1}:where(.space-y-4>:not(:last-child)){margin-top:1rem}',
    );
  });

  it('keeps font faces, keyframes, registered properties and every layer in its place', () => {
    const css =
      '@layer theme,base,components,utilities;@font-face{font-family:x;src:url(/x.woff2)}@property --tw-x{syntax:"*";inherits:false}@keyframes spin{to{rotate:1turn}}' +
      '@layer components{.card{padding:1rem}}@layer utilities{.p-4{padding:1rem;translate:var(--tw-x)}@media (min-width:48rem){.md\\:p-8{padding:2rem}.gone{color:red}}}';
    expect(pruneCss(css, page('<p class="p-4 md:p-8">x</p>'))).toBe(
      '@layer theme,base,components,utilities;@font-face{font-family:x;src:url(/x.woff2)}@property --tw-x{syntax:"*";inherits:false}@keyframes spin{to{rotate:1turn}}' +
        '@layer components{}@layer utilities{.p-4{padding:1rem;translate:var(--tw-x)}@media (min-width:48rem){.md\\:p-8{padding:2rem}}}',
    );
  });

  it('drops custom properties nothing on the page reads, with their @property rules', () => {
    const css =
      '@property --tw-shadow{syntax:"*";inherits:false}@property --tw-ring{syntax:"*";inherits:false}' +
      ':root{--brand:#4338ca;--accent:var(--brand);--unused:red;--only-for-unused:blue;--gone:var(--only-for-unused)}*,:before{--tw-shadow:0 0 #0000;--tw-ring:0 0 #0000}' +
      '.shadow{box-shadow:var(--tw-shadow)}.link{color:var(--accent)}';
    const html = page('<p class="shadow link">x</p><svg><rect fill="var(--logo)"></rect></svg>', '<style>:root{--logo:#000}</style>');
    expect(pruneCss(css + ':root{--logo:#111}', html)).toBe(
      '@property --tw-shadow{syntax:"*";inherits:false}:root{--brand:#4338ca;--accent:var(--brand)}*,:before{--tw-shadow:0 0 #0000}.shadow{box-shadow:var(--tw-shadow)}.link{color:var(--accent)}:root{--logo:#111}',
    );
  });

  it('reads the tokens a page has before its code runs', () => {
    const tokens = pageTokens(
      page('<p class=" a  b&amp;c "><svg class="icon"><path/></svg></p><noscript><a class="demo-link" href="tel:1">Call</a></noscript>', '<script>x("webp")</script><script src="/a.js">"nope"</script>'),
    );
    expect([...tokens.classes].sort()).toEqual(['a', 'b&c', 'demo-link', 'icon', 'webp']);
    expect(tokens.tags.has('svg') && tokens.tags.has('path') && tokens.tags.has('script')).toBe(true);
    // What a visitor without JavaScript sees counts as the page.
    expect(tokens.tags.has('a')).toBe(true);
  });

  it('keeps the rules of what the client code can render later, and the custom properties it reads', () => {
    const css = ':root{--brand:#4338ca;--toast:#111}.banner{color:var(--brand)}dialog{padding:0}.gone{color:red}p{margin:0}';
    const client = { words: new Set(['banner']), tags: new Set(['dialog']), vars: new Set(['--toast']) };
    expect(pruneCss(css, page('<p>x</p>'), undefined, client)).toBe(':root{--brand:#4338ca;--toast:#111}.banner{color:var(--brand)}dialog{padding:0}p{margin:0}');
  });

  it('reads the client code’s tokens from the page’s chunks and the chunks they import, string literals and var() alike', () => {
    const dir = mkdtempSync(join(tmpdir(), 'client-'));
    // A quote in a regular expression or an apostrophe in text before it must not hide a class list.
    writeFileSync(join(dir, 'page.js'), 'r=/"/g;t="it\'s";e.jsx("dialog",{className:"fixed inset-0 md:p-6"});x=`grid ${y}`;l(["static/chunks/lazy.js"])');
    writeFileSync(join(dir, 'lazy.js'), "s={color:'var(--toast)'};c='banner-only';known=['kbd','blockquote']");
    writeFileSync(join(dir, 'other-page.js'), "c='estimator-only'");
    const { words, tags, vars } = clientCode(dir).tokensFor(['page.js']);
    for (const word of ['fixed', 'inset-0', 'md:p-6', 'grid', 'banner-only']) expect(words.has(word)).toBe(true);
    // Elements count when the code creates them, not when a word names one.
    expect([...tags]).toEqual(['dialog']);
    // Another page's code is not this page's.
    expect(words.has('estimator-only')).toBe(false);
    expect([...vars]).toEqual(['--toast']);
  });
});
