import { IconFileAnalytics } from '@tabler/icons-react';
import { PAGE_TITLES } from '@thesis/domain';
import { PlaceholderPage } from '../../components/PlaceholderPage';

/** /investment-reviews/:id for a signed-in user: the review page, built by the reviews feature. */
export default function InvestmentReviewPage() {
  return (
    <PlaceholderPage
      title={PAGE_TITLES.investmentReview}
      description="A review of one company against your processes, with its summary, notes, model file and decisions."
      icon={IconFileAnalytics}
      emptyTitle="This review cannot be shown yet"
      emptyText="Reviews, including those shared with you by link, will open here with their factor scores, notes and financial tables."
    />
  );
}
