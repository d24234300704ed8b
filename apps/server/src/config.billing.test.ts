import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { STRIPE_TEST_ENV } from './test/stripe-fixtures';

const dataDir = mkdtempSync(join(tmpdir(), 'thesis-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(40), ...env }).billing;

describe('billing configuration', () => {
  it('runs local billing with the default prices and 5 Pro seats when Stripe is not configured', () => {
    expect(load({})).toEqual({
      mode: 'local',
      prices: { investor: { month: 19, year: 190 }, proInvestor: { month: 49, year: 490 } },
      proSeats: 5,
      stripe: undefined,
    });
  });

  it('runs Stripe when its secret key is set, with every price id and the API endpoint', () => {
    const billing = load({ ...STRIPE_TEST_ENV, BILLING_MODE: '', STRIPE_API_URL: 'http://127.0.0.1:12111' });
    expect(billing.mode).toBe('stripe');
    expect(billing.stripe).toEqual({
      secretKey: STRIPE_TEST_ENV.STRIPE_SECRET_KEY,
      webhookSecret: STRIPE_TEST_ENV.STRIPE_WEBHOOK_SECRET,
      priceIds: { investor: { month: 'price_investor_month', year: 'price_investor_year' }, proInvestor: { month: 'price_pro_month', year: 'price_pro_year' } },
      api: { host: '127.0.0.1', port: 12111, protocol: 'http' },
    });
  });

  it('lets the operator choose local or off even with Stripe keys', () => {
    expect(load({ ...STRIPE_TEST_ENV, BILLING_MODE: 'off' }).mode).toBe('off');
    expect(load({ ...STRIPE_TEST_ENV, BILLING_MODE: 'local' }).stripe).toBeUndefined();
  });

  it('names every missing Stripe setting, and refuses a price id used twice', () => {
    expect(() => load({ BILLING_MODE: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(ConfigError);
    expect(() => load({ BILLING_MODE: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(/STRIPE_WEBHOOK_SECRET: is required[\s\S]*STRIPE_PRICE_PRO_YEARLY: is required/);
    expect(() => load({ ...STRIPE_TEST_ENV, STRIPE_PRICE_PRO_YEARLY: STRIPE_TEST_ENV.STRIPE_PRICE_PRO_MONTHLY })).toThrow(/its own Stripe price id/);
  });

  it('takes displayed prices and seats within sane ranges', () => {
    expect(load({ BILLING_PRICE_PRO_MONTHLY: '59.50', BILLING_PRO_SEATS: '12' })).toMatchObject({ prices: { proInvestor: { month: 59.5 } }, proSeats: 12 });
    const invalid: Record<string, string>[] = [
      { BILLING_PRICE_INVESTOR_MONTHLY: '0' },
      { BILLING_PRICE_INVESTOR_MONTHLY: '-5' },
      { BILLING_PRICE_INVESTOR_YEARLY: '1e308' },
      { BILLING_PRICE_PRO_YEARLY: '19.999' },
      { BILLING_PRICE_PRO_MONTHLY: 'lots' },
      { BILLING_PRO_SEATS: '0' },
      { BILLING_PRO_SEATS: '2.5' },
      { BILLING_MODE: 'paypal' },
    ];
    for (const env of invalid) {
      expect(() => load(env), JSON.stringify(env)).toThrow(ConfigError);
    }
  });
});
