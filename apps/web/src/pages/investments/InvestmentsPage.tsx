import { IconBuildingBank } from '@tabler/icons-react';
import { PAGE_TITLES } from '@thesis/domain';
import { useEffect } from 'react';
import { useLocation, useParams } from 'react-router';
import { PlaceholderPage } from '../../components/PlaceholderPage';
import { rememberInvestment } from '../../lib/remembered-links';

/** /investments/:id?: an investment and its reviews. The opened investment is remembered (lastInvestment). */
export default function InvestmentsPage() {
  const { id } = useParams();
  const { pathname } = useLocation();
  useEffect(() => {
    if (id) rememberInvestment(pathname);
  }, [id, pathname]);
  return (
    <PlaceholderPage
      title={PAGE_TITLES.investments}
      description="Listed companies and your own unlisted company entities, with their reviews."
      icon={IconBuildingBank}
      emptyTitle={id ? 'This investment cannot be shown yet' : 'No investments yet'}
      emptyText="Companies you look up by name or ticker code will open here with your processes, notes, financial tables and decisions. The last one you opened is remembered for next time. Company search is not available yet."
    />
  );
}
