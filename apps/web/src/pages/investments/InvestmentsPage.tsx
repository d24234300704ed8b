import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
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
  useEffect(() => {
    if (id) rememberInvestment(pathname);
  }, [id, pathname]);
  if (!id) return <InvestmentsIndex />;
  // Keyed by id: opening another investment starts from a fresh page (no stale dialog or state).
  return <InvestmentPage key={id} id={id} />;
}
