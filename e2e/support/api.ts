import { request, type APIRequestContext } from '@playwright/test';
import { expect, type AppFixture } from './fixtures';
import { PASSWORD } from './helpers';

/** Signs in through the API and returns a client carrying the bearer token. */
export async function apiAs(app: AppFixture, email: string): Promise<APIRequestContext> {
  const anonymous = await request.newContext({ baseURL: app.baseURL });
  const login = await anonymous.post('/api/v1/login', { data: { email, password: PASSWORD } });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  await anonymous.dispose();
  return request.newContext({ baseURL: app.baseURL, extraHTTPHeaders: { authorization: `Bearer ${token}` } });
}

/** The `data` of an answer, after checking its status (201 unless told). */
export async function dataOf<T>(response: Awaited<ReturnType<APIRequestContext['post']>>, status = 201): Promise<T> {
  expect(response.status(), await response.text()).toBe(status);
  return ((await response.json()) as { data: T }).data;
}
