// Finds the system programs the test suites use, and installs the missing
// ones from Debian's packages (one apt-get run) when we run as root on a
// machine with apt-get; otherwise stops with one clear sentence.
//   Chromium          browser tests (CHROMIUM_PATH, else /usr/bin/chromium)
//   nginx             the nginx deploy recipe, served for real (NGINX_PATH, else /usr/sbin/nginx)
//   Java              the W3C Nu HTML Checker (vnu-jar) (JAVA_PATH, else java on PATH)
//   PostgreSQL        the lead suite against a real server (PG_BIN, else /usr/lib/postgresql/<n>/bin)
//   Liberation Sans   Arial's metrics, as visitors' machines have them: the 'Inter Fallback' face
//                     (app/globals.css) uses it, so a web font that arrives after the first paint
//                     moves nothing, as for a visitor. Without it Chromium falls back to DejaVu, wider
//                     than Arial: a late font then reflowed /en/pricing by a CLS of 0.064 (a CI flake).
// Usage: node scripts/cli/ensure-system.mjs            (all of them)
//        node scripts/cli/ensure-system.mjs chromium   (only the named ones)
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';

const which = (cmd) => {
  const found = spawnSync('sh', ['-c', `command -v ${cmd}`], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() : '';
};

/** The newest /usr/lib/postgresql/<version>/bin that has initdb, or ''. */
function postgresBin() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return '';
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? join(root, versions[0], 'bin') : '';
}

const LIBERATION = '/usr/share/fonts/truetype/liberation';

/** Each tool: where it is (or ''), the variable that overrides it, and its Debian package. */
export const TOOLS = {
  chromium: { find: () => process.env.CHROMIUM_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : ''), env: 'CHROMIUM_PATH', pkg: 'chromium' },
  nginx: { find: () => process.env.NGINX_PATH || (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : which('nginx')), env: 'NGINX_PATH', pkg: 'nginx-light' },
  java: { find: () => process.env.JAVA_PATH || which('java'), env: 'JAVA_PATH', pkg: 'default-jre-headless' },
  postgres: { find: () => (postgresBin() && existsSync(join(postgresBin(), 'initdb')) ? postgresBin() : ''), env: 'PG_BIN', pkg: 'postgresql' },
  fonts: { find: () => process.env.FALLBACK_FONT_DIR || (existsSync(LIBERATION) ? LIBERATION : ''), env: 'FALLBACK_FONT_DIR', pkg: 'fonts-liberation' },
};

export const chromiumPath = () => TOOLS.chromium.find() || '/usr/bin/chromium';
export const nginxPath = () => TOOLS.nginx.find();
export const javaPath = () => TOOLS.java.find();
export const postgresBinDir = () => TOOLS.postgres.find();

const hasAptGet = () => Boolean(which('apt-get'));
const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/** Finds or installs the named tools; returns false (after saying why) when one cannot be had. */
export function ensureTools(names = Object.keys(TOOLS)) {
  const missing = names.filter((name) => !TOOLS[name].find());
  if (missing.length) {
    const overridden = missing.filter((name) => process.env[TOOLS[name].env]);
    if (overridden.length || !isRoot() || !hasAptGet()) {
      const list = missing.map((name) => `${TOOLS[name].pkg} (or set ${TOOLS[name].env})`).join(', ');
      console.error(`Missing for the tests: ${list}; install them with apt-get as root, or point the variables at them.`);
      return false;
    }
    const packages = missing.map((name) => TOOLS[name].pkg);
    console.log(`Installing Debian packages the tests need: ${packages.join(' ')} (apt-get)…`);
    const run = (cmd) => spawnSync('sh', ['-c', cmd], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    run('apt-get update -qq');
    // The postgresql package must not start a system cluster the tests do not use.
    const install = run(`apt-get install -y -qq --no-install-recommends ${packages.join(' ')}`);
    const still = missing.filter((name) => !TOOLS[name].find());
    if (install.status !== 0 || still.length) {
      console.error(`apt-get could not install ${still.map((n) => TOOLS[n].pkg).join(', ')}: install them by hand or set ${still.map((n) => TOOLS[n].env).join(', ')}.`);
      return false;
    }
  }
  for (const name of names) console.log(`Tests use ${name} at ${TOOLS[name].find()}`);
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const names = process.argv.slice(2);
  const unknown = names.filter((n) => !TOOLS[n]);
  if (unknown.length) {
    console.error(`Unknown tool ${unknown.join(', ')}; known: ${Object.keys(TOOLS).join(', ')}.`);
    process.exit(2);
  }
  if (!ensureTools(names.length ? names : undefined)) process.exit(1);
}
