import type { AppDeps } from '../../deps';
import { ReviewReader } from '../reviews/review-reader';
import type { ReviewSharing } from '../reviews/review-sharing';
import { ReviewPolicy } from '../reviews/reviews.policy';
import { DecisionJournal } from './decision-journal';
import { DecisionReader } from './decision-reader';
import { DecisionPolicy } from './decisions.policy';
import { DecisionsService } from './decisions.service';
import { TradeTypesService } from './trade-types.service';

export interface DecisionsModule {
  decisions: DecisionsService;
  journal: DecisionJournal;
  tradeTypes: TradeTypesService;
}

/**
 * Builds the decisions services from the app's dependencies. Review grants are read through
 * `deps.reviewSharing` at call time, so whatever the sharing feature plugs in applies here too.
 */
export function createDecisionsModule(deps: AppDeps): DecisionsModule {
  const sharing: ReviewSharing = {
    grantFor: (viewer, review) => deps.reviewSharing.grantFor(viewer, review),
    grantsFor: (viewer, reviews) => deps.reviewSharing.grantsFor(viewer, reviews),
    reviewIdsGranting: (viewer, rule, investmentId) => deps.reviewSharing.reviewIdsGranting(viewer, rule, investmentId),
  };
  const policy = new DecisionPolicy(new ReviewPolicy(sharing), () => sharing);
  const reader = new DecisionReader(deps.db.db, policy);
  const reviewReader = new ReviewReader((file, viewerId) => deps.mediaService.signedUrl(file, viewerId));
  return {
    decisions: new DecisionsService({ db: deps.db.db, policy, reader, reviewReader }),
    journal: new DecisionJournal(reader, policy),
    tradeTypes: new TradeTypesService(reader.tradeTypes),
  };
}
