// Decides whether the built app is missing or older than its sources.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const targets = [
  { output: 'apps/web/dist/index.html', inputs: ['apps/web/src', 'apps/web/index.html', 'apps/web/public', 'apps/web/vite.config.ts', 'apps/web/build', 'packages/domain/src'] },
  { output: 'apps/server/dist/main.js', inputs: ['apps/server/src', 'apps/server/build.mjs', 'packages/domain/src'] },
];

/** True when any build output is missing or older than one of its inputs. */
export function needsBuild() {
  return targets.some(({ output, inputs }) => {
    const outputPath = join(root, output);
    if (!existsSync(outputPath)) return true;
    const built = statSync(outputPath).mtimeMs;
    return inputs.some((input) => newestMtime(join(root, input)) > built);
  });
}
