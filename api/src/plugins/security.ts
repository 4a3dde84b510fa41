import helmet from '@fastify/helmet';
import type { FastifyReply } from 'fastify';
import { sharedPlugin } from '../lib/plugin';

type Directives = Record<string, string[]>;

/**
 * Stripe.js, loaded by the subscription's payment steps only (mf-billing's lazy chunk): its script, the iframes of
 * the Payment and Address elements (3-D Secure pages come from hooks.stripe.com) and its API calls.
 */
export const STRIPE_SOURCES = {
  script: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frame: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connect: ['https://api.stripe.com'],
} as const;

export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  // The Payment Element's iframe (js.stripe.com, allow="payment") may use the Payment Request API (wallets);
  // nothing else may.
  'payment=(self "https://js.stripe.com")',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/**
 * @param remoteOrigins origins of remotes deployed elsewhere (scripts, styles and manifests come from there)
 * @param liveReloadOrigins development only: websocket origins of remote dev servers (live reload)
 * @param devStyles development only: allow inline styles
 */
export function cspDirectives(
  remoteOrigins: readonly string[],
  liveReloadOrigins: readonly string[] = [],
  devStyles = false,
): Directives {
  return {
    'default-src': ["'self'"],
    // Remotes deployed on another origin (a CDN) load their scripts and manifests from there.
    'script-src': ["'self'", ...remoteOrigins, ...STRIPE_SOURCES.script],
    // Production builds extract CSS into files (from here or a remote's origin); development's
    // style-loader injects <style> elements at runtime, which needs 'unsafe-inline'.
    'style-src': ["'self'", ...remoteOrigins, ...(devStyles ? ["'unsafe-inline'"] : [])],
    // Workers: the PDF viewer's (from the library's origin) and the shell's ICU warm-up, a Blob made by its own
    // script (shell/src/startup/icuWarmUp.ts); a Blob worker needs a script already running to exist.
    'worker-src': ["'self'", ...remoteOrigins, 'blob:'],
    'img-src': ["'self'", 'data:', 'blob:'],
    'connect-src': ["'self'", ...remoteOrigins, ...liveReloadOrigins, ...STRIPE_SOURCES.connect],
    'frame-src': ["'self'", ...STRIPE_SOURCES.frame],
    'font-src': ["'self'", 'data:'],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'self'"],
    'form-action': ["'self'"],
  };
}

export function serializeCsp(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Lets this reply be framed by other sites (the intake form embedded on firms' sites):
     * rewrites frame-ancestors and drops X-Frame-Options. Call it from the route or the SPA
     * fallback that serves that page, with the firm's allowed origins.
     */
    allowFraming(reply: FastifyReply, ancestors: readonly string[]): void;
  }
}

export const securityPlugin = sharedPlugin<{
  remoteOrigins: readonly string[];
  liveReloadOrigins?: readonly string[];
  https: boolean;
  devStyles?: boolean;
}>('security', async (app, { remoteOrigins, liveReloadOrigins = [], https, devStyles = false }) => {
  const directives = cspDirectives(remoteOrigins, liveReloadOrigins, devStyles);
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives },
    referrerPolicy: { policy: 'same-origin' },
    // HSTS over plain http would only confuse a local install.
    strictTransportSecurity: https ? { maxAge: 15552000, includeSubDomains: false } : false,
    crossOriginEmbedderPolicy: false,
  });

  // Powerful browser features no page of LexDesk uses are off for it and anything it embeds.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
  });

  app.decorate('allowFraming', (reply: FastifyReply, ancestors: readonly string[]) => {
    reply.header(
      'content-security-policy',
      serializeCsp({ ...directives, 'frame-ancestors': ["'self'", ...ancestors] }),
    );
    reply.raw.removeHeader('x-frame-options');
  });
});
