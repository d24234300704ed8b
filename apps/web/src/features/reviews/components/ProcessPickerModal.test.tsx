import { act, screen, waitFor } from '@testing-library/react';
import { PROCESS_PICKER_SETTLE_MS } from '@thesis/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { processesApi } from '../../processes/api';
import { makeProcess } from '../../processes/testing';
import { reviewsApi } from '../api';
import { makeReview, renderReview } from '../testing';
import { ProcessPickerModal } from './ProcessPickerModal';

const list = (names: string[]) => ({
  data: names.map((name, index) => makeProcess(name, { name, is_default: index === 0 })),
  meta: { pagination: { total: names.length, count: names.length, per_page: 500, current_page: 1, total_pages: 1 } },
});

describe('the investment-process picker (spec §4)', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('keeps loading for one second after the processes arrive, then offers those not attached', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetched = vi.spyOn(processesApi, 'list').mockResolvedValue(list(['Deep Value', 'Quality Compounder']));
    renderReview(
      <ProcessPickerModal
        opened
        onClose={() => undefined}
        reviewId="r1"
        investmentId="aapl"
        attached={['Deep Value']}
      />,
      makeReview([]),
    );

    await waitFor(() => expect(fetched).toHaveBeenCalled());
    await act(async () => vi.advanceTimersByTimeAsync(PROCESS_PICKER_SETTLE_MS - 400));
    expect(screen.getByRole('status', { name: 'Loading your processes' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    await act(async () => vi.advanceTimersByTimeAsync(800));
    expect(screen.queryByRole('status', { name: 'Loading your processes' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /Deep Value/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /Quality Compounder/ })).toBeEnabled();
  });

  it('empties the options when the processes cannot be fetched', async () => {
    vi.spyOn(processesApi, 'list').mockRejectedValue(new Error('offline'));
    vi.spyOn(reviewsApi, 'attach');
    renderReview(
      <ProcessPickerModal opened onClose={() => undefined} reviewId="r1" investmentId="aapl" attached={[]} />,
      makeReview([]),
    );
    expect(await screen.findByText(/Your processes could not be loaded/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Attach' })).toBeDisabled();
  });
});
