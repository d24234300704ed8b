import { asShown, displayTicker, type Portfolio } from '@thesis/domain';

/**
 * The portfolio as CSV (RFC 4180, CRLF, UTF-8 with a byte-order mark so spreadsheets read accents):
 * one row per holding of the current view, in its order, with plain unformatted numbers. Text
 * starting with = + - @ is prefixed with ' so a spreadsheet never runs it as a formula.
 */
type Cell = string | number | null;

function cell(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Numbers as the page shows them (amounts to the cent, weights to 0.01 %, market caps and relevance to one decimal), never a float's tail. */
const round = (value: number | null, digits: number) => (value === null ? null : asShown(value, digits));

/** How a holding's value reached the reporting currency, in words for the export. */
const CONVERSION: Readonly<Record<HoldingMoney['status'], string>> = {
  same: 'same currency',
  converted: 'converted at the monthly rate',
  no_rate: 'not converted: no exchange rate (left out of totals)',
  no_price: 'no price (left out of totals)',
};

type HoldingMoney = Portfolio['investments'][number]['value'];

/**
 * Each value is exported twice: in the company's currency and in the reporting currency, with the
 * rate and the month of the rate used (issue 19 item 4).
 */
export function portfolioCsv(portfolio: Portfolio): string {
  const processes = portfolio.processes;
  const reporting = portfolio.aggregations.reporting_currency;
  const header: Cell[] = [
    'Ticker', 'Name', 'Exchange', 'Currency', 'Sector', 'Industry', 'Units', 'Last price', 'Value', `Value (${reporting})`, `FX rate (${reporting} per unit)`, 'FX month', 'Conversion',
    'Weight %', 'Market cap (m)', 'Price updated',
    ...processes.flatMap((process) => [`${process.name} score`, `${process.name} relevance`]),
  ];
  const lines = [header.map(cell).join(',')];
  for (const holding of portfolio.investments) {
    const { investment } = holding;
    const byProcess = new Map(holding.processes.map((process) => [process.process_id, process]));
    const row: Cell[] = [
      displayTicker(investment.ticker),
      investment.name,
      investment.exchange,
      investment.currency,
      investment.sector_l1,
      investment.sector_l3,
      holding.shares_count,
      investment.last_price,
      holding.price_missing ? null : round(holding.shares_total_price, 2),
      holding.value.amount === null ? null : round(holding.value.amount, 2),
      round(holding.value.rate, 4),
      holding.value.rate_month,
      CONVERSION[holding.value.status],
      round(holding.shares_weight, 2),
      round(investment.market_cap, 1),
      investment.meta.updated_at?.slice(0, 10) ?? null,
      ...processes.flatMap((process) => {
        const found = byProcess.get(process.process_id);
        return found ? [found.score, round(found.relevance, 1)] : [null, null];
      }),
    ];
    lines.push(row.map(cell).join(','));
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** e.g. portfolio-2026-11-22.csv */
export function exportFileName(now: string): string {
  return `portfolio-${now.slice(0, 10)}.csv`;
}
