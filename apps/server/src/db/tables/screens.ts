/** Kysely table types: Screens and the materialised results of their last run (migration 0006). Conventions as in ../schema.ts. */

/** A user's saved screen (issue 6); secondary_process_ids and aggregations are JSON text. */
export interface ScreensTable {
  id: string;
  user_id: string;
  name: string;
  description: string | null;
  is_active: number;
  is_default: number;
  position: number;
  source_type: string;
  associated_process_id: string | null;
  lead_process_id: string | null;
  secondary_process_ids: string;
  investment_count: number;
  aggregations: string | null;
  last_run_at: string | null;
  created_at: string;
  updated_at: string;
}

/** One investment a screen's last run selected, with a snapshot of its company fields. */
export interface ScreenResultsTable {
  screen_id: string;
  investment_id: string;
  ticker: string;
  name: string;
  /** Lower-case name: the alphabetical order on both databases. */
  sort_name: string;
  sector: string | null;
  industry: string | null;
  exchange: string | null;
  currency: string | null;
  last_price: number | null;
  market_cap: number | null;
  figures_updated_at: string | null;
  reviewed_at: string | null;
}

/** Per result and per process of the screen: the user's summary score, relevance and grade ranks. */
export interface ScreenResultScoresTable {
  screen_id: string;
  process_id: string;
  investment_id: string;
  score: number;
  relevance: number;
  /** v_poor 1 … excellent 7; null when not graded. */
  valuation_rank: number | null;
  /** JSON text: library factor id → grade rank. */
  factor_ranks: string;
}
