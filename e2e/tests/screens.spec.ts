import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { WITHOUT_MARKET_DATA, createUser, dialog, expectNoAxeViolations, signIn } from '../support/helpers';

test.use({ appEnv: WITHOUT_MARKET_DATA });

const UNIVERSE = [
  'exchange,ticker,name,currency,sector,last_price,market_cap_m',
  'ASX,ALP,Alpha Bank,AUD,Financials,10,500',
  'ASX,BET,Beta Energy,AUD,Energy,60,2000',
  'ASX,GAM,Gamma Credit,AUD,Financials,5,300',
  'ASX,DEL,Delta Power,AUD,Utilities,20,100',
].join('\n');

type Api = (method: 'GET' | 'POST' | 'PATCH', path: string, data?: unknown) => Promise<{ data: any }>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function apiAs(request: APIRequestContext, email: string, password: string): Promise<Api> {
  const login = await request.post('/api/v1/login', { data: { email, password } });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  return async (method, path, data) => {
    const response = await request.fetch(`/api/v1${path}`, { method, data, headers: { authorization: `Bearer ${token}` } });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return (await response.json()) as { data: any }; // eslint-disable-line @typescript-eslint/no-explicit-any
  };
}

/** Lead (Quality, Moat) and Second (Balance), and reviews scored through the API. */
async function setUpReviews(api: Api): Promise<void> {
  const lead = (await api('POST', '/processes', { name: 'Quality compounders' })).data;
  const second = (await api('POST', '/processes', { name: 'Balance sheet' })).data;
  for (const [process, name] of [[lead, 'Quality'], [lead, 'Moat'], [second, 'Balance']] as const) {
    await api('POST', '/factors', { name, type: 'Qualitative5pt', parent_id: process.id });
  }
  const scores: Record<string, [string, string, string]> = { ALP: ['v_good', 'good', 'average'], BET: ['poor', 'average', 'good'], GAM: ['good', 'good', 'v_good'] };
  for (const [ticker, [quality, moat, balance]] of Object.entries(scores)) {
    const [investment] = (await api('GET', `/investments?search=ticker:${ticker}&limit=1`)).data;
    const review = (await api('POST', `/investments/${investment.id}/processes`, { process_ids: [lead.id, second.id] })).data;
    const factors = review.processes.flatMap((process: { factors: { id: string; name: string }[] }) => process.factors);
    for (const [name, score] of [['Quality', quality], ['Moat', moat], ['Balance', balance]]) {
      await api('PATCH', `/investment-factors/${factors.find((factor: { name: string }) => factor.name === name).id}`, { score });
    }
  }
}

test('screen the universe: create, run, filter, sort, share the address, collapse groups, export', async ({ page, app, request, context }) => {
  const csv = join(app.dataDir, 'universe.csv');
  writeFileSync(csv, UNIVERSE);
  app.cli('import:universe', csv);
  const { email, password } = createUser(app, 'Screener', 'investor');
  await setUpReviews(await apiAs(request, email, password));

  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/screening');
  await expect(page).toHaveTitle('Thesis | Screening');
  await expect(page.getByRole('heading', { name: 'Screen the universe with your own processes' })).toBeVisible();
  await expectNoAxeViolations(page, '/screening (empty)');

  await page.getByRole('button', { name: 'Create a screen' }).click();
  const modal = dialog(page);
  await modal.getByRole('button', { name: 'Create' }).click();
  await expect(modal.getByText('Screen name is required')).toBeVisible();
  await expectNoAxeViolations(page, 'the create screen modal with its error');
  await modal.getByRole('textbox', { name: 'Screen name' }).fill('Quality at a fair price');
  await expect(modal.getByRole('combobox', { name: 'Secondary processes' })).toBeDisabled();
  await modal.getByRole('combobox', { name: 'Lead process' }).click();
  await page.getByRole('option', { name: 'Quality compounders' }).click();
  await modal.getByRole('combobox', { name: 'Secondary processes' }).click();
  await expect(page.getByRole('option', { name: 'Quality compounders' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Balance sheet' }).click();
  await modal.getByRole('heading', { name: 'Create screen' }).click(); // closes the picker
  await modal.getByRole('button', { name: 'Create' }).click();
  await expect(modal).toBeHidden();
  const row = page.getByTestId('screen-row').filter({ hasText: 'Quality at a fair price' });
  await expect(row.getByText('Default')).toBeVisible();
  await expect(row).toContainText('All investments, scored by Quality compounders (lead) and Balance sheet.');
  await expectNoAxeViolations(page, '/screening');

  await row.getByRole('link', { name: 'Quality at a fair price' }).click();
  await expect(page).toHaveURL(/\/screen-results\/[\w-]+$/);
  const tickers = () => page.getByTestId('result-row').locator('td:first-child a').allTextContents();
  await expect.poll(tickers).toEqual(['ALP', 'GAM', 'BET', 'DEL']);
  await expectNoAxeViolations(page, '/screen-results');

  // In a short window the rows scroll inside the table's box and the column headers stay in view.
  await page.setViewportSize({ width: 1280, height: 300 });
  const results = page.getByRole('region', { name: /^Screen results/ });
  // The page brings the table's box up under the top bar, then the rows scroll inside the box.
  const scrolledDown = await results.evaluate((element) => {
    window.scrollBy({ top: element.getBoundingClientRect().top - 72, behavior: 'instant' });
    element.scrollTop = element.scrollHeight;
    return element.scrollTop;
  });
  expect(scrolledDown, 'the results box scrolls').toBeGreaterThan(0);
  const box = (await results.boundingBox())!;
  const header = (await page.getByRole('button', { name: 'Sort by Last price' }).boundingBox())!;
  expect(header.y, 'the header stays at the top of the box').toBeGreaterThanOrEqual(box.y);
  expect(header.y, 'below the top bar').toBeGreaterThanOrEqual(64);
  expect(header.y + header.height).toBeLessThanOrEqual(box.y + box.height);
  await expect(page.getByRole('link', { name: 'DEL', exact: true })).toBeInViewport();
  await page.screenshot({ path: '/tmp/screen-sticky-header-1280.png' });
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.getByRole('button', { name: /^Filters/ }).click();
  const filters = page.getByRole('form', { name: 'Filters' });
  await filters.getByRole('group', { name: 'Quality compounders (lead)' }).getByRole('textbox', { name: 'Score from' }).fill('1');
  await expectNoAxeViolations(page, 'the screen results filters');
  await filters.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/filteringScope=p\.[\w-]+\.score:1\.\./);
  await expect.poll(tickers).toEqual(['ALP', 'GAM']);
  // The by-sector panel follows the filters: only the two matching banks are counted.
  await expect(page.getByTestId('market-groups-scope')).toHaveText('Of the companies matching the filters');
  await expect(page.getByTestId('market-groups').getByLabel(/^Financials: 2 companies/)).toBeVisible();
  await expect(page.getByTestId('market-groups').getByLabel(/^Energy:/)).toHaveCount(0);
  await page.getByRole('button', { name: 'Sort by Last price' }).click();
  await expect(page).toHaveURL(/sortingScope=price&sortingScopeBy=asc/);
  await expect.poll(tickers).toEqual(['GAM', 'ALP']);
  await page.getByRole('button', { name: 'Why GAM passes' }).click();
  await expect(page.getByText(/Quality compounders score 2 is at least 1/)).toBeVisible();
  await expectNoAxeViolations(page, 'the why-it-passes popover');
  await page.keyboard.press('Escape');

  const shared = page.url();
  const other = await context.newPage();
  await other.goto(shared);
  await expect.poll(() => other.getByTestId('result-row').locator('td:first-child a').allTextContents()).toEqual(['GAM', 'ALP']);
  await expect(other.getByRole('button', { name: 'Sort by Last price, sorted ascending' })).toBeVisible();
  await other.close();

  await expect(page.getByRole('button', { name: 'Sort by Moat' })).toBeVisible();
  await page.getByRole('button', { name: 'Collapse: Quality compounders (lead)' }).click();
  await expect(page.getByRole('button', { name: 'Sort by Moat' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Sort by Relevance/ })).toHaveCount(2);
  await page.getByRole('button', { name: 'Collapse fully: Quality compounders (lead)' }).click();
  await expect(page.getByRole('button', { name: /^Sort by Relevance/ })).toHaveCount(1);
  await page.getByRole('button', { name: 'Collapse: Company info' }).click();
  await expect(page.getByRole('button', { name: /^Sort by Market cap/ })).toHaveCount(0);
  await expectNoAxeViolations(page, '/screen-results with collapsed groups');

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('Quality-at-a-fair-price-results.csv');
  const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  expect(text.trim().split('\r\n').map((line) => line.split(',')[0])).toEqual(['Ticker', 'GAM', 'ALP']);

  // The view is saved with the screen: opened from the list, it comes back with its filters, sort and columns.
  await page.getByRole('button', { name: 'Save view' }).click();
  await expect(page.getByText('View saved: this screen now opens with these filters, sort and columns')).toBeVisible();
  await expect(page.getByRole('button', { name: 'View saved' })).toBeDisabled();
  await page.goto('/screening');
  await page.getByTestId('screen-row').filter({ hasText: 'Quality at a fair price' }).getByRole('link', { name: 'Quality at a fair price' }).click();
  await expect(page).toHaveURL(/\/screen-results\/[\w-]+\?filteringScope=p\.[\w-]+\.score:1\.\.&sortingScope=price&sortingScopeBy=asc$/);
  await expect.poll(tickers).toEqual(['GAM', 'ALP']);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Sort by Relevance/ })).toHaveCount(1);
  await expect(page.getByRole('button', { name: /^Sort by Market cap/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'View saved' })).toBeDisabled();
  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/screen-saved-view-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Screening' }).click();
  await expect(page).toHaveURL(/\/screen-results\/[\w-]+\?filteringScope=/);
});
