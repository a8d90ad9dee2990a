// Cloudflare Pages Function at /api/cms/callback: where GitHub sends the CMS's sign-in pop-up back
// (lib/cms/oauth.ts); the GitHub OAuth app's callback URL is https://<your site>/api/cms/callback.
import { pagesContext, type PagesContext } from '../../../lib/leads/hosts/cloudflare';
import { createCmsOAuth } from '../../../lib/cms/oauth';

const cms = createCmsOAuth();

export const onRequest = (context: PagesContext) => cms.callback(context.request, pagesContext(context));
