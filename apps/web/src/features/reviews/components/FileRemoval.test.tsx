import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type InvestmentFactor } from '@thesis/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/notify';
import { reviewsApi } from '../api';
import { useReview } from '../queries';
import { makeReview, makeReviewItem, renderReview } from '../testing';
import { ReviewItemNode } from './ReviewItemNode';

const media = { id: 'm1', url: '/api/v1/media/m1?expires=1&signature=x', file_name: 'moat-chart.png', extension: 'png' };
const moat: InvestmentFactor = { ...makeReviewItem('Moat', 'Qualitative5pt', { media }), checklists: [] };

/** The factor as the page renders it: from the cached review, so the server's answer shows. */
function LiveFactor() {
  const { data } = useReview('r1');
  const factor = data?.processes[0]?.factors?.[0];
  return factor ? <ReviewItemNode item={factor} /> : null;
}

async function removeFile() {
  await userEvent.click(screen.getByRole('button', { name: 'Comment, link and file of factor Moat' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Remove file of factor Moat' }));
  const confirm = await screen.findByRole('dialog', { name: 'Remove the file?' });
  await userEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
}

describe('removing a file (spec §8 Media)', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it("warns 'The media file has already been deleted' when it was gone, and shows no file", async () => {
    const warning = vi.spyOn(toast, 'warning').mockImplementation(() => undefined);
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const attach = vi.spyOn(reviewsApi, 'attachItemFile').mockResolvedValue({
      data: { ...moat, media: null },
      meta: { message: MESSAGES.mediaAlreadyDeleted, message_type: 'warning', investment_process: { id: 'ip1', score: 0, relevance: 0 } },
    });
    renderReview(<LiveFactor />, makeReview([moat]));
    await removeFile();
    await waitFor(() => expect(warning).toHaveBeenCalledWith(MESSAGES.mediaAlreadyDeleted));
    expect(attach).toHaveBeenCalledWith('factor', 'Moat', []);
    expect(success).not.toHaveBeenCalled();
    expect(await screen.findByText('No file attached')).toBeInTheDocument();
  });

  it('says the changes were successful when the file was there', async () => {
    const warning = vi.spyOn(toast, 'warning').mockImplementation(() => undefined);
    const success = vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    vi.spyOn(reviewsApi, 'attachItemFile').mockResolvedValue({
      data: { ...moat, media: null },
      meta: { message: MESSAGES.changesSuccessful, message_type: 'success', investment_process: { id: 'ip1', score: 0, relevance: 0 } },
    });
    renderReview(<LiveFactor />, makeReview([moat]));
    await removeFile();
    await waitFor(() => expect(success).toHaveBeenCalledWith(MESSAGES.changesSuccessful));
    expect(warning).not.toHaveBeenCalled();
  });
});
