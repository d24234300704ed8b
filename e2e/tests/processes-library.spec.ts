import { MESSAGES } from '@thesis/domain';
import { expect, test } from '../support/fixtures';
import { WITHOUT_MARKET_DATA, createUser, dialog, expectNoAxeViolations, signIn } from '../support/helpers';
import { copyTemplateProcess, createProcess, rowNames, toast } from '../support/processes';

test.use({ appEnv: WITHOUT_MARKET_DATA });

test('copy a template, find it in My Processes, reorder its factors by drag and drop and by keyboard, and keep the order after reload', async ({
  page,
  app,
}) => {
  test.slow(); // visits the template lists and pages with an accessibility check of each
  const { email } = createUser(app, 'Copier', 'investor');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/processes?tab=templates');
  await expect(page.getByRole('link', { name: 'Deep Value template' })).toBeVisible();
  await expectNoAxeViolations(page, '/processes templates');
  // Item templates: the factor and question lists and one page of each.
  for (const [tab, kind] of [['Factors', 'factor'], ['Questions', 'question']] as const) {
    await page.getByRole('tab', { name: new RegExp(`^${tab}`) }).click();
    const first = page.getByRole('tabpanel').getByRole('link').first();
    await expect(first).toBeVisible();
    await expectNoAxeViolations(page, `the ${kind} templates list`);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/template-${kind}/`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, `/template-${kind}/{id}`);
    await page.goto('/processes?tab=templates');
  }
  await page.getByRole('link', { name: 'Deep Value template' }).click();
  await expect(page).toHaveTitle('Thesis | Process Template');
  await expect(page.getByRole('heading', { level: 1, name: 'Deep Value' })).toBeVisible();
  await expectNoAxeViolations(page, '/template-process/{id}');
  await page.getByRole('button', { name: 'Copy to my library' }).click();
  await expect(dialog(page).getByRole('button', { name: 'Copy to my library' })).toBeVisible();
  await expectNoAxeViolations(page, 'the copy template confirmation');
  await dialog(page).getByRole('button', { name: 'Copy to my library' }).click();
  await expect(toast(page, 'You have successfully copied the process')).toBeVisible();
  await expect(page).toHaveURL(/\/process\/[\w-]+$/);
  await expect(page).toHaveTitle('Thesis | Process');

  await page.goto('/processes');
  const row = page.getByTestId('process-row').filter({ hasText: 'Deep Value' });
  await expect(row).toContainText('Default');
  await expect(row).toContainText('Me');
  await row.getByRole('link', { name: 'Deep Value' }).click();

  await page.getByRole('button', { name: 'Collapse all' }).click();
  await expect.poll(async () => (await rowNames(page, 'factor')).length).toBeGreaterThan(3);
  const before = await rowNames(page, 'factor');
  const [first, second, third] = before as [string, string, string];

  // Drag the second factor above the first.
  const from = await page.getByRole('button', { name: `Reorder factor ${second}` }).boundingBox();
  const to = await page.getByRole('button', { name: `Reorder factor ${first}` }).boundingBox();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  await page.mouse.move(from!.x + from!.width / 2, from!.y - 10, { steps: 4 });
  await page.mouse.move(to!.x + to!.width / 2, to!.y - 10, { steps: 10 });
  await page.mouse.up();
  await expect.poll(() => rowNames(page, 'factor')).toEqual([second, first, third, ...before.slice(3)]);

  // Keyboard: lift the third factor and move it up one place.
  await page.getByRole('button', { name: `Reorder factor ${third}` }).focus();
  await page.keyboard.press('Space');
  // The live region announces the lift (then where the factor is over).
  await expect(
    page.getByText(new RegExp(`^(Picked up factor ${third}, position 3|${third} moved to position 3) of`)),
  ).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText(`${third} moved to position 2 of`)).toBeAttached();
  await page.keyboard.press('Space');
  const expected = [second, third, first, ...before.slice(3)];
  await expect.poll(() => rowNames(page, 'factor')).toEqual(expected);

  await page.waitForLoadState('networkidle');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Deep Value' })).toBeVisible();
  expect(await rowNames(page, 'factor')).toEqual(expected);
});

test('the Edit entity modal moves factors between the process and the database and applies on Apply', async ({
  page,
  app,
}) => {
  const { email } = createUser(app, 'Editor', 'investor');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await copyTemplateProcess(page, 'Dividend Income');
  // The copied process's rows can re-render right after the copy: wait for a factor name.
  let leaving = '';
  await expect.poll(async () => (leaving = (await rowNames(page, 'factor'))[0] ?? '')).not.toBe('');
  await createProcess(page, 'Income lite');

  await page.getByRole('button', { name: 'Edit entity' }).click();
  const modal = dialog(page);
  await expect(modal.getByRole('heading', { name: 'Factor database' })).toBeVisible();
  await expectNoAxeViolations(page, 'the edit entity modal');
  await modal.getByText('Factor', { exact: true }).click();
  await expect(toast(page, 'There are no factors in this process')).toBeVisible();

  const database = modal.getByTestId('entity-inactive');
  const attached = modal.getByTestId('entity-active');
  await database.getByRole('checkbox', { name: leaving, exact: true }).check();
  await modal.getByRole('button', { name: 'Add' }).click();
  await expect(attached.getByText(leaving, { exact: true })).toBeVisible();
  // Moving it back cancels the move; moving it again queues it once.
  await attached.getByRole('checkbox', { name: leaving, exact: true }).check();
  await modal.getByRole('button', { name: 'Remove' }).click();
  await expect(modal.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await database.getByRole('checkbox', { name: leaving, exact: true }).check();
  await modal.getByRole('button', { name: 'Add' }).click();
  await expect(modal.getByText('1 change waiting to be applied.')).toBeVisible();
  await modal.getByRole('button', { name: 'Apply' }).click();
  await expect(toast(page, MESSAGES.changesSuccessful)).toBeVisible();
  await expect(modal).toBeHidden();
  expect(await rowNames(page, 'factor')).toEqual([leaving]);
});
