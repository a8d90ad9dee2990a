// The retry schedule for Cloudflare Pages, which has no Cron Triggers of its own: this Worker's
// Cron Trigger (wrangler.toml beside it; https://developers.cloudflare.com/workers/configuration/cron-triggers/)
// calls the site's /api/leads-outbox with the shared secret. Deploy: README, "Forms on this host".
interface CronEnv {
  SITE_URL: string;
  CRON_SECRET: string;
}

export async function callOutbox(env: CronEnv, fetchImpl: typeof fetch = fetch): Promise<number> {
  const response = await fetchImpl(new URL('/api/leads-outbox', env.SITE_URL), { method: 'POST', headers: { Authorization: `Bearer ${env.CRON_SECRET}` } });
  await response.body?.cancel().catch(() => undefined);
  if (!response.ok) throw new Error(`leads outbox answered ${response.status}`);
  return response.status;
}

const worker = {
  async scheduled(_controller: unknown, env: CronEnv, ctx: { waitUntil(promise: Promise<unknown>): void }) {
    ctx.waitUntil(callOutbox(env));
  },
};

export default worker;
