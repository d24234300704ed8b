import type { Page } from '@playwright/test';
import { BILLING_MESSAGES } from '@thesis/domain';
import { expect, linkIn, test, type AppFixture } from '../support/fixtures';
import { PASSWORD, WITHOUT_MARKET_DATA, createUser, dialog, expectNoAxeViolations, nextMail, signIn, submitSignIn } from '../support/helpers';

test.use({ appEnv: WITHOUT_MARKET_DATA });

/** Signs up through the API (a new account starts its trial), verifies from the e-mail and signs in. */
async function signUpOnTrial(page: Page, app: AppFixture, username: string): Promise<void> {
  const email = `${username}@example.com`;
  const response = await page.request.post('/api/v1/register', { data: { username, email, password: PASSWORD, password_confirmation: PASSWORD } });
  expect(response.ok()).toBe(true);
  await page.goto(linkIn(await nextMail(app, email), '/verify-email'));
  await dialog(page).getByRole('button', { name: 'Log In' }).click();
  await submitSignIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function openAccountMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: /Account menu/ }).click();
}

test('local billing: a trial user upgrades to Pro Investor, sees it on the dashboard and /billing, and downgrades back', async ({ page, app }) => {
  await signUpOnTrial(page, app, 'ada');
  const chip = page.getByTestId('subscription-chip');
  const planLine = page.getByTestId('side-nav-plan');
  await expect(chip).toHaveText('Investor (Trial Period) · $0');
  await expect(planLine).toContainText('Investor trial');
  // The days left are said once, in the banner.
  await expect(page.getByTestId('trial-banner')).toContainText('90 days left in your free trial');
  await expect(page.getByText(/90 days left/)).toHaveCount(1);

  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByTestId('current-plan-summary')).toHaveText('You are on the 90-day free trial of Investor. 90 days left.');
  await expect(page.getByTestId('billing-mode-note')).toHaveText(`${BILLING_MESSAGES.localModeNote}.`);
  await expect(page.getByTestId('plan-investor').getByText('Your plan')).toBeVisible();
  await expectNoAxeViolations(page, '/pricing (trial)');

  await page.getByTestId('plan-proInvestor').getByRole('button', { name: 'Upgrade to Pro Investor' }).click();
  await expect(page.getByTestId('checkout-outcome')).toHaveText('Your plan is now Pro Investor.');
  await expect(page.getByTestId('plan-proInvestor').getByText('Your plan')).toBeVisible();
  await expect(page.getByTestId('plan-proInvestor').getByRole('button', { name: 'Current plan' })).toBeDisabled();

  await page.goto('/dashboard');
  await expect(chip).toHaveText('Pro Investor · $49/month');
  await expect(planLine).toContainText('Pro Investor');
  await expect(page.getByTestId('trial-banner')).toHaveCount(0);
  await expect(page.getByTestId('side-nav')).toContainText('Decisions');

  await planLine.click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(page).toHaveTitle('Thesis | Billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
  await expect(page.getByTestId('billing-plan-name')).toHaveText('Pro Investor');
  const history = page.getByTestId('billing-history');
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByRole('row').nth(1)).toContainText('Upgraded from Investor to Pro Investor (monthly) — no charge: payments are not configured');
  await expect(history.getByRole('row').nth(2)).toContainText('Free trial of Investor started');
  await expectNoAxeViolations(page, '/billing');

  await page.getByRole('link', { name: 'Change plan' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await page.getByTestId('plan-investor').getByRole('button', { name: 'Switch to Investor' }).click();
  const confirm = dialog(page);
  await expect(confirm).toContainText('Move from Pro Investor to Investor? Your team becomes inactive');
  await expectNoAxeViolations(page, 'the downgrade confirmation');
  await confirm.getByRole('button', { name: 'Switch to Investor' }).click();
  await expect(page.getByTestId('checkout-outcome')).toHaveText('Your plan is now Investor.');

  await page.goto('/billing');
  await expect(page.getByTestId('billing-plan-name')).toHaveText('Investor');
  await expect(history.getByRole('row')).toHaveCount(4);
  await expect(history.getByRole('row').nth(1)).toContainText('Downgraded from Pro Investor to Investor (monthly)');
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(chip).toHaveText('Investor · $19/month');
  await expect(planLine).toContainText('Investor');
});

test("a Free user's Upgrade leads to /pricing, which passes axe; visitors get /pricing-public", async ({ page, app }) => {
  const { email } = createUser(app, 'Frank', 'free');
  await signIn(page, email);
  await expect(page.getByTestId('subscription-chip')).toHaveText('Free · $0');
  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Upgrade' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose your plan' })).toBeVisible();
  await expect(page.getByTestId('plan-free').getByRole('button', { name: 'Current plan' })).toBeDisabled();
  await expect(page.getByTestId('plan-investor').getByRole('button', { name: 'Upgrade to Investor' })).toBeEnabled();
  await expectNoAxeViolations(page, '/pricing (free)');
  await page.getByText('Yearly', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Yearly' })).toBeChecked();
  await expect(page.getByTestId('price-proInvestor')).toHaveText('$490');
  await expectNoAxeViolations(page, '/pricing (yearly)');

  await openAccountMenu(page);
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/pricing');
  await expect(page).toHaveURL(/\/pricing-public$/);
  await expect(page.getByTestId('plan-proInvestor')).toContainText('A team workspace with 5 seats');
  await expect(page.getByText('Team', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page, '/pricing-public');
});
