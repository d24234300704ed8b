import { expect, test } from '../support/fixtures';
import { createUser, expectNoAxeViolations, signIn } from '../support/helpers';
import { EODHD_TEST_KEY, EodhdStandIn } from '../../apps/server/src/test/eodhd-stand-in';
import { SecStandIn } from '../../apps/server/src/test/sec-stand-in';

// The connectors against local stand-ins serving trimmed real SEC responses and recorded EODHD
// responses (apps/server/src/modules/market-data/*/fixtures), on ports of their own.
const SEC_PORT = 47_811;
const EODHD_PORT = 47_812;
const sec = new SecStandIn();
const eodhd = new EodhdStandIn();

test.beforeAll(async () => {
  await sec.start(SEC_PORT);
  await eodhd.start(EODHD_PORT);
});
test.afterAll(async () => {
  await sec.stop();
  await eodhd.stop();
});

test.use({
  appEnv: {
    SEC_USER_AGENT: 'Thesis journeys ops@example.com',
    SEC_DATA_URL: `http://127.0.0.1:${SEC_PORT}`,
    SEC_FILES_URL: `http://127.0.0.1:${SEC_PORT}`,
    EODHD_API_KEY: EODHD_TEST_KEY,
    EODHD_BASE_URL: `http://127.0.0.1:${EODHD_PORT}/api`,
    JOBS_POLL_MS: '200',
  },
});

test('an administrator syncs the SEC filings and the daily prices, and an investor sees the fresh figures and a price chart', async ({ page, app, browser }) => {
  test.setTimeout(240_000);
  const admin = createUser(app, 'Operator', 'admin');
  await signIn(page, admin.email);
  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Market data' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Market data');

  const filings = page.getByRole('region', { name: 'SEC EDGAR filings' });
  await expect(filings.getByText('Configured', { exact: true })).toBeVisible();
  await expect(filings.getByText('No sync has run yet.')).toBeVisible();
  await filings.getByRole('button', { name: 'Sync now' }).click();
  await expect(filings.getByRole('status')).toContainText('The sync is queued');
  // The page follows the run to its end: Apple, Meta, JPMorgan and Plug Power synced, NICE (20-F) skipped, TSM failed with its reason.
  const run = filings.getByRole('row').nth(1);
  await expect(run).toContainText('completed', { timeout: 60_000 });
  await expect(run).toContainText('Administrator');
  await expect(run).toContainText('4 updated · 0 unchanged · 1 skipped · 1 failed');
  await expect(run).toContainText('TSM (CIK 1046179): The SEC has no filings for CIK 1046179');

  const prices = page.getByRole('region', { name: 'Daily prices (EODHD)' });
  await prices.getByRole('button', { name: 'Sync now' }).click();
  await expect(prices.getByRole('row').nth(1)).toContainText('completed', { timeout: 60_000 });
  await expectNoAxeViolations(page, 'the Market data page');

  // An operator reads one company's history from the command line.
  // (Not app.cli: it would block this process, which serves the EODHD stand-in the command calls.)
  expect(await app.cliAsync('data:sync', 'prices', '--tickers', 'NASDAQ:AAPL')).toContain('Daily prices: 1 listings');

  // An investor never sees the operators' page, and reads Apple with its synced figures and prices.
  const investor = createUser(app, 'Reader', 'investor');
  const context = await browser.newContext({ baseURL: app.baseURL, viewport: { width: 1440, height: 900 } });
  const reader = await context.newPage();
  await signIn(reader, investor.email);
  await reader.getByRole('button', { name: /^Account menu/ }).click();
  await expect(reader.getByRole('menuitem', { name: 'Market data' })).toHaveCount(0);
  await reader.keyboard.press('Escape');
  await reader.getByRole('combobox', { name: 'Search investments', exact: true }).fill('AAPL');
  await reader.getByRole('option', { name: /^AAPL NASDAQ Apple Inc\./ }).click();
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText('AAPL Apple Inc.');
  await expect(reader.getByTestId('last-price')).toHaveText('US$316.22');
  const price = reader.getByRole('region', { name: 'Price' });
  await expect(price.getByTestId('price-date')).toHaveText('as of 08 Sep 2026');
  await expect(price.getByTestId('price-source')).toHaveText('Daily closes: EODHD');
  await expect(price.getByRole('img', { name: /^Apple Inc\., daily closes from / })).toBeVisible();
  // The span buttons are the labels of a segmented control's radios.
  await price.getByText('MAX', { exact: true }).click();
  await expect(price.getByRole('radio', { name: 'MAX' })).toBeChecked();
  await expect(price.getByRole('img', { name: /daily closes from 18 Jun 2026 to 08 Sep 2026: US\$298\.01 to US\$316\.22/ })).toBeVisible();
  // The synced FY2025 10-K: revenue US$416.2b.
  await expect(reader.getByTestId('financials-historical').getByRole('row', { name: /^Sales/ })).toContainText('US$416.2b');
  await expectNoAxeViolations(reader, 'the AAPL page with its price chart');
});
