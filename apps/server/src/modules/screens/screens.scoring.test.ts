import { beforeAll, expect, it } from 'vitest';
import {
  effectiveScore,
  gradeRank,
  gradesOf,
  investmentProcessSummary,
  processValuationGrade,
  RELEVANCE_VALUES,
  SCORE_TYPES,
  type ReviewedItem,
  type ScaleValue,
  type ScoreType,
  type Screen,
  type ValuationThresholds,
} from '@thesis/domain';
import { nowIso } from '../../db/values';
import { newId } from '../../lib/crypto';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser, type Session } from '../../test/factories/user';
import { createScreen, resultsOf, runScreen } from './screens.test-helpers';

/**
 * A run scores every company in SQL (screen-run.sql.ts); these tests compare what it stores with
 * the domain functions that score a review everywhere else, over random reviews of every scale
 * type, Valuation factors with and without their own thresholds, n_a, unscored factors, every
 * relevance, missing and zero prices, and process valuations.
 */

let seed = 7;
const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;

interface Factor { source: string; item: ReviewedItem; position: number }
interface Reviewed { investmentId: string; processId: string; price: number | null; valuation: number | null; factors: Factor[] }

const THRESHOLDS: ValuationThresholds = { excellent: 80, v_good: 40, good: 10, average: 0, below_average: -10, poor: -25, v_poor: -60 };

function randomFactor(source: string, position: number): Factor {
  const type = pick(SCORE_TYPES) as ScoreType;
  const relevance = pick([...RELEVANCE_VALUES, null, null]);
  if (type === 'Valuation') {
    const value = random() < 0.8 ? Math.round(random() * 4000) / 100 : null;
    return { source, position, item: { type, score: random() < 0.15 ? 'n_a' : null, value, min: null, max: null, thresholds: random() < 0.5 ? THRESHOLDS : null, relevance } };
  }
  const roll = random();
  const score: ScaleValue | null = roll < 0.1 ? null : roll < 0.2 ? 'n_a' : pick(gradesOf(type));
  return { source, position, item: { type, score, value: null, min: null, max: null, thresholds: null, relevance } };
}

describeEachDb('screen run scoring', (ctx) => {
  let ann: Session;
  let screen: Screen;
  const reviewed: Reviewed[] = [];
  const processIds: string[] = [];

  beforeAll(async () => {
    ann = await signedInUser(ctx);
    const db = ctx.db.db;
    const now = nowIso();
    const factorIds: string[][] = [];
    for (const [index, name] of ['Lead', 'Second', 'Third'].entries()) {
      const id = newId();
      processIds.push(id);
      await db.insertInto('processes').values({ id, user_id: ann.user.id, name, description: null, is_active: 1, position: index, is_template: 0, template_key: null, source_id: null, created_at: now, updated_at: now }).execute();
      const ids = Array.from({ length: 5 }, () => newId());
      factorIds.push(ids);
      for (const [position, itemId] of ids.entries()) {
        await db.insertInto('process_items').values({ id: itemId, kind: 'factor', user_id: ann.user.id, name: `${name} ${position}`, description: null, item_group: 'Financial', type: 'Qualitative5pt', grade_descriptions: null, min_value: null, max_value: null, thresholds: null, relevance: 'moderate', url: null, url_name: null, media_id: null, is_active: 1, is_template: 0, template_key: null, source_id: null, created_at: now, updated_at: now }).execute();
        await db.insertInto('process_factors').values({ parent_id: id, child_id: itemId, position, created_at: now }).execute();
      }
    }
    for (let n = 0; n < 60; n += 1) {
      const investmentId = newId();
      const price = pick([null, 0, 1, 2.5, 10, 13.37, 40, 99.99]);
      const ticker = `S${n}${Math.random().toString(36).slice(2, 5)}`.toUpperCase().slice(0, 6);
      await db.insertInto('investments').values({ id: investmentId, type: 'listed', exchange: 'ASX', ticker, name: `Scored ${n}`, owner_id: null, currency: 'AUD', local_fx: null, reporting_fx: null, sector_l1: 'Financials', sector_l3: null, description: null, is_etf: 0, year_end: null, last_price: price, issued_shares: null, market_cap: null, figures_updated_at: now, search_ticker: ticker.toLowerCase(), search_name: `scored ${n}`, created_at: now, updated_at: now }).execute();
      const reviewId = newId();
      await db.insertInto('investment_reviews').values({ id: reviewId, user_id: ann.user.id, investment_id: investmentId, summary: null, created_at: now, updated_at: now }).execute();
      for (const [position, processId] of processIds.entries()) {
        if (random() < 0.2) continue;
        const ipId = newId();
        const valuation = random() < 0.6 ? Math.round(random() * 6000) / 100 : null;
        await db.insertInto('investment_processes').values({ id: ipId, review_id: reviewId, process_id: processId, name: 'P', description: null, position, comment: null, url: null, url_name: null, media_id: null, valuation, editor_user_id: ann.user.id, ai_status: null, ai_processed_at: null, created_at: now, updated_at: now }).execute();
        const count = Math.floor(random() * 6);
        const factors = Array.from({ length: count }, (_, f) => randomFactor(factorIds[position]![f % 5]!, count - f));
        for (const factor of factors) {
          const { item } = factor;
          await db.insertInto('investment_items').values({ id: newId(), investment_process_id: ipId, parent_id: null, source_item_id: factor.source, kind: 'factor', name: 'F', description: null, item_group: 'Financial', type: item.type, grade_descriptions: null, min_value: null, max_value: null, thresholds: item.thresholds ? JSON.stringify(item.thresholds) : null, position: factor.position, score: item.score, value: item.value, relevance: item.relevance ?? null, comment: null, url: null, url_name: null, media_id: null, editor_user_id: ann.user.id, created_at: now, updated_at: now }).execute();
        }
        reviewed.push({ investmentId, processId, price, valuation, factors });
      }
    }
    screen = await createScreen(ctx, ann, { name: 'Scored', source_type: 'all_active', lead_process_id: processIds[0], secondary_process_ids: processIds.slice(1) });
    await runScreen(ctx, ann, screen.id);
  });

  async function expectStoredMatchesDomain(): Promise<void> {
    const rows = await ctx.db.db.selectFrom('screen_results').selectAll().where('screen_id', '=', screen.id).execute();
    const stored = new Map(rows.map((row) => [row.investment_id, row]));
    expect(reviewed.length).toBeGreaterThan(100);
    for (const review of reviewed) {
      const factors = [...review.factors].sort((a, b) => a.position - b.position);
      const summary = investmentProcessSummary(factors.map((factor) => factor.item), review.price);
      const grades = factors.map((factor) => ({ factor, grade: effectiveScore(factor.item, review.price) }));
      const ranks: Record<string, number> = {};
      for (const { factor, grade } of grades) if (gradeRank(grade) !== null) ranks[factor.source] = gradeRank(grade)!;
      const valuation = gradeRank(processValuationGrade(review.valuation, review.price, grades.filter(({ factor }) => factor.item.type === 'Valuation').map(({ grade }) => grade)));
      const row = stored.get(review.investmentId)!;
      const scores = JSON.parse(row.scores) as Record<string, { score: number; relevance: number; valuation_rank: number | null; factors: Record<string, number> }>;
      const context = JSON.stringify(review);
      expect({ ...scores[review.processId], context }).toEqual({ score: summary.score, relevance: summary.relevance, valuation_rank: valuation, factors: ranks, context });
      if (review.processId === processIds[0]) {
        expect([Number(row.lead_score), Number(row.lead_relevance), row.lead_valuation_rank === null ? null : Number(row.lead_valuation_rank)]).toEqual([summary.score, summary.relevance, valuation]);
      }
    }
  }

  it('stores the summary score, relevance, valuation and factor grades the domain rules give', async () => {
    await expectStoredMatchesDomain();
  });

  it('grades valuations again at the new price when prices move', async () => {
    const moved = new Map<string, number | null>();
    for (const review of reviewed) {
      if (moved.has(review.investmentId)) continue;
      const price = pick([null, 0, 3, 12.5, 77]);
      moved.set(review.investmentId, price);
      await ctx.db.db.updateTable('investments').set({ last_price: price, updated_at: new Date(Date.now() + 1000).toISOString() }).where('id', '=', review.investmentId).execute();
    }
    for (const review of reviewed) review.price = moved.get(review.investmentId) ?? null;
    await runScreen(ctx, ann, screen.id);
    await expectStoredMatchesDomain();
  });

  it('shows every row of a fresh run as up to date: run values equal the live review', async () => {
    const page = await resultsOf(ctx, ann, screen.id, 'limit=100');
    expect(page.investments.length).toBeGreaterThan(40);
    for (const row of page.investments) {
      expect(row.freshness.stale).toBe(false);
      for (const process of row.processes.data) expect([process.run_score, process.run_relevance]).toEqual([process.score, process.relevance]);
    }
  });
});
