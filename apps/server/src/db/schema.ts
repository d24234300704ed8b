import type { Generated } from 'kysely';
import type { BillingEventsTable, BillingHistoryTable, SubscriptionsTable, TrialNoticesTable } from './tables/billing';
import type { DecisionCellsTable, DecisionNotesTable, DecisionsTable, TradeTypesTable } from './tables/decisions';
import type { RateLimitCountersTable } from './tables/operations';
import type { DataSyncLocksTable, DataSyncRunsTable, PriceEventsTable, PriceHistoriesTable, PricesTable, FinancialFigureColumns, FxRatesTable, InvestmentMetricsTable, ReferenceDataTable, ReviewEstimatesTable, SecFilersTable } from './tables/market';
import type { ScreenResultsTable, ScreensTable } from './tables/screens';
import type { ShareRecipientsTable, SharesTable } from './tables/sharing';
import type { TeamEventsTable, TeamMembersTable, TeamsTable } from './tables/teams';
import type { AiFillsTable, AiSuggestionsTable } from './tables/ai-fill';
import type { JobSchedulesTable, JobsTable } from './tables/jobs';
import type { ActivityDailyCountsTable, ActivityEventsTable, InvestmentItemsTable, InvestmentNotesTable, InvestmentProcessesTable, InvestmentReviewsTable, ReviewModelsTable } from './tables/reviews';

export type * from './tables/billing';
export type * from './tables/decisions';
export type * from './tables/operations';
export type * from './tables/market';
export type * from './tables/screens';
export type * from './tables/sharing';
export type * from './tables/teams';
export type * from './tables/ai-fill';
export type * from './tables/jobs';
export type * from './tables/reviews';

/**
 * Kysely table types. Portable column conventions (both SQLite and PostgreSQL):
 * - ids are UUIDv7 strings;
 * - timestamps are ISO-8601 UTC strings written by the app;
 * - flags are integers 0/1 (read back with `flag()`);
 * - JSON is stored as text (read back with `json()`).
 */
export interface UsersTable {
  id: string;
  username: string;
  email: string;
  password_hash: string;
  role: string;
  first_name: string | null;
  last_name: string | null;
  email_verified_at: string | null;
  suspended_at: string | null;
  trial_ends_at: string | null;
  avatar_id: string | null;
  default_process_id: string | null;
  default_screen_id: string | null;
  company_id: string | null;
  current_team_id: string | null;
  dashboard_view_type: string;
  /** 1 when the user keeps the side navigation collapsed (migration 0015). */
  side_nav_collapsed: number;
  is_global_sharer: number;
  /** The currency totals and converted figures are shown in (default AUD). */
  reporting_currency: Generated<string>;
  /** Counted up when a review is created in the workspace this user owns (migration 0022): the review ids a server keeps for it are for this version. */
  reviews_version: Generated<number>;
  /** When the person hid the dashboard's first-run checklist (migration 0031); null: shown. */
  first_steps_dismissed_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One signed-in session (a refresh-token family). */
export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  last_used_at: string;
  revoked_at: string | null;
  user_agent: string | null;
}

export interface RefreshTokensTable {
  id: string;
  session_id: string;
  token_hash: string;
  expires_at: string;
  created_at: string;
  used_at: string | null;
}

export interface PasswordResetsTable {
  id: string;
  user_id: string;
  token_hash: string;
  expires_at: string;
  created_at: string;
  used_at: string | null;
}

export interface MediaTable {
  id: string;
  uuid: string;
  user_id: string;
  collection: string;
  file_name: string;
  extension: string;
  mime_type: string;
  size: number;
  storage_key: string;
  created_at: string;
}

export interface PageEventsTable {
  id: string;
  user_id: string | null;
  path: string;
  title: string | null;
  referrer: string | null;
  created_at: string;
}

/** Listed companies (type 'listed', keyed on exchange + ticker) and users' unlisted ones ('custom', owner_id). */
export interface InvestmentsTable {
  id: string;
  type: string;
  exchange: string | null;
  ticker: string;
  name: string;
  owner_id: string | null;
  currency: string;
  local_fx: string | null;
  reporting_fx: string | null;
  sector_l1: string | null;
  sector_l3: string | null;
  description: string | null;
  is_etf: number;
  year_end: string | null;
  last_price: number | null;
  /** Millions of shares. */
  issued_shares: number | null;
  /** Millions of `currency`. */
  market_cap: number | null;
  figures_updated_at: string | null;
  /** Lower-case, accent-free ASCII ticker for prefix range scans. */
  search_ticker: string;
  /** Lower-case, accent-free name: the alphabetical order of results. */
  search_name: string;
  /** gics | sic: where sector_l1/sector_l3 come from; the SEC's SIC code of a US company. */
  classification: string | null;
  sic_code: string | null;
  /** 1 for ETFs and funds (ranked after operating companies in search). */
  is_fund: Generated<number>;
  /** Market cap in US$ millions for ranking search results; search_band: coarse rank (search-bands.ts). */
  search_cap: number | null;
  search_band: Generated<number>;
  created_at: string;
  updated_at: string;
}

/** One row (id 1): counted up with every write to the listed universe's search keys (migration 0020). */
export interface ListedUniverseVersionTable {
  id: number;
  version: number | string;
}

/** Historical and estimation rows. */
export interface InvestmentFinancialsTable extends FinancialFigureColumns {
  id: string;
  investment_id: string;
  kind: string;
  fy_date_at: string;
  source: string | null;
  updated_at: string;
  /** The fiscal year; EPS and DPS as filed (eps and dps hold the split-adjusted values). */
  fiscal_year: number | null;
  eps_reported: number | null;
  dps_reported: number | null;
  /** The filed EPS/DPS were divided by this (null: as filed); split_note: JSON text of the splits. */
  split_factor: number | null;
  split_note: string | null;
  /** JSON text: field → not_applicable | not_in_source. */
  unavailable: string | null;
  /** JSON text: field → why a plausibility check flagged it (migration 0025). */
  under_review: string | null;
  /** JSON text: cash flow, shares and balance-sheet figures beyond the ten (migration 0025). */
  details: string | null;  /** JSON text: figure → the filing it was read from, "accession form filed concept" (migration 0026; synced rows only). */
  filings: string | null;
}

/** An operator's decision on a flagged figure (migration 0025): confirm it, or correct it to `value`. */
export interface FinancialFigureReviewsTable {
  exchange: string;
  ticker: string;
  fy_date_at: string;
  field: string;
  action: string;
  value: number | null;
  note: string | null;
  decided_at: string;
}

/** A user's process, or a template (is_template = 1, no owner, stable template_key). */
export interface ProcessesTable {
  id: string;
  user_id: string | null;
  name: string;
  description: string | null;
  is_active: number;
  position: number;
  is_template: number;
  template_key: string | null;
  source_id: string | null;
  created_at: string;
  updated_at: string;
  /** The member who made it inside a team workspace (migration 0011); null: the owner (user_id). */
  created_by: string | null;
}

/** A factor, checklist or question (`kind`) of a user's library, or a template. */
export interface ProcessItemsTable {
  id: string;
  kind: string;
  user_id: string | null;
  name: string;
  description: string | null;
  item_group: string;
  type: string;
  /** JSON text: grade → description (qualitative types). */
  grade_descriptions: string | null;
  min_value: number | null;
  max_value: number | null;
  /** JSON text: valuation key → threshold (Valuation). */
  thresholds: string | null;
  /** The metric (quantitative) or grading rule (qualitative) the item is bound to (migration 0014). */
  metric_key?: string | null;
  relevance: string | null;
  url: string | null;
  url_name: string | null;
  media_id: string | null;
  is_active: number;
  is_template: number;
  template_key: string | null;
  source_id: string | null;
  created_at: string;
  updated_at: string;
  /** The member who made it inside a team workspace (migration 0011); null: the owner (user_id). */
  created_by: string | null;
}

/** process → factor (process_factors) and factor → checklist / checklist → question (item_children). */
export interface LibraryLinksTable {
  parent_id: string;
  child_id: string;
  position: number;
  created_at: string;
}

/** A holding of the portfolio: one per user per investment. */
export interface PortfolioInvestmentsTable {
  id: string;
  user_id: string;
  investment_id: string;
  shares_count: number;
  created_at: string;
  updated_at: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  refresh_tokens: RefreshTokensTable;
  password_resets: PasswordResetsTable;
  media: MediaTable;
  page_events: PageEventsTable;
  activity_daily_counts: ActivityDailyCountsTable;
  processes: ProcessesTable;
  process_items: ProcessItemsTable;
  process_factors: LibraryLinksTable;
  item_children: LibraryLinksTable;
  investments: InvestmentsTable;
  listed_universe_version: ListedUniverseVersionTable;
  investment_financials: InvestmentFinancialsTable;
  financial_figure_reviews: FinancialFigureReviewsTable;
  review_estimates: ReviewEstimatesTable;
  fx_rates: FxRatesTable;
  reference_data: ReferenceDataTable;
  investment_metrics: InvestmentMetricsTable;
  sec_filers: SecFilersTable;
  data_sync_runs: DataSyncRunsTable;
  data_sync_locks: DataSyncLocksTable;
  prices: PricesTable;
  price_events: PriceEventsTable;
  price_histories: PriceHistoriesTable;
  investment_reviews: InvestmentReviewsTable;
  investment_processes: InvestmentProcessesTable;
  investment_items: InvestmentItemsTable;
  review_models: ReviewModelsTable;
  investment_notes: InvestmentNotesTable;
  activity_events: ActivityEventsTable;
  portfolio_investments: PortfolioInvestmentsTable;
  shares: SharesTable;
  share_recipients: ShareRecipientsTable;
  trade_types: TradeTypesTable;
  decisions: DecisionsTable;
  decision_cells: DecisionCellsTable;
  decision_notes: DecisionNotesTable;
  screens: ScreensTable;
  screen_results: ScreenResultsTable;
  teams: TeamsTable;
  team_members: TeamMembersTable;
  team_events: TeamEventsTable;
  subscriptions: SubscriptionsTable;
  billing_events: BillingEventsTable;
  billing_history: BillingHistoryTable;
  trial_notices: TrialNoticesTable;
  rate_limit_counters: RateLimitCountersTable;
  jobs: JobsTable;
  job_schedules: JobSchedulesTable;
  ai_fills: AiFillsTable;
  ai_suggestions: AiSuggestionsTable;
}
