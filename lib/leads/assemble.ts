/**
 * The lead service's parts on one open database, the same on every host:
 * store, notification senders, outbox, proof-of-work challenges, the
 * admission rules ("Call me now", the visitor's reply) and the request
 * handler. `startLeadService` (Node) and `serverlessLeads` (Cloudflare,
 * Netlify, Vercel) both build from here, so a host cannot miss a capability.
 */
import { callbackPromise, providerSender } from './voice-callback';
import { createChallenges } from './challenge';
import { voiceCallbackSetup, type LeadsConfig } from './config';
import type { Db } from './db';
import { createAdmit } from './extras';
import { createLeadHandler } from './handler';
import { emailSender, webhookSender } from './notify';
import { createOutbox, type Sender } from './outbox';
import { createRateLimiter } from './rate-limit';
import { replySender } from './reply-email';
import { createStore, type Channel } from './store';

export interface AssembleOptions {
  log: (message: string) => void;
  /** Wake the outbox when a person's lead is stored (Node's long-running outbox; serverless hosts run it after the answer instead). */
  wakeOutbox?: boolean;
}

export async function assembleLeads(db: Db, config: LeadsConfig, { log, wakeOutbox = false }: AssembleOptions) {
  const store = createStore(db);
  const senders: Partial<Record<Channel, Sender>> = {};
  if (config.smtpUrl) senders.email = await emailSender(config);
  if (config.webhookUrl) senders.webhook = webhookSender(config);
  // The sales team's channels, queued for every lead.
  const channels = Object.keys(senders) as Channel[];
  // Per-lead channels (lib/leads/extras.ts): the voice provider's call (only with a complete
  // provider configuration: otherwise a person calls back, and the answer says so) and the visitor's reply.
  const voice = voiceCallbackSetup(config);
  const callback = providerSender(voice, config);
  if (callback) senders.callback = callback;
  if (config.smtpUrl) senders.reply = await replySender(config);
  // Limits live in the database whenever more than one instance can answer (a PostgreSQL server).
  const limitDb = db.kind === 'postgres' ? db : null;
  const challenges = createChallenges({ db, secret: config.challengeSecret, ttlMs: config.challengeTtlMs, maxNumber: config.challengeMaxNumber });
  const admit = createAdmit({
    db,
    key: challenges.key,
    callbackLimiter: createRateLimiter({ max: config.callbackPerHour, windowMs: 3_600_000, prefix: 'callbacks', db: limitDb, log }),
    voiceCallback: callbackPromise(voice) === 'agent',
    reply: Boolean(config.smtpUrl),
  });
  const outbox = createOutbox({ store, senders, retryDelaysMs: config.retryDelaysMs, pollMs: config.pollMs, leaseMs: config.leaseMs, log });
  const limiter = createRateLimiter({ ...config.rateLimit, prefix: 'leads', db: limitDb, log });
  const handle = createLeadHandler({ store, config, limiter, channels, challenges, admit, onStored: wakeOutbox ? () => outbox.kick() : undefined, log });
  return { store, outbox, handle, channels, voice, hasSenders: Object.keys(senders).length > 0 };
}
