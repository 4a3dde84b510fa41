import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { PLAN_BENEFITS, PLAN_CODES } from '../billing';
import { success } from '../envelope';
import { AppError } from '../errors';
import { localeOf } from '../i18n';
import { firmOf, userOf } from '../plugins/auth';
import {
  applyWebhook,
  type BillingDeps,
  createPaymentIntent,
  type PlanView,
  plansView,
  subscribe,
  subscriptionView,
  type SubscriptionView,
  unsubscribe,
} from '../services/billing';
import {
  answers,
  describes,
  emptyBody,
  integerEnum,
  langOnlyQuery,
  nullable,
  type Same,
  stringEnum,
  strictObject,
} from './schemas';

// ---- Answers ------------------------------------------------------------------------------------

const planView = Type.Object({
  id: Type.Integer(),
  name: stringEnum(['Basic', 'Plus', 'Pro']),
  code: stringEnum(PLAN_CODES),
  shortcode: stringEnum(['basic', 'plus', 'pro']),
  price_id: nullable(Type.String()),
  price_cents: integerEnum([9000, 24900, 39900]),
  currency: Type.Literal('EUR'),
  interval: Type.Literal('month'),
  lawyers_min: Type.Integer(),
  lawyers_max: Type.Integer(),
  pages_per_year: Type.Integer(),
  most_popular: Type.Boolean(),
  benefits: Type.Array(stringEnum(PLAN_BENEFITS)),
});
describes<Same<(typeof planView)['static'], PlanView>>();

const paymentIntentView = Type.Object({ client_secret: Type.String(), publishable_key: Type.String() });

const subscriptionViewSchema = Type.Object({
  status: stringEnum(['trial', 'active', 'past_due', 'none']),
  plan: nullable(Type.Object({ code: stringEnum(PLAN_CODES), name: stringEnum(['Basic', 'Plus', 'Pro']) })),
  trial_ends_at: nullable(Type.String()),
  current_period_end: nullable(Type.String()),
  cancel_at_period_end: Type.Boolean(),
  payments_configured: Type.Boolean(),
  usage: Type.Object({
    lawyers: Type.Object({ used: Type.Integer(), limit: Type.Integer() }),
    pages: Type.Object({ used: Type.Integer(), limit: nullable(Type.Integer()), year: Type.Integer() }),
  }),
});
describes<Same<(typeof subscriptionViewSchema)['static'], SubscriptionView>>();

const webhookAnswer = Type.Object({ handled: stringEnum(['applied', 'duplicate', 'ignored']) });

// ---- Requests -----------------------------------------------------------------------------------

const providerId = Type.String({ minLength: 1, maxLength: 255 });
const subscribeBody = strictObject({
  payment_method_id: providerId,
  price_id: providerId,
  vat: Type.String({ minLength: 1, maxLength: 40 }),
});

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

  app.get('/plans', { schema: { querystring: langOnlyQuery, response: answers(Type.Array(planView)) } }, async () =>
    success(plansView(app.billing)),
  );

  app.get(
    '/client/payment-intent',
    {
      schema: { querystring: langOnlyQuery, response: answers(paymentIntentView) },
      preHandler: app.requireFirmAdmin,
    },
    async (request) => success(await createPaymentIntent(deps(request), firmOf(request), userOf(request))),
  );

  app.get(
    '/client/subscription',
    {
      schema: { querystring: langOnlyQuery, response: answers(subscriptionViewSchema) },
      preHandler: app.requireFirmAdmin,
    },
    answerSubscription,
  );

  app.post(
    '/client/subscribe',
    {
      schema: { body: subscribeBody, querystring: langOnlyQuery, response: answers(subscriptionViewSchema) },
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
      schema: { body: emptyBody, querystring: langOnlyQuery, response: answers(subscriptionViewSchema) },
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
        schema: { querystring: langOnlyQuery, response: answers(webhookAnswer) },
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
