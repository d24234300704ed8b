import type { APIRequestContext, Page } from '@playwright/test';
import { ACCOUNT_COPY, invalidEmailsMessage, MESSAGES, SHARE_MODAL_TITLE } from '@thesis/domain';
import { expect, linkIn, test } from '../support/fixtures';
import { PASSWORD, WITHOUT_MARKET_DATA, createUser, dialog, expectNoAxeViolations, nextMail, signIn, submitSignIn } from '../support/helpers';

test.use({ appEnv: WITHOUT_MARKET_DATA });

interface Owned {
  token: string;
  reviewId: string;
  company: string;
}

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const response = await request.post('/api/v1/login', { data: { email, password: PASSWORD } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}

/** The review is built through the API: an unlisted company, its review and a note. */
async function reviewWithNote(request: APIRequestContext, email: string): Promise<Owned> {
  const token = await tokenOf(request, email);
  const headers = { authorization: `Bearer ${token}` };
  const company = 'Harbour Logistics Pty Ltd';
  const investment = await request.post('/api/v1/investments', {
    headers,
    data: { name: company, ticker: 'HRBR.PRV', local_fx: 'AUD', reporting_fx: 'AUD', year_end: '2027-06-30' },
  });
  expect(investment.status(), await investment.text()).toBe(201);
  const investmentId = ((await investment.json()) as { data: { id: string } }).data.id;
  const review = await request.post('/api/v1/investment-reviews', { headers, data: { investment_id: investmentId } });
  expect(review.status()).toBe(201);
  const reviewId = ((await review.json()) as { data: { id: string } }).data.id;
  const note = await request.post('/api/v1/investment-notes', { headers, data: { investment_review_id: reviewId, title: 'Moat thesis', typed_text: 'Contracts renew for ten years.' } });
  expect(note.status()).toBe(201);
  return { token, reviewId, company };
}

async function openShareModal(page: Page) {
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const modal = page.getByRole('dialog', { name: SHARE_MODAL_TITLE });
  await expect(modal).toBeVisible();
  return modal;
}

test('share privately, the recipient opens the invitation and sees the review, revoking ends access', async ({ page, app, browser, request }) => {
  const owner = createUser(app, 'Olivia', 'investor');
  const recipient = createUser(app, 'Ravi', 'investor');
  const { reviewId, company } = await reviewWithNote(request, owner.email);

  await signIn(page, owner.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/investment-reviews/${reviewId}`);
  await expect(page.getByRole('heading', { name: company })).toBeVisible();
  let modal = await openShareModal(page);
  await expect(modal.getByRole('radio', { name: /Private/ })).toBeChecked();
  await expect(modal.getByRole('radio', { name: '1 week' })).toBeChecked();
  await expect(modal).toContainText('This review is not shared with anyone at the moment.');
  await expectNoAxeViolations(page, 'the share modal');

  await modal.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(modal).toContainText(MESSAGES.emailRequired);
  await modal.getByLabel(/E-mail addresses/).fill('ravi@example, someone@example.com');
  await modal.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(modal).toContainText(invalidEmailsMessage(['ravi@example']));
  await expectNoAxeViolations(page, 'the share modal with its error');
  await modal.getByLabel(/E-mail addresses/).fill(recipient.email);
  await modal.getByLabel(/Message/).fill('Worth a look before Friday.');
  await modal.getByRole('checkbox', { name: /Notes/ }).check();
  await modal.getByRole('button', { name: 'Share', exact: true }).click();
  const info = page.getByRole('dialog', { name: 'Review shared' });
  await expect(info).toContainText('Your Thesis review has been shared');
  await expectNoAxeViolations(page, 'the review shared information modal');
  await info.getByRole('button', { name: 'OK' }).click();

  const mail = await nextMail(app, recipient.email);
  expect(mail.subject).toContain('Olivia shared an investment review of Harbour Logistics Pty Ltd');
  expect(mail.text).toContain('Their message: "Worth a look before Friday."');
  const link = linkIn(mail, '/investment-reviews/');

  // The recipient, in their own browser, opens the link, signs in and lands on the review.
  const other = await browser.newContext({ baseURL: app.baseURL });
  const ravi = await other.newPage();
  await ravi.goto(link);
  await expect(dialog(ravi)).toContainText(ACCOUNT_COPY.sharedReviewSignIn);
  await dialog(ravi).getByRole('button', { name: 'Log In' }).click();
  await submitSignIn(ravi, recipient.email, PASSWORD);
  await expect(ravi).toHaveURL(new RegExp(`/investment-reviews/${reviewId}$`));
  await expect(ravi.getByRole('heading', { name: company })).toBeVisible();
  await expect(ravi.getByText('Moat thesis')).toBeVisible();
  await expect(ravi.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);

  // The owner sees who it is shared with, and revokes.
  modal = await openShareModal(page);
  const card = modal.getByRole('listitem', { name: `Private share: ${recipient.email}` });
  await expect(card).toContainText('Sees scores, summary and notes');
  await expect(card).toContainText('opened by Ravi');
  await card.getByRole('button', { name: 'Revoke' }).click();
  const confirm = page.getByRole('dialog', { name: 'Stop sharing?' });
  await expectNoAxeViolations(page, 'the revoke confirmation');
  await confirm.getByRole('button', { name: 'Revoke' }).click();
  await expect(modal).toContainText('This review is not shared with anyone at the moment.');

  // Access ends at once: the API refuses the review, and the link says why.
  const raviToken = await tokenOf(request, recipient.email);
  expect((await request.get(`/api/v1/investment-reviews/${reviewId}`, { headers: { authorization: `Bearer ${raviToken}` } })).status()).toBe(404);
  await ravi.goto(link);
  await expect(ravi.getByRole('heading', { name: 'This review is no longer shared' })).toBeVisible();
  await expect(ravi.getByText('The owner of this review has stopped sharing it.')).toBeVisible();
  await expectNoAxeViolations(ravi, 'the revoked link page');
  await other.close();
});

test('a visitor opening a public link sees the welcome modal, signs up and lands on the review', async ({ page, app, browser, request }) => {
  const owner = createUser(app, 'Olivia', 'investor');
  const { reviewId, company } = await reviewWithNote(request, owner.email);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await signIn(page, owner.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/investment-reviews/${reviewId}`);
  const modal = await openShareModal(page);
  await modal.getByRole('radio', { name: /Public link/ }).check();
  await modal.getByRole('radio', { name: '1 month' }).check();
  await modal.getByRole('button', { name: 'Share', exact: true }).click();
  const copy = page.getByRole('dialog', { name: 'Your review has been shared' });
  const link = await copy.getByLabel('Share link').inputValue();
  expect(link).toContain(`/investment-reviews/${reviewId}?sharing=`);
  await expectNoAxeViolations(page, 'the copy-link modal');
  await copy.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText(MESSAGES.copied)).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

  const visitorContext = await browser.newContext({ baseURL: app.baseURL });
  const visitor = await visitorContext.newPage();
  await visitor.goto(link);
  const welcome = dialog(visitor);
  await expect(welcome).toContainText(ACCOUNT_COPY.sharedReviewSignIn);
  await expect(welcome).toContainText(ACCOUNT_COPY.sharedReviewSignUp);
  await expectNoAxeViolations(visitor, 'the shared review welcome modal');
  await welcome.getByRole('button', { name: 'Sign Up' }).click();
  const email = 'newcomer@example.com';
  await welcome.getByLabel('Username').fill('newcomer');
  await welcome.getByLabel('E-mail').fill(email);
  await welcome.getByLabel(/^Password/).fill(PASSWORD);
  await welcome.getByLabel('Confirm Password').fill(PASSWORD);
  await welcome.getByRole('button', { name: 'Sign Up' }).click();
  await expect(welcome).toContainText('Thanks for signing up!');

  await visitor.goto(linkIn(await nextMail(app, email), '/verify-email'));
  await expect(dialog(visitor)).toContainText(MESSAGES.emailVerified);
  await dialog(visitor).getByRole('button', { name: 'Log In' }).click();
  await submitSignIn(visitor, email, PASSWORD);
  await expect(visitor).toHaveURL(new RegExp(`/investment-reviews/${reviewId}$`));
  await expect(visitor.getByRole('heading', { name: company })).toBeVisible();
  await visitorContext.close();
});

test('a broken share link says it is not valid', async ({ page, app, request }) => {
  const owner = createUser(app, 'Olivia', 'investor');
  const { reviewId } = await reviewWithNote(request, owner.email);
  await signIn(page, owner.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/investment-reviews/${reviewId}?sharing=${reviewId}&signature=forged`);
  await expect(page.getByRole('heading', { name: 'This link is not valid' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
