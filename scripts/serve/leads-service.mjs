// The lead service on its own (for a static site hosted elsewhere): POST /api/leads
// on PORT (default 3001), configured like `npm start` (see README, "The lead service"),
// and the CMS's GitHub sign-in at /api/cms/ (lib/cms/oauth.ts; the site is then built
// with CMS_AUTH_BASE_URL naming this service).
import { createServer } from 'node:http';
import { importTs } from '../lib/load-ts.mjs';

const { startLeadService } = await importTs('lib/leads/service.ts');
const { isLeadsPath, nodeLeadListener } = await importTs('lib/leads/node.ts');
const { cmsStartLine, isCmsPath, nodeCmsListener } = await importTs('lib/cms/node.ts');
const leads = await startLeadService();
const api = nodeLeadListener(leads);
const cms = nodeCmsListener();

const port = Number(process.env.PORT ?? 3001);
const server = createServer((req, res) => {
  if (isLeadsPath(req.url)) return api(req, res);
  if (isCmsPath(req.url)) return cms(req, res);
  res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
});
server.listen(port, process.env.HOST || undefined, () => {
  const cmsLine = cmsStartLine();
  if (cmsLine) console.log(cmsLine);
  console.log(`Lead service on http://localhost:${port}/api/leads`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    server.close();
    leads.close().finally(() => process.exit(0));
  });
}
