import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createUser, expectNoAxeViolations, signIn, WITHOUT_MARKET_DATA } from '../support/helpers';

test.use({ appEnv: WITHOUT_MARKET_DATA });

const holdings = (page: Page) => page.getByRole('table', { name: 'Portfolio holdings' });

/** Four unlisted holdings reviewed against two processes and one not reviewed, through the API with the browser's token. */
async function buildPortfolio(page: Page): Promise<void> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const post = async (path: string, data: unknown): Promise<{ id: string }> => {
    const response = await page.request.post(`/api/v1${path}`, { headers: { authorization: `Bearer ${token}` }, data });
    expect(response.status(), `${path}: ${await response.text()}`).toBeLessThan(300);
    return ((await response.json()) as { data: { id: string } }).data;
  };
  const processIds: string[] = [];
  for (const name of ['Quality compounders', 'Dividend Income']) {
    const process = await post('/processes', { name });
    await post('/factors', { name: 'Moat', type: 'Qualitative5pt', parent_id: process.id });
    processIds.push(process.id);
  }
  const companies = [
    ['ANVL', 'Anvil Works Holdings Limited', 3.2, 'Industrials'],
    ['BRCK', 'Brick & Mortar Retail Group', 12.5, 'Consumer Discretionary'],
    ['CRWN', 'Crown Agricultural Co', 0.85, 'Materials'],
    ['DLTA', 'Delta Software', 41, 'Information Technology'],
  ] as const;
  for (const [ticker, name, price, sector] of companies) {
    const company = await post('/investments', { ticker, name, year_end: '2027-06-30', last_price: price, sector_l1: sector, market_cap: 1234.5 });
    await post(`/investments/${company.id}/processes`, { process_ids: processIds });
    await post(`/portfolios/investments/${company.id}`, { shares_count: 1500 });
  }
  // A holding without a review.
  const unreviewed = await post('/investments', { ticker: 'EMTY', name: 'Empty Quarter Resources', year_end: '2027-06-30', last_price: 0.5 });
  await post(`/portfolios/investments/${unreviewed.id}`, { shares_count: 20000 });
}

/** The element lies wholly inside the browser window, left to right. */
async function expectInView(page: Page, element: Locator, what: string): Promise<void> {
  const box = await element.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what}: right edge`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

test('the portfolio fits 1280 and 1440 px with its scores and Edit/Remove in view, and the Ticker stays while scrolling sideways', async ({ page, app }) => {
  const { email } = createUser(app, 'Wide', 'investor');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await buildPortfolio(page);

  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/portfolio');
    const table = holdings(page);
    await expect(table.getByTestId('holding-row')).toHaveCount(5);
    await expect(table.getByRole('columnheader', { name: /Sector/ })).toBeVisible();
    await page.screenshot({ path: `/tmp/portfolio-${width}.png` });
    // Fully visible: inside the window and not under the Actions column that stays at the right.
    const actionsLeft = (await table.getByRole('columnheader', { name: 'Actions' }).boundingBox())!.x;
    for (const process of ['Quality compounders', 'Dividend Income']) {
      const header = table.getByRole('columnheader', { name: new RegExp(process) });
      await expectInView(page, header, `${process} at ${width} px`);
      const box = (await header.boundingBox())!;
      expect(box.x + box.width, `${process} clear of Actions at ${width} px`).toBeLessThanOrEqual(actionsLeft + 1);
    }
    if (width === 1440) {
      // At 1440 px nothing hides behind the actions: the company info is whole, market cap included.
      for (const column of [/Sector/, /Last price/, /Market cap/]) {
        const box = (await table.getByRole('columnheader', { name: column }).boundingBox())!;
        expect(box.x + box.width, `${String(column)} clear of Actions at 1440 px`).toBeLessThanOrEqual(actionsLeft + 1);
      }
      await expectInView(page, table.getByRole('cell', { name: 'A$1.2b' }).first(), 'a market cap at 1440 px');
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `the page itself does not scroll sideways at ${width} px`).toBe(width);
    for (const ticker of ['ANVL', 'DLTA']) {
      await expectInView(page, page.getByRole('button', { name: `Edit shares of ${ticker}` }), `Edit ${ticker} at ${width} px`);
      await expectInView(page, page.getByRole('button', { name: `Remove ${ticker} from the portfolio` }), `Remove ${ticker} at ${width} px`);
    }
  }

  // At 1280 px the company info is past the right edge: scrolling sideways brings it in, the Ticker stays.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/portfolio');
  const region = page.getByRole('region', { name: 'Portfolio holdings, scroll sideways for more columns' });
  const ticker = holdings(page).getByRole('link', { name: 'ANVL', exact: true });
  const name = holdings(page).getByText('Anvil Works Holdings Limited');
  const before = { ticker: (await ticker.boundingBox())!.x, name: (await name.boundingBox())!.x };
  const scrolled = await region.evaluate((element) => {
    element.scrollLeft = element.scrollWidth;
    return element.scrollLeft;
  });
  expect(scrolled).toBeGreaterThan(0);
  await expect.poll(async () => (await name.boundingBox())!.x).toBeLessThan(before.name);
  expect((await ticker.boundingBox())!.x).toBe(before.ticker);
  await expectInView(page, holdings(page).getByRole('columnheader', { name: /Market cap/ }), 'Market cap after scrolling');
  await expectInView(page, page.getByRole('button', { name: 'Remove ANVL from the portfolio' }), 'Remove after scrolling');
  await expectNoAxeViolations(page, 'the portfolio scrolled sideways at 1280 px');

  // Removing promises to keep a review only when there is one.
  await page.getByRole('button', { name: 'Remove EMTY from the portfolio' }).click();
  const confirm = page.getByRole('dialog', { name: 'Remove this holding?' });
  await expect(confirm).toContainText('EMTY Empty Quarter Resources and its 20,000 shares leave your portfolio.');
  await expect(confirm).not.toContainText('review');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Remove ANVL from the portfolio' }).click();
  await expect(confirm).toContainText('ANVL Anvil Works Holdings Limited and its 1,500 shares leave your portfolio. Your review of it stays.');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(holdings(page).getByTestId('holding-row')).toHaveCount(4);
});
