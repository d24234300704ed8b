import { AI_FILL_MESSAGES, MESSAGES } from '@thesis/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createUser, dialog, expectNoAxeViolations, signIn } from '../support/helpers';
import { itemAction, toast } from '../support/processes';

// Needs the shipped universe (data/reference): AAPL with its SEC-filed financials FY2016–FY2025. Those
// filings carry no EBITDA or net debt after FY2016, so the leverage rule has nothing to go on; the
// returns factor is bound to the revenue growth the filings do support.

const suggestionFor = (page: Page, item: string) => page.getByTestId('suggestion').and(page.locator(`[data-item="${item}"]`));

test('an investor asks for a first draft of a process, checks the evidence and keeps only what they agree with', async ({ page, app }) => {
  test.setTimeout(300_000);
  const { email } = createUser(app, 'Drafter', 'investor');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The template copied into the library (as copyTemplateProcess, without waiting on its short-lived toast).
  await page.goto('/processes?tab=templates');
  await page.getByRole('link', { name: 'Quality Compounder template' }).click();
  await page.getByRole('button', { name: 'Copy to my library' }).click();
  await dialog(page).getByRole('button', { name: 'Copy to my library' }).click();
  await expect(page).toHaveURL(/\/process\/[\w-]+$/, { timeout: 30_000 });
  await expect(page.getByTestId('factor-row').first()).toBeVisible({ timeout: 30_000 });

  // Its Balance sheet factor is bound to the leverage rule: the editor shows the binding.
  const balanceSheet = page.getByTestId('factor-row').and(page.locator('[data-name="Balance sheet resilience"]'));
  await expect(balanceSheet.getByTestId('metric-binding-label')).toContainText('Built-in analyst: Leverage from net debt / EBITDA');

  // The item editor offers the metrics of the item's unit: bind the returns factor to revenue growth instead.
  await itemAction(page, 'factor', 'Return on invested capital', 'Edit scale');
  const binding = dialog(page).getByRole('combobox', { name: 'Filled by the built-in analyst from' });
  await expect(binding).toHaveValue('ROIC, 5-year average');
  await expect(dialog(page)).toContainText('The plain average of the ROIC of each of the last five reported years');
  await binding.click();
  await expect(page.getByRole('option', { name: 'P/E', exact: true })).toHaveCount(0);
  await page.getByRole('option', { name: 'Revenue 3-year CAGR', exact: true }).click();
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/ai-fill-binding-${width}.png` });
  }
  await dialog(page).getByRole('button', { name: 'Apply' }).click();
  await expect(dialog(page)).toBeHidden();
  const returns = page.getByTestId('factor-row').and(page.locator('[data-name="Return on invested capital"]'));
  await expect(returns.getByTestId('metric-binding-label')).toHaveText(' · Built-in analyst: Revenue 3-year CAGR');

  // A review of AAPL with the copied process attached.
  await page.goto('/investments');
  await page.getByRole('combobox', { name: 'Search investments', exact: true }).fill('AAPL');
  await page.getByRole('option', { name: /Apple Inc\./ }).first().click();
  await page.getByTestId('review-entry').getByRole('button', { name: 'Attach a process' }).click();
  await dialog(page).getByRole('checkbox', { name: /Quality Compounder/ }).check();
  await dialog(page).getByRole('button', { name: 'Attach' }).click();
  await expect(page).toHaveURL(/\/investment-reviews\/[\w-]+$/);
  const card = page.getByTestId('review-process').filter({ has: page.getByRole('heading', { name: 'Quality Compounder' }) });
  await expect(card.getByTestId('summary-score')).toHaveText('0');

  // The built-in analyst fills it: loading while it runs, then the spec's message.
  await card.getByRole('button', { name: 'Fill process Quality Compounder with AI' }).click();
  await expect(card.getByTestId('ai-fill-running')).toHaveText('AI fill running…');
  await expect(toast(page, AI_FILL_MESSAGES.finished)).toBeVisible({ timeout: 20_000 });
  await expect(card.getByTestId('ai-fill-running')).toBeHidden();

  // The suggestion shows what it proposes and the figures it used; nothing is scored yet.
  const factor = suggestionFor(page, 'Return on invested capital');
  await expect(factor.getByTestId('proposal')).toHaveText('1.81 % · grade left to you');
  await expect(factor.getByTestId('evidence')).toContainText('FY2025');
  const panel = card.getByTestId('ai-fill-panel');
  await expect(panel).toContainText('1 suggestion to review');
  await expect(panel).toContainText('By Built-in analyst · Filled 1 of 59 items from financial data for FY2016–FY2025');
  await panel.getByRole('button', { name: /items left for you, and why/ }).click();
  const skipped = panel.getByTestId('ai-fill-skipped').getByRole('listitem');
  // Why the balance sheet was left: the filings have no net debt for the last year.
  await expect(skipped.filter({ hasText: 'Net debt / EBITDA' }).first()).toContainText('missing');
  await expect(skipped.filter({ hasText: 'Needs judgement (' })).toContainText('Competitive advantage · Pricing power');
  await expect(card.getByTestId('summary-score')).toHaveText('0');
  await expectNoAxeViolations(page, 'review with AI suggestions');
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await panel.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/ai-fill-panel-${width}.png` });
    await factor.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/tmp/ai-fill-suggestions-${width}.png` });
  }

  // Accept it: written like a manual edit; the grade stays the reviewer's to give.
  await factor.getByRole('button', { name: 'Accept the suggestion for factor Return on invested capital' }).click();
  // The toast is announced at once (role alert); on a loaded machine its slide-in can still be at
  // height 0 when it is checked, and it closes by itself, so its presence is what is checked here.
  await expect(toast(page, MESSAGES.changesSuccessful).first()).toBeAttached();
  await expect(factor).toBeHidden();
  await expect(panel).toContainText('Every suggestion has been accepted or discarded');

  // Kept after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 3, name: 'Quality Compounder' })).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId('summary-score')).toHaveText('0');
  await expect(page.getByTestId('suggestion')).toHaveCount(0);
  await expectNoAxeViolations(page, 'review after the suggestions were handled');
});
