import { IconListCheck } from '@tabler/icons-react';
import { PlaceholderPage } from '../../components/PlaceholderPage';

/** /processes */
export default function Page() {
  return (
    <PlaceholderPage
      title="Processes"
      description="Build and maintain your investment processes."
      icon={IconListCheck}
      emptyTitle=" your investment processes, active and inactive."
      emptyText="Your processes will be listed here:Creating and editing processes arrives with the process library."
    />
  );
}
