import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DECISION_ACTION_LABELS,
  DECISION_ACTIONS,
  DECISION_MESSAGES,
  DECISION_TYPE_THRESHOLDS,
  MESSAGES,
  TIMEFRAME_LABELS,
  TIMEFRAMES,
  type Decision,
  type DecisionInit,
  type ProbabilityMatrix,
  type TradeType,
} from '@thesis/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/notify';
import { makeReview, renderReview } from '../../reviews/testing';
import { decisionsApi } from '../api';
import { DraftDecisionPanel } from './DraftDecisionPanel';

const swing: TradeType = { id: 't1', name: 'Swing trade', description: null, timeframe: 'month', ...DECISION_TYPE_THRESHOLDS, updated_at: '2026-03-01T00:00:00.000Z' };
const { id: _id, description: _description, updated_at: _updated, ...swingData } = swing;

const init: DecisionInit = {
  actions: DECISION_ACTIONS.map((value) => ({ value, label: DECISION_ACTION_LABELS[value] })),
  timeframes: TIMEFRAMES.map((value) => ({ value, label: TIMEFRAME_LABELS[value] })),
  default_timeframe: 'year_2',
  outcomes: [],
  trade_types: [swing],
  trade_type_defaults: { timeframe: 'year_2', ...DECISION_TYPE_THRESHOLDS },
};

/** The draft chose Swing trade but its own timeframe, 1 year. */
const draft: Decision = {
  id: 'd1', status: 'draft', investment_review_id: 'r1', investment: { id: 'i1', ticker: 'AAPL', name: 'Apple', last_price: 100, currency: 'USD' },
  action: 'buy', trade_type_id: 't1', trade_type: { ...swingData, id: 't1' }, timeframe: 'year', price: null, date: null,
  expected_return: null, expected_grade: null, user: null, abilities: { update: true, annotate: false }, notes: [], realised: null,
  created_at: null, updated_at: null,
};
const matrix: ProbabilityMatrix = { decision_id: 'd1', trade_type: null, rows: [], total: 0, complete: false, issue: null, expected_return: null, expected_grade: null };

function renderPanel() {
  return renderReview(<DraftDecisionPanel review={makeReview([])} init={init} draft={draft} matrix={matrix} onMade={vi.fn()} />, makeReview([]));
}

const priceField = () => screen.getByRole('textbox', { name: /Price at decision/ });

describe('the draft decision (spec §4 Decisions)', { timeout: 20_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('refuses a price at decision of 0 with a message instead of dropping it', async () => {
    const update = vi.spyOn(decisionsApi, 'update').mockResolvedValue({ data: { ...draft, price: 12.5 } });
    renderPanel();
    await userEvent.type(priceField(), '0');
    await userEvent.tab();
    expect(await screen.findByText(DECISION_MESSAGES.priceInvalid)).toBeInTheDocument();
    expect(priceField()).toHaveAttribute('aria-invalid', 'true');
    expect(update).not.toHaveBeenCalled();

    await userEvent.clear(priceField());
    await userEvent.type(priceField(), '12.5');
    expect(screen.queryByText(DECISION_MESSAGES.priceInvalid)).not.toBeInTheDocument();
    await userEvent.tab();
    await waitFor(() => expect(update).toHaveBeenCalledWith('r1', { price: 12.5 }));
  });

  it('leaves the draft alone when a decision type is edited, and takes a type the user creates from its list', async () => {
    vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const update = vi.spyOn(decisionsApi, 'update').mockResolvedValue({ data: draft });
    const edited = vi.spyOn(decisionsApi, 'updateTradeType').mockResolvedValue({ data: { ...swing, name: 'Swing trade (tight)', timeframe: 'week' } });
    const created = vi.spyOn(decisionsApi, 'createTradeType').mockResolvedValue({ data: { ...swing, id: 't2', name: 'Compounder', timeframe: 'year_5' } });
    renderPanel();

    await userEvent.click(screen.getByRole('button', { name: 'Edit decision types' }));
    let window = await screen.findByRole('dialog', { name: 'Edit decision type' });
    const name = within(window).getByRole('textbox', { name: /^Name/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'Swing trade (tight)');
    await userEvent.click(within(window).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(edited).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(update).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Timeframe' })).toHaveValue(TIMEFRAME_LABELS.year);

    await userEvent.click(screen.getByRole('combobox', { name: /Decision type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Create new decision type…' }));
    window = await screen.findByRole('dialog', { name: 'Create decision type' });
    await userEvent.type(within(window).getByRole('textbox', { name: /^Name/ }), 'Compounder');
    await userEvent.click(within(window).getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(created).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(update).toHaveBeenCalledWith('r1', { trade_type_id: 't2', timeframe: 'year_5' }));
  });

  it("shows the server's message when a change of the draft fails, not 'Something went wrong'", async () => {
    const error = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
    const busy = 'The database is busy. Please try again in a moment.';
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ message: busy }), { status: 503, headers: { 'content-type': 'application/json' } })));
    renderPanel();
    await userEvent.type(priceField(), '15');
    await userEvent.tab();
    await waitFor(() => expect(error).toHaveBeenCalledWith(busy));
    expect(error).not.toHaveBeenCalledWith(MESSAGES.genericError);
  });
});
