import { describe, expect, it } from 'vitest';
import { methodNotAllowedMessage } from '@thesis/domain';
import { describeEachDb } from '../test/build-test-app';
import { signedInUser } from '../test/factories/user';

describeEachDb('a method the address does not take', (ctx) => {
  it('answers 405 with the methods it takes in Allow, before any sign-in check', async () => {
    const session = await signedInUser(ctx);
    for (const headers of [{}, session.headers]) {
      const response = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/users/profile', headers });
      expect(response.statusCode).toBe(405);
      expect(response.headers.allow).toBe('GET, HEAD, PATCH'); // PATCH: /users/{id}
      expect(response.json()).toEqual({ message: methodNotAllowedMessage('DELETE', ['GET', 'HEAD', 'PATCH']) });
    }
    const review = await ctx.app.inject({ method: 'PUT', url: '/api/v1/investment-reviews/0190a000-0000-7000-8000-000000000000' });
    expect(review.statusCode).toBe(405);
    expect(review.headers.allow).toBe('GET, HEAD, PATCH');
  });

  it('still answers 404 for an address no route has', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.headers.allow).toBeUndefined();
  });
});

describe('the 405 message', () => {
  it('names the method and what the address takes', () => {
    expect(methodNotAllowedMessage('PUT', ['GET', 'PATCH'])).toBe('PUT is not allowed here; this address takes GET, PATCH.');
  });
});
