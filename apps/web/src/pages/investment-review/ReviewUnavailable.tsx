import { IconFileOff } from '@tabler/icons-react';
import { PAGE_TITLES } from '@thesis/domain';
import { ResourceUnavailable } from '../../components/ResourceUnavailable';
import { PATHS } from '../../lib/paths';

/** A review that cannot be shown: missing, not yours and not shared with you, or a failed load. */
export function ReviewUnavailable({ missing, onRetry }: { missing: boolean; onRetry(): void }) {
  return (
    <ResourceUnavailable
      pageTitle={PAGE_TITLES.investmentReview}
      icon={<IconFileOff size={30} stroke={1.6} aria-hidden="true" />}
      missing={missing}
      onRetry={onRetry}
      missingTitle="This review cannot be found"
      missingDescription="It does not exist, or it belongs to someone who has not shared it with you (or the share has expired)."
      failedTitle="This review could not be loaded"
      exit={{ to: PATHS.dashboard, label: 'Go to the dashboard' }}
    />
  );
}
