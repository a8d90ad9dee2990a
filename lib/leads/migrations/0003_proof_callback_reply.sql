-- Issue 26: proof of work, "Call me now" and the visitor's reply e-mail.
-- Settings every instance shares (the generated challenge secret when LEADS_CHALLENGE_SECRET is unset).
CREATE TABLE IF NOT EXISTS lead_settings (
  key text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Solved challenges, kept until they expire: a second use is a replay.
CREATE TABLE IF NOT EXISTS lead_challenges_used (
  challenge text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS lead_challenges_used_expires ON lead_challenges_used (expires_at);

-- One row per key (an HMAC of a callback number or a visitor's e-mail address,
-- never the value itself) and purpose: when it was last used.
CREATE TABLE IF NOT EXISTS lead_once_per_day (
  purpose text NOT NULL,
  key_hash text NOT NULL,
  last_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (purpose, key_hash)
);
