// Version 010 on PostgreSQL: the same columns and table as on SQLite (see 010_billing.sqlite.ts).
export default `
ALTER TABLE clients ADD COLUMN stripe_customer_id text;
ALTER TABLE clients ADD COLUMN stripe_subscription_id text;
ALTER TABLE clients ADD COLUMN subscription_plan text CHECK (subscription_plan IN ('lexdesk_basic', 'lexdesk_plus', 'lexdesk_pro'));
ALTER TABLE clients ADD COLUMN billing_status text NOT NULL DEFAULT 'none' CHECK (billing_status IN ('active', 'past_due', 'none'));
ALTER TABLE clients ADD COLUMN current_period_end text;
ALTER TABLE clients ADD COLUMN cancel_at_period_end smallint NOT NULL DEFAULT 0 CHECK (cancel_at_period_end IN (0, 1));
ALTER TABLE clients ADD COLUMN vat_number text;
UPDATE clients SET billing_status = subscription_status;
CREATE UNIQUE INDEX clients_stripe_customer ON clients (stripe_customer_id) WHERE stripe_customer_id IS NOT NULL;

CREATE TABLE billing_events (
  event_id    text PRIMARY KEY,
  type        text NOT NULL,
  client_id   integer REFERENCES clients (id) ON DELETE SET NULL,
  received_at text NOT NULL
);
`;
