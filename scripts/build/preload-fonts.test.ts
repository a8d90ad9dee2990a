/** @jest-environment node */
import { parseUnicodeRange, preloadFonts } from './preload-fonts.mjs';

const css =
  '@font-face{unicode-range:U+20-7E,U+A0-FF;font-family:interCore;src:url(/_next/static/media/core.woff2)format("woff2")}' +
  '@font-face{unicode-range:U+100-1FFF,U+2200-24FF;font-family:interExtra;src:url(/_next/static/media/extra.woff2)format("woff2")}';
const page = (body: string) =>
  `<html><head><link rel="preload" href="/_next/static/media/core.woff2" as="font" crossorigin="" type="font/woff2"/><style>${css}</style></head><body>${body}</body></html>`;
const extraPreload = '<link rel="preload" href="/_next/static/media/extra.woff2" as="font" crossorigin="" type="font/woff2"/>';

describe('font preloads', () => {
  it('reads unicode ranges, single code points included', () => {
    expect(parseUnicodeRange('U+100-1FFF, U+2200-24FF,U+A0')).toEqual([
      [0x100, 0x1fff],
      [0x2200, 0x24ff],
      [0xa0, 0xa0],
    ]);
  });

  it('preloads the extra face on a page whose text has a Polish letter, before the styles, once', () => {
    const html = preloadFonts(page('<h1>Zażółć gęślą jaźń</h1>'));
    expect(html.split(extraPreload)).toHaveLength(2);
    expect(html.indexOf(extraPreload)).toBeLessThan(html.indexOf('<style>'));
    expect(preloadFonts(html)).toBe(html);
  });

  it('leaves a page alone when only scripts, attributes or comments hold such letters', () => {
    const html = page('<h1 title="Łódź">Hello</h1><!-- ż --><script type="application/ld+json">{"name":"Łódź"}</script>');
    expect(preloadFonts(html)).toBe(html);
  });

  it('reads the page as a browser does: entities in its text, preloads in any attribute order, faces only in <style>', () => {
    // ł written as a character reference is still a Polish letter on screen.
    expect(preloadFonts(page('<h1>&#322;&oacute;d&#378;</h1>'))).toContain(extraPreload);
    // Preloaded already, with its attributes in another order: not preloaded twice.
    const reordered = page('<h1>Zażółć</h1>').replace('<style>', '<link as="font" href="/_next/static/media/extra.woff2" rel="preload" crossorigin=""/><style>');
    expect(preloadFonts(reordered)).toBe(reordered);
    // A face named in a script's string is no face of the page.
    const inScript = page('<h1>Zażółć</h1><script>var css="@font-face{unicode-range:U+100-1FFF;src:url(/other.woff2)}"</script>');
    expect(preloadFonts(inScript)).not.toContain('/other.woff2"');
  });
});
