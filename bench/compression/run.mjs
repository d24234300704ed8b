// Compression settings on the app's real answers (`npm run bench -- compression`): seeds the
// benchmark workload, saves the search, review and screen answers uncompressed, then times each
// setting on them (time.ts, with the server's own brotli settings). Prints Markdown.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRepo, repoRoot, signIn, startApp } from '../support/app.mjs';
import { routesFor, seedWorkload } from '../support/workload.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const started = Date.now();
const log = (message) => console.error(`[${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);

buildRepo(log);
const dir = mkdtempSync(join(tmpdir(), 'thesis-compression-'));
try {
  const files = [];
  const app = await startApp({ dialect: 'sqlite', log });
  try {
    const token = await signIn(app);
    const routes = routesFor(await seedWorkload(app.bases[0], token, { reviews: 300, log }));
    for (const name of ['search', 'review', 'screen']) {
      const response = await fetch(`${app.bases[0]}${routes[name][0].path}`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' } });
      if (!response.ok) throw new Error(`${name}: ${response.status}`);
      const file = join(dir, `${name}.json`);
      writeFileSync(file, Buffer.from(await response.arrayBuffer()));
      files.push(file);
    }
  } finally {
    await app.stop();
  }
  log('timing');
  const timed = spawnSync(process.execPath, ['--import', 'tsx', join(here, 'time.ts'), ...files], { cwd: repoRoot, encoding: 'utf8' });
  if (timed.status !== 0) throw new Error(`time.ts failed:\n${timed.stdout}\n${timed.stderr}`);
  console.log(`Compression of the app's answers, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}; median of 5 runs of 300 calls.\n`);
  console.log(timed.stdout.trim());
} finally {
  rmSync(dir, { recursive: true, force: true });
}
