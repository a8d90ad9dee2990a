// `npm run cms`: write blog posts in the browser on this machine, with no account.
// Starts the site's dev server (http://localhost:3000, PORT to change) and
// decap-server, Decap CMS's local backend, which reads and writes content/blog/
// and public/blog/ in this folder directly (CMS_LOCAL_PORT, default 8081, the
// port the generated CMS configuration points at). Open http://localhost:3000/admin/index.html
// (the development server answers /admin/ with the site's pages; the export serves both).
// The editors' guide is EDITORS.md.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { loadSite } from '../lib/site-config.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const { siteConfig } = await loadSite();
const backendPort = String(siteConfig.cms.localBackendPort);
const sitePort = process.env.PORT ?? '3000';

const children = [
  spawn(process.execPath, [`${root}node_modules/decap-server/dist/index.js`], {
    cwd: root,
    env: { ...process.env, PORT: backendPort, GIT_REPO_DIRECTORY: root, MODE: 'fs' },
    stdio: 'inherit',
  }),
  spawn('npm', ['run', 'dev', '--', '--port', sitePort], { cwd: root, env: { ...process.env, PORT: sitePort }, stdio: 'inherit' }),
];
console.log(
  `cms: open http://localhost:${sitePort}/admin/index.html and press Login. Posts are written into content/blog/, images into public/blog/ ` +
    `(published at once: the Draft/In review/Ready columns exist only with GitHub). Check them with npm run check:posts, ` +
    `preview at http://localhost:${sitePort}/en/blog/, commit them with git. EDITORS.md has the whole round.`,
);

const stopAll = () => children.forEach((child) => child.exitCode === null && child.kill('SIGTERM'));
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) child.on('exit', (code) => {
  stopAll();
  process.exitCode = code ?? 0;
});
