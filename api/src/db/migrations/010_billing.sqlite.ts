// Version 010 on SQLite: the firm's subscription with the payment provider, and the webhook deliveries
// already applied. clients.subscription_status (001) cannot take a new value without rebuilding the table
// (a CHECK constraint), so the provider's state has its own column and subscription_status follows it
// ('active' while billing_status is not 'none').
export default `
ALTER TABLE clients ADD COLUMN stripe_customer_id TEXT;
ALTER TABLE clients ADD COLUMN stripe_subscription_id TEXT;
ALTER TABLE clients ADD COLUMN subscription_plan TEXT CHECK (subscription_plan IN ('lexdesk_basic', 'lexdesk_plus', 'lexdesk_pro'));
ALTER TABLE clients ADD COLUMN billing_status TEXT NOT NULL DEFAULT 'none' CHECK (billing_status IN ('active', 'past_due', 'none'));
ALTER TABLE clients ADD COLUMN current_period_end TEXT;
ALTER TABLE clients ADD COLUMN cancel_at_period_end INTEGER NOT NULL DEFAULT 0 CHECK (cancel_at_period_end IN (0, 1));
ALTER TABLE clients ADD COLUMN vat_number TEXT;
UPDATE clients SET billing_status = subscription_status;
CREATE UNIQUE INDEX clients_stripe_customer ON clients (stripe_customer_id) WHERE stripe_customer_id IS NOT NULL;

-- One row per provider event applied: a delivery repeated, or made to two instances, is applied once.
CREATE TABLE billing_events (
  event_id    TEXT PRIMARY KEY,
  type        TEXT NOT NULL,
  client_id   INTEGER REFERENCES clients (id) ON DELETE SET NULL,
  received_at TEXT NOT NULL
);
`;
