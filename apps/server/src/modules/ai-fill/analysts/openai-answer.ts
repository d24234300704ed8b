import { z } from 'zod';
import { RELEVANCE_VALUES, REVIEW_COMMENT_MAX, SCALE_VALUES, scoreWriteIssues } from '@thesis/domain';
import type { InvestmentItemRecord } from '../../investment-items/investment-items.records';
import type { FillProposal } from './analyst';

const EVIDENCE_LINES = 8;
const EVIDENCE_LINE_MAX = 400;
const RATIONALE_MAX = 2000;

/**
 * The structured answer asked of the model (its JSON schema is the request's response_format):
 * one entry per item it can fill, every field present, null where it has nothing to say.
 */
export const fillAnswerSchema = z.object({
  items: z.array(
    z.object({
      item_id: z.string().describe('The id of an item of the process tree'),
      score: z.enum(SCALE_VALUES).nullable().describe("A grade of the item's own scale (its grade descriptions), n_a, or null"),
      value: z.number().nullable().describe('Quantitative items only: a number within the item min and max, in the item unit'),
      relevance: z.enum(RELEVANCE_VALUES).nullable().describe('How much the item matters for this company, or null'),
      comment: z.string().nullable().describe('A short comment for the reviewer'),
      rationale: z.string().describe('Why: which facts support the proposal'),
      evidence: z.array(z.string()).describe('The figures used, each with its year, e.g. "Revenue 3-year CAGR 8.1 % (FY2013 → FY2016)"'),
    }),
  ),
});
export type FillAnswer = z.infer<typeof fillAnswerSchema>;

export interface AnswerCheck {
  proposals: FillProposal[];
  /** What was wrong, one line each (sent back to the model on the retry). */
  issues: string[];
}

const VALUE_LIMIT = 1e12;

function entryIssues(entry: FillAnswer['items'][number], item: InvestmentItemRecord): string[] {
  if (item.type === 'Valuation' && entry.value !== null) return ["value: a Valuation holds the investor's own valuation per share; leave it out"];
  if (entry.value !== null && Math.abs(entry.value) > VALUE_LIMIT) return ['value: out of any sane range'];
  const issues = scoreWriteIssues(item, { score: entry.score, value: entry.value }).map((issue) => `${issue.field}: ${issue.message}`);
  if (entry.score === null && entry.value === null && entry.relevance === null && !entry.comment?.trim()) issues.push('proposes nothing: give a score, value, relevance or comment');
  if (!entry.rationale.trim()) issues.push('rationale: say why');
  if ((entry.comment?.length ?? 0) > REVIEW_COMMENT_MAX) issues.push(`comment: at most ${REVIEW_COMMENT_MAX} characters`);
  return issues;
}

/**
 * Reads a model's answer: valid JSON of the answer schema, each entry naming an item of the tree
 * and proposing only what the item's type takes. Valid entries become proposals (one per item);
 * everything else is listed as an issue.
 */
export function checkAnswer(content: string | null | undefined, items: readonly InvestmentItemRecord[]): AnswerCheck {
  let json: unknown;
  try {
    json = JSON.parse(content ?? '');
  } catch (error) {
    return { proposals: [], issues: [`The answer is not valid JSON (${(error as Error).message}).`] };
  }
  const parsed = fillAnswerSchema.safeParse(json);
  if (!parsed.success) {
    return { proposals: [], issues: parsed.error.issues.slice(0, 20).map((issue) => `${issue.path.join('.') || 'answer'}: ${issue.message}`) };
  }
  const byId = new Map(items.map((item) => [item.id, item]));
  const seen = new Set<string>();
  const check: AnswerCheck = { proposals: [], issues: [] };
  for (const entry of parsed.data.items) {
    const item = byId.get(entry.item_id);
    if (!item) {
      check.issues.push(`item ${entry.item_id}: there is no such item in the process`);
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
      value: entry.value,
      relevance: entry.relevance,
      comment: entry.comment?.trim() || null,
      rationale: entry.rationale.trim().slice(0, RATIONALE_MAX),
      evidence: entry.evidence.slice(0, EVIDENCE_LINES).map((line) => line.trim().slice(0, EVIDENCE_LINE_MAX)).filter(Boolean),
    });
  }
  return check;
}
