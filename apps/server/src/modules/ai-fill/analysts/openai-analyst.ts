import OpenAI from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { Config } from '../../../config';
import { AnalystFailure, type Analyst, type FillOutcome, type FillProposal, type FillRequest } from './analyst';
import { checkAnswer, fillAnswerSchema } from './openai-answer';
import { factsMessage, retryMessage, SYSTEM_PROMPT } from './openai-prompt';
import { PROVIDER_BUDGET_MS, PROVIDER_RETRIES, withRetries, type RetryPolicy } from './provider-retry';

const RESPONSE_FORMAT = zodResponseFormat(fillAnswerSchema, 'process_fill');

/**
 * An OpenAI-compatible model (OpenAI, or a local server such as Ollama, vLLM or llama.cpp) through
 * the official SDK. It gets this review's company facts and the process tree, answers structured
 * JSON (the answer schema as the response format), and is asked once more with the problems when
 * its answer is not valid. Items it leaves out are reported as left for the reviewer.
 */
export class OpenAiAnalyst implements Analyst {
  readonly source: string;
  private readonly client: OpenAI;
  private readonly policy: RetryPolicy;

  constructor(private readonly config: NonNullable<Config['ai']>, policy: Partial<RetryPolicy> = {}) {
    this.source = config.model;
    // Retries are ours (withRetries): the SDK's would not keep to the fill's budget.
    this.client = new OpenAI({ baseURL: config.baseUrl, apiKey: config.apiKey, maxRetries: 0, timeout: config.timeoutMs });
    this.policy = { retries: PROVIDER_RETRIES, budgetMs: PROVIDER_BUDGET_MS, backoffMs: 1000, timeoutMs: config.timeoutMs, ...policy };
  }

  async fill(request: FillRequest, signal: AbortSignal): Promise<FillOutcome> {
    const messages: ChatCompletionMessageParam[] = [
      { role: 'system', content: SYSTEM_PROMPT },
      { role: 'user', content: factsMessage(request) },
    ];
    let content = await this.ask(messages, signal);
    let check = checkAnswer(content, request.items);
    if (check.issues.length > 0) {
      const first = check.proposals;
      messages.push({ role: 'assistant', content: content ?? '' }, { role: 'user', content: retryMessage(check.issues) });
      content = await this.ask(messages, signal);
      check = checkAnswer(content, request.items);
      check.proposals = merge(first, check.proposals);
    }
    if (check.proposals.length === 0) {
      throw new AnalystFailure(`The model's answer held nothing usable after a retry: ${check.issues.slice(0, 3).join('; ') || 'it proposed no item'}.`);
    }
    const proposed = new Set(check.proposals.map((proposal) => proposal.item_id));
    return {
      proposals: check.proposals,
      skipped: request.items.filter((item) => !proposed.has(item.id)).map((item) => ({ item_id: item.id, reason: `${this.source} did not propose anything for it` })),
      note: `${this.source} proposed values for ${check.proposals.length} of ${request.items.length} items.`,
    };
  }

  private async ask(messages: ChatCompletionMessageParam[], signal: AbortSignal): Promise<string | null> {
    const completion = await withRetries(this.policy, signal, (timeout) =>
      this.client.chat.completions.create({ model: this.config.model, messages, response_format: RESPONSE_FORMAT, temperature: 0 }, { signal, timeout }),
    );
    return completion.choices[0]?.message?.content ?? null;
  }
}

/** The retry's valid proposals, plus those of the first answer for items the retry left out. */
function merge(first: readonly FillProposal[], retry: readonly FillProposal[]): FillProposal[] {
  const answered = new Set(retry.map((proposal) => proposal.item_id));
  return [...retry, ...first.filter((proposal) => !answered.has(proposal.item_id))];
}
