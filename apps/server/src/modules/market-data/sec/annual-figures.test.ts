import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { annualFigures } from './annual-figures';
import { companyFactsSchema, type CompanyFacts } from './company-facts';
import { snapshotRows } from './snapshot-rows';

const facts = (cik: string): CompanyFacts => companyFactsSchema.parse(JSON.parse(readFileSync(new URL(`./fixtures/companyfacts/CIK${cik}.json`, import.meta.url), 'utf8')));
const year = (cik: string, end: string) => annualFigures(facts(cik)).find((row) => row.periodEnd === end);

describe('annual figures from the SEC companyfacts (real filings, trimmed)', () => {
  it('reads Apple’s 53-week FY2023 from the FY2025 10-K and ignores the 10-Q quarters filed after it', () => {
    const years = annualFigures(facts('0000320193'));
    expect(years.map((row) => row.periodEnd)).toEqual(['2023-09-30', '2024-09-28', '2025-09-27']);
    const fy2023 = years[0]!;
    // Apple's 10-K: revenue $383,285m, gross margin $169,148m, operating income $114,301m, net income $96,995m, diluted EPS $6.13.
    expect(fy2023.values).toMatchObject({ revenue_m: 383285, gross_profit_m: 169148, ebit_m: 114301, net_income_m: 96995, eps_diluted: 6.13 });
    expect(fy2023.filings.revenue_m).toEqual({ accn: '0000320193-25-000079', form: '10-K', filed: '2025-10-31', concept: 'RevenueFromContractWithCustomerExcludingAssessedTax' });
    // Capex is stored as cash spent (negative), as in the shipped snapshot.
    expect(fy2023.values.capex_m).toBeLessThan(0);
  });

  it('gives a bank no gross profit and no cost of revenue, and reads its net revenue', () => {
    const jpm = year('0000019617', '2023-12-31')!;
    expect(jpm.values.gross_profit_m).toBeUndefined();
    expect(jpm.values.cost_of_revenue_m).toBeUndefined();
    expect(jpm.values.revenue_m).toBe(158104);
    const [row] = snapshotRows({ ticker: 'JPM', exchange: 'NYSE', cik: '19617', name: 'JPMORGAN CHASE & CO' }, [jpm]);
    expect(row!.gross_profit_m).toBe('');
    // Its short-term borrowings alone are not its debt: without long-term debt, total and net debt stay unknown.
    expect([row!.total_debt_m, row!.net_debt_m]).toEqual(['', '']);
  });

  it('takes a restated year from the latest filing that reports it (Plug Power FY2019)', () => {
    const fy2019 = year('0001093691', '2019-12-31')!;
    // First filed in 10-K 0001558370-20-002267 as gross profit $27,966k and net loss $85,465k; restated in 2021 and again in the 2022 10-K/A.
    expect(fy2019.values.gross_profit_m).toBe(10.648);
    expect(fy2019.values.net_income_m).toBe(-83.743);
    expect(fy2019.filings.net_income_m?.filed).toBe('2022-03-14');
    expect(fy2019.filings.net_income_m?.accn).toBe('0001558370-22-003577');
  });

  it('never takes a quarter-end balance a 10-K carries for a fiscal year (Meta 2016)', () => {
    const ends = annualFigures(facts('0001326801'), 20).map((row) => row.periodEnd);
    expect(ends).not.toContain('2016-03-31');
    expect(ends.every((end) => end.endsWith('-12-31'))).toBe(true);
  });

  it('reads no US fiscal years from a foreign private issuer’s 20-F facts (NICE)', () => {
    expect(annualFigures(facts('0001003935'))).toEqual([]);
  });

  it('keeps the latest ten fiscal years and derives EBITDA, total debt and net debt from what was filed', () => {
    const meta = annualFigures(facts('0001326801'));
    expect(meta).toHaveLength(10);
    const [row] = snapshotRows({ ticker: 'META', exchange: 'NASDAQ', cik: '1326801', name: 'Meta Platforms, Inc.' }, meta.slice(-1));
    // Meta 2025 10-K: operating income $83,276m + depreciation and amortisation $18,616m; long-term debt $58,744m
    // against cash $35,873m and marketable securities $45,719m.
    expect(row).toMatchObject({ revenue_m: '200966', ebit_m: '83276', dna_m: '18616', ebitda_m: '101892', total_debt_m: '58744', net_debt_m: '-22848', pretax_income_m: '85932', income_tax_m: '25474' });
    expect(JSON.parse(row!.filings).revenue_m).toMatch(/^\d{10}-\d{2}-\d{6} 10-K \d{4}-\d{2}-\d{2} /);
  });

  it('adds the current part of debt to long-term debt filed without it (Apple 2025: commercial paper and term debt due within a year)', () => {
    const [row] = snapshotRows({ ticker: 'AAPL', exchange: 'NASDAQ', cik: '320193', name: 'Apple Inc.' }, [year('0000320193', '2025-09-27')!]);
    expect(row).toMatchObject({ long_term_debt_m: '78328', total_debt_m: '98657', net_debt_m: '43960', shares_outstanding_m: '14773.26' });
  });
});
