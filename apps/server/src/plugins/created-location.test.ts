import { describe, expect, it } from 'vitest';
import { describeEachDb } from '../test/build-test-app';
import { signedInUser } from '../test/factories/user';
import { createdResourceRoute } from './created-location';

describeEachDb('Location on what a POST created', (ctx) => {
  it('points at the created resource, which answers there', async () => {
    const session = await signedInUser(ctx);
    const created = await ctx.app.inject({ method: 'POST', url: '/api/v1/screens', headers: session.headers, payload: { name: 'Cheap quality' } });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ data: { id: string } }>().data.id;
    expect(created.headers.location).toBe(`/api/v1/screens/${id}`);
    const read = await ctx.app.inject({ method: 'GET', url: String(created.headers.location), headers: session.headers });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.id).toBe(id);
  });
});

describe('createdResourceRoute', () => {
  const gets = new Set(['/api/v1/screens/:id', '/api/v1/processes/:id']);
  it('reads a collection item, a copy at its kind, and nothing else', () => {
    expect(createdResourceRoute('/api/v1/screens', gets)).toBe('/api/v1/screens/:id');
    expect(createdResourceRoute('/api/v1/replicates/processes/:id', gets)).toBe('/api/v1/processes/:id');
    expect(createdResourceRoute('/api/v1/sharings', gets)).toBeNull();
  });
});
