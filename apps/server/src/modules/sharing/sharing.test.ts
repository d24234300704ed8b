import { beforeAll, expect, it } from 'vitest';
import { invalidEmailsMessage, MESSAGES, SHARING_MESSAGES, type Review, type Share, type SharedReviewRow } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { linkIn } from '../../test/outbox';
import { signedInUser, type Session } from '../../test/factories/user';
import { call, dataOf, errorsOf, MISSING_ID } from '../items/library.test-helpers';
import { buildProcess, itemNamed, listedInvestment, patchItem, reviewWith } from '../reviews/reviews.test-helpers';
import { attach, partsOf, share, shareOk } from './sharing.test-helpers';

const DAY = 24 * 60 * 60 * 1000;

describeEachDb('sharing: POST /sharings, invitations, lists', (ctx) => {
  let owner: Session;
  let review: Review;
  let known: Session;
  beforeAll(async () => {
    owner = await signedInUser(ctx);
    const process = await buildProcess(ctx, owner, 'Core', [{ name: 'Moat', type: 'Qualitative5pt' }, { name: 'Management', type: 'Qualitative7pt' }]);
    review = await reviewWith(ctx, owner, await listedInvestment(ctx, 42.5), [process.id]);
    known = await signedInUser(ctx);
  });

  it('answers 401 without a token', async () => {
    expect((await share(ctx, null, { entity_id: review.id, emails: 'a@example.com' })).statusCode).toBe(401);
    expect((await call(ctx, null, 'GET', '/sharings/investment-reviews/user-entities')).statusCode).toBe(401);
    expect((await call(ctx, null, 'DELETE', `/sharings/${MISSING_ID}`)).statusCode).toBe(401);
  });

  it('answers 422 with the spec messages (§5 Share)', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ entity_id: review.id }, { emails: [MESSAGES.emailRequired] }],
      [{ entity_id: review.id, emails: ' , ' }, { emails: [MESSAGES.emailRequired] }],
      [{ entity_id: review.id, emails: 'ann@example.com, not-an-email' }, { emails: [invalidEmailsMessage(['not-an-email'])] }],
      [{ entity_id: review.id, emails: 'a@example.com', message: 'x'.repeat(256) }, { message: [SHARING_MESSAGES.messageMax] }],
      [{ entity_id: review.id, emails: 'a@example.com', expire_at: 'day', access_type: 'team' }, { expire_at: [SHARING_MESSAGES.expiryInvalid], access_type: [SHARING_MESSAGES.accessTypeInvalid] }],
      [{ emails: 'a@example.com', entity_type: 'process' }, { entity_id: [SHARING_MESSAGES.entityRequired], entity_type: [SHARING_MESSAGES.entityTypeInvalid] }],
      [{ entity_id: review.id, emails: owner.user.email.toUpperCase() }, { emails: [SHARING_MESSAGES.notYourself] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await share(ctx, owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(errorsOf(response)).toEqual(errors);
    }
    expect(await ctx.db.db.selectFrom('shares').select('id').where('entity_id', '=', review.id).execute()).toEqual([]);
  });

  it("answers 404 for a missing or another user's review, 403 to a teamViewer owner", async () => {
    expect((await share(ctx, owner, { entity_id: MISSING_ID, emails: 'a@example.com' })).statusCode).toBe(404);
    expect((await share(ctx, known, { entity_id: review.id, emails: 'a@example.com' })).statusCode).toBe(404);
    expect((await call(ctx, known, 'GET', `/investment-reviews/${review.id}/sharings`)).statusCode).toBe(404);
    const viewer = await signedInUser(ctx);
    const viewerProcess = await buildProcess(ctx, viewer, 'Viewer', [{ name: 'F' }]);
    const viewerReview = await reviewWith(ctx, viewer, await listedInvestment(ctx), [viewerProcess.id]);
    await ctx.db.db.updateTable('users').set({ role: 'teamViewer' }).where('id', '=', viewer.user.id).execute();
    const response = await share(ctx, viewer, { entity_id: viewerReview.id, access_type: 'public' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(MESSAGES.noEditPermission);
    expect(dataOf<Review>(await call(ctx, viewer, 'GET', `/investment-reviews/${viewerReview.id}`)).abilities.share).toBe(false);
  });

  it('shares privately for a week by default, e-mails each recipient the message and the link, and returns no link', async () => {
    const before = ctx.outbox().length;
    const started = Date.now();
    const made = await shareOk(ctx, owner, { entity_id: review.id, emails: `${known.user.email}, Stranger.Invitee@Example.com`, message: '  Have a look at the moat  ', permission_rules: { notes: true } });
    expect(made).toMatchObject({
      entity_id: review.id, entity_type: 'investment_review', access_type: 'private', message: 'Have a look at the moat', expire_at: 'week',
      permission_rules: { models: false, notes: true, decisions: false }, status: 'active', revoked_at: null, shared_link: null,
    });
    expect(made.recipients.map((recipient) => [recipient.email, recipient.username])).toEqual([[known.user.email, null], ['stranger.invitee@example.com', null]].sort());
    expect(Date.parse(made.expires_at) - started).toBeGreaterThanOrEqual(7 * DAY - 1000);
    expect(Date.parse(made.expires_at) - started).toBeLessThan(7 * DAY + 5000);
    expect(made).not.toHaveProperty('token');

    const mails = ctx.outbox().slice(before);
    expect(mails.map((mail) => mail.to).sort()).toEqual([known.user.email, 'stranger.invitee@example.com'].sort());
    const ticker = review.investment.ticker;
    for (const mail of mails) {
      expect(mail.subject).toBe(`${owner.user.username} shared an investment review of ${review.investment.name} (${ticker}) with you`);
      expect(mail.text).toContain('Their message: "Have a look at the moat"');
      expect(mail.text).toContain('its factor scores and summary and the notes');
      expect(mail.html).toContain('Have a look at the moat');
      const link = linkIn(mail, '/investment-reviews/');
      expect(link).toBe(made.link);
      expect(link.startsWith(`${ctx.config.appUrl}/investment-reviews/${review.id}?sharing=${made.id}&signature=`)).toBe(true);
    }
    expect(mails.find((mail) => mail.to === known.user.email)!.text).toContain(`sign in with this e-mail address (${known.user.email})`);
    expect(mails.find((mail) => mail.to !== known.user.email)!.text).toContain('choose Sign Up and create a Free account with this e-mail address (stranger.invitee@example.com)');
  });

  it('shares publicly with a copyable link and no e-mail, for a month or a year', async () => {
    const before = ctx.outbox().length;
    const made = await shareOk(ctx, owner, { entity_id: review.id, access_type: 'public', expire_at: 'month', permission_rules: { models: true, decisions: true } });
    expect(made.shared_link).toBe(made.link);
    expect(partsOf(made.shared_link!).sharingId).toBe(made.id);
    expect(made.recipients).toEqual([]);
    expect(ctx.outbox().length).toBe(before);
    const year = await shareOk(ctx, owner, { entity_id: review.id, access_type: 'public', expire_at: 'year' });
    expect(Date.parse(year.expires_at) - Date.parse(year.created_at)).toBeGreaterThanOrEqual(365 * DAY);
    // Two links of the same review are different secrets.
    expect(year.shared_link).not.toBe(made.shared_link);
  });

  it("lists the owner's shares newest first and revokes one", async () => {
    const shares = dataOf<Share[]>(await call(ctx, owner, 'GET', `/investment-reviews/${review.id}/sharings`));
    expect(shares.map((entry) => [entry.access_type, entry.expire_at])).toEqual([['public', 'year'], ['public', 'month'], ['private', 'week']]);
    expect((await call(ctx, known, 'DELETE', `/sharings/${shares[0]!.id}`)).json().message).toBe(SHARING_MESSAGES.shareNotFound);
    expect(dataOf<Share>(await call(ctx, owner, 'DELETE', `/sharings/${shares[0]!.id}`))).toMatchObject({ status: 'revoked', link: null });
    expect((await call(ctx, owner, 'DELETE', `/sharings/${MISSING_ID}`)).statusCode).toBe(404);
    expect((await call(ctx, owner, 'DELETE', '/sharings/x')).statusCode).toBe(404);
  });

  it("lists reviews shared with me with the owner's default-process score, filtered and sorted", async () => {
    const moat = itemNamed(review, 'Moat');
    await patchItem(ctx, owner, moat, { score: 'v_good' });
    await patchItem(ctx, owner, itemNamed(review, 'Management'), { score: 'below_ave' });
    const second = await signedInUser(ctx);
    const secondProcess = await buildProcess(ctx, second, 'Other', [{ name: 'X' }]);
    const secondReview = await reviewWith(ctx, second, await listedInvestment(ctx), [secondProcess.id]);
    await shareOk(ctx, second, { entity_id: secondReview.id, emails: [known.user.email] });

    const all = await call(ctx, known, 'GET', '/sharings/investment-reviews/user-entities?orderBy=updated_at&sortedBy=desc');
    const rows = dataOf<SharedReviewRow[]>(all);
    expect(all.json().meta.pagination).toMatchObject({ total: 2, count: 2 });
    expect(rows.map((row) => row.id)).toEqual([secondReview.id, review.id]);
    const mine = rows.find((row) => row.id === review.id)!;
    // 5pt v_good = +2, 7pt below_ave = -1 (spec §9 scale points).
    expect(mine).toMatchObject({ user: { username: owner.user.username }, investment: { last_price: 42.5 }, permissions: { notes: true }, score: 1 });
    expect(mine.defaultProcess!.factors.map((factor) => [factor.name, factor.type, factor.score])).toEqual([['Moat', 'Qualitative5pt', 'v_good'], ['Management', 'Qualitative7pt', 'below_ave']]);
    const asc = dataOf<SharedReviewRow[]>(await call(ctx, known, 'GET', '/sharings/investment-reviews/user-entities?orderBy=updated_at&sortedBy=asc'));
    expect(asc.map((row) => row.id)).toEqual([review.id, secondReview.id]);
    const bySharing = dataOf<SharedReviewRow[]>(await call(ctx, known, 'GET', '/sharings/investment-reviews/user-entities?orderBy=shared_at&sortedBy=desc'));
    expect(bySharing.map((row) => row.id)).toEqual([secondReview.id, review.id]);
    expect(bySharing[0]!.shared_at >= bySharing[1]!.shared_at).toBe(true);
    const filtered = dataOf<SharedReviewRow[]>(await call(ctx, known, 'GET', `/sharings/investment-reviews/user-entities?search=investment_id:${review.investment_id}`));
    expect(filtered.map((row) => row.id)).toEqual([review.id]);
    const paged = await call(ctx, known, 'GET', '/sharings/investment-reviews/user-entities?limit=1&page=2');
    expect(dataOf<SharedReviewRow[]>(paged).map((row) => row.id)).toEqual([review.id]);
    expect(paged.json().meta.pagination).toMatchObject({ total: 2, count: 1, per_page: 1, current_page: 2, total_pages: 2 });
    expect((await call(ctx, known, 'GET', '/sharings/investment-reviews/user-entities?orderBy=score')).statusCode).toBe(422);
    expect((await call(ctx, known, 'GET', '/sharings/investment-reviews/user-entities?search=ticker:AB')).statusCode).toBe(422);
  });

  it('keeps one recipient row per address when a public link is opened twice', async () => {
    const made = await shareOk(ctx, owner, { entity_id: review.id, access_type: 'public' });
    const opener = await signedInUser(ctx);
    dataOf(await attach(ctx, opener, made.shared_link!));
    dataOf(await attach(ctx, opener, made.shared_link!));
    const [listed] = dataOf<Share[]>(await call(ctx, owner, 'GET', `/investment-reviews/${review.id}/sharings`));
    expect(listed!.recipients.map((recipient) => recipient.email)).toEqual([opener.user.email]);
  });
});

describeEachDb('sharing: invitations are rate limited per user', (ctx) => {
  it('answers 429 after 60 shares in an hour, for that user only', async () => {
    const owner = await signedInUser(ctx);
    const process = await buildProcess(ctx, owner, 'Core', [{ name: 'Moat' }]);
    const review = await reviewWith(ctx, owner, await listedInvestment(ctx), [process.id]);
    for (let i = 0; i < 60; i++) expect((await share(ctx, owner, { entity_id: review.id, access_type: 'public' })).statusCode).toBe(201);
    const limited = await share(ctx, owner, { entity_id: review.id, access_type: 'public' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toHaveProperty('message');
    const other = await signedInUser(ctx);
    const otherReview = await reviewWith(ctx, other, await listedInvestment(ctx), [(await buildProcess(ctx, other, 'Own', [{ name: 'F' }])).id]);
    expect((await share(ctx, other, { entity_id: otherReview.id, access_type: 'public' })).statusCode).toBe(201);
  });
});
