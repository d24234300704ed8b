import type { ShareCreated } from '@thesis/domain';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';

/** The navigation state a first share carries to the review it created. */
export interface ArrivedShareState {
  share: ShareCreated;
}

function shareOf(state: unknown): ShareCreated | null {
  return (state as Partial<ArrivedShareState> | null)?.share ?? null;
}

/**
 * The share that created the review just before the page switched to it (its link is shown once).
 * The state is then cleared from the history entry, so a reload or Back does not show it again.
 */
export function useArrivedShare(): ShareCreated | null {
  const location = useLocation();
  const navigate = useNavigate();
  const [arrived] = useState(() => shareOf(location.state));
  const pending = shareOf(location.state) !== null;
  useEffect(() => {
    if (pending) void navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
  }, [pending, navigate, location.pathname, location.search]);
  return arrived;
}
