// `npm start`: builds the static export when it is missing or older than the
// sources, then serves out/ on http://localhost:3000 (PORT to change it) and
// the lead service at /api/leads (lib/leads/, the same handler server mode
// mounts) and the CMS's GitHub sign-in at /api/cms/ (lib/cms/oauth.ts).
// `--no-build` serves the existing export as it is.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { currentPlaceholders, placeholderReport } from '../build/check-config.mjs';
import { importTs } from '../lib/load-ts.mjs';
import { createStaticHandler } from './serve.mjs';

const root = new URL('../../', import.meta.url).pathname;
const out = join(root, 'out');
const stamp = join(out, '.build-stamp');
const sources = ['app', 'components', 'content', 'i18n', 'lib', 'messages', 'public', 'next.config.mjs', 'package.json', 'proxy.ts'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((max, name) => Math.max(max, newest(join(path, name))), stat.mtimeMs);
}

const builtAt = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((s) => newest(join(root, s))));
/** The browser tests' build (npm run build:test) carries a test analytics key: never serve it as the site. */
function isTestBuild() {
  try {
    return JSON.parse(readFileSync(stamp, 'utf8')).build === 'test';
  } catch {
    return false;
  }
}
const testBuild = builtAt > 0 && isTestBuild();
/** The example values out/ was built with (scripts/build/postbuild.mjs keeps them in the stamp). */
async function builtPlaceholders() {
  try {
    const { placeholders } = JSON.parse(readFileSync(stamp, 'utf8'));
    if (Array.isArray(placeholders)) return placeholders;
  } catch {
    // An export from before the stamp named them: the current configuration says it.
  }
  return currentPlaceholders();
}
// --no-build (the lead suites in tests/services/) serves out/ as it is, whichever build it holds.
const rebuild = !process.argv.includes('--no-build') && (!builtAt || sourcesAt > builtAt || testBuild);
if (rebuild) {
  console.log(
    !builtAt ? 'No build yet: building the static site…' : testBuild ? 'out/ holds the test build: building the site…' : 'Sources changed since the last build: rebuilding…',
  );
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else {
  // A fresh build printed them already; otherwise name them once here.
  const report = placeholderReport(await builtPlaceholders());
  if (report) console.warn(`\n${report}\n`);
}

const { startLeadService } = await importTs('lib/leads/service.ts');
const { isLeadsPath, nodeLeadListener } = await importTs('lib/leads/node.ts');
const { cmsStartLine, isCmsPath, nodeCmsListener } = await importTs('lib/cms/node.ts');
const leads = await startLeadService();
const api = nodeLeadListener(leads);
// The CMS's GitHub sign-in (/api/cms/auth, /api/cms/callback; lib/cms/oauth.ts).
const cms = nodeCmsListener();
const site = createStaticHandler(out);

const port = Number(process.env.PORT ?? 3000);
const server = createServer((req, res) => (isLeadsPath(req.url) ? api(req, res) : isCmsPath(req.url) ? cms(req, res) : site(req, res)));
server.listen(port, () => {
  const cmsLine = cmsStartLine();
  if (cmsLine) console.log(cmsLine);
  console.log(`Site ready on http://localhost:${port} (English /en/, Polish /pl/); leads at /api/leads`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close();
    leads.close().finally(() => process.exit(0));
  });
}
