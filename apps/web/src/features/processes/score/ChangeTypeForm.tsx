import { Alert, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import { isScoreType, SCORE_TYPE_LABELS, type Item, type ScoreType } from '@thesis/domain';
import { useState } from 'react';
import { useUpdateItem } from '../item-mutations';
import { scaleSummary, TYPE_OPTIONS } from '../labels';
import { typeChangeNotice } from '../type-change';

interface ChangeTypeFormProps {
  item: Item;
  processId: string;
  onDone(): void;
}

/** Change-type mode: pick another score type; a change across families warns that the scale resets. */
export function ChangeTypeForm({ item, processId, onDone }: ChangeTypeFormProps) {
  const update = useUpdateItem(processId);
  const [type, setType] = useState<ScoreType>(item.type);
  const notice = typeChangeNotice(item.type, type);

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        Now <strong>{SCORE_TYPE_LABELS[item.type]}</strong> · {scaleSummary(item)}
      </Text>
      <Select
        label="New type"
        data={TYPE_OPTIONS}
        value={type}
        onChange={(value) => isScoreType(value) && setType(value)}
        allowDeselect={false}
        maxDropdownHeight={340}
        data-autofocus
      />
      {notice.change === 'reset' && (
        <Alert
          color="orange"
          variant="light"
          icon={<IconAlertTriangle size={18} />}
          title="The scale will be reset"
          data-testid="type-change-warning"
        >
          {notice.message}
        </Alert>
      )}
      {notice.change === 'keep' && (
        <Alert color="thesis" variant="light" icon={<IconInfoCircle size={18} />} data-testid="type-change-info">
          {notice.message}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
        <Button
          color={notice.change === 'reset' ? 'orange' : undefined}
          disabled={notice.change === 'none'}
          loading={update.isPending}
          onClick={() => update.mutate({ item, changes: { type } }, { onSuccess: onDone })}
        >
          {notice.change === 'reset' ? 'Change type and reset scale' : 'Apply'}
        </Button>
      </Group>
    </Stack>
  );
}
