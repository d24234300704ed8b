import type { FastifyBaseLogger } from 'fastify';
import Stripe from 'stripe';
import { BILLING_MESSAGES, PRODUCT_NAME, type BillingInterval, type PaidPlanId } from '@thesis/domain';
import type { StripeConfig } from '../../config';
import { AppError } from '../../lib/errors';

/** The official SDK, pointed at STRIPE_API_URL when set (stripe-mock, a test's stand-in server). */
export function createStripeClient(config: StripeConfig): Stripe {
  return new Stripe(config.secretKey, {
    ...(config.api ?? {}),
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: PRODUCT_NAME },
  });
}

export interface CheckoutInput {
  customerId: string;
  userId: string;
  plan: PaidPlanId;
  interval: BillingInterval;
  successUrl: string;
  cancelUrl: string;
}

/**
 * The Stripe calls of the product: one customer per user, Checkout sessions in subscription mode,
 * and customer-portal sessions (plain, or straight into confirming a plan change or a cancellation).
 * A Stripe failure answers 502 with a message for the user; the details go to the log.
 */
export class StripeGateway {
  constructor(
    readonly client: Stripe,
    private readonly config: StripeConfig,
    private readonly log: FastifyBaseLogger,
  ) {}

  async createCustomer(user: { id: string; email: string; name: string }): Promise<string> {
    const customer = await this.call('create a customer', () =>
      this.client.customers.create(
        { email: user.email, name: user.name, metadata: { user_id: user.id } },
        // Two clicks at once still make one customer.
        { idempotencyKey: `thesis-customer-${user.id}` },
      ),
    );
    return customer.id;
  }

  async checkoutUrl(input: CheckoutInput): Promise<string> {
    const session = await this.call('create a checkout session', () =>
      this.client.checkout.sessions.create({
        mode: 'subscription',
        customer: input.customerId,
        client_reference_id: input.userId,
        metadata: { user_id: input.userId, plan: input.plan, interval: input.interval },
        subscription_data: { metadata: { user_id: input.userId, plan: input.plan } },
        line_items: [{ price: this.config.priceIds[input.plan][input.interval], quantity: 1 }],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      }),
    );
    if (!session.url) throw this.failure('the checkout session has no url');
    return session.url;
  }

  /** The customer portal; with `flow`, it opens on confirming a new price or a cancellation. */
  async portalUrl(customerId: string, returnUrl: string, flow?: Stripe.BillingPortal.SessionCreateParams.FlowData): Promise<string> {
    const session = await this.call('create a portal session', () =>
      this.client.billingPortal.sessions.create({
        customer: customerId,
        return_url: returnUrl,
        ...(flow ? { flow_data: { ...flow, after_completion: { type: 'redirect', redirect: { return_url: returnUrl } } } } : {}),
      }),
    );
    return session.url;
  }

  priceId(plan: PaidPlanId, interval: BillingInterval): string {
    return this.config.priceIds[plan][interval];
  }

  private async call<T>(what: string, request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      this.log.error({ err: error }, `Stripe: could not ${what}`);
      throw new AppError(502, BILLING_MESSAGES.paymentProviderFailed);
    }
  }

  private failure(reason: string): AppError {
    this.log.error(`Stripe: ${reason}`);
    return new AppError(502, BILLING_MESSAGES.paymentProviderFailed);
  }
}
