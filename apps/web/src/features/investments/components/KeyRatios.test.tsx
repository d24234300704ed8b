import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeFinancialRow, makeInvestment, renderInvestments } from '../testing';
import { KeyRatios } from './KeyRatios';

const previous = makeFinancialRow({ fy_date_at: '2024-09-28', fiscal_year: 2024, sales: 900, npat: 200 });
const latest = makeFinancialRow();

const figure = (id: string) => screen.getByTestId(`ratio-${id}`);
/** The value of a ratio: the element that takes the focus and carries the tooltip. */
const value = (id: string) => within(figure(id)).getByRole('definition').querySelector<HTMLElement>('[tabindex="0"]')!;

describe('the key ratios panel', () => {
  it('shows each ratio the catalogue computes, formatted, with the fiscal year it used, in four groups', () => {
    renderInvestments(<KeyRatios rows={[previous, latest]} investment={makeInvestment('a')} currency="USD" />);
    const panel = screen.getByRole('region', { name: 'Key ratios' });
    expect(within(panel).getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent)).toEqual(['Profitability', 'Cash flow', 'Valuation & income', 'Balance sheet']);
    const shown = {
      gross_margin: ['Gross margin', '45.0 %'],
      ebit_margin: ['EBIT margin', '30.0 %'],
      net_margin: ['Net margin', '25.0 %'],
      roe: ['ROE', '31.3 %'],
      roa: ['ROA', '12.5 %'],
      fcf: ['Free cash flow', '250.0 m'],
      fcf_per_share: ['FCF per share', '2.50'],
      fcf_yield: ['FCF yield', '20.0 %'],
      buyback_yield: ['Buyback yield', '4.0 %'],
      pe: ['P/E', '5.0×'],
      dividend_yield: ['Dividend yield', '8.0 %'],
      payout_ratio: ['Payout ratio', '40.0 %'],
      net_debt_to_ebit: ['Net debt / EBIT', '0.67×'],
    };
    for (const [id, [label, text]] of Object.entries(shown)) {
      expect(within(figure(id)).getByRole('term')).toHaveTextContent(label!);
      expect(value(id)).toHaveTextContent(text!);
      expect(within(figure(id)).getByRole('definition')).toHaveTextContent(`${text}FY2025`);
    }
    expect(within(panel).getByText(/money in USD/)).toBeInTheDocument();
  });

  it('gives the evidence line on hover and on keyboard focus', async () => {
    renderInvestments(<KeyRatios rows={[previous, latest]} investment={makeInvestment('a')} currency="USD" />);
    await userEvent.hover(value('gross_margin'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Gross margin 45.0 % (FY2025 gross profit 450.0 m ÷ revenue 1.0 bn)');
    await userEvent.unhover(value('gross_margin'));
    // The ratio takes the focus, so a keyboard reader gets the same line.
    expect(value('pe')).toHaveAttribute('tabindex', '0');
    act(() => value('pe').focus());
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(/^P\/E/));
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveTextContent('P/E 5.0× (last price 12.50 ÷ FY2025 EPS 2.50)');
    expect(tooltip).toHaveTextContent('Last price of 22 Aug 2026');
    expect(value('pe')).toHaveAttribute('aria-describedby', tooltip.id);
  });

  it('shows a dash for a ratio that cannot be computed, with the reason on hover and for screen readers', async () => {
    const bank = makeFinancialRow({ gross_profit: null, unavailable: { gross_profit: 'not_applicable' }, details: { ...latest.details, buybacks: null } });
    renderInvestments(<KeyRatios rows={[previous, bank]} investment={makeInvestment('a')} currency="USD" />);
    expect(value('gross_margin')).toHaveTextContent(/^–Not available: Gross profit is missing for FY2025$/);
    expect(within(value('gross_margin')).getByText('Not available: Gross profit is missing for FY2025')).toHaveClass('mantine-VisuallyHidden-root');
    expect(within(figure('gross_margin')).getByRole('definition')).not.toHaveTextContent('FY2025–');
    await userEvent.hover(value('buyback_yield'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Not available: Share buybacks is missing for FY2025');
    expect(value('net_margin')).toHaveTextContent('25.0 %');
  });

  it('says once why no ratio can be computed when the figures are history against the price', () => {
    const old = makeFinancialRow({ fy_date_at: '2016-09-24', fiscal_year: 2016 });
    renderInvestments(<KeyRatios rows={[old]} investment={makeInvestment('a')} currency="USD" />);
    const reason = 'the latest figures are of FY2016, more than eighteen months before 2026-08-22: they are history, not a basis for a current ratio';
    expect(screen.getByTestId('key-ratios-unavailable')).toHaveTextContent(`No ratio can be computed: ${reason}.`);
    expect(value('roe')).toHaveTextContent(`–Not available: ${reason}`);
  });

  it('refuses to set a price against figures in another currency', () => {
    renderInvestments(<KeyRatios rows={[previous, latest]} investment={makeInvestment('a')} currency="EUR" />);
    expect(value('pe')).toHaveTextContent('Not available: the financial data is in EUR and the price in USD: they cannot be compared without a conversion');
    expect(value('gross_margin')).toHaveTextContent('45.0 %');
  });
});
