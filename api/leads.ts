// Vercel Function at /api/leads beside the static output (https://vercel.com/docs/functions/runtimes/node-js):
// the one lead handler, on PostgreSQL through `pg`; notifications after the answer with waitUntil.
import { waitUntil } from '@vercel/functions';
import { serverlessLeads } from '../lib/leads/hosts/serverless';

const leads = serverlessLeads('vercel');

// Vercel sets x-real-ip to the client's address (https://vercel.com/docs/headers/request-headers).
const handle = (request: Request) => leads.handle(request, { address: request.headers.get('x-real-ip'), waitUntil });

export { handle as DELETE, handle as GET, handle as OPTIONS, handle as PATCH, handle as POST, handle as PUT };
