import type { Item, Process } from '@thesis/domain';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ItemEditModal } from '../../features/processes/components/ItemEditModal';
import { ProcessDetailsModal } from '../../features/processes/components/ProcessDetailsModal';
import { DeleteProcessDialog, MakeDefaultDialog } from '../../features/processes/components/ProcessConfirmations';
import { RemoveItemDialog, type RemoveTarget } from '../../features/processes/components/RemoveItemDialog';
import { CreateProcessItemModal, type CreateTarget } from '../../features/processes/create/CreateProcessItemModal';
import type { EntitySelection } from '../../features/processes/entity/entity-model';
import { EditEntityModal } from '../../features/processes/entity/EditEntityModal';
import { useReorder } from '../../features/processes/item-mutations';
import { KIND_LABELS } from '../../features/processes/labels';
import { useProcesses } from '../../features/processes/queries';
import { ItemScoreModal, type ScoreTarget } from '../../features/processes/score/ItemScoreModal';
import { ProcessTree } from '../../features/processes/tree/ProcessTree';
import type { TreeEditing } from '../../features/processes/tree/TreeContext';
import { toast } from '../../lib/notify';
import { PATHS, process as processPath } from '../../lib/paths';
import { ProcessHeader } from './ProcessHeader';

type Dialog =
  | { type: 'create'; target: CreateTarget }
  | { type: 'entity'; selection: EntitySelection }
  | { type: 'details' }
  | null;

/** One process: header, tree, and the modals that change it. */
export function ProcessEditor({ process }: { process: Process }) {
  const navigate = useNavigate();
  const { data: processes } = useProcesses();
  const { mutate: reorder } = useReorder(process.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [editing, setEditing] = useState<Item | null>(null);
  const [scoring, setScoring] = useState<ScoreTarget | null>(null);
  const [removing, setRemoving] = useState<RemoveTarget | null>(null);
  const [deleting, setDeleting] = useState<Process | null>(null);
  const [promoting, setPromoting] = useState<Process | null>(null);
  const close = () => setDialog(null);

  const actions = useMemo<TreeEditing | null>(
    () =>
      process.abilities.update
        ? {
            reorder: (parent, parentId, ids) => reorder({ parent, parentId, ids }),
            create: (kind, parentId) => setDialog({ type: 'create', target: { kind, parentId } }),
            attach: (parent, parentId) => setDialog({ type: 'entity', selection: { entity: parent, parentId } }),
            edit: setEditing,
            score: (item, mode) => setScoring({ item, mode }),
            remove: (item, parent) => setRemoving({ item, parent }),
          }
        : null,
    [process.abilities.update, reorder],
  );

  return (
    <>
      <ProcessHeader
        process={process}
        onEditDetails={() => setDialog({ type: 'details' })}
        onMakeDefault={() => setPromoting(process)}
        onDelete={() => setDeleting(process)}
        onCreate={() => setDialog({ type: 'create', target: { kind: 'factor', parentId: process.id } })}
        onEditEntity={() => setDialog({ type: 'entity', selection: { entity: 'process', parentId: process.id } })}
      />
      <ProcessTree
        roots={process.factors ?? []}
        parent={{ kind: 'process', id: process.id, name: process.name }}
        editing={actions}
        emptyText="Factors are the big questions you ask of every company, such as the quality of the business or its valuation. Create one, or add factors you already have in your library."
      />
      <CreateProcessItemModal
        opened={dialog?.type === 'create'}
        onClose={close}
        kinds={['process', 'factor', 'checklist', 'question']}
        target={dialog?.type === 'create' ? dialog.target : { kind: 'factor' }}
        process={process}
        processes={processes ?? []}
        onProcessCreated={(created) => {
          close();
          void navigate(processPath(created.id));
        }}
        onItemCreated={(item) => toast.success(`${KIND_LABELS[item.kind]} “${item.name}” was created.`)}
      />
      <EditEntityModal
        opened={dialog?.type === 'entity'}
        onClose={close}
        process={process}
        initial={dialog?.type === 'entity' ? dialog.selection : { entity: 'process' }}
      />
      <ProcessDetailsModal opened={dialog?.type === 'details'} process={process} onClose={close} />
      <ItemEditModal item={editing} processId={process.id} onClose={() => setEditing(null)} />
      <ItemScoreModal target={scoring} processId={process.id} onClose={() => setScoring(null)} />
      <RemoveItemDialog target={removing} processId={process.id} onClose={() => setRemoving(null)} />
      <DeleteProcessDialog
        process={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => void navigate(PATHS.processes)}
      />
      <MakeDefaultDialog
        process={promoting}
        current={processes?.find((item) => item.is_default)}
        onClose={() => setPromoting(null)}
      />
    </>
  );
}
