import { screen, within } from '@testing-library/react';
import type { ScreenInvestment, ScreenProcessColumn } from '@thesis/domain';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ResultsTable } from './ResultsTable';

const lead: ScreenProcessColumn = { id: 'lead', name: 'Quality compounders', role: 'lead', factors: [] };

/** A listed company the run selected, without a sector and with its lead process reviewed but not valued. */
const company: ScreenInvestment = {
  id: 'c1', investment_review_id: 'r1', ticker: 'TDOG', name: '21shares Dogecoin ETF', type: 'listed', exchange: 'NASDAQ',
  currency: 'USD', sector: null, industry: null, classification: null, last_price: null, market_cap: null, in_portfolio: false,
  processes: { data: [{ process_id: 'lead', investment_process_id: 'ip1', name: 'Quality compounders', valuation: null, upside: null, valuation_grade: null, score: 3, relevance: 0, run_score: 3, run_relevance: 0, updated_at: '2026-11-29T08:00:00.000Z', editor_username: 'ann', comment: null, factors: [] }] },
  evaluation: { passed: true, results: [] }, metrics: {}, freshness: { figures_updated_at: null, reviewed_at: '2026-11-29T08:00:00.000Z', stale: false },
};

describe('the results table', () => {
  it('greys a missing sector, grade or fundamental in the type size of the values beside it', () => {
    renderWithProviders(
      <ResultsTable rows={[company]} busy={false} processes={[lead]} groupStates={{}} companyInfoOpen sort={null} onSort={vi.fn()} onToggleCompanyInfo={vi.fn()} onToggleGroup={vi.fn()} hasFilters={false} metricIds={['pe']} />,
    );
    const row = screen.getByTestId('result-row');
    const notRecorded = within(row).getByText('Not recorded');
    // Mantine's Text is 16 px unless it inherits: the table's cells are 14 px.
    expect(notRecorded).toHaveAttribute('data-inherit', 'true');
    const dashes = within(row).getAllByText('–').filter((element) => element.tagName === 'SPAN');
    expect(dashes.length).toBeGreaterThan(0);
    for (const dash of dashes) expect(dash).toHaveAttribute('data-inherit', 'true');
    // A fundamental the product does not have: its dash in the size of the fundamentals shown.
    const noMetric = within(row).getByText('—');
    expect(noMetric).toHaveAccessibleName(/^No /);
    expect(noMetric.getAttribute('style')).toContain('--text-fz: var(--mantine-font-size-sm)');
  });
});
