/** Decision timeframes (spec §3) and the default (spec §9). */
export const TIMEFRAMES = [
  'intraday',
  'week',
  'month',
  'month_6',
  'year',
  'year_2',
  'year_3',
  'year_5',
  'year_7',
] as const;
export type Timeframe = (typeof TIMEFRAMES)[number];
export const DEFAULT_TIMEFRAME: Timeframe = 'year_2';
export const TIMEFRAME_LABELS: Record<Timeframe, string> = {
  intraday: 'Intraday',
  week: '1 week',
  month: '1 month',
  month_6: '6 months',
  year: '1 year',
  year_2: '2 years',
  year_3: '3 years',
  year_5: '5 years',
  year_7: '7 years',
};
