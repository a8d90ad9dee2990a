// `npm run words`: how many words each marketing page asks a visitor to read, per language,
// against the word budgets of the copy (docs in README, "Copy"). Counted over the built
// export (out/, from `npm run build`), on the visible text of each page's <main>, without
// what sits in <figure> or <table>: a transcript, the dashboard or the plan comparison is
// the product shown, not copy told. Legal pages and blog posts are outside the budgets.
//
//   node scripts/cli/words.mjs [--json] [--out DIR]
//
// Prints a table (page, English, Polish, budget) and exits 1 when a page or a language's
// total is over its budget, naming each one. `npm test` runs it after the test build.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'parse5';

/** Budgets in words per language. `null`: the page's calls or figures are its content. */
export const budgets = {
  total: 10_000,
  page: 600,
  pages: { '/': 900, '/pricing/': 900, '/sample-calls/': null, '/case-study/': null },
};

/** Pages outside the budgets: legal texts, blog posts and the blog's other addresses. */
export const outside = [/^\/(privacy|terms|cookies)\/$/, /^\/blog\/.+/, /^\/(blog-md|blogMd)\//];

const SKIP = new Set(['script', 'style', 'template', 'noscript', 'svg', 'figure', 'table']);

function isHidden(node) {
  const attrs = node.attrs ?? [];
  return attrs.some(
    (a) =>
      a.name === 'hidden' ||
      (a.name === 'aria-hidden' && a.value === 'true') ||
      (a.name === 'class' && /(^|\s)sr-only(\s|$)/.test(a.value)),
  );
}

function text(node, out) {
  if (node.nodeName === '#text') out.push(node.value);
  else if (node.tagName && (SKIP.has(node.tagName) || isHidden(node))) return;
  else if (node.tagName && /^(p|div|li|h[1-6]|section|article|br|dt|dd|button|a|label|option|summary)$/.test(node.tagName)) {
    out.push(' ');
    for (const child of node.childNodes ?? []) text(child, out);
    out.push(' ');
    return;
  }
  for (const child of node.childNodes ?? node.content?.childNodes ?? []) text(child, out);
}

function findMain(node) {
  if (node.tagName === 'main') return node;
  for (const child of node.childNodes ?? []) {
    const found = findMain(child);
    if (found) return found;
  }
  return null;
}

/** Words of the visible text of <main> in an HTML document, without figures and tables. */
export function mainWords(html) {
  const main = findMain(parse(html));
  if (!main) return 0;
  const out = [];
  text(main, out);
  return out
    .join('')
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

/** Each marketing page of out/ (path without the language) with its words per language. */
export function countPages(outDir) {
  const rows = new Map();
  for (const locale of ['en', 'pl']) {
    const root = join(outDir, locale);
    const walk = (dir) => {
      for (const name of readdirSync(dir).sort()) {
        const full = join(dir, name);
        if (statSync(full).isDirectory()) walk(full);
        else if (name === 'index.html') {
          const path = `/${relative(root, dir).split(sep).join('/')}/`.replace(/^\/\/$/, '/');
          if (outside.some((re) => re.test(path))) continue;
          const html = readFileSync(full, 'utf8');
          if (/http-equiv="refresh"/i.test(html)) continue;
          const row = rows.get(path) ?? { path, en: 0, pl: 0 };
          row[locale] = mainWords(html);
          rows.set(path, row);
        }
      }
    };
    walk(root);
  }
  return [...rows.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/** What is over budget, one sentence each (empty when everything fits). */
export function overBudget(rows, limits = budgets) {
  const problems = [];
  for (const row of rows) {
    const limit = row.path in limits.pages ? limits.pages[row.path] : limits.page;
    if (limit === null) continue;
    for (const locale of ['en', 'pl']) {
      if (row[locale] > limit) problems.push(`${locale}${row.path}: ${row[locale]} words, budget ${limit}`);
    }
  }
  for (const locale of ['en', 'pl']) {
    const total = rows.reduce((sum, row) => sum + row[locale], 0);
    if (total > limits.total) problems.push(`${locale}: ${total} words over all marketing pages, budget ${limits.total}`);
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const outDir = args.includes('--out') ? args[args.indexOf('--out') + 1] : join(process.cwd(), 'out');
  if (!existsSync(join(outDir, 'en'))) {
    console.error(`words: no export in ${outDir}: run "npm run build" first.`);
    process.exit(1);
  }
  const rows = countPages(outDir);
  const problems = overBudget(rows);
  if (args.includes('--json')) console.log(JSON.stringify({ rows, problems }, null, 2));
  else {
    const pad = (s, n) => String(s).padStart(n);
    console.log(`${'page'.padEnd(44)}${pad('en', 7)}${pad('pl', 7)}${pad('budget', 8)}`);
    for (const row of rows) {
      const limit = row.path in budgets.pages ? budgets.pages[row.path] : budgets.page;
      console.log(`${row.path.padEnd(44)}${pad(row.en, 7)}${pad(row.pl, 7)}${pad(limit ?? '-', 8)}`);
    }
    const total = (l) => rows.reduce((sum, row) => sum + row[l], 0);
    console.log(`${'all marketing pages'.padEnd(44)}${pad(total('en'), 7)}${pad(total('pl'), 7)}${pad(budgets.total, 8)}`);
    for (const problem of problems) console.log(`over budget: ${problem}`);
  }
  process.exit(problems.length ? 1 : 0);
}
