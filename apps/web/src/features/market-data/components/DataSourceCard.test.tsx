import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MARKET_DATA_MESSAGES, type DataSourceView, type SyncRunView } from '@thesis/domain';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ApiError } from '../../../lib/api-error';
import { DataSourceCard } from './DataSourceCard';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../../lib/api', () => ({ api }));
vi.setConfig({ testTimeout: 15_000 });

const run = (overrides: Partial<SyncRunView> = {}): SyncRunView => ({
  id: 'r1', trigger: 'schedule', status: 'completed', started_at: '2026-12-07T06:30:00.000Z', finished_at: '2026-12-07T06:52:10.000Z',
  total: 6012, done: 6012, updated: 412, unchanged: 5480, skipped: 117, failed: 3, message: null,
  failures: [{ key: 'TSM (CIK 1046179)', reason: 'The SEC has no filings for CIK 1046179' }], ...overrides,
});

const sec = (overrides: Partial<DataSourceView> = {}): DataSourceView => ({
  id: 'sec', name: 'SEC EDGAR filings', description: 'Ten years of annual figures.', configured: true, setup: null, schedule: '30 6 * * *',
  next_run_at: '2026-12-08T06:30:00.000Z', running: false, runs: [run()], filers: { synced: 5480, skipped: 117, failed: 3 }, ...overrides,
});

describe('a market-data source', () => {
  it('shows its schedule, next run, outcomes by company and each run with its failures and reasons', () => {
    renderWithProviders(<DataSourceCard source={sec()} />);
    const card = screen.getByRole('region', { name: 'SEC EDGAR filings' });
    expect(within(card).getByText('30 6 * * * (cron, UTC)')).toBeInTheDocument();
    expect(within(card).getByText('08 Dec 2026 06:30 UTC')).toBeInTheDocument();
    expect(within(card).getByText('5,480 synced · 117 skipped · 3 failed')).toBeInTheDocument();
    const row = within(card).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('07 Dec 2026 06:30 UTC');
    expect(row).toHaveTextContent('6,012 / 6,012 companies');
    expect(row).toHaveTextContent('412 updated · 5,480 unchanged · 117 skipped · 3 failed');
    expect(row).toHaveTextContent('TSM (CIK 1046179): The SEC has no filings for CIK 1046179');
  });

  it('says how to turn a source on and offers no sync until it is configured', () => {
    renderWithProviders(<DataSourceCard source={sec({ configured: false, setup: MARKET_DATA_MESSAGES.secNotConfigured, schedule: null, next_run_at: null, runs: [] })} />);
    expect(screen.getByText(MARKET_DATA_MESSAGES.secNotConfigured)).toBeInTheDocument();
    expect(screen.getByText('Not configured')).toBeInTheDocument();
    expect(screen.getByText('No sync has run yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sync now' })).not.toBeInTheDocument();
  });

  it('shows the progress of a running sync and does not start a second one', () => {
    renderWithProviders(<DataSourceCard source={sec({ running: true, runs: [run({ status: 'running', finished_at: null, done: 1503, failures: [], failed: 0 })] })} />);
    expect(screen.getByRole('progressbar', { name: '25% done' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sync now' })).toBeDisabled();
  });

  it('queues a sync and says so, or says why it could not', async () => {
    api.post.mockResolvedValueOnce({ message: MARKET_DATA_MESSAGES.syncQueued });
    renderWithProviders(<DataSourceCard source={sec()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    expect(await screen.findByRole('status')).toHaveTextContent(MARKET_DATA_MESSAGES.syncQueued);
    expect(api.post).toHaveBeenCalledWith('/data-sources/sec/sync', undefined, { silent: true });

    api.post.mockRejectedValueOnce(new ApiError(409, MARKET_DATA_MESSAGES.syncBusy));
    await userEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(MARKET_DATA_MESSAGES.syncBusy));
  });
});
