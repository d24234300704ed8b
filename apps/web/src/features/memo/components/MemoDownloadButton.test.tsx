import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEMO_COPY, type Review } from '@thesis/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { renderWithProviders } from '../../../test/render';
import { MemoDownloadButton } from './MemoDownloadButton';

const { fetchMemo, saveFile, toastError } = vi.hoisted(() => ({ fetchMemo: vi.fn(), saveFile: vi.fn(), toastError: vi.fn() }));
vi.mock('../api', () => ({ fetchMemo }));
vi.mock('../../../lib/save-file', () => ({ saveFile }));
vi.mock('../../../lib/notify', () => ({ toast: { error: toastError, success: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const review = { id: 'r1', investment: { ticker: 'AAPL' } } as unknown as Review;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  fetchMemo.mockReset();
  saveFile.mockReset();
  toastError.mockReset();
});

describe('Download memo (PDF)', () => {
  it('shows a loading state while the memo is prepared, then saves it under its name', async () => {
    const pending = deferred<{ blob: Blob; fileName: string }>();
    fetchMemo.mockReturnValue(pending.promise);
    renderWithProviders(<MemoDownloadButton review={review} />);
    const button = screen.getByRole('button', { name: MEMO_COPY.button });
    await userEvent.click(button);
    expect(fetchMemo).toHaveBeenCalledWith(review);
    await waitFor(() => expect(button).toHaveAttribute('data-loading'));
    await userEvent.click(button);
    expect(fetchMemo).toHaveBeenCalledTimes(1);

    const blob = new Blob(['%PDF-'], { type: 'application/pdf' });
    pending.resolve({ blob, fileName: 'AAPL-memo-2026-11-22.pdf' });
    await waitFor(() => expect(saveFile).toHaveBeenCalledWith(blob, 'AAPL-memo-2026-11-22.pdf'));
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
    expect(toastError).not.toHaveBeenCalled();
  });

  it("shows the server's message when the review is not available", async () => {
    fetchMemo.mockRejectedValue(new ApiError(404, 'Investment review not found.'));
    renderWithProviders(<MemoDownloadButton review={review} />);
    await userEvent.click(screen.getByRole('button', { name: MEMO_COPY.button }));
    await waitFor(() => expect(toastError).toHaveBeenCalledWith('Investment review not found.', MEMO_COPY.button));
    expect(saveFile).not.toHaveBeenCalled();
  });

  it('shows a generic message when the server fails or cannot be reached', async () => {
    fetchMemo.mockRejectedValueOnce(new ApiError(500, 'Internal error')).mockRejectedValueOnce(new ApiError(0, 'offline'));
    renderWithProviders(<MemoDownloadButton review={review} />);
    const button = screen.getByRole('button', { name: MEMO_COPY.button });
    await userEvent.click(button);
    await waitFor(() => expect(toastError).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(button).not.toHaveAttribute('data-loading'));
    await userEvent.click(button);
    await waitFor(() => expect(toastError).toHaveBeenCalledTimes(2));
    expect(toastError.mock.calls).toEqual([[MEMO_COPY.failed, MEMO_COPY.button], [MEMO_COPY.failed, MEMO_COPY.button]]);
  });

  it('stays quiet when the session has expired (the app signs out instead)', async () => {
    fetchMemo.mockRejectedValue(new ApiError(401, 'Expired', {}, undefined, true));
    renderWithProviders(<MemoDownloadButton review={review} />);
    await userEvent.click(screen.getByRole('button', { name: MEMO_COPY.button }));
    await waitFor(() => expect(fetchMemo).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(toastError).not.toHaveBeenCalled();
  });
});
