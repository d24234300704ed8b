import { act, fireEvent, screen, within } from '@testing-library/react';
import { type AiFill, type AiSuggestion, type InvestmentFactor } from '@thesis/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../../test/users';
import { PROFILE_KEY } from '../../../auth/session';
import { ReviewProcessCard } from '../../components/ReviewProcessCard';
import { useReview } from '../../queries';
import { makeReview, makeReviewItem, renderReview } from '../../testing';
import { aiApi } from '../api';

function LiveProcess() {
  const { data } = useReview('r1');
  return data ? <ReviewProcessCard process={data.processes[0]!} /> : null;
}

const margin = makeReviewItem('Net margin', 'percent', { min: -100, max: 100 });
const moat: InvestmentFactor = { ...makeReviewItem('Moat', 'Qualitative5pt'), checklists: [{ ...makeReviewItem('Pricing power', 'Qualitative5pt', { kind: 'checklist' }), questions: [{ ...margin, kind: 'question' }] }] };
const suggestion = (item: string, fields: Partial<AiSuggestion>): AiSuggestion => ({
  id: `s-${item}`, investment_process_id: 'ip1', investment_item_id: item, score: null, value: null, relevance: null, comment: null, rationale: 'Why.', evidence: ['Net margin 26.9 % (FY2025)'],
  source: 'Built-in analyst', confidence: 'high', created_at: '2026-03-01T10:00:00.000Z', ...fields,
});
const fill = (fields: Partial<AiFill>): AiFill => ({
  id: 'f1', source: 'Built-in analyst and m-7b', status: 'finished', message: 'Suggested 3 of 3 items (1 from filed figures, 2 by m-7b); 0 left. Read financial data for FY2015–FY2025.',
  requested_at: '2026-03-01T10:00:00.000Z', finished_at: '2026-03-01T10:00:05.000Z', suggested: 3, skipped: [], ...fields,
});

async function render(suggestions: AiSuggestion[], aiFill: AiFill) {
  const review = makeReview([moat]);
  Object.assign(review.processes[0]!, { ai_status: 'finished', suggestions, ai_fill: aiFill });
  const view = renderReview(<LiveProcess />, review);
  view.client.setQueryData(PROFILE_KEY, makeUser({ role: 'investor' }));
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return view;
}

describe('the AI fill panel', () => {
  afterEach(() => vi.restoreAllMocks());

  const mixed = [
    suggestion('Moat', { score: 'good', source: 'm-7b', confidence: 'low', comment: 'Services lock-in.' }),
    suggestion('Pricing power', { score: 'v_good', source: 'm-7b', confidence: 'medium', comment: 'Gross margin held.' }),
    suggestion('Net margin', { value: 26.92 }),
  ];

  it('counts what is open, lists it most confident first, and accepts only what the filings gave', async () => {
    const accept = vi.spyOn(aiApi, 'acceptAll').mockResolvedValue({ data: { ...makeReview([moat]).processes[0]!, suggestions: [], ai_fill: fill({}) } as never, meta: { message: 'The suggestions were accepted', accepted: 1, failed: [] } });
    await render(mixed, fill({}));
    const panel = screen.getByTestId('ai-fill-panel');
    expect(panel).toHaveTextContent('3 suggestions to review');
    expect(panel).toHaveTextContent('By Built-in analyst and m-7b · Suggested 3 of 3 items (1 from filed figures, 2 by m-7b); 0 left.');
    fireEvent.click(within(panel).getByRole('button', { name: 'List the 3 open suggestions, most confident first' }));
    const rows = within(screen.getByTestId('suggestions-by-confidence')).getAllByRole('listitem', { hidden: true });
    expect(rows.map((row) => row.textContent)).toEqual([
      'Net margin26.92 % · grade left to youHigh confidence · Built-in analyst',
      'Pricing powerVery goodMedium confidence · m-7b',
      'MoatGoodLow confidence · m-7b',
    ]);
    // Each suggestion says its basis and confidence beside its item.
    const bases = screen.getAllByTestId('suggestion-basis').map((element) => element.textContent);
    expect(bases).toEqual(["m-7b's judgement from the figures and your notes · Low confidence", "m-7b's judgement from the figures and your notes · Medium confidence", 'From filed figures · High confidence']);
    fireEvent.click(within(panel).getByRole('button', { name: 'Accept the 1 from filed figures' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(accept).toHaveBeenCalledWith('ip1', 'figures');
  });

  it('says every suggestion was handled only when some were made', async () => {
    await render([], fill({ suggested: 3 }));
    expect(screen.getByTestId('ai-fill-panel')).toHaveTextContent('Every suggestion has been accepted or discarded');
  });

  it('says nothing could be suggested when the fill made none, never that all were accepted', async () => {
    await render([], fill({ suggested: 0, message: 'Suggested 0 of 3 items from filed figures; 3 left.', skipped: [{ item_id: 'Moat', reason: 'needs judgement: no language model is set up.' }] }));
    const panel = screen.getByTestId('ai-fill-panel');
    expect(panel).toHaveTextContent('No item could be suggested');
    expect(panel).not.toHaveTextContent('Every suggestion has been accepted or discarded');
    expect(within(panel).queryByRole('button', { name: /^List the/ })).not.toBeInTheDocument();
  });
});
