import { MESSAGES } from '@thesis/domain';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createUser, dialog, expectNoAxeViolations, signIn } from '../support/helpers';
import { toast } from '../support/processes';

// These journeys need the shipped universe (data/reference): no WITHOUT_MARKET_DATA here.

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search investments', exact: true });
const financialCalls = (url: string) =>
  /\/api\/v1\/investments\/[^/]+\/(historical|estimation)$/.test(new URL(url).pathname);

test('an investor finds AAPL from the top bar with the keyboard and sees its price and financials', async ({
  page,
  app,
}) => {
  const { email } = createUser(app, 'Analyst', 'investor');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(dialog(page)).toHaveCount(0);

  // '/' and the ticker straight away, as a keyboard user does: the top bar's box may still be
  // loading (a lazy chunk); it takes over the keys pressed before it showed (#18 item 36).
  await page.keyboard.press('/');
  await page.keyboard.type('aapl');
  await expect(searchBox(page)).toBeFocused();
  await expect(searchBox(page)).toHaveValue('aapl');
  const first = page.getByRole('listbox').getByRole('option').first();
  await expect(first).toContainText('AAPL');
  await expect(first).toContainText('Apple Inc.');
  await expect(first).toContainText('US$309.35');
  await expectNoAxeViolations(page, 'the open search list');
  await page.keyboard.press('ArrowDown');
  await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/investments\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('AAPL Apple Inc.');
  await expect(page.getByTestId('last-price')).toHaveText('US$309.35');
  await expect(page.getByTestId('market-cap')).toHaveText('US$4.5t');
  await expect(page.getByTestId('figures-freshness')).toContainText('Figures as of 22 Aug 2026');
  const historical = page.getByTestId('financials-historical');
  await expect(historical.getByRole('columnheader', { name: /FY2016/ })).toBeVisible();
  // SEC filings: FY2016 sales US$215.6b; EPS 8.31 as filed, 2.08 adjusted for the 4:1 split of 2020.
  await expect(historical.getByRole('row', { name: /^Sales/ })).toContainText('US$215.6b');
  await expect(historical.getByRole('row', { name: /^EPS/ })).toContainText('US$2.08a');
  await expect(page.getByTestId('financials-estimates').getByRole('columnheader', { name: 'FY –' })).toHaveCount(3);
  await expect(page.getByTestId('review-entry')).toContainText('Start a review by attaching one of your processes');
  // Kept per user (spec key lastInvestment, a map of user id → path), so the next person on this browser never gets it.
  const remembered = JSON.parse((await page.evaluate(() => window.localStorage.getItem('lastInvestment'))) ?? '{}') as Record<string, string>;
  expect(Object.values(remembered)).toEqual([new URL(page.url()).pathname]);
  await expectNoAxeViolations(page, 'the AAPL investment page');
});

test('the free role sees an upgrade prompt and never asks for financials', async ({ page, app }) => {
  const { email } = createUser(app, 'Saver', 'free');
  const asked: string[] = [];
  page.on('request', (request) => {
    if (financialCalls(request.url())) asked.push(request.url());
  });
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);

  await searchBox(page).fill('BHP');
  await page.getByRole('option', { name: /BHP GROUP LIMITED/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('BHP BHP GROUP LIMITED');
  await expect(page.getByTestId('last-price')).toHaveText('No price in the shipped data — prices are imported by the operator');
  await expect(page.getByTestId('figures-freshness')).toHaveText('No market figures available');
  await expect(page.getByTestId('financials-upgrade')).toBeVisible();
  await expect(page.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
  await expect(page.getByTestId('financials-historical')).toHaveCount(0);
  expect(asked).toEqual([]);
  await expectNoAxeViolations(page, 'an ASX investment page (free role)');
});

test('an unlisted company is created through the modal, kept, edited, and its ticker is unique', async ({
  page,
  app,
}) => {
  const { email } = createUser(app, 'Founder', 'investor');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/investments');
  await expect(page.getByRole('heading', { level: 1, name: 'Investments' })).toBeVisible();

  await page.getByRole('button', { name: 'Create unlisted company' }).click();
  const modal = dialog(page);
  await expect(modal.getByRole('heading', { name: 'Add an unlisted company' })).toBeVisible();
  await expectNoAxeViolations(page, 'the unlisted company modal');
  const ticker = modal.getByRole('textbox', { name: /^Ticker/ });
  await ticker.pressSequentially('ac');
  await modal.getByRole('textbox', { name: /^Company name/ }).click();
  await expect(modal.getByText(MESSAGES.tickerLength)).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await ticker.click();
  await page.keyboard.press('End');
  await page.keyboard.type('me');
  await expect(ticker).toHaveValue('ACME');
  await expect(modal.getByText(MESSAGES.tickerLength)).toBeHidden();
  await modal.getByRole('textbox', { name: /^Company name/ }).fill('Acme Holdings');
  await modal.getByRole('textbox', { name: /^Description/ }).fill('A family-owned maker of anvils.');
  await modal.getByRole('textbox', { name: /^Last price/ }).fill('1.25');
  await modal.getByRole('textbox', { name: /^Issued shares/ }).fill('96');
  await modal.getByRole('textbox', { name: /^Market capitalisation/ }).fill('120');
  await modal.getByRole('textbox', { name: /^Sector/ }).fill('Industrials');
  await expect(modal.getByRole('textbox', { name: /^Year/ })).toHaveValue(String(new Date().getUTCFullYear() + 1));
  await modal.getByRole('button', { name: 'Apply' }).click();

  await expect(page).toHaveURL(/\/investments\/[\w-]+$/);
  await expect(toast(page, 'Acme Holdings (ACME) was created')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('ACME Acme Holdings');
  await expect(page.getByText('Custom', { exact: true })).toBeVisible();
  await expect(page.getByTestId('last-price')).toHaveText('A$1.25');
  await expect(page.getByTestId('market-cap')).toHaveText('A$120.0m');
  await expect(page.getByText('A family-owned maker of anvils.')).toBeVisible();

  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(modal.getByRole('heading', { name: 'Edit company' })).toBeVisible();
  await expect(modal.getByRole('textbox', { name: /^Ticker/ })).toHaveValue('ACME');
  await expect(modal.getByRole('button', { name: 'Apply' })).toBeDisabled();
  await expectNoAxeViolations(page, 'the edit unlisted company modal');
  await modal.getByRole('textbox', { name: /^Industry/ }).fill('Machinery');
  await modal.getByRole('button', { name: 'Apply' }).click();
  await expect(toast(page, MESSAGES.investmentUpdated)).toBeVisible();
  await expect(page.getByText('Industrials · Machinery')).toBeVisible();

  // A second company with the same ticker: the server's message on the ticker field.
  await page.goto('/investments');
  await page.getByRole('button', { name: 'Create unlisted company' }).click();
  await modal.getByRole('textbox', { name: /^Ticker/ }).fill('acme');
  await modal.getByRole('textbox', { name: /^Company name/ }).fill('Another Acme');
  await modal.getByRole('button', { name: 'Apply' }).click();
  await expect(modal.getByRole('textbox', { name: /^Ticker/ })).toHaveAccessibleDescription(
    new RegExp(MESSAGES.tickerUnique.replace('.', '\\.')),
  );
  await expect(modal).toBeVisible();

  // The company is found by the search like a listed one.
  await page.keyboard.press('Escape');
  await searchBox(page).fill('acme');
  await expect(page.getByRole('option', { name: /Acme Holdings/ })).toContainText('Unlisted');
});
