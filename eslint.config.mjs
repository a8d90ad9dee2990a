import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

// Every link is a plain <a> (LocaleLink in components/ui/LocaleLink.tsx): each page is a complete
// static document, and these modules would ship client router code to the pages using them.
const linkPaths = [
  { name: 'next/link', message: 'Use a plain <a> or LocaleLink (components/ui/LocaleLink.tsx): next/link adds its router code to the page.' },
  { name: 'next-intl/navigation', message: 'Use LocaleLink (components/ui/LocaleLink.tsx): createNavigation adds next/link and a message parser to every page.' },
];

// The code depends one way: app → components → lib → i18n (README, "How the code is laid out").
// A module may import from its own layer and the layers after it, never from one before it.
const layer = (folder, before) => ({
  files: [`${folder}/**/*.{ts,tsx,mts,mjs}`],
  ignores: ['**/*.test.*'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: linkPaths,
        patterns: [
          {
            group: before.flatMap((name) => [`@/${name}/**`, `**/../${name}/**`]),
            message: `${folder}/ must not import from ${before.join('/ or ')}/: the code depends one way, app → components → lib → i18n.`,
          },
        ],
      },
    ],
  },
});

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  { rules: { 'no-restricted-imports': ['error', { paths: linkPaths }] } },
  layer('components', ['app']),
  layer('lib', ['app', 'components']),
  layer('i18n', ['app', 'components', 'lib']),
  { ignores: ['.next/**', 'out/**', 'node_modules/**', 'next-env.d.ts', 'coverage/**', 'test-results/**', 'playwright-report/**', 'bench-results/**', '.wrangler/**', '.netlify/**'] },
];

export default config;
