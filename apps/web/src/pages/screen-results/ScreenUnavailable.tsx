import { IconFilterOff } from '@tabler/icons-react';
import { PAGE_TITLES } from '@thesis/domain';
import { ResourceUnavailable } from '../../components/ResourceUnavailable';
import { PATHS } from '../../lib/paths';

/** A screen that cannot be shown: deleted, someone else's, or a failed load. */
export function ScreenUnavailable({ missing, onRetry }: { missing: boolean; onRetry(): void }) {
  return (
    <ResourceUnavailable
      pageTitle={PAGE_TITLES.screenResults}
      icon={<IconFilterOff size={30} stroke={1.6} aria-hidden="true" />}
      missing={missing}
      onRetry={onRetry}
      missingTitle="This screen cannot be shown"
      missingDescription="It may have been deleted, or it is not yours. Your screens are listed on the Screening page."
      failedTitle="This screen could not be loaded"
      exit={{ to: PATHS.screening, label: 'Back to your screens' }}
    />
  );
}
