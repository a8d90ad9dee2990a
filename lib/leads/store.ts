/**
 * The lead inbox and its outbox, in SQL shared by PGlite and PostgreSQL.
 * A lead and its pending notifications are written in one transaction, so a
 * notification can fail or the process can die at any moment without losing
 * a lead or notifying twice for one.
 */
import { randomUUID } from 'node:crypto';
import type { Db } from './db';

/** email and webhook: the sales team; callback: the voice platform places a call; reply: the visitor's own e-mail. */
export type Channel = 'email' | 'webhook' | 'callback' | 'reply';

export interface NewLead {
  form: string;
  locale: string;
  page: string | null;
  fields: Record<string, string>;
  spamReason: string | null;
}

export interface Delivery {
  id: string;
  leadId: string;
  channel: Channel;
  attempts: number;
  /** The previous attempt never ended (a crash or an expired lease cut it off): it may have gone through. */
  interrupted?: boolean;
  lead: { id: string; form: string; locale: string; page: string | null; fields: Record<string, string>; createdAt: string };
}

export interface LeadRow {
  id: string;
  createdAt: string;
  form: string;
  locale: string;
  page: string | null;
  status: string;
  fields: Record<string, string>;
  deliveries: { channel: string; status: string; attempts: number }[];
}

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString());
const json = <T,>(value: unknown): T => (typeof value === 'string' ? (JSON.parse(value) as T) : (value as T));

export function createStore(db: Db) {
  return {
    db,

    /** Stores a lead with one pending delivery per channel (none for spam); returns its id. */
    async insertLead(lead: NewLead, channels: readonly Channel[]): Promise<string> {
      const id = randomUUID();
      await db.transaction(async (tx) => {
        await tx.query('INSERT INTO leads (id, form, locale, page, fields, status, spam_reason) VALUES ($1, $2, $3, $4, $5, $6, $7)', [
          id,
          lead.form,
          lead.locale,
          lead.page,
          JSON.stringify(lead.fields),
          lead.spamReason ? 'spam' : 'new',
          lead.spamReason,
        ]);
        if (!lead.spamReason) {
          for (const channel of channels) await tx.query('INSERT INTO lead_deliveries (lead_id, channel) VALUES ($1, $2)', [id, channel]);
        }
      });
      return id;
    },

    /**
     * Takes up to `limit` due deliveries and leases them for `leaseMs` (their
     * next attempt moves into the future), so a crash mid-send retries later.
     * Each is marked as being sent (sending_since) until markDone or markFailed;
     * one still marked when claimed again comes back `interrupted`.
     */
    async claimDue(limit: number, leaseMs: number): Promise<Delivery[]> {
      const rows = await db.transaction((tx) =>
        tx.query<Record<string, unknown>>(
          `WITH due AS (
             SELECT id, sending_since FROM lead_deliveries WHERE status = 'pending' AND next_attempt_at <= now()
             ORDER BY next_attempt_at LIMIT $1 FOR UPDATE SKIP LOCKED)
           UPDATE lead_deliveries d SET next_attempt_at = now() + ($2::double precision * interval '1 millisecond'), sending_since = now()
           FROM due, leads l
           WHERE d.id = due.id AND d.lead_id = l.id
           RETURNING d.id, d.lead_id, d.channel, d.attempts, due.sending_since IS NOT NULL AS interrupted, l.form, l.locale, l.page, l.fields, l.created_at`,
          [limit, leaseMs],
        ),
      );
      return rows.map((r) => ({
        id: String(r.id),
        leadId: String(r.lead_id),
        channel: r.channel as Channel,
        attempts: Number(r.attempts),
        interrupted: r.interrupted === true,
        lead: { id: String(r.lead_id), form: String(r.form), locale: String(r.locale), page: (r.page as string | null) ?? null, fields: json(r.fields), createdAt: iso(r.created_at) },
      }));
    },

    async markDone(deliveryId: string): Promise<void> {
      await db.query(`UPDATE lead_deliveries SET status = 'done', attempts = attempts + 1, delivered_at = now(), last_error = NULL, sending_since = NULL WHERE id = $1`, [deliveryId]);
    },

    /** A failed attempt: retry after `retryInMs`, or (null) give up and mark for attention. */
    async markFailed(deliveryId: string, retryInMs: number | null, error: string): Promise<void> {
      await db.query(
        `UPDATE lead_deliveries SET attempts = attempts + 1, last_error = $2, sending_since = NULL,
           status = CASE WHEN $3::double precision IS NULL THEN 'attention' ELSE 'pending' END,
           next_attempt_at = now() + (COALESCE($3::double precision, 0) * interval '1 millisecond')
         WHERE id = $1`,
        [deliveryId, error.slice(0, 200), retryInMs],
      );
    },

    /** Every lead, oldest first, with its deliveries. */
    async list(): Promise<LeadRow[]> {
      const rows = await db.query<Record<string, unknown>>(
        `SELECT l.id, l.created_at, l.form, l.locale, l.page, l.status, l.fields,
           COALESCE((SELECT json_agg(json_build_object('channel', d.channel, 'status', d.status, 'attempts', d.attempts) ORDER BY d.channel)
                     FROM lead_deliveries d WHERE d.lead_id = l.id), '[]'::json) AS deliveries
         FROM leads l ORDER BY l.created_at, l.id`,
      );
      return rows.map((r) => ({
        id: String(r.id),
        createdAt: iso(r.created_at),
        form: String(r.form),
        locale: String(r.locale),
        page: (r.page as string | null) ?? null,
        status: String(r.status),
        fields: json(r.fields),
        deliveries: json(r.deliveries),
      }));
    },

    /** Deletes leads (and their deliveries) older than `days`; returns how many. */
    async purgeOlderThan(days: number): Promise<number> {
      const rows = await db.query(`DELETE FROM leads WHERE created_at < now() - ($1::double precision * interval '1 day') RETURNING id`, [days]);
      return rows.length;
    },
  };
}

export type LeadStore = ReturnType<typeof createStore>;
