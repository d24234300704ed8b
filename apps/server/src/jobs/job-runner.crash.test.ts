import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECTS, type TestContext } from '../test/build-test-app';
import { createJobRunner } from './create-job-runner';
import { CRASH_JOB, CRASH_JOB_OPTIONS } from './crash-job';
import type { JobRunner } from './job-runner';
import { quietLog, waitFor } from './test-support';

const here = dirname(fileURLToPath(import.meta.url));

/** Environment of a server process on the test's database (a short lease: a dead server's job is free sooner). */
function serverEnv(ctx: TestContext): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'test', DATA_DIR: ctx.config.dataDir, LOG_LEVEL: 'silent', JOBS_POLL_MS: ctx.dialect === 'postgres' ? '500' : '50', JOBS_LEASE_MS: '600', JOBS_MAINTENANCE_SECONDS: '1' };
  if (ctx.config.database.kind === 'postgres') Object.assign(env, { DATABASE_URL: ctx.config.database.url, DATABASE_SCHEMA: ctx.config.database.schema });
  else delete env.DATABASE_URL;
  return env;
}

for (const dialect of TEST_DIALECTS) {
  describe(`job runner: a server killed mid-job [${dialect}]`, () => {
    let ctx: TestContext & { close(): Promise<void> };
    let next: JobRunner | undefined;
    beforeAll(async () => {
      ctx = await createTestApp(dialect, { env: { JOBS_LEASE_MS: '600' } });
    });
    afterAll(async () => {
      await next?.stop({ graceMs: 0 });
      await ctx.close();
    });

    it('the job runs again on the next server within seconds, long before its time limit, and completes once', { timeout: 60_000 }, async () => {
      const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'crash-worker.fixture.ts')], { env: serverEnv(ctx), stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await waitFor(() => output.includes('started'), 30_000).catch(() => {
        throw new Error(`the server process did not start the job: ${output}`);
      });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;

      const killedAt = Date.now();
      next = createJobRunner(ctx.config, ctx.db, quietLog);
      const completed: { data: object; attempt: number }[] = [];
      next.register(CRASH_JOB, async (job) => void completed.push({ data: job.data, attempt: job.attempt }), CRASH_JOB_OPTIONS);
      await next.start();
      await waitFor(() => completed.length === 1, 30_000);
      // The lease (600 ms here, 30 s by default) lapses, then the job waits its retry delay (1 s).
      expect(Date.now() - killedAt).toBeLessThan(10_000);
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(completed).toEqual([{ data: { order: 'crash-1' }, attempt: 2 }]);
    });
  });
}
