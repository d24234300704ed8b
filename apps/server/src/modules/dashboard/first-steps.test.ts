import { expect, it } from 'vitest';
import type { FirstSteps } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser } from '../../test/factories/user';
import { createTradeType, makeDecision } from '../decisions/decisions.test-helpers';
import { call, dataOf } from '../items/library.test-helpers';
import { buildProcess, itemNamed, listedInvestment, patchItem, reviewWith } from '../reviews/reviews.test-helpers';
import { joinedMember, proTeam } from '../teams/teams.test-helpers';

const doneOf = (steps: FirstSteps) => Object.fromEntries(steps.steps.map((step) => [step.key, step.done]));

describeEachDb('dashboard: the first-run checklist', (ctx) => {
  it('ticks each step from what the account has really done, in order', async () => {
    const ann = await signedInUser(ctx, { role: 'investor' });
    const read = async () => dataOf<FirstSteps>(await call(ctx, ann, 'GET', '/dashboard/first-steps'));
    const fresh = await read();
    expect(fresh).toEqual({
      steps: ['process', 'review', 'score', 'decision', 'screen'].map((key) => ({ key, done: false })),
      dismissed_at: null,
      latest_review_id: null,
    });

    const process = await buildProcess(ctx, ann, 'Core', [{ name: 'Moat', type: 'Qualitative5pt' }]);
    const review = await reviewWith(ctx, ann, await listedInvestment(ctx, 20), [process.id]);
    expect(doneOf(await read())).toEqual({ process: true, review: true, score: false, decision: false, screen: false });
    expect((await read()).latest_review_id).toBe(review.id);

    expect((await patchItem(ctx, ann, itemNamed(review, 'Moat'), { score: 'good' })).statusCode).toBe(200);
    const type = await createTradeType(ctx, ann);
    await makeDecision(ctx, ann, review.id, { tradeTypeId: type.id });
    dataOf(await call(ctx, ann, 'POST', '/screens', { name: 'First screen', lead_process_id: process.id }), 201);
    expect(doneOf(await read())).toEqual({ process: true, review: true, score: true, decision: true, screen: true });
  });

  it('offers only the steps the role may take, read from the team workspace', async () => {
    const team = await proTeam(ctx);
    await buildProcess(ctx, team.owner, 'Team way', [{ name: 'Moat' }]);
    const analyst = (await joinedMember(ctx, team, 'teamAnalyst')).session;
    const steps = dataOf<FirstSteps>(await call(ctx, analyst, 'GET', '/dashboard/first-steps'));
    // An analyst neither edits the library nor makes decisions; the team's process counts for the workspace.
    expect(steps.steps).toEqual([{ key: 'review', done: false }, { key: 'score', done: false }, { key: 'screen', done: false }]);
    const viewer = (await joinedMember(ctx, team, 'teamViewer')).session;
    expect(dataOf<FirstSteps>(await call(ctx, viewer, 'GET', '/dashboard/first-steps')).steps).toEqual([]);
  });

  it('stays dismissed once dismissed, for that person only', async () => {
    const team = await proTeam(ctx);
    const member = (await joinedMember(ctx, team, 'teamPortfolioManager')).session;
    const dismissed = dataOf<FirstSteps>(await call(ctx, team.owner, 'POST', '/dashboard/first-steps/dismiss'));
    expect(dismissed.dismissed_at).not.toBeNull();
    const again = dataOf<FirstSteps>(await call(ctx, team.owner, 'POST', '/dashboard/first-steps/dismiss', {}));
    expect(again.dismissed_at).toBe(dismissed.dismissed_at);
    expect(dataOf<FirstSteps>(await call(ctx, team.owner, 'GET', '/dashboard/first-steps')).dismissed_at).toBe(dismissed.dismissed_at);
    expect(dataOf<FirstSteps>(await call(ctx, member, 'GET', '/dashboard/first-steps')).dismissed_at).toBeNull();
    expect((await call(ctx, null, 'GET', '/dashboard/first-steps')).statusCode).toBe(401);
  });
});
