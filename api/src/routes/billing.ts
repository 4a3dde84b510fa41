import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  EmptyBody,
  LangQuery,
  PaymentIntent,
  Plan,
  SubscribeBody,
  Subscription,
  WebhookReceipt,
} from '@lexdesk/shared/contract';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { success } from '../envelope';
import { AppError } from '../errors';
import { localeOf } from '../i18n';
import { firmOf, userOf } from '../plugins/auth';
import {
  applyWebhook,
  type BillingDeps,
  createPaymentIntent,
  plansView,
  subscribe,
  subscriptionView,
  unsubscribe,
} from '../services/billing';
import { answers } from './schemas';

/** Webhook bodies are small JSON events; anything larger is not Stripe's. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

/**
 * Plans, the firm's subscription (firm administrator only) and the payment provider's webhook. Without a
 * provider (no Stripe keys) every call to it answers 503 `payments_not_configured`; the plans still list.
 */
export const billingRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { repos, config } = app;
  const deps = (request: FastifyRequest): BillingDeps => ({
    repos,
    provider: app.billing,
    log: request.log,
    now: config.now(),
  });
  const answerSubscription = async (request: FastifyRequest) =>
    success(await subscriptionView(deps(request), firmOf(request)));

  app.get('/plans', { schema: { querystring: LangQuery, response: answers(Type.Array(Plan)) } }, async () =>
    success(plansView(app.billing)),
  );

  app.get(
    '/client/payment-intent',
    {
      schema: { querystring: LangQuery, response: answers(PaymentIntent) },
      preHandler: app.requireFirmAdmin,
    },
    async (request) => success(await createPaymentIntent(deps(request), firmOf(request), userOf(request))),
  );

  app.get(
    '/client/subscription',
    {
      schema: { querystring: LangQuery, response: answers(Subscription) },
      preHandler: app.requireFirmAdmin,
    },
    answerSubscription,
  );

  app.post(
    '/client/subscribe',
    {
      schema: { body: SubscribeBody, querystring: LangQuery, response: answers(Subscription) },
      preHandler: app.requireFirmAdmin,
    },
    async (request) => {
      await subscribe(deps(request), firmOf(request), userOf(request), request.body, localeOf(request));
      return answerSubscription(request);
    },
  );

  app.post(
    '/client/unsubscribe',
    {
      schema: { body: EmptyBody, querystring: LangQuery, response: answers(Subscription) },
      preHandler: app.requireFirmAdmin,
    },
    async (request) => {
      await unsubscribe(deps(request), firmOf(request));
      return answerSubscription(request);
    },
  );

  // The provider calls this: no session, no XSRF cookie; the signature over the raw body is the proof.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => {
      done(null, body);
    });
    scope.post(
      '/billing/stripe-webhook',
      {
        config: { public: true, xsrfExempt: true },
        schema: { querystring: LangQuery, response: answers(WebhookReceipt) },
      },
      async (request) => {
        const body = request.body;
        if (!Buffer.isBuffer(body)) throw new AppError(400, 'webhook_signature_invalid', 'webhook_signature_invalid');
        const signature = request.headers['stripe-signature'];
        const handled = await applyWebhook(deps(request), body, typeof signature === 'string' ? signature : undefined);
        return success({ handled });
      },
    );
  });
};
