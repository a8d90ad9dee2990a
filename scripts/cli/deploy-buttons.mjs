// Writes the deploy buttons: the README block between the deploy-buttons markers and the
// [template.environment] block of netlify.toml, from
// - the repository: `cms.githubRepo` of lib/site.ts (CMS_GITHUB_REPO, owner/name: the
//   repository the CMS publishes to is the site's own), on branch `cms.branch` (CMS_BRANCH);
// - what each host's button asks for (ASKS below), with each setting's own line from
//   .env.example's sources (scripts/lib/settings.mjs).
// Usage: CMS_GITHUB_REPO=owner/name npm run deploy-buttons   (write)
//        npm run deploy-buttons -- --check                   (exit 1 when either file is stale)
// Like vercel.json (npm run hosting), the files follow the environment they were written in:
// scripts/cli/deploy-buttons.test.ts fails when they differ from what this writes now.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allSettings, byName } from '../lib/settings.mjs';
import { loadSite } from '../lib/site-config.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The variables each button asks for: what the forms need on that host (the lead
 * service's database, the retry run's secret where a scheduler calls it), the site's
 * address, and what the CMS needs there. Every other setting keeps its default until
 * set in the host's settings (.env.example lists them all).
 */
export const ASKS = {
  vercel: ['DATABASE_URL', 'CRON_SECRET', 'NEXT_PUBLIC_SITE_URL', 'CMS_GITHUB_REPO'],
  netlify: ['DATABASE_URL', 'NEXT_PUBLIC_SITE_URL', 'CMS_GITHUB_REPO'],
  cloudflare: ['DATABASE_URL', 'CRON_SECRET', 'NEXT_PUBLIC_SITE_URL', 'CMS_GITHUB_REPO'],
};

/** Documentation each format follows (also cited in the README block). */
export const DOCS = {
  vercel: ['https://vercel.com/docs/deploy-button/source', 'https://vercel.com/docs/deploy-button/environment-variables'],
  netlify: ['https://docs.netlify.com/site-deploys/create-deploys/#deploy-to-netlify-button'],
  cloudflare: ['https://developers.cloudflare.com/workers/platform/deploy-buttons/', 'https://developers.cloudflare.com/pages/get-started/git-integration/'],
};

export const README_START = '<!-- deploy-buttons: written by `npm run deploy-buttons` from lib/site.ts and the settings lists; do not edit by hand -->';
export const README_END = '<!-- /deploy-buttons -->';
export const TOML_START = '# deploy-buttons: written by `npm run deploy-buttons` (the Deploy to Netlify button asks for these); do not edit by hand';
export const TOML_END = '# /deploy-buttons';

const code = (name) => `\`${name}\``;

/**
 * How a button puts each question: a short label (Vercel's one description of them all)
 * and the hint beside the field (Netlify). Each must be a line of .env.example
 * (scripts/cli/deploy-buttons.test.ts), where the full description stays.
 */
export const QUESTIONS = {
  DATABASE_URL: { label: 'the lead inbox\'s PostgreSQL', hint: 'Connection string of your PostgreSQL database, postgres://user:password@host:5432/db (the lead inbox; add ?sslmode=require if the provider asks)' },
  CRON_SECRET: { label: 'the retry run\'s secret', hint: 'A random string of 32 characters or more (openssl rand -hex 32): the scheduler sends it to the retry run of failed notifications' },
  NEXT_PUBLIC_SITE_URL: { label: 'the site\'s address', hint: 'The site\'s public address without a trailing slash: your domain, or the host\'s address until you add one' },
  CMS_GITHUB_REPO: { label: 'the repository the CMS publishes to', hint: 'The new repository as owner/name: the CMS at /admin/ publishes posts to it' },
};

function question(settings, name) {
  if (!settings.has(name)) throw new Error(`deploy-buttons: ${name} is not a setting (.env.example has no such line)`);
  const q = QUESTIONS[name];
  if (!q) throw new Error(`deploy-buttons: no question for ${name} in QUESTIONS`);
  return q;
}

/** The buttons' URLs and the texts around them, for a repository `owner/name` on `branch`. */
export function deployButtons({ repo, branch, isExample, settings }) {
  const repoUrl = `https://github.com/${repo}`;
  const name = repo.split('/')[1] ?? repo;
  const readme = `${repoUrl}/blob/${branch}/README.md#deploy-in-one-step`;
  const vercel = new URL('https://vercel.com/new/clone');
  vercel.searchParams.set('repository-url', repoUrl);
  vercel.searchParams.set('project-name', name);
  vercel.searchParams.set('env', ASKS.vercel.join(','));
  vercel.searchParams.set('envDescription', `The ${ASKS.vercel.map((v) => `${question(settings, v).label} (${v})`).join(', ')}: each is explained at the link below.`);
  vercel.searchParams.set('envLink', readme);
  // Netlify's documented form: the repository URL as it is, not percent-encoded.
  const netlify = `https://app.netlify.com/start/deploy?repository=${repoUrl}`;
  const cloudflare = 'https://dash.cloudflare.com/?to=/:account/workers-and-pages/create/pages';
  const list = (host) => ASKS[host].map(code).join(', ');
  const block = [
    README_START,
    '',
    `[![Deploy with Vercel](https://vercel.com/button)](${vercel.href}) [![Deploy to Netlify](https://www.netlify.com/img/deploy/button.svg)](${netlify}) · Cloudflare Pages: [create the Pages project](${cloudflare})`,
    '',
    ...(isExample
      ? [`The buttons name ${code(repo)}, the example value of ${code('CMS_GITHUB_REPO')}: run ${code('CMS_GITHUB_REPO=owner/name npm run deploy-buttons')} with your repository and commit the result.`, '']
      : []),
    '| host | what the button does | asks for | does not set |',
    '| --- | --- | --- | --- |',
    `| Vercel ([source](${DOCS.vercel[0]}), [variables](${DOCS.vercel[1]})) | copies ${code(repo)} into a new repository of your GitHub, GitLab or Bitbucket account, creates the project and builds it with the committed ${code('vercel.json')} (static export, headers, functions, the Cron Job) | ${list('vercel')}, each required, under one description and a link to this section | everything else in ${code('.env.example')}: set the placeholders and ${code('SMTP_URL')} or ${code('LEADS_WEBHOOK_URL')} in Settings → Environment Variables, then redeploy; the CMS's sign-in: ${code('GITHUB_CLIENT_ID')} and ${code('GITHUB_CLIENT_SECRET')} of a GitHub OAuth app whose callback is ${code('https://<your site>/api/cms/callback')} ([In the browser](#in-the-browser)) |`,
    `| Netlify ([button](${DOCS.netlify[0]})) | copies ${code(repo)} into your GitHub or GitLab account, creates the site and builds it with the committed ${code('netlify.toml')} (build, ${code('out')}, the functions and their schedule) | ${list('netlify')}, each with its hint, from ${code('[template.environment]')} in ${code('netlify.toml')} | everything else in ${code('.env.example')}; check in Site configuration → Environment variables that ${code('DATABASE_URL')} reaches the *Functions* scope; the CMS's GitHub sign-in is Netlify's own OAuth provider, installed by hand ([In the browser](#in-the-browser)) |`,
    `| Cloudflare Pages ([Deploy to Cloudflare](${DOCS.cloudflare[0]}), [Git integration](${DOCS.cloudflare[1]})) | no one-click deploy: Cloudflare's Deploy button supports Workers applications only, and this site is a Pages project (${code('wrangler.toml')}, ${code('functions/')}). The link is the dashboard's own address of *Create a Pages project* (not a documented button format); fork the repository first, then *Connect to Git* | nothing: enter the build settings (preset *None*, ${code('npm run build')}, output ${code('out')}) then ${code('NODE_VERSION=20')} and ${list('cloudflare')} yourself | everything else in ${code('.env.example')}; the Cron Trigger worker of the retry run (step 4 of [Forms on this host](#forms-on-this-host)) and the CMS's sign-in (${code('GITHUB_CLIENT_ID')}, ${code('GITHUB_CLIENT_SECRET')}, as on Vercel) |`,
    '',
    README_END,
  ].join('\n');
  const toml = [TOML_START, '[template.environment]', ...ASKS.netlify.map((v) => `  ${v} = ${JSON.stringify(question(settings, v).hint)}`), TOML_END].join('\n');
  return { vercel: vercel.href, netlify, cloudflare, block, toml };
}

/** `text` with the part from `start` to `end` (markers included) replaced by `block`; throws without the markers. */
export function replaceBlock(text, start, end, block, file) {
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`${file}: the deploy-buttons markers are missing`);
  return text.slice(0, from) + block + text.slice(to + end.length);
}

/** path → content the script writes now. */
export async function deployButtonFiles() {
  const { siteConfig, isExample } = await loadSite();
  const settings = byName(await allSettings(root));
  const repo = siteConfig.cms.githubRepo;
  if (!/^[\w.-]+\/[\w.-]+$/.test(repo)) throw new Error(`CMS_GITHUB_REPO must be owner/name on GitHub, not ${repo}`);
  const buttons = deployButtons({ repo, branch: siteConfig.cms.branch, isExample: isExample(repo), settings });
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  const netlify = readFileSync(join(root, 'netlify.toml'), 'utf8');
  return {
    'README.md': replaceBlock(readme, README_START, README_END, buttons.block, 'README.md'),
    'netlify.toml': replaceBlock(netlify, TOML_START, TOML_END, buttons.toml, 'netlify.toml'),
  };
}

async function main() {
  const files = await deployButtonFiles();
  const stale = Object.entries(files).filter(([path, text]) => !existsSync(join(root, path)) || readFileSync(join(root, path), 'utf8') !== text);
  if (process.argv.includes('--check')) {
    if (stale.length) {
      console.error(`Stale: ${stale.map(([path]) => path).join(', ')}. Run "npm run deploy-buttons" and commit.`);
      process.exit(1);
    }
    console.log('The deploy buttons in README.md and netlify.toml are up to date.');
  } else {
    for (const [path, text] of stale) writeFileSync(join(root, path), text);
    console.log(stale.length ? `Wrote ${stale.map(([path]) => path).join(', ')}.` : 'The deploy buttons were up to date.');
  }
}

// Run as a script (not when a test imports it): no top-level await, so jest can load the module.
if (process.argv[1] === fileURLToPath(import.meta.url)) main();
