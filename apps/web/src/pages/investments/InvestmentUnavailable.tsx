import { IconSearchOff } from '@tabler/icons-react';
import { PAGE_TITLES } from '@thesis/domain';
import { ResourceUnavailable } from '../../components/ResourceUnavailable';
import { PATHS } from '../../lib/paths';

/** An investment that cannot be shown: missing or not visible to the viewer, or a failed load. */
export function InvestmentUnavailable({ missing, onRetry }: { missing: boolean; onRetry(): void }) {
  return (
    <ResourceUnavailable
      pageTitle={PAGE_TITLES.investments}
      icon={<IconSearchOff size={30} stroke={1.6} aria-hidden="true" />}
      missing={missing}
      onRetry={onRetry}
      missingTitle="This investment cannot be found"
      missingDescription="It does not exist, or it is an unlisted company that belongs to someone else. Search the universe for the company you are after."
      failedTitle="This investment could not be loaded"
      exit={{ to: PATHS.investments, label: 'Find another company' }}
    />
  );
}
