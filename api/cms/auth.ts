// Vercel Function at /api/cms/auth (https://vercel.com/docs/functions/runtimes/node-js): the start of the
// CMS's GitHub sign-in (lib/cms/oauth.ts, the same code every host mounts), with GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET.
import { createCmsOAuth } from '../../lib/cms/oauth';

const cms = createCmsOAuth();

// Vercel sets x-real-ip to the client's address (https://vercel.com/docs/headers/request-headers).
const handle = (request: Request) => cms.auth(request, { env: process.env, address: request.headers.get('x-real-ip') });

export { handle as DELETE, handle as GET, handle as OPTIONS, handle as PATCH, handle as POST, handle as PUT };
