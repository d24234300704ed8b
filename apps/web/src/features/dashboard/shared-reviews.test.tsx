import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DASHBOARD_EMPTY, type SharedReviewRow } from '@thesis/domain';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../app/theme';
import { sharingApi } from '../sharing/api';
import { useSharedReviews, type DashboardTableRow } from './api';
import { DashboardReviewsTable } from './components/DashboardReviewsTable';

/** The Shared Reviews table as the dashboard page wires it. */
function SharedReviews() {
  const shared = useSharedReviews();
  return (
    <DashboardReviewsTable
      title="Shared Reviews"
      testId="shared-reviews"
      rows={shared.data}
      loading={shared.isPending}
      error={shared.isError ? { retry: () => void shared.refetch(), text: 'The shared reviews could not be loaded.' } : null}
      emptyText={DASHBOARD_EMPTY.sharedReviews}
    />
  );
}

function renderTable() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <SharedReviews />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** What the table reads of a row of GET /sharings/investment-reviews/user-entities. */
const row = (index: number): DashboardTableRow => ({
  id: `review-${index}`,
  updated_at: `2026-03-0${index + 1}T09:00:00.000Z`,
  investment: { ticker: `TK${index}`, name: `Company ${index}`, last_price: 10 + index, meta: { currency: 'USD' } },
  user: { username: `Owner ${index}` },
  defaultProcess: { id: `p${index}`, process_id: 'core', name: 'Core', factors: [{ id: `f${index}`, name: 'Moat', type: 'Qualitative5pt', score: 'v_good' }] },
});

describe('dashboard Shared Reviews (spec §2, §7, §8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks the shared-reviews list for the five latest changes and shows them with their owners', async () => {
    const rows = [5, 4, 3, 2, 1, 0].map(row);
    const list = vi.spyOn(sharingApi, 'sharedWithMe').mockResolvedValue({
      data: rows as unknown as SharedReviewRow[],
      meta: { pagination: { total: 6, count: 6, per_page: 5, current_page: 1, total_pages: 2 } },
    });
    renderTable();
    const table = await screen.findByRole('table', { name: 'Shared Reviews' });
    expect(list).toHaveBeenCalledTimes(1);
    expect(list.mock.calls[0]![0]).toEqual({ orderBy: 'updated_at', sortedBy: 'desc', limit: 5 });
    const body = within(table).getAllByRole('row').slice(1);
    expect(body).toHaveLength(5);
    const first = within(body[0]!).getAllByRole('cell');
    expect(within(first[0]!).getByRole('link', { name: 'TK5: open the review of Company 5' })).toHaveAttribute('href', '/investment-reviews/review-5');
    expect(first.map((cell) => cell.textContent)).toEqual(['TK5', 'Company 5', 'US$15.00', '06 Mar 2026', 'Owner 5', '2']);
    expect(screen.queryByText('Company 0')).not.toBeInTheDocument();
  });

  it('says that loading failed, never that nothing is shared, and loads again on retry', async () => {
    const list = vi.spyOn(sharingApi, 'sharedWithMe').mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce({
      data: [row(1)] as unknown as SharedReviewRow[],
      meta: { pagination: { total: 1, count: 1, per_page: 5, current_page: 1, total_pages: 1 } },
    });
    renderTable();
    expect(await screen.findByText('The shared reviews could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText(DASHBOARD_EMPTY.sharedReviews)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Shared Reviews' })).toHaveTextContent('Company 1');
    expect(list).toHaveBeenCalledTimes(2);
  });
});
