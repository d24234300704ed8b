import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  archivedDecisionsQuerySchema,
  calibrationQuerySchema,
  calibrationSchema,
  createTradeTypeSchema,
  dataEnvelope,
  DECISION_MESSAGES,
  decisionDraftSchema,
  decisionFollowUpSchema,
  decisionInitSchema,
  decisionSchema,
  errorResponseSchema,
  findDecisionQuerySchema,
  idParamSchema,
  listEnvelope,
  makeDecisionSchema,
  matrixCommentSchema,
  matrixProbabilitySchema,
  MESSAGES,
  probabilityMatrixSchema,
  tradeTypeSchema,
  updateTradeTypeSchema,
} from '@thesis/domain';
import { currentUser } from '../../plugins/auth';
import { createDecisionsModule } from './decisions.module';

const tags = ['Decisions'];
const security = [{ bearerAuth: [] }];
const errors = { 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema, 422: errorResponseSchema };
const one = dataEnvelope(decisionSchema);
const matrix = dataEnvelope(probabilityMatrixSchema);

const TARGET = '{id} is a review id (its draft decision, saved on the first change) or a decision id.';
const SEE = `Decisions are visible to the review owner and to those the review is shared with the decisions permission (403 "${DECISION_MESSAGES.noDecisionsPermission}" otherwise; a review you cannot see is 404).`;
const CHANGE = `Only a user who may change the review and make decisions: the free role gets 403 "${DECISION_MESSAGES.freeCannotDecide}"; a teamViewer or a share without the change permission gets 403 "${MESSAGES.noEditPermission}" or the shared-review message. A made decision answers 409 "${DECISION_MESSAGES.decisionImmutable}". A failed change leaves the draft as it was.`;
const MATRIX = 'One row per outcome bucket of the trade type (excellent … v_poor, best first) with its return range (lower included, upper excluded except for excellent) and representative return (the midpoint); probability (%) and comment per row. expected_return = Σ probability × representative ÷ Σ probability; expected_grade is the bucket it falls in. issue says why the decision cannot be made while the probabilities do not total 100.';

/** Decisions, decision types, the journal and calibration (spec §7 Decisions; issue 7). */
export function decisionsRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { decisions, journal, tradeTypes } = createDecisionsModule(app.deps);
  const auth = { onRequest: [app.authenticate] };

  r.get('/decisions/archived', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Made decisions (the archived tabs and the decision journal)',
      description: `orderBy=created_at (when made, default) or date (the decision date); sortedBy=desc (default) or asc; search=investment.id:{id} (also trade_type.id:{id};action:buy); investment_review_id narrows to one review; date_from/date_to (yyyy-mm-dd, inclusive) filter on the date; include=matrix,process_data; page, limit (≤ 100, default 50). Each decision carries realised: the return from its price to the latest price, the bucket it falls in, and whether its timeframe has elapsed. Without investment_review_id the list covers your reviews' decisions and those of every review shared with you by a share in force granting the decisions permission. ${SEE}`,
      querystring: archivedDecisionsQuerySchema,
      response: { 200: listEnvelope(decisionSchema), ...errors },
    },
  }, async (request) => {
    const { data, pagination } = await journal.archived(currentUser(request).user, request.query);
    return { data, meta: { pagination } };
  });

  r.get('/decisions/calibration', {
    ...auth,
    schema: {
      tags, security,
      summary: 'How well your probabilities matched what happened',
      description: 'Over the made decisions you made yourself (your own judgement; decisions of reviews shared with you are not scored) that you can still see and that have a realised outcome: scope=elapsed (default) counts those whose timeframe has run out, scope=all also values open ones at the latest price. overall and by_trade_type: the mean multi-class Brier score Σ(p − o)² over the seven buckets (0 perfect, 2 certain and wrong, 0.86 for an even spread). reliability: every (decision, bucket) forecast binned by assigned probability (10 bins), with the share that happened.',
      querystring: calibrationQuerySchema,
      response: { 200: dataEnvelope(calibrationSchema), ...errors },
    },
  }, async (request) => ({ data: await journal.calibration(currentUser(request).user, request.query) }));

  r.get('/decisions/init', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Options of the decision form',
      description: `Actions, timeframes (default year_2), outcome rows, your decision types and the §9 defaults of a new type. Free role: 403 "${DECISION_MESSAGES.freeCannotDecide}".`,
      response: { 200: dataEnvelope(decisionInitSchema), ...errors },
    },
  }, async (request) => ({ data: await tradeTypes.init(currentUser(request).user) }));

  r.get('/decisions/find/:id', {
    ...auth,
    schema: {
      tags, security,
      summary: 'One decision with its matrix',
      description: `{id} is a decision id. include=process_data adds the snapshot of the attached processes taken when it was made. ${SEE}`,
      params: idParamSchema,
      querystring: findDecisionQuerySchema,
      response: { 200: one, ...errors },
    },
  }, async (request) => ({ data: await decisions.find(currentUser(request).user, request.params.id, request.query.include) }));

  r.get('/decisions/get/:id', {
    ...auth,
    schema: {
      tags, security,
      summary: 'The general decision: the draft of a review',
      description: `${TARGET} A review without a saved draft answers an empty one (id null). include=matrix,process_data. ${SEE}`,
      params: idParamSchema,
      querystring: findDecisionQuerySchema,
      response: { 200: one, ...errors },
    },
  }, async (request) => ({ data: await decisions.get(currentUser(request).user, request.params.id, request.query.include) }));

  r.get('/decisions/probability_matrix/:id', {
    ...auth,
    schema: { tags, security, summary: 'The probability matrix of a decision', description: `${TARGET} ${MATRIX} ${SEE}`, params: idParamSchema, response: { 200: matrix, ...errors } },
  }, async (request) => ({ data: await decisions.matrix(currentUser(request).user, request.params.id) }));

  r.patch('/decisions/update/:id', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Change the draft decision',
      description: `${TARGET} Any subset of action (buy, add, hold, trim, sell, pass), trade_type_id (one of your decision types), timeframe, price (> 0) and date (ISO-8601); null clears a field. Answers the draft with its matrix. ${CHANGE}`,
      params: idParamSchema,
      body: decisionDraftSchema,
      response: { 200: one, ...errors },
    },
  }, async (request) => ({ data: await decisions.update(currentUser(request).user, request.params.id, request.body) }));

  r.post('/decisions/matrix/probability/:id', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Set one probability of the matrix',
      description: `${TARGET} key: the outcome row; probability: 0–100 (decimals allowed), null clears it. Answers the matrix. ${CHANGE}`,
      params: idParamSchema,
      body: matrixProbabilitySchema,
      response: { 200: matrix, ...errors },
    },
  }, async (request) => ({ data: await decisions.setProbability(currentUser(request).user, request.params.id, request.body.key, request.body.probability) }));

  r.post('/decisions/matrix/comments/:id', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Set one comment of the matrix',
      description: `${TARGET} key: the outcome row; comment: up to 1000 characters, blank clears it. Answers the matrix. ${CHANGE}`,
      params: idParamSchema,
      body: matrixCommentSchema,
      response: { 200: matrix, ...errors },
    },
  }, async (request) => ({ data: await decisions.setComment(currentUser(request).user, request.params.id, request.body) }));

  r.post('/decisions/make/:id', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Make the decision',
      description: `${TARGET} Needs an action, a decision type and probabilities totalling 100 (422 listing each problem). The date is the body's, else the draft's, else now; the price the draft's, else the latest price; the timeframe the draft's, else the type's. The decision type, process_data (every attached process's summary score, relevance and factor scores), expected return and grade are frozen, the decision is archived and can never change again; the review's draft starts empty. ${CHANGE}`,
      params: idParamSchema,
      body: makeDecisionSchema,
      response: { 201: one, ...errors },
    },
  }, async (request, reply) => reply.status(201).send({ data: await decisions.make(currentUser(request).user, request.params.id, request.body?.date) }));

  r.post('/decisions/notes/:id', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Add a follow-up note to a made decision',
      description: `{id} is a made decision (a draft answers 409). text: 1–5000 characters. The decision itself stays as it was made. ${CHANGE.split('. A made')[0]}.`,
      params: idParamSchema,
      body: decisionFollowUpSchema,
      response: { 201: one, ...errors },
    },
  }, async (request, reply) => reply.status(201).send({ data: await decisions.annotate(currentUser(request).user, request.params.id, request.body.text) }));

  r.post('/decisions/trade_types', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Create a decision type (trade type)',
      description: `name (required, ≤ 100), description (≤ 1000), timeframe (default year_2), and the return scale in %: excellent, v_good, good, average, below_ave, poor, v_poor, min, max — integers ("${MESSAGES.valueMustBeInteger}"), min ≤ max ("${MESSAGES.minAboveMax}"), max − min > 20 ("${MESSAGES.rangeGap}"), thresholds decreasing and inside min–max. Missing numbers take the §9 defaults (200, 100, 50, 15, −15, −30, −40; −100 to 200). Free role: 403.`,
      body: createTradeTypeSchema,
      response: { 201: dataEnvelope(tradeTypeSchema), ...errors },
    },
  }, async (request, reply) => reply.status(201).send({ data: await tradeTypes.create(currentUser(request).user, request.body) }));

  r.patch('/decisions/trade_types/:id', {
    ...auth,
    schema: {
      tags, security,
      summary: 'Change one of your decision types',
      description: 'Any subset of the create fields; the rules apply to the type as it becomes. Decisions already made keep the type as it was. Another user\'s type is 404.',
      params: idParamSchema,
      body: updateTradeTypeSchema,
      response: { 200: dataEnvelope(tradeTypeSchema), ...errors },
    },
  }, async (request) => ({ data: await tradeTypes.update(currentUser(request).user, request.params.id, request.body) }));
}
