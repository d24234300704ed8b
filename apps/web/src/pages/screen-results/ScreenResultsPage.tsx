import { IconTable } from '@tabler/icons-react';
import { PAGE_TITLES } from '@thesis/domain';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PlaceholderPage } from '../../components/PlaceholderPage';
import { useCurrentUser } from '../../features/auth/session';
import { rememberScreening } from '../../lib/remembered-links';

/** /screen-results/:screenId: a screen's results; the path is remembered per user (screeningLink). */
export default function ScreenResultsPage() {
  const { pathname, search } = useLocation();
  const { data: user } = useCurrentUser();
  useEffect(() => {
    if (user) rememberScreening(user.id, `${pathname}${search}`);
  }, [user, pathname, search]);
  return (
    <PlaceholderPage
      title={PAGE_TITLES.screenResults}
      description="The companies a screen selects, scored by its processes."
      icon={IconTable}
      emptyTitle="This screen cannot be shown yet"
      emptyText="Screen results will appear here with company information and a column group per process, with the filters and sort kept in the address."
    />
  );
}
