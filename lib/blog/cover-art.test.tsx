import { render } from '@testing-library/react';
import { CoverArt } from '@/components/blog/CoverArt';
import { coverArt, coverPalettes } from './cover-art';
import { coverOrder, getAllPosts } from '@/lib/blog';

const en = { title: 'How hotels lose bookings after hours', translationKey: 'hotels-after-hours' };
const pl = { title: 'Jak hotele tracą rezerwacje po godzinach', translationKey: 'hotels-after-hours' };
const other = { title: 'How an AI agent hands over to a person', translationKey: 'handover' };

describe('generated blog cover art', () => {
  it('draws the same picture for the same post on every build', () => {
    expect(coverArt(en)).toEqual(coverArt({ ...en }));
  });

  it("gives a post's two languages one palette, and its title its own wave", () => {
    expect(coverArt(pl).palette).toBe(coverArt(en).palette);
    expect(coverArt(pl).bars).not.toEqual(coverArt(en).bars);
  });

  it('gives different posts different pictures', () => {
    expect(coverArt(other)).not.toEqual(coverArt(en));
  });

  it('keeps every bar visible and inside the picture', () => {
    for (const post of [en, pl, other, { title: 'A', translationKey: 'a' }]) {
      const { bars } = coverArt(post);
      expect(bars.length).toBeGreaterThan(0);
      for (const bar of bars) {
        expect(bar).toBeGreaterThanOrEqual(0.15);
        expect(bar).toBeLessThanOrEqual(1);
      }
    }
  });

  it('uses palettes dark enough for white text (WCAG 4.5:1 at both ends of the gradient)', () => {
    const luminance = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    for (const palette of coverPalettes) {
      for (const tone of [palette.from, palette.to]) expect(1.05 / (luminance(tone) + 0.05)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('is decorative markup without script: hidden from screen readers, the title names the card', () => {
    const { container } = render(<CoverArt post={en} className="w-full" />);
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.querySelectorAll('rect').length).toBe(1 + coverArt(en).bars.length);
    expect(container.querySelector('script, text')).toBeNull();
  });
});

describe('cover palettes along the blog', () => {
  it('gives posts published one after the other different colours', () => {
    const [a, b, c] = [0, 1, 2].map((order) => coverArt(en, order).palette);
    expect(new Set([a, b, c]).size).toBe(3);
    expect(coverArt(pl, 4).palette).toBe(coverArt(en, 4).palette);
  });
});

describe("the site's own posts", () => {
  it('no two posts of the index share a cover colour while there are fewer posts than palettes', () => {
    const posts = getAllPosts('en');
    const palettes = posts.map((post) => coverArt(post, coverOrder(post.translationKey)).palette);
    expect(posts.length).toBeGreaterThan(1);
    if (posts.length <= coverPalettes.length) expect(new Set(palettes).size).toBe(posts.length);
  });
});
