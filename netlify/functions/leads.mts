// Netlify Function (v2) at /api/leads, the path in its own config
// (https://docs.netlify.com/build/functions/get-started/): the one lead handler, on PostgreSQL through `pg`.
import { serverlessLeads } from '../../lib/leads/hosts/serverless';

const leads = serverlessLeads('netlify');

/** The part of Netlify's Context the function uses (https://docs.netlify.com/build/functions/api/). */
interface NetlifyContext {
  ip?: string;
  waitUntil?: (promise: Promise<unknown>) => void;
}

const leadFunction = (request: Request, context: NetlifyContext = {}) => leads.handle(request, { address: context.ip, waitUntil: context.waitUntil?.bind(context) });

export default leadFunction;

export const config = { path: '/api/leads' };
