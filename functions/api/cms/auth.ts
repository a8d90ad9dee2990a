// Cloudflare Pages Function at /api/cms/auth (https://developers.cloudflare.com/pages/functions/routing/):
// the start of the CMS's GitHub sign-in (lib/cms/oauth.ts, the same code every host mounts).
import { pagesContext, type PagesContext } from '../../../lib/leads/hosts/cloudflare';
import { createCmsOAuth } from '../../../lib/cms/oauth';

const cms = createCmsOAuth();

export const onRequest = (context: PagesContext) => cms.auth(context.request, pagesContext(context));
