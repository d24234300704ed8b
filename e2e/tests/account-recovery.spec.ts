import { MESSAGES } from '@thesis/domain';
import { expect, linkIn, test } from '../support/fixtures';
import { PASSWORD, WITHOUT_MARKET_DATA, dialog, expectNoAxeViolations, mailsTo, nextMail, signIn, submitSignIn } from '../support/helpers';

test.use({ appEnv: WITHOUT_MARKET_DATA });

test('an unverified sign-in opens the not-verified modal and Re-send sends a new e-mail', async ({ page, app }) => {
  const email = 'ada@example.com';
  app.cli('users:create', '--email', email, '--username', 'ada', '--password', PASSWORD);
  const before = mailsTo(app, email);
  await signIn(page, email);
  const modal = dialog(page);
  await expect(modal).toContainText(MESSAGES.notVerified);
  await expect(modal).toContainText('spam');
  await expectNoAxeViolations(page, 'the not-verified modal');
  await modal.getByRole('button', { name: 'Re-send' }).click();
  await expect(modal).toContainText(MESSAGES.verificationSent);
  const mail = await nextMail(app, email, before);
  expect(linkIn(mail, '/verify-email')).toContain('signature=');
  await expect(page).toHaveURL(/\/login$/);
});

test('forgot password → e-mail → reset → sign in with the new password', async ({ page, app }) => {
  const email = 'linus@example.com';
  const newPassword = 'a brand new passphrase';
  app.cli('users:create', '--email', email, '--username', 'linus', '--password', PASSWORD, '--verified');
  await page.goto('/login');
  await dialog(page).getByLabel('E-mail').fill(email);
  await dialog(page).getByRole('button', { name: 'Forgot password?' }).click();
  const modal = dialog(page);
  await expect(modal).toContainText('Forgot your password?');
  await expect(modal.getByLabel('E-mail')).toHaveValue(email);
  await expectNoAxeViolations(page, 'the forgot-password modal');
  await modal.getByRole('button', { name: 'Send reset link' }).click();
  await expect(modal).toContainText(MESSAGES.checkEmailForReset);
  await expectNoAxeViolations(page, 'the password-change-sent modal');

  const mail = await nextMail(app, email);
  await page.goto(linkIn(mail, '/password-reset'));
  await expect(dialog(page)).toContainText('Choose a new password');
  await expectNoAxeViolations(page, 'the reset-password modal');
  await dialog(page).getByLabel('New password').fill(newPassword);
  await dialog(page).getByLabel('Confirm Password').fill(newPassword);
  await dialog(page).getByRole('button', { name: 'Change password' }).click();
  await expect(dialog(page)).toContainText(MESSAGES.passwordChangedTitle);
  await expect(dialog(page)).toContainText(MESSAGES.passwordChanged);
  await expectNoAxeViolations(page, 'the password-change-success modal');
  await dialog(page).getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/$/);

  await submitSignIn(page, email, PASSWORD);
  await expect(dialog(page).getByText(MESSAGES.invalidCredentials)).toBeVisible();
  await dialog(page).getByLabel('Password', { exact: false }).first().fill(newPassword);
  await dialog(page).getByRole('button', { name: 'Log In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a suspended account sees the administrator contact; Cancel goes to /login', async ({ page, app }) => {
  const email = 'sus@example.com';
  app.cli('users:create', '--email', email, '--username', 'sus', '--password', PASSWORD, '--verified');
  app.cli('users:suspend', email);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log In' }).click();
  await submitSignIn(page, email, PASSWORD);
  const modal = dialog(page);
  await expect(modal).toContainText(MESSAGES.suspended);
  await expect(modal.getByRole('link', { name: 'support@thesis.local' })).toHaveAttribute('href', 'mailto:support@thesis.local');
  await expectNoAxeViolations(page, 'the suspended modal');
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(dialog(page)).toContainText('Log in to Thesis');
});

test('a sign-in flagging an inactive team names the team leader', async ({ page, app }) => {
  const email = 'member@example.com';
  app.cli('users:create', '--email', 'lead@example.com', '--username', 'lead', '--password', PASSWORD, '--role', 'investor', '--verified');
  app.cli('users:create', '--email', email, '--username', 'member', '--password', PASSWORD, '--role', 'free', '--verified');
  const created = app.cli('teams:create', 'lead@example.com', '--name', 'Alpha Fund');
  const teamId = /\(([^)]+)\)\.?\s*$/.exec(created.trim())?.[1] ?? '';
  app.cli('teams:add-member', teamId, email, 'teamAnalyst');
  // The owner's Pro Investor plan ends: the team becomes inactive, and its members sign in read-only.
  app.cli('users:role', 'lead@example.com', 'investor');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  const modal = dialog(page);
  await expect(modal).toContainText('lead@example.com');
  await expect(modal).toContainText('Alpha Fund');
  await expectNoAxeViolations(page, 'the inactive-team modal');
  await modal.getByRole('button', { name: 'OK' }).click();
  await expect(dialog(page)).toHaveCount(0);
});
