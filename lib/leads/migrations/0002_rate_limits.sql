-- Rate limits shared by every instance of the service (serverless hosts, several
-- Node processes on one PostgreSQL): one row per limiter key (a prefix and a
-- hashed address), counting hits until the window ends.
CREATE TABLE IF NOT EXISTS rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_end timestamptz NOT NULL
);
CREATE INDEX IF NOT EXISTS rate_limits_window_end ON rate_limits (window_end);
