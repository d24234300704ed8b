import type { Relevance, ScaleValue, SuggestionConfidence } from '@thesis/domain';
import type { InvestmentItemRecord } from '../../investment-items/investment-items.records';
import type { CompanyFacts } from '../company-facts';

/** What an analyst is asked: the company's facts and the process tree of one investment process. */
export interface FillRequest {
  facts: CompanyFacts;
  process: { id: string; name: string; description: string | null };
  /** Every factor, checklist and question of the process, parents first (position order). */
  items: readonly InvestmentItemRecord[];
}

/** A value proposed for one item: only fields valid for the item's type, never written without acceptance. */
export interface FillProposal {
  item_id: string;
  score: ScaleValue | null;
  value: number | null;
  relevance: Relevance | null;
  comment: string | null;
  rationale: string;
  evidence: string[];
  /** 'Built-in analyst' or the model's name. */
  source: string;
  confidence: SuggestionConfidence;
}

export interface FillOutcome {
  proposals: FillProposal[];
  /** Items left empty, each with why. */
  skipped: { item_id: string; reason: string }[];
  /** A note on the whole fill (what it suggested, what it read). */
  note: string | null;
  /** Tokens a model's requests used, when the provider reported them. */
  tokens?: number | null;
}

/** Fills a process: the built-in analyst, or an OpenAI-compatible model. */
export interface Analyst {
  /** 'Built-in analyst' or the model's name: the source of its suggestions. */
  readonly source: string;
  fill(request: FillRequest, signal: AbortSignal): Promise<FillOutcome>;
}

/** A fill that cannot succeed (the provider keeps failing, or answers nothing valid): the job ends failed, without retries. */
export class AnalystFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AnalystFailure';
  }
}
