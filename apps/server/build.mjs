// Bundles the server and the operator CLI into dist/ with esbuild. The workspace package
// @thesis/domain (TypeScript source) is bundled in; every npm dependency stays external.
import { build } from 'esbuild';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@thesis/'));

await build({
  entryPoints: { main: 'src/main.ts', cli: 'src/cli/main.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
console.log('server built: apps/server/dist/main.js, apps/server/dist/cli.js');
