import { IconListCheck } from '@tabler/icons-react';
import { PlaceholderPage } from '../../components/PlaceholderPage';

/** /process/{id} */
export default function Page() {
  return (
    <PlaceholderPage
      title="Process"
      description="Build and maintain your investment processes."
      icon={IconListCheck}
      emptyTitle=" one process with its factors, checklists and questions."
      emptyText="Process editor:Editing a process arrives with the process library."
    />
  );
}
