import { API_BASE_PATH, SESSION_MESSAGES } from '@thesis/domain';
import { ApiError, type FieldErrors } from './api-error';
import { fetchWithUploadProgress } from './upload-progress';

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface RequestOptions {
  method?: HttpMethod;
  /** JSON body. */
  body?: unknown;
  /** Multipart body (uploads); wins over `body`. */
  formData?: FormData;
  query?: Record<string, string | number | boolean | undefined | null>;
  /** The caller's form owns this call: 422 field errors go onto its fields instead of toasts. */
  form?: boolean;
  /** Statuses the caller shows in its own way (e.g. 403 at sign-in): no toast for them. */
  quiet?: readonly number[];
  /** No toast at all: the caller shows its own message (failures still reject). */
  silent?: boolean;
  /** `false`: a 401 is final, no refresh (fire-and-forget calls such as page-view events, logout). */
  refresh?: boolean;
  signal?: AbortSignal;
  /** With `formData`: told the share of the body sent so far (0 to 1), for a progress bar. */
  onUploadProgress?: (fraction: number) => void;
  /** 'blob': a file download; success answers a DownloadedFile (errors are still read as JSON). */
  responseType?: 'json' | 'blob';
}

/** A file answered by the API: its bytes and the name from Content-Disposition (null without one). */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

export interface ApiClientDeps {
  baseUrl?: string;
  fetch?: typeof fetch;
  getToken(): string | null;
  /** A refresh started: the auth status is `pending` until it settles. */
  onRefreshStart(): void;
  /** The refresh gave a new access token. */
  onRefreshed(token: string): void;
  /** The refresh failed for a reason other than an invalid session (network, server). */
  onRefreshError(): void;
  /** 401 or 400 from /refresh: sign out and go to /login (spec §8). */
  onSessionExpired(): void;
  /** The account was suspended during the session (403 with x-account-status: suspended): sign out and show why. */
  onSuspended(): void;
  /** Shows a toast. */
  notify(message: string): void;
  /** 403 `x-account-status: blocked`: the member's team blocked them; sign out and say why. */
  onBlocked?(message: string, contact: string | null): void;
}

/** Calls whose 401 means "wrong answer", not "expired access token": never refreshed (spec §8). */
const NO_REFRESH_PATHS = ['/refresh', '/login', '/register', '/password/forgot', '/password/reset', '/email/resend'];

/** 403 flagged by the server as a suspended account. */
function isSuspendedAnswer(response: Response): boolean {
  return response.status === 403 && response.headers.get('x-account-status') === 'suspended';
}

function pathOnly(path: string): string {
  return path.split('?')[0] ?? path;
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** The file name of a Content-Disposition header: filename*=UTF-8''… wins over filename="…". */
export function fileNameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // Not valid percent-encoding: fall back to the plain name.
    }
  }
  const plain = /filename="([^"]*)"/i.exec(disposition) ?? /filename=([^;]+)/i.exec(disposition);
  return plain?.[1]?.trim() || null;
}

function errorParts(body: unknown): { message: string | undefined; errors: FieldErrors } {
  if (typeof body !== 'object' || body === null) return { message: undefined, errors: {} };
  const { message, errors } = body as { message?: unknown; errors?: unknown };
  const fieldErrors: FieldErrors = {};
  if (typeof errors === 'object' && errors !== null) {
    for (const [field, list] of Object.entries(errors as Record<string, unknown>)) {
      if (Array.isArray(list)) fieldErrors[field] = list.filter((item): item is string => typeof item === 'string');
    }
  }
  return { message: typeof message === 'string' && message ? message : undefined, errors: fieldErrors };
}

/**
 * The API client with the spec's global response handling (§8):
 * - any 401 (except on /refresh and the sign-in family) → one refresh, then one retry; concurrent
 *   401s share a single refresh;
 * - 401 or 400 on /refresh → sign out and go to /login;
 * - 409 → passed to the caller without a message;
 * - 422 → each field's messages as a toast, unless the caller's form owns the call;
 * - 403 for a suspended account (any call, the refresh included) → signed out, with the
 *   suspended-account notice instead of a toast;
 * - anything else, 5xx included → the server's message, or a generic one, as a toast.
 * Every failure rejects with an ApiError so callers can still react.
 */
export function createApiClient(deps: ApiClientDeps) {
  const baseUrl = deps.baseUrl ?? API_BASE_PATH;
  const fetchImpl = deps.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  let refreshing: Promise<string> | null = null;

  function url(path: string, query: RequestOptions['query']): string {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) params.set(key, String(value));
    }
    const search = params.toString();
    return `${baseUrl}${path}${search ? (path.includes('?') ? '&' : '?') + search : ''}`;
  }

  function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
    const headers: Record<string, string> = { Accept: options.responseType === 'blob' ? '*/*' : 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (options.formData) {
      body = options.formData;
    } else if (options.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(options.body);
    }
    const init: RequestInit = { method: options.method ?? 'GET', headers, body, credentials: 'include', signal: options.signal };
    // A client given its own fetch (tests, another host) uses it for every call, uploads included.
    if (options.formData && options.onUploadProgress && !deps.fetch) return fetchWithUploadProgress(url(path, options.query), init, options.onUploadProgress);
    return fetchImpl(url(path, options.query), init);
  }

  function fail(error: ApiError, options: RequestOptions, toast: string[]): never {
    if (!options.silent && !error.sessionExpired && !options.quiet?.includes(error.status)) {
      for (const message of toast) deps.notify(message);
    }
    throw error;
  }

  function refresh(): Promise<string> {
    refreshing ??= (async () => {
      deps.onRefreshStart();
      let response: Response;
      try {
        // Empty body: the refresh token travels in its httpOnly cookie.
        response = await fetchImpl(`${baseUrl}/refresh`, { method: 'POST', headers: { Accept: 'application/json' }, credentials: 'include' });
      } catch {
        deps.onRefreshError();
        throw new ApiError(0, SESSION_MESSAGES.genericError);
      }
      const body = await readBody(response);
      if (isSuspendedAnswer(response)) {
        deps.onSuspended();
        throw new ApiError(response.status, errorParts(body).message ?? SESSION_MESSAGES.suspended, {}, response.headers, true);
      }
      if (response.status === 401 || response.status === 400) {
        deps.onSessionExpired();
        throw new ApiError(response.status, errorParts(body).message ?? SESSION_MESSAGES.invalidRefresh, {}, response.headers, true);
      }
      const token = (body as { data?: { access_token?: unknown } } | undefined)?.data?.access_token;
      if (!response.ok || typeof token !== 'string') {
        deps.onRefreshError();
        const message = response.status < 500 ? errorParts(body).message : undefined;
        throw new ApiError(response.status, message ?? SESSION_MESSAGES.genericError, {}, response.headers);
      }
      deps.onRefreshed(token);
      return token;
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /** A fresh token for a call that got 401 with `usedToken`: reuse one refreshed meanwhile, else refresh once. */
  function tokenAfter401(usedToken: string | null): Promise<string> {
    const current = deps.getToken();
    if (!refreshing && current && current !== usedToken) return Promise.resolve(current);
    return refresh();
  }

  function networkFailure(error: unknown, options: RequestOptions): never {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return fail(new ApiError(0, SESSION_MESSAGES.genericError), options, [SESSION_MESSAGES.genericError]);
  }

  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const mayRefresh = options.refresh !== false && !NO_REFRESH_PATHS.includes(pathOnly(path));
    const usedToken = deps.getToken();
    let response: Response;
    try {
      response = await send(path, options, usedToken);
    } catch (error) {
      return networkFailure(error, options);
    }
    if (response.status === 401 && mayRefresh) {
      let token: string;
      try {
        token = await tokenAfter401(usedToken);
      } catch (error) {
        const apiError = error instanceof ApiError ? error : new ApiError(0, SESSION_MESSAGES.genericError);
        return fail(apiError, options, [apiError.message]);
      }
      try {
        response = await send(path, options, token);
      } catch (error) {
        return networkFailure(error, options);
      }
    }
    if (response.ok && options.responseType === 'blob') {
      const file: DownloadedFile = { blob: await response.blob(), fileName: fileNameOf(response.headers.get('content-disposition')) };
      return file as T;
    }
    const body = await readBody(response);
    if (response.ok) return body as T;

    const { message, errors } = errorParts(body);
    if (isSuspendedAnswer(response) && !NO_REFRESH_PATHS.includes(pathOnly(path))) {
      // Suspended while signed in: no toast, the suspended-account notice takes over (spec §8).
      deps.onSuspended();
      throw new ApiError(response.status, message ?? SESSION_MESSAGES.suspended, errors, response.headers, true);
    }
    const error = new ApiError(response.status, message ?? SESSION_MESSAGES.genericError, errors, response.headers);
    if (response.status === 409) throw error;
    if (error.isBlocked && deps.onBlocked && !options.quiet?.includes(403)) {
      deps.onBlocked(error.message, response.headers.get('x-team-contact'));
      throw error;
    }
    if (response.status === 422) {
      if (options.form) throw error;
      const perField = Object.values(errors).map((list) => list.join(' ')).filter(Boolean);
      return fail(error, options, perField.length > 0 ? perField : [error.message]);
    }
    // Any other error shows the server's message — a 500 or 503 too — or a generic one without it (spec §8).
    return fail(error, options, [message ?? SESSION_MESSAGES.genericError]);
  }

  return {
    request,
    get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...options, method: 'GET' }),
    post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'POST', body }),
    patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
      request<T>(path, { ...options, method: 'PATCH', body }),
    delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => request<T>(path, { ...options, method: 'DELETE' }),
    /** GET a file (with the same token, refresh and error handling as every other call). */
    download: (path: string, options?: Omit<RequestOptions, 'method' | 'body' | 'responseType'>) =>
      request<DownloadedFile>(path, { ...options, method: 'GET', responseType: 'blob' }),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
