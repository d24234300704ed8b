import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dashboardChartData, type DashboardChart, type DashboardPeriod } from '@thesis/domain';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { theme } from '../../../app/theme';
import { dashboardApi } from '../api';
import { ActivityChart } from './ActivityChart';

// jsdom has no canvas: the chart stands in as the image it is, with its accessible name.
vi.mock('react-chartjs-2', () => ({
  Line: (props: { 'aria-label'?: string }) => <canvas role="img" aria-label={props['aria-label']} />,
  Bar: (props: { 'aria-label'?: string }) => <canvas role="img" aria-label={props['aria-label']} />,
}));

const NOW = '2026-03-05T10:00:00.000Z';

function renderCharts() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <ActivityChart chart="reviews" />
          <ActivityChart chart="edits" />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('dashboard chart (spec §2, §4 Dashboard)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refetches only its own chart when its period changes', async () => {
    const chart = vi.spyOn(dashboardApi, 'chart').mockImplementation(async (kind: DashboardChart, type: DashboardPeriod) => ({
      data: dashboardChartData(type, kind === 'reviews' ? [{ at: '2026-03-04T10:00:00Z' }] : [], NOW, { defaultLabel: 'Reviews created' }),
    }));
    renderCharts();
    expect(await screen.findByRole('img', { name: /^Reviews, last month: 1 in total/ })).toBeInTheDocument();
    expect(await screen.findByText("You haven't made any edits yet.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Investments' })).toHaveAttribute('href', '/investments');
    expect(chart.mock.calls.map(([kind, type]) => `${kind}:${type}`).sort()).toEqual(['edits:month', 'reviews:month']);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Reviews period' }), 'Last 6 months');
    expect(await screen.findByRole('img', { name: /^Reviews, last 6 months: 1 in total/ })).toBeInTheDocument();
    expect(chart.mock.calls.map(([kind, type]) => `${kind}:${type}`)).toHaveLength(3);
    expect(chart.mock.calls.at(-1)!.slice(0, 2)).toEqual(['reviews', 'half']);
    expect(screen.getByRole('combobox', { name: 'Edits period' })).toHaveValue('month');
  });

  it('offers a retry when a chart fails to load', async () => {
    vi.spyOn(dashboardApi, 'chart').mockRejectedValue(new Error('boom'));
    renderCharts();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Try again' })).toHaveLength(2));
    expect(screen.getByText('The reviews chart could not be loaded.')).toBeInTheDocument();
  });
});
