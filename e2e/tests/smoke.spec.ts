import { expect, test } from '../support/fixtures';

test('the built app serves the landing page and the API', async ({ page, request }) => {
  const pageView = page.waitForRequest((request) => request.url().endsWith('/api/v1/events') && request.method() === 'POST');
  await page.goto('/');
  expect((await pageView).postDataJSON()).toMatchObject({ path: '/', title: 'Investment research built around your process' });
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Research every company against your own investment process');
  await expect(page).toHaveTitle('Thesis | Investment research built around your process');
  const health = await request.get('/healthz');
  expect(health.ok()).toBe(true);
  const missing = await request.get('/api/v1/does-not-exist');
  expect(missing.status()).toBe(404);
  expect(await missing.json()).toMatchObject({ message: expect.stringContaining('not found') });
});
