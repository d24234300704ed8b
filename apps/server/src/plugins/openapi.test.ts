import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_DIALECTS } from '../test/build-test-app';
import { operationIdFor } from './openapi-operations';

interface Operation {
  operationId?: string;
  parameters?: unknown[];
  security?: unknown[];
  responses: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown>; responses: Record<string, unknown> };
}

// Models, parameters and answers that repeat are shared components, so a model inlined again fails
// here: the document's budget, which `npm test` also checks on the built server (scripts/budgets.mjs).
const OPENAPI_BUDGET_BYTES = (JSON.parse(readFileSync(new URL('../../../../scripts/openapi-budget.json', import.meta.url), 'utf8')) as { bytes: number }).bytes;

describe('OpenAPI document', () => {
  let built: Awaited<ReturnType<typeof createTestApp>>;
  let text: string;
  let document: Document;
  const operations = () => Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ name: `${method.toUpperCase()} ${path}`, ...operation })));

  beforeAll(async () => {
    built = await createTestApp(TEST_DIALECTS[0] ?? 'sqlite');
    const response = await built.app.inject({ method: 'GET', url: '/api/docs/json' });
    text = response.body;
    document = JSON.parse(text) as Document;
  });
  afterAll(async () => {
    await built.close();
  });

  it(`stays within ${OPENAPI_BUDGET_BYTES / 1024} KB by sharing its models as components`, () => {
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(OPENAPI_BUDGET_BYTES);
    expect(Object.keys(document.components.schemas)).toEqual(expect.arrayContaining(['Review', 'ErrorResponse', 'User']));
    const review = document.paths['/api/v1/investment-reviews/{id}']!.get!;
    expect(review.responses['200']).toEqual({ $ref: '#/components/responses/ReviewAnswer' });
    expect(JSON.stringify(document.components.responses.ReviewAnswer)).toContain('"$ref":"#/components/schemas/Review"');
    expect(review.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
    expect(JSON.stringify(review.parameters)).toContain('"$ref":"#/components/parameters/Id');
  });

  it('describes every tag it uses, every answer, and names its parameters by use', () => {
    const described = (document as unknown as { tags: { name: string; description: string }[] }).tags;
    const used = new Set(operations().flatMap((operation) => (operation as { tags?: string[] }).tags ?? []));
    expect([...used].filter((tag) => !described.some((entry) => entry.name === tag))).toEqual([]);
    expect(described.every((entry) => entry.description.length > 10)).toBe(true);
    expect(text).not.toContain('Default Response');
    expect(Object.keys(document.components.responses ?? {}).concat(Object.keys((document.components as { parameters?: object }).parameters ?? {})).filter((name) => /\d$/.test(name))).toEqual([]);
  });

  it('gives every operation a unique operationId and a security requirement', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(100);
    expect(all.filter((operation) => !operation.operationId).map((operation) => operation.name)).toEqual([]);
    expect(new Set(all.map((operation) => operation.operationId)).size).toBe(all.length);
    expect(all.filter((operation) => !Array.isArray(operation.security)).map((operation) => operation.name)).toEqual([]);
    expect(document.paths['/api/v1/login']!.post!.security).toEqual([]);
    expect(document.paths['/api/v1/users/profile']!.get!.security).toEqual([{ bearerAuth: [] }]);
  });

  it('names operations after their method and path', () => {
    expect(operationIdFor('GET', '/api/v1/investment-reviews/:id/models')).toBe('getInvestmentReviewsByIdModels');
    expect(operationIdFor('PUT', '/api/v1/screens/:id/reorder_factors_positions')).toBe('putScreensByIdReorderFactorsPositions');
    expect(operationIdFor('GET', '/healthz')).toBe('getHealthz');
    expect(operationIdFor('DELETE', '/api/v1/media/:id?')).toBe('deleteMediaById');
    expect(document.paths['/api/v1/investment-reviews/{id}']!.get!.operationId).toBe('getInvestmentReviewsById');
  });

  it('passes the Redocly recommended rules without an error', () => {
    const dir = mkdtempSync(join(tmpdir(), 'thesis-openapi-'));
    try {
      const file = join(dir, 'openapi.json');
      writeFileSync(file, text);
      const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
      const result = spawnSync(process.execPath, [cli, 'lint', '--format=summary', file], {
        encoding: 'utf8',
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      });
      const output = `${result.stdout}\n${result.stderr}`;
      expect(output, output).not.toMatch(/^error\s/m);
      expect(result.status, output).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
