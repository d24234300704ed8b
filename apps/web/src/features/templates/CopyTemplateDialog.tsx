import { Text } from '@mantine/core';
import type { Item, Process } from '@thesis/domain';
import { useQueryClient } from '@tanstack/react-query';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { toast } from '../../lib/notify';
import { templatesApi, type LibraryKind } from '../processes/api';
import { processKeys, libraryKeys } from '../processes/keys';
import { KIND_LABELS } from '../processes/labels';

interface CopyTemplateDialogProps {
  opened: boolean;
  onClose(): void;
  kind: LibraryKind;
  template: Process | Item;
  /** Called with the copy once the server made it. */
  onCopied(copy: Process | Item): void;
}

/** Copy template confirmation (spec §2): a deep copy into the user's library, the template untouched. */
export function CopyTemplateDialog({ opened, onClose, kind, template, onCopied }: CopyTemplateDialogProps) {
  const client = useQueryClient();
  const noun = KIND_LABELS[kind].toLowerCase();
  const below =
    kind === 'process'
      ? 'factors, checklists and questions'
      : kind === 'factor'
        ? 'checklists and questions'
        : kind === 'checklist'
          ? 'questions'
          : null;

  async function copy() {
    const { data, meta } = await templatesApi.replicate<Process | Item>(kind, template.id);
    toast.success(meta.message);
    await Promise.all([
      client.invalidateQueries({ queryKey: processKeys.all }),
      client.invalidateQueries({ queryKey: libraryKeys.all }),
    ]);
    onCopied(data);
  }

  return (
    <ConfirmDialog
      opened={opened}
      onClose={onClose}
      title={`Copy this ${noun}?`}
      confirmLabel="Copy to my library"
      onConfirm={copy}
    >
      <Text>
        A copy of <strong>{template.name}</strong>
        {below ? `, with its ${below},` : ''} is added to your library. Your copy is yours to change; the template stays
        as it is.
      </Text>
    </ConfirmDialog>
  );
}
