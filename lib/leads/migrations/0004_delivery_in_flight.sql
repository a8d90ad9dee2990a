-- Issue 33: when an attempt of each delivery started, until it ends (done or failed).
-- A delivery claimed again while this is still set was cut off mid-request (a crash,
-- or a lease shorter than the request): a phone call is then not placed a second time.
ALTER TABLE lead_deliveries ADD COLUMN IF NOT EXISTS sending_since timestamptz;
