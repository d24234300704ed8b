import { MESSAGES } from '@thesis/domain';
import { expect, test } from '../support/fixtures';
import { WITHOUT_MARKET_DATA, dialog, expectNoAxeViolations } from '../support/helpers';

test.use({ appEnv: WITHOUT_MARKET_DATA });

test('every §5 sign-up and log-in message appears in the forms', async ({ page }) => {
  // Log in
  await page.goto('/login');
  let modal = dialog(page);
  await modal.getByRole('button', { name: 'Log In' }).click();
  await expect(modal.getByText(MESSAGES.emailRequired)).toBeVisible();
  await expect(modal.getByText(MESSAGES.passwordRequired, { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'the sign-in modal with its errors');
  await modal.getByLabel('E-mail').fill('not-an-address');
  await expect(modal.getByText(MESSAGES.invalidEmail)).toBeVisible();
  await modal.getByLabel('E-mail').fill('ada@example.com');
  await expect(modal.getByText(MESSAGES.looksGreat)).toBeVisible();

  // Forgot password
  await modal.getByLabel('E-mail').fill('');
  await modal.getByRole('button', { name: 'Forgot password?' }).click();
  modal = dialog(page);
  // Focus follows the flow into the next step's first field.
  await expect(modal.getByLabel('E-mail')).toBeFocused();
  await modal.getByRole('button', { name: 'Send reset link' }).click();
  await expect(modal.getByText(MESSAGES.emailRequired)).toBeVisible();
  await modal.getByLabel('E-mail').fill('nope');
  await expect(modal.getByText(MESSAGES.invalidEmail)).toBeVisible();
  await expectNoAxeViolations(page, 'the forgot-password modal with its error');

  // Sign up
  await page.goto('/signup');
  modal = dialog(page);
  await modal.getByRole('button', { name: 'Sign Up' }).click();
  for (const message of [MESSAGES.usernameRequired, MESSAGES.emailRequired, MESSAGES.passwordRequired, MESSAGES.confirmPasswordRequired]) {
    await expect(modal.getByText(message, { exact: true })).toBeVisible();
  }
  await expectNoAxeViolations(page, 'the sign-up modal with its errors');
  await modal.getByLabel('E-mail').fill('nope');
  await expect(modal.getByText(MESSAGES.invalidEmail)).toBeVisible();
  await modal.getByLabel(/^Password/).fill('short');
  await expect(modal.getByText(MESSAGES.passwordMin)).toBeVisible();
  await modal.getByLabel(/^Password/).fill('long enough');
  await modal.getByLabel('Confirm Password').fill('different');
  await expect(modal.getByText(MESSAGES.passwordsDontMatch)).toBeVisible();
  await modal.getByLabel('Confirm Password').fill('long enough');
  await modal.getByLabel('Username').fill('ada');
  await modal.getByLabel('E-mail').fill('ada@example.com');
  await expect(modal.getByText(MESSAGES.looksGreat)).toHaveCount(4);
  await expectNoAxeViolations(page, 'the sign-up modal with valid fields');

  // Reset
  await page.goto('/password-reset?token=t&email=ada%40example.com');
  modal = dialog(page);
  await modal.getByLabel('New password').fill('short');
  await modal.getByLabel('Confirm Password').fill('other');
  await modal.getByRole('button', { name: 'Change password' }).click();
  await expect(modal.getByText(MESSAGES.passwordMin)).toBeVisible();
  await modal.getByLabel('New password').fill('long enough');
  await expect(modal.getByText(MESSAGES.passwordsDontMatch)).toBeVisible();
  await expectNoAxeViolations(page, 'the reset-password modal with its error');

  // This link was never e-mailed: the server refuses it and the reset returns to / (spec §4).
  await modal.getByLabel('Confirm Password').fill('long enough');
  await modal.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText(MESSAGES.invalidResetToken)).toBeVisible();
  await expect(dialog(page)).toHaveCount(0);
});

test('the server’s field errors land on the sign-up fields', async ({ page, app }) => {
  app.cli('users:create', '--email', 'taken@example.com', '--username', 'taken', '--password', 'password123', '--verified');
  await page.goto('/signup');
  const modal = dialog(page);
  await modal.getByLabel('Username').fill('taken');
  await modal.getByLabel('E-mail').fill('taken@example.com');
  await modal.getByLabel(/^Password/).fill('password123');
  await modal.getByLabel('Confirm Password').fill('password123');
  await modal.getByRole('button', { name: 'Sign Up' }).click();
  await expect(modal.getByText(MESSAGES.emailTaken)).toBeVisible();
  await expect(modal.getByText(MESSAGES.usernameTaken)).toBeVisible();
});
