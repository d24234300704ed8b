import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScreenAggregations } from '@thesis/domain';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { MarketGroupsCard } from './MarketGroupsCard';

const group = { count: 4, market_cap: 1250, with_market_cap: 4, not_converted: 0 };
const aggregations: ScreenAggregations = {
  count: 6,
  processes: [],
  groups_follow_filters: false,
  sectors: [{ sector: 'Finance, Insurance and Real Estate', classification: 'sic', ...group }, { sector: null, classification: null, ...group, count: 2, with_market_cap: 0, market_cap: 0 }],
  industries: [],
  reporting_currency: 'USD',
} as ScreenAggregations;

describe('the By sector card', () => {
  it('keeps the SEC mark whole beside a long sector name and gives the name whole on hover', async () => {
    renderWithProviders(<MarketGroupsCard aggregations={aggregations} />);
    const row = screen.getByRole('generic', { name: /^Finance, Insurance and Real Estate: 4 companies/ });
    // The name may be cut short; the mark beside it never shrinks.
    expect(within(row).getByText('SEC').closest('.mantine-Badge-root')).toHaveStyle({ flex: 'none' });
    await userEvent.hover(row);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Finance, Insurance and Real Estate: 4 companies; market cap of 4 summed in USD');
    expect(screen.getByText('Not recorded')).toBeInTheDocument();
  });

  it('says when it counts only the companies matching the filters', () => {
    const { unmount } = renderWithProviders(<MarketGroupsCard aggregations={aggregations} />);
    expect(screen.queryByTestId('market-groups-scope')).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<MarketGroupsCard aggregations={{ ...aggregations, groups_follow_filters: true }} />);
    expect(screen.getByTestId('market-groups-scope')).toHaveTextContent('Of the companies matching the filters');
  });
});
