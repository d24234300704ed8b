import { beforeAll, expect, it } from 'vitest';
import { DECISION_TYPE_THRESHOLDS, MEMO_COPY, type Review } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser, type Session } from '../../test/factories/user';
import type { ReviewsService } from '../reviews/reviews.service';
import type { MemoDecision, MemoDecisionSource } from './memo-decisions';
import { MemoService } from './memo.service';
import { memoFixture, pdfText, type MemoFixture } from './memo.test-helpers';

const decision: MemoDecision = {
  decidedAt: '2026-11-02T14:30:00.000Z',
  action: 'buy',
  timeframe: 'year_2',
  price: 301.5,
  tradeType: { name: 'Core long-term holding', table: { ...DECISION_TYPE_THRESHOLDS } },
  cells: {
    excellent: { probability: 10, comment: 'Services re-rating' },
    v_good: { probability: 25, comment: null },
    good: { probability: 30, comment: null },
    average: { probability: 20, comment: null },
    below_ave: { probability: 10, comment: null },
    poor: { probability: 5, comment: 'Regulatory break-up' },
  },
  decidedBy: 'portfolio_lead',
};

/** A source that records what it was asked. */
function fakeSource(answer: MemoDecision | null): MemoDecisionSource & { asked: string[] } {
  const asked: string[] = [];
  return { asked, latestFor: (reviewId) => { asked.push(reviewId); return Promise.resolve(answer); } };
}

/** The reviews service as a recipient without the notes and decisions permissions would get it. */
function withoutPermissions(reviews: ReviewsService): ReviewsService {
  return {
    get: async (viewer: Parameters<ReviewsService['get']>[0], id: string): Promise<Review> => {
      const review = await reviews.get(viewer, id);
      return { ...review, isOwner: false, permissions: { models: false, notes: false, decisions: false }, notes: [], models: [] };
    },
    financials: reviews.financials.bind(reviews),
  } as unknown as ReviewsService;
}

describeEachDb('investment memo: the latest decision', (ctx) => {
  let owner: Session;
  let fixture: MemoFixture;
  beforeAll(async () => {
    owner = await signedInUser(ctx, { role: 'investor' });
    fixture = await memoFixture(ctx, owner);
  });

  it('prints the decision and its probability matrix when the source has one', async () => {
    const source = fakeSource(decision);
    const memo = new MemoService({ reviews: ctx.app.deps.reviewsService, estimates: ctx.app.deps.estimatesService, decisions: source, now: () => new Date('2026-11-22T09:00:00Z') });
    const { pdf, fileName } = await memo.pdf(owner.user, fixture.review.id);
    expect(source.asked).toEqual([fixture.review.id]);
    expect(fileName).toBe(`${fixture.ticker}-memo-2026-11-22.pdf`);
    const { text } = await pdfText(pdf);
    for (const expected of [
      'Latest decision',
      'Buy',
      '02 Nov 2026',
      'US$301.50',
      'Core long-term holding',
      '2 years',
      'Made by portfolio_lead',
      'Probability matrix',
      'Services re-rating',
      'Regulatory break-up',
      'Very poor',
      'Total',
      '100%',
      'Generated 22 Nov 2026, 09:00 UTC',
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('leaves the section out when no decision has been made', async () => {
    const memo = new MemoService({ reviews: ctx.app.deps.reviewsService, estimates: ctx.app.deps.estimatesService, decisions: fakeSource(null) });
    const { text } = await pdfText((await memo.pdf(owner.user, fixture.review.id)).pdf);
    expect(text).not.toContain('Latest decision');
    expect(text).toContain(fixture.note.title);
  });

  it('neither asks for the decision nor prints notes for a viewer without those permissions', async () => {
    const source = fakeSource(decision);
    const memo = new MemoService({ reviews: withoutPermissions(ctx.app.deps.reviewsService), estimates: ctx.app.deps.estimatesService, decisions: source });
    const { text } = await pdfText((await memo.pdf(owner.user, fixture.review.id)).pdf);
    expect(source.asked).toEqual([]);
    expect(text).not.toContain('Latest decision');
    expect(text).not.toContain(fixture.note.title);
    expect(text).not.toContain(MEMO_COPY.noNotes);
    expect(text).toContain('shared with you');
    expect(text).toContain('Durable moat');
  });
});
