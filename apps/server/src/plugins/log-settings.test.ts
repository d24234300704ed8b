import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { waitFor } from '../jobs/test-support';

const here = dirname(fileURLToPath(import.meta.url));

describe('the default log destination (standard output)', () => {
  it('writes error lines at once, gathers request lines, and loses none on exit', { timeout: 30_000 }, async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(here, 'log-writer.fixture.ts')], { stdio: ['pipe', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const lines = () => output.trim().split('\n').filter(Boolean).map((line) => JSON.parse(line) as { reqId: string; msg: string; level: number });
    const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

    child.stdin.write('request\nrequest\nerror\n');
    // The error line is written without waiting; the request lines gathered before it go with it.
    await waitFor(() => lines().some((line) => line.reqId === 'e3'), 10_000);
    expect(lines().map((line) => line.reqId)).toEqual(['r1', 'r2', 'e3']);

    // A lone request line waits for more (a 4 KB block) — a second at most.
    child.stdin.write('request\n');
    await waitFor(() => lines().some((line) => line.reqId === 'r4'), 5_000);

    for (let i = 0; i < 200; i += 1) child.stdin.write('request\n');
    child.stdin.write('exit\n');
    expect(await exited).toBe(0);
    const all = lines();
    expect(all).toHaveLength(204);
    expect(all.at(-1)).toMatchObject({ reqId: 'r204', msg: 'request completed', level: 30 });
  });
});
