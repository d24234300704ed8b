import { IconScale } from '@tabler/icons-react';
import { PAGE_TITLES } from '@thesis/domain';
import { PlaceholderPage } from '../../components/PlaceholderPage';

/** /decisions: the record of investment decisions. */
export default function DecisionsPage() {
  return (
    <PlaceholderPage
      title={PAGE_TITLES.decisions}
      description="Every buy, hold and sell decision, with its decision type and probability matrix."
      icon={IconScale}
      emptyTitle="No decisions recorded yet"
      emptyText="Decisions you record on your reviews will be collected here, newest first, with earlier versions kept as read-only history."
    />
  );
}
