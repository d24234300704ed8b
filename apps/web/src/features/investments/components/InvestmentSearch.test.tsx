import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, SEARCH_DEBOUNCE_MS, type InvestmentSummary } from '@thesis/domain';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_KEY } from '../../auth/session';
import { userStorage } from '../../../lib/storage';
import { makeUser } from '../../../test/users';
import { investmentsApi } from '../api';
import { makeSummary, renderInvestments } from '../testing';
import { useEarlySearchKeys } from '../early-search-keys';
import { topBarSearchDraft } from '../top-bar-search-draft';
import { InvestmentSearch } from './InvestmentSearch';

const answer = (rows: InvestmentSummary[]) => ({
  data: rows,
  meta: { pagination: { total: rows.length, count: rows.length, per_page: 10, current_page: 1, total_pages: 1 } },
});

const apple = makeSummary('aapl-id', {
  ticker: 'AAPL',
  name: 'Apple Inc.',
  meta: { ...makeSummary('x').meta, last_price: 309.35 },
});
const reviewed = makeSummary('aap-id', {
  ticker: 'AAP',
  name: 'Advance Auto Parts Inc.',
  investment_review_id: 'review-9',
  exchange: 'NYSE',
});
const unpriced = makeSummary('bhp-id', {
  ticker: 'BHP',
  name: 'BHP GROUP LIMITED',
  exchange: 'ASX',
  meta: { ...makeSummary('x').meta, last_price: null },
});

const viewer = makeUser({ role: 'investor' });

function setup(rows: InvestmentSummary[] = [apple, reviewed, unpriced]) {
  const search = vi.spyOn(investmentsApi, 'search').mockResolvedValue(answer(rows));
  const { client } = renderInvestments(<InvestmentSearch shortcut />);
  // The signed-in user: the last investment opened is remembered per user (issue #18 item 4).
  client.setQueryData(PROFILE_KEY, viewer);
  const box = screen.getByRole('combobox', { name: 'Search investments' });
  return { search, box };
}

const location = () => screen.getByTestId('location').textContent;

// Typing through user-event is slow on a busy machine: room beyond the 5 s default.
vi.setConfig({ testTimeout: 15_000 });

describe('InvestmentSearch (spec §2 Top bar, §9)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    topBarSearchDraft.clear();
  });
  afterEach(() => vi.restoreAllMocks());

  it(`asks the server once, ${SEARCH_DEBOUNCE_MS} ms after the last keystroke, for the text as typed`, async () => {
    const { search, box } = setup();
    expect(box).toHaveAttribute('placeholder', MESSAGES.searchPlaceholder);
    await userEvent.type(box, 'aap');
    await new Promise((done) => setTimeout(done, SEARCH_DEBOUNCE_MS - 150));
    expect(search).not.toHaveBeenCalled();
    await waitFor(() => expect(search).toHaveBeenCalledTimes(1));
    expect(search.mock.calls[0]![0]).toBe('aap');
  });

  it('lists ticker, name, exchange and the last price, or says there is none and why', async () => {
    const { box } = setup();
    await userEvent.type(box, 'a');
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(3);
    expect(within(options[0]!).getByText('AAPL')).toBeInTheDocument();
    expect(options[0]).toHaveTextContent('Apple Inc.');
    expect(options[0]).toHaveTextContent('US$309.35');
    expect(options[1]).toHaveTextContent('NYSE');
    expect(options[2]).toHaveTextContent('ASX');
    expect(options[2]).toHaveTextContent('No price: No price in the shipped data — prices are imported by the operator');
    expect(screen.getByRole('status')).toHaveTextContent('3 results for a');
  });

  it("says 'No results' when nothing matches", async () => {
    const { box } = setup([]);
    await userEvent.type(box, 'zzzz');
    expect(await screen.findByText(MESSAGES.noResults)).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('chooses with the arrow keys and opens the review when the result has one', async () => {
    const { box } = setup();
    await userEvent.type(box, 'a');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[1]!.id);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(location()).toBe('/investment-reviews/review-9'));
    expect(userStorage.get('lastInvestment', viewer.id)).toBe('/investment-reviews/review-9');
    expect(box).toHaveValue('');
  });

  it('opens the investment page of a result without a review', async () => {
    const { box } = setup();
    await userEvent.type(box, 'a');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(location()).toBe('/investments/aapl-id'));
    expect(userStorage.get('lastInvestment', viewer.id)).toBe('/investments/aapl-id');
  });

  it('opens the best match on Enter before the answer is in, without waiting for the debounce', async () => {
    const { search, box } = setup();
    await userEvent.type(box, 'aapl{Enter}');
    await waitFor(() => expect(location()).toBe('/investments/aapl-id'));
    expect(search).toHaveBeenCalledTimes(1);
  });

  it('closes the list with Escape, then clears the box', async () => {
    const { box } = setup();
    await userEvent.type(box, 'a');
    await screen.findAllByRole('option');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('option')).not.toBeInTheDocument());
    expect(box).toHaveValue('a');
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(location()).toBe('/dashboard');
  });

  it("focuses the box with the '/' key", async () => {
    const { box } = setup();
    expect(box).not.toHaveFocus();
    await userEvent.keyboard('/');
    expect(box).toHaveFocus();
    expect(box).toHaveValue('');
  });

  it('keeps what was typed, and the focus, when the top bar is replaced as the layout changes (#18)', async () => {
    const search = vi.spyOn(investmentsApi, 'search').mockResolvedValue(answer([apple]));
    let swap: () => void = () => undefined;
    /** The public layout's top bar, then the app layout's: another element, so React mounts a new box. */
    function Layouts() {
      const [app, setApp] = useState(false);
      swap = () => setApp(true);
      return app ? <header><InvestmentSearch shortcut /></header> : <nav><InvestmentSearch shortcut /></nav>;
    }
    renderInvestments(<Layouts />);
    await userEvent.keyboard('/');
    const first = screen.getByRole('combobox', { name: 'Search investments' });
    expect(first).toHaveFocus();
    await userEvent.keyboard('aap');
    act(() => swap());
    const second = screen.getByRole('combobox', { name: 'Search investments' });
    expect(second).not.toBe(first);
    expect(second).toHaveValue('aap');
    expect(second).toHaveFocus();
    await userEvent.keyboard('l');
    expect(second).toHaveValue('aapl');
    expect(await screen.findByRole('option', { name: /AAPL/ })).toBeInTheDocument();
    await waitFor(() => expect(search).toHaveBeenLastCalledWith('aapl', expect.anything()));
  });

  it('takes over the text but not the focus when the replaced box was not focused', () => {
    topBarSearchDraft.set({ text: 'bhp', focused: false });
    renderInvestments(<InvestmentSearch shortcut />);
    const box = screen.getByRole('combobox', { name: 'Search investments' });
    expect(box).toHaveValue('bhp');
    expect(box).not.toHaveFocus();
  });

  it("keeps a '/' and what follows, pressed before the top bar's box has loaded, and hands them to it (#18 item 36)", async () => {
    const search = vi.spyOn(investmentsApi, 'search').mockResolvedValue(answer([apple]));
    let load: () => void = () => undefined;
    /** The signed-in top bar: its search box arrives later (a lazy chunk). */
    function TopBarWhileLoading() {
      const [loaded, setLoaded] = useState(false);
      load = () => setLoaded(true);
      useEarlySearchKeys(true);
      return loaded ? <InvestmentSearch shortcut /> : <p>Loading the search…</p>;
    }
    renderInvestments(<TopBarWhileLoading />);
    await userEvent.keyboard('/aapx{Backspace}l');
    expect(screen.queryByRole('combobox', { name: 'Search investments' })).not.toBeInTheDocument();
    act(() => load());
    const box = screen.getByRole('combobox', { name: 'Search investments' });
    expect(box).toHaveValue('aapl');
    expect(box).toHaveFocus();
    expect(await screen.findByRole('option', { name: /AAPL/ })).toBeInTheDocument();
    await waitFor(() => expect(search).toHaveBeenLastCalledWith('aapl', expect.anything()));
    // Once the box is there, keys are its own: nothing is added twice.
    await userEvent.keyboard('e');
    expect(box).toHaveValue('aaple');
  });

  it('leaves letters alone until / is pressed, and Escape drops the keys kept so far', async () => {
    function TopBarWhileLoading() {
      useEarlySearchKeys(true);
      return <p>Loading the search…</p>;
    }
    renderInvestments(<TopBarWhileLoading />);
    await userEvent.keyboard('abc');
    expect(topBarSearchDraft.get()).toMatchObject({ text: '', focused: false });
    await userEvent.keyboard('/ms{Escape}');
    expect(topBarSearchDraft.get()).toMatchObject({ text: '', focused: false });
  });
});
