/** One AI-assisted fill of an investment process (migration 0014). */
export interface AiFillsTable {
  id: string;
  investment_process_id: string;
  requested_by: string | null;
  /** 'Built-in analyst' or the model name. */
  source: string;
  /** pending, finished or failed. */
  status: string;
  /** Why it failed (failed), or a note on what it did (finished). */
  message: string | null;
  /** JSON text: [{ item_id, reason }] — the items it left empty and why. */
  skipped: string;
  created_at: string;
  finished_at: string | null;
  /** Tokens the model's requests used, when the provider reports them. */
  tokens: number | null;
  /** How many suggestions it made (null before migration 0028). */
  suggested: number | null;
}

/** A proposed score/value beside an item, waiting for the reviewer to accept, edit or discard it. */
export interface AiSuggestionsTable {
  id: string;
  fill_id: string;
  investment_process_id: string;
  investment_item_id: string;
  score: string | null;
  value: number | null;
  relevance: string | null;
  comment: string | null;
  rationale: string;
  /** JSON text: the evidence lines (figures it used). */
  evidence: string;
  source: string;
  /** high, medium or low. */
  confidence: string;
  created_at: string;
}
