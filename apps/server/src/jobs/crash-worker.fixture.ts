/**
 * A server process for job-runner.crash.test.ts: starts a job runner on the database the
 * environment names, queues one job whose handler never ends, prints "started" when it runs, and
 * waits to be killed.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { createJobRunner } from './create-job-runner';
import { CRASH_JOB, CRASH_JOB_OPTIONS } from './crash-job';
import { quietLog } from './test-support';

const config = loadConfig();
const db = openDatabase(config.database);
const runner = createJobRunner(config, db, quietLog);
runner.register(CRASH_JOB, async () => {
  process.stdout.write('started\n');
  await new Promise(() => undefined);
}, CRASH_JOB_OPTIONS);
await runner.start();
await runner.send(CRASH_JOB, { order: 'crash-1' });
