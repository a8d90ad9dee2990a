/**
 * The lead service: database (migrated at start), outbox, request handler,
 * and, for the embedded database, the local control socket that lets
 * `npm run leads` read the inbox while the server holds the data folder.
 */
import { callbackSender } from '@/lib/callback/request';
import { createChallenges } from './challenge';
import { leadsConfig, type LeadsConfig } from './config';
import { startControl } from './control';
import { openDb } from './db';
import { createLeadHandler } from './handler';
import { migrate } from './migrate';
import { emailSender, webhookSender } from './notify';
import { createOutbox, type Sender } from './outbox';
import { createAdmit } from './extras';
import { createRateLimiter } from './rate-limit';
import { replySender } from './reply-email';
import { createStore, type Channel } from './store';

const defaultLog = (message: string) => console.log(`[leads] ${message}`);

export async function startLeadService(config: LeadsConfig = leadsConfig(), { log = defaultLog, control = true } = {}) {
  const db = await openDb(config);
  await migrate(db);
  const store = createStore(db);
  const senders: Partial<Record<Channel, Sender>> = {};
  if (config.smtpUrl) senders.email = await emailSender(config);
  if (config.webhookUrl) senders.webhook = webhookSender(config);
  const channels = Object.keys(senders) as Channel[];
  // Per-lead channels (lib/leads/extras.ts): the voice platform's call and the visitor's reply.
  if (config.voiceCallbackUrl) senders.callback = callbackSender(config);
  if (config.smtpUrl) senders.reply = await replySender(config);
  const challenges = createChallenges({ db, secret: config.challengeSecret, ttlMs: config.challengeTtlMs, maxNumber: config.challengeMaxNumber });
  const admit = createAdmit({
    db,
    key: challenges.key,
    callbackLimiter: createRateLimiter({ max: config.callbackPerHour, windowMs: 3_600_000 }),
    voiceCallback: Boolean(config.voiceCallbackUrl),
    reply: Boolean(config.smtpUrl),
  });
  const outbox = createOutbox({ store, senders, retryDelaysMs: config.retryDelaysMs, pollMs: config.pollMs, leaseMs: config.leaseMs, log });
  const handle = createLeadHandler({ store, config, limiter: createRateLimiter(config.rateLimit), channels, challenges, admit, onStored: () => outbox.kick(), log });
  const controlServer = control && db.kind === 'pglite' ? await startControl(config.dataDir, store) : null;
  // Pending notifications from before a restart go out now.
  outbox.kick();
  log(`inbox ready (${db.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'}; notifications: ${channels.join(', ') || 'none configured'})`);
  return {
    handle,
    store,
    outbox,
    config,
    async close() {
      await outbox.stop();
      await controlServer?.close();
      await db.close();
    },
  };
}

export type LeadService = Awaited<ReturnType<typeof startLeadService>>;

/** The client address for rate limiting: X-Forwarded-For's first entry only when LEADS_TRUST_PROXY=1. */
export function clientAddress(forwardedFor: string | null | undefined, socketAddress: string | undefined, trustProxy: boolean): string {
  if (trustProxy && forwardedFor) return (forwardedFor.split(',', 1)[0] ?? '').trim().slice(0, 64) || 'unknown';
  return socketAddress ?? 'unknown';
}
