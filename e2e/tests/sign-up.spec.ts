import { MESSAGES } from '@thesis/domain';
import { expect, linkIn, test } from '../support/fixtures';
import { PASSWORD, WITHOUT_MARKET_DATA, dialog, expectNoAxeViolations, nextMail, submitSignIn } from '../support/helpers';

test.use({ appEnv: WITHOUT_MARKET_DATA });

test('sign up → verify from the e-mail → sign in → dashboard → log out', async ({ page, app }) => {
  const email = 'grace@example.com';
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Sign Up' }).click();
  const modal = dialog(page);
  await expect(modal).toContainText('Start your free trial');
  await expectNoAxeViolations(page, 'the sign-up modal');
  await modal.getByLabel('Username').fill('grace');
  await modal.getByLabel('E-mail').fill(email);
  await modal.getByLabel(/^Password/).fill(PASSWORD);
  await modal.getByLabel('Confirm Password').fill(PASSWORD);
  await modal.getByRole('button', { name: 'Sign Up' }).click();
  await expect(modal).toContainText('Thanks for signing up!');
  await expect(modal).toContainText(email);
  await expectNoAxeViolations(page, 'the sign-up success modal');

  const mail = await nextMail(app, email);
  await page.goto(linkIn(mail, '/verify-email'));
  await expect(dialog(page)).toContainText(MESSAGES.emailVerified);
  await expect(page).toHaveTitle('Thesis | Verify Email');
  await expectNoAxeViolations(page, 'the e-mail verified modal');
  await dialog(page).getByRole('button', { name: 'Log In' }).click();
  await submitSignIn(page, email, PASSWORD);

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page).toHaveTitle('Thesis | Dashboard');
  await expect(page.getByTestId('trial-banner')).toContainText('days left in your free trial');
  await expect(page.getByTestId('subscription-chip')).toContainText('Investor (Trial Period)');

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log In' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  // The session is gone: a login-only page sends the visitor back to the landing page.
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/\?redirect=%2Fdashboard$/);
});

test('a broken verification link says so and offers a new one', async ({ page }) => {
  await page.goto('/verify-email?id=nobody&hash=abc&expires=1&signature=forged');
  const modal = dialog(page);
  await expect(modal).toContainText(MESSAGES.invalidVerificationLink);
  await expectNoAxeViolations(page, 'the verification failed modal');
  await modal.getByLabel('E-mail').fill('nobody@example.com');
  await modal.getByRole('button', { name: 'Send a new link' }).click();
  await expect(modal).toContainText(MESSAGES.verificationSent);
});
