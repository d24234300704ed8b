import { Button, Tabs } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowsExchange, IconPlus } from '@tabler/icons-react';
import { PAGE_TITLES } from '@thesis/domain';
import { useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/PageHeader';
import { CreateProcessItemModal } from '../../features/processes/create/CreateProcessItemModal';
import { EditEntityModal } from '../../features/processes/entity/EditEntityModal';
import { useProcesses } from '../../features/processes/queries';
import { TemplatesSection } from '../../features/templates/TemplatesSection';
import { usePageMeta } from '../../lib/page-meta';
import { process as processPath } from '../../lib/paths';
import { MyProcesses } from './MyProcesses';

type Tab = 'mine' | 'templates';

/** /processes ('Go To App'): my processes, active and inactive, and the template library. */
export default function ProcessesPage() {
  usePageMeta(PAGE_TITLES.processes);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'templates' ? 'templates' : 'mine';
  const { data: processes } = useProcesses();
  const [creating, create] = useDisclosure(false);
  const [managing, manage] = useDisclosure(false);

  function showTab(next: Tab) {
    setParams(next === 'templates' ? { tab: 'templates' } : {}, { replace: true });
  }

  return (
    <>
      <PageHeader
        title={PAGE_TITLES.processes}
        description="The processes you review companies against: each holds factors, checklists and questions, with a scale and a relevance for every one."
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconArrowsExchange size={16} />}
              onClick={manage.open}
              disabled={!processes?.length}
            >
              Manage processes
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={create.open}>
              New process
            </Button>
          </>
        }
      />
      <Tabs value={tab} onChange={(value) => showTab(value === 'templates' ? 'templates' : 'mine')}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="mine">My Processes{processes ? ` (${processes.length})` : ''}</Tabs.Tab>
          <Tabs.Tab value="templates">Templates</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="mine">
          <MyProcesses onCreate={create.open} onBrowseTemplates={() => showTab('templates')} />
        </Tabs.Panel>
        <Tabs.Panel value="templates">
          <TemplatesSection />
        </Tabs.Panel>
      </Tabs>
      <CreateProcessItemModal
        opened={creating}
        onClose={create.close}
        kinds={['process']}
        target={{ kind: 'process' }}
        process={null}
        processes={processes ?? []}
        onProcessCreated={(created) => void navigate(processPath(created.id))}
      />
      <EditEntityModal opened={managing} onClose={manage.close} process={null} initial={{ entity: 'processes' }} />
    </>
  );
}
