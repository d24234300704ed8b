import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../../..');

describe('the Node flags the server runs with', () => {
  it('are the same in the Docker image as for npm start and the benchmarks (scripts/server-flags.mjs)', async () => {
    const { SERVER_NODE_FLAGS } = (await import(pathToFileURL(join(root, 'scripts/server-flags.mjs')).href)) as { SERVER_NODE_FLAGS: string[] };
    const cmd = readFileSync(join(root, 'Dockerfile'), 'utf8').split('\n').find((line) => line.startsWith('CMD '));
    expect(SERVER_NODE_FLAGS).toContain('--max-semi-space-size=64');
    expect(JSON.parse(cmd!.slice(4))).toEqual(['node', ...SERVER_NODE_FLAGS, 'apps/server/dist/main.js']);
  });
});
