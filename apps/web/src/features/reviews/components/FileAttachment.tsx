import { ActionIcon, Anchor, Box, Button, FileButton, Group, Loader, Text, Tooltip } from '@mantine/core';
import { IconDownload, IconFile, IconPaperclip, IconReplace, IconTrash } from '@tabler/icons-react';
import type { ReviewMedia } from '../review-media';
import { useImperativeHandle, useState, type ClipboardEvent, type Ref } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { toast } from '../../../lib/notify';
import { ACCEPT, canPreview, downloadUrl, fileFromClipboard, isAcceptedFile, UNDONE } from '../upload-rules';
import { useFileDrop } from '../use-file-drop';
import { MESSAGES } from '@thesis/domain';

interface FileAttachmentProps {
  media: ReviewMedia | null;
  /** What the file belongs to, for accessible names ("file of factor Moat"). */
  subject: string;
  readOnly: boolean;
  /** Uploads the file and attaches it (replacing the current one). */
  onAttach(file: File): Promise<unknown>;
  onRemove(): Promise<unknown>;
  /** Lets a larger drop zone around it (the note modal) hand over a dropped file. */
  ref?: Ref<FileChooser>;
}

export interface FileChooser {
  /** A picked, pasted or dropped file: attached, or first confirmed when it would replace one. */
  choose(file: File): void;
}

type Pending = { kind: 'replace'; file: File } | { kind: 'remove' } | null;

/**
 * One attached file (spec §4 Upload, §5, §8 Media): pick, paste or drop a picture or PDF; replacing
 * and removing ask first, saying it cannot be undone. Read-only viewers may only open or download it.
 */
export function FileAttachment({ media, subject, readOnly, onAttach, onRemove, ref }: FileAttachmentProps) {
  const [pending, setPending] = useState<Pending>(null);
  const [busy, setBusy] = useState(false);

  async function attach(file: File) {
    setBusy(true);
    try {
      await onAttach(file);
    } finally {
      setBusy(false);
    }
  }

  function choose(file: File | null) {
    if (!file) return;
    if (!isAcceptedFile(file)) return toast.error(MESSAGES.onlyPicturesOrPdf);
    if (media) setPending({ kind: 'replace', file });
    else void attach(file).catch(() => undefined);
  }

  useImperativeHandle(ref, () => ({ choose }));
  const drop = useFileDrop(choose, !readOnly && !busy);

  function paste(event: ClipboardEvent<HTMLElement>) {
    if (readOnly) return;
    event.preventDefault();
    const pasted = fileFromClipboard(event.clipboardData);
    if ('warning' in pasted) return toast.warning(pasted.warning);
    if ('error' in pasted) return toast.error(pasted.error);
    choose(pasted.file);
  }

  return (
    <Box
      tabIndex={readOnly ? undefined : 0}
      onPaste={paste}
      {...drop.props}
      aria-label={readOnly ? undefined : `File of ${subject}: drop a picture or PDF here, or focus here and paste one`}
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
        {busy && <Loader size={14} aria-label="Uploading" />}
        {!readOnly && (
          <>
            <FileButton onChange={choose} accept={ACCEPT}>
              {(props) => (
                <Button
                  {...props}
                  size="compact-xs"
                  variant="subtle"
                  disabled={busy}
                  leftSection={media ? <IconReplace size={12} /> : <IconPaperclip size={12} />}
                  aria-label={`${media ? 'Replace' : 'Attach'} file of ${subject}`}
                >
                  {media ? 'Replace' : 'Attach file'}
                </Button>
              )}
            </FileButton>
            {media && (
              <Button
                size="compact-xs"
                variant="subtle"
                color="red"
                disabled={busy}
                leftSection={<IconTrash size={12} />}
                onClick={() => setPending({ kind: 'remove' })}
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
      <ConfirmDialog
        opened={pending !== null}
        onClose={() => setPending(null)}
        title={pending?.kind === 'remove' ? 'Remove the file?' : 'Replace the file?'}
        confirmLabel={pending?.kind === 'remove' ? 'Remove' : 'Replace'}
        color="red"
        onConfirm={() => (pending?.kind === 'replace' ? attach(pending.file) : onRemove())}
      >
        {pending?.kind === 'remove'
          ? `“${media?.file_name ?? ''}” will be removed from ${subject}. ${UNDONE}`
          : `“${media?.file_name ?? ''}” will be replaced by “${pending?.kind === 'replace' ? pending.file.name : ''}”. ${UNDONE}`}
      </ConfirmDialog>
    </Box>
  );
}
