import { Alert, Button, Group, Select, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { MESSAGES, ITEM_PARENT_KIND, type Item } from '@thesis/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/notify';
import { process as processPath } from '../../lib/paths';
import { itemsApi, type ParentKind } from '../processes/api';
import { libraryKeys, processKeys } from '../processes/keys';
import { KIND_LABELS } from '../processes/labels';
import { useLibrary, useProcesses } from '../processes/queries';

/**
 * After copying a factor, checklist or question: it sits in the library, so offer to put it where
 * it belongs — a factor into one of your processes (then open it), a checklist into a factor, a
 * question into a checklist.
 */
export function AddCopyToParent({ copy }: { copy: Item }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const parentKind = ITEM_PARENT_KIND[copy.kind] as ParentKind;
  const processes = useProcesses();
  const library = useLibrary(parentKind === 'process' ? 'factor' : parentKind, null, parentKind !== 'process');
  const options = (parentKind === 'process' ? (processes.data ?? []) : (library.data ?? [])).map((entry) => ({
    value: entry.id,
    label: entry.name,
  }));
  const [parentId, setParentId] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const parentNoun = KIND_LABELS[parentKind].toLowerCase();

  async function add() {
    if (!parentId) return;
    setBusy(true);
    try {
      await itemsApi.attach(parentKind, parentId, [copy.id]);
      await Promise.all([
        client.invalidateQueries({ queryKey: processKeys.all }),
        client.invalidateQueries({ queryKey: libraryKeys.all }),
      ]);
      toast.success(MESSAGES.changesSuccessful);
      if (parentKind === 'process') void navigate(processPath(parentId));
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Alert
      color="green"
      variant="light"
      icon={<IconCircleCheck size={20} />}
      title={`“${copy.name}” is in your library`}
      data-testid="copy-result"
    >
      <Text size="sm" mb="sm">
        Add it to one of your {parentNoun === 'process' ? 'processes' : `${parentNoun}s`} now, or later from the process
        editor’s {KIND_LABELS[copy.kind].toLowerCase()} database.
      </Text>
      <Group gap="sm" align="flex-end">
        <Select
          label={`Add to ${parentNoun}`}
          placeholder={
            options.length
              ? `Choose a ${parentNoun}`
              : `You have no ${parentNoun === 'process' ? 'processes' : `${parentNoun}s`} yet`
          }
          data={options}
          value={parentId}
          onChange={setParentId}
          searchable
          disabled={options.length === 0}
          w={320}
        />
        <Button onClick={() => void add()} disabled={!parentId} loading={busy}>
          Add
        </Button>
      </Group>
    </Alert>
  );
}
