/** What a decision does with the investment (issue 7). */
export const DECISION_ACTIONS = ['buy', 'add', 'hold', 'trim', 'sell', 'pass'] as const;
export type DecisionAction = (typeof DECISION_ACTIONS)[number];

export const DECISION_ACTION_LABELS: Readonly<Record<DecisionAction, string>> = Object.freeze({
  buy: 'Buy',
  add: 'Add',
  hold: 'Hold',
  trim: 'Trim',
  sell: 'Sell',
  pass: 'Pass',
});

export function isDecisionAction(value: unknown): value is DecisionAction {
  return typeof value === 'string' && (DECISION_ACTIONS as readonly string[]).includes(value);
}
