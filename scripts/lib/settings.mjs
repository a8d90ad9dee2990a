// Every setting a deployment can set, from the code that reads it (the one source of
// .env.example, `npm run env:example`, and of the deploy buttons' questions,
// `npm run deploy-buttons`):
// - lib/site.ts: each `process.env.NAME` it reads, found with TypeScript's parser, with
//   where it lands in the configuration, its default and, from placeholders() (the list
//   the build prints, scripts/build/check-config.mjs), whether that default is an example;
// - every other module that reads settings declares them, one line each, in an exported
//   object literal read here without running the module:
//
//     export const envSettings = {
//       title: 'Lead service (lib/leads/config.ts): read at run time on the server',
//       settings: {
//         DATABASE_URL: 'postgres://user:password@host:5432/db: a PostgreSQL server …',
//       },
//     };
//
//   Any .ts/.mts/.mjs file under SCANNED (tests aside) that exports `envSettings` is
//   picked up, in path order after lib/site.ts.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { loadSite } from './site-config.mjs';

/** Folders and files holding code that runs in a deployment (its build, its server, its functions). */
export const SCANNED = ['lib', 'app', 'components', 'api', 'functions', 'netlify', 'deploy', 'scripts/build', 'scripts/serve', 'scripts/cli', 'proxy.ts', 'instrumentation.server.ts', 'next.config.mjs'];

/**
 * Variables that code reads but that are not the deployment's to set, each with the
 * reason; everything else the scanned code reads must be declared (scripts/cli/env-example.test.ts).
 */
export const NOT_SETTINGS = {
  VERCEL: 'set by Vercel',
  NETLIFY: 'set by Netlify',
  CF_PAGES: 'set by Cloudflare Pages',
  AWS_LAMBDA_FUNCTION_NAME: 'set by AWS Lambda',
  NODE_ENV: 'set by Node tooling (next dev, next build)',
  NEXT_RUNTIME: 'set by Next.js',
  NEXT_PHASE: 'set by Next.js',
  NEXT_PUBLIC_SITE_BUILD: 'the browser tests\' build only (npm run build:test)',
  BLOG_CONTENT_DIR: 'tests only: points the blog at a copy of content/blog',
  BLOG_PUBLIC_DIR: 'tests only: points the blog at a copy of public/',
  SITE_URL: 'the Cron Trigger worker\'s own variable, in deploy/cloudflare-cron/wrangler.toml',
  WRANGLER_STATE: 'the local Cloudflare preview\'s state folder (npm run preview:cloudflare)',
  CHROMIUM_PATH: 'test tooling (scripts/cli/ensure-system.mjs)',
  NGINX_PATH: 'test tooling (scripts/cli/ensure-system.mjs)',
  JAVA_PATH: 'test tooling (scripts/cli/ensure-system.mjs)',
  PG_BIN: 'test tooling (scripts/cli/ensure-system.mjs)',
  FALLBACK_FONT_DIR: 'test tooling (scripts/cli/ensure-system.mjs)',
  E2E_PORT: 'test tooling (scripts/cli/e2e.mjs)',
  CI: 'set by CI',
  PATH: 'the shell\'s',
};

const SKIP = /\.(?:test|spec)\.|\.d\.m?ts$|__fixtures__|node_modules/;

function files(root, entry) {
  const path = join(root, entry);
  let stat;
  try {
    stat = statSync(path);
  } catch {
    return [];
  }
  if (!stat.isDirectory()) return /\.(?:ts|tsx|mts|mjs)$/.test(entry) && !SKIP.test(entry) ? [entry] : [];
  return readdirSync(path)
    .sort()
    .flatMap((name) => files(root, join(entry, name)));
}

/** Every scanned source file (relative to the root), tests aside. */
export function scannedFiles(root) {
  return SCANNED.flatMap((entry) => files(root, entry));
}

const parse = (file, text) => ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, /\.(?:m?js)$/.test(file) ? ts.ScriptKind.JS : file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

/**
 * Variable names a source reads, in order: `NAME` of `process.env.NAME`, `env.NAME`,
 * `context.env.NAME` and `env['NAME']` (comments and strings aside).
 */
export function readsOf(source, file = 'source.ts') {
  const names = new Set();
  const isEnv = (node) => (ts.isIdentifier(node) && node.text === 'env') || (ts.isPropertyAccessExpression(node) && node.name.text === 'env');
  const visit = (node) => {
    if (ts.isPropertyAccessExpression(node) && isEnv(node.expression) && /^[A-Z][A-Z0-9_]*$/.test(node.name.text)) names.add(node.name.text);
    if (ts.isElementAccessExpression(node) && isEnv(node.expression)) {
      const key = literal(node.argumentExpression);
      if (key && /^[A-Z][A-Z0-9_]*$/.test(key)) names.add(key);
    }
    ts.forEachChild(node, visit);
  };
  visit(parse(file, source));
  return [...names];
}


/** The literal text of a string-like node, else null. */
function literal(node) {
  return node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node.text : null;
}

/**
 * The `envSettings` a module exports, read from its source without running it:
 * `{ title, settings: [{ name, description }] }`, or null when it exports none.
 * Throws on a declaration that is not plain literals (the generator could not read it).
 */
export function declaredIn(file, source) {
  if (!/\bexport\s+const\s+envSettings\b/.test(source)) return null;
  const sf = parse(file, source);
  for (const statement of sf.statements) {
    if (!ts.isVariableStatement(statement) || !statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const declaration of statement.declarationList.declarations) {
      if (!ts.isIdentifier(declaration.name) || declaration.name.text !== 'envSettings') continue;
      let init = declaration.initializer;
      while (init && (ts.isSatisfiesExpression(init) || ts.isAsExpression(init) || ts.isParenthesizedExpression(init))) init = init.expression;
      const fail = (why) => new Error(`${file}: envSettings ${why} (write it as { title: '…', settings: { NAME: 'one line', … } } with plain string literals)`);
      if (!init || !ts.isObjectLiteralExpression(init)) throw fail('is not an object literal');
      const prop = (name) => init.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText(sf) === name);
      const title = literal(prop('title')?.initializer);
      const list = prop('settings')?.initializer;
      if (title === null) throw fail('has no title string');
      if (!list || !ts.isObjectLiteralExpression(list)) throw fail('has no settings object');
      const settings = list.properties.map((p) => {
        const description = ts.isPropertyAssignment(p) ? literal(p.initializer) : null;
        const name = ts.isPropertyAssignment(p) ? (literal(p.name) ?? p.name.getText(sf)) : p.getText(sf);
        if (description === null) throw fail(`names ${name} without a one-line string`);
        return { name, description };
      });
      return { title, settings };
    }
  }
  throw new Error(`${file}: exports envSettings in a form the generator cannot read`);
}

/** Every declared group (file path order), `{ file, title, settings }`. */
export function declaredGroups(root) {
  return scannedFiles(root)
    .map((file) => ({ file, group: declaredIn(file, readFileSync(join(root, file), 'utf8')) }))
    .filter(({ group }) => group)
    .map(({ file, group }) => ({ file, ...group }));
}

const SITE_HELPERS = new Set(['env', 'example', 'envNumber']);

/** What a fallback argument says, for a person: a literal as is, `Y's value, else v` for a nested read. */
function fallbackText(node, sf) {
  if (!node) return '';
  const text = literal(node);
  if (text !== null) return text === '' ? 'empty' : text;
  if (ts.isNumericLiteral(node)) return node.text;
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && SITE_HELPERS.has(node.expression.text)) {
    const inner = node.arguments[0];
    if (inner && ts.isPropertyAccessExpression(inner)) return `${inner.name.text}'s value, else ${fallbackText(node.arguments.at(-1), sf)}`;
  }
  if (ts.isConditionalExpression(node)) return `${fallbackText(node.whenTrue, sf)} when ${node.condition.getText(sf).replace(/process\.env\./g, '')}, else ${fallbackText(node.whenFalse, sf)}`;
  return node.getText(sf);
}

/** The JSDoc text of a node (first paragraph, one line), or ''. */
function jsDoc(node) {
  const docs = ts.getJSDocCommentsAndTags(node).filter(ts.isJSDoc);
  const comment = docs.at(-1)?.comment;
  const text = typeof comment === 'string' ? comment : Array.isArray(comment) ? comment.map((c) => c.text).join('') : '';
  return text.split(/\n\s*\n/)[0].replace(/\s+/g, ' ').trim();
}

/**
 * The variables lib/site.ts reads, in source order: `{ name, path, fallback, doc }`
 * (path: where the value lands, e.g. `email.sales`, `plans[starter].usdMonthly`).
 */
export function siteReads(source, file = 'lib/site.ts') {
  const sf = parse(file, source);
  const found = new Map();
  const visit = (node) => {
    if (ts.isPropertyAccessExpression(node) && node.expression.getText(sf) === 'process.env' && !found.has(node.name.text)) {
      const name = node.name.text;
      // The helper call it is the first argument of, and its fallback (last argument).
      const call = node.parent;
      const helper = ts.isCallExpression(call) && ts.isIdentifier(call.expression) && SITE_HELPERS.has(call.expression.text) && call.arguments[0] === node ? call : null;
      // Where it lands: the property names up to the top-level declaration.
      const names = [];
      let doc = '';
      for (let up = node.parent; up && !ts.isSourceFile(up); up = up.parent) {
        if (ts.isPropertyAssignment(up) || ts.isVariableDeclaration(up)) {
          if (!names.length) doc = jsDoc(ts.isVariableDeclaration(up) ? up.parent.parent : up);
          names.unshift(up.name.getText(sf));
          // An element of an array of objects (the plans): named by its id.
          const element = up.parent;
          if (ts.isObjectLiteralExpression(element) && ts.isArrayLiteralExpression(element.parent)) {
            const id = element.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText(sf) === 'id');
            names.unshift(`[${literal(id?.initializer) ?? element.parent.elements.indexOf(element)}]`);
          }
        }
      }
      const path = names.filter((n, i) => !(i === 0 && n === 'siteConfig')).join('.').replace(/\.\[/g, '[');
      found.set(name, { name, path, fallback: helper ? fallbackText(helper.arguments.at(-1), sf) : '', doc });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return [...found.values()];
}

/** The placeholders of the default configuration (placeholders() with no variable set): envVar → example value. */
export async function defaultPlaceholders() {
  const saved = process.env;
  process.env = { PATH: saved.PATH ?? '' };
  try {
    const { placeholders, siteConfig } = await loadSite();
    return new Map(placeholders(siteConfig).map((p) => [p.envVar, p.value]));
  } finally {
    process.env = saved;
  }
}

/**
 * Every setting, grouped: `[{ title, source, settings: [{ name, description, example? }] }]`.
 * The site's group first (lib/site.ts), then each declared group.
 */
export async function allSettings(root) {
  const examples = await defaultPlaceholders();
  const site = siteReads(readFileSync(join(root, 'lib/site.ts'), 'utf8'))
    .filter((read) => !(read.name in NOT_SETTINGS))
    .map((read) => {
      const where = read.path ? `${read.path}` : '';
      const example = examples.get(read.name);
      const fallback = example !== undefined ? `${example} (example: the build names it until set)` : read.fallback;
      const description = [where && `${where}${read.doc ? `: ${read.doc.replace(/\.$/, '')}` : ''}`, fallback && `default ${fallback}`].filter(Boolean).join('; ');
      return { name: read.name, description, example, section: /[.[]/.test(read.path) ? read.path.split(/[.[]/)[0] : '' };
    });
  for (const name of examples.keys()) if (!site.some((s) => s.name === name)) throw new Error(`lib/site.ts: placeholder ${name} is not read as process.env.${name}`);
  const groups = [{ title: 'Site (lib/site.ts): baked into the pages at build time; set them in the build environment', source: 'lib/site.ts', settings: site }];
  for (const group of declaredGroups(root)) groups.push({ title: group.title, source: group.file, settings: group.settings });
  const seen = new Map();
  for (const group of groups)
    for (const s of group.settings) {
      if (seen.has(s.name)) throw new Error(`${s.name} is declared twice: in ${seen.get(s.name)} and ${group.source}`);
      seen.set(s.name, group.source);
    }
  return groups;
}

/** A map name → setting over all groups. */
export function byName(groups) {
  return new Map(groups.flatMap((g) => g.settings.map((s) => [s.name, { ...s, group: g.source }])));
}
