import { IconBriefcase } from '@tabler/icons-react';
import { PAGE_TITLES } from '@thesis/domain';
import { PlaceholderPage } from '../../components/PlaceholderPage';

/** /portfolio: holdings with filters and sort mirrored in the address. */
export default function PortfolioPage() {
  return (
    <PlaceholderPage
      title={PAGE_TITLES.portfolio}
      description="The companies you hold or follow, with their latest review scores."
      icon={IconBriefcase}
      emptyTitle="Your portfolio is empty"
      emptyText="Investments you add to your portfolio will be listed here with filters and sorting. Managing a portfolio is not available yet."
    />
  );
}
