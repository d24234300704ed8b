import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@thesis/domain';
import { createTestApp, describeEachDb, TEST_DIALECTS, type TestContext } from '../test/build-test-app';
import { waitFor } from '../jobs/test-support';
import { AI_FILL_JOB } from '../modules/ai-fill/fill-job';
import { processNamed, requestFill, settledStatus, shippedCompanies } from '../modules/ai-fill/ai-fill.test-helpers';
import { buildProcess, reviewWith } from '../modules/reviews/reviews.test-helpers';
import { signedInUser } from '../test/factories/user';

const TOKEN = 'metrics-token-0123456789abcdef';

/** The value of one sample line of the exposition, or undefined. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (wanted.every((label) => line.includes(label))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return undefined;
}

describeEachDb('metrics are off without METRICS_TOKEN', (ctx) => {
  it('answers 404 and measures nothing', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.notFound });
  });
});

for (const dialect of TEST_DIALECTS) {
  describe(`GET /metrics with METRICS_TOKEN [${dialect}]`, () => {
    let ctx: TestContext & { close(): Promise<void> };
    beforeAll(async () => {
      ctx = await createTestApp(dialect, { jobs: true, env: { METRICS_TOKEN: TOKEN } });
    });
    afterAll(() => ctx.close());
    const scrape = async () => {
      const response = await ctx.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      return response.body;
    };

    it('answers only the bearer of the token (401 otherwise)', async () => {
      for (const headers of [{}, { authorization: 'Bearer wrong-token-wrong-token' }, { authorization: `Basic ${TOKEN}` }]) {
        const response = await ctx.app.inject({ method: 'GET', url: '/metrics', headers });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ message: MESSAGES.unauthenticated });
      }
    });

    it('counts requests and their durations by route template and status, and shows process metrics', async () => {
      const session = await signedInUser(ctx);
      for (let i = 0; i < 3; i += 1) await ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile', headers: session.headers });
      await ctx.app.inject({ method: 'GET', url: '/api/v1/users/profile' });
      await ctx.app.inject({ method: 'GET', url: '/api/v1/media/0190a000-0000-7000-8000-000000000000', headers: session.headers });
      await ctx.app.inject({ method: 'GET', url: '/api/v1/no-such-route' });
      const text = await scrape();
      const profile = { method: 'GET', route: '/api/v1/users/profile' };
      expect(sample(text, 'thesis_http_requests_total', { ...profile, status_code: '200' })).toBe(3);
      expect(sample(text, 'thesis_http_requests_total', { ...profile, status_code: '401' })).toBe(1);
      expect(sample(text, 'thesis_http_requests_total', { route: '/api/v1/media/:id', status_code: '404' })).toBe(1);
      expect(sample(text, 'thesis_http_requests_total', { route: 'unmatched', status_code: '404' })).toBe(1);
      expect(sample(text, 'thesis_http_request_duration_seconds_count', { ...profile, status_code: '200' })).toBe(3);
      expect(sample(text, 'thesis_http_request_duration_seconds_bucket', { ...profile, status_code: '200', le: '+Inf' })).toBe(3);
      expect(sample(text, 'process_cpu_user_seconds_total')).toBeGreaterThan(0);
      expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
      if (dialect === 'postgres') {
        expect(sample(text, 'thesis_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
        expect(sample(text, 'thesis_db_pool_connections', { state: 'waiting' })).toBe(0);
      } else {
        expect(text).not.toContain('thesis_db_pool_connections{');
      }
    });

    it('counts the jobs the runner ran, with their durations, and shows its queues', { timeout: 60_000 }, async () => {
      const session = await signedInUser(ctx);
      const { MSFT } = await shippedCompanies(ctx, ['MSFT']);
      const process = await buildProcess(ctx, session, 'Metrics', [{ name: 'Margins', type: 'Qualitative5pt' }]);
      const review = await reviewWith(ctx, session, MSFT!, [process.id]);
      const processId = processNamed(review, process.name).id;
      expect((await requestFill(ctx, session, processId)).statusCode).toBe(202);
      await settledStatus(ctx, session, processId, 30_000);
      // The runner reports an attempt just after it ends; the scrape follows it.
      let text = '';
      await waitFor(async () => sample((text = await scrape()), 'thesis_jobs_finished_total', { queue: AI_FILL_JOB, outcome: 'completed' }) === 1, 10_000);
      expect(sample(text, 'thesis_job_duration_seconds_count', { queue: AI_FILL_JOB })).toBe(1);
      expect(sample(text, 'thesis_job_duration_seconds_sum', { queue: AI_FILL_JOB })).toBeGreaterThan(0);
      expect(sample(text, 'thesis_job_queue_depth', { queue: AI_FILL_JOB, state: 'queued' })).toBe(0);
      expect(sample(text, 'thesis_job_queue_depth', { queue: AI_FILL_JOB, state: 'active' })).toBe(0);
      expect(sample(text, 'thesis_jobs_finished_total', { queue: AI_FILL_JOB, outcome: 'failed' })).toBeUndefined();
    });
  });
}
