import { z } from 'zod';

/** One XBRL fact as the SEC's companyfacts API publishes it (data.sec.gov/api/xbrl/companyfacts/CIK##########.json). */
const factSchema = z.object({
  start: z.string().optional(),
  end: z.string(),
  val: z.number(),
  accn: z.string(),
  fy: z.number().nullable().optional(),
  fp: z.string().nullable().optional(),
  form: z.string(),
  filed: z.string(),
  frame: z.string().optional(),
});
export type SecFact = z.infer<typeof factSchema>;

const conceptSchema = z.object({ label: z.string().nullable().optional(), units: z.record(z.string(), z.array(factSchema)) });

export const companyFactsSchema = z.object({
  cik: z.union([z.number(), z.string()]),
  entityName: z.string(),
  facts: z.record(z.string(), z.record(z.string(), conceptSchema)).default({}),
});
export type CompanyFacts = z.infer<typeof companyFactsSchema>;

/** The submissions document (data.sec.gov/submissions/CIK##########.json): who the filer is and what it filed lately. */
export const submissionsSchema = z.object({
  cik: z.union([z.number(), z.string()]),
  entityType: z.string().nullable().optional(),
  sic: z.string().nullable().optional(),
  sicDescription: z.string().nullable().optional(),
  name: z.string(),
  tickers: z.array(z.string()).default([]),
  exchanges: z.array(z.string().nullable()).default([]),
  fiscalYearEnd: z.string().nullable().optional(),
  formerNames: z.array(z.object({ name: z.string(), from: z.string().nullable().optional(), to: z.string().nullable().optional() })).default([]),
  filings: z.object({
    recent: z.object({
      accessionNumber: z.array(z.string()),
      filingDate: z.array(z.string()),
      reportDate: z.array(z.string()).optional(),
      form: z.array(z.string()),
    }),
  }),
});
export type Submissions = z.infer<typeof submissionsSchema>;

/** company_tickers_exchange.json: every listed ticker with its filer's CIK. */
export const tickerMapSchema = z.object({
  fields: z.tuple([z.literal('cik'), z.literal('name'), z.literal('ticker'), z.literal('exchange')]),
  data: z.array(z.tuple([z.number(), z.string(), z.string(), z.string().nullable()])),
});
export interface TickerEntry {
  cik: number;
  name: string;
  ticker: string;
  /** The SEC's exchange name: Nasdaq, NYSE, CBOE, OTC or null. */
  exchange: string | null;
}

/** A CIK as the SEC's file names write it: ten digits, zero-padded. */
export function paddedCik(cik: number | string): string {
  return String(cik).replace(/^0+/, '').padStart(10, '0');
}
