import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_FILL_SERVER_MESSAGES, type FilledProcess, type Review } from '@thesis/domain';
import { createTestApp, TEST_DIALECTS, type TestContext } from '../../test/build-test-app';
import { signedInUser, type Session } from '../../test/factories/user';
import { OpenAiStandIn, type RecordedRequest, type StandInReply } from '../../test/openai-stand-in';
import { call } from '../items/library.test-helpers';
import { buildProcess, itemNamed, reviewWith } from '../reviews/reviews.test-helpers';
import { processNamed, requestFill, settledStatus, shippedCompanies } from './ai-fill.test-helpers';

const MODEL = 'test-model-7b';

interface TreeItem {
  item_id: string;
  name: string;
  score_type: string;
  grades: { score: string }[] | null;
  min: number | null;
}

/** The process tree the request carried (the user message is the facts as JSON). */
function treeOf(request: RecordedRequest): TreeItem[] {
  return (JSON.parse(request.body.messages[1]!.content) as { process: { items: TreeItem[] } }).process.items;
}

/** A valid answer for the items of the request whose names are given. */
function validAnswer(request: RecordedRequest, names: readonly string[]): StandInReply {
  const items = treeOf(request)
    .filter((item) => names.includes(item.name))
    .map((item) => ({
      item_id: item.item_id,
      score: item.score_type.startsWith('Quantitative') ? null : item.grades![0]!.score,
      value: item.score_type.startsWith('Quantitative') ? item.min! + 5 : null,
      relevance: 'high',
      comment: `Model view on ${item.name}`,
      rationale: 'Net debt is below one times EBITDA in FY2016.',
      evidence: ['Net debt / EBITDA 0.93× (FY2016)'],
    }));
  return { content: JSON.stringify({ items }) };
}

for (const dialect of TEST_DIALECTS) {
  describe(`AI fill with an OpenAI-compatible provider [${dialect}]`, () => {
    const standIn = new OpenAiStandIn();
    let ctx: TestContext & { close(): Promise<void> };
    let ann: Session;
    let review: Review;
    let processId: string;

    beforeAll(async () => {
      const baseUrl = await standIn.start();
      ctx = await createTestApp(dialect, { jobs: true, env: { AI_BASE_URL: baseUrl, AI_API_KEY: 'sk-test-key', AI_MODEL: MODEL, AI_TIMEOUT_MS: '400' } });
      ann = await signedInUser(ctx);
      const { AAPL } = await shippedCompanies(ctx, ['AAPL']);
      const process = await buildProcess(ctx, ann, 'Quality', [
        { name: 'Balance sheet', type: 'Qualitative3pt', children: [{ name: 'Debt', children: [{ name: 'Is net debt below 2× EBITDA?', type: 'TickCross' }] }] },
        { name: 'Return on equity', type: 'percent', extra: { min: 0, max: 60 } },
      ]);
      review = await reviewWith(ctx, ann, AAPL!, [process.id]);
      processId = processNamed(review, 'Quality').id;
      await call(ctx, ann, 'PATCH', `/investment-reviews/${review.id}`, { summary: 'Services growth offsets a maturing iPhone.' });
      await call(ctx, ann, 'POST', '/investment-notes', { title: 'Buybacks', typed_text: 'Net debt funds the buybacks.', investment_review_id: review.id });
      // Another investor's review of the same company: none of it may reach the provider.
      const bob = await signedInUser(ctx);
      const bobs = await reviewWith(ctx, bob, AAPL!, [(await buildProcess(ctx, bob, 'Bob only', [{ name: 'Secret factor' }])).id]);
      await call(ctx, bob, 'PATCH', `/investment-reviews/${bobs.id}`, { summary: 'BOB-PRIVATE-SUMMARY' });
    });
    afterAll(async () => {
      await ctx.close();
      await standIn.stop();
    });

    const fill = async () => {
      expect((await requestFill(ctx, ann, processId)).statusCode).toBe(202);
      return settledStatus(ctx, ann, processId, 30_000);
    };

    it('sends the company facts and the process tree, and stores a valid answer as suggestions (409 while it runs)', async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      standIn.answer((request) => ({ ...validAnswer(request, ['Balance sheet', 'Return on equity']), wait: held }));
      expect((await requestFill(ctx, ann, processId)).statusCode).toBe(202);
      const again = await requestFill(ctx, ann, processId);
      expect([again.statusCode, again.json()]).toEqual([409, { message: AI_FILL_SERVER_MESSAGES.pending }]);
      release();
      const status = (await settledStatus(ctx, ann, processId, 30_000)) as Omit<FilledProcess, 'ai_status'>;
      expect(status).not.toHaveProperty('ai_status');
      expect(status.suggestions.map((suggestion) => [suggestion.investment_item_id, suggestion.score, suggestion.value, suggestion.source])).toEqual([
        [itemNamed(review, 'Balance sheet').id, 'good', null, MODEL],
        [itemNamed(review, 'Return on equity').id, null, 5, MODEL],
      ]);
      expect(status.ai_fill).toMatchObject({ source: MODEL, status: 'finished', skipped: [{ item_id: itemNamed(review, 'Debt').id, reason: `${MODEL} did not propose anything for it` }, expect.anything()] });

      const [sent] = standIn.requests.slice(-1);
      expect(sent!.path).toBe('/v1/chat/completions');
      expect(sent!.authorization).toBe('Bearer sk-test-key');
      expect(sent!.body.model).toBe(MODEL);
      expect(sent!.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'process_fill', strict: true, schema: { type: 'object', required: ['items'] } } });
      const facts = sent!.body.messages[1]!.content;
      for (const expected of ['Apple Inc.', 'Information Technology', '309.35', '4514709.5', 'Revenue 3-year CAGR 1.8 % (FY2022 394.3 bn → FY2025 416.2 bn)', 'Services growth offsets a maturing iPhone.', 'Net debt funds the buybacks.', 'Is net debt below 2× EBITDA?', 'Return on equity', '2025-09-27']) {
        expect(facts).toContain(expected);
      }
      const everything = JSON.stringify(sent!.body);
      for (const leaked of ['BOB-PRIVATE-SUMMARY', 'Secret factor', ann.user.email, ann.user.username]) expect(everything).not.toContain(leaked);
    });

    it('asks again once with the problems when the answer is not JSON', async () => {
      standIn.answer((request, index) => (index === 0 ? { content: 'Sure! Here is my analysis: the balance sheet is strong.' } : validAnswer(request, ['Balance sheet'])));
      const before = standIn.requests.length;
      const status = (await fill()) as FilledProcess;
      expect(standIn.requests.length - before).toBe(2);
      const retry = standIn.requests.at(-1)!.body.messages;
      expect(retry.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
      expect(retry[3]!.content).toContain('The answer is not valid JSON');
      expect(status.suggestions.map((suggestion) => suggestion.investment_item_id)).toEqual([itemNamed(review, 'Balance sheet').id]);
    });

    it('keeps only items of the tree with values their types take; fails when nothing valid comes back twice', async () => {
      const wrong = (request: RecordedRequest) => {
        const valid = JSON.parse(validAnswer(request, ['Balance sheet']).content!) as { items: Record<string, unknown>[] };
        return { content: JSON.stringify({ items: [...valid.items, { ...valid.items[0], item_id: 'not-an-item' }, { ...valid.items[0], item_id: itemNamed(review, 'Debt').id, score: 'excellent' }] }) };
      };
      standIn.answer((request, index) => (index === 0 ? wrong(request) : { content: JSON.stringify({ items: [{ item_id: 'still-unknown', score: 'good', value: null, relevance: null, comment: null, rationale: 'x', evidence: [] }] }) }));
      const kept = (await fill()) as FilledProcess;
      expect(standIn.requests.at(-1)!.body.messages[3]!.content).toMatch(/not-an-item: there is no such item[\s\S]*Debt\): score: This score is not part of the Qualitative 5pt scale/);
      expect(kept.suggestions.map((suggestion) => suggestion.investment_item_id)).toEqual([itemNamed(review, 'Balance sheet').id]);

      standIn.answer(() => ({ content: JSON.stringify({ items: [{ item_id: 'nope', score: 'good', value: null, relevance: null, comment: null, rationale: 'x', evidence: [] }] }) }));
      const failed = await fill();
      expect(failed).toEqual({ ai_status: 'failed', message: "The model's answer held nothing usable after a retry: item nope: there is no such item in the process." });
    });

    it('retries a 429 and succeeds; gives up on a provider answering 500 after 3 retries', async () => {
      standIn.answer((request, index) => (index === 0 ? { status: 429, content: 'Rate limit reached', headers: { 'retry-after': '0' } } : validAnswer(request, ['Balance sheet'])));
      let before = standIn.requests.length;
      expect(((await fill()) as FilledProcess).suggestions).toHaveLength(1);
      expect(standIn.requests.length - before).toBe(2);

      standIn.answer(() => ({ status: 500, content: 'The server had an error', headers: { 'retry-after': '0' } }));
      before = standIn.requests.length;
      expect(await fill()).toEqual({ ai_status: 'failed', message: 'The AI provider did not answer after 4 attempts: it answered 500 (The server had an error).' });
      expect(standIn.requests.length - before).toBe(4);
    });

    it('retries a request that times out', async () => {
      standIn.answer((request, index) => ({ ...validAnswer(request, ['Return on equity']), ...(index === 0 ? { wait: 1500 } : {}) }));
      const before = standIn.requests.length;
      expect(((await fill()) as FilledProcess).suggestions.map((suggestion) => suggestion.value)).toEqual([5]);
      expect(standIn.requests.length - before).toBe(2);
    });
  });
}
