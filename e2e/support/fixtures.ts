import { test as base, expect } from '@playwright/test';
import { join } from 'node:path';
import { readOutbox, linkIn, type OutboxMessage } from '../../apps/server/src/test/outbox';
import { startApp, type RunningApp } from './server';

export interface AppFixture extends RunningApp {
  outbox(): OutboxMessage[];
}

/**
 * `app`: a fresh server and data dir for each test; pages use it as their base URL.
 * `appEnv`: extra environment for that server (`test.use({ appEnv: … })` in a spec file).
 */
export const test = base.extend<{ app: AppFixture; appEnv: Record<string, string> }>({
  appEnv: [{}, { option: true }],
  app: async ({ appEnv }, use) => {
    const running = await startApp(appEnv);
    await use({ ...running, outbox: () => readOutbox(join(running.dataDir, 'outbox')) });
    await running.stop();
  },
  baseURL: async ({ app }, use) => {
    await use(app.baseURL);
  },
});

export { expect, linkIn };
