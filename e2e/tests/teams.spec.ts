import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { MESSAGES, TEAM_MESSAGES, UNLISTED_TICKER_SUFFIX } from '@thesis/domain';
import { apiAs, dataOf } from '../support/api';
import { expect, test, type AppFixture } from '../support/fixtures';
import { createUser, dialog, expectNoAxeViolations, nextMail, PASSWORD, signIn, submitSignIn, WITHOUT_MARKET_DATA } from '../support/helpers';

test.use({ appEnv: WITHOUT_MARKET_DATA });

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** The owner's team review: a company, a process with one factor, a file on the factor, a decision type. */
async function teamReview(api: APIRequestContext): Promise<string> {
  const company = await dataOf<{ id: string }>(
    await api.post('/api/v1/investments', { data: { name: 'Teamwork Holdings', ticker: `TEAM${UNLISTED_TICKER_SUFFIX}`, local_fx: 'AUD', reporting_fx: 'AUD', year_end: '2027-06-30', last_price: 40 } }),
  );
  const process = await dataOf<{ id: string }>(await api.post('/api/v1/processes', { data: { name: 'Team quality' } }));
  await dataOf(await api.post('/api/v1/factors', { data: { name: 'Moat', type: 'Qualitative5pt', parent_id: process.id } }));
  const review = await dataOf<{ id: string; processes: { factors: { id: string }[] }[] }>(await api.post(`/api/v1/investments/${company.id}/processes`, { data: { process_ids: [process.id] } }), 200);
  const upload = await dataOf<{ uuid: string }>(
    await api.post('/api/v1/media', { multipart: { collection: 'attachment', file: { name: 'moat-analysis.png', mimeType: 'image/png', buffer: PNG } } }),
  );
  await dataOf(await api.put(`/api/v1/investment-factors/${review.processes[0]!.factors[0]!.id}`, { data: { uuids: [upload.uuid] } }), 200);
  await dataOf(await api.post('/api/v1/decisions/trade_types', { data: { name: 'Core holding' } }));
  return review.id;
}

async function newPage(browser: Browser, app: AppFixture): Promise<Page> {
  const context = await browser.newContext({ baseURL: app.baseURL, viewport: { width: 1440, height: 900 } });
  return context.newPage();
}

function invitationLink(text: string): string {
  const match = /(https?:\/\/\S+\/team-invitations\/[A-Za-z0-9_-]+)/.exec(text);
  expect(match, 'an invitation link in the e-mail').toBeTruthy();
  return new URL(match![1]!).pathname;
}

async function addMember(page: Page, name: string, email: string, role: string) {
  await page.getByRole('button', { name: 'Add member' }).click();
  const modal = dialog(page);
  await modal.getByRole('textbox', { name: /^Name/ }).fill(name);
  await modal.getByRole('textbox', { name: /^E-mail/ }).fill(email);
  await modal.getByRole('combobox', { name: 'Role' }).click();
  await page.getByRole('option', { name: role, exact: true }).click();
  await modal.getByRole('button', { name: 'Send invitation' }).click();
  await expect(modal).toBeHidden();
  await expect(page.getByTestId(`member-${email}`)).toContainText('Invited');
}

async function setProbability(page: Page, outcome: string, value: string): Promise<void> {
  const input = page.getByTestId('review-decisions').getByRole('textbox', { name: `Probability of ${outcome}` });
  await input.fill(value);
  await input.blur();
}

test('a Pro Investor and colleagues work in one team, each as their role allows', async ({ page, app, browser }) => {
  test.setTimeout(360_000);
  const owner = createUser(app, 'Olivia', 'proInvestor');
  const viewerAccount = createUser(app, 'Victor', 'free');
  const ownerApi = await apiAs(app, owner.email);
  const reviewId = await teamReview(ownerApi);
  await ownerApi.dispose();

  // The owner renames the team from Account Overview's Team section.
  await signIn(page, owner.email);
  await expect(page).toHaveURL(/\/dashboard/);
  await page.goto('/profile');
  await expect(page.getByTestId('team-name')).toHaveText("Olivia's team");
  await page.getByRole('link', { name: 'Manage the team' }).click();
  await expect(page).toHaveURL(/\/team$/);
  await page.getByRole('textbox', { name: 'Team name' }).fill('Alpha Fund');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('The team was renamed')).toBeVisible();
  await expectNoAxeViolations(page, '/team');

  // Create New Member: the spec's messages, then an Analyst (new person) and a Viewer (an account).
  await page.getByRole('button', { name: 'Add member' }).click();
  const modal = dialog(page);
  await expect(modal.getByRole('combobox', { name: 'Role' })).toHaveValue('Viewer');
  await modal.getByRole('button', { name: 'Send invitation' }).click();
  await expect(modal.getByText(MESSAGES.memberNameRequired)).toBeVisible();
  await expect(modal.getByText(MESSAGES.emailRequired)).toBeVisible();
  await expectNoAxeViolations(page, 'Create New Member');
  await modal.getByRole('button', { name: 'Cancel' }).click();
  await addMember(page, 'Ann Analyst', 'ann@example.com', 'Analyst');
  await addMember(page, 'Victor Viewer', viewerAccount.email, 'Viewer');

  // The Analyst signs up from the link (the address prefilled, no verification e-mail) and joins.
  const analyst = await newPage(browser, app);
  await analyst.goto(invitationLink((await nextMail(app, 'ann@example.com')).text));
  await expect(analyst.getByText(/invited Ann Analyst/)).toBeVisible();
  await expectNoAxeViolations(analyst, 'team invitation');
  await analyst.getByRole('button', { name: 'Create an account' }).click();
  const signUp = dialog(analyst);
  await expect(signUp.getByRole('textbox', { name: /^E-mail/ })).toHaveValue('ann@example.com');
  await signUp.getByRole('textbox', { name: /^Username/ }).fill('ann');
  await signUp.getByLabel(/^Password/).first().fill(PASSWORD);
  await signUp.getByLabel(/^Confirm Password/).fill(PASSWORD);
  await signUp.getByRole('button', { name: /Sign Up|Create account/ }).click();
  await expect(dialog(analyst).getByText('Your account is ready. Log in to accept the invitation.')).toBeVisible();
  await submitSignIn(analyst, 'ann@example.com', PASSWORD);
  await expect(analyst).toHaveURL(/\/team-invitations\//);
  await analyst.getByRole('button', { name: 'Accept and join' }).click();
  await expect(analyst).toHaveURL(/\/dashboard/);

  // The Analyst scores the team review and drafts a decision, but cannot make it.
  await analyst.goto(`/investment-reviews/${reviewId}`);
  await expect(analyst.getByText('Team review')).toBeVisible({ timeout: 30_000 });
  await analyst.getByRole('combobox', { name: 'Score of factor Moat' }).click();
  await analyst.getByRole('option', { name: 'Good', exact: true }).click();
  await expect(analyst.getByText(MESSAGES.changesSuccessful).first()).toBeVisible();
  const section = analyst.getByTestId('review-decisions');
  await section.getByRole('combobox', { name: 'Action' }).click();
  await analyst.getByRole('option', { name: 'Buy', exact: true }).click();
  await section.getByRole('combobox', { name: 'Decision type' }).click();
  await analyst.getByRole('option', { name: 'Core holding' }).click();
  await setProbability(analyst, 'Good', '60');
  await setProbability(analyst, 'Average', '40');
  await expect(section.getByTestId('probability-total')).toHaveText('100%');
  await expect(section.getByTestId('draft-waits')).toHaveText(TEAM_MESSAGES.analystCannotDecide);
  await expect(section.getByRole('button', { name: 'Make decision' })).toHaveCount(0);
  await expect(analyst.getByRole('button', { name: 'Share' })).toHaveCount(0);

  // The owner makes it.
  await page.goto(`/investment-reviews/${reviewId}`);
  const ownerSection = page.getByTestId('review-decisions');
  // The review page loads its decisions, financials and history at once: give a busy machine time.
  await expect(ownerSection.getByTestId('probability-total')).toHaveText('100%', { timeout: 30_000 });
  await ownerSection.getByRole('button', { name: 'Make decision' }).click();
  await dialog(page).getByRole('button', { name: 'Make decision' }).click();
  await expect(page.getByText('Buy decision recorded')).toBeVisible();

  // The Viewer signs in from their link, accepts, and reads: read-only pages, files downloadable.
  const viewer = await newPage(browser, app);
  await viewer.goto(invitationLink((await nextMail(app, viewerAccount.email)).text));
  await viewer.getByRole('button', { name: 'Log in to accept' }).click();
  await submitSignIn(viewer, viewerAccount.email, PASSWORD);
  await viewer.getByRole('button', { name: 'Accept and join' }).click();
  await expect(viewer).toHaveURL(/\/dashboard/);
  await viewer.goto(`/investment-reviews/${reviewId}`);
  await expect(viewer.getByTestId('read-only-message')).toContainText(MESSAGES.noEditPermission, { timeout: 30_000 });
  await expect(viewer.getByRole('button', { name: 'Attach processes' })).toHaveCount(0);
  await expect(viewer.getByRole('button', { name: 'Add to portfolio' })).toHaveCount(0);
  await expectNoAxeViolations(viewer, 'read-only team review');
  await viewer.getByRole('button', { name: 'Comment, link and file of factor Moat' }).click();
  const download = viewer.waitForEvent('download');
  await viewer.getByRole('link', { name: 'Download moat-analysis.png' }).click();
  expect((await download).suggestedFilename()).toBe('moat-analysis.png');
  await viewer.goto('/processes');
  await expect(viewer.getByRole('heading', { name: 'This page is not part of your role' })).toBeVisible();
  await expectNoAxeViolations(viewer, 'page outside the role');

  // The owner blocks the Viewer, who is signed out with the team's contact.
  await page.goto('/team');
  await page.getByRole('switch', { name: 'Access of Victor', exact: true }).click();
  await expect(page.getByText(MESSAGES.changesSuccessful).first()).toBeVisible();
  await viewer.goto('/dashboard');
  const blocked = dialog(viewer);
  await expect(blocked).toContainText('has been blocked');
  await expect(blocked.getByRole('link', { name: owner.email })).toBeVisible();
  await expectNoAxeViolations(viewer, 'blocked member notice');
  await blocked.getByRole('button', { name: 'OK' }).click();
  // Signed out, on the landing page.
  await expect(viewer).toHaveURL(/\/(\?.*)?$/);
  await expect(viewer.getByRole('button', { name: 'Log In' }).first()).toBeVisible();

  // The history tells the story.
  await expect(page.getByText(/Olivia blocked Victor Viewer/)).toBeVisible();
  await expect(page.getByText(/joined the team as Analyst/)).toBeVisible();
});
