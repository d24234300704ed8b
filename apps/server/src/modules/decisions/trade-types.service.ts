import {
  DECISION_ACTION_LABELS,
  DECISION_ACTIONS,
  DECISION_MESSAGES,
  DECISION_TYPE_THRESHOLDS,
  DEFAULT_TIMEFRAME,
  OUTCOME_KEYS,
  SCALE_LABELS,
  TIMEFRAME_LABELS,
  TIMEFRAMES,
  tradeTypeIssues,
  type CreateTradeType,
  type DecisionInit,
  type TradeType,
  type UpdateTradeType,
} from '@thesis/domain';
import { nowIso } from '../../db/values';
import { newId } from '../../lib/crypto';
import { notFound, validationError, type FieldErrors } from '../../lib/errors';
import { inWorkspace, scopeOf, type Viewer } from '../teams/workspace';
import { assertMayDecide } from './decisions.policy';
import { presentTradeType } from './decisions.presenter';
import type { TradeTypeChanges, TradeTypesRepository } from './trade-types.repository';

/** Decision types (trade types) of a workspace (a person's, or a team's), and the options of the decision form (GET /decisions/init). */
export class TradeTypesService {
  constructor(private readonly tradeTypes: TradeTypesRepository) {}

  async init(viewer: Viewer): Promise<DecisionInit> {
    assertMayDecide(viewer);
    return {
      actions: DECISION_ACTIONS.map((value) => ({ value, label: DECISION_ACTION_LABELS[value] })),
      timeframes: TIMEFRAMES.map((value) => ({ value, label: TIMEFRAME_LABELS[value] })),
      default_timeframe: DEFAULT_TIMEFRAME,
      outcomes: OUTCOME_KEYS.map((value) => ({ value, label: SCALE_LABELS[value] })),
      trade_types: (await this.tradeTypes.forUser(scopeOf(viewer))).map(presentTradeType),
      trade_type_defaults: { timeframe: DEFAULT_TIMEFRAME, ...DECISION_TYPE_THRESHOLDS },
    };
  }

  async create(viewer: Viewer, input: CreateTradeType): Promise<TradeType> {
    assertMayDecide(viewer);
    const now = nowIso();
    const record = { id: newId(), user_id: scopeOf(viewer), ...input, description: input.description ?? null, created_at: now, updated_at: now };
    await this.tradeTypes.insert(record);
    return presentTradeType(record);
  }

  /** Any subset; the rules are checked on the type as it would become. Made decisions keep their frozen copy. */
  async update(viewer: Viewer, id: string, patch: UpdateTradeType): Promise<TradeType> {
    assertMayDecide(viewer);
    const stored = await this.tradeTypes.findById(id);
    if (!stored || !inWorkspace(viewer, stored.user_id)) throw notFound(DECISION_MESSAGES.tradeTypeNotFound);
    const changes = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined)) as TradeTypeChanges;
    const merged = { ...stored, ...changes };
    const errors: FieldErrors = {};
    for (const issue of tradeTypeIssues(merged)) (errors[issue.field] ??= []).push(issue.message);
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const now = nowIso();
    await this.tradeTypes.update(id, changes, now);
    return presentTradeType({ ...merged, updated_at: now });
  }
}
