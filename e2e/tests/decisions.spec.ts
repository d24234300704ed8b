import { type APIRequestContext, type Page } from '@playwright/test';
import { UNLISTED_TICKER_SUFFIX } from '@thesis/domain';
import { apiAs, dataOf } from '../support/api';
import { expect, test } from '../support/fixtures';
import { createUser, dialog, expectNoAxeViolations, signIn, WITHOUT_MARKET_DATA } from '../support/helpers';

test.use({ appEnv: WITHOUT_MARKET_DATA });

/** A company with a price and a process with one factor, attached: the review is created on first need. */
async function reviewThroughApi(api: APIRequestContext, ticker: string): Promise<string> {
  const company = await dataOf<{ id: string }>(
    await api.post('/api/v1/investments', {
      data: { name: `${ticker} Holdings`, ticker: `${ticker}${UNLISTED_TICKER_SUFFIX}`, local_fx: 'AUD', reporting_fx: 'AUD', year_end: '2027-06-30', last_price: 40 },
    }),
  );
  const process = await dataOf<{ id: string }>(await api.post('/api/v1/processes', { data: { name: 'Quality compounders' } }));
  await dataOf(await api.post('/api/v1/factors', { data: { name: 'Moat', type: 'Qualitative5pt', parent_id: process.id } }));
  const review = await dataOf<{ id: string }>(await api.post(`/api/v1/investments/${company.id}/processes`, { data: { process_ids: [process.id] } }), 200);
  return review.id;
}

async function setProbability(page: Page, outcome: string, value: string): Promise<void> {
  const input = page.getByTestId('review-decisions').getByRole('textbox', { name: `Probability of ${outcome}` });
  await input.fill(value);
  await input.blur();
}

test('an investor records a probability-weighted decision that is archived read-only and shows in the journal', async ({ page, app }) => {
  const { email } = createUser(app, 'Decider', 'investor');
  const api = await apiAs(app, email);
  const reviewId = await reviewThroughApi(api, 'DCSN');
  await api.dispose();

  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`/investment-reviews/${reviewId}`);
  const section = page.getByTestId('review-decisions');
  await expect(section.getByRole('tab', { name: 'Draft' })).toBeVisible();

  await section.getByRole('combobox', { name: 'Action' }).click();
  await page.getByRole('option', { name: 'Buy', exact: true }).click();

  // Create a decision type from the select's 'create-new' entry.
  await section.getByRole('combobox', { name: 'Decision type' }).click();
  await page.getByRole('option', { name: 'Create new decision type…' }).click();
  const modal = dialog(page);
  await expect(modal.getByRole('heading', { name: 'Create decision type' })).toBeVisible();
  await expect(modal.getByRole('combobox', { name: 'Timeframe' })).toHaveValue('2 years');
  await modal.getByRole('button', { name: 'Create' }).click();
  await expect(modal.getByText('Name is required')).toBeVisible();
  await modal.getByRole('textbox', { name: 'Min' }).fill('-10');
  await modal.getByRole('textbox', { name: 'Max' }).fill('5');
  await modal.getByRole('textbox', { name: 'Min' }).blur();
  await expect(modal.getByText('The range between min max values must be > 20')).toBeVisible();
  await modal.getByRole('textbox', { name: 'Min' }).fill('-100');
  await modal.getByRole('textbox', { name: 'Max' }).fill('200');
  await modal.getByRole('textbox', { name: 'Name', exact: true }).fill('Long-term compounder');
  await expectNoAxeViolations(page, 'decision type modal');
  await modal.getByRole('button', { name: 'Create' }).click();
  await expect(modal).toBeHidden();
  await expect(section.getByRole('combobox', { name: 'Decision type' })).toHaveValue('Long-term compounder');

  // The matrix: a message until the probabilities total 100, the expected return live.
  await setProbability(page, 'Good', '50');
  await setProbability(page, 'Average', '30');
  await expect(section.getByTestId('probability-issue')).toContainText('Probabilities must add up to 100% (now 80%)');
  await expect(section.getByRole('button', { name: 'Make decision' })).toBeDisabled();
  await setProbability(page, 'Below Average', '20');
  await expect(section.getByTestId('probability-total')).toHaveText('100%');
  // Each row counts at the middle of its band (Good above 15% up to 50%, Average above −15% up to 15%,
  // Below average above −30% up to −15%): (50 × 32.5 + 30 × 0 + 20 × −22.5) ÷ 100 = 11.75.
  await expect(section.getByTestId('expected-return')).toHaveText('+11.8%');
  await expect(section.getByTestId('expected-grade')).toHaveText('Average');
  await expectNoAxeViolations(page, 'review decisions');

  await section.getByRole('button', { name: 'Make decision' }).click();
  // An unlisted company is named by its ticker alone: the storage suffix is never shown.
  await expect(dialog(page)).toContainText('Buy DCSN with the decision type “Long-term compounder”');
  await expect(dialog(page)).not.toContainText(UNLISTED_TICKER_SUFFIX);
  await expect(dialog(page).getByRole('button', { name: 'Make decision' })).toBeVisible();
  await expectNoAxeViolations(page, 'the make decision confirmation');
  await dialog(page).getByRole('button', { name: 'Make decision' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Buy decision recorded' })).toBeVisible();

  // The archived tab is read-only; the draft starts empty.
  const archived = section.getByTestId('archived-decision');
  await expect(archived).toBeVisible();
  await expect(section.getByRole('tab', { name: /Buy/ })).toHaveAttribute('aria-selected', 'true');
  await expect(archived.getByText('Long-term compounder')).toBeVisible();
  await expect(archived.getByRole('textbox', { name: /Probability of/ })).toHaveCount(0);
  await expect(archived.getByRole('table', { name: 'Probability matrix' })).toContainText('50%');
  await section.getByRole('tab', { name: 'Draft' }).click();
  await expect(section.getByRole('combobox', { name: 'Action' })).toHaveValue('');
  await expect(section.getByTestId('probability-total')).toHaveText('0%');

  await page.goto('/decisions');
  const journal = page.getByTestId('decision-journal');
  await expect(journal.getByRole('link', { name: 'DCSN', exact: true })).toBeVisible();
  await expect(journal).not.toContainText(UNLISTED_TICKER_SUFFIX);
  await expect(journal).toContainText('Long-term compounder');
  await expect(journal).toContainText('+11.8%');
  await expect(page.getByTestId('calibration-empty')).toBeVisible();
  await expectNoAxeViolations(page, '/decisions');
});

test('a free user sees the upgrade prompt instead of the decision tools', async ({ page, app }) => {
  const { email } = createUser(app, 'Frugal', 'investor');
  const api = await apiAs(app, email);
  const reviewId = await reviewThroughApi(api, 'FREE');
  await api.dispose();
  app.cli('users:role', email, 'free');

  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto(`/investment-reviews/${reviewId}`);
  const section = page.getByTestId('review-decisions');
  await expect(section.getByTestId('decisions-upgrade')).toBeVisible();
  await expect(section.getByRole('link', { name: 'See plans' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Make decision' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'decisions upgrade prompt');
});
