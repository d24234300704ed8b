import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_FILL_SERVER_MESSAGES, BUILT_IN_ANALYST, type FilledProcess, type Review } from '@thesis/domain';
import { createTestApp, TEST_DIALECTS, type TestContext } from '../../test/build-test-app';
import { signedInUser, type Session } from '../../test/factories/user';
import { OpenAiStandIn, type RecordedRequest, type StandInReply } from '../../test/openai-stand-in';
import { call } from '../items/library.test-helpers';
import { buildProcess, getReview, itemNamed, patchItem, reviewWith } from '../reviews/reviews.test-helpers';
import { processNamed, requestFill, settledStatus, shippedCompanies } from './ai-fill.test-helpers';

/**
 * The provider's timeout here: long enough that a loaded machine never times out an answer the
 * test holds on purpose (which would ask the model twice), short enough to test a timeout.
 */
const TIMEOUT_MS = 2000;

const MODEL = 'test-model-7b';

interface FactorItem {
  item_id: string;
  name: string;
  grades: { score: string }[] | null;
  filled_from_filings?: { value: number | null; evidence: string[] };
}
interface FactorAsk {
  factor: FactorItem[];
  grade_these: string[];
  review: { summary: string | null; notes: { title: string; text: string | null }[] };
}

/** What one request asked (the user message is JSON). */
const askOf = (request: RecordedRequest) => JSON.parse(request.body.messages[1]!.content) as FactorAsk;
const namesAsked = (request: RecordedRequest) => askOf(request).grade_these.map((id) => askOf(request).factor.find((item) => item.item_id === id)!.name);

/** A valid answer grading every item the request asked for with the first grade of its scale. */
function validAnswer(request: RecordedRequest, confidence = 'medium'): StandInReply {
  const { factor, grade_these: ids } = askOf(request);
  const items = ids.map((id) => {
    const item = factor.find((entry) => entry.item_id === id)!;
    return { item_id: id, score: item.grades![0]!.score, relevance: 'high', comment: `Net margin 26.9 % (FY2025) supports ${item.name}.`, rationale: 'The filings show it.', evidence: ['Net margin 26.9 % (FY2025)'], confidence };
  });
  return { content: JSON.stringify({ items }), totalTokens: 1234 };
}

for (const dialect of TEST_DIALECTS) {
  describe(`AI fill with an OpenAI-compatible model for judgement items [${dialect}]`, () => {
    const standIn = new OpenAiStandIn();
    let ctx: TestContext & { close(): Promise<void> };
    let ann: Session;
    let review: Review;
    let processId: string;

    beforeAll(async () => {
      const baseUrl = await standIn.start();
      ctx = await createTestApp(dialect, { jobs: true, env: { AI_BASE_URL: baseUrl, AI_API_KEY: 'sk-test-key', AI_MODEL: MODEL, AI_TIMEOUT_MS: String(TIMEOUT_MS) } });
      ann = await signedInUser(ctx);
      const { AAPL } = await shippedCompanies(ctx, ['AAPL']);
      const process = await buildProcess(ctx, ann, 'Quality', [
        {
          name: 'Moat', type: 'Qualitative5pt', children: [
            { name: 'Pricing power', children: [
              { name: 'Would customers face a real cost if they switched?', type: 'TickCross' },
              { name: 'Net margin (%)', type: 'percent', extra: { min: -100, max: 100, metric_key: 'net_margin' } },
            ] },
          ],
        },
        { name: 'Management', type: 'Qualitative5pt', children: [{ name: 'Alignment', children: [{ name: 'Do insiders own shares worth years of salary?', type: 'TickCross' }] }] },
        { name: 'Own discount (%)', type: 'percent', extra: { min: 0, max: 80 } },
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
      return (await settledStatus(ctx, ann, processId, 30_000)) as FilledProcess;
    };
    const suggested = (status: FilledProcess) => status.suggestions.map((suggestion) => [itemName(suggestion.investment_item_id), suggestion.source, suggestion.confidence]);
    const itemName = (id: string) => [itemNamed(review, 'Moat'), itemNamed(review, 'Pricing power'), itemNamed(review, 'Would customers face a real cost if they switched?'), itemNamed(review, 'Net margin (%)'), itemNamed(review, 'Management'), itemNamed(review, 'Alignment'), itemNamed(review, 'Do insiders own shares worth years of salary?'), itemNamed(review, 'Own discount (%)')].find((item) => item.id === id)?.name;
    const reasonOf = (status: FilledProcess, name: string) => status.ai_fill!.skipped.find((entry) => entry.item_id === itemNamed(review, name).id)?.reason;

    it('fills figures itself, asks the model once per factor for the judgement items with their rubric and this review only, and records the tokens', async () => {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      standIn.answer((request) => ({ ...validAnswer(request), wait: held }));
      const before = standIn.requests.length;
      expect((await requestFill(ctx, ann, processId)).statusCode).toBe(202);
      const again = await requestFill(ctx, ann, processId);
      expect([again.statusCode, again.json()]).toEqual([409, { message: AI_FILL_SERVER_MESSAGES.pending }]);
      release();
      const status = (await settledStatus(ctx, ann, processId, 30_000)) as FilledProcess;

      // One request per factor with judgement items; the factor of figures only (Own discount) asks nothing.
      const sent = standIn.requests.slice(before);
      expect(sent.map(namesAsked)).toEqual([['Moat', 'Pricing power', 'Would customers face a real cost if they switched?'], ['Management', 'Alignment', 'Do insiders own shares worth years of salary?']]);
      expect(suggested(status)).toEqual([
        ['Moat', MODEL, 'medium'],
        ['Pricing power', MODEL, 'medium'],
        ['Would customers face a real cost if they switched?', MODEL, 'medium'],
        ['Net margin (%)', BUILT_IN_ANALYST, 'high'],
        ['Management', MODEL, 'medium'],
        ['Alignment', MODEL, 'medium'],
        ['Do insiders own shares worth years of salary?', MODEL, 'medium'],
      ]);
      expect(status.ai_fill).toMatchObject({ source: `${BUILT_IN_ANALYST} and ${MODEL}`, status: 'finished' });
      expect(status.ai_fill!.message).toBe('Suggested 7 of 8 items (1 from filed figures, 6 by test-model-7b); 1 left. Read financial data for FY2015–FY2025 and market figures of 2026-08-22.');
      expect(reasonOf(status, 'Own discount (%)')).toBe('needs judgement: bind it to a metric in the item editor and the analyst fills it');
      const tokens = await ctx.db.db.selectFrom('ai_fills').select('tokens').where('investment_process_id', '=', processId).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
      expect(Number(tokens.tokens)).toBe(2 * 1234);

      // What the model read: the rubric, the figure the filings filled, this review's summary and notes.
      const first = sent[0]!;
      expect(first.path).toBe('/v1/chat/completions');
      expect(first.authorization).toBe('Bearer sk-test-key');
      expect(first.body.response_format).toMatchObject({ type: 'json_schema', json_schema: { name: 'factor_judgement', strict: true } });
      const ask = askOf(first);
      expect(ask.factor.find((item) => item.name === 'Net margin (%)')!.filled_from_filings!.evidence[0]).toMatch(/^Net margin 26\.9 % \(FY2025 net profit 112\.0 bn ÷ revenue 416\.2 bn\)/);
      expect(ask.review).toEqual({ summary: 'Services growth offsets a maturing iPhone.', notes: [{ title: 'Buybacks', text: 'Net debt funds the buybacks.' }] });
      const everything = JSON.stringify(sent.map((request) => request.body));
      for (const expected of ['Apple Inc.', '309.35', 'Revenue 3-year CAGR 1.8 % (FY2022 394.3 bn → FY2025 416.2 bn)']) expect(everything).toContain(expected);
      for (const leaked of ['BOB-PRIVATE-SUMMARY', 'Secret factor', ann.user.email, ann.user.username]) expect(everything).not.toContain(leaked);

      // Accepting only what the filings gave leaves the model's judgements open.
      const accepted = await call(ctx, ann, 'POST', `/investment-processes/${processId}/ai-suggestions/accept?from=figures`);
      expect(accepted.json().meta).toMatchObject({ accepted: 1, failed: [] });
      expect(itemNamed(await getReview(ctx, ann, review.id), 'Net margin (%)').value).toBe(26.92);
      expect((accepted.json().data as FilledProcess).suggestions.map((suggestion) => suggestion.source)).toEqual(Array(6).fill(MODEL));
      expect((accepted.json().data as FilledProcess).ai_fill!.suggested).toBe(7);
      expect((await call(ctx, ann, 'POST', `/investment-processes/${processId}/ai-suggestions/accept?from=model`)).statusCode).toBe(422);
      // Cleared again, so the next fills propose it afresh.
      expect((await patchItem(ctx, ann, itemNamed(review, 'Net margin (%)'), { value: null })).statusCode).toBe(200);
    });

    it('asks once more with the problems when an answer breaks the schema, then leaves what is still invalid with the reason', async () => {
      standIn.answer((request, index) => {
        if (index === 0) return { content: 'Sure! The moat is wide.' };
        if (namesAsked(request).includes('Management')) return { content: JSON.stringify({ items: [{ item_id: askOf(request).grade_these[0], score: 'excellent', relevance: null, comment: 'x', rationale: 'x', evidence: ['x'], confidence: 'low' }] }) };
        return validAnswer(request, 'high');
      });
      const before = standIn.requests.length;
      const status = await fill();
      const sent = standIn.requests.slice(before);
      // Moat: not JSON, then valid (2 requests); Management: a grade off its scale twice (2 requests).
      expect(sent).toHaveLength(4);
      expect(sent[1]!.body.messages.map((message) => message.role)).toEqual(['system', 'user', 'assistant', 'user']);
      expect(sent[1]!.body.messages[3]!.content).toContain('The answer is not valid JSON');
      expect(suggested(status).filter(([, source]) => source === MODEL).map(([name]) => name)).toEqual(['Moat', 'Pricing power', 'Would customers face a real cost if they switched?']);
      expect(reasonOf(status, 'Management')).toMatch(/^test-model-7b gave no valid grade for it after a retry \(item .+ \(Management\): score: This score is not part of the Qualitative 5pt scale/);
      expect(reasonOf(status, 'Alignment')).toBe(reasonOf(status, 'Management'));
    });

    it('retries a timeout and a 429 after its retry-after, then answers', async () => {
      standIn.answer((request, index) => {
        if (index === 0) return { ...validAnswer(request), wait: TIMEOUT_MS * 2.5 };
        if (index === 2) return { status: 429, content: 'Rate limit reached', headers: { 'retry-after': '0' } };
        return validAnswer(request);
      });
      const before = standIn.requests.length;
      const status = await fill();
      expect(standIn.requests.length - before).toBe(4);
      expect(status.suggestions).toHaveLength(7);
    });

    it('a model that declines leaves its items with its words; a provider that refuses stops being asked and the figures stay', async () => {
      standIn.answer((request) => (namesAsked(request).includes('Moat') ? { refusal: 'I cannot assess competitive advantage.' } : validAnswer(request)));
      const declined = await fill();
      expect(reasonOf(declined, 'Moat')).toBe('test-model-7b declined to grade it: I cannot assess competitive advantage.');
      expect(suggested(declined).map(([name]) => name)).toEqual(['Net margin (%)', 'Management', 'Alignment', 'Do insiders own shares worth years of salary?']);

      standIn.answer(() => ({ status: 401, content: 'Incorrect API key provided' }));
      const before = standIn.requests.length;
      const refused = await fill();
      expect(standIn.requests.length - before).toBe(1);
      expect(suggested(refused)).toEqual([['Net margin (%)', BUILT_IN_ANALYST, 'high']]);
      const why = 'needs judgement: test-model-7b could not grade it. The AI provider refused the request: it answered 401 (Incorrect API key provided).';
      expect([reasonOf(refused, 'Moat'), reasonOf(refused, 'Do insiders own shares worth years of salary?')]).toEqual([why, why]);
      expect(refused.ai_fill!.message).toContain('test-model-7b stopped: The AI provider refused the request: it answered 401 (Incorrect API key provided).');
    });

    it('gives up on a provider answering 500 after 3 retries', async () => {
      standIn.answer(() => ({ status: 500, content: 'The server had an error', headers: { 'retry-after': '0' } }));
      const before = standIn.requests.length;
      const status = await fill();
      expect(standIn.requests.length - before).toBe(4);
      expect(reasonOf(status, 'Moat')).toBe('needs judgement: test-model-7b could not grade it. The AI provider did not answer after 4 attempts: it answered 500 (The server had an error).');
    });
  });
}
