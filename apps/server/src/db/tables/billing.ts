/** Kysely table types: subscriptions, Stripe events, billing history and trial notices (migration 0012). Conventions as in ../schema.ts. */

/** The stored paid plan of a user (one row per user who ever held one). */
export interface SubscriptionsTable {
  user_id: string;
  /** free, investor or proInvestor. */
  plan: string;
  /** month or year; null for Free and operator plans. */
  billing_interval: string | null;
  /** Stripe's subscription status; local and operator plans are active. */
  status: string;
  /** stripe, local, trial or operator: what set the plan last. */
  source: string;
  stripe_customer_id: string | null;
  stripe_subscription_id: string | null;
  stripe_subscription_item_id: string | null;
  stripe_price_id: string | null;
  current_period_end: string | null;
  cancel_at_period_end: number;
  /** `created` of the last Stripe subscription event applied (older ones are ignored). */
  stripe_event_at: string | null;
  created_at: string;
  updated_at: string;
}

/** A Stripe webhook event, recorded once by its id. */
export interface BillingEventsTable {
  id: string;
  type: string;
  user_id: string | null;
  /** applied or ignored. */
  outcome: string;
  note: string | null;
  stripe_created_at: string;
  received_at: string;
}

/** A plan change or a payment, as /billing lists them. */
export interface BillingHistoryTable {
  id: string;
  user_id: string;
  /** plan_change, payment or payment_failed. */
  kind: string;
  from_plan: string | null;
  to_plan: string | null;
  billing_interval: string | null;
  /** Minor units (cents) of `currency`. */
  amount: number | null;
  currency: string | null;
  source: string;
  stripe_event_id: string | null;
  created_at: string;
}

/** The trial's ending_soon and ended moments, claimed once per user each. */
export interface TrialNoticesTable {
  id: string;
  user_id: string;
  kind: string;
  created_at: string;
  /** When its e-mail went out; null while it is still to send. */
  mailed_at: string | null;
  /** When the user dismissed the in-app "trial ended" notice. */
  seen_at: string | null;
}
