/**
 * @jest-environment node
 */
import { rewriteSwitcherLinks } from './switcher-links.mjs';

const head =
  '<link rel="alternate" hrefLang="en" href="https://www.example.com/en/blog/how-hotels-lose-bookings/"/>' +
  '<link rel="alternate" hrefLang="pl" href="https://www.example.com/pl/blog/jak-hotele-trac-rezerwacje/"/>';

describe('rewriteSwitcherLinks', () => {
  it('points each switcher link at the page’s own alternate address', () => {
    const html = `${head}<a href="/en/" lang="en" data-lang-switch="en">English</a><a href="/pl/" lang="pl" data-lang-switch="pl">Polski</a>`;
    const out = rewriteSwitcherLinks(html);
    expect(out).toContain('<a href="/en/blog/how-hotels-lose-bookings/" lang="en" data-lang-switch="en">');
    expect(out).toContain('<a href="/pl/blog/jak-hotele-trac-rezerwacje/" lang="pl" data-lang-switch="pl">');
  });

  it('leaves links alone when the page declares no alternate', () => {
    const html = '<a href="/pl/" data-lang-switch="pl">Polski</a>';
    expect(rewriteSwitcherLinks(html)).toBe(html);
  });

  it('finds the alternates and the switcher whatever the order, quoting and case of their attributes', () => {
    // Next writes rel, hrefLang, href in that order with double quotes; a newer Next (or React) may not.
    const html =
      "<link href='https://www.example.com/pl/o-nas/' hreflang=pl rel=\"alternate\"/>" +
      '<link rel="alternate" type="text/html" HREFLANG="en" href="https://www.example.com/en/about/"/>' +
      "<a class='switch' data-lang-switch='pl' href='/pl/' lang=\"pl\">Polski</a><a data-lang-switch=\"en\" href=\"/en/\">English</a>";
    expect(rewriteSwitcherLinks(html)).toBe(
      html.replace("href='/pl/'", 'href="/pl/o-nas/"').replace('href="/en/">', 'href="/en/about/">'),
    );
  });
});
