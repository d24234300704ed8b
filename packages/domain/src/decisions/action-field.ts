import { z } from 'zod';
import { DECISION_ACTIONS } from './actions';
import { DECISION_MESSAGES } from './messages';

/** A decision's action in a request (apart from the action list: pages that only label actions do not load zod). */
export const decisionActionField = z.enum(DECISION_ACTIONS, { error: DECISION_MESSAGES.actionRequired });
