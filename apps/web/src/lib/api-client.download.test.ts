import { describe, expect, it, vi } from 'vitest';
import { createApiClient, fileNameOf, type ApiClientDeps } from './api-client';
import { ApiError } from './api-error';

const PDF_BYTES = '%PDF-1.7 memo';

function deps(overrides: Partial<ApiClientDeps> = {}) {
  let token: string | null = 'old';
  return {
    getToken: () => token,
    onRefreshStart: vi.fn(),
    onRefreshed: vi.fn((fresh: string) => {
      token = fresh;
    }),
    onRefreshError: vi.fn(),
    onSessionExpired: vi.fn(),
    onSuspended: vi.fn(),
    notify: vi.fn<(message: string) => void>(),
    ...overrides,
  };
}

function pdfResponse(): Response {
  return new Response(PDF_BYTES, { status: 200, headers: { 'content-type': 'application/pdf', 'content-disposition': 'attachment; filename="AAPL-memo-2026-11-22.pdf"' } });
}

describe('API client: file downloads', () => {
  it('answers the bytes and the file name, sending the bearer token', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => pdfResponse());
    const api = createApiClient({ ...deps(), fetch: fetch as unknown as typeof globalThis.fetch });
    const file = await api.download('/investment-reviews/r1/memo.pdf');
    expect(file.fileName).toBe('AAPL-memo-2026-11-22.pdf');
    expect(await file.blob.text()).toBe(PDF_BYTES);
    const headers = fetch.mock.calls[0]![1]!.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer old');
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/v1/investment-reviews/r1/memo.pdf');
  });

  it('refreshes an expired token once and retries the download', async () => {
    const answers = [
      new Response(JSON.stringify({ message: 'Unauthenticated.' }), { status: 401 }),
      new Response(JSON.stringify({ data: { access_token: 'new' } }), { status: 200 }),
      pdfResponse(),
    ];
    const fetch = vi.fn(async () => answers.shift()!);
    const api = createApiClient({ ...deps(), fetch: fetch as unknown as typeof globalThis.fetch });
    const file = await api.download('/investment-reviews/r1/memo.pdf');
    expect(file.fileName).toBe('AAPL-memo-2026-11-22.pdf');
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('rejects with the JSON error of a failed download, silently when asked', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ message: 'Investment review not found.' }), { status: 404 }));
    const options = deps();
    const api = createApiClient({ ...options, fetch: fetch as unknown as typeof globalThis.fetch });
    const error = (await api.download('/investment-reviews/r1/memo.pdf', { silent: true }).catch((caught: unknown) => caught)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Investment review not found.' });
    expect(options.notify).not.toHaveBeenCalled();
  });

  it('reads both forms of Content-Disposition', () => {
    expect(fileNameOf('attachment; filename="a b.pdf"')).toBe('a b.pdf');
    expect(fileNameOf("attachment; filename=\"x.pdf\"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf")).toBe('résumé.pdf');
    expect(fileNameOf('attachment; filename=plain.pdf')).toBe('plain.pdf');
    expect(fileNameOf(null)).toBeNull();
  });
});
