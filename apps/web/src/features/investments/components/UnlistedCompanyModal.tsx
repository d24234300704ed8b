import { Modal, Text } from '@mantine/core';
import {
  emptyUnlistedCompanyForm,
  MESSAGES,
  toInvestmentPayload,
  type UnlistedCompanyForm as FormValues,
  type UnlistedCompanyFormInput,
} from '@thesis/domain';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/notify';
import { investmentPath } from '../format';
import { useSaveInvestment } from '../queries';
import { UnlistedCompanyForm } from './UnlistedCompanyForm';

export const UNLISTED_MODAL_TITLES = {
  create: 'Add an unlisted company',
  edit: 'Edit company',
} as const;

export interface EditedCompany {
  id: string;
  /** The company's current values (fromInvestment: the ticker suffix stripped). */
  initial: UnlistedCompanyFormInput;
}

interface UnlistedCompanyModalProps {
  opened: boolean;
  onClose(): void;
  /** The company being edited; absent to create one. */
  editing?: EditedCompany | null;
}

/** Add or edit an unlisted company, titled in plain words ('Add an unlisted company', 'Edit company'). */
export function UnlistedCompanyModal({ opened, onClose, editing = null }: UnlistedCompanyModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? UNLISTED_MODAL_TITLES.edit : UNLISTED_MODAL_TITLES.create}
      size={800}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened && <ModalBody editing={editing} onClose={onClose} />}
    </Modal>
  );
}

function ModalBody({ editing, onClose }: { editing: EditedCompany | null; onClose(): void }) {
  const navigate = useNavigate();
  const save = useSaveInvestment(editing?.id ?? null);

  async function submit(values: FormValues) {
    const saved = await save.mutateAsync(toInvestmentPayload(values));
    onClose();
    if (editing) {
      toast.success(MESSAGES.investmentUpdated);
    } else {
      toast.success(`${values.name} (${values.ticker}) was created. Only you can see it.`);
      void navigate(investmentPath(saved.id));
    }
  }

  return (
    <>
      <Text size="sm" c="dimmed" mb="md">
        {editing
          ? 'Changes apply to your own unlisted company only.'
          : 'A private company, fund or pre-IPO business you want to review. Only you can see it; it appears in your search like any listed company.'}
      </Text>
      <UnlistedCompanyForm
        initial={editing?.initial ?? emptyUnlistedCompanyForm()}
        onSubmit={submit}
        onCancel={onClose}
      />
    </>
  );
}
