import type { AppDeps } from '../../deps';
import { FinancialsRepository } from '../investments/financials.repository';
import { ReviewReader } from '../reviews/review-reader';
import type { ReviewSharing } from '../reviews/review-sharing';
import { ReviewPolicy } from '../reviews/reviews.policy';
import { AiFillPolicy } from './ai-fill.policy';
import { AiFillService } from './ai-fill.service';
import type { Analyst } from './analysts/analyst';
import { OpenAiAnalyst } from './analysts/openai-analyst';
import { ProcessAnalyst } from './analysts/process-analyst';
import { registerAiFillJob } from './fill-job';
import { SuggestionsService } from './suggestions.service';

export interface AiFillModule {
  aiFillService: AiFillService;
  suggestionsService: SuggestionsService;
  analyst: Analyst;
}

/** The built-in analyst, with the OpenAI-compatible model for judgement items when AI_BASE_URL, AI_API_KEY and AI_MODEL are set. */
export function analystFor(config: AppDeps['config']): Analyst {
  return new ProcessAnalyst(config.ai ? new OpenAiAnalyst(config.ai) : null);
}

/**
 * Builds the AI fill services and registers the fill job on the app's job runner. Review grants are
 * read through `deps.reviewSharing` at call time (as the decisions module does).
 */
export function createAiFillModule(deps: AppDeps, analyst: Analyst = analystFor(deps.config)): AiFillModule {
  const sharing: ReviewSharing = {
    grantFor: (viewer, review) => deps.reviewSharing.grantFor(viewer, review),
    grantsFor: (viewer, reviews) => deps.reviewSharing.grantsFor(viewer, reviews),
    reviewIdsGranting: (viewer, rule, investmentId) => deps.reviewSharing.reviewIdsGranting(viewer, rule, investmentId),
  };
  const policy = new AiFillPolicy(new ReviewPolicy(sharing));
  const reader = new ReviewReader((file, viewerId) => deps.mediaService.signedUrl(file, viewerId));
  const db = deps.db.db;
  registerAiFillJob(deps.jobs, { db, policy, reader, viewers: deps.viewers, financials: new FinancialsRepository(db), analyst });
  return {
    aiFillService: new AiFillService({ db, policy, reader, jobs: deps.jobs, source: analyst.source, dailyLimit: deps.config.aiDailyLimit }),
    suggestionsService: new SuggestionsService({ db, policy, reader, items: deps.investmentItemsService }),
    analyst,
  };
}
