import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Item, ItemKind, Process } from '@thesis/domain';
import type { TestContext } from '../../test/build-test-app';
import type { Session } from '../../test/factories/user';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** app.inject against /api/v1 as `session` (or anonymously). */
export function call(ctx: TestContext, session: Session | null, method: Method, path: string, payload?: unknown): Promise<LightMyRequestResponse> {
  return ctx.app.inject({ method, url: `/api/v1${path}`, headers: session?.headers ?? {}, ...(payload === undefined ? {} : { payload: payload as object }) });
}

/** The `data` of a response, after checking its status. */
export function dataOf<T>(response: LightMyRequestResponse, status = 200): T {
  expect(response.statusCode, response.body).toBe(status);
  return response.json<{ data: T }>().data;
}

export async function createProcess(ctx: TestContext, session: Session, payload: Record<string, unknown> = {}): Promise<Process> {
  return dataOf<Process>(await call(ctx, session, 'POST', '/processes', { name: 'Quality', ...payload }), 201);
}

export async function createItem(ctx: TestContext, session: Session, kind: ItemKind, payload: Record<string, unknown> = {}): Promise<Item> {
  return dataOf<Item>(await call(ctx, session, 'POST', `/${kind}s`, { name: `A ${kind}`, type: 'Qualitative5pt', ...payload }), 201);
}

export async function getProcess(ctx: TestContext, session: Session, id: string, include = 'factors.checklists.questions'): Promise<Process> {
  return dataOf<Process>(await call(ctx, session, 'GET', `/processes/${id}?include=${include}`));
}

export async function defaultProcessIdOf(ctx: TestContext, userId: string): Promise<string | null> {
  const row = await ctx.db.db.selectFrom('users').select('default_process_id').where('id', '=', userId).executeTakeFirstOrThrow();
  return row.default_process_id;
}

/** The field errors of a 422. */
export function errorsOf(response: LightMyRequestResponse): Record<string, string[]> {
  expect(response.statusCode, response.body).toBe(422);
  return response.json<{ errors: Record<string, string[]> }>().errors;
}

export const MISSING_ID = '01900000-0000-7000-8000-000000000000';
