// `npm test`: unit and API tests (SQLite, plus PostgreSQL when TEST_DATABASE_URL is set), then the
// browser journeys in Debian Chromium against the freshly built app.
import { spawnSync } from 'node:child_process';
import { root } from './build-state.mjs';

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';

function run(label, command, args, options = {}) {
  console.log(`\n== ${label}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`\n${label} failed.`);
    process.exit(result.status ?? 1);
  }
}

console.log(process.env.TEST_DATABASE_URL ? 'API tests run on SQLite and PostgreSQL.' : 'API tests run on SQLite (set TEST_DATABASE_URL to add PostgreSQL).');
run('unit and API tests (vitest)', npx, ['vitest', 'run']);
run('build', npm, ['run', 'build']);
run('size budgets (first-page JavaScript, OpenAPI document)', process.execPath, ['scripts/budgets.mjs']);
run('browser tests (playwright, chromium)', npx, ['playwright', 'test', '--config', 'e2e/playwright.config.ts']);
