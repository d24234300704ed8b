import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Investment, InvestmentSummary } from '@thesis/domain';
import { createTestApp, describeEachDb, type TestContext } from '../../test/build-test-app';
import { signedInUser, type Session } from '../../test/factories/user';
import { call, dataOf } from '../items/library.test-helpers';
import { joinedMember, proTeam, type ProTeam } from '../teams/teams.test-helpers';
import { buildProcess, listedInvestment, reviewWith } from './reviews.test-helpers';

// Each server instance keeps which investments a workspace has reviewed, for the workspace's reviews
// version (ReviewIdsCache). A second app on the same database stands for another instance: a review
// created anywhere must show in the next search of everyone in its workspace, on every instance.
describeEachDb('review ids of search results, kept by each instance', (ctx) => {
  let other: TestContext & { close(): Promise<void> };
  let team: ProTeam;
  let analyst: Session;
  let solo: Session;
  const tickerOf = new Map<string, string>();

  /** investment_review_id of the investment in a search for its ticker, on the instance given. */
  const shownReview = async (on: TestContext, session: Session, investmentId: string) => {
    const found = dataOf<InvestmentSummary[]>(await call(on, session, 'GET', `/investments?search=ticker:${tickerOf.get(investmentId)}&limit=10`));
    const row = found.find((summary) => summary.id === investmentId);
    expect(row, 'the investment is among the results').toBeTruthy();
    return row!.investment_review_id;
  };
  const company = async () => {
    const id = await listedInvestment(ctx);
    tickerOf.set(id, dataOf<Investment>(await call(ctx, solo, 'GET', `/investments/${id}`)).ticker);
    return id;
  };

  beforeAll(async () => {
    other = await createTestApp(ctx.dialect, { sameDatabaseAs: ctx });
    team = await proTeam(ctx);
    analyst = (await joinedMember(ctx, team, 'teamAnalyst')).session;
    solo = await signedInUser(ctx);
  });
  afterAll(async () => {
    await other.close();
  });

  it("shows a team member's new review to the whole team at its next search, on either instance", async () => {
    const [reviewed, untouched] = [await company(), await company()];
    const process = await buildProcess(ctx, team.owner, 'Team quality', [{ name: 'Moat' }]);
    // Every instance has read the team's review ids before the review exists.
    for (const on of [ctx, other]) {
      for (const person of [team.owner, analyst]) expect(await shownReview(on, person, reviewed)).toBeNull();
    }

    const review = await reviewWith(other, analyst, reviewed, [process.id]);

    for (const on of [ctx, other]) {
      for (const person of [team.owner, analyst]) {
        expect(await shownReview(on, person, reviewed)).toBe(review.id);
        expect(await shownReview(on, person, untouched)).toBeNull();
      }
    }
    expect(dataOf<Investment>(await call(ctx, team.owner, 'GET', `/investments/${reviewed}`)).investment_review_id).toBe(review.id);
    // Another workspace does not see it.
    expect(await shownReview(ctx, solo, reviewed)).toBeNull();
  });

  it("shows a person's own new review at their next search on the other instance", async () => {
    const reviewed = await company();
    const process = await buildProcess(ctx, solo, 'My quality', [{ name: 'Moat' }]);
    expect(await shownReview(ctx, solo, reviewed)).toBeNull();
    expect(await shownReview(other, solo, reviewed)).toBeNull();

    const review = await reviewWith(ctx, solo, reviewed, [process.id]);

    expect(await shownReview(other, solo, reviewed)).toBe(review.id);
    expect(await shownReview(ctx, solo, reviewed)).toBe(review.id);
    // The team's workspace is another: its members still have no review of it.
    expect(await shownReview(ctx, analyst, reviewed)).toBeNull();
  });
});
