// Vercel Cron Job target (vercel.json "crons"; https://vercel.com/docs/cron-jobs/manage-cron-jobs):
// the lead outbox's retries. Vercel sends `Authorization: Bearer <CRON_SECRET>`; anyone else gets 401.
import { serverlessLeads } from '../lib/leads/hosts/serverless';

const leads = serverlessLeads('vercel');

export const GET = (request: Request) => leads.scheduled(request);
