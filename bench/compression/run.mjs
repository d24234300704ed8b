// Compression settings on the app's real answers (`npm run bench -- compression`): seeds the
// benchmark workload, fetches the search, review and screen answers uncompressed, then times
// brotli (quality 0–2, window sized to the answer as the server does) and gzip (levels 1 and 6)
// on each, in this process. Prints Markdown: bytes out and milliseconds a call (median of 5 × 300).
import { constants, brotliCompressSync, gzipSync } from 'node:zlib';
import { buildRepo, signIn, startApp } from '../support/app.mjs';
import { routesFor, seedWorkload } from '../support/workload.mjs';

const started = Date.now();
const log = (message) => console.error(`[${((Date.now() - started) / 1000).toFixed(0)}s] ${message}`);

function brotli(quality) {
  return (body) => {
    const window = Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(body.length)) + 1));
    return brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length, [constants.BROTLI_PARAM_LGWIN]: window } });
  };
}
const VARIANTS = { 'brotli 0': brotli(0), 'brotli 1': brotli(1), 'brotli 2': brotli(2), 'gzip 1': (body) => gzipSync(body, { level: 1 }), 'gzip 6': (body) => gzipSync(body) };

function msPerCall(compress, body) {
  for (let i = 0; i < 100; i += 1) compress(body);
  const runs = [];
  for (let run = 0; run < 5; run += 1) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < 300; i += 1) compress(body);
    runs.push(Number(process.hrtime.bigint() - start) / 300 / 1e6);
  }
  return runs.sort((a, b) => a - b)[2];
}

buildRepo(log);
const app = await startApp({ dialect: 'sqlite', log });
const answers = {};
try {
  const token = await signIn(app);
  const routes = routesFor(await seedWorkload(app.bases[0], token, { reviews: 300, log }));
  for (const name of ['search', 'review', 'screen']) {
    const response = await fetch(`${app.bases[0]}${routes[name][0].path}`, { headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' } });
    if (!response.ok) throw new Error(`${name}: ${response.status}`);
    answers[name] = Buffer.from(await response.arrayBuffer());
  }
} finally {
  await app.stop();
}
const lines = ['| Answer | bytes | ' + Object.keys(VARIANTS).map((name) => `${name}: bytes, ms`).join(' | ') + ' |', `|---|---|${Object.keys(VARIANTS).map(() => '---|').join('')}`];
for (const [name, body] of Object.entries(answers)) {
  const cells = Object.values(VARIANTS).map((compress) => `${compress(body).length.toLocaleString('en-US')}, ${msPerCall(compress, body).toFixed(3)}`);
  lines.push(`| ${name} | ${body.length.toLocaleString('en-US')} | ${cells.join(' | ')} |`);
}
console.log(`Compression of the app's answers, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}; median of 5 runs of 300 calls.\n`);
console.log(lines.join('\n'));
