// Cloudflare Pages Function at /api/leads-outbox: the retry run, called every few minutes by the
// Cron Trigger worker in deploy/cloudflare-cron/ (Pages Functions have no scheduled handler of their own).
// Answers 401 without `Authorization: Bearer <CRON_SECRET>`.
import { pagesContext, type PagesContext } from '../../lib/leads/hosts/cloudflare';
import { serverlessLeads } from '../../lib/leads/hosts/serverless';

const leads = serverlessLeads('cloudflare');

export const onRequest = (context: PagesContext) => leads.scheduled(context.request, pagesContext(context));
