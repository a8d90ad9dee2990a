import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // Every link is a plain <a> (LocaleLink in i18n/navigation.ts): each page is a complete
    // static document, and these modules would ship client router code to the pages using them.
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/link', message: 'Use a plain <a> or LocaleLink (i18n/navigation.ts): next/link adds its router code to the page.' },
            { name: 'next-intl/navigation', message: 'Use LocaleLink (i18n/navigation.ts): createNavigation adds next/link and a message parser to every page.' },
          ],
        },
      ],
    },
  },
  { ignores: ['.next/**', 'out/**', 'node_modules/**', 'next-env.d.ts', 'coverage/**', 'test-results/**', 'playwright-report/**', 'bench-results/**', '.wrangler/**', '.netlify/**'] },
];

export default config;
