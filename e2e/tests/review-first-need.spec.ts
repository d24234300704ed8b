import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createUser, dialog, expectNoAxeViolations, signIn, WITHOUT_MARKET_DATA } from '../support/helpers';
import { toast } from '../support/processes';

test.use({ appEnv: WITHOUT_MARKET_DATA });

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** Unlisted companies made through the API with the browser's access token: their pages are what the journey is about. */
async function createCompanies(page: Page, tickers: readonly string[]): Promise<string[]> {
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const ids: string[] = [];
  for (const ticker of tickers) {
    const response = await page.request.post('/api/v1/investments', {
      headers: { authorization: `Bearer ${token}` },
      data: { ticker, name: `${ticker} Holdings`, year_end: '2027-06-30', last_price: 3.2 },
    });
    expect(response.status(), await response.text()).toBe(201);
    ids.push(((await response.json()) as { data: { id: string } }).data.id);
  }
  return ids;
}

/** Opens the company page and marks the document, so a full reload would show (the mark would be gone). */
async function openCompany(page: Page, id: string, ticker: string): Promise<void> {
  await page.goto(`/investments/${id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${ticker} ${ticker} Holdings`);
  await page.evaluate(() => Object.assign(window, { stayedInApp: true }));
}

/** The page switched to the new review in place: its URL, its header, and no reload on the way. */
async function expectOnNewReview(page: Page, ticker: string): Promise<void> {
  await expect(page).toHaveURL(/\/investment-reviews\/[\w-]+$/);
  await expect(page.getByText('Your review', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${ticker} ${ticker} Holdings`);
  expect(await page.evaluate(() => (window as Window & { stayedInApp?: boolean }).stayedInApp)).toBe(true);
}

test('a note, a model, the summary or a share starts the review of a company that has none', async ({ page, app }) => {
  const { email } = createUser(app, 'Starter', 'investor');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  const [noteId, modelId, summaryId, shareId] = await createCompanies(page, ['NOTE', 'MODL', 'SUMM', 'SHRE']);

  // A note on a company without a review.
  await openCompany(page, noteId!, 'NOTE');
  await expect(page.getByTestId('review-entry')).toContainText('Start a review by attaching one of your processes');
  await expect(page.getByTestId('unstarted-review')).toBeVisible();
  await expectNoAxeViolations(page, 'a company page before its review exists');
  await page.getByRole('button', { name: 'Add note' }).click();
  const noteForm = dialog(page);
  await noteForm.getByRole('textbox', { name: 'Title' }).fill('Plant visit');
  await noteForm.getByRole('textbox', { name: 'Text' }).fill('Second line commissioned on time.');
  await noteForm.getByRole('button', { name: 'Add note' }).click();
  await expect(toast(page, 'The note was added')).toBeVisible();
  await expectOnNewReview(page, 'NOTE');
  await expect(page.getByTestId('note')).toContainText('Plant visit');

  // A model file.
  await openCompany(page, modelId!, 'MODL');
  await page.getByRole('button', { name: 'Upload model' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('dialog', { name: 'Upload file' }).getByRole('button', { name: 'Choose file' }).click();
  await (await chooser).setFiles({ name: 'dcf.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expectOnNewReview(page, 'MODL');
  await expect(page.getByTestId('model-file')).toContainText('dcf.pdf');

  // The summary.
  await openCompany(page, summaryId!, 'SUMM');
  await page.getByRole('textbox', { name: 'Summary' }).fill('Net cash, founder-led, priced for decline.');
  await page.getByRole('button', { name: 'Save summary' }).click();
  await expect(toast(page, 'The summary was saved')).toBeVisible();
  await expectOnNewReview(page, 'SUMM');
  await expect(page.getByRole('textbox', { name: 'Summary' })).toHaveValue('Net cash, founder-led, priced for decline.');

  // A public share: the new review's page shows the link to copy.
  await openCompany(page, shareId!, 'SHRE');
  await page.getByRole('button', { name: 'Share' }).click();
  await dialog(page).getByRole('radio', { name: /Public link/ }).check();
  await dialog(page).getByRole('button', { name: 'Share' }).click();
  await expectOnNewReview(page, 'SHRE');
  const copy = page.getByRole('dialog', { name: 'Your review has been shared' });
  await expect(copy.getByLabel('Share link')).toHaveValue(/\/investment-reviews\/[\w-]+\?sharing=/);
  await copy.getByRole('button', { name: 'Close' }).click();
  await expect(copy).toBeHidden();

  // Everything was stored: after a reload the link is not offered again, and the company opens its review.
  await page.reload();
  await expect(page.getByText('Your review', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.goto(`/investments/${noteId}`);
  await expect(page.getByTestId('unstarted-review')).toHaveCount(0);
  await page.getByRole('link', { name: 'Open your review' }).click();
  await expect(page.getByTestId('note')).toContainText('Plant visit');
});
