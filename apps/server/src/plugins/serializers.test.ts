import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type RouteOptions } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dataEnvelope, MESSAGES, userSchema } from '@thesis/domain';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { registerErrorHandling } from './errors';
import { compiledSerializers, compileSerializer } from './serializers';

const user = {
  id: '0190c0de-0000-7000-8000-000000000001',
  username: 'ann',
  email: 'ann@example.com',
  confirmed: true,
  first_name: 'Ann',
  last_name: null,
  display_name: 'Ann',
  updated_at: '2026-11-20T10:00:00.000Z',
  created_at: '2026-11-01T10:00:00.000Z',
  avatar: { id: 'm1', url: '/api/v1/media/m1?sig=abc' },
  default_process_id: null,
  default_screen_id: null,
  company_id: null,
  current_team_id: null,
  dashboard_view_type: 'grid',
  side_nav_collapsed: false,
  reporting_currency: 'USD',
  trial_ends_at: null,
  trial: { days_left: null, active: false },
  roles: ['investor'],
  is_global_sharer: false,
};

/** A route that answers a row straight from the database: far more than its schema lets out. */
async function appAnswering(payload: unknown, validate: boolean) {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledSerializers({ validate }));
  registerErrorHandling(app);
  const answer = z.object({
    data: z.object({ id: z.string(), email: z.string(), first_name: z.string().nullable(), teams: z.array(z.object({ id: z.string(), role: z.string() })), settings: z.record(z.string(), z.number()) }),
  });
  app.withTypeProvider<ZodTypeProvider>().get('/leaky', { schema: { response: { 200: answer } } }, () => payload as z.infer<typeof answer>);
  await app.ready();
  return app;
}

describe('compiled response serializers', () => {
  it('writes only the fields the schema lists: no password hash or token leaves, however deep', async () => {
    const row = {
      id: 'u1',
      email: 'ann@example.com',
      first_name: null,
      password_hash: '$argon2id$v=19$secret',
      refresh_token: 'rt-secret',
      teams: [{ id: 't1', role: 'teamEditor', invite_token: 'it-secret' }],
      settings: { alerts: 3 },
    };
    const app = await appAnswering({ data: row, meta_secret: 'x' }, false);
    const response = await app.inject({ method: 'GET', url: '/leaky' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { id: 'u1', email: 'ann@example.com', first_name: null, teams: [{ id: 't1', role: 'teamEditor' }], settings: { alerts: 3 } } });
    expect(response.body).not.toMatch(/secret/);
    await app.close();
  });

  it('with validation on (tests, development), an answer that breaks its schema is a 500, not a silent change', async () => {
    const app = await appAnswering({ data: { id: 'u1', email: 42, first_name: null, teams: [], settings: {} } }, true);
    const response = await app.inject({ method: 'GET', url: '/leaky' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: MESSAGES.serverError });
    await app.close();
  });

  it('writes the same JSON as JSON.stringify for a real domain answer, nullable fields included', () => {
    const schema = dataEnvelope(userSchema);
    const stringify = compileSerializer(schema);
    const answer = schema.parse({ data: user });
    expect(JSON.parse(stringify(answer))).toEqual(answer);
    expect(JSON.parse(stringify({ data: { ...user, avatar: null, password_hash: 'x' } }))).toEqual({ data: { ...user, avatar: null } });
  });

  it('compiles the serializer of every answer of every route', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'thesis-serializers-'));
    const config = loadConfig({ DATA_DIR: dir, JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789', NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const db = openDatabase(config.database);
    const routes: RouteOptions[] = [];
    const app = await buildApp({ config, db, logger: false, onRoute: (route) => void routes.push(route) });
    try {
      const answers = routes.flatMap((route) => Object.entries((route.schema?.response ?? {}) as Record<string, unknown>).map(([status, schema]) => ({ route: `${String(route.method)} ${route.url} ${status}`, schema })));
      const zodAnswers = answers.filter(({ schema }) => schema instanceof z.ZodType);
      expect(zodAnswers.length).toBeGreaterThan(300);
      const broken = zodAnswers.filter(({ schema }) => {
        try {
          compileSerializer(schema as z.ZodType);
          return false;
        } catch {
          return true;
        }
      });
      expect(broken.map(({ route }) => route)).toEqual([]);
    } finally {
      await app.close();
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
