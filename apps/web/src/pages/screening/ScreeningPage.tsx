import { IconFilter } from '@tabler/icons-react';
import { PAGE_TITLES } from '@thesis/domain';
import { PlaceholderPage } from '../../components/PlaceholderPage';

/** /screening: saved screens over the investment universe. */
export default function ScreeningPage() {
  return (
    <PlaceholderPage
      title={PAGE_TITLES.screening}
      description="Screens run one or more of your processes over the investment universe."
      icon={IconFilter}
      emptyTitle="No screens yet"
      emptyText="Your saved screens will be listed here. Opening one shows its results, and Thesis remembers the last screen you opened. Creating screens is not available yet."
    />
  );
}
