// Cloudflare Pages Function at /api/leads (https://developers.cloudflare.com/pages/functions/routing/):
// the one lead handler (lib/leads/), on PostgreSQL through `pg` over TCP with nodejs_compat (wrangler.toml).
import { pagesContext, type PagesContext } from '../../lib/leads/hosts/cloudflare';
import { serverlessLeads } from '../../lib/leads/hosts/serverless';

const leads = serverlessLeads('cloudflare');

export const onRequest = (context: PagesContext) => leads.handle(context.request, pagesContext(context));
