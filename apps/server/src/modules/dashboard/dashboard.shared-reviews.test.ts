import { beforeAll, expect, it } from 'vitest';
import { dashboardReviewScore, LAYOUT, type DashboardReviewRow, type SharedReviewRow } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser, type Session } from '../../test/factories/user';
import { call, dataOf } from '../items/library.test-helpers';
import { buildProcess, itemNamed, listedInvestment, patchItem, reviewWith } from '../reviews/reviews.test-helpers';
import { shareOk } from '../sharing/sharing.test-helpers';

const SHARED = `/sharings/investment-reviews/user-entities?orderBy=updated_at&sortedBy=desc&limit=${LAYOUT.dashboardTableRows}`;
const MINE = '/investment-reviews?orderBy=updated_at&sortedBy=desc&include=defaultProcess&limit=100';

/** What both dashboard tables show of a row (spec §3 Dashboard review row); investment_review_id is the viewer's own review. */
function tableFields(row: DashboardReviewRow) {
  const { investment_review_id: _viewers, ...investment } = row.investment;
  return { id: row.id, updated_at: row.updated_at, investment, user: row.user, defaultProcess: row.defaultProcess };
}

/**
 * "Shared Reviews" (GET /sharings/investment-reviews/user-entities) and "My Recent Reviews"
 * (GET /investment-reviews?include=defaultProcess) answer the same row for the same review: a
 * recipient sees exactly what the owner sees on their own dashboard, plus the share's fields.
 */
describeEachDb('dashboard: shared reviews are the owners\' dashboard rows', (ctx) => {
  let owner: Session;
  let recipient: Session;
  let scoredId: string;
  beforeAll(async () => {
    owner = await signedInUser(ctx);
    recipient = await signedInUser(ctx);
    const core = await buildProcess(ctx, owner, 'Core', [{ name: 'Moat', type: 'Qualitative5pt' }, { name: 'Price', type: 'Valuation' }]);
    const side = await buildProcess(ctx, owner, 'Side', [{ name: 'Dividend', type: 'Qualitative3pt' }]);
    // Six shared reviews: one more than the dashboard shows. One lacks the default process (no score).
    const reviews = [];
    for (let i = 0; i < LAYOUT.dashboardTableRows + 1; i++) {
      reviews.push(await reviewWith(ctx, owner, await listedInvestment(ctx, 10 + i), i === 1 ? [side.id] : [core.id]));
    }
    const scored = reviews[0]!;
    scoredId = scored.id;
    expect((await patchItem(ctx, owner, itemNamed(scored, 'Moat'), { score: 'v_good' })).statusCode).toBe(200);
    expect((await patchItem(ctx, owner, itemNamed(scored, 'Price'), { value: 20 })).statusCode).toBe(200);
    for (const review of reviews) await shareOk(ctx, owner, { entity_id: review.id, emails: [recipient.user.email], permission_rules: { notes: true } });
  });

  it("answers at most five rows, newest change first, each equal to the owner's own row", async () => {
    const response = await call(ctx, recipient, 'GET', SHARED);
    const shared = dataOf<SharedReviewRow[]>(response);
    expect(response.json().meta.pagination).toMatchObject({ total: LAYOUT.dashboardTableRows + 1, count: LAYOUT.dashboardTableRows });
    expect(shared).toHaveLength(LAYOUT.dashboardTableRows);
    const own = dataOf<DashboardReviewRow[]>(await call(ctx, owner, 'GET', MINE));
    // The same order as the owner's list (the scored review changed last), cut at five.
    expect(shared.map((row) => row.id)).toEqual(own.slice(0, LAYOUT.dashboardTableRows).map((row) => row.id));
    const ownById = new Map(own.map((row) => [row.id, row]));
    for (const row of shared) {
      expect(tableFields(row)).toEqual(tableFields(ownById.get(row.id)!));
      expect(row.score).toBe(dashboardReviewScore(row.defaultProcess));
      expect(row).toMatchObject({ isOwner: false, user: { username: owner.user.username }, permissions: { notes: true, models: false, decisions: false } });
    }
    const scored = shared.find((row) => row.id === scoredId)!;
    expect(scored.defaultProcess).toMatchObject({ name: 'Core' });
    // Moat v_good (+2) and the Valuation factor graded v_good from a 100 % upside on the last price of 10.
    expect(scored.defaultProcess!.factors.find((factor) => factor.name === 'Price')!.score).not.toBeNull();
    expect(scored.score).toBeGreaterThan(2);
  });

  it('leaves the score empty for a review without the default process, and shows nothing to its owner', async () => {
    const shared = dataOf<SharedReviewRow[]>(await call(ctx, recipient, 'GET', '/sharings/investment-reviews/user-entities?limit=100'));
    const withoutDefault = shared.filter((row) => row.defaultProcess === null);
    expect(withoutDefault).toHaveLength(1);
    expect(withoutDefault[0]!.score).toBeNull();
    expect(dataOf<SharedReviewRow[]>(await call(ctx, owner, 'GET', SHARED))).toEqual([]);
  });
});
