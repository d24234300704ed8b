import { AI_FILL_MESSAGES, AI_FILL_POLL_MS, type InvestmentProcess, type Review } from '@thesis/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { toast } from '../../../lib/notify';
import { reviewKeys } from '../api';
import { patchProcess } from '../review-tree';
import { aiApi } from './api';

export interface AiFill {
  /** The request is being sent or the fill runs: the card shows the loading state. */
  loading: boolean;
  start(): void;
}

/**
 * The AI fill of one attached process (spec §4 AI process fill): starting sets loading and polls
 * the status every 5 s (AI_STATUS_POLL_MS) until it is not pending. Finished (no ai_status in the
 * answer): the process data is replaced from the answer and 'AI process finished' shows. Failed,
 * a polling error and a start failure stop with the spec's messages. Polling stops on unmount and
 * resumes when the page opens on a fill still pending.
 */
export function useAiFill(reviewId: string, process: InvestmentProcess): AiFill {
  const client = useQueryClient();
  const [starting, setStarting] = useState(false);
  const [polling, setPolling] = useState(process.ai_status === 'pending');
  const processId = process.id;

  const patch = useCallback(
    (changes: Partial<InvestmentProcess>) =>
      client.setQueryData<Review>(reviewKeys.detail(reviewId), (review) => (review ? patchProcess(review, processId, changes) : review)),
    [client, reviewId, processId],
  );

  useEffect(() => {
    if (!polling) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      try {
        const { data } = await aiApi.status(processId);
        if (stopped) return;
        if (!('ai_status' in data)) {
          patch({ ...data, ai_status: 'finished' });
          toast.success(AI_FILL_MESSAGES.finished);
          setPolling(false);
        } else if (data.ai_status === 'pending') {
          timer = setTimeout(() => void poll(), AI_FILL_POLL_MS);
        } else {
          if (data.ai_status === 'failed') {
            patch({ ai_status: 'failed' });
            toast.error(AI_FILL_MESSAGES.failed);
            // The card shows why (the fill's reason): read the process's last fill again.
            void client.invalidateQueries({ queryKey: reviewKeys.detail(reviewId) });
          }
          setPolling(false);
        }
      } catch {
        if (stopped) return;
        toast.error(AI_FILL_MESSAGES.pollError);
        setPolling(false);
      }
    };
    timer = setTimeout(() => void poll(), AI_FILL_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [polling, processId, patch, client, reviewId]);

  const start = useCallback(() => {
    setStarting(true);
    aiApi
      .request(processId)
      .then(() => {
        patch({ ai_status: 'pending' });
        setPolling(true);
      })
      .catch(() => toast.error(AI_FILL_MESSAGES.startFailed))
      .finally(() => setStarting(false));
  }, [processId, patch]);

  return { loading: starting || polling, start };
}
