import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { useCurrentUser } from '../../features/auth/session';
import { rememberInvestment } from '../../lib/remembered-links';
import { InvestmentPage } from './InvestmentPage';
import { InvestmentsIndex } from './InvestmentsIndex';

/**
 * /investments/:id?: without an id, the search page of the universe; with one, that investment.
 * The opened investment is remembered for the side navigation (storage key lastInvestment).
 */
export default function InvestmentsPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  const { data: user } = useCurrentUser();
  const userId = user?.id;
  useEffect(() => {
    if (id && userId) rememberInvestment(userId, pathname);
  }, [id, pathname, userId]);
  if (!id) return <InvestmentsIndex />;
  // Keyed by id: opening another investment starts from a fresh page (no stale dialog or state).
  return <InvestmentPage key={id} id={id} />;
}
