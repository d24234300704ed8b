import { IconTemplate } from '@tabler/icons-react';
import { PlaceholderPage } from '../../components/PlaceholderPage';

/** /template-* */
export default function Page() {
  return (
    <PlaceholderPage
      title="Template"
      description="Build and maintain your investment processes."
      icon={IconTemplate}
      emptyTitle=" a read-only template you can copy into your library."
      emptyText="Template:Templates arrive with the process library."
    />
  );
}
