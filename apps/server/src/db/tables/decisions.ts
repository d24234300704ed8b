/** Kysely table types: Decision types, decisions, their matrix cells and follow-up notes (migration 0005). Conventions as in ../schema.ts. */

/** A user's decision type (trade type): timeframe and return scale (%). */
export interface TradeTypesTable {
  id: string;
  user_id: string;
  name: string;
  description: string | null;
  timeframe: string;
  excellent: number;
  v_good: number;
  good: number;
  average: number;
  below_ave: number;
  poor: number;
  v_poor: number;
  min_value: number;
  max_value: number;
  created_at: string;
  updated_at: string;
}

/** A review's draft decision (status draft, draft_review_id set) or a made, immutable one (status made). */
export interface DecisionsTable {
  id: string;
  review_id: string;
  investment_id: string;
  status: string;
  /** = review_id while a draft (unique: one draft per review), null once made. */
  draft_review_id: string | null;
  /** Who made it; for a draft, who changed it last. */
  user_id: string | null;
  action: string | null;
  trade_type_id: string | null;
  /** JSON text: the trade type frozen when the decision was made. */
  trade_type_data: string | null;
  timeframe: string | null;
  price: number | null;
  date: string | null;
  /** JSON text: the attached processes' scores when the decision was made. */
  process_data: string | null;
  expected_return: number | null;
  expected_grade: string | null;
  created_at: string;
  updated_at: string;
}

/** One cell of a decision's probability matrix (per outcome bucket). */
export interface DecisionCellsTable {
  id: string;
  decision_id: string;
  outcome: string;
  probability: number | null;
  comment: string | null;
  updated_at: string;
}

/** A follow-up note on a made decision. */
export interface DecisionNotesTable {
  id: string;
  decision_id: string;
  user_id: string | null;
  text: string;
  created_at: string;
}
