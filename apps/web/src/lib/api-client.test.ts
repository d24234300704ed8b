import { MESSAGES } from '@thesis/domain';
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { createApiClient, type ApiClientDeps } from './api-client';
import { ApiError } from './api-error';

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };
type Route = (init: RequestInit) => Reply | Promise<Reply>;

function json(status: number, body?: unknown, headers: Record<string, string> = {}): Reply {
  return { status, body, headers };
}

/** A fetch double: each path answers from its queue of handlers (the last one repeats). */
function fakeServer(routes: Record<string, Route[]>) {
  const calls: { path: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const path = String(input).replace('/api/v1', '').split('?')[0]!;
    calls.push({ path, init });
    const queue = routes[path];
    if (!queue || queue.length === 0) throw new TypeError('Failed to fetch');
    const handler = queue.length > 1 ? queue.shift()! : queue[0]!;
    const reply = await handler(init);
    const text = reply.body === undefined ? '' : JSON.stringify(reply.body);
    return new Response(reply.status === 204 ? null : text, { status: reply.status, headers: reply.headers });
  });
  return { fetch, calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

function bearer(init: RequestInit): string | undefined {
  return (init.headers as Record<string, string> | undefined)?.Authorization;
}

let token: string | null;
let deps: ApiClientDeps & { notify: Mock<(message: string) => void>; onSessionExpired: Mock<() => void>; onSuspended: Mock<() => void> };

function client(server: ReturnType<typeof fakeServer>) {
  return createApiClient({ ...deps, fetch: server.fetch as unknown as typeof fetch });
}

beforeEach(() => {
  token = 'old';
  deps = {
    getToken: () => token,
    onRefreshStart: vi.fn(),
    onRefreshed: vi.fn((fresh: string) => {
      token = fresh;
    }),
    onRefreshError: vi.fn(),
    onSessionExpired: vi.fn<() => void>(),
    onSuspended: vi.fn<() => void>(),
    notify: vi.fn<(message: string) => void>(),
  };
});

const refreshed = (fresh = 'new'): Route => () => json(200, { data: { access_token: fresh, refresh_token: 'r', token_type: 'Bearer', expires_in: 900 } });
const unauthorized: Route = () => json(401, { message: 'Unauthenticated.' });
const ok: Route = (init) => json(200, { data: { seenToken: bearer(init) } });

describe('API client: 401 → refresh → retry (spec §8)', () => {
  it('sends the bearer token and returns the body', async () => {
    const server = fakeServer({ '/users/profile': [ok] });
    await expect(client(server).get('/users/profile')).resolves.toEqual({ data: { seenToken: 'Bearer old' } });
    expect(server.calls[0]!.init.credentials).toBe('include');
  });

  it('refreshes once and retries the call with the new token', async () => {
    const server = fakeServer({ '/users/profile': [unauthorized, ok], '/refresh': [refreshed()] });
    await expect(client(server).get('/users/profile')).resolves.toEqual({ data: { seenToken: 'Bearer new' } });
    expect(server.callsTo('/refresh')).toHaveLength(1);
    const refreshCall = server.callsTo('/refresh')[0]!.init;
    expect(refreshCall.method).toBe('POST');
    expect(refreshCall.credentials).toBe('include');
    expect(refreshCall.body).toBeUndefined();
    expect(deps.onRefreshStart).toHaveBeenCalledOnce();
    expect(deps.onRefreshed).toHaveBeenCalledWith('new');
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slowRefresh: Route = async () => {
      await gate;
      return refreshed('shared')({});
    };
    const stale: Route = (init) => (bearer(init) === 'Bearer shared' ? ok(init) : unauthorized(init));
    const server = fakeServer({ '/a': [stale], '/b': [stale], '/c': [stale], '/refresh': [slowRefresh] });
    const api = client(server);
    const pending = Promise.all([api.get('/a'), api.get('/b'), api.get('/c')]);
    await vi.waitFor(() => expect(server.callsTo('/refresh')).toHaveLength(1));
    release();
    await expect(pending).resolves.toEqual([
      { data: { seenToken: 'Bearer shared' } },
      { data: { seenToken: 'Bearer shared' } },
      { data: { seenToken: 'Bearer shared' } },
    ]);
    expect(server.callsTo('/refresh')).toHaveLength(1);
    expect(deps.onRefreshed).toHaveBeenCalledOnce();
  });

  it('reuses a token refreshed meanwhile instead of refreshing again', async () => {
    const server = fakeServer({ '/late': [unauthorized, ok], '/refresh': [refreshed()] });
    const api = client(server);
    const late = api.get('/late'); // sent with "old"
    token = 'already-new'; // another call refreshed while this one was in flight
    await expect(late).resolves.toEqual({ data: { seenToken: 'Bearer already-new' } });
    expect(server.callsTo('/refresh')).toHaveLength(0);
  });

  it.each([401, 400])('signs out when /refresh answers %i, without a toast', async (status) => {
    const server = fakeServer({ '/a': [unauthorized], '/b': [unauthorized], '/refresh': [() => json(status, { message: 'nope' })] });
    const api = client(server);
    const results = await Promise.allSettled([api.get('/a'), api.get('/b')]);
    expect(deps.onSessionExpired).toHaveBeenCalledOnce();
    for (const result of results) {
      expect(result.status).toBe('rejected');
      const reason = (result as PromiseRejectedResult).reason as ApiError;
      expect(reason).toBeInstanceOf(ApiError);
      expect(reason.sessionExpired).toBe(true);
    }
    expect(deps.notify).not.toHaveBeenCalled();
    expect(server.callsTo('/a')).toHaveLength(1);
  });

  it('never refreshes for the sign-in family of calls', async () => {
    const server = fakeServer({ '/login': [() => json(401, { message: 'Unauthenticated.' })], '/refresh': [refreshed()] });
    await expect(client(server).post('/login', { email: 'a@b.c', password: 'x' })).rejects.toMatchObject({ status: 401 });
    expect(server.callsTo('/refresh')).toHaveLength(0);
  });

  it('keeps the session when the refresh fails for another reason', async () => {
    const server = fakeServer({ '/a': [unauthorized], '/refresh': [() => json(503, { message: 'Down for maintenance' })] });
    await expect(client(server).get('/a')).rejects.toMatchObject({ status: 503 });
    expect(deps.notify).toHaveBeenCalledWith(MESSAGES.genericError);
    expect(deps.onSessionExpired).not.toHaveBeenCalled();
    expect(deps.onRefreshError).toHaveBeenCalledOnce();
  });
});

describe('API client: other answers (spec §8)', () => {
  it('passes 409 to the caller without a message', async () => {
    const server = fakeServer({ '/login': [() => json(409, { message: MESSAGES.notVerified })] });
    const error = await client(server).post('/login', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it("shows each field's messages of a 422 as a toast", async () => {
    const errors = { email: [MESSAGES.emailTaken], username: [MESSAGES.usernameTaken, 'Second reason.'] };
    const server = fakeServer({ '/register': [() => json(422, { message: MESSAGES.emailTaken, errors })] });
    await expect(client(server).post('/register', {})).rejects.toMatchObject({ status: 422, fieldErrors: errors });
    expect(deps.notify.mock.calls).toEqual([[MESSAGES.emailTaken], [`${MESSAGES.usernameTaken} Second reason.`]]);
  });

  it('leaves a 422 to the form that owns the call', async () => {
    const errors = { email: [MESSAGES.invalidCredentials] };
    const server = fakeServer({ '/login': [() => json(422, { message: MESSAGES.invalidCredentials, errors })] });
    await expect(client(server).post('/login', {}, { form: true })).rejects.toMatchObject({ status: 422, fieldErrors: errors });
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it("shows the server's message for other errors", async () => {
    const server = fakeServer({ '/x': [() => json(403, { message: 'You can only change your own account.' })] });
    await expect(client(server).get('/x')).rejects.toMatchObject({ status: 403 });
    expect(deps.notify).toHaveBeenCalledWith('You can only change your own account.');
  });

  it('shows a generic message when the server gives none', async () => {
    const server = fakeServer({ '/empty': [() => json(404)], '/boom': [() => json(500)], '/html': [() => ({ status: 502, body: undefined })] });
    const api = client(server);
    await expect(api.get('/empty')).rejects.toMatchObject({ status: 404 });
    await expect(api.get('/boom')).rejects.toMatchObject({ status: 500 });
    await expect(api.get('/html')).rejects.toMatchObject({ status: 502 });
    expect(deps.notify.mock.calls).toEqual([[MESSAGES.genericError], [MESSAGES.genericError], [MESSAGES.genericError]]);
  });

  it("shows the server's message on a 500 or 503 that carries one (spec §8, issue #18 item 7)", async () => {
    const server = fakeServer({
      '/boom': [() => json(500, { message: MESSAGES.serverError })],
      '/busy': [() => json(503, { message: 'The market data provider is down for maintenance until 10:00.' })],
    });
    const api = client(server);
    await expect(api.get('/boom')).rejects.toMatchObject({ status: 500, message: MESSAGES.serverError });
    await expect(api.get('/busy')).rejects.toMatchObject({ status: 503 });
    expect(deps.notify.mock.calls).toEqual([[MESSAGES.serverError], ['The market data provider is down for maintenance until 10:00.']]);
  });

  it('shows a generic message when the server cannot be reached', async () => {
    const server = fakeServer({});
    await expect(client(server).get('/offline')).rejects.toMatchObject({ status: 0 });
    expect(deps.notify).toHaveBeenCalledWith(MESSAGES.genericError);
  });

  it('stays quiet for statuses the caller shows itself, and for silent calls', async () => {
    const server = fakeServer({ '/login': [() => json(403, { message: MESSAGES.suspended }, { 'x-account-status': 'suspended' })], '/events': [() => json(500)] });
    const api = client(server);
    const error = (await api.post('/login', {}, { quiet: [403] }).catch((caught: unknown) => caught)) as ApiError;
    expect(error.isSuspended).toBe(true);
    await expect(api.post('/events', { path: '/' }, { silent: true, refresh: false })).rejects.toBeInstanceOf(ApiError);
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it('answers 204 with undefined and sends JSON bodies', async () => {
    const server = fakeServer({ '/logout': [() => json(204)], '/echo': [(init) => json(200, { data: JSON.parse(String(init.body)) as unknown })] });
    const api = client(server);
    await expect(api.delete('/logout')).resolves.toBeUndefined();
    await expect(api.post('/echo', { a: 1 })).resolves.toEqual({ data: { a: 1 } });
    expect((server.callsTo('/echo')[0]!.init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });
});

describe('API client: an account suspended during the session (issue #18 item 6)', () => {
  const suspended: Route = () => json(403, { message: MESSAGES.suspended }, { 'x-account-status': 'suspended' });

  it('signs out to the suspended-account notice when a call answers 403 suspended, without a toast', async () => {
    const server = fakeServer({ '/processes': [suspended] });
    await expect(client(server).get('/processes')).rejects.toMatchObject({ status: 403, sessionExpired: true });
    expect(deps.onSuspended).toHaveBeenCalledOnce();
    expect(deps.onSessionExpired).not.toHaveBeenCalled();
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it('does the same when the refresh answers 403 suspended, instead of "your session has expired"', async () => {
    const server = fakeServer({ '/processes': [unauthorized], '/refresh': [suspended] });
    await expect(client(server).get('/processes')).rejects.toMatchObject({ status: 403 });
    expect(deps.onSuspended).toHaveBeenCalledOnce();
    expect(deps.onSessionExpired).not.toHaveBeenCalled();
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it('leaves a suspended sign-in to the sign-in modal', async () => {
    const server = fakeServer({ '/login': [suspended] });
    await expect(client(server).post('/login', {}, { quiet: [403] })).rejects.toMatchObject({ status: 403 });
    expect(deps.onSuspended).not.toHaveBeenCalled();
  });
});
