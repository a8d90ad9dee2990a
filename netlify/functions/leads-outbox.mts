// Netlify scheduled function: the lead outbox's retries every 5 minutes
// (https://docs.netlify.com/build/functions/scheduled-functions/). Netlify invokes it itself; a
// published deploy serves no URL for a scheduled function, so there is no caller to refuse.
import { serverlessLeads } from '../../lib/leads/hosts/serverless';

const leads = serverlessLeads('netlify');

const retryRun = async () => {
  await leads.runScheduled();
  return new Response(null, { status: 204 });
};

export default retryRun;

export const config = { schedule: '*/5 * * * *' };
