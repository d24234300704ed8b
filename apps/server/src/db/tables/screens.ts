/** Kysely table types: Screens and the materialised results of their last run (migration 0006). Conventions as in ../schema.ts. */
import type { Generated } from 'kysely';

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
  /** The member who made it inside a team workspace (migration 0011). */
  created_by: string | null;
  /** Counted up with every write of its results (migration 0023): the pages a server keeps of them are for this version. */
  results_version: Generated<number>;
  /** JSON text of the view it opens with (SavedScreenView), null when none is saved (migration 0029). */
  saved_view: string | null;
}

/** One investment a screen's last run selected: a snapshot of its company fields and the user's scores (migration 0010). */
export interface ScreenResultsTable {
  screen_id: string;
  investment_id: string;
  /** listed | custom */
  type: string;
  ticker: string;
  name: string;
  /** Lower-case name: the alphabetical order on both databases. */
  sort_name: string;
  sector: string | null;
  industry: string | null;
  /** gics | sic (migration 0013). */
  classification: string | null;
  exchange: string | null;
  currency: string | null;
  last_price: number | null;
  market_cap: number | null;
  figures_updated_at: string | null;
  reviewed_at: string | null;
  /** The lead process's summary score, relevance and valuation grade rank (v_poor 1 … excellent 7). */
  lead_score: number | null;
  lead_relevance: number | null;
  lead_valuation_rank: number | null;
  /** JSON text: process id → { score, relevance, valuation_rank, factors: { library factor id → grade rank } }. */
  scores: string;
}
