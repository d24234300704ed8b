import { expect, test } from '../support/fixtures';

test('the built app serves the landing page and the API', async ({ page, request }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Thesis');
  const health = await request.get('/healthz');
  expect(health.ok()).toBe(true);
  const missing = await request.get('/api/v1/does-not-exist');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ message: expect.stringContaining('not found') });
});
