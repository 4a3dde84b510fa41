// Version 018, the same DDL on both engines: when the payment provider created the last subscription event applied
// to the firm (ISO time, from Stripe's `created`). Deliveries arrive in any order; an older one changes nothing.
export default `
ALTER TABLE clients ADD COLUMN subscription_event_at text;
`;
