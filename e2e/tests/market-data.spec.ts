import type { Page } from '@playwright/test';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '../support/fixtures';
import { createUser, dialog, expectNoAxeViolations, signIn } from '../support/helpers';
import { createProcess, toast } from '../support/processes';

// Issue 19 on the shipped data (data/reference): AAPL US$309.35 as of 22 Aug 2026, its SEC
// financials FY2016–FY2025, the 4:1 split of 28 Aug 2020; June 2026's 1.4235 A$ per US$.

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search investments', exact: true });
const holdings = (page: Page) => page.getByRole('table', { name: 'Portfolio holdings' });
const row = (page: Page, ticker: string) => holdings(page).getByRole('row').filter({ has: page.getByRole('link', { name: ticker, exact: true }) });

async function openFromSearch(page: Page, text: string, option: RegExp) {
  await searchBox(page).fill(text);
  await page.getByRole('option', { name: option }).first().click();
}

async function addToPortfolio(page: Page, shares: string) {
  await page.getByRole('button', { name: 'Add to portfolio' }).click();
  const modal = page.getByRole('dialog', { name: 'Add to portfolio' });
  await modal.getByLabel('Number of shares').fill(shares);
  await modal.getByRole('button', { name: 'Add to portfolio' }).click();
  await expect(toast(page, 'Added to your portfolio').first()).toBeVisible();
}

test('an investor reads ten comparable years of AAPL, enters estimates and sees a US/ASX portfolio totalled in A$', async ({ page, app }) => {
  test.setTimeout(240_000);
  // ASX companies have no shipped price: the operator imports one.
  const prices = join(app.dataDir, 'asx-prices.csv');
  writeFileSync(prices, 'exchange,ticker,last_price,as_of\nASX,BHP,44.12,2026-11-20\n');
  expect(app.cli('import:prices', prices)).toContain('1 rows read, 0 inserted, 1 updated, 0 rejected.');

  const { email } = createUser(app, 'Analyst', 'investor');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await createProcess(page, 'Quality Compounder');

  // "apple" finds Apple Inc. first.
  await searchBox(page).fill('apple');
  await expect(page.getByRole('option').first()).toContainText('AAPL');
  await page.getByRole('option').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AAPL Apple Inc.');
  await expect(page.getByTestId('last-price')).toHaveText('US$309.35');
  await expect(page.getByTestId('figures-stale')).toBeVisible();

  // Ten real years, FY2016–FY2025, split-adjusted, with the footnote on the adjusted cells.
  const historical = page.getByTestId('financials-historical');
  const years = await historical.getByRole('columnheader').allInnerTexts();
  expect(years.slice(1).map((text) => text.split('\n')[0])).toEqual(['FY2016', 'FY2017', 'FY2018', 'FY2019', 'FY2020', 'FY2021', 'FY2022', 'FY2023', 'FY2024', 'FY2025']);
  const eps = historical.getByRole('row', { name: /^EPS/ });
  await expect(eps).toContainText('US$2.08a');
  await expect(eps.getByTitle('EPS adjusted for the 4:1 split of 28 Aug 2020; as filed US$8.31')).toBeVisible();
  await expect(page.getByTestId('financial-footnotes')).toContainText('a EPS and DPS adjusted for the 4:1 split of 28 Aug 2020.');
  await expect(historical.getByRole('row', { name: /^Sales/ })).toContainText('US$383.3b');
  await expect(page.getByTestId('ten-year-chart')).toBeVisible();
  await expectNoAxeViolations(page, 'the AAPL investment page');

  // The review: the reviewer's own estimates, typed into the cells and kept.
  await page.getByTestId('review-entry').getByRole('button', { name: 'Attach a process' }).click();
  await dialog(page).getByRole('checkbox', { name: /Quality Compounder/ }).check();
  await dialog(page).getByRole('button', { name: 'Attach' }).click();
  await expect(page).toHaveURL(/\/investment-reviews\/[\w-]+$/);
  const sales = page.getByRole('textbox', { name: 'FY2026 Sales, USD millions' });
  await sales.fill('450000');
  await sales.press('Enter');
  await expect(toast(page, 'Your estimates were saved').first()).toBeVisible();
  const nextEps = page.getByRole('textbox', { name: 'FY2026 EPS, USD per share' });
  await nextEps.fill('8.1');
  await nextEps.blur();
  await expect(toast(page, 'Your estimates were saved').first()).toBeVisible();
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'FY2026 Sales, USD millions' })).toHaveValue('450,000');
  await expect(page.getByRole('textbox', { name: 'FY2026 EPS, USD per share' })).toHaveValue('8.1');
  await expect(page.getByTestId('ten-year-chart-summary')).toContainText('your estimates US$450.0b in FY2026');
  await expectNoAxeViolations(page, 'the AAPL review with estimates');
  await addToPortfolio(page, '10');

  // BHP on the ASX, priced by the operator's import.
  await openFromSearch(page, 'BHP', /BHP.*ASX/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('BHP BHP GROUP LIMITED');
  await expect(page.getByTestId('last-price')).toHaveText('A$44.12');
  await addToPortfolio(page, '100');

  // The portfolio in A$: US$3,093.50 × 1.4235 = A$4,403.60, plus A$4,412.00.
  await page.getByRole('navigation').getByRole('link', { name: 'Portfolio' }).click();
  await expect(page.getByTestId('portfolio-total')).toHaveText('A$8,815.60');
  await expect(row(page, 'AAPL')).toContainText('A$4,403.60');
  await expect(row(page, 'BHP')).toContainText('A$4,412.00');
  const converted = row(page, 'AAPL').getByTestId('converted-value');
  await converted.hover();
  await expect(page.getByRole('tooltip')).toHaveText('US$3,093.50 at 1.4235 AUD per USD, the rate of Jun 2026');
  await page.mouse.move(0, 0);
  await expect(page.getByRole('tooltip')).toBeHidden();
  await expect(page.getByTestId('portfolio-breakdown')).toContainText('Materials');
  await expectNoAxeViolations(page, 'the portfolio in A$');

  // Reported in US$, the ASX holding has no AUD rate for November 2026: not converted, left out, said so.
  await page.goto('/profile');
  await page.getByTestId('reporting-currency').click();
  await page.getByRole('option', { name: /^USD/ }).click();
  await expect(toast(page, 'Totals are now shown in USD.')).toBeVisible();
  await expectNoAxeViolations(page, 'Account Overview');
  await page.goto('/portfolio');
  await expect(page.getByTestId('portfolio-total')).toHaveText('US$3,093.50');
  await expect(page.getByTestId('not-converted-note')).toContainText('One holding has no exchange rate to USD for the month of its price');
  await expect(row(page, 'BHP')).toContainText('Not converted');
});
