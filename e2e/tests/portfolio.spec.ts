import type { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { expect, test } from '../support/fixtures';
import { createUser, dialog, expectNoAxeViolations, signIn } from '../support/helpers';
import { toast } from '../support/processes';

// Needs the shipped universe (data/reference): AAPL US$309.35, MSFT US$483.24, NVDA US$214.72 as of
// 22 Aug 2026, shown in A$ at June 2026's 1.4235 A$ per US$ (the latest monthly rate); BHP has no price.

const holdings = (page: Page) => page.getByRole('table', { name: 'Portfolio holdings' });
const row = (page: Page, ticker: string) => holdings(page).getByRole('row').filter({ has: page.getByRole('link', { name: ticker, exact: true }) });
const totals = (page: Page) => holdings(page).getByRole('row', { name: 'Totals' });

async function addHolding(page: Page, ticker: string, shares: string, checkAccessibility = false): Promise<void> {
  await page.getByRole('button', { name: 'Add holding' }).first().click();
  const picker = dialog(page);
  // The suggestions open inside the dialog (labelled "Company" too): find the field by its placeholder.
  await picker.getByPlaceholder('Enter name or ticker code').fill(ticker);
  if (checkAccessibility) await expectNoAxeViolations(page, 'the pick company modal with its suggestions');
  await page.getByRole('option', { name: new RegExp(`^${ticker} ·`) }).click();
  await picker.getByRole('button', { name: 'Next: shares' }).click();
  const modal = page.getByRole('dialog', { name: 'Add to portfolio' });
  if (checkAccessibility) {
    await expect(modal.getByLabel('Number of shares')).toBeVisible();
    await expectNoAxeViolations(page, 'the add to portfolio modal');
  }
  await modal.getByLabel('Number of shares').fill(shares);
  await modal.getByRole('button', { name: 'Add to portfolio' }).click();
  await expect(toast(page, 'Added to your portfolio').first()).toBeVisible();
  await expect(row(page, ticker)).toBeVisible();
}

test('an investor builds a portfolio: adds, imports, weighs, filters, edits, removes and exports', async ({ page, app }) => {
  test.slow(); // a long journey with an accessibility check of every dialog
  const { email } = createUser(app, 'Holder', 'investor');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.getByRole('navigation').getByRole('link', { name: 'Portfolio' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(page.getByRole('heading', { name: 'Your portfolio is empty' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Find companies' })).toHaveAttribute('href', '/investments');
  await expectNoAxeViolations(page, 'the empty portfolio');

  await page.getByRole('button', { name: 'Add holding' }).first().click();
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await addHolding(page, 'AAPL', '10', true);
  await addHolding(page, 'MSFT', '5');

  // Import a broker CSV: a new priced company, one without a price, a duplicate and an unknown ticker.
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const wizard = page.getByRole('dialog', { name: 'Import holdings from a CSV file' });
  await wizard.locator('input[type=file]').setInputFiles({
    name: 'broker.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Code,Company,Avail. Units\r\nNVDA,Nvidia,20\r\nBHP.AX,BHP Group,100\r\nAAPL,Apple,5\r\nZZZZQ,Nobody,1\r\n'),
  });
  await expectNoAxeViolations(page, 'the import wizard: file');
  await wizard.getByRole('button', { name: 'Next: columns' }).click();
  await expect(wizard.getByLabel('Ticker column')).toHaveValue('Code');
  await expect(wizard.getByLabel('Units column')).toHaveValue('Avail. Units');
  await expectNoAxeViolations(page, 'the import wizard: columns');
  await wizard.getByRole('button', { name: 'Next: preview' }).click();
  await expect(wizard.getByText('1 unmatched')).toBeVisible();
  await expect(wizard.getByText('1 already held')).toBeVisible();
  await expect(wizard.getByRole('table', { name: 'Holdings to import' }).getByRole('row', { name: /AAPL/ })).toContainText('Holds 10');
  await expect(wizard.getByRole('table', { name: 'Rows left out' })).toContainText('ZZZZQ');
  await expectNoAxeViolations(page, 'the import preview');
  await wizard.getByText('Add to my units').click();
  await wizard.getByRole('button', { name: 'Import 3 holdings' }).click();
  await expect(toast(page, 'Import complete: 2 added, 1 updated.')).toBeVisible();

  // Weights and totals: AAPL 15 × 309.35 = US$4,640.25 = A$6,605.40, NVDA 20 × 214.72, MSFT 5 × 483.24; BHP has no price.
  await expect(row(page, 'AAPL')).toContainText('A$6,605.40');
  await expect(row(page, 'AAPL')).toContainText('40.88%');
  await expect(row(page, 'NVDA')).toContainText('37.83%');
  await expect(row(page, 'MSFT')).toContainText('21.29%');
  await expect(row(page, 'BHP')).toContainText('No price');
  await expect(totals(page)).toContainText(/Total\s*\(?4 holdings/);
  await expect(totals(page)).toContainText('A$16,157.93');
  await expect(totals(page)).toContainText('100.00%');
  await expect(page.getByText('One holding has no last price')).toBeVisible();
  for (const close of await page.getByRole('button', { name: 'Close notification' }).all()) await close.click();
  await expect(page.getByRole('button', { name: 'Close notification' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'the portfolio with holdings');

  // Company info collapses.
  await expect(holdings(page).getByRole('columnheader', { name: /Sector/ })).toBeVisible();
  await page.getByLabel('Company info (sector, last price, market cap)').click();
  await expect(holdings(page).getByRole('columnheader', { name: /Sector/ })).toHaveCount(0);
  await page.getByLabel('Company info (sector, last price, market cap)').click();

  // Sort and filters live in the address; Reset clears them.
  await holdings(page).getByRole('button', { name: /^Weight/ }).click();
  await expect(page).toHaveURL(/\?sortingScope=shares_weight&sortingScopeBy=asc$/);
  await expect(holdings(page).getByRole('row').nth(1)).toContainText('BHP');
  await page.getByRole('button', { name: 'Filters' }).click();
  await page.getByLabel('Last price from').fill('250');
  await expectNoAxeViolations(page, 'the portfolio filters');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/filteringScope=price:250\.\.&sortingScope=shares_weight&sortingScopeBy=asc$/);
  await expect(totals(page)).toContainText(/Total\s*2 holdings/);
  await expect(row(page, 'NVDA')).toHaveCount(0);
  await page.reload();
  await expect(totals(page)).toContainText(/Total\s*2 holdings/);
  await expect(page.getByLabel('Last price from')).toHaveValue('250');
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(page).toHaveURL(/\/portfolio$/);
  await expect(totals(page)).toContainText(/Total\s*4 holdings/);

  // Edit shares, then remove a holding after confirming.
  await page.getByRole('button', { name: 'Edit shares of MSFT' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit shares' });
  await expect(edit).toContainText('You hold 5 shares');
  await edit.getByLabel('Number of shares').fill('0');
  await edit.getByRole('button', { name: 'Save shares' }).click();
  await expect(edit).toContainText('Shares must be a positive number');
  await expectNoAxeViolations(page, 'the edit shares modal with its error');
  await edit.getByLabel('Number of shares').fill('8');
  await edit.getByRole('button', { name: 'Save shares' }).click();
  await expect(toast(page, 'Holding updated')).toBeVisible();
  await expect(row(page, 'MSFT')).toContainText('A$5,503.14');

  await page.getByRole('button', { name: 'Remove NVDA from the portfolio' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this holding?' });
  await expect(confirm.getByRole('button', { name: 'Remove' })).toBeVisible();
  await expectNoAxeViolations(page, 'the remove holding confirmation');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(row(page, 'NVDA')).toHaveCount(0);
  await expect(totals(page)).toContainText(/Total\s*3 holdings/);
  await expect(totals(page)).toContainText('100.00%');

  // Export the current view as CSV.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^portfolio-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').split('\r\n');
  expect(csv[0]).toContain('Ticker,Name,Exchange,Currency,Sector,Industry,Units,Last price,Value,Value (AUD),FX rate (AUD per unit),FX month,Conversion,Weight %');
  expect(csv.find((line) => line.startsWith('AAPL,'))).toContain(',15,309.35,4640.25,6605.4,1.4235,2026-06,converted at the monthly rate,');
  expect(csv.find((line) => line.startsWith('MSFT,'))).toContain(',8,483.24,3865.92,5503.14,1.4235,2026-06,converted at the monthly rate,');
  expect(csv.some((line) => line.startsWith('NVDA,'))).toBe(false);
});
