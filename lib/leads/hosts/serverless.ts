/**
 * The lead service on a serverless host (Cloudflare Pages Functions, Netlify
 * Functions, Vercel Functions): the same handler, store, outbox and SQL
 * migrations as on Node, on the PostgreSQL server DATABASE_URL names.
 *
 * - Nothing is kept in the instance that decides anything: the rate limit is
 *   counted in the database, so it holds whichever instance answers.
 * - Migrations run once per instance, on its first request, under the
 *   advisory lock of lib/leads/migrate.ts (never racing between instances).
 * - After a 201 the notifications are attempted at once, in the runtime's
 *   `waitUntil` (the answer does not wait for them); what fails is retried by
 *   the host's scheduler calling `scheduled`, which needs the scheduler's secret.
 * - Without DATABASE_URL: one sentence in the log, and 503 `{ error: 'storage' }`.
 */
import { timingSafeEqual } from 'node:crypto';
import { assembleLeads } from '../assemble';
import { leadsConfig, voiceCallbackSentence, voiceCallbackSetup, type LeadsConfig } from '../config';
import { migrate } from '../migrate';
import { bundledMigrations } from '../migrations/bundled';
import { openPostgres } from '../postgres';
import { noDatabaseSentence, storageUnavailable, type ServerlessHost } from './env';
import type { Db } from '../db';

type Env = Record<string, string | undefined>;

export interface HostRequestContext {
  /** The host's environment (Cloudflare passes it per request; elsewhere process.env). */
  env?: Env;
  /** The address the host saw the request come from (its own header or context). */
  address?: string | null;
  /** Keeps the instance alive for work after the answer (Cloudflare, Netlify and Vercel all have one). */
  waitUntil?: (promise: Promise<unknown>) => void;
}

const log = (message: string) => console.log(`[leads] ${message}`);
const plain = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' } });

/** How many batches of 20 one scheduled run sends at most (keeps it within a function's time limit). */
const SCHEDULED_ROUNDS = 10;

/**
 * Cloudflare Workers cannot reuse a connection opened by another request, so
 * there each request opens its own; the Lambda-based hosts keep one small pool per instance.
 */
export function serverlessLeads(host: ServerlessHost) {
  let refusedLogged = false;
  let migrated: Promise<unknown> | null = null;
  let shared: Promise<Db> | null = null;
  const perRequest = host === 'cloudflare';

  async function open(config: LeadsConfig): Promise<{ db: Db; done: () => Promise<void> }> {
    if (perRequest) {
      const db = await openPostgres(config.databaseUrl, { max: 2 });
      return { db, done: () => db.close().catch(() => undefined) };
    }
    shared ??= openPostgres(config.databaseUrl, { max: 2 }).catch((error) => {
      shared = null;
      throw error;
    });
    return { db: await shared, done: async () => undefined };
  }

  async function ready(db: Db) {
    migrated ??= migrate(db, bundledMigrations).catch((error) => {
      migrated = null;
      throw error;
    });
    await migrated;
  }

  // The service's parts (mail transport, challenge key, limiters, outbox): once per instance
  // where the connection is shared, per request on Cloudflare, where the connection is too.
  let assembled: ReturnType<typeof assembleLeads> | null = null;
  function parts(db: Db, config: LeadsConfig) {
    if (perRequest) return assembleLeads(db, config, { log });
    assembled ??= assembleLeads(db, config, { log }).catch((error) => {
      assembled = null;
      throw error;
    });
    return assembled;
  }

  let voiceLogged = false;
  function configFrom(env: Env | undefined): LeadsConfig | null {
    const config = leadsConfig(env ?? process.env);
    // Once per instance (its start): who places "Call me now" calls, or what is missing for it.
    if (!voiceLogged) log(voiceCallbackSentence(voiceCallbackSetup(config)));
    voiceLogged = true;
    if (config.databaseUrl) return config;
    if (!refusedLogged) console.error(`[leads] ${noDatabaseSentence(host)}`);
    refusedLogged = true;
    return null;
  }

  /** POST /api/leads (and its preflight, and the other methods' 405). */
  async function handle(request: Request, context: HostRequestContext = {}): Promise<Response> {
    const config = configFrom(context.env);
    if (!config) return storageUnavailable();
    let connection: Awaited<ReturnType<typeof open>> | null = null;
    try {
      connection = await open(config);
      const { db } = connection;
      await ready(db);
      const { outbox, handle: handler, hasSenders } = await parts(db, config);
      const forwarded = config.trustProxy ? request.headers.get('x-forwarded-for')?.split(',', 1)[0]?.trim() : null;
      const response = await handler(request, (forwarded || context.address || 'unknown').slice(0, 64));
      // Notifications now, after the answer; a failure waits for the scheduler.
      const after = response.status === 201 && hasSenders ? outbox.runOnce(1).catch(() => undefined) : Promise.resolve();
      const finished = after.then(connection.done);
      connection = null;
      if (context.waitUntil) context.waitUntil(finished);
      else await finished;
      return response;
    } catch (error) {
      log(`request failed (${error instanceof Error ? error.name : 'error'}${(error as { code?: string }).code ? ` ${(error as { code?: string }).code}` : ''})`);
      return plain(500, { error: 'server' });
    } finally {
      await connection?.done();
    }
  }

  /**
   * The scheduler's call (Cloudflare Cron Trigger through deploy/cloudflare-cron,
   * Vercel Cron Jobs, Netlify's scheduled function): sends what is due. Only with
   * `Authorization: Bearer <CRON_SECRET>`; without the secret configured nobody may call it.
   */
  async function scheduled(request: Request, context: HostRequestContext = {}): Promise<Response> {
    const env = context.env ?? process.env;
    const secret = (env.CRON_SECRET ?? '').trim();
    if (!secret || !sameSecret(request.headers.get('authorization') ?? '', `Bearer ${secret}`)) {
      return new Response(JSON.stringify({ error: 'unauthorized' }), { status: 401, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', 'WWW-Authenticate': 'Bearer' } });
    }
    return plain(200, { sent: await runScheduled(env) });
  }

  /** One scheduled run: the due notifications, then done (Netlify calls this directly). */
  async function runScheduled(env: Env = process.env): Promise<number> {
    const config = configFrom(env);
    if (!config) return 0;
    const { db, done } = await open(config);
    try {
      await ready(db);
      const { outbox } = await parts(db, config);
      return await outbox.runOnce(SCHEDULED_ROUNDS);
    } finally {
      await done();
    }
  }

  return { handle, scheduled, runScheduled };
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
