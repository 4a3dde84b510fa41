import type { Page } from '@playwright/test';
import { resolve } from 'node:path';

/** The local Stripe.js stand-in (e2e/stand-ins/stripe-js.js). */
export const STRIPE_JS_STAND_IN = resolve(__dirname, '../stand-ins/stripe-js.js');

/** The card numbers the stand-in knows: the declined one, and one that succeeds. */
export const DECLINED_CARD = '4000 0000 0000 0002';
export const VALID_CARD = '4242 4242 4242 4242';

/**
 * Serves the stand-in for every js.stripe.com URL (whatever release path @stripe/stripe-js asks for:
 * /endive/stripe.js today, /v3 before) and refuses Stripe's other hosts, which this closed network cannot reach.
 * Returns the URLs asked for, to check that Stripe.js loads only on the payment steps.
 */
export async function serveStripeStandIn(page: Page): Promise<string[]> {
  const requested: string[] = [];
  // The last registered route is tried first: the stand-in before the refusal of the other hosts.
  await page.route(/^https:\/\/([a-z0-9-]+\.)*(stripe\.com|stripe\.network)\//, (route) => route.abort());
  await page.route('https://js.stripe.com/**', async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ path: STRIPE_JS_STAND_IN, contentType: 'application/javascript; charset=utf-8' });
  });
  return requested;
}
