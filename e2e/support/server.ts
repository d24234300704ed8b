import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const runFile = promisify(execFile);

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const serverBundle = join(root, 'apps/server/dist/main.js');
const cliBundle = join(root, 'apps/server/dist/cli.js');

export interface RunningApp {
  baseURL: string;
  dataDir: string;
  env: Record<string, string>;
  /** Runs an operator command (`npm run cli -- …`) against this app's database. */
  cli(...args: string[]): string;
  /**
   * The same without blocking the test's process: for a command that calls a stand-in the test
   * itself serves (a blocked process could not answer it).
   */
  cliAsync(...args: string[]): Promise<string>;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

/**
 * A fresh server loads the shipped universe (15,000 companies) before it answers /readyz: about two
 * seconds on a quiet machine, and half a minute when other test runs share its two cores.
 */
const READY_WITHIN_MS = 120_000;

async function waitUntilReady(baseURL: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output()}`);
    try {
      const response = await fetch(`${baseURL}/readyz`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`server did not become ready:\n${output()}`);
}

/** Starts the built app (npm run build first) on a free port with a fresh SQLite data dir. */
export async function startApp(extraEnv: Record<string, string> = {}): Promise<RunningApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'thesis-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: baseURL,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  let log = '';
  const child = spawn(process.execPath, [serverBundle], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
  await waitUntilReady(baseURL, child, () => log);
  return {
    baseURL,
    dataDir,
    env,
    cli: (...args: string[]) => execFileSync(process.execPath, [cliBundle, ...args], { env, encoding: 'utf8' }),
    cliAsync: async (...args: string[]) => (await runFile(process.execPath, [cliBundle, ...args], { env, encoding: 'utf8' })).stdout,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
