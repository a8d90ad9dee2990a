// Vercel Function at /api/cms/callback: where GitHub sends the CMS's sign-in pop-up back (lib/cms/oauth.ts);
// the GitHub OAuth app's callback URL is https://<your site>/api/cms/callback.
import { createCmsOAuth } from '../../lib/cms/oauth';

const cms = createCmsOAuth();

const handle = (request: Request) => cms.callback(request, { env: process.env, address: request.headers.get('x-real-ip') });

export { handle as DELETE, handle as GET, handle as OPTIONS, handle as PATCH, handle as POST, handle as PUT };
