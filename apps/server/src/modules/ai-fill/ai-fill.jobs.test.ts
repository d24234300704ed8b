import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AI_FILL_SERVER_MESSAGES, type FilledProcess } from '@thesis/domain';
import { waitFor } from '../../jobs/test-support';
import { createTestApp, TEST_DIALECTS, type TestContext } from '../../test/build-test-app';
import { login, signedInUser, type Session } from '../../test/factories/user';
import { OpenAiStandIn, type RecordedRequest } from '../../test/openai-stand-in';
import { buildProcess, reviewWith } from '../reviews/reviews.test-helpers';
import { processNamed, requestFill, settledStatus, shippedCompanies } from './ai-fill.test-helpers';

type App = TestContext & { close(): Promise<void> };

/** An answer grading the first item the request asks for, and the process it was for. */
function answer(request: RecordedRequest) {
  const ask = JSON.parse(request.body.messages[1]!.content) as { process: { name: string }; grade_these: string[] };
  const graded = { item_id: ask.grade_these[0], score: 'good', relevance: null, comment: 'Revenue grew 15 % in FY2026.', rationale: 'From the figures.', evidence: ['Revenue growth, 1 year 15.0 % (FY2026)'], confidence: 'medium' };
  return { process: ask.process.name, content: JSON.stringify({ items: [graded] }) };
}

const fillsOf = (app: App, processId: string) => app.db.db.selectFrom('ai_fills').select(['status']).where('investment_process_id', '=', processId).execute();
const suggestionsOf = (app: App, processId: string) => app.db.db.selectFrom('ai_suggestions').select('id').where('investment_process_id', '=', processId).execute();

for (const dialect of TEST_DIALECTS) {
  describe(`AI fills on durable jobs [${dialect}]`, () => {
    const standIn = new OpenAiStandIn();
    let env: Record<string, string>;
    /** The app that made the test database (it drops it on close), and the app serving now. */
    let owner: App;
    let first: App;
    let ann: Session;
    let processIds: string[];

    beforeAll(async () => {
      env = { AI_BASE_URL: await standIn.start(), AI_API_KEY: 'sk-test', AI_MODEL: 'test-model', AI_TIMEOUT_MS: '20000', JOBS_STOP_GRACE_MS: '200' };
      first = owner = await createTestApp(dialect, { jobs: true, env });
      ann = await signedInUser(first);
      const { MSFT } = await shippedCompanies(first, ['MSFT']);
      const processes = [];
      for (const name of ['P1', 'P2', 'P3', 'P4', 'P5']) processes.push(await buildProcess(first, ann, name, [{ name: `${name} factor`, type: 'Qualitative5pt' }]));
      const review = await reviewWith(first, ann, MSFT!, processes.map((process) => process.id));
      processIds = processes.map((process) => processNamed(review, process.name).id);
    });
    afterAll(async () => {
      if (first !== owner) await first.close();
      await owner.close();
      await standIn.stop();
    });

    it('a fill running when its server stops completes once on the server that starts next', async () => {
      standIn.answer(() => ({ wait: new Promise(() => undefined) }));
      expect((await requestFill(first, ann, processIds[0]!)).statusCode).toBe(202);
      await waitFor(() => standIn.requests.length === 1, 10_000);
      await first.app.close();

      standIn.answer((request) => ({ content: answer(request).content }));
      const next = await createTestApp(dialect, { jobs: true, env, sameDatabaseAs: first });
      try {
        const session = await login(next, ann.user);
        const status = (await settledStatus(next, session, processIds[0]!, 30_000)) as FilledProcess;
        expect(status.suggestions).toHaveLength(1);
        expect(await fillsOf(next, processIds[0]!)).toEqual([{ status: 'finished' }]);
        expect(await suggestionsOf(next, processIds[0]!)).toHaveLength(1);
        expect(standIn.requests).toHaveLength(2);
      } finally {
        first = next;
      }
    });

    it.runIf(dialect === 'postgres')('two instances on one PostgreSQL never run one fill twice', async () => {
      const other = await createTestApp(dialect, { jobs: true, env, sameDatabaseAs: first });
      try {
        const [onFirst, onOther] = [await login(first, ann.user), await login(other, ann.user)];
        // Both instances are asked for the same fill at once: one queues it, the other answers 409.
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        standIn.answer((request) => ({ content: answer(request).content, wait: held }));
        const before = standIn.requests.length;
        const answers = await Promise.all([requestFill(first, onFirst, processIds[1]!), requestFill(other, onOther, processIds[1]!)]);
        expect(answers.map((response) => response.statusCode).sort()).toEqual([202, 409]);
        expect(answers.find((response) => response.statusCode === 409)!.json()).toEqual({ message: AI_FILL_SERVER_MESSAGES.pending });
        // Fills of the other processes, asked through either instance: both instances work the queue.
        for (const [index, id] of processIds.slice(2).entries()) expect((await requestFill(index % 2 ? first : other, index % 2 ? onFirst : onOther, id)).statusCode).toBe(202);
        await waitFor(() => standIn.requests.length - before === 4, 20_000);
        release();
        for (const id of processIds.slice(1)) expect(((await settledStatus(first, onFirst, id, 30_000)) as FilledProcess).suggestions).toHaveLength(1);
        await new Promise((resolve) => setTimeout(resolve, 1500));
        const asked = standIn.requests.slice(before).map((request) => answer(request).process).sort();
        expect(asked).toEqual(['P2', 'P3', 'P4', 'P5']);
        for (const id of processIds.slice(1)) expect(await fillsOf(first, id)).toEqual([{ status: 'finished' }]);
      } finally {
        await other.close();
      }
    });

    // SQLite's queue is a table any instance can write to, started or not; pg-boss must be started.
    it.runIf(dialect === 'postgres')('a fill asked while the job queue is stopped answers 503, not 500, and changes nothing', async () => {
      const stopped = await createTestApp(dialect, { env, sameDatabaseAs: first });
      try {
        const session = await login(stopped, ann.user);
        const before = await settledStatus(stopped, session, processIds[0]!);
        const fills = (await fillsOf(stopped, processIds[0]!)).length;
        const asked = await requestFill(stopped, session, processIds[0]!);
        expect([asked.statusCode, asked.json()]).toEqual([503, { message: AI_FILL_SERVER_MESSAGES.unavailable }]);
        expect(await settledStatus(stopped, session, processIds[0]!)).toEqual(before);
        expect(await fillsOf(stopped, processIds[0]!)).toHaveLength(fills);
      } finally {
        await stopped.close();
      }
    });
  });
}
