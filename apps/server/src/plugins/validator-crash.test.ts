import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { MESSAGES } from '@thesis/domain';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';

it('answers 422, not 500, when a request schema throws on input it did not expect', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'thesis-validator-'));
  const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789', LOG_LEVEL: 'silent' });
  const db = openDatabase(config.database);
  const app = await buildApp({ config, db, logger: false });
  // A refinement with a bug: it reads a field of whatever it is given.
  const careless = z.unknown().superRefine((value) => {
    if ((value as { settings: { min: number } }).settings.min > 0) throw new Error('unreachable');
  });
  app.withTypeProvider<ZodTypeProvider>().post('/probe', { schema: { body: careless } }, () => ({ data: {} }));
  try {
    await app.ready();
    const crashed = await app.inject({ method: 'POST', url: '/probe', payload: { other: 1 } });
    expect(crashed.statusCode).toBe(422);
    expect(crashed.json()).toEqual({ message: MESSAGES.validationFailed, errors: { body: [MESSAGES.validationFailed] } });
    // Ordinary validation errors keep their own messages.
    const invalid = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'nope' } });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.email).toEqual([MESSAGES.invalidEmail]);
  } finally {
    await app.close();
    await db.destroy();
    rmSync(dataDir, { recursive: true, force: true });
  }
});
