import { MESSAGES } from '@thesis/domain';
import { expect, test } from '../support/fixtures';
import { WITHOUT_MARKET_DATA, createUser, dialog, expectNoAxeViolations, signIn } from '../support/helpers';
import { createProcess, fillItemForm, itemAction, toast } from '../support/processes';

test.use({ appEnv: WITHOUT_MARKET_DATA });

test('build a process: factor → checklist → question, then change the question type and see its scale reset', async ({
  page,
  app,
}) => {
  test.slow(); // a long journey with an accessibility check of every dialog
  const { email } = createUser(app, 'Builder', 'investor');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/processes');
  await expect(page).toHaveTitle('Thesis | Processes');
  await expect(page.getByRole('heading', { name: 'Build your first investment process' })).toBeVisible();
  await expectNoAxeViolations(page, '/processes (empty)');

  await page.getByRole('button', { name: 'Create a process' }).click();
  const modal = dialog(page);
  await modal.getByRole('button', { name: 'Apply' }).click();
  await expect(modal.getByText(MESSAGES.nameRequired)).toBeVisible();
  await expectNoAxeViolations(page, 'the new process modal with its error');
  await modal.getByRole('textbox', { name: 'Name', exact: true }).fill('Special situations');
  await expect(modal.getByRole('switch', { name: /^Default process/ })).toBeChecked();
  await modal.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/process\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Special situations' })).toBeVisible();
  await expect(page.getByText('Default', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'New factor' }).click();
  await modal.getByRole('textbox', { name: 'Name', exact: true }).fill('Catalyst');
  await modal.getByRole('button', { name: 'Apply' }).click();
  await expect(modal.getByText(MESSAGES.typeRequired)).toBeVisible();
  await modal.getByRole('combobox', { name: 'Group' }).click();
  await page.getByRole('option', { name: 'Financial', exact: true }).click(); // deselects: group is required
  await expect(modal.getByText(MESSAGES.groupRequired)).toBeVisible();
  await expectNoAxeViolations(page, 'the create process item modal with its errors');
  await modal.getByRole('combobox', { name: 'Group' }).click();
  await page.getByRole('option', { name: 'Industry' }).click();
  await fillItemForm(page, 'Catalyst', 'Qualitative 5pt');
  await page.getByRole('button', { name: 'New checklist' }).click();
  await fillItemForm(page, 'Event timing', 'Qualitative 3pt');
  await page.getByRole('button', { name: 'New question' }).click();
  await fillItemForm(page, 'Is the completion date announced?', 'Tick/Cross');
  await expect(page.getByText('1 factor', { exact: true })).toBeVisible();
  await expect(page.getByText('1 question', { exact: true }).first()).toBeVisible();
  const question = page.getByTestId('question-row');
  await expect(question.getByTestId('scale-summary')).toContainText('Tick · Neutral · Cross');

  // Edit score: a description of its own for the Tick grade.
  await itemAction(page, 'question', 'Is the completion date announced?', 'Edit scale');
  await expect(modal.getByLabel('Tick (+1 point)')).toBeVisible();
  await expectNoAxeViolations(page, 'the edit scale modal');
  await modal.getByLabel('Tick (+1 point)').fill('The company has named the completion date');
  await modal.getByRole('button', { name: 'Apply' }).click();
  await expect(toast(page, MESSAGES.changesSuccessful)).toBeVisible();

  // Change type across families: warned, then the scale resets to the Valuation defaults.
  await itemAction(page, 'question', 'Is the completion date announced?', 'Change type');
  await modal.getByRole('combobox', { name: 'New type' }).click();
  await page.getByRole('option', { name: 'Valuation' }).click();
  await expect(modal.getByTestId('type-change-warning')).toContainText('loses its grade descriptions');
  await expectNoAxeViolations(page, 'the change type modal with its warning');
  await modal.getByRole('button', { name: 'Change type and reset scale' }).click();
  await expect(modal).toBeHidden();
  await expect(question.getByTestId('type-badge')).toHaveText('Valuation');
  await expect(question.getByTestId('scale-summary')).toContainText('−66 % to 200 %');

  // Edit score of the valuation: the range rules of §5.
  await itemAction(page, 'question', 'Is the completion date announced?', 'Edit scale');
  await expect(modal.getByRole('textbox', { name: 'Average up to', exact: true })).toHaveValue('25 %');
  await modal.getByRole('textbox', { name: 'Max', exact: true }).fill('-70');
  await expect(modal.getByText(MESSAGES.minAboveMax)).toBeVisible();
  await modal.getByRole('textbox', { name: 'Max', exact: true }).fill('-50');
  await modal.getByRole('textbox', { name: 'Min', exact: true }).fill('-60');
  await expect(modal.getByText(MESSAGES.rangeGap)).toBeVisible();
  await modal.getByRole('textbox', { name: 'Min', exact: true }).fill('-66.5');
  await expect(modal.getByText(MESSAGES.valueMustBeInteger)).toBeVisible();
  await expectNoAxeViolations(page, 'the valuation scale modal with its errors');
  await modal.getByRole('button', { name: 'Cancel' }).click();

  // Back to a qualitative type: the custom description did not survive the reset.
  await itemAction(page, 'question', 'Is the completion date announced?', 'Change type');
  await modal.getByRole('combobox', { name: 'New type' }).click();
  await page.getByRole('option', { name: 'Tick/Cross' }).click();
  await modal.getByRole('button', { name: 'Change type and reset scale' }).click();
  await expect(question.getByTestId('scale-summary')).toContainText('Tick · Neutral · Cross');
  await itemAction(page, 'question', 'Is the completion date announced?', 'Edit scale');
  await expect(modal.getByLabel('Tick (+1 point)')).toHaveValue('Tick');
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await expect(modal).toBeHidden();
  // Toasts' close buttons carry no name (lib/notify): check the page once they are gone.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expectNoAxeViolations(page, '/process/{id}');
});

test('delete a process from its page and from the list; the default process cannot be deactivated', async ({
  page,
  app,
}) => {
  const { email } = createUser(app, 'Pruner', 'investor');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await createProcess(page, 'Keeper');
  await createProcess(page, 'Short lived');
  await page.getByRole('button', { name: 'More process actions' }).click();
  await page.getByRole('menuitem', { name: 'Delete process' }).click();
  await expect(dialog(page)).toContainText('Delete Short lived?');
  await expectNoAxeViolations(page, 'the delete process confirmation');
  await dialog(page).getByRole('button', { name: 'Delete process' }).click();
  await expect(toast(page, MESSAGES.processDeleted)).toBeVisible();
  await expect(page).toHaveURL(/\/processes$/);
  await expect(page.getByTestId('process-row')).toHaveCount(1);

  await createProcess(page, 'Second');
  await page.goto('/processes');
  await page.getByRole('button', { name: 'Actions for Second' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await dialog(page).getByRole('button', { name: 'Delete process' }).click();
  await expect(toast(page, MESSAGES.processDeleted)).toBeVisible();
  await expect(page).toHaveURL(/\/processes$/);
  await expect(page.getByRole('link', { name: 'Second' })).toHaveCount(0);

  // The default process stays active: the server's message is the toast.
  await page.getByRole('checkbox', { name: 'Select Keeper' }).check();
  await page.getByRole('button', { name: /^Deactivate/ }).click();
  await expect(toast(page, MESSAGES.cannotRemoveDefault)).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Active processes' }).getByRole('link', { name: 'Keeper' }),
  ).toBeVisible();
});
