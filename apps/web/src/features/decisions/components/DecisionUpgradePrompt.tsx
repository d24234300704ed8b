import { DECISION_MESSAGES } from '@thesis/domain';
import { UpgradePrompt } from '../../../components/UpgradePrompt';

/** What the free role sees instead of the decision tools (spec §6: free users may not decide). */
export function DecisionUpgradePrompt() {
  return (
    <UpgradePrompt title="Record decisions with a paid plan" data-testid="decisions-upgrade">
      {DECISION_MESSAGES.freeCannotDecide} Each decision keeps your probabilities, expected return and the review scores of
      the moment, so you can see later how well calibrated your judgement was.
    </UpgradePrompt>
  );
}
