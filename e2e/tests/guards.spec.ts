import { ACCOUNT_COPY } from '@thesis/domain';
import { expect, test } from '../support/fixtures';
import { WITHOUT_MARKET_DATA, createUser, dialog, expectNoAxeViolations, submitSignIn } from '../support/helpers';

test.use({ appEnv: WITHOUT_MARKET_DATA });

test('a visitor opening /processes is sent to / and returns there after sign-in', async ({ page, app }) => {
  const { email, password } = createUser(app, 'Margaret');
  await page.goto('/processes');
  await expect(page).toHaveURL(/\/\?redirect=%2Fprocesses$/);
  await expect(dialog(page)).toContainText('Log in to Thesis');
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(/\/processes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Processes' })).toBeVisible();
  await expect(page).toHaveTitle('Thesis | Processes');
});

test('a visitor opening a shared review sees the welcome modal, and lands on the review after sign-in', async ({ page, app }) => {
  const { email, password } = createUser(app, 'Barbara');
  await page.goto('/investment-reviews/01960000-0000-7000-8000-000000000001');
  const modal = dialog(page);
  await expect(modal).toContainText(ACCOUNT_COPY.sharedReviewSignIn);
  await expect(modal).toContainText(ACCOUNT_COPY.sharedReviewSignUp);
  await expect(modal.getByRole('button', { name: 'Sign Up' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Research every company');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('sharedLink'))).toBe('/investment-reviews/01960000-0000-7000-8000-000000000001');
  await expectNoAxeViolations(page, 'the shared-review welcome modal');

  await modal.getByRole('button', { name: 'Log In' }).click();
  await submitSignIn(page, email, password);
  await expect(page).toHaveURL(/\/investment-reviews\/01960000-0000-7000-8000-000000000001$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Investment Review' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('sharedLink'))).toBeNull();
});
