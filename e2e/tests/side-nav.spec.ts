import { expect, test } from '../support/fixtures';
import { WITHOUT_MARKET_DATA, createUser, expectNoAxeViolations, signIn } from '../support/helpers';

test.use({ appEnv: WITHOUT_MARKET_DATA });

const ALL = ['Dashboard', 'Process', 'Investments', 'Screening', 'Portfolio', 'Decisions'];

test('side-navigation entries and the Upgrade item follow the role (free, teamViewer, admin)', async ({ page, app }) => {
  for (const [role, entries, upgrade] of [
    ['free', ALL, true],
    ['teamViewer', ['Dashboard', 'Investments'], false],
    ['admin', ALL, false],
  ] as const) {
    const { email } = createUser(app, `${role}User`, role);
    await signIn(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link')).toHaveText([...entries]);
    await page.getByRole('button', { name: /Account menu/ }).click();
    if (role === 'free') {
      await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
      await expectNoAxeViolations(page, 'the open account menu');
    }
    await expect(page.getByRole('menuitem', { name: 'Upgrade' })).toHaveCount(upgrade ? 1 : 0);
    await page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/$/);
  }
});

test('the side navigation collapses to 67 px and remembers the last investment and screen', async ({ page, app }) => {
  const { email } = createUser(app, 'Collapser');
  await signIn(page, email);
  const navbar = page.locator('.mantine-AppShell-navbar');
  await expect.poll(async () => (await navbar.boundingBox())?.width).toBe(256);
  await page.getByRole('button', { name: 'Collapse navigation' }).click();
  await expect.poll(async () => (await navbar.boundingBox())?.width).toBe(67);
  const nav = page.getByTestId('side-nav');
  await expect(nav.getByRole('link', { name: 'Investments' })).toBeVisible();
  await expectNoAxeViolations(page, 'the collapsed side navigation');
  await page.getByRole('button', { name: 'Expand navigation' }).click();

  await page.goto('/investments/abc123');
  await expect(page.getByRole('heading', { level: 1, name: 'Investments' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Investments' })).toHaveAttribute('href', '/investments/abc123');
  await page.goto('/screen-results/s1?sortingScope=name');
  await expect(page.getByText('This screen cannot be shown')).toBeVisible();
  await expectNoAxeViolations(page, 'a screen that cannot be shown');
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(nav.getByRole('link', { name: 'Screening' })).toHaveAttribute('href', '/screen-results/s1?sortingScope=name');
});
