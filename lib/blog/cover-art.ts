/**
 * Cover art for blog posts, drawn at build time from the post's category (its first tag) and
 * title: no stock photos, no files to keep. The same post always gets the same picture, a post's
 * two languages share their palette and motif (both come from the translation key), and
 * different posts get different ones.
 *
 * The picture is a sound wave over a two-tone field: its bars are the title's letters, so a
 * title change redraws it. Geometry only; components/blog/CoverArt.tsx draws it (on the index,
 * on the post and in the Open Graph image).
 */

/** Palettes on the brand's indigo, each with a second tone; all keep white text above 4.5:1. */
export const coverPalettes = [
  { from: '#312e81', to: '#4338ca', accent: '#a5b4fc' },
  { from: '#134e4a', to: '#0f766e', accent: '#99f6e4' },
  { from: '#4c1d95', to: '#6d28d9', accent: '#ddd6fe' },
  { from: '#1e3a8a', to: '#1d4ed8', accent: '#bfdbfe' },
  { from: '#7c2d12', to: '#b45309', accent: '#fde68a' },
  { from: '#831843', to: '#be185d', accent: '#fbcfe8' },
] as const;

export type CoverPalette = (typeof coverPalettes)[number];

export interface CoverArtGeometry {
  palette: CoverPalette;
  /** Bar heights, 0.15-1, one per letter of the title (at most 36). */
  bars: number[];
  /** Two soft circles: centre x, centre y (0-1 of the width and height) and radius (of the height). */
  circles: { x: number; y: number; r: number }[];
}

/** FNV-1a: a small, stable string hash. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (const char of text) {
    h ^= char.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

/**
 * `order`: the post's place in the blog's history (lib/blog coverOrder), which picks the palette
 * so that consecutive posts differ; without it the translation key's hash does.
 */
export function coverArt(post: { title: string; translationKey: string }, order?: number): CoverArtGeometry {
  const seed = order ?? hash(post.translationKey);
  const palette = coverPalettes[seed % coverPalettes.length]!;
  const letters = [...post.title.toLowerCase()].filter((c) => /\p{L}/u.test(c)).slice(0, 36);
  const bars = letters.map((c, i) => {
    const v = (hash(`${c}${i}`) % 1000) / 1000;
    // A wave's envelope: taller in the middle, quieter at the ends.
    const envelope = Math.sin((Math.PI * (i + 0.5)) / letters.length);
    return Math.round((0.15 + 0.85 * v * (0.35 + 0.65 * envelope)) * 100) / 100;
  });
  const circles = [0, 1].map((i) => {
    const h = hash(`${post.translationKey}:${i}`);
    return { x: i === 0 ? 0.75 + (h % 20) / 100 : 0.05 + (h % 25) / 100, y: ((h >> 8) % 100) / 100, r: 0.45 + ((h >> 16) % 30) / 100 };
  });
  return { palette, bars, circles };
}
