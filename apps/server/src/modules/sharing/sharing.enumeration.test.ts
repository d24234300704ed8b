import { expect, it } from 'vitest';
import type { Share, ShareCreated } from '@thesis/domain';
import { describeEachDb } from '../../test/build-test-app';
import { signedInUser } from '../../test/factories/user';
import { call, dataOf } from '../items/library.test-helpers';
import { buildProcess, listedInvestment, reviewWith } from '../reviews/reviews.test-helpers';
import { attach, share } from './sharing.test-helpers';

/** A share's answer with what differs by nature (ids, times, addresses, links) blanked out. */
function shapeOf(made: ShareCreated | Share): unknown {
  return JSON.parse(
    JSON.stringify(made, (key, value: unknown) => (['id', 'created_at', 'expires_at', 'link', 'shared_link', 'email', 'attached_at'].includes(key) && value !== null ? '·' : value)),
  );
}

describeEachDb('sharing reveals nothing about accounts', (ctx) => {
  it('answers POST /sharings the same whether an address has an account or not, and names an account only once it opened the link', async () => {
    const owner = await signedInUser(ctx);
    const member = await signedInUser(ctx);
    const process = await buildProcess(ctx, owner, 'Quality', [{ name: 'Moat' }]);
    const review = await reviewWith(ctx, owner, await listedInvestment(ctx), [process.id]);
    const payload = { entity_id: review.id, permission_rules: { notes: true } };

    const toAccount = await share(ctx, owner, { ...payload, emails: [member.user.email] });
    const toNobody = await share(ctx, owner, { ...payload, emails: ['no-account-here@example.com'] });
    expect(toAccount.statusCode).toBe(201);
    expect(toNobody.statusCode).toBe(201);
    const [a, b] = [dataOf<ShareCreated>(toAccount, 201), dataOf<ShareCreated>(toNobody, 201)];
    expect(a.recipients[0]!.username).toBeNull();
    expect(shapeOf(a)).toEqual(shapeOf(b));
    expect(Object.keys(toAccount.headers).sort()).toEqual(Object.keys(toNobody.headers).sort());

    const listed = async () => dataOf<Share[]>(await call(ctx, owner, 'GET', `/investment-reviews/${review.id}/sharings`));
    const before = await listed();
    expect(before.flatMap((made) => made.recipients.map((recipient) => recipient.username))).toEqual([null, null]);

    const link = ctx.outbox().find((mail) => mail.to.includes(member.user.email))!.text.match(/https?:\/\/\S+/)![0];
    expect((await attach(ctx, member, link)).statusCode).toBe(200);
    const opened = (await listed()).find((made) => made.id === a.id)!;
    expect(opened.recipients).toEqual([{ id: expect.any(String), email: member.user.email, username: member.user.username, attached_at: expect.any(String) }]);
  });
});
