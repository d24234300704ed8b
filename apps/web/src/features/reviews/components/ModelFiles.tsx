import { ActionIcon, Anchor, Button, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconTable, IconTrash, IconUpload } from '@tabler/icons-react';
import { acceptedFilesText, formatDate, isSpreadsheetName, REVIEW_MESSAGES, REVIEW_MODELS_MAX, type ReviewModel } from '@thesis/domain';
import { useState, type ClipboardEvent } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useAppConfig } from '../../../lib/app-config';
import { toast } from '../../../lib/notify';
import { uploadMedia, type UploadControls } from '../api';
import { useSetModels } from '../queries';
import { useReviewTarget } from '../review-context';
import { downloadUrl, fileFromClipboard, UNDONE } from '../upload-rules';
import { useFileDrop } from '../use-file-drop';
import { SpreadsheetPreviewModal } from './SpreadsheetPreviewModal';
import { UploadFileDialog } from './UploadFileDialog';

/**
 * The review's model files: upload through the Upload file dialog (spreadsheets, PDF or pictures),
 * list (dd MMM yyyy), preview a small spreadsheet as a read-only table, download, remove.
 */
export function ModelFiles({ models }: { models: ReviewModel[] }) {
  const { target, readOnly } = useReviewTarget();
  const setModels = useSetModels(target);
  const { upload_max_bytes: maxBytes } = useAppConfig();
  const [dialog, setDialog] = useState<{ file: File | null } | null>(null);
  const [removing, setRemoving] = useState<ReviewModel | null>(null);
  const [previewing, setPreviewing] = useState<ReviewModel | null>(null);
  const ids = models.map((model) => model.uuid);
  const full = models.length >= REVIEW_MODELS_MAX;

  async function add(file: File, controls: UploadControls) {
    const media = (await uploadMedia('model', file, controls)).data;
    await setModels.mutateAsync([...ids, media.uuid]);
    toast.success('The model file was uploaded');
  }

  const drop = useFileDrop('model', (file) => (full ? toast.error(REVIEW_MESSAGES.modelsMax) : setDialog({ file })), !readOnly && dialog === null);

  function paste(event: ClipboardEvent<HTMLElement>) {
    if (readOnly || full || dialog !== null) return;
    event.preventDefault();
    const pasted = fileFromClipboard(event.clipboardData, 'model');
    if ('warning' in pasted) return toast.warning(pasted.warning);
    if ('error' in pasted) return toast.error(pasted.error);
    setDialog({ file: pasted.file });
  }

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="section"
      aria-labelledby="models-heading"
      h="100%"
      onPaste={paste}
      {...drop.props}
      data-testid="model-files"
      data-dragging={drop.dragging || undefined}
      style={drop.dragging ? { outline: '2px dashed var(--mantine-color-thesis-6)', outlineOffset: -2, background: 'var(--mantine-color-thesis-0)' } : undefined}
    >
      <Group justify="space-between" mb="sm">
        <Title order={2} fz="lg" id="models-heading">
          Model files
        </Title>
        {!readOnly && (
          <Button size="compact-sm" variant="light" disabled={full} leftSection={<IconUpload size={14} />} aria-haspopup="dialog" onClick={() => setDialog({ file: null })}>
            Upload model
          </Button>
        )}
      </Group>
      {models.length === 0 ? (
        <Group gap="xs" c="dimmed" wrap="nowrap">
          <IconFileSpreadsheet size={18} aria-hidden="true" />
          <Text size="sm">
            No model file yet{readOnly ? '.' : `. Upload your valuation model or drop it here: ${acceptedFilesText('model', maxBytes).replace(/^P/, 'p')}.`}
          </Text>
        </Group>
      ) : (
        <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {models.map((model) => (
            <Group
              key={model.id}
              component="li"
              justify="space-between"
              wrap="nowrap"
              gap="xs"
              data-testid="model-file"
            >
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Anchor
                  href={model.media.url}
                  target="_blank"
                  rel="noreferrer"
                  size="sm"
                  truncate
                  title={model.media.file_name}
                >
                  {model.media.file_name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  Uploaded {formatDate(model.created_at)}
                </Text>
              </Stack>
              <Group gap={2} wrap="nowrap">
                {isSpreadsheetName(model.media.file_name) && (
                  <Tooltip label="Preview">
                    <ActionIcon variant="subtle" color="gray" onClick={() => setPreviewing(model)} aria-label={`Preview ${model.media.file_name}`}>
                      <IconTable size={16} />
                    </ActionIcon>
                  </Tooltip>
                )}
                <Tooltip label="Download">
                  <ActionIcon
                    component="a"
                    href={downloadUrl(model.media.url)}
                    variant="subtle"
                    color="gray"
                    aria-label={`Download ${model.media.file_name}`}
                  >
                    <IconDownload size={16} />
                  </ActionIcon>
                </Tooltip>
                {!readOnly && (
                  <Tooltip label="Remove">
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => setRemoving(model)}
                      aria-label={`Remove model ${model.media.file_name}`}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  </Tooltip>
                )}
              </Group>
            </Group>
          ))}
        </Stack>
      )}
      {full && !readOnly && (
        <Text size="xs" c="dimmed" mt="xs">
          A review holds at most {REVIEW_MODELS_MAX} model files.
        </Text>
      )}
      <ConfirmDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remove this model file?"
        confirmLabel="Remove"
        color="red"
        onConfirm={() => setModels.mutateAsync(ids.filter((id) => id !== removing?.uuid))}
      >
        {`“${removing?.media.file_name ?? ''}” will be removed from this review. ${UNDONE}`}
      </ConfirmDialog>
      {!readOnly && (
        <UploadFileDialog opened={dialog !== null} onClose={() => setDialog(null)} collection="model" subject="this review's model files" replacing={null} file={dialog?.file ?? null} upload={add} />
      )}
      <SpreadsheetPreviewModal media={previewing?.media ?? null} onClose={() => setPreviewing(null)} />
    </Paper>
  );
}
