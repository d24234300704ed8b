import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createUser, signIn, WITHOUT_MARKET_DATA } from '../support/helpers';

test.use({ appEnv: WITHOUT_MARKET_DATA });

const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Drags one file from the desktop onto the element and drops it, as Chromium sends it. */
async function dropFile(page: Page, target: Locator, name: string, mimeType = 'image/png'): Promise<void> {
  const dataTransfer = await page.evaluateHandle(
    ({ name, mimeType, base64 }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], name, { type: mimeType }));
      return transfer;
    },
    { name, mimeType, base64: PNG_BASE64 },
  );
  for (const type of ['dragenter', 'dragover', 'drop']) await target.dispatchEvent(type, { dataTransfer });
}

/** Whether the app stopped the browser's own handling (opening the file) of a file dropped on this element. */
function strayDropStopped(target: Locator): Promise<boolean> {
  return target.evaluate((element) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['x'], 'photo.png', { type: 'image/png' }));
    const drop = new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: transfer });
    element.dispatchEvent(drop);
    return drop.defaultPrevented;
  });
}

test('files dropped on the model files and the note form are taken, and nowhere does a drop leave the app', async ({ page, app }) => {
  const { email } = createUser(app, 'Dropper', 'investor');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await strayDropStopped(page.getByRole('heading', { name: 'My Recent Reviews' }))).toBe(true);

  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  const created = await page.request.post('/api/v1/investments', {
    headers: { authorization: `Bearer ${token}` },
    data: { ticker: 'DROP', name: 'Drop Forge', year_end: '2027-06-30' },
  });
  const { data } = (await created.json()) as { data: { id: string } };
  await page.goto(`/investments/${data.id}`);

  // A model dropped on the model files of a company without a review starts the review.
  await dropFile(page, page.getByTestId('model-files'), 'valuation.png');
  await expect(page).toHaveURL(/\/investment-reviews\/[\w-]+$/);
  await expect(page.getByTestId('model-file')).toContainText('valuation.png');

  // The note form takes a file dropped anywhere on it, and asks before replacing it.
  await page.getByRole('button', { name: 'Add note' }).click();
  const form = page.getByRole('dialog', { name: 'Add note' });
  await dropFile(page, form.getByRole('textbox', { name: 'Title' }), 'whiteboard.png');
  await expect(form.getByRole('link', { name: 'whiteboard.png', exact: true })).toBeVisible();
  await dropFile(page, form.getByRole('textbox', { name: 'Text' }), 'whiteboard-2.png');
  // The drop goes to the Upload file dialog, which asks first.
  const confirm = page.getByRole('dialog', { name: 'Upload file' });
  await expect(confirm).toContainText('“whiteboard.png” will be replaced by “whiteboard-2.png”. This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Replace' }).click();
  await expect(confirm).toBeHidden();
  await expect(form.getByRole('link', { name: 'whiteboard-2.png', exact: true })).toBeVisible();
  await form.getByRole('textbox', { name: 'Title' }).fill('Whiteboard');
  await form.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByTestId('note')).toContainText('whiteboard-2.png');

  // Outside the drop zones the browser is stopped from opening the file.
  expect(await strayDropStopped(page.getByRole('heading', { name: 'Summary' }))).toBe(true);
  expect(await strayDropStopped(page.getByTestId('model-files'))).toBe(true);
  await expect(page).toHaveURL(/\/investment-reviews\/[\w-]+$/);
});
