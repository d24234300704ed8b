/** Kysely table types of reviews: their processes, items, models, notes and the activity they record. Conventions as in ../schema.ts. */
import type { Generated } from 'kysely';

/** One review per user per investment (unique user_id + investment_id). */
export interface InvestmentReviewsTable {
  id: string;
  user_id: string;
  investment_id: string;
  summary: string | null;
  created_at: string;
  updated_at: string;
  /** The member who made it inside a team workspace (migration 0011); null: the owner (user_id). */
  created_by: string | null;
  /** Counted up by the database with every change of its processes or items (migration 0024); never presented. */
  parts_version: Generated<number>;
}

/** A process attached to a review; name and description copied, process_id null once the process is deleted. */
export interface InvestmentProcessesTable {
  id: string;
  review_id: string;
  process_id: string | null;
  name: string;
  description: string | null;
  position: number;
  comment: string | null;
  url: string | null;
  url_name: string | null;
  media_id: string | null;
  /** The reviewer's own valuation (a price per share). */
  valuation: number | null;
  editor_user_id: string | null;
  ai_status: string | null;
  ai_processed_at: string | null;
  created_at: string;
  updated_at: string;
  /**
   * The summary of its factors for screens (migration 0010): score, relevance, factor grade ranks
   * (JSON text), the first graded Valuation factor's rank; priced 1 when a Valuation factor makes it
   * depend on the price. summary_at null: not computed since its items last changed.
   */
  summary_score?: number | null;
  summary_relevance?: number | null;
  summary_factor_ranks?: string | null;
  summary_valuation_rank?: number | null;
  summary_priced?: number | null;
  summary_at?: string | null;
}

/** A factor (parent_id null), checklist or question copied into a review, with its scoring. */
export interface InvestmentItemsTable {
  id: string;
  investment_process_id: string;
  parent_id: string | null;
  source_item_id: string | null;
  kind: string;
  name: string;
  description: string | null;
  item_group: string;
  type: string;
  /** JSON text, as in process_items. */
  grade_descriptions: string | null;
  min_value: number | null;
  max_value: number | null;
  /** JSON text, as in process_items. */
  thresholds: string | null;
  /** As in process_items: copied with the item (migration 0014). */
  metric_key?: string | null;
  position: number;
  /** A scale value (excellent … v_poor, n_a); Valuation stores only n_a here, its grade comes from value. */
  score: string | null;
  /** The number of Valuation (a price per share) and quantitative types. */
  value: number | null;
  relevance: string | null;
  comment: string | null;
  url: string | null;
  url_name: string | null;
  media_id: string | null;
  editor_user_id: string | null;
  created_at: string;
  updated_at: string;
}

export interface ReviewModelsTable {
  id: string;
  review_id: string;
  media_id: string;
  position: number;
  created_at: string;
}

export interface InvestmentNotesTable {
  id: string;
  review_id: string;
  user_id: string | null;
  title: string;
  typed_text: string | null;
  media_id: string | null;
  created_at: string;
  updated_at: string;
}

/** The audit trail: who (user_id) did what (kind, details JSON text) when, on which review. */
export interface ActivityEventsTable {
  id: string;
  user_id: string;
  review_id: string | null;
  investment_id: string | null;
  kind: string;
  details: string;
  created_at: string;
}

/**
 * Per-day event counts of the audit trail (migration 0009), kept by ActivityRepository.record:
 * day is the UTC yyyy-mm-dd, series the decision's action for decision_made ('' otherwise).
 */
export interface ActivityDailyCountsTable {
  user_id: string;
  kind: string;
  day: string;
  series: string;
  count: number;
}
