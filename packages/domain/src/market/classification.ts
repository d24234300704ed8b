/**
 * Industry classifications (issue 19 item 3). S&P 500 and ASX companies carry GICS (sector and
 * sub-industry or industry group); other US companies carry the SEC's SIC code: its division as
 * the sector and its description as the industry, labelled as an SEC industry so nobody takes a
 * SIC division for a GICS sector.
 */
export const CLASSIFICATIONS = ['gics', 'sic'] as const;
export type Classification = (typeof CLASSIFICATIONS)[number];

export const CLASSIFICATION_LABELS: Readonly<Record<Classification, string>> = {
  gics: 'GICS',
  sic: 'SEC industry (SIC)',
};

/** "Not recorded": what an empty sector or industry shows (screens, portfolio). */
export const NOT_RECORDED = 'Not recorded';

/**
 * Banks, brokers and insurers (SIC major groups 60–64: depository institutions, credit, securities,
 * insurance carriers and agents) have no gross profit and no EBIT: where their filing has none,
 * those cells are "not applicable", never 0 and never "missing".
 */
export function isFinancialSic(sic: string | null | undefined): boolean {
  if (!sic || !/^\d{4}$/.test(sic)) return false;
  const group = Number(sic.slice(0, 2));
  return group >= 60 && group <= 64;
}

/** Figures that banks and insurers do not report. */
export const NOT_APPLICABLE_TO_FINANCIALS = ['gross_profit', 'ebit'] as const;
