-- Leads and their notifications (an outbox: one row per lead and channel).
CREATE TABLE IF NOT EXISTS leads (
  id uuid PRIMARY KEY,
  created_at timestamptz NOT NULL DEFAULT now(),
  form text NOT NULL,
  locale text NOT NULL,
  page text,
  fields jsonb NOT NULL,
  -- 'new' (a person), 'spam' (honeypot or too fast: stored, never notified)
  status text NOT NULL DEFAULT 'new',
  spam_reason text
);
CREATE INDEX IF NOT EXISTS leads_created_at ON leads (created_at);

CREATE TABLE IF NOT EXISTS lead_deliveries (
  id bigserial PRIMARY KEY,
  lead_id uuid NOT NULL REFERENCES leads (id) ON DELETE CASCADE,
  -- 'email' or 'webhook'
  channel text NOT NULL,
  -- 'pending', 'done', or 'attention' (every retry failed: someone must look)
  status text NOT NULL DEFAULT 'pending',
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_error text,
  delivered_at timestamptz,
  UNIQUE (lead_id, channel)
);
CREATE INDEX IF NOT EXISTS lead_deliveries_due ON lead_deliveries (next_attempt_at) WHERE status = 'pending';
