import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, REVIEW_MESSAGES, valuationNoPriceNotice, type InvestmentFactor } from '@thesis/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/notify';
import { reviewsApi, type ItemWriteAnswer } from '../api';
import { useReview } from '../queries';
import { makeReview, makeReviewItem, renderReview } from '../testing';
import { ReviewProcessCard } from './ReviewProcessCard';

/** The process card as the page renders it: from the cached review, so rollbacks show. */
function LiveProcess() {
  const { data } = useReview('r1');
  return data ? <ReviewProcessCard process={data.processes[0]!} /> : null;
}

const moat: InvestmentFactor = { ...makeReviewItem('Moat', 'Qualitative5pt'), checklists: [] };
const price: InvestmentFactor = { ...makeReviewItem('Price target', 'Valuation'), checklists: [] };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

async function pick(name: string, option: string) {
  await userEvent.click(screen.getByRole('combobox', { name }));
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

// Several user-event steps through Mantine comboboxes: allow for a loaded CI machine.
describe('inline scoring on the review page (spec §4, interpretations.md)', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a grade at once, then rolls it back with one toast joining the server messages', async () => {
    const call = deferred<ItemWriteAnswer>();
    const update = vi.spyOn(reviewsApi, 'updateItem').mockReturnValue(call.promise);
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    renderReview(<LiveProcess />, makeReview([moat]));

    await pick('Score of factor Moat', 'Very good');
    expect(update).toHaveBeenCalledWith('factor', 'Moat', { score: 'v_good' });
    // Optimistic: the grade and its points show before the server answers.
    expect(screen.getByRole('combobox', { name: 'Score of factor Moat' })).toHaveValue('Very good');
    expect(screen.getByTestId('points')).toHaveTextContent('+2');

    call.reject(
      new ApiError(422, 'The given data was invalid.', {
        score: ['This score is not part of the scale'],
        value: ['Second message'],
      }),
    );
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Score of factor Moat' })).toHaveValue(''));
    expect(screen.getByTestId('points')).toHaveTextContent('0');
    expect(error).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith('This score is not part of the scale Second message');
    expect(success).not.toHaveBeenCalled();
  });

  it('keeps the answer, updates the process summary and says the changes were successful', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    vi.spyOn(reviewsApi, 'updateItem').mockResolvedValue({
      data: { ...moat, score: 'good', score_factor: 1, relevance: null, editor_username: 'ann' },
      meta: { message: MESSAGES.changesSuccessful, message_type: 'success', investment_process: { id: 'ip1', score: 1, relevance: 1 } },
    });
    renderReview(<LiveProcess />, makeReview([moat]));

    await pick('Score of factor Moat', 'Good');
    await waitFor(() => expect(success).toHaveBeenCalledWith('The changes were successful'));
    expect(screen.getByTestId('summary-score')).toHaveTextContent('+1');
    // The score is read on its scale: one 5-point factor runs from −2 to +2.
    expect(screen.getByTestId('summary-score-scale')).toHaveTextContent('on −2…+2');
    expect(screen.getByTestId('summary-relevance')).toHaveTextContent('1.0');
    expect(screen.getByText(/edited by ann/)).toBeInTheDocument();
  });

  it('grades a valuation from its value and the last price as soon as it is typed', async () => {
    vi.spyOn(reviewsApi, 'updateItem').mockReturnValue(new Promise(() => undefined));
    renderReview(<LiveProcess />, makeReview([price]));
    // Last price 12.5: a valuation of 25 is a 100 % upside, 'Very good' on the process-item thresholds.
    const input = screen.getByRole('textbox', { name: 'Valuation per share of factor Price target' });
    await userEvent.type(input, '25{Enter}');
    expect(reviewsApi.updateItem).toHaveBeenCalledWith('factor', 'Price target', { value: 25 });
    const card = screen.getByTestId('review-factor');
    expect(within(card).getByTestId('upside')).toHaveTextContent('+100.0 %');
    expect(within(card).getByTestId('valuation-grade')).toHaveTextContent('Very good');
  });

  it('grades an upside exactly as it is shown: "+100.0 %" is Very good, "+100.1 %" Excellent (item 11)', async () => {
    vi.spyOn(reviewsApi, 'updateItem').mockReturnValue(new Promise(() => undefined));
    renderReview(<LiveProcess />, makeReview([price]));
    const input = screen.getByRole('textbox', { name: 'Valuation per share of factor Price target' });
    const card = screen.getByTestId('review-factor');
    // Last price 12.5: 25.005 is +100.04 %, shown +100.0 %.
    await userEvent.type(input, '25.005{Enter}');
    expect(within(card).getByTestId('upside')).toHaveTextContent('+100.0 %');
    expect(within(card).getByTestId('valuation-grade')).toHaveTextContent('Very good');
    await userEvent.clear(input);
    await userEvent.type(input, '25.0125{Enter}');
    expect(within(card).getByTestId('upside')).toHaveTextContent('+100.1 %');
    expect(within(card).getByTestId('valuation-grade')).toHaveTextContent('Excellent');
  });

  it('grades a quantitative item with thresholds from its number, without a grade to pick (item 17)', async () => {
    vi.spyOn(reviewsApi, 'updateItem').mockReturnValue(new Promise(() => undefined));
    const roe: InvestmentFactor = {
      ...makeReviewItem('ROE', 'percent', { min: 0, max: 100, thresholds: { excellent: 40, v_good: 25, good: 18, average: 12, below_average: 8, poor: 5, v_poor: 0 } }),
      checklists: [],
    };
    renderReview(<LiveProcess />, makeReview([roe]));
    expect(screen.queryByRole('combobox', { name: 'Score of factor ROE' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Value of factor ROE' }), '18{Enter}');
    expect(reviewsApi.updateItem).toHaveBeenCalledWith('factor', 'ROE', { value: 18 });
    expect(within(screen.getByTestId('review-factor')).getByTestId('value-grade')).toHaveTextContent('Good');
    expect(screen.getByTestId('points')).toHaveTextContent('+1');
  });

  it('says how a value can grade itself when its item has no thresholds: the grade is picked beside it', async () => {
    vi.spyOn(reviewsApi, 'updateItem').mockReturnValue(new Promise(() => undefined));
    const cap: InvestmentFactor = { ...makeReviewItem('Market cap', 'dollar_million', { min: 0, max: 10_000_000 }), checklists: [] };
    renderReview(<LiveProcess />, makeReview([cap]));
    expect(screen.getByRole('combobox', { name: 'Score of factor Market cap' })).toBeInTheDocument();
    await userEvent.hover(screen.getByTestId('grade-by-hand'));
    expect(await screen.findByText(REVIEW_MESSAGES.noThresholds)).toBeInTheDocument();
    expect(REVIEW_MESSAGES.noThresholds).toContain('Grade from the number');
  });

  it('says why a valuation of a company without a price is not scored, and how to get a price (issue 18 item 13)', async () => {
    const warning = vi.spyOn(toast, 'warning').mockImplementation(() => undefined);
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    vi.spyOn(reviewsApi, 'updateItem').mockResolvedValue({
      data: { ...price, value: 25, score: null, upside: null, editor_username: 'ann' },
      meta: { message: MESSAGES.changesSuccessful, message_type: 'success', investment_process: { id: 'ip1', score: 0, relevance: 0 } },
    });
    const review = makeReview([price]);
    renderReview(<LiveProcess />, { ...review, investment: { ...review.investment, meta: { ...review.investment.meta, last_price: null } } });
    await userEvent.type(screen.getByRole('textbox', { name: 'Valuation per share of factor Price target' }), '25{Enter}');
    await waitFor(() => expect(warning).toHaveBeenCalledWith(valuationNoPriceNotice(true)));
    expect(valuationNoPriceNotice(true)).toBe('Saved, but not scored: this company has no last price, so the upside of your valuation cannot be worked out. Prices of listed companies are imported by the operator (npm run cli -- import:prices); the valuation is graded as soon as a price arrives.');
    expect(success).not.toHaveBeenCalled();
    expect(within(screen.getByTestId('review-factor')).getByTestId('valuation-grade')).toHaveTextContent('Not scored: no price');
  });
});
