import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BILLING_MESSAGES,
  billingHistoryQuerySchema,
  billingHistoryRowSchema,
  billingPlansSchema,
  billingStateSchema,
  checkoutRequestSchema,
  checkoutResultSchema,
  dataEnvelope,
  errorResponseSchema,
  listEnvelope,
  portalQuerySchema,
  portalResultSchema,
  TRIAL_DAYS,
} from '@thesis/domain';
import { AppError } from '../../lib/errors';
import { currentUser } from '../../plugins/auth';
import { BillingService } from './billing.service';
import { priceMap } from './stripe-events';
import { StripeWebhook } from './stripe-webhook';

const tags = ['Billing'];
const PAYMENT_SESSIONS_PER_10_MINUTES = 30;
const security = [{ bearerAuth: [] }];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema, 429: errorResponseSchema, 502: errorResponseSchema };

const MODES =
  'The billing mode is configured: stripe (Stripe Checkout, the customer portal and webhooks), local (the embedded default: a plan change applies at once, free of charge) or off (users cannot change plans; the operator CLI assigns roles).';
const PLAN_RULES =
  `Plans: free, investor and proInvestor (their ids are the roles they grant), billed monthly or yearly. New accounts get a ${TRIAL_DAYS}-day Investor trial; choosing a plan ends it. ` +
  'A plan change sets the role to the plan in force, except for administrators and team members, whose stored plan alone changes.';

/** Subscriptions (issue #16): plans, checkout, the customer portal, history, notices and Stripe's webhook. */
export function billingRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, config, billing, stripe } = app.deps;
  const service = new BillingService({ db, config, plans: billing, stripe });
  const auth = { onRequest: [app.authenticate] };
  // Each checkout or portal visit opens a Stripe session: a person needs a handful, a script gets 429.
  const perUser = { rateLimit: { max: PAYMENT_SESSIONS_PER_10_MINUTES, timeWindow: 10 * 60 * 1000, hook: 'preHandler' as const, keyGenerator: (request: FastifyRequest) => request.auth?.user.id ?? request.ip } };

  r.get('/billing/plans', {
    schema: {
      tags,
      summary: 'The plans with their prices and features; signed in, also your plan, trial and what you may do',
      description: `${MODES} ${PLAN_RULES} Prices are US dollars per month and per year from the configuration; an administrator sees none (prices null). Pro Investor carries its team seats. Without a token this answers the catalogue with current null; with one, current is your billing state (an invalid token is 401).`,
      // Signed in or not: a token, when sent, must be valid.
      security: [{}, { bearerAuth: [] }],
      response: { 200: dataEnvelope(billingPlansSchema), 401: errorResponseSchema },
    },
  }, async (request: FastifyRequest) => {
    if (request.headers.authorization) await app.authenticate(request);
    return { data: await service.plans(request.auth?.user ?? null) };
  });

  r.post('/billing/checkout', {
    ...auth,
    config: perUser,
    schema: {
      tags, security,
      summary: 'Choose a plan: a Stripe Checkout session, or (local mode) the change itself',
      description:
        `${MODES} Stripe: answers the url of a Checkout session in subscription mode for the plan's price (client_reference_id and metadata.user_id are your id, one Stripe customer per user, success and cancel urls back to /pricing); a subscriber is sent to the customer portal to confirm the new price, or the cancellation when plan is free. ` +
        `Local: the plan applies at once (applied true) and url points back to /pricing. At most ${PAYMENT_SESSIONS_PER_10_MINUTES} checkouts per user in 10 minutes (429), and as many portal visits. Refused with 403 when billing is off ("${BILLING_MESSAGES.planChangesOff}"), to administrators and to team members other than team administrators; 422 when you are on that plan already ("${BILLING_MESSAGES.alreadyOnPlan}"); 502 when Stripe cannot be reached.`,
      body: checkoutRequestSchema,
      response: { 200: dataEnvelope(checkoutResultSchema), ...errors },
    },
  }, async (request) => ({ data: await service.checkout(currentUser(request).user, request.body) }));

  r.get('/users/stripe/portal_url', {
    ...auth,
    config: perUser,
    schema: {
      tags, security,
      summary: 'The customer portal: the browser is redirected to portal_url (spec §7)',
      description: `Stripe mode: a Billing Portal session for your Stripe customer (manage the card, change or cancel the plan), returning to return_url; without a customer yet 422 "${BILLING_MESSAGES.noBillingAccount}". Local and off modes: the local billing page /billing. return_url (default /billing) must be a page of this application, absolute or a path; anything else is 422 "${BILLING_MESSAGES.returnUrlInvalid}".`,
      querystring: portalQuerySchema,
      response: { 200: dataEnvelope(portalResultSchema), ...errors },
    },
  }, async (request) => ({ data: { portal_url: await service.portalUrl(currentUser(request).user, request.query.return_url) } }));

  r.get('/billing/history', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Your plan changes and payments, newest first',
      description: 'Plan changes (local choices, Stripe webhooks, the trial, the operator) and payments received or failed (Stripe invoices), each with a description as the /billing page shows it. Amounts in major units of currency. page, limit (1–100, default 20).',
      querystring: billingHistoryQuerySchema,
      response: { 200: listEnvelope(billingHistoryRowSchema), ...errors },
    },
  }, async (request) => {
    const { data, pagination } = await service.history(currentUser(request).user, request.query.page, request.query.limit);
    return { data, meta: { pagination } };
  });

  r.post('/billing/notices/trial-ended', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Dismiss the one-time notice that your trial ended and the account moved to Free',
      description: 'The notice shows once (current.trial_ended_notice of GET /billing/plans) until dismissed here, on any device. Answers your billing state. Dismissing twice is harmless.',
      response: { 200: dataEnvelope(billingStateSchema), ...errors },
    },
  }, async (request) => {
    const { user } = currentUser(request);
    await service.dismissTrialEnded(user);
    return { data: await service.state(user) };
  });

  const webhook = stripe && config.billing.stripe
    ? new StripeWebhook({ db, client: stripe.client, secret: config.billing.stripe.webhookSecret, prices: priceMap(config.billing.stripe.priceIds), plans: billing, log: app.log })
    : undefined;

  // The signature is computed over the raw body: this route alone keeps JSON unparsed.
  void app.register(async (raw) => {
    raw.removeContentTypeParser('application/json');
    raw.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
    raw.withTypeProvider<ZodTypeProvider>().post('/billing/stripe/webhook', {
      // The JSON-body plugin leaves this body alone: it is the event's text, signed as sent.
      config: { rawBody: true },
      schema: {
        tags,
        summary: "Stripe's webhook endpoint",
        description:
          'Send checkout.session.completed, customer.subscription.created, customer.subscription.updated, customer.subscription.deleted, invoice.paid and invoice.payment_failed. ' +
          `The Stripe-Signature header is verified on the raw body with the webhook secret (400 "${BILLING_MESSAGES.signatureInvalid}" for a bad or too old signature). Each event id is recorded once: a replay answers 200 (outcome duplicate) and changes nothing. ` +
          'Subscriptions active or trialing give the plan of their price; past_due keeps it (the app shows a payment-failed banner); canceled, unpaid, paused, incomplete_expired and deleted give Free. Events of unknown customers or prices are recorded and ignored (200). 404 when Stripe is not configured.',
        body: z.string().describe('The event exactly as Stripe sent it'),
        'x-json-body': 'A Stripe event object (https://docs.stripe.com/api/events/object), exactly as Stripe sent it',
        response: { 200: dataEnvelope(z.object({ id: z.string(), outcome: z.enum(['applied', 'ignored', 'duplicate']) })), 400: errorResponseSchema, 404: errorResponseSchema, 422: errorResponseSchema },
      },
    }, async (request) => {
      if (!webhook) throw new AppError(404, BILLING_MESSAGES.stripeNotConfigured);
      const signature = request.headers['stripe-signature'];
      return { data: await webhook.receive(request.body, typeof signature === 'string' ? signature : undefined) };
    });
  });
}
