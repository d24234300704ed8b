// Fault scripts (`npm run bench -- faults`), each self-checking: kill -9 during a write burst
// (SQLite WAL and PostgreSQL), a PostgreSQL restart under load, a full disk and a failing S3 on
// upload. Prints the results and writes them to docs/benchmarks.md (between the faults markers);
// exits 1 when a check fails.
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { crashBurst } from './crash-burst.mjs';
import { pgRestart } from './pg-restart.mjs';
import { failingS3, fullDisk } from './storage-failures.mjs';
import { buildServer, freshSchema, log, privateCluster, root } from './support.mjs';

const START = '<!-- faults:start -->';
const END = '<!-- faults:end -->';

function crashSection(result) {
  const { totals } = result;
  return {
    name: `kill -9 during a write burst (${result.dialect === 'sqlite' ? 'SQLite, WAL' : 'PostgreSQL'})`,
    checks: [
      {
        name: `every acknowledged write is there after ${totals.kills} kills and restarts; nothing half-written${result.dialect === 'sqlite' ? '; integrity_check and foreign_key_check clean' : ''}`,
        ok: result.problems.length === 0,
        detail: `${totals.writes} acknowledged writes by 6 concurrent clients (${totals.notes} notes, ${totals.decisions} decisions made, item score+comment and holding updates); restart to ready ${totals.restartMs.join(' / ')} ms${result.problems.length ? `; ${result.problems.slice(0, 5).join('; ')}` : ''}`,
      },
    ],
  };
}

const sections = [];
const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');
const loadBefore = load();
buildServer();

log('SQLite: kill -9 during a write burst');
sections.push(crashSection(await crashBurst('sqlite')));

let cluster;
try {
  cluster = await privateCluster();
  log(`private PostgreSQL cluster at ${cluster.url}`);
} catch (error) {
  log(`no private PostgreSQL cluster (${error.message.split('\n')[0]})`);
}
if (cluster) {
  try {
    log('PostgreSQL: kill -9 during a write burst');
    const schema = await freshSchema(cluster.url, 'thesis_crash');
    sections.push(crashSection(await crashBurst('postgres', schema)));
    await schema.drop();
    log('PostgreSQL: restart under load');
    const restart = await pgRestart(cluster);
    sections.push({ name: `PostgreSQL stopped for ${(restart.downMs / 1000).toFixed(1)} s and started again under load (8 clients)`, checks: restart.checks });
  } finally {
    await cluster.destroy();
  }
} else {
  sections.push({ name: 'PostgreSQL scenarios', skipped: 'could not start a private PostgreSQL cluster (needs initdb/pg_ctl; PG_BIN names their folder)', checks: [] });
}

log('full disk on upload');
const disk = await fullDisk();
sections.push({ name: 'full disk on upload (SQLite, local files, DATA_DIR on a 48 MB tmpfs)', skipped: disk.skipped, checks: disk.checks });
log('failing S3 on upload');
sections.push({ name: 'failing S3 on upload (s3rver stopped and started again)', checks: (await failingS3()).checks });

const failed = sections.flatMap((section) => section.checks.filter((check) => !check.ok));
const lines = [
  START,
  `Last run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${cpus().length} cores (${cpus()[0]?.model.trim()}), Node ${process.version}, load average ${loadBefore} → ${load()}. ` +
    `${failed.length === 0 ? 'Every check passed.' : `${failed.length} check(s) FAILED.`}`,
  '',
];
for (const section of sections) {
  lines.push(`**${section.name}**${section.skipped ? ` — skipped: ${section.skipped}` : ''}`, '');
  if (section.checks.length > 0) {
    lines.push('| Check | Result | Measured |', '|---|---|---|');
    for (const check of section.checks) lines.push(`| ${check.name} | ${check.ok ? 'pass' : '**FAIL**'} | ${String(check.detail).replaceAll('|', '\\|')} |`);
    lines.push('');
  }
}
lines.push(END);
const report = lines.join('\n');
console.log(report);

const file = join(root, 'docs/benchmarks.md');
const doc = readFileSync(file, 'utf8');
const from = doc.indexOf(START);
const to = doc.indexOf(END);
if (from >= 0 && to > from) {
  writeFileSync(file, `${doc.slice(0, from)}${report}${doc.slice(to + END.length)}`);
  log('results written to docs/benchmarks.md');
} else {
  log('docs/benchmarks.md has no faults markers: results not written');
}
process.exit(failed.length === 0 ? 0 : 1);
