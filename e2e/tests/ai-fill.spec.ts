import { AI_FILL_MESSAGES, MESSAGES } from '@thesis/domain';
import type { Page } from '@playwright/test';
import { OpenAiStandIn, type RecordedRequest } from '../../apps/server/src/test/openai-stand-in';
import { expect, test } from '../support/fixtures';
import { createUser, dialog, expectNoAxeViolations, signIn } from '../support/helpers';
import { toast } from '../support/processes';

// Needs the shipped universe (data/reference): AAPL with its SEC-filed financials FY2015–FY2025. The
// built-in analyst fills the Quality Compounder's figures from them; a local OpenAI-compatible
// stand-in plays the model that grades the judgement items, one request per factor.

const MODEL_PORT = 47_813;
const MODEL = 'journey-model';
const model = new OpenAiStandIn();

/** The model grades every item it is asked about with the middle of its scale and cites a figure. */
function judge(request: RecordedRequest) {
  const ask = JSON.parse(request.body.messages[1]!.content) as { factor: { item_id: string; grades: { score: string }[] | null }[]; grade_these: string[] };
  const items = ask.grade_these.map((id) => {
    const grades = ask.factor.find((item) => item.item_id === id)!.grades!;
    return {
      item_id: id, score: grades[Math.floor(grades.length / 2)]!.score, relevance: null,
      comment: 'Gross margin 46.9 % (FY2025) and services growth suggest a durable edge.', rationale: 'From the filed margins and the review notes.',
      evidence: ['Gross margin 46.9 % (FY2025)'], confidence: 'medium',
    };
  });
  return { content: JSON.stringify({ items }), totalTokens: 900 };
}

test.beforeAll(async () => {
  await model.start(MODEL_PORT);
  model.answer(judge);
});
test.afterAll(async () => {
  await model.stop();
});

test.use({ appEnv: { AI_BASE_URL: `http://127.0.0.1:${MODEL_PORT}/v1`, AI_API_KEY: 'journey-key', AI_MODEL: MODEL, JOBS_POLL_MS: '200' } });

const suggestionFor = (page: Page, item: string) => page.getByTestId('suggestion').and(page.locator(`[data-item="${item}"]`));

test('an investor fills a process, accepts the figures, edits one judgement and sees the score move', async ({ page, app }) => {
  test.setTimeout(300_000);
  const { email } = createUser(app, 'Drafter', 'investor');
  await signIn(page, email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/processes?tab=templates');
  await page.getByRole('link', { name: 'Quality Compounder template' }).click();
  await page.getByRole('button', { name: 'Copy to my library' }).click();
  await dialog(page).getByRole('button', { name: 'Copy to my library' }).click();
  await expect(page).toHaveURL(/\/process\/[\w-]+$/, { timeout: 30_000 });
  // The template's figures are bound: the editor shows what each is filled from.
  const returns = page.getByTestId('factor-row').and(page.locator('[data-name="Returns on capital"]'));
  await expect(returns.getByTestId('metric-binding-label')).toContainText('Built-in analyst: ROE, 5-year average');

  // A review of AAPL with the copied process attached.
  await page.goto('/investments');
  await page.getByRole('combobox', { name: 'Search investments', exact: true }).fill('AAPL');
  await page.getByRole('option', { name: /Apple Inc\./ }).first().click();
  await page.getByTestId('review-entry').getByRole('button', { name: 'Attach a process' }).click();
  await dialog(page).getByRole('checkbox', { name: /Quality Compounder/ }).check();
  await dialog(page).getByRole('button', { name: 'Attach' }).click();
  await expect(page).toHaveURL(/\/investment-reviews\/[\w-]+$/);
  const card = page.getByTestId('review-process').filter({ has: page.getByRole('heading', { name: 'Quality Compounder' }) });
  await expect(card.getByTestId('summary-score')).toHaveText('0');

  await card.getByRole('button', { name: 'Fill process Quality Compounder with AI' }).click();
  await expect(toast(page, AI_FILL_MESSAGES.finished)).toBeVisible({ timeout: 60_000 });

  // The counts: what the filings gave, what the model graded, what is left and why.
  const panel = card.getByTestId('ai-fill-panel');
  await expect(panel).toContainText(/\d+ suggestions to review/);
  const summary = (await panel.textContent()) ?? '';
  const [, suggested, items, figures, judged, left] = /Suggested (\d+) of (\d+) items \((\d+) from filed figures, (\d+) by journey-model\); (\d+) left\./.exec(summary)!.map(Number);
  expect(suggested).toBe(figures! + judged!);
  expect(suggested! + left!).toBe(items);
  expect(figures! / items!).toBeGreaterThanOrEqual(0.35);
  await panel.getByRole('button', { name: /List the \d+ open suggestions, most confident first/ }).click();
  await expect(panel.getByTestId('suggestions-by-confidence').getByRole('listitem').first()).toContainText('High confidence · Built-in analyst');
  await expect(suggestionFor(page, 'Return on equity, last reported year (%)').getByTestId('suggestion-basis')).toHaveText('From filed figures · High confidence');
  await expect(suggestionFor(page, 'Competitive advantage').getByTestId('suggestion-basis')).toHaveText(`${MODEL}'s judgement from the figures and your notes · Medium confidence`);
  await expectNoAxeViolations(page, 'review with figure and judgement suggestions');
  for (const width of [390, 1280, 1440]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await panel.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 90));
    await page.screenshot({ path: `/tmp/ai-fill-panel-${width}.png` });
  }
  await page.setViewportSize({ width: 1440, height: 900 });

  // Accept every quantitative and rule-graded suggestion: the figures go in, the score moves.
  await panel.getByRole('button', { name: `Accept the ${figures} from filed figures` }).click();
  await expect(toast(page, 'The suggestions were accepted').first()).toBeAttached();
  await expect(panel).toContainText(`${judged} suggestions to review`);
  await expect(card.getByTestId('summary-score')).not.toHaveText('0');
  const afterFigures = await card.getByTestId('summary-score').textContent();

  // Edit one judgement before accepting it: the moat is better than the model's middle grade.
  const moat = suggestionFor(page, 'Competitive advantage');
  await moat.getByRole('button', { name: 'Edit the suggestion for factor Competitive advantage' }).click();
  await dialog(page).getByLabel('Grade', { exact: true }).click();
  await page.getByRole('option', { name: 'Excellent', exact: true }).click();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `/tmp/ai-fill-edit-${width}.png` });
  }
  await dialog(page).getByRole('button', { name: 'Accept edited' }).click();
  await expect(toast(page, MESSAGES.changesSuccessful).first()).toBeAttached();
  await expect(moat).toBeHidden();
  await expect(card.getByTestId('summary-score')).not.toHaveText(afterFigures!);

  // Kept after a reload: the judgement suggestions still open, the accepted ones written.
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 3, name: 'Quality Compounder' })).toBeVisible({ timeout: 30_000 });
  await expect(card.getByTestId('ai-fill-panel')).toContainText(`${judged! - 1} suggestions to review`);
  await expectNoAxeViolations(page, 'review after the figures were accepted');
});
