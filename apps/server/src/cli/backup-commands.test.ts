import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { createTestApp, describeEachDb, type TestContext } from '../test/build-test-app';
import { signedInUser } from '../test/factories/user';
import { BACKUP_COMMANDS } from './backup-commands';
import { CliError } from './command';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Runs the operator CLI in its own process (as an operator would) with DATA_DIR set. */
function cli(dataDir: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/main.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', fail);
    child.on('exit', (code) => done({ code, output }));
  });
}

function run(name: string, args: string[], dataDir: string, database?: string): Promise<string[]> {
  const lines: string[] = [];
  const env: Record<string, string> = { DATA_DIR: dataDir, JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789' };
  if (database) env.DATABASE_URL = database;
  return BACKUP_COMMANDS[name]!.run(args, { config: loadConfig(env), out: (line) => lines.push(line) }).then(() => lines);
}

describe('backup and restore while the app writes [sqlite]', () => {
  let ctx: TestContext & { close(): Promise<void> };
  const scratch = mkdtempSync(join(tmpdir(), 'thesis-backup-'));
  beforeAll(async () => {
    ctx = await createTestApp('sqlite');
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('takes a consistent backup during a write burst, and a restore holds every write acknowledged before it began', async () => {
    const session = await signedInUser(ctx);
    const acknowledged: string[] = [];
    const write = async (n: number) => {
      const name = `Burst ${String(n).padStart(4, '0')}`;
      const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/processes', headers: session.headers, payload: { name } });
      expect(response.statusCode).toBe(201);
      acknowledged.push(name);
    };
    let n = 0;
    while (n < 40) await write(n++);

    const file = join(scratch, 'thesis-backup.db');
    const before = acknowledged.length;
    const backup = cli(ctx.config.dataDir, ['backup', file]);
    let finished = false;
    void backup.then(() => (finished = true));
    while (!finished) await write(n++);
    const { code, output } = await backup;
    expect(output).toMatch(/^Backed up .* \(\d+ pages, [\d.]+ MB\)\./m);
    expect(code).toBe(0);
    const during = acknowledged.length - before;
    expect(during).toBeGreaterThan(0);

    const restoredDir = join(scratch, 'restored');
    const restored = await cli(restoredDir, ['restore', file]);
    expect(restored.output).toMatch(/^Restored .*thesis-backup\.db to .*thesis\.db/m);
    expect(restored.code).toBe(0);

    const config = loadConfig({ DATA_DIR: restoredDir, JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789', LOG_LEVEL: 'silent' });
    const db = openDatabase(config.database);
    const app = await buildApp({ config, db, logger: false });
    try {
      const names = (await db.db.selectFrom('processes').select('name').where('user_id', '=', session.user.id).orderBy('name').execute()).map((row) => row.name);
      // Every write acknowledged before the backup began is there, and the copy is one snapshot:
      // a prefix of the acknowledged writes, nothing half-written in between.
      expect(names.length).toBeGreaterThanOrEqual(before);
      expect(names).toEqual(acknowledged.slice(0, names.length));
      // The restored install answers the API (the same secret signs the tokens).
      const listed = await app.inject({ method: 'GET', url: '/api/v1/processes?limit=100', headers: session.headers });
      expect(listed.statusCode).toBe(200);
      expect(listed.json().meta.pagination.total).toBe(names.length);
    } finally {
      await app.close();
      await db.destroy();
    }
  }, 90_000);

  it('refuses to overwrite a file, to restore what is not a Thesis database, and keeps the replaced database', async () => {
    const dir = mkdtempSync(join(scratch, 'refusals-'));
    const file = join(dir, 'copy.db');
    await expect(run('backup', [file], join(dir, 'empty'))).rejects.toThrow(/There is no database at/);
    await expect(run('backup', [file], ctx.config.dataDir)).resolves.toHaveLength(2);
    await expect(run('backup', [file], ctx.config.dataDir)).rejects.toThrow(/exists already/);
    await expect(run('backup', [], ctx.config.dataDir)).rejects.toThrow(CliError);
    expect(readdirSync(dir).filter((name) => name.endsWith('.partial'))).toEqual([]);

    const junk = join(dir, 'junk.db');
    writeFileSync(junk, 'not a database at all');
    await expect(run('restore', [junk], join(dir, 'target'))).rejects.toThrow(/not a readable SQLite database/);
    await expect(run('restore', [join(dir, 'missing.db')], join(dir, 'target'))).rejects.toThrow(/There is no file/);

    const lines = await run('restore', [file], join(dir, 'target'));
    expect(lines.at(-1)).toMatch(/^Restored /);
    const again = await run('restore', [file], join(dir, 'target'));
    expect(again[0]).toMatch(/^Kept the current database as .*thesis\.db\.before-restore-/);
    expect(readdirSync(join(dir, 'target')).some((name) => name.startsWith('thesis.db.before-restore-'))).toBe(true);
    expect(existsSync(join(dir, 'target', 'thesis.db'))).toBe(true);
  });
});

/** Runs a PostgreSQL client tool; resolves with its exit code and output. */
function tool(command: string, args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((done) => {
    const child = spawn(command, args);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => done({ code: -1, output: error.message }));
    child.on('exit', (code) => done({ code, output }));
  });
}

describeEachDb('backup on PostgreSQL', (ctx) => {
  it.runIf(ctx.dialect === 'postgres')('points to pg_dump and pg_restore', async () => {
    await expect(run('backup', ['x.dump'], ctx.config.dataDir, process.env.TEST_DATABASE_URL)).rejects.toThrow(/pg_dump --format=custom/);
    await expect(run('restore', ['x.dump'], ctx.config.dataDir, process.env.TEST_DATABASE_URL)).rejects.toThrow(/pg_restore/);
  });

  it.runIf(ctx.dialect === 'postgres')('the documented pg_dump / pg_restore commands bring back every row of the schema', async () => {
    const version = await tool('pg_dump', ['--version']);
    if (version.code !== 0) return; // no PostgreSQL client tools on this machine
    const url = process.env.TEST_DATABASE_URL!;
    const schema = ctx.config.database.kind === 'postgres' ? ctx.config.database.schema! : '';
    const session = await signedInUser(ctx);
    for (let i = 0; i < 5; i += 1) {
      expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/processes', headers: session.headers, payload: { name: `Kept ${i}` } })).statusCode).toBe(201);
    }
    const dump = join(mkdtempSync(join(tmpdir(), 'thesis-pgdump-')), 'thesis.dump');
    const dumped = await tool('pg_dump', ['--format=custom', `--schema=${schema}`, `--file=${dump}`, url]);
    expect(dumped.output).toBe('');
    expect(dumped.code).toBe(0);
    await sql.raw(`drop schema "${schema}" cascade`).execute(ctx.db.db);
    const restored = await tool('pg_restore', ['--no-owner', `--dbname=${url}`, dump]);
    expect(restored.code, restored.output).toBe(0);
    const names = await ctx.db.db.selectFrom('processes').select('name').where('user_id', '=', session.user.id).orderBy('name').execute();
    expect(names.map((row) => row.name)).toEqual(['Kept 0', 'Kept 1', 'Kept 2', 'Kept 3', 'Kept 4']);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/processes', headers: session.headers })).statusCode).toBe(200);
    rmSync(dirname(dump), { recursive: true, force: true });
  }, 60_000);
});
