import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

// ES-module-only packages that jest must transform.
const esm = ['next-intl', 'use-intl', 'intl-messageformat', '@formatjs/.*', 'remark', 'remark-.*', 'unified', 'mdast-.*', 'micromark.*', 'unist-.*', 'hast-.*', 'vfile.*', 'bail', 'trough', 'is-plain-obj', 'devlop', 'decode-named-character-reference', 'character-entities.*', 'zwitch', 'longest-streak', 'ccount', 'property-information', 'space-separated-tokens', 'comma-separated-tokens', 'html-void-elements', 'stringify-entities', 'markdown-table', 'escape-string-regexp', 'trim-lines', 'web-namespaces', 'estree-.*', '@ungap/structured-clone', 'github-slugger', 'parse5', 'entities'];

const config = {
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/jest.setup.ts'],
  testMatch: ['<rootDir>/{lib,components,app,scripts,i18n,messages,content}/**/*.test.{ts,tsx,mjs}'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
};

const jestConfig = async () => {
  const resolved = await createJestConfig(config)();
  return {
    ...resolved,
    transformIgnorePatterns: [`/node_modules/(?!(${esm.join('|')})/)`],
  };
};

export default jestConfig;
