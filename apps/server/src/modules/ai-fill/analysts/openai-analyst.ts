import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { Config } from '../../../config';
import type { InvestmentItemRecord } from '../../investment-items/investment-items.records';
import { AnalystFailure, type FillProposal, type FillRequest } from './analyst';
import { checkAnswer, judgementAnswerSchema } from './openai-answer';
import { factorMessage, retryMessage, SYSTEM_PROMPT } from './openai-prompt';
import { PROVIDER_BUDGET_MS, PROVIDER_RETRIES, withRetries, type RetryPolicy } from './provider-retry';

const RESPONSE_FORMAT = zodResponseFormat(judgementAnswerSchema, 'factor_judgement');

/** One factor to judge: its items (the factor first), the judgement items among them, and what the filings already filled. */
export interface FactorAsk {
  items: readonly InvestmentItemRecord[];
  asked: readonly InvestmentItemRecord[];
  filled: readonly FillProposal[];
}

/** What the model answered for one factor. */
export interface FactorJudgement {
  proposals: FillProposal[];
  skipped: { item_id: string; reason: string }[];
  tokens: number;
}

/**
 * An OpenAI-compatible model (OpenAI, Azure, or a local server such as Ollama, vLLM or llama.cpp)
 * through the official SDK, grading the judgement items of one factor per request: the company's
 * facts, the factor's items with the figures the filings filled, and the item rubrics (their grade
 * descriptions). The answer is structured JSON (the schema as the response format), checked, and
 * asked for once more with the problems when it is not valid; items still without a valid answer
 * are left with the reason.
 */
export class OpenAiAnalyst {
  readonly source: string;
  private readonly client: OpenAI;
  private readonly policy: RetryPolicy;

  constructor(private readonly config: NonNullable<Config['ai']>, policy: Partial<RetryPolicy> = {}) {
    this.source = config.model;
    // Retries are ours (withRetries): the SDK's would not keep to the fill's budget.
    this.client = new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey, maxRetries: 0, timeout: config.timeoutMs });
    this.policy = { retries: PROVIDER_RETRIES, budgetMs: PROVIDER_BUDGET_MS, backoffMs: 1000, timeoutMs: config.timeoutMs, ...policy };
  }

  /** A time limit for a whole fill: every factor's requests share it. */
  deadline(): number {
    return Date.now() + this.policy.budgetMs;
  }

  /** Grades one factor's judgement items: one request, and one more when the answer is not valid. Provider failures throw AnalystFailure. */
  async judgeFactor(request: FillRequest, factor: FactorAsk, deadline: number, signal: AbortSignal): Promise<FactorJudgement> {
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: factorMessage(request, factor.items, factor.asked, factor.filled) },
    ];
    let tokens = 0;
    // Set by a request the model declined (structured outputs' refusal); read after each request.
    const declined: { reason: string | null } = { reason: null };
    const ask = async () => {
      const budgetMs = deadline - Date.now();
      if (budgetMs <= 0) throw new AnalystFailure('The AI provider ran out of the time a fill may take.');
      const completion = await withRetries({ ...this.policy, budgetMs }, signal, (timeout) =>
        this.client.chat.completions.create({ model: this.config.model, messages, response_format: RESPONSE_FORMAT, temperature: 0 }, { signal, timeout }),
      );
      tokens += completion.usage?.total_tokens ?? 0;
      const message = completion.choices[0]?.message;
      if (message?.refusal) declined.reason = message.refusal.slice(0, 300);
      return message?.content ?? null;
    };
    let content = await ask();
    if (declined.reason) return { proposals: [], skipped: factor.asked.map((item) => ({ item_id: item.id, reason: `${this.source} declined to grade it: ${declined.reason}` })), tokens };
    let check = checkAnswer(content, factor.asked, this.source);
    const answered = new Set(check.proposals.map((proposal) => proposal.item_id));
    const missing = () => factor.asked.filter((item) => !answered.has(item.id));
    if (check.issues.length > 0 && missing().length > 0) {
      const first = check.proposals;
      messages.push({ role: 'assistant', content: content ?? '' }, { role: 'user', content: retryMessage(check.issues) });
      content = await ask();
      const retry = checkAnswer(content, missing(), this.source);
      check = { proposals: [...first, ...retry.proposals], issues: retry.issues };
      for (const proposal of retry.proposals) answered.add(proposal.item_id);
    }
    const why = check.issues.length > 0 ? `${this.source} gave no valid grade for it after a retry (${check.issues[0]})` : `${this.source} did not grade it`;
    return { proposals: check.proposals, skipped: missing().map((item) => ({ item_id: item.id, reason: why })), tokens };
  }
}
