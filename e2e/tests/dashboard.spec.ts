import { formatDate } from '@thesis/domain';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createUser, expectNoAxeViolations, signIn, WITHOUT_MARKET_DATA } from '../support/helpers';

/** The signed-in page's API, as the web app calls it (bearer token from the auth store). */
async function apiAs(page: Page) {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const headers = { authorization: `Bearer ${token}` };
  const call = async <T>(request: APIRequestContext, method: 'get' | 'post' | 'patch', path: string, data?: unknown): Promise<T> => {
    const response = await request[method](`/api/v1${path}`, { headers, ...(data === undefined ? {} : { data }) });
    expect(response.ok(), `${method.toUpperCase()} ${path}: ${response.status()} ${await response.text()}`).toBe(true);
    return ((await response.json()) as { data: T }).data;
  };
  return {
    get: <T>(path: string) => call<T>(page.request, 'get', path),
    post: <T>(path: string, data?: unknown) => call<T>(page.request, 'post', path, data ?? {}),
    patch: <T>(path: string, data: unknown) => call<T>(page.request, 'patch', path, data),
  };
}

const chart = (page: Page, name: 'reviews' | 'edits' | 'decisions') => page.getByTestId(`chart-${name}`);

test.describe('a fresh user', () => {
  test.use({ appEnv: WITHOUT_MARKET_DATA });

  test('sees the welcome header, and every chart and table says it is empty', async ({ page, app }) => {
    const { email } = createUser(app, 'Newcomer', 'investor');
    await signIn(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);

    const header = page.getByTestId('welcome-header');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(header.getByRole('heading', { level: 2 })).toHaveText('Welcome, Newcomer');
    await expect(header.getByTestId('subscription-chip')).toContainText('Investor');
    await expect(header.getByRole('link', { name: 'Change subscription' })).toHaveAttribute('href', '/pricing');

    await expect(chart(page, 'reviews').getByTestId('chart-empty')).toHaveText("You haven't made any review yet.");
    await expect(chart(page, 'edits').getByTestId('chart-empty')).toHaveText("You haven't made any edits yet.");
    await expect(chart(page, 'decisions').getByTestId('chart-empty')).toHaveText("You haven't made any decisions yet.");
    await expect(chart(page, 'reviews').getByRole('link', { name: 'Go to Investments' })).toHaveAttribute('href', '/investments');
    await expect(page.getByTestId('recent-reviews-empty')).toHaveText('You have not yet undertaken any Investment Reviews.');
    await expect(page.getByTestId('shared-reviews-empty')).toHaveText('You do not currently have any Shared Reviews.');
    await expectNoAxeViolations(page, 'the empty dashboard');
  });

  test('is guided by a first-run checklist ticked from what they really did, until they hide it', async ({ page, app }) => {
    const { email } = createUser(app, 'Starter', 'investor');
    await signIn(page, email);
    const card = page.getByRole('region', { name: 'Get started with Thesis' });
    await expect(card).toContainText('0 of 5 done');
    await expect(card.getByRole('link', { name: 'Browse templates' })).toHaveAttribute('href', '/processes');
    await expectNoAxeViolations(page, 'the first-run checklist');
    for (const width of [390, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `/tmp/first-steps-${width}.png` });
    }
    await page.setViewportSize({ width: 1440, height: 900 });

    const api = await apiAs(page);
    await api.post('/processes', { name: 'My way' });
    await page.reload();
    await expect(card).toContainText('1 of 5 done');
    await expect(card.getByTestId('first-step-process')).toHaveAttribute('data-done', 'true');
    await expect(card.getByRole('link', { name: 'Find a company' })).toHaveAttribute('href', '/investments');

    await card.getByRole('button', { name: 'Hide the getting-started checklist' }).click();
    await expect(card).toBeHidden();
    await page.reload();
    await expect(page.getByTestId('welcome-header')).toBeVisible();
    await expect(page.getByTestId('recent-reviews-empty')).toBeVisible();
    await expect(page.getByTestId('first-steps')).toHaveCount(0);
  });

  test('is told when the shared reviews could not be loaded, and can load them again', async ({ page, app }) => {
    const { email } = createUser(app, 'Unlucky', 'investor');
    let failures = 1;
    await page.route('**/api/v1/sharings/investment-reviews/user-entities**', async (route) => {
      if (failures-- > 0) await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Service unavailable' }) });
      else await route.continue();
    });
    await signIn(page, email);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByTestId('shared-reviews-error')).toHaveText('The shared reviews could not be loaded.');
    await expect(page.getByTestId('shared-reviews-empty')).toHaveCount(0);
    await expectNoAxeViolations(page, 'the dashboard after the shared reviews failed');
    await page.getByTestId('shared-reviews').getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('shared-reviews-empty')).toHaveText('You do not currently have any Shared Reviews.');
  });
});

test('after a review and an edit, the dashboard charts them and lists the review; each period selector refetches its own chart', async ({ page, app }) => {
  const { email } = createUser(app, 'Researcher', 'investor');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(chart(page, 'reviews').getByTestId('chart-empty')).toBeVisible();

  // Activity through the API: a process with one factor, attached to AAPL (creates the review), then a score.
  const api = await apiAs(page);
  const process = await api.post<{ id: string }>('/processes', { name: 'Core' });
  await api.post('/factors', { name: 'Moat', type: 'Qualitative5pt', parent_id: process.id });
  const [aapl] = await api.get<{ id: string; ticker: string }[]>(`/investments?search=${encodeURIComponent('ticker:AAPL')}&limit=1`);
  expect(aapl!.ticker).toBe('AAPL');
  const review = await api.post<{ id: string; processes: { factors: { id: string; kind: string }[] }[] }>(`/investments/${aapl!.id}/processes`, { process_ids: [process.id] });
  const moat = review.processes[0]!.factors[0]!;
  await api.patch(`/investment-${moat.kind}s/${moat.id}`, { score: 'v_good' });

  await page.reload();
  const reviewsCanvas = chart(page, 'reviews').locator('canvas');
  await expect(reviewsCanvas).toHaveAttribute('aria-label', /^Reviews, last month: 1 in total/);
  await expect(chart(page, 'edits').locator('canvas')).toHaveAttribute('aria-label', /^Edits, last month: 2 in total \(Scores and values: 1, Processes: 1\)/);
  await expect(chart(page, 'decisions').getByTestId('chart-empty')).toHaveText("You haven't made any decisions yet.");

  const table = page.getByTestId('recent-reviews');
  const row = table.getByRole('row').nth(1);
  await expect(row.getByRole('link', { name: /^AAPL/ })).toHaveAttribute('href', `/investment-reviews/${review.id}`);
  await expect(row).toContainText('Apple Inc.');
  await expect(row).toContainText('US$309.35');
  await expect(row).toContainText(formatDate(new Date()));
  await expect(row).toContainText('Researcher');
  await expect(row.getByRole('cell').last()).toHaveText('2');
  await expect(table.getByRole('row')).toHaveCount(2);
  await table.getByRole('button', { name: 'Sort by Score' }).click();
  await expect(table.getByRole('columnheader', { name: /Score/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(page.getByTestId('shared-reviews-empty')).toBeVisible();

  // Switching the Reviews period asks for that chart only.
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/v1/dashboard/')) asked.push(`${url.pathname}${url.search}`);
  });
  await chart(page, 'reviews').getByRole('combobox', { name: 'Reviews period' }).selectOption({ label: 'Last year' });
  await expect(reviewsCanvas).toHaveAttribute('aria-label', /^Reviews, last year: 1 in total/);
  expect(asked).toEqual(['/api/v1/dashboard/reviews?type=year']);
  await chart(page, 'edits').getByRole('combobox', { name: 'Edits period' }).selectOption({ label: 'Last 3 months' });
  await expect(chart(page, 'edits').locator('canvas')).toHaveAttribute('aria-label', /^Edits, last 3 months: 2 in total/);
  expect(asked).toEqual(['/api/v1/dashboard/reviews?type=year', '/api/v1/dashboard/edits?type=quarter']);

  await expectNoAxeViolations(page, 'the dashboard with activity');
  await row.getByRole('link', { name: /^AAPL/ }).click();
  await expect(page).toHaveURL(new RegExp(`/investment-reviews/${review.id}$`));
});

test("a review shared with a recipient is in the recipient's Shared Reviews, with its owner and score", async ({ page, app, browser }) => {
  const owner = createUser(app, 'Olivia', 'investor');
  const recipient = createUser(app, 'Ravi', 'investor');
  await signIn(page, owner.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  const api = await apiAs(page);
  const process = await api.post<{ id: string }>('/processes', { name: 'Core' });
  await api.post('/factors', { name: 'Moat', type: 'Qualitative5pt', parent_id: process.id });
  const [aapl] = await api.get<{ id: string; ticker: string }[]>(`/investments?search=${encodeURIComponent('ticker:AAPL')}&limit=1`);
  const review = await api.post<{ id: string; processes: { factors: { id: string; kind: string }[] }[] }>(`/investments/${aapl!.id}/processes`, { process_ids: [process.id] });
  const moat = review.processes[0]!.factors[0]!;
  await api.patch(`/investment-${moat.kind}s/${moat.id}`, { score: 'v_good' });
  await api.post('/sharings', { entity_id: review.id, entity_type: 'investment_review', access_type: 'private', emails: [recipient.email], permission_rules: { notes: true } });

  const other = await browser.newContext({ baseURL: app.baseURL });
  const ravi = await other.newPage();
  await signIn(ravi, recipient.email);
  await expect(ravi).toHaveURL(/\/dashboard$/);
  const table = ravi.getByTestId('shared-reviews');
  await expect(table.getByRole('row')).toHaveCount(2);
  const cells = table.getByRole('row').nth(1).getByRole('cell');
  await expect(cells.nth(0).getByRole('link', { name: 'AAPL: open the review of Apple Inc.' })).toHaveAttribute('href', `/investment-reviews/${review.id}`);
  await expect(cells.nth(1)).toHaveText('Apple Inc.');
  await expect(cells.nth(2)).toHaveText('US$309.35');
  await expect(cells.nth(3)).toHaveText(formatDate(new Date()));
  await expect(cells.nth(4)).toHaveText('Olivia');
  await expect(cells.nth(5)).toHaveText('2');
  await expect(ravi.getByTestId('recent-reviews-empty')).toBeVisible();
  await expectNoAxeViolations(ravi, "the recipient's dashboard with a shared review");
  // The owner's own dashboard lists it under My Recent Reviews, not as shared with them.
  await page.reload();
  await expect(page.getByTestId('recent-reviews').getByRole('row')).toHaveCount(2);
  await expect(page.getByTestId('shared-reviews-empty')).toBeVisible();
  await other.close();
});
