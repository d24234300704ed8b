import { ActionIcon, Anchor, Box, Button, Group, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconFile, IconPaperclip, IconReplace, IconTrash } from '@tabler/icons-react';
import type { UploadCollection } from '@thesis/domain';
import { useImperativeHandle, useState, type ClipboardEvent, type Ref } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { toast } from '../../../lib/notify';
import type { UploadControls } from '../api';
import type { ReviewMedia } from '../review-media';
import { canPreview, downloadUrl, fileFromClipboard, UNDONE } from '../upload-rules';
import { useFileDrop } from '../use-file-drop';
import { UploadFileDialog } from './UploadFileDialog';

interface FileAttachmentProps {
  media: ReviewMedia | null;
  /** What the file belongs to, for accessible names ("file of factor Moat"). */
  subject: string;
  readOnly: boolean;
  /** Where the file is stored: what it may be and how large. */
  collection: UploadCollection;
  /** Uploads the file and attaches it (replacing the current one). */
  onAttach(file: File, controls: UploadControls): Promise<unknown>;
  onRemove(): Promise<unknown>;
  /** Lets a larger drop zone around it (the note modal) hand over a dropped file. */
  ref?: Ref<FileChooser>;
}

export interface FileChooser {
  /** A pasted or dropped file: taken to the upload dialog (which asks first before replacing one). */
  choose(file: File): void;
}

/**
 * One attached file: the Upload file dialog takes a dropped, pasted or chosen file, with its
 * progress; a file dropped or pasted here goes to the same dialog. Replacing and removing ask
 * first, saying it cannot be undone. Read-only viewers may only open or download it.
 */
export function FileAttachment({ media, subject, readOnly, collection, onAttach, onRemove, ref }: FileAttachmentProps) {
  const [removing, setRemoving] = useState(false);
  const [dialog, setDialog] = useState<{ file: File | null } | null>(null);

  function choose(file: File) {
    setDialog({ file });
  }

  useImperativeHandle(ref, () => ({ choose }));
  const drop = useFileDrop(collection, choose, !readOnly && dialog === null);

  function paste(event: ClipboardEvent<HTMLElement>) {
    if (readOnly || dialog !== null) return;
    event.preventDefault();
    const pasted = fileFromClipboard(event.clipboardData, collection);
    if ('warning' in pasted) return toast.warning(pasted.warning);
    if ('error' in pasted) return toast.error(pasted.error);
    choose(pasted.file);
  }

  return (
    <Box
      tabIndex={readOnly ? undefined : 0}
      onPaste={paste}
      {...drop.props}
      aria-label={readOnly ? undefined : `File of ${subject}: drop a file here, or focus here and paste one`}
      role={readOnly ? undefined : 'group'}
      style={{
        borderRadius: 6,
        outlineOffset: 2,
        outline: drop.dragging ? '2px dashed var(--mantine-color-thesis-6)' : undefined,
        background: drop.dragging ? 'var(--mantine-color-thesis-0)' : undefined,
      }}
      data-testid="file-attachment"
      data-dragging={drop.dragging || undefined}
    >
      <Group gap={6} wrap="nowrap" mih={28}>
        {media ? (
          <>
            <IconFile size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
            <Anchor
              href={canPreview(media.extension) ? media.url : downloadUrl(media.url)}
              target="_blank"
              rel="noreferrer"
              size="sm"
              truncate
              maw={260}
              title={media.file_name}
            >
              {media.file_name}
            </Anchor>
            <Tooltip label="Download">
              <ActionIcon
                component="a"
                href={downloadUrl(media.url)}
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={`Download ${media.file_name}`}
              >
                <IconDownload size={14} />
              </ActionIcon>
            </Tooltip>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            No file attached
          </Text>
        )}
        {!readOnly && (
          <>
            <Button
              size="compact-xs"
              variant="subtle"
              leftSection={media ? <IconReplace size={12} /> : <IconPaperclip size={12} />}
              aria-label={`${media ? 'Replace' : 'Attach'} file of ${subject}`}
              aria-haspopup="dialog"
              onClick={() => setDialog({ file: null })}
            >
              {media ? 'Replace' : 'Attach file'}
            </Button>
            {media && (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={12} />}
                onClick={() => setRemoving(true)}
                aria-label={`Remove file of ${subject}`}
              >
                Remove
              </Button>
            )}
            {!media && (
              <Text size="xs" c="dimmed" visibleFrom="md">
                or drop or paste
              </Text>
            )}
          </>
        )}
      </Group>
      <ConfirmDialog opened={removing} onClose={() => setRemoving(false)} title="Remove the file?" confirmLabel="Remove" color="red" onConfirm={onRemove}>
        {`“${media?.file_name ?? ''}” will be removed from ${subject}. ${UNDONE}`}
      </ConfirmDialog>
      {!readOnly && (
        <UploadFileDialog
          opened={dialog !== null}
          onClose={() => setDialog(null)}
          collection={collection}
          subject={subject}
          replacing={media?.file_name ?? null}
          file={dialog?.file ?? null}
          upload={onAttach}
        />
      )}
    </Box>
  );
}
