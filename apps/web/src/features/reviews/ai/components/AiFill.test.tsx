import { act, fireEvent, screen } from '@testing-library/react';
import { AI_FILL_MESSAGES, AI_STATUS_POLL_MS, type AiStatusAnswer, type AiSuggestion, type InvestmentFactor, type Role } from '@thesis/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../../lib/api-error';
import { toast } from '../../../../lib/notify';
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

const leverage: InvestmentFactor = { ...makeReviewItem('Leverage', 'Qualitative3pt'), checklists: [] };
const suggestion: AiSuggestion = {
  id: 's1',
  investment_process_id: 'ip1',
  investment_item_id: 'Leverage',
  score: 'good',
  value: null,
  relevance: null,
  comment: 'Net debt / EBITDA 0.93×: Good.',
  rationale: 'Rule: Good when net debt is below 1× EBITDA.',
  evidence: ['Net debt / EBITDA 0.93× (FY2016 net debt 66.5 bn ÷ EBITDA 71.9 bn)'],
  source: 'Built-in analyst',
  confidence: 'medium',
  created_at: '2026-03-01T10:00:00.000Z',
};

/** The finished answer: the process without ai_status, with the suggestion and its fill. */
function finished(): AiStatusAnswer {
  const { ai_status: _status, ...process } = makeReview([leverage]).processes[0]!;
  return {
    data: {
      ...process,
      ai_processed_at: '2026-03-01T10:00:05.000Z',
      suggestions: [suggestion],
      ai_fill: { id: 'f1', source: 'Built-in analyst', status: 'finished', message: 'Filled 1 of 1 items.', requested_at: '2026-03-01T10:00:00.000Z', finished_at: '2026-03-01T10:00:05.000Z', suggested: 1, skipped: [] },
    },
  };
}

/** The card of a review's process, signed in with `role`; TanStack Query's updates flush on a 0 ms timer. */
async function render(role: Role = 'investor', aiStatus: 'new' | 'pending' = 'new') {
  const review = makeReview([leverage]);
  review.processes[0]!.ai_status = aiStatus;
  const view = renderReview(<LiveProcess />, review);
  view.client.setQueryData(PROFILE_KEY, makeUser({ role }));
  await advance(0);
  return view;
}

const startButton = () => screen.getByRole('button', { name: 'Fill process Quality Compounder with AI' });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('AI process fill on the review page (spec §4)', () => {
  let success: ReturnType<typeof vi.spyOn>;
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: false });
    success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    error = vi.spyOn(toast, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('starts with loading, polls every 5 s while pending, then replaces the process and says it finished', async () => {
    const request = vi.spyOn(aiApi, 'request').mockResolvedValue({ data: { ai_status: 'pending' } });
    const status = vi.spyOn(aiApi, 'status').mockResolvedValueOnce({ data: { ai_status: 'pending' } }).mockResolvedValueOnce(finished());
    await render();
    fireEvent.click(startButton());
    await advance(0);
    expect(request).toHaveBeenCalledWith('ip1');
    expect(screen.getByTestId('ai-fill-running')).toHaveTextContent('AI fill running…');
    await advance(AI_STATUS_POLL_MS - 1);
    expect(status).not.toHaveBeenCalled();
    await advance(1);
    expect(status).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('ai-fill-running')).toBeInTheDocument();
    await advance(AI_STATUS_POLL_MS);
    expect(status).toHaveBeenCalledTimes(2);
    expect(success).toHaveBeenCalledWith(AI_FILL_MESSAGES.finished);
    await advance(10);
    await advance(10);
    expect(screen.queryByTestId('ai-fill-running')).not.toBeInTheDocument();
    expect(screen.getByTestId('proposal')).toHaveTextContent('Good');
    expect(screen.getByTestId('evidence')).toHaveTextContent('Net debt / EBITDA 0.93× (FY2016 net debt 66.5 bn ÷ EBITDA 71.9 bn)');
    expect(screen.getByTestId('ai-fill-panel')).toHaveTextContent('1 suggestion to review');
    await advance(AI_STATUS_POLL_MS * 3);
    expect(status).toHaveBeenCalledTimes(2);
  });

  it('stops with the failure message when the fill failed', async () => {
    vi.spyOn(aiApi, 'request').mockResolvedValue({ data: { ai_status: 'pending' } });
    const status = vi.spyOn(aiApi, 'status').mockResolvedValue({ data: { ai_status: 'failed', message: 'The AI provider did not answer after 4 attempts.' } });
    await render();
    fireEvent.click(startButton());
    await advance(AI_STATUS_POLL_MS);
    expect(error).toHaveBeenCalledWith(AI_FILL_MESSAGES.failed);
    expect(screen.queryByTestId('ai-fill-running')).not.toBeInTheDocument();
    await advance(AI_STATUS_POLL_MS * 3);
    expect(status).toHaveBeenCalledTimes(1);
  });

  it('stops with the polling error message when the status cannot be read', async () => {
    vi.spyOn(aiApi, 'request').mockResolvedValue({ data: { ai_status: 'pending' } });
    const status = vi.spyOn(aiApi, 'status').mockRejectedValue(new ApiError(500, 'Internal Server Error'));
    await render();
    fireEvent.click(startButton());
    await advance(AI_STATUS_POLL_MS);
    expect(error).toHaveBeenCalledWith(AI_FILL_MESSAGES.pollError);
    await advance(AI_STATUS_POLL_MS * 3);
    expect(status).toHaveBeenCalledTimes(1);
    expect(startButton()).toBeEnabled();
  });

  it('says the start failed, and does not poll, when the request is refused', async () => {
    vi.spyOn(aiApi, 'request').mockRejectedValue(new ApiError(409, 'An AI fill of this process is already running.'));
    const status = vi.spyOn(aiApi, 'status');
    await render();
    fireEvent.click(startButton());
    await advance(AI_STATUS_POLL_MS * 2);
    expect(error).toHaveBeenCalledWith(AI_FILL_MESSAGES.startFailed);
    expect(status).not.toHaveBeenCalled();
    expect(startButton()).toBeEnabled();
  });

  it('stops polling when the page goes away, and resumes a pending fill when it opens again', async () => {
    const status = vi.spyOn(aiApi, 'status').mockResolvedValue({ data: { ai_status: 'pending' } });
    const view = await render('investor', 'pending');
    expect(screen.getByTestId('ai-fill-running')).toBeInTheDocument();
    await advance(AI_STATUS_POLL_MS);
    expect(status).toHaveBeenCalledTimes(1);
    view.unmount();
    await advance(AI_STATUS_POLL_MS * 4);
    expect(status).toHaveBeenCalledTimes(1);
  });

  it('offers the fill only to those who may use it: the free plan gets a link to the plans', async () => {
    await render('free');
    expect(screen.queryByRole('button', { name: 'Fill process Quality Compounder with AI' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fill with AI' })).toHaveAttribute('href', '/pricing');
  });
});
