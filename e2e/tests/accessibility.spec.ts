import { expect, test } from '../support/fixtures';
import { WITHOUT_MARKET_DATA, createUser, dialog, expectNoAxeViolations, signIn } from '../support/helpers';

test.use({ appEnv: WITHOUT_MARKET_DATA });

test('axe finds nothing on /, /about, /pricing-public and the sign-in modal; /pricing and unknown addresses redirect', async ({ page }) => {
  for (const [path, heading] of [
    ['/', 'Research every company against your own investment process'],
    ['/about', 'How It Works'],
    ['/pricing-public', 'Plans and pricing'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expectNoAxeViolations(page, path);
  }
  // /pricing is login-only and sends visitors to /pricing-public; unknown addresses are not found.
  await page.goto('/pricing');
  await expect(page).toHaveURL(/\/pricing-public$/);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("We can't find that page");
  await expect(page).toHaveTitle('Thesis | Page Not Found');
  await expectNoAxeViolations(page, 'the not-found page');
  await page.goto('/ui-kit');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page, '/ui-kit');
  await page.goto('/login');
  await expect(dialog(page)).toBeVisible();
  await expect(page).toHaveTitle('Thesis | Log In');
  await expectNoAxeViolations(page, 'the sign-in modal');
});

test('Account Overview has no axe violations and edits the profile', async ({ page, app }) => {
  const { email } = createUser(app, 'Katherine');
  await signIn(page, email);
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Account Overview' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Account Overview' })).toBeVisible();
  await expect(page.getByTestId('role-label')).toHaveText('Free');
  await expectNoAxeViolations(page, '/profile');

  await page.getByLabel('First name').fill('Katherine');
  await page.getByLabel('Last name').fill('Johnson');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('The changes were successful')).toBeVisible();
  await expect(page.getByRole('button', { name: /Account menu for Katherine Johnson/ })).toBeVisible();
});
