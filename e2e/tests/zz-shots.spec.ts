import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { expect, linkIn, test, type AppFixture } from '../support/fixtures';
import { PASSWORD, WITHOUT_MARKET_DATA, createUser, dialog, nextMail, signIn, submitSignIn } from '../support/helpers';
import { invoiceEvent, signed, STRIPE_TEST_ENV, subscriptionEvent } from '../../apps/server/src/test/stripe-fixtures';

const OUT = '/tmp/billing-shots';
async function shoot(page: Page, name: string) {
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}/${name}-${width}.png`, fullPage: true });
  }
}
async function signUpOnTrial(page: Page, app: AppFixture, username: string) {
  const email = `${username}@example.com`;
  await page.request.post('/api/v1/register', { data: { username, email, password: PASSWORD, password_confirmation: PASSWORD } });
  await page.goto(linkIn(await nextMail(app, email), '/verify-email'));
  await dialog(page).getByRole('button', { name: 'Log In' }).click();
  await submitSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  return email;
}

test.describe('local', () => {
  test.use({ appEnv: WITHOUT_MARKET_DATA });
  test('local screens', async ({ page, app }) => {
    await page.goto('/pricing-public');
    await expect(page.getByTestId('plan-free')).toBeVisible();
    await shoot(page, '01-pricing-public');
    await signUpOnTrial(page, app, 'ada');
    await expect(page.getByTestId('subscription-chip')).toBeVisible();
    await shoot(page, '02-dashboard-trial');
    await page.goto('/pricing');
    await expect(page.getByTestId('plan-free')).toBeVisible();
    await shoot(page, '03-pricing-trial');
    await page.getByTestId('plan-proInvestor').getByRole('button', { name: 'Upgrade to Pro Investor' }).click();
    await expect(page.getByTestId('checkout-outcome')).toBeVisible();
    await shoot(page, '04-pricing-pro');
    await page.getByTestId('plan-investor').getByRole('button', { name: 'Switch to Investor' }).click();
    await expect(dialog(page)).toBeVisible();
    await shoot(page, '05-downgrade-dialog');
    await dialog(page).getByRole('button', { name: 'Cancel' }).click();
    await page.goto('/dashboard');
    await expect(page.getByTestId('subscription-chip')).toContainText('Pro Investor');
    await shoot(page, '06-dashboard-pro');
    await page.goto('/billing');
    await expect(page.getByTestId('billing-history')).toBeVisible();
    await shoot(page, '07-billing-pro');
    await page.getByRole('button', { name: 'Collapse navigation' }).click();
    await shoot(page, '08-billing-collapsed');
    await page.goto('/profile');
    await shoot(page, '09-profile');
  });

  test('trial ended', async ({ page, app }) => {
    const { email } = createUser(app, 'Grace', 'investor');
    const db = new Database(join(app.dataDir, 'thesis.db'));
    db.prepare('update users set trial_ends_at = ? where email = ?').run(new Date(Date.now() - 86_400_000).toISOString(), email);
    db.close();
    await signIn(page, email);
    await expect(page.getByTestId('trial-ended-notice')).toBeVisible();
    await shoot(page, '10-dashboard-trial-ended');
    await page.goto('/billing');
    await expect(page.getByText('History')).toBeVisible();
    await shoot(page, '11-billing-free');
  });
});

test.describe('stripe', () => {
  test.use({ appEnv: { ...WITHOUT_MARKET_DATA, ...STRIPE_TEST_ENV, STRIPE_API_URL: 'http://127.0.0.1:9' } });
  test('stripe past due', async ({ page, app }) => {
    const { email } = createUser(app, 'Hopper', 'free');
    const db = new Database(join(app.dataDir, 'thesis.db'));
    const user = db.prepare('select id from users where email = ?').get(email) as { id: string };
    const now = new Date().toISOString();
    db.prepare("insert into subscriptions (user_id, plan, status, source, stripe_customer_id, cancel_at_period_end, created_at, updated_at) values (?, 'free', 'active', 'stripe', 'cus_shot', 0, ?, ?)").run(user.id, now, now);
    db.close();
    const post = async (event: object) => {
      const payload = JSON.stringify(event);
      const response = await page.request.post('/api/v1/billing/stripe/webhook', { headers: { 'content-type': 'application/json', 'stripe-signature': signed(payload) }, data: payload });
      expect(response.ok()).toBe(true);
    };
    await post(subscriptionEvent('created', { customer: 'cus_shot', status: 'active', price: STRIPE_TEST_ENV.STRIPE_PRICE_INVESTOR_YEARLY, interval: 'year', subscriptionId: 'sub_shot' }));
    await post(invoiceEvent('paid', { customer: 'cus_shot', subscriptionId: 'sub_shot', amount: 19000 }));
    await post(invoiceEvent('payment_failed', { customer: 'cus_shot', subscriptionId: 'sub_shot', amount: 19000 }));
    await signIn(page, email);
    await expect(page.getByTestId('past-due-banner')).toBeVisible();
    await shoot(page, '12-dashboard-past-due');
    await page.goto('/billing');
    await expect(page.getByTestId('billing-history')).toBeVisible();
    await shoot(page, '13-billing-stripe');
    await page.goto('/pricing');
    await expect(page.getByTestId('plan-free')).toBeVisible();
    await shoot(page, '14-pricing-stripe');
  });
});
