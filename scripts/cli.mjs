// `npm run cli -- <command>`: operator commands against the configured database.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { needsBuild, root } from './build-state.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
if (needsBuild()) {
  const build = spawnSync(npm, ['run', 'build', '-w', '@thesis/server'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const result = spawnSync(process.execPath, [join(root, 'apps/server/dist/cli.js'), ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(result.status ?? 1);
