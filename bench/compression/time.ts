// Times compression settings on saved answers (run by bench/compression/run.mjs): brotli with the
// server's own settings (plugins/compression.ts) at qualities 0–2, and gzip at levels 1 and 6.
// Prints a Markdown table: bytes out and milliseconds a call (median of 5 runs of 300 calls).
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { brotliOptions } from '../../apps/server/src/plugins/compression';

type Compress = (body: Buffer) => Buffer;
const brotli = (quality: number): Compress => (body) => brotliCompressSync(body, brotliOptions(body.length, quality));
const VARIANTS: Record<string, Compress> = { 'brotli 0': brotli(0), 'brotli 1': brotli(1), 'brotli 2': brotli(2), 'gzip 1': (body) => gzipSync(body, { level: 1 }), 'gzip 6': (body) => gzipSync(body) };

function msPerCall(compress: Compress, body: Buffer): number {
  for (let i = 0; i < 100; i += 1) compress(body);
  const runs: number[] = [];
  for (let run = 0; run < 5; run += 1) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < 300; i += 1) compress(body);
    runs.push(Number(process.hrtime.bigint() - start) / 300 / 1e6);
  }
  return runs.sort((a, b) => a - b)[2]!;
}

const lines = [`| Answer | bytes | ${Object.keys(VARIANTS).map((name) => `${name}: bytes, ms`).join(' | ')} |`, `|---|---|${Object.keys(VARIANTS).map(() => '---|').join('')}`];
for (const file of process.argv.slice(2)) {
  const body = readFileSync(file);
  const cells = Object.values(VARIANTS).map((compress) => `${compress(body).length.toLocaleString('en-US')}, ${msPerCall(compress, body).toFixed(3)}`);
  lines.push(`| ${basename(file, '.json')} | ${body.length.toLocaleString('en-US')} | ${cells.join(' | ')} |`);
}
console.log(lines.join('\n'));
