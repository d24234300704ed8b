// `npm start`: builds what is not built yet, then migrates and serves API + web on one port.
import { spawnSync, spawn } from 'node:child_process';
import { join } from 'node:path';
import { needsBuild, root } from './build-state.mjs';
import { SERVER_NODE_FLAGS } from './server-flags.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
if (needsBuild()) {
  console.log('Building Thesis (web app and server)…');
  const build = spawnSync(npm, ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, join(root, 'apps/server/dist/main.js')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
