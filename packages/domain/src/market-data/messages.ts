/** What operators read about the market-data connectors (API answers, the CLI and the status page). */
export const MARKET_DATA_MESSAGES = {
  operatorsOnly: 'Only an administrator can see and run the market-data syncs.',
  secNotConfigured:
    'The SEC sync is off: set SEC_USER_AGENT to your organisation and a contact e-mail (e.g. "Thesis Research ops@example.com") and restart. The SEC asks every automated reader to say who it is; no key is needed.',
  syncQueued: 'The sync is queued; it starts within a minute and this page shows its progress.',
  syncBusy: 'A sync of this source is already running or queued; it was not started twice.',
  pricesNotConfigured:
    'Daily prices come from the shipped snapshot (August 2026) until EODHD_API_KEY is set (an EODHD “EOD Historical Data — All World” plan covers the US and the ASX); CSV imports of prices still work.',
  unknownSource: 'There is no market-data source with this name.',
} as const;
