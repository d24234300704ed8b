import { ActionIcon, Anchor, Button, FileButton, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconTrash, IconUpload } from '@tabler/icons-react';
import { formatDate, MESSAGES, REVIEW_MESSAGES, REVIEW_MODELS_MAX, type ReviewModel } from '@thesis/domain';
import { useState, type ClipboardEvent } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { toast } from '../../../lib/notify';
import { uploadMedia } from '../api';
import { useSetModels } from '../queries';
import { useReviewTarget } from '../review-context';
import { ACCEPT, downloadUrl, fileFromClipboard, isAcceptedFile, UNDONE } from '../upload-rules';
import { useFileDrop } from '../use-file-drop';

/** The review's model files (spec §1, §7 PUT /investment-reviews/{id}/models): upload, list (dd MMM yyyy), remove. */
export function ModelFiles({ models }: { models: ReviewModel[] }) {
  const { target, readOnly } = useReviewTarget();
  const setModels = useSetModels(target);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<ReviewModel | null>(null);
  const ids = models.map((model) => model.uuid);
  const full = models.length >= REVIEW_MODELS_MAX;

  async function add(file: File | null) {
    if (!file) return;
    if (!isAcceptedFile(file)) return toast.error(MESSAGES.onlyPicturesOrPdf);
    setBusy(true);
    try {
      const media = (await uploadMedia('model', file)).data;
      await setModels.mutateAsync([...ids, media.uuid]);
      toast.success('The model file was uploaded');
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(false);
    }
  }

  const drop = useFileDrop((file) => (full ? toast.error(REVIEW_MESSAGES.modelsMax) : void add(file)), !readOnly && !busy);

  function paste(event: ClipboardEvent<HTMLElement>) {
    if (readOnly || full) return;
    event.preventDefault();
    const pasted = fileFromClipboard(event.clipboardData);
    if ('warning' in pasted) return toast.warning(pasted.warning);
    if ('error' in pasted) return toast.error(pasted.error);
    void add(pasted.file);
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
          <FileButton onChange={(file) => void add(file)} accept={ACCEPT} disabled={busy || full}>
            {(props) => (
              <Button
                {...props}
                size="compact-sm"
                variant="light"
                loading={busy}
                leftSection={<IconUpload size={14} />}
              >
                Upload model
              </Button>
            )}
          </FileButton>
        )}
      </Group>
      {models.length === 0 ? (
        <Group gap="xs" c="dimmed" wrap="nowrap">
          <IconFileSpreadsheet size={18} aria-hidden="true" />
          <Text size="sm">
            No model file yet{readOnly ? '.' : '. Upload your valuation model as a PDF or picture, or drop it here.'}
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
    </Paper>
  );
}
