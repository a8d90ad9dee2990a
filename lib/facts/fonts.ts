import localFont from 'next/font/local';

// Inter, subset by scripts/build/fonts.mjs (run before every build) from the
// @fontsource-variable/inter npm package to the characters the copy uses.
// Two variable-weight faces (400-900, WEIGHT_RANGE in scripts/build/fonts.mjs) split by unicode range: the core face (ASCII,
// Latin-1, punctuation) on every page, preloaded; the extra face (the Polish
// letters ą ć ę ł ń ś ź ż and anything else beyond Latin-1) fetched only by
// pages that contain one of them. The ranges below must match isCoreCodePoint
// in scripts/fonts.mjs.
const interCore = localFont({
  src: '../../app/fonts/generated/inter-core.woff2',
  weight: '400 900',
  display: 'swap',
  variable: '--font-inter-latin',
  // The metric-matched fallback is app/globals.css's 'Inter Fallback', after both faces.
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0020-007E,U+00A0-00FF,U+2000-21FF' }],
});

const interExtra = localFont({
  src: '../../app/fonts/generated/inter-extra.woff2',
  weight: '400 900',
  display: 'swap',
  variable: '--font-inter-ext',
  preload: false,
  // The metric-matched fallback is app/globals.css's 'Inter Fallback', after both faces.
  adjustFontFallback: false,
  declarations: [{ prop: 'unicode-range', value: 'U+0100-1FFF,U+2200-24FF' }],
});

export const fontVariables = `${interCore.variable} ${interExtra.variable}`;
