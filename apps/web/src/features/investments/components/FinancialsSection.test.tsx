import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ESTIMATION_COLUMNS, HISTORICAL_COLUMNS, NO_DETAILS, type EstimatesAnswer, type FinancialKind, type FinancialRow } from '@thesis/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/notify';
import { estimatesApi } from '../../estimates/api';
import { investmentsApi, type FinancialsAnswer } from '../api';
import { makeFinancialRow, makeInvestment, renderInvestments } from '../testing';
import { FinancialsSection } from './FinancialsSection';

// jsdom has no canvas: the chart stands in as the image it is.
vi.mock('react-chartjs-2', () => ({ Chart: () => <canvas /> }));

const row = (overrides: Partial<FinancialRow>): FinancialRow => ({
  fy_date_at: '2016-09-24', fiscal_year: 2016, sales: 215_639, gross_profit: 84_263, ebitda: null, ebit: 60_024, pre_tax_income: 61_372, npat: 45_687,
  eps: 2.0775, dps: 0.545, net_debt: null, shareholders_equity: 128_249, source: 'SEC EDGAR XBRL filings', updated_at: '2026-11-25T00:00:00.000Z',
  unavailable: { ebitda: 'not_in_source', net_debt: 'not_in_source' }, under_review: {}, details: NO_DETAILS,
  split_adjustment: { factor: 4, splits: [{ ratio_new: 4, ratio_old: 1, date: '2020-08-28', detected: false, between: null }], eps_reported: 8.31, dps_reported: 2.18, footnote: 'adjusted for the 4:1 split of 28 Aug 2020' },
  ...overrides,
});

const bank = row({ fy_date_at: '2023-12-31', fiscal_year: 2023, sales: 158_104, npat: 49_552, gross_profit: null, ebit: null, dps: null, split_adjustment: null, unavailable: { gross_profit: 'not_applicable', ebit: 'not_applicable', ebitda: 'not_in_source' } });

function answer(kind: FinancialKind, rows: FinancialRow[]): FinancialsAnswer {
  return { data: rows, meta: { kind, columns: kind === 'historical' ? HISTORICAL_COLUMNS : ESTIMATION_COLUMNS, currency: 'USD', units: 'millions' } };
}

const estimates = (editable: boolean, sales: number | null = null): EstimatesAnswer => ({
  data: [2026, 2027, 2028].map((year) => ({
    fy_date_at: `${year}-09-30`, fiscal_year: year, sales: year === 2026 ? sales : null, gross_profit: null, ebitda: null, ebit: null, pre_tax_income: null, npat: null,
    eps: null, dps: null, net_debt: null, shareholders_equity: null, updated_at: null, editor_username: null,
  })),
  meta: { kind: 'estimation', columns: 3, currency: 'USD', units: 'millions', source: 'reviewer', editable },
});

const cells = (table: HTMLElement, label: string) => within(table).getByRole('row', { name: new RegExp(`^${label}`) });

describe('financial tables (spec §2, §4, §6, §9; issue 19)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('never asks for financials without the right, and offers an upgrade instead', () => {
    const financials = vi.spyOn(investmentsApi, 'financials');
    renderInvestments(<FinancialsSection investment={makeInvestment('a')} allowed={false} />);
    expect(screen.getByTestId('financials-upgrade')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute('href', '/pricing');
    expect(financials).not.toHaveBeenCalled();
  });

  it('shows 10 historical and 3 estimation placeholder columns when there are no rows, and says where estimates go', async () => {
    vi.spyOn(investmentsApi, 'financials').mockImplementation(async (_id, kind) => answer(kind, []));
    renderInvestments(<FinancialsSection investment={makeInvestment('a')} allowed />);
    const historical = await screen.findByTestId('financials-historical');
    const estimateTable = await screen.findByTestId('financials-estimates');
    expect(within(historical).getAllByRole('columnheader')).toHaveLength(HISTORICAL_COLUMNS + 1);
    expect(within(estimateTable).getAllByRole('columnheader')).toHaveLength(ESTIMATION_COLUMNS + 1);
    expect(screen.getByText('Estimates are your own forecasts: enter them on your review of this company.')).toBeInTheDocument();
    expect(screen.queryByTestId('ten-year-chart')).not.toBeInTheDocument();
  });

  it('marks split-adjusted EPS and DPS with their footnote and tells n/a from a figure the source lacks', async () => {
    vi.spyOn(investmentsApi, 'financials').mockImplementation(async (_id, kind) => answer(kind, kind === 'historical' ? [row({}), bank] : []));
    renderInvestments(<FinancialsSection investment={makeInvestment('a')} allowed />);
    const historical = await screen.findByTestId('financials-historical');
    expect(within(historical).getByRole('columnheader', { name: /FY2016/ })).toHaveTextContent('24 Sep 2016');
    expect(cells(historical, 'Sales')).toHaveTextContent('US$215.6b');
    expect(cells(historical, 'EPS')).toHaveTextContent('US$2.08a');
    expect(within(cells(historical, 'EPS')).getByTitle('EPS adjusted for the 4:1 split of 28 Aug 2020; as filed US$8.31 Source: SEC EDGAR XBRL filings, as of 25 Nov 2026')).toBeInTheDocument();
    // FY2017 to FY2022 were not filed: their columns of dashes sit between the two.
    expect(cells(historical, 'Gross profit')).toHaveTextContent(/US\$84\.3b[\s–]*n\/a/);
    expect(within(cells(historical, 'EBITDA')).getAllByTitle('Not available from the source')).toHaveLength(2);
    expect(within(cells(historical, 'DPS')).getByTitle('Not reported')).toHaveTextContent('–');
    const notes = screen.getByTestId('financial-footnotes');
    expect(notes).toHaveTextContent('a EPS and DPS adjusted for the 4:1 split of 28 Aug 2020.');
    expect(notes).toHaveTextContent('n/a Not applicable: banks, brokers and insurers report no gross profit or EBIT.');
    expect(notes).toHaveTextContent('† Not available from the source');
    expect(await screen.findByTestId('ten-year-chart')).toBeInTheDocument();
    expect(screen.getByTestId('ten-year-chart-summary')).toHaveTextContent('Sales: US$215.6b in FY2016 to US$158.1b in FY2023.');
    // Sales in the hundreds of billions: the money axis and its caption count in billions.
    expect(screen.getByTestId('ten-year-chart')).toHaveTextContent('Bars: sales, EBIT and NPAT (USD billions, left axis).');
  });

  it('on a review, lets the reviewer type estimates into the cells and saves each figure', async () => {
    vi.spyOn(investmentsApi, 'reviewFinancials').mockResolvedValue(answer('historical', [row({})]));
    vi.spyOn(estimatesApi, 'get').mockResolvedValue(estimates(true));
    const patch = vi.spyOn(estimatesApi, 'patch').mockResolvedValue(estimates(true, 450_000));
    const saved = vi.spyOn(toast, 'success');
    renderInvestments(<FinancialsSection investment={makeInvestment('a')} allowed reviewId="r1" />);
    const input = await screen.findByRole('textbox', { name: 'FY2026 Sales, USD millions' });
    fireEvent.change(input, { target: { value: '450000' } });
    fireEvent.blur(input);
    await waitFor(() => expect(patch).toHaveBeenCalledWith('r1', [{ fy_date_at: '2026-09-30', sales: 450_000 }]));
    await waitFor(() => expect(saved).toHaveBeenCalledWith('Your estimates were saved'));
    expect(screen.getByRole('textbox', { name: 'FY2026 Sales, USD millions' })).toHaveValue('450,000');
  });

  it('shows a recipient the reviewer’s estimates read-only', async () => {
    vi.spyOn(investmentsApi, 'reviewFinancials').mockResolvedValue(answer('historical', [row({})]));
    vi.spyOn(estimatesApi, 'get').mockResolvedValue(estimates(false, 450_000));
    renderInvestments(<FinancialsSection investment={makeInvestment('a')} allowed reviewId="r1" />);
    const table = await screen.findByTestId('financials-estimates');
    expect(cells(table, 'Sales')).toHaveTextContent('US$450.0b');
    expect(within(table).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('The reviewer’s own forecasts.')).toBeInTheDocument();
    // The review page shows the same key ratios (here, FY2016 is history against the 2026 price).
    expect(screen.getByRole('region', { name: 'Key ratios' })).toHaveTextContent('No ratio can be computed: the latest figures are of FY2016');
  });

  it('shows a fiscal year with no filed figures as a column of dashes, in the historical table only', async () => {
    const years = [2017, 2018, 2020].map((year) => row({ fy_date_at: `${year}-09-30`, fiscal_year: year }));
    const forecasts = [2026, 2028].map((year) => row({ fy_date_at: `${year}-09-30`, fiscal_year: year, source: 'Broker consensus', split_adjustment: null }));
    vi.spyOn(investmentsApi, 'financials').mockImplementation(async (_id, kind) => answer(kind, kind === 'historical' ? years : forecasts));
    renderInvestments(<FinancialsSection investment={makeInvestment('a')} allowed />);
    const historical = await screen.findByTestId('financials-historical');
    const headings = within(historical).getAllByRole('columnheader').slice(1);
    expect(headings.map((heading) => heading.textContent)).toEqual(['FY201730 Sep 2017', 'FY201830 Sep 2018', 'FY2019No filed figures', 'FY202030 Sep 2020']);
    expect(headings[2]).toHaveAttribute('title', 'No filed figures for FY2019');
    for (const label of ['Sales', 'EBITDA', 'EPS', "Shareholders' equity"]) {
      const gap = within(cells(historical, label)).getAllByRole('cell')[2]!;
      expect(gap).toHaveTextContent(/^–$/);
      expect(within(gap).getByTitle('No filed figures for FY2019')).toBeInTheDocument();
    }
    const estimateTable = await screen.findByTestId('financials-estimates');
    expect(within(estimateTable).getAllByRole('columnheader').slice(1).map((heading) => heading.textContent?.slice(0, 6))).toEqual(['FY2026', 'FY2028']);
  });

  it('marks a figure under review, keeps its value, and says why in its tooltip', async () => {
    const reason = 'Sales are ten times those of the year before';
    const flagged = row({ under_review: { sales: reason, eps: 'EPS disagrees with NPAT over the shares on issue' } });
    vi.spyOn(investmentsApi, 'financials').mockImplementation(async (_id, kind) => answer(kind, kind === 'historical' ? [flagged] : []));
    renderInvestments(<FinancialsSection investment={makeInvestment('a')} allowed />);
    const historical = await screen.findByTestId('financials-historical');
    const sales = within(cells(historical, 'Sales')).getByTitle(`Figure under review: ${reason}. It is left out of screens, fundamentals and the AI fill until an operator checks it. Source: SEC EDGAR XBRL filings, as of 25 Nov 2026`);
    expect(sales).toHaveTextContent('US$215.6b');
    expect(sales).toHaveAttribute('data-under-review', 'true');
    expect(within(sales).getByText(', figure under review')).toBeInTheDocument();
    // The split note of EPS stays beside the review note.
    const eps = within(cells(historical, 'EPS')).getByTitle(/^EPS adjusted for the 4:1 split of 28 Aug 2020; as filed US\$8\.31\sFigure under review: EPS disagrees/);
    expect(eps).toHaveTextContent('US$2.08');
    expect(within(cells(historical, 'NPAT')).queryByText(/figure under review/)).not.toBeInTheDocument();
    expect(within(cells(historical, 'EBITDA')).getByTitle('Not available from the source')).toHaveTextContent('–');
    expect(screen.getByTestId('financial-footnotes')).toHaveTextContent('Underlined figures are under review');
  });

  it('opens a table wider than its box on the latest years', async () => {
    // jsdom lays nothing out: the table is as wide as eleven 180 px columns.
    const scrollWidth = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(1980);
    const years = Array.from({ length: 10 }, (_, index) => 2016 + index).map((year) => row({ fy_date_at: `${year}-09-30`, fiscal_year: year }));
    vi.spyOn(investmentsApi, 'financials').mockImplementation(async (_id, kind) => answer(kind, kind === 'historical' ? years : []));
    renderInvestments(<FinancialsSection investment={makeInvestment('a')} allowed />);
    await screen.findByTestId('financials-historical');
    expect(screen.getByRole('region', { name: 'Historical financials' }).scrollLeft).toBe(1980);
    expect(scrollWidth).toHaveBeenCalled();
  });

  it('says on every figure where it comes from, as of when, and whether EPS and DPS were split-adjusted', async () => {
    const source = 'SEC EDGAR XBRL filings (companyfacts, pulled 2026-08-22)';
    const unsplit = row({ fy_date_at: '2017-09-30', fiscal_year: 2017, split_adjustment: null, source, updated_at: '2026-08-22T12:00:00.000Z' });
    vi.spyOn(investmentsApi, 'financials').mockImplementation(async (_id, kind) => answer(kind, kind === 'historical' ? [row({}), unsplit] : []));
    renderInvestments(<FinancialsSection investment={makeInvestment('a')} allowed />);
    const historical = await screen.findByTestId('financials-historical');
    const provenance = ['Source: SEC EDGAR XBRL filings, as of 25 Nov 2026', `Source: ${source}, as of 22 Aug 2026`];
    // Cells run row by row, FY2016 then FY2017; every figure says where it comes from, empty cells keep their reason.
    const all = within(historical).getAllByRole('cell');
    const figures = all.filter((cell) => !/^(–|n\/a)/.test(cell.textContent ?? ''));
    expect(figures).toHaveLength(16);
    for (const cell of figures) {
      const title = cell.querySelector('[title]')?.getAttribute('title') ?? '';
      expect(title.split('\n').at(-1)).toBe(provenance[all.indexOf(cell) % 2]);
    }
    expect(within(cells(historical, 'Sales')).getByTitle(provenance[0]!)).toHaveTextContent('US$215.6b');
    expect(within(cells(historical, 'EPS')).getByTitle(`EPS as filed, not split-adjusted ${provenance[1]}`)).toHaveTextContent('US$2.08');
    expect(within(cells(historical, 'DPS')).getByTitle(`DPS adjusted for the 4:1 split of 28 Aug 2020; as filed US$2.18 ${provenance[0]}`)).toHaveTextContent('US$0.55a');
    expect(within(cells(historical, 'EBITDA')).getAllByTitle('Not available from the source')).toHaveLength(2);
    // The source line is in the title only, so a screen reader does not read it out on every cell.
    expect(within(historical).queryByText(/Source:/)).not.toBeInTheDocument();
  });

  it('puts the key ratios above the historical table, and the cash flow and balance sheet table under it on the same years', async () => {
    const years = [makeFinancialRow({ fy_date_at: '2023-09-30', fiscal_year: 2023 }), makeFinancialRow()];
    vi.spyOn(investmentsApi, 'financials').mockImplementation(async (_id, kind) => answer(kind, kind === 'historical' ? years : []));
    renderInvestments(<FinancialsSection investment={makeInvestment('a')} allowed />);
    const ratios = await screen.findByRole('region', { name: 'Key ratios' });
    const historical = await screen.findByTestId('financials-historical');
    const cashFlow = screen.getByTestId('financials-cash-flow');
    expect(ratios.compareDocumentPosition(historical) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(historical.compareDocumentPosition(cashFlow) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const headings = (table: HTMLElement) => within(table).getAllByRole('columnheader').slice(1).map((heading) => heading.textContent);
    expect(headings(cashFlow)).toEqual(headings(historical));
    expect(headings(cashFlow)).toEqual(['FY202330 Sep 2023', 'FY2024No filed figures', 'FY202527 Sep 2025']);
    expect(screen.getByRole('heading', { name: 'Cash flow and balance sheet' })).toBeInTheDocument();
    expect(within(ratios).getByTestId('ratio-pe')).toHaveTextContent('P/E5.0×FY2025');
    expect(within(ratios).getByTestId('ratio-fcf')).toHaveTextContent('Free cash flow250.0 mFY2025');
  });
});
