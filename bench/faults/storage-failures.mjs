// Uploads when the disk is full (507) or the S3 store is down (503): a clear message, no orphan
// row, no partial file, and uploads work again once the store is back.
import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, readdirSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import S3rver from 's3rver';
import { call, freePort, log, serverEnv, signedInInvestor, startServer, stopServer, tempDir } from './support.mjs';

const PNG_HEADER = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** A PNG-signed file of `bytes` bytes (the server checks the first bytes). */
function png(bytes) {
  return Buffer.concat([PNG_HEADER, Buffer.alloc(Math.max(0, bytes - PNG_HEADER.length), 0x20)]);
}

function upload(base, token, bytes) {
  const form = new FormData();
  form.append('collection', 'attachment');
  form.append('file', new Blob([png(bytes)], { type: 'image/png' }), 'chart.png');
  return call(base, 'POST', '/media', { token, body: form });
}

function mediaRows(file) {
  const db = new SQLite(file, { readonly: true });
  try {
    return db.prepare('select count(*) as n from media').get().n;
  } finally {
    db.close();
  }
}

/** Fills the file system holding `dir` to the last byte. */
function fill(dir) {
  const fd = openSync(join(dir, 'filler'), 'w');
  const chunk = Buffer.alloc(64 * 1024, 1);
  try {
    for (let size = chunk.length; size >= 1; ) {
      try {
        writeSync(fd, chunk, 0, size);
      } catch {
        size = Math.floor(size / 2);
      }
    }
  } finally {
    closeSync(fd);
  }
}

const filesUnder = (dir) => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;

/** DATA_DIR on a small tmpfs that is then filled up. Needs permission to mount (root). */
export async function fullDisk() {
  const mount = tempDir('disk');
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=48m', 'tmpfs', mount], { stdio: 'ignore' });
  } catch {
    rmSync(mount, { recursive: true, force: true });
    return { skipped: 'mounting a small tmpfs needs root; run the faults as root to include this scenario', checks: [], problems: [] };
  }
  const dataDir = join(mount, 'data');
  mkdirSync(join(dataDir, 'no-reference'), { recursive: true });
  const env = serverEnv(dataDir, undefined, { REFERENCE_DATA_DIR: join(dataDir, 'no-reference') });
  const server = await startServer(env, await freePort());
  const checks = [];
  try {
    const token = await signedInInvestor(server.base, env, 'disk@example.com');
    const first = await upload(server.base, token, 200_000);
    checks.push({ name: 'an upload works while there is room', ok: first.status === 201, detail: `${first.status}` });
    const db = join(dataDir, 'thesis.db');
    const rowsBefore = mediaRows(db);
    const filesBefore = filesUnder(join(dataDir, 'media'));
    fill(mount);
    log('disk full');
    const refused = await upload(server.base, token, 400_000);
    checks.push({ name: 'an upload to a full disk answers 507 with a message', ok: refused.status === 507 && typeof refused.body?.message === 'string', detail: `${refused.status} ${JSON.stringify(refused.body)}` });
    const filesAfter = filesUnder(join(dataDir, 'media'));
    const write = await call(server.base, 'POST', '/processes', { token, body: { name: 'Written on a full disk' } });
    checks.push({
      name: 'a database write on the full disk answers 201 or 507, never 500',
      ok: write.status === 201 || write.status === 507,
      detail: `${write.status} ${JSON.stringify(write.body?.message ?? '')}${write.status >= 500 && write.status !== 507 ? ` — ${server.errors().at(-1)?.slice(0, 400) ?? ''}` : ''}`,
    });
    const ready = await call(server.base, 'GET', '/readyz');
    checks.push({ name: 'reads keep working (/readyz 200)', ok: ready.status === 200, detail: `${ready.status}` });
    rmSync(join(mount, 'filler'));
    // Counted once there is room again (a reader needs a little space for its lock files).
    const rowsAfter = mediaRows(db);
    checks.push({ name: 'the refused upload left no media row and no partial file', ok: rowsAfter === rowsBefore && filesAfter === filesBefore, detail: `rows ${rowsBefore} → ${rowsAfter}, files ${filesBefore} → ${filesAfter}` });
    const again = await upload(server.base, token, 200_000);
    checks.push({ name: 'uploads work again once there is room', ok: again.status === 201, detail: `${again.status}` });
    await stopServer(server);
    const check = new SQLite(db, { readonly: true });
    const integrity = check.pragma('integrity_check', { simple: true });
    check.close();
    checks.push({ name: 'the database is intact afterwards', ok: integrity === 'ok', detail: String(integrity) });
  } finally {
    await stopServer(server);
    // Lazily: a file still open somewhere must not turn a result into an unmount error.
    execFileSync('umount', ['-l', mount]);
    rmSync(mount, { recursive: true, force: true });
  }
  return { checks, problems: checks.filter((check) => !check.ok).map((check) => `${check.name}: ${check.detail}`) };
}

/** Uploads to an S3-compatible server (s3rver) that goes away and comes back. */
export async function failingS3() {
  const dir = tempDir('s3');
  const s3Port = await freePort();
  const s3Options = { address: '127.0.0.1', port: s3Port, silent: true, directory: join(dir, 's3'), configureBuckets: [{ name: 'thesis-media' }] };
  let s3 = new S3rver(s3Options);
  await s3.run();
  mkdirSync(join(dir, 'no-reference'));
  const env = serverEnv(join(dir, 'data'), undefined, {
    REFERENCE_DATA_DIR: join(dir, 'no-reference'),
    S3_BUCKET: 'thesis-media', S3_ENDPOINT: `http://127.0.0.1:${s3Port}`, S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER', S3_FORCE_PATH_STYLE: 'true',
  });
  const server = await startServer(env, await freePort());
  const checks = [];
  const stopS3 = async () => {
    s3.httpServer?.closeAllConnections();
    await s3.close();
  };
  try {
    const token = await signedInInvestor(server.base, env, 's3@example.com');
    const first = await upload(server.base, token, 50_000);
    checks.push({ name: 'an upload to S3 works', ok: first.status === 201, detail: `${first.status}` });
    const db = join(dir, 'data', 'thesis.db');
    const rowsBefore = mediaRows(db);
    await stopS3();
    const refused = await upload(server.base, token, 50_000);
    checks.push({ name: 'an upload while S3 is down answers 503 with a message', ok: refused.status === 503 && typeof refused.body?.message === 'string', detail: `${refused.status} ${JSON.stringify(refused.body)} in ${refused.ms.toFixed(0)} ms` });
    checks.push({ name: 'it leaves no media row', ok: mediaRows(db) === rowsBefore, detail: `rows ${rowsBefore} → ${mediaRows(db)}` });
    s3 = new S3rver(s3Options);
    await s3.run();
    const again = await upload(server.base, token, 50_000);
    checks.push({ name: 'uploads work again once S3 is back', ok: again.status === 201, detail: `${again.status}` });
  } finally {
    await stopServer(server);
    await stopS3().catch(() => undefined);
    rmSync(dir, { recursive: true, force: true });
  }
  return { checks, problems: checks.filter((check) => !check.ok).map((check) => `${check.name}: ${check.detail}`) };
}
