import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { MEMO_COPY, REVIEW_MESSAGES } from '@thesis/domain';
import { extractText } from 'unpdf';
import { expect, test } from '../support/fixtures';
import { createUser, expectNoAxeViolations, signIn } from '../support/helpers';

// The memo shows the shipped universe's figures and financials: no WITHOUT_MARKET_DATA here.
// The journey prepares the review through the API with the browser's access token (the review
// page's own editing has its specs), then downloads the memo with the page's button.

type Json = { data: Record<string, unknown> & { id: string } };

async function tokenOf(page: Page): Promise<string> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect(token, 'the access token after signing in').toBeTruthy();
  return token!;
}

function api(request: APIRequestContext, token: string | null) {
  const headers = token ? { authorization: `Bearer ${token}` } : undefined;
  return {
    get: (path: string) => request.get(`/api/v1${path}`, { headers }),
    async send(method: 'post' | 'patch', path: string, data: unknown): Promise<Json> {
      const response = await request[method](`/api/v1${path}`, { headers, data });
      expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
      return (await response.json()) as Json;
    },
  };
}

async function pdfText(bytes: Buffer): Promise<string> {
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

test('a signed-in investor downloads the memo of their AAPL review as a PDF from the review page', async ({ page, app }) => {
  const { email } = createUser(app, 'MemoWriter', 'investor');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  const client = api(page.request, await tokenOf(page));

  const found = (await (await client.get('/investments?search=ticker:AAPL&limit=1')).json()) as { data: { id: string; ticker: string }[] };
  const investment = found.data.find((row) => row.ticker === 'AAPL')!;
  const process = await client.send('post', '/processes', { name: 'Franchise quality' });
  await client.send('post', '/factors', { name: 'Pricing power', type: 'Qualitative5pt', parent_id: process.data.id });
  const review = await client.send('post', `/investments/${investment.id}/processes`, { process_ids: [process.data.id] });
  const factor = ((review.data.processes as { factors: { id: string }[] }[])[0]!.factors)[0]!;
  await client.send('patch', `/investment-factors/${factor.id}`, { score: 'v_good', comment: 'Raised prices twice without losing share.' });
  await client.send('patch', `/investment-reviews/${review.data.id}`, { summary: 'Services growth carries the valuation.' });
  await client.send('post', '/investment-notes', { investment_review_id: review.data.id, title: 'Supplier call', typed_text: 'Lead times are normal again.' });

  await page.goto(`/investment-reviews/${review.data.id}`);
  const button = page.getByRole('button', { name: MEMO_COPY.button });
  await expect(button).toBeEnabled();
  await expectNoAxeViolations(page, 'the review page');
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  const today = new Date().toISOString().slice(0, 10);
  expect(download.suggestedFilename()).toBe(`AAPL-memo-${today}.pdf`);
  const saved = await download.path();
  const bytes = await readFile(saved);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  await expect(button).not.toHaveAttribute('aria-busy', 'true');
  const text = await pdfText(bytes);
  for (const expected of ['Apple Inc.', 'AAPL', 'NASDAQ', 'US$309.35', 'US$4.5t', 'Services growth carries the valuation.', 'Franchise quality', 'Pricing power', 'Very good', 'Raised prices twice without losing share.', 'Supplier call', 'FY2016', '215.6b', 'adjusted for the 4:1 split of 28 Aug 2020', 'Page 1 of']) {
    expect(text, expected).toContain(expected);
  }
  expect(text).not.toContain(MEMO_COPY.financialsOmitted);

  // The file the button saved is the API's answer for this viewer.
  const response = await client.get(`/investment-reviews/${review.data.id}/memo.pdf`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('application/pdf');
  expect(response.headers()['content-disposition']).toBe(`attachment; filename="AAPL-memo-${today}.pdf"`);

  // Without the token the API answers 401 in JSON; another user's token finds nothing (404).
  const anonymous = await api(page.request, null).get(`/investment-reviews/${review.data.id}/memo.pdf`);
  expect(anonymous.status()).toBe(401);
  expect(anonymous.headers()['content-type']).toContain('application/json');
  const stranger = createUser(app, 'Stranger', 'investor');
  const login = await page.request.post('/api/v1/login', { data: { email: stranger.email, password: stranger.password } });
  const strangerToken = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const hidden = await api(page.request, strangerToken).get(`/investment-reviews/${review.data.id}/memo.pdf`);
  expect(hidden.status()).toBe(404);
  expect(await hidden.json()).toEqual({ message: REVIEW_MESSAGES.notFound });
});
