import { MESSAGES } from '@thesis/domain';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createUser, dialog, expectNoAxeViolations, signIn } from '../support/helpers';
import { copyTemplateProcess, toast } from '../support/processes';

// The #5 journey needs the shipped universe (data/reference): no WITHOUT_MARKET_DATA here.

/** A 1×1 PNG and a one-page PDF, small enough to build in the test. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search investments', exact: true });
const factor = (page: Page, name: string) =>
  page
    .getByTestId('review-factor')
    .filter({ has: page.getByText(name, { exact: true }) })
    .first();

async function pickOption(page: Page, combobox: Locator, option: string) {
  await combobox.click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Picks a file through the file chooser a button opens. */
/** Opens the Upload file dialog from the button and chooses the file in it. */
async function chooseFile(page: Page, button: Locator, name: string, mimeType: string, buffer: Buffer) {
  await button.click();
  const upload = page.getByRole('dialog', { name: 'Upload file' });
  await expect(upload.getByTestId('upload-accepted')).toContainText('up to 20 MB');
  const chooser = page.waitForEvent('filechooser');
  await upload.getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles({ name, mimeType, buffer });
}

test('an investor reviews a company against a process and finds the work kept', async ({ page, app }) => {
  // The longest journey: every kind of evidence, a reload and a role change.
  test.slow();
  const { email } = createUser(app, 'Reviewer', 'investor');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await copyTemplateProcess(page, 'Deep Value');

  // An unlisted company is created and can be reviewed like a listed one.
  await page.goto('/investments');
  await page.getByRole('button', { name: 'Create unlisted company' }).click();
  const modal = dialog(page);
  await modal.getByRole('textbox', { name: /^Ticker/ }).fill('ANVL');
  await modal.getByRole('textbox', { name: /^Company name/ }).fill('Anvil Works');
  await modal.getByRole('textbox', { name: /^Last price/ }).fill('2.50');
  await modal.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/investments\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ANVL Anvil Works');
  await expect(page.getByTestId('review-entry')).toContainText('Start a review by attaching one of your processes');

  // A real ticker of the shipped data, found from the top bar.
  await searchBox(page).fill('AAPL');
  await page
    .getByRole('option', { name: /Apple Inc\./ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AAPL Apple Inc.');

  // Attaching a process creates the review and opens it.
  await page.getByTestId('review-entry').getByRole('button', { name: 'Attach a process' }).click();
  const picker = dialog(page);
  await expect(picker.getByRole('status', { name: 'Loading your processes' })).toBeVisible();
  await picker.getByRole('checkbox', { name: /Deep Value/ }).check();
  await expectNoAxeViolations(page, 'the process picker');
  await picker.getByRole('button', { name: 'Attach' }).click();
  await expect(page).toHaveURL(/\/investment-reviews\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AAPL Apple Inc.');
  await expect(page.getByTestId('last-price')).toHaveText('US$309.35');
  await expect(page.getByRole('heading', { level: 3, name: 'Deep Value' })).toBeVisible();

  // Three types: a valuation (graded from its upside), a 5-point and a 3-point qualitative score.
  const valuation = page.getByRole('textbox', { name: 'Valuation per share of factor Margin of safety' });
  await valuation.fill('400');
  await valuation.press('Enter');
  await expect(factor(page, 'Margin of safety').getByTestId('upside').first()).toHaveText('+29.3 %');
  await expect(toast(page, MESSAGES.changesSuccessful).first()).toBeVisible();
  await pickOption(page, page.getByRole('combobox', { name: 'Score of factor Financial survival' }), 'Very good');
  await expect(factor(page, 'Financial survival').getByTestId('points').first()).toHaveText('+2');
  await pickOption(page, page.getByRole('combobox', { name: 'Score of factor Catalysts' }), 'Good');
  await pickOption(page, page.getByRole('combobox', { name: 'Relevance of factor Catalysts' }), 'High');
  await expect(factor(page, 'Catalysts').getByTestId('points').first()).toHaveText('+1');

  // A comment, a link and a file on Financial survival.
  await page.getByRole('button', { name: 'Comment, link and file of factor Financial survival' }).click();
  const comment = page.getByRole('textbox', { name: 'Comment on factor Financial survival' });
  await comment.fill('Net cash; no maturities before 2030.');
  await comment.blur();
  await page
    .getByRole('textbox', { name: 'Link of factor Financial survival' })
    .fill('https://investor.apple.com/sec-filings');
  await page.getByRole('textbox', { name: 'Link name of factor Financial survival' }).fill('10-K filings');
  await page.getByRole('textbox', { name: 'Link name of factor Financial survival' }).press('Enter');
  await expectNoAxeViolations(page, "a factor's comment, link and file");
  await chooseFile(
    page,
    page.getByRole('button', { name: 'Attach file of factor Financial survival' }),
    'balance-sheet.png',
    'image/png',
    PNG,
  );
  await expect(page.getByRole('link', { name: 'balance-sheet.png', exact: true })).toBeVisible();
  // Replacing asks first and says it cannot be undone.
  await chooseFile(
    page,
    page.getByRole('button', { name: 'Replace file of factor Financial survival' }),
    'other.png',
    'image/png',
    PNG,
  );
  const replace = page.getByRole('dialog', { name: 'Upload file' });
  await expect(replace).toContainText('“balance-sheet.png” will be replaced by “other.png”. This action cannot be undone.');
  await expectNoAxeViolations(page, 'the replace file confirmation');
  await replace.getByRole('button', { name: 'Cancel' }).click();
  await replace.getByRole('button', { name: 'Close' }).click();
  await expect(replace).toBeHidden();

  // A note and a model file.
  await page.getByRole('button', { name: 'Add note' }).click();
  const noteForm = dialog(page);
  await noteForm.getByRole('button', { name: 'Add note' }).click();
  await expect(noteForm.getByText(MESSAGES.noteTextRequired)).toBeVisible();
  await expectNoAxeViolations(page, 'the note form with its error');
  await noteForm.getByRole('textbox', { name: 'Title' }).fill('Call with investor relations');
  // A call note far longer than a tweet is kept whole, with a running count.
  const callNotes = `Services margin guided flat for FY27. ${'Buybacks continue at the same pace; wearables soft, services up double digits. '.repeat(8)}`.trim();
  await noteForm.getByRole('textbox', { name: 'Text' }).fill(callNotes);
  await expect(noteForm.getByTestId('note-text-count')).toHaveText(`${callNotes.length} / 10,000 characters`);
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `/tmp/note-form-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await noteForm.getByRole('button', { name: 'Add note' }).click();
  await expect(noteForm).toBeHidden();
  await chooseFile(page, page.getByRole('button', { name: 'Upload model' }), 'dcf-model.pdf', 'application/pdf', PDF);
  await expect(page.getByTestId('model-file').filter({ hasText: 'dcf-model.pdf' })).toBeVisible();
  // A model is often a spreadsheet: it is taken, and a small one previews as a read-only table.
  await page.getByRole('button', { name: 'Upload model' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload file' });
  await expect(upload.getByTestId('upload-accepted')).toHaveText('Pictures, PDF or spreadsheets (.xlsx, .xls, .xlsm, .ods, .csv), up to 20 MB');
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `/tmp/upload-dialog-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
  await expectNoAxeViolations(page, 'the upload dialog');
  const sheet = page.waitForEvent('filechooser');
  await upload.getByRole('button', { name: 'Choose file' }).click();
  await (await sheet).setFiles({ name: 'valuation.csv', mimeType: 'text/csv', buffer: Buffer.from('Year,Revenue,EPS\nFY2026,416161,7.46\nFY2027,450000,8.10\n') });
  await expect(upload).toBeHidden();
  await expect(page.getByTestId('model-file').filter({ hasText: 'valuation.csv' })).toBeVisible();
  await page.getByRole('button', { name: 'Preview valuation.csv' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview: valuation.csv' });
  const table = preview.getByRole('table', { name: 'First sheet of valuation.csv' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(table.getByRole('row').nth(1)).toHaveText(/FY2026\s*416161\s*7.46/);
  await page.screenshot({ path: '/tmp/spreadsheet-preview-1440.png' });
  await expectNoAxeViolations(page, 'the spreadsheet preview');
  await preview.getByRole('button', { name: 'Close' }).click();

  const summary = page.getByRole('textbox', { name: 'Summary' });
  await summary.fill('Quality at a fair price; the buyback carries the return.');
  await page.getByRole('button', { name: 'Save summary' }).click();
  await expect(toast(page, 'The summary was saved')).toBeVisible();

  // Everything is kept.
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Valuation per share of factor Margin of safety' })).toHaveValue(
    '400',
  );
  await expect(page.getByRole('combobox', { name: 'Score of factor Financial survival' })).toHaveValue('Very good');
  await expect(page.getByRole('combobox', { name: 'Score of factor Catalysts' })).toHaveValue('Good');
  await expect(page.getByRole('combobox', { name: 'Relevance of factor Catalysts' })).toHaveValue('High');
  await expect(page.getByTestId('summary-score')).toHaveText(/^[+−]?\d+$/);
  await page.getByRole('button', { name: 'Comment, link and file of factor Financial survival' }).click();
  await expect(page.getByRole('textbox', { name: 'Comment on factor Financial survival' })).toHaveValue(
    'Net cash; no maturities before 2030.',
  );
  await expect(page.getByRole('textbox', { name: 'Link of factor Financial survival' })).toHaveValue(
    'https://investor.apple.com/sec-filings',
  );
  await expect(page.getByRole('textbox', { name: 'Link name of factor Financial survival' })).toHaveValue(
    '10-K filings',
  );
  await expect(page.getByRole('link', { name: 'balance-sheet.png', exact: true })).toBeVisible();
  await expect(page.getByTestId('note')).toContainText('Call with investor relations');
  await expect(page.getByTestId('note')).toContainText('Services margin guided flat for FY27.');
  await expect(page.getByTestId('model-file').filter({ hasText: 'dcf-model.pdf' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Summary' })).toHaveValue(
    'Quality at a fair price; the buyback carries the return.',
  );
  await expectNoAxeViolations(page, 'the review page');

  // A teamViewer never edits (spec §6): the same review turns read-only; files can still be downloaded.
  app.cli('users:role', email, 'teamViewer');
  await page.reload();
  await expect(page.getByTestId('read-only-message')).toContainText(MESSAGES.noEditPermission);
  await expect(page.getByRole('button', { name: 'Add note' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upload model' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Detach process Deep Value' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Valuation per share of factor Margin of safety' })).toHaveAttribute(
    'readonly',
    '',
  );
  await page.getByRole('button', { name: 'Comment, link and file of factor Financial survival' }).click();
  await expect(page.getByRole('link', { name: 'Download balance-sheet.png' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Replace file of factor Financial survival' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Download dcf-model.pdf' })).toBeVisible();
  await expectNoAxeViolations(page, 'the read-only review page');
});
