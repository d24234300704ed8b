import { PAGE_TITLES } from '@thesis/domain';
import { useParams } from 'react-router';
import { useReview } from '../../features/reviews/queries';
import { tickerText } from '../../features/investments/format';
import { isApiError } from '../../lib/api-error';
import { usePageMeta } from '../../lib/page-meta';
import { ReviewSkeleton } from './ReviewSkeleton';
import { ReviewUnavailable } from './ReviewUnavailable';
import { ReviewView } from './ReviewView';

/** /investment-reviews/:id for a signed-in user: the owner's review, or one shared with them. */
export default function InvestmentReviewPage() {
  const { id = '' } = useParams();
  const query = useReview(id);
  const review = query.data;
  usePageMeta(
    review ? `${tickerText(review.investment)} · ${PAGE_TITLES.investmentReview}` : PAGE_TITLES.investmentReview,
  );

  if (query.isPending) return <ReviewSkeleton />;
  if (query.isError || !review) {
    const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 403);
    return <ReviewUnavailable missing={missing} onRetry={() => void query.refetch()} />;
  }
  return <ReviewView review={review} />;
}
