import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECTS, type TestContext } from '../test/build-test-app';
import { createJobRunner } from './create-job-runner';
import type { JobEvent } from './job-events';
import { timeLimitMessage, type JobOptions, type JobRunner } from './job-runner';
import { quietLog, waitFor } from './test-support';

const BASE: JobOptions<object> = { retryLimit: 0, retryBackoff: false, retryDelaySeconds: 0.1, expireInSeconds: 10 };

for (const dialect of TEST_DIALECTS) {
  describe(`job runner [${dialect}]`, () => {
    let ctx: TestContext & { close(): Promise<void> };
    const runners: JobRunner[] = [];
    const runner = () => {
      const created = createJobRunner(ctx.config, ctx.db, quietLog);
      runners.push(created);
      return created;
    };
    /** pg-boss waits whole seconds between retries (1–2 s, then 2–4 s with back-off); SQLite takes the delay as given. */
    const retryBaseMs = dialect === 'postgres' ? 1000 : 100;

    beforeAll(async () => {
      ctx = await createTestApp(dialect);
    });
    afterAll(async () => {
      for (const started of runners) await started.stop({ graceMs: 0 });
      await ctx.close();
    });

    it('runs a sent job once with its payload', async () => {
      const jobs = runner();
      const seen: { data: object; attempt: number }[] = [];
      jobs.register<{ review: string }>('once', async (job) => {
        seen.push({ data: job.data, attempt: job.attempt });
      }, BASE);
      await jobs.start();
      expect(await jobs.send('once', { review: 'r1' })).toEqual(expect.any(String));
      await waitFor(() => seen.length === 1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(seen).toEqual([{ data: { review: 'r1' }, attempt: 1 }]);
      await jobs.stop();
    });

    it('retries a failing attempt with exponential back-off, then completes', async () => {
      const jobs = runner();
      const attempts: number[] = [];
      jobs.register('flaky', async () => {
        attempts.push(Date.now());
        if (attempts.length < 3) throw new Error('provider answered 503');
      }, { ...BASE, retryLimit: 3, retryBackoff: true });
      const events: string[] = [];
      jobs.onEvent((event) => events.push(`${event.type} ${event.name} ${event.attempt}`));
      await jobs.start();
      await jobs.send('flaky', {});
      await waitFor(() => attempts.length === 3, 15_000);
      await waitFor(() => events.length === 3);
      expect(events).toEqual(['retry flaky 1', 'retry flaky 2', 'completed flaky 3']);
      const [first, second, third] = attempts as [number, number, number];
      expect(second - first).toBeGreaterThanOrEqual(retryBaseMs * 0.9);
      expect(third - second).toBeGreaterThanOrEqual(2 * retryBaseMs * 0.9);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(attempts).toHaveLength(3);
      await jobs.stop();
    });

    it('fails for good after its last retry and runs onFailed once with the reason', async () => {
      const jobs = runner();
      let attempts = 0;
      const failed: { data: object; reason: string }[] = [];
      jobs.register('doomed', async () => {
        attempts += 1;
        throw new Error(`attempt ${attempts} failed`);
      }, { ...BASE, retryLimit: 1, onFailed: async (data, reason) => void failed.push({ data, reason }) });
      const reported: JobEvent[] = [];
      jobs.onEvent((event) => reported.push(event));
      await jobs.start();
      await jobs.send('doomed', { id: 'x' });
      await waitFor(() => failed.length === 1, 15_000);
      expect(reported.at(-1)).toMatchObject({ type: 'failed', name: 'doomed', reason: 'attempt 2 failed' });
      expect(attempts).toBe(2);
      expect(failed).toEqual([{ data: { id: 'x' }, reason: 'attempt 2 failed' }]);
      await jobs.stop();
    });

    it('aborts an attempt that passes its time limit', async () => {
      const jobs = runner();
      let aborted = false;
      const failed: string[] = [];
      jobs.register('slow', async (job) => {
        await new Promise<void>((resolve) => job.signal.addEventListener('abort', () => resolve()));
        aborted = true;
      }, { ...BASE, expireInSeconds: 0.3, onFailed: async (_data, reason) => void failed.push(reason) });
      await jobs.start();
      await jobs.send('slow', {});
      await waitFor(() => failed.length === 1, 15_000);
      expect(aborted).toBe(true);
      expect(failed).toEqual([timeLimitMessage(0.3)]);
      await jobs.stop();
    });

    it('keeps one waiting and one running job per singleton key', async () => {
      const jobs = runner();
      const release: (() => void)[] = [];
      const ran: string[] = [];
      jobs.register<{ n: number }>('single', async (job) => {
        ran.push(`start ${job.data.n}`);
        await new Promise<void>((resolve) => release.push(resolve));
        ran.push(`end ${job.data.n}`);
      }, { ...BASE, concurrency: 2, singletonKeys: true });
      await jobs.start();
      await expect(jobs.send('single', { n: 0 })).rejects.toThrow('Jobs named single are sent with a singletonKey');
      expect(await jobs.send('single', { n: 1 }, { singletonKey: 'process-1' })).toEqual(expect.any(String));
      await waitFor(() => ran.includes('start 1'));
      expect(await jobs.send('single', { n: 2 }, { singletonKey: 'process-1' })).toEqual(expect.any(String));
      expect(await jobs.send('single', { n: 3 }, { singletonKey: 'process-1' })).toBeNull();
      expect(await jobs.depth()).toEqual([{ name: 'single', waiting: 1, active: 1 }]);
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(ran).toEqual(['start 1']);
      release.shift()!();
      await waitFor(() => ran.includes('start 2'), 5000);
      release.shift()!();
      await waitFor(() => ran.includes('end 2'));
      expect(ran).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
      await jobs.stop();
    });

    it('a job running when its server stops completes once on the server that starts next', async () => {
      const first = runner();
      let interrupted = false;
      let started = false;
      first.register('restartable', async (job) => {
        started = true;
        await new Promise<void>((resolve) => job.signal.addEventListener('abort', () => resolve()));
        interrupted = true;
      }, { ...BASE, retryLimit: 2 });
      await first.start();
      await first.send('restartable', { fill: 'f1' });
      await waitFor(() => started);
      await first.stop({ graceMs: 100 });
      expect(interrupted).toBe(true);

      const next = runner();
      const completed: object[] = [];
      next.register('restartable', async (job) => void completed.push(job.data), { ...BASE, retryLimit: 2 });
      await next.start();
      await waitFor(() => completed.length === 1, 15_000);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(completed).toEqual([{ fill: 'f1' }]);
      await next.stop();
    });

    it.runIf(dialect === 'postgres')('two instances on one PostgreSQL run each job once between them', async () => {
      const [a, b] = [runner(), runner()];
      const runs = new Map<string, string[]>();
      for (const [instance, jobs] of [['a', a], ['b', b]] as const) {
        jobs.register<{ n: number }>('shared', async (job) => {
          runs.set(String(job.data.n), [...(runs.get(String(job.data.n)) ?? []), instance]);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }, { ...BASE, concurrency: 2 });
        await jobs.start();
      }
      for (let n = 0; n < 16; n += 1) await (n % 2 ? a : b).send('shared', { n });
      await waitFor(() => runs.size === 16, 15_000);
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect([...runs.values()].every((instances) => instances.length === 1)).toBe(true);
      expect(new Set([...runs.values()].flat())).toEqual(new Set(['a', 'b']));
      await a.stop();
      await b.stop();
    });

    it('runs an interval schedule, once per due time', async () => {
      const jobs = runner();
      let runs = 0;
      jobs.register('tick', async () => void (runs += 1), BASE);
      if (dialect === 'postgres') {
        // pg-boss schedules by cron, at most once a minute: the schedule is stored, not waited for.
        await jobs.start();
        await jobs.schedule('tick', { everyMs: 60_000 });
        await expect(jobs.schedule('tick', { everyMs: 90_000 })).rejects.toThrow('On PostgreSQL a schedule runs every whole number');
      } else {
        await jobs.schedule('tick', { everyMs: 1000 });
        await jobs.start();
        await waitFor(() => runs === 1);
        await waitFor(() => runs === 2, 3000);
        expect(runs).toBe(2);
      }
      await jobs.stop();
    });
  });
}
