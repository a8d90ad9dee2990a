/**
 * Per-key fixed-window rate limits behind one interface: `take(key)` counts a
 * request and answers whether it may pass. In memory when one process serves
 * the endpoint (the embedded database); in the database whenever more than one
 * instance can answer (serverless hosts, Node with DATABASE_URL), so the limit
 * holds whichever instance a request reaches. One table for every limiter:
 * each has its own `prefix` and window.
 */
import { createHash } from 'node:crypto';
import type { Queryable } from './db';

export type RateResult = { ok: true } | { ok: false; retryAfterS: number };

export interface RateLimiter {
  /** Counts one request; `ok: false` with the seconds until the window reopens when over the limit. */
  take(key: string, now?: number): Promise<RateResult>;
}

export interface RateLimitOptions {
  max: number;
  windowMs: number;
  /** Keeps limiters apart in the shared table (e.g. 'leads', 'callbacks'). */
  prefix?: string;
  /** A PostgreSQL server shared by the instances: the limit lives there. */
  db?: Queryable | null;
  /** Told (without the key) when the database cannot count: the request then passes. */
  log?: (message: string) => void;
}

export function createRateLimiter(options: RateLimitOptions): RateLimiter {
  return options.db ? databaseLimiter(options, options.db) : memoryLimiter(options);
}

function memoryLimiter({ max, windowMs }: RateLimitOptions): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = 0;
  return {
    async take(key, now = Date.now()) {
      if (max <= 0) return { ok: true };
      if (now - lastSweep > windowMs) {
        for (const [k, w] of windows) if (now - w.start >= windowMs) windows.delete(k);
        lastSweep = now;
      }
      const current = windows.get(key);
      if (!current || now - current.start >= windowMs) {
        windows.set(key, { start: now, count: 1 });
        return { ok: true };
      }
      current.count += 1;
      if (current.count <= max) return { ok: true };
      return { ok: false, retryAfterS: Math.max(1, Math.ceil((current.start + windowMs - now) / 1000)) };
    },
  };
}

/** One statement per request: a new window, or one more hit in the current one (atomic under concurrency). */
const TAKE_SQL = `INSERT INTO rate_limits AS r (key, hits, window_end)
  VALUES ($1, 1, now() + ($2::double precision * interval '1 millisecond'))
  ON CONFLICT (key) DO UPDATE SET
    hits = CASE WHEN r.window_end <= now() THEN 1 ELSE r.hits + 1 END,
    window_end = CASE WHEN r.window_end <= now() THEN EXCLUDED.window_end ELSE r.window_end END
  RETURNING hits, EXTRACT(EPOCH FROM (window_end - now())) AS remaining_s`;

function databaseLimiter({ max, windowMs, prefix = 'leads', log = () => undefined }: RateLimitOptions, db: Queryable): RateLimiter {
  return {
    async take(key) {
      if (max <= 0) return { ok: true };
      // The address is personal data: the table keeps a digest of it, for one window.
      const digest = `${prefix}:${createHash('sha256').update(key).digest('base64url')}`;
      try {
        const [row] = await db.query<{ hits: number; remaining_s: string | number }>(TAKE_SQL, [digest, windowMs]);
        // Now and then (instances may live for one request only), ended windows go.
        if (Math.random() < 1 / 64) {
          await db.query(`DELETE FROM rate_limits WHERE window_end < now() - interval '1 minute'`);
        }
        if (!row || Number(row.hits) <= max) return { ok: true };
        return { ok: false, retryAfterS: Math.max(1, Math.ceil(Number(row.remaining_s))) };
      } catch (error) {
        // Counting must not cost a lead: the insert that follows reports a real outage.
        log(`rate limit not checked (${error instanceof Error ? error.name : 'error'})`);
        return { ok: true };
      }
    },
  };
}
