import { AI_FILL_MESSAGES, MESSAGES } from '@thesis/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createUser, dialog, expectNoAxeViolations, signIn } from '../support/helpers';
import { itemAction, toast } from '../support/processes';

// Needs the shipped universe (data/reference): AAPL with its FY2013–FY2016 financials.

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

  // The item editor offers the metrics of the item's unit: bind the returns factor to ROE instead.
  await itemAction(page, 'factor', 'Return on invested capital', 'Edit scale');
  const binding = dialog(page).getByRole('combobox', { name: 'Filled by the built-in analyst from' });
  await expect(binding).toHaveValue('ROIC, 5-year average');
  await expect(dialog(page)).toContainText('The plain average of the ROIC of each of the last five reported years');
  await binding.click();
  await expect(page.getByRole('option', { name: 'P/E', exact: true })).toHaveCount(0);
  await page.getByRole('option', { name: 'ROE', exact: true }).click();
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/ai-fill-binding-${width}.png` });
  }
  await dialog(page).getByRole('button', { name: 'Apply' }).click();
  await expect(dialog(page)).toBeHidden();
  const returns = page.getByTestId('factor-row').and(page.locator('[data-name="Return on invested capital"]'));
  await expect(returns.getByTestId('metric-binding-label')).toHaveText(' · Built-in analyst: ROE');

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

  // Each suggestion shows what it proposes and the figures it used; nothing is scored yet.
  const factor = suggestionFor(page, 'Balance sheet resilience');
  await expect(factor.getByTestId('proposal')).toHaveText('Good');
  await expect(factor.getByTestId('evidence')).toContainText('Net debt / EBITDA 0.93× (FY2016 net debt 66.5 bn ÷ EBITDA 71.9 bn)');
  await factor.getByRole('button', { name: 'Why?' }).click();
  await expect(factor).toContainText('Rule: Good when net debt is below 1× EBITDA');
  const question = suggestionFor(page, 'Is net debt below 2× EBITDA?');
  await expect(question.getByTestId('proposal')).toHaveText('Tick');
  const roe = suggestionFor(page, 'Return on invested capital');
  await expect(roe.getByTestId('proposal')).toHaveText('35.69 % · grade left to you');
  await expect(roe.getByTestId('evidence')).toContainText('ROE 35.7 % (FY2016 net profit 45.7 bn ÷ equity 128.0 bn)');
  const panel = card.getByTestId('ai-fill-panel');
  await expect(panel).toContainText('3 suggestions to review');
  await expect(panel).toContainText('By Built-in analyst · Filled 3 of');
  await panel.getByRole('button', { name: /items left for you, and why/ }).click();
  const skipped = panel.getByTestId('ai-fill-skipped').getByRole('listitem');
  await expect(skipped.first()).toHaveText(
    'ROIC, 5-year average: needs 5 consecutive fiscal years, and the financial data covers FY2013–FY2016 (1 item)Average ROIC over the last five years (%)',
  );
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

  // Accept one: written like a manual edit, the summary score follows.
  await factor.getByRole('button', { name: 'Accept the suggestion for factor Balance sheet resilience' }).click();
  await expect(toast(page, MESSAGES.changesSuccessful).first()).toBeVisible();
  await expect(factor).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Score of factor Balance sheet resilience' })).toHaveValue('Good');
  await expect(card.getByTestId('summary-score')).toHaveText('+1');

  // Discard the other: the question stays unscored.
  await question.getByRole('button', { name: 'Discard the suggestion for question Is net debt below 2× EBITDA?' }).click();
  await expect(question).toBeHidden();
  await expect(page.getByRole('combobox', { name: 'Score of question Is net debt below 2× EBITDA?' })).toHaveValue('');
  await expect(panel).toContainText('1 suggestion to review');

  // Kept after a reload.
  await page.reload();
  await expect(page.getByRole('heading', { level: 3, name: 'Quality Compounder' })).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId('summary-score')).toHaveText('+1');
  await expect(page.getByTestId('suggestion')).toHaveCount(1);
  await expectNoAxeViolations(page, 'review after the suggestions were handled');
});
