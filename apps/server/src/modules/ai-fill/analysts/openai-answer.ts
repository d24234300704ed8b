import { z } from 'zod';
import { RELEVANCE_VALUES, SCALE_VALUES, scoreWriteIssues, SUGGESTION_CONFIDENCES } from '@thesis/domain';
import type { InvestmentItemRecord } from '../../investment-items/investment-items.records';
import type { FillProposal } from './analyst';

const EVIDENCE_LINES = 8;
const EVIDENCE_LINE_MAX = 400;
const RATIONALE_MAX = 2000;
/** A model's comment is short and cites the figures it used. */
export const MODEL_COMMENT_MAX = 600;

/**
 * The structured answer asked of the model for one factor's judgement items (its JSON schema is
 * the request's response_format): one entry per item it can grade, every field present.
 */
export const judgementAnswerSchema = z.object({
  items: z.array(
    z.object({
      item_id: z.string().describe('The id of one of the items you are asked to grade'),
      score: z.enum(SCALE_VALUES).describe("A grade of the item's own scale (its grade descriptions), or n_a when it does not apply"),
      relevance: z.enum(RELEVANCE_VALUES).nullable().describe('How much the item matters for this company, or null'),
      comment: z.string().describe(`For the reviewer, at most ${MODEL_COMMENT_MAX} characters, citing the figures (with their years) or the notes you used`),
      rationale: z.string().describe('Why this grade: which facts support it'),
      evidence: z.array(z.string()).describe('The figures or notes used, each with its year, e.g. "Gross margin 46.9 % (FY2025)"'),
      confidence: z.enum(SUGGESTION_CONFIDENCES).describe('high only when the facts given settle it; low when it is mostly your general knowledge'),
    }),
  ),
});
export type JudgementAnswer = z.infer<typeof judgementAnswerSchema>;

export interface AnswerCheck {
  proposals: FillProposal[];
  /** What was wrong, one line each (sent back to the model on the retry). */
  issues: string[];
}

function entryIssues(entry: JudgementAnswer['items'][number], item: InvestmentItemRecord): string[] {
  const issues = scoreWriteIssues(item, { score: entry.score, value: null }).map((issue) => `${issue.field}: ${issue.message}`);
  if (!entry.rationale.trim()) issues.push('rationale: say why');
  if (!entry.comment.trim()) issues.push('comment: write one for the reviewer');
  if (entry.comment.length > MODEL_COMMENT_MAX) issues.push(`comment: at most ${MODEL_COMMENT_MAX} characters`);
  if (entry.evidence.filter((line) => line.trim()).length === 0) issues.push('evidence: cite the figures or notes you used');
  return issues;
}

/**
 * Reads a model's answer for some items: valid JSON of the answer schema, each entry naming one of
 * the items asked for and grading it on the item's own scale. Valid entries become proposals (one
 * per item); everything else is listed as an issue.
 */
export function checkAnswer(content: string | null | undefined, asked: readonly InvestmentItemRecord[], source: string): AnswerCheck {
  let json: unknown;
  try {
    json = JSON.parse(content ?? '');
  } catch (error) {
    return { proposals: [], issues: [`The answer is not valid JSON (${(error as Error).message}).`] };
  }
  const parsed = judgementAnswerSchema.safeParse(json);
  if (!parsed.success) {
    return { proposals: [], issues: parsed.error.issues.slice(0, 20).map((issue) => `${issue.path.join('.') || 'answer'}: ${issue.message}`) };
  }
  const byId = new Map(asked.map((item) => [item.id, item]));
  const seen = new Set<string>();
  const check: AnswerCheck = { proposals: [], issues: [] };
  for (const entry of parsed.data.items) {
    const item = byId.get(entry.item_id);
    if (!item) {
      check.issues.push(`item ${entry.item_id}: not one of the items you were asked to grade`);
      continue;
    }
    if (seen.has(item.id)) {
      check.issues.push(`item ${entry.item_id}: answered more than once`);
      continue;
    }
    const problems = entryIssues(entry, item);
    if (problems.length > 0) {
      check.issues.push(...problems.map((problem) => `item ${entry.item_id} (${item.name}): ${problem}`));
      continue;
    }
    seen.add(item.id);
    check.proposals.push({
      item_id: item.id,
      score: entry.score,
      value: null,
      relevance: entry.relevance,
      comment: entry.comment.trim(),
      rationale: entry.rationale.trim().slice(0, RATIONALE_MAX),
      evidence: entry.evidence.slice(0, EVIDENCE_LINES).map((line) => line.trim().slice(0, EVIDENCE_LINE_MAX)).filter(Boolean),
      source,
      confidence: entry.confidence,
    });
  }
  return check;
}
