import { Button, Group, Input, Modal, Stack, Text } from '@mantine/core';
import { acceptedFilesText, extensionOf, LIMITS, NOTE_TEXT_AREA_MAX, UPLOAD_MESSAGES, type ReviewNote } from '@thesis/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { FormTextarea } from '../../../components/form/FormTextarea';
import { FormTextField } from '../../../components/form/FormTextField';
import { useAppConfig } from '../../../lib/app-config';
import { applyServerErrors } from '../../../lib/form-errors';
import { toast } from '../../../lib/notify';
import { uploadMedia } from '../api';
import { useCreateNote, useUpdateNote } from '../note-mutations';
import { noteFormResolver, type NoteFields, type NoteValues } from '../note-form';
import type { ReviewTarget } from '../review-context';
import type { ReviewMedia } from '../review-media';
import { useFileDrop } from '../use-file-drop';
import { FileAttachment, type FileChooser } from './FileAttachment';
import { UploadProgress } from './UploadProgress';

const COUNT = new Intl.NumberFormat('en-US');

/** How many characters the text holds, of the 10,000 it may (not announced on every key). */
function TextCounter({ control }: { control: Control<NoteFields, unknown, NoteValues> }) {
  const text = useWatch({ control, name: 'typed_text' }) ?? '';
  return (
    <Text size="xs" c="dimmed" ta="right" data-testid="note-text-count">
      {COUNT.format(text.length)} / {COUNT.format(LIMITS.noteTextMax)} characters
    </Text>
  );
}

interface NoteFormModalProps {
  opened: boolean;
  onClose(): void;
  /** The review, or the investment whose first note creates it. */
  target: ReviewTarget;
  /** The note being edited; null adds one. */
  note: ReviewNote | null;
}

/** A file chosen in the form: kept (the note's), replaced by a new one, or removed. */
type FileState = { kind: 'keep' } | { kind: 'new'; file: File; preview: ReviewMedia } | { kind: 'none' };

function staged(file: File): FileState {
  return {
    kind: 'new',
    file,
    preview: { id: 'staged', url: URL.createObjectURL(file), file_name: file.name, extension: extensionOf(file.name) },
  };
}

/** Notes add or edit (spec §2 Modals, §5 Note): title, text and an optional picture or PDF. */
export function NoteFormModal({ opened, onClose, target, note }: NoteFormModalProps) {
  const [file, setFile] = useState<FileState>({ kind: 'keep' });
  const media = file.kind === 'new' ? file.preview : file.kind === 'keep' ? (note?.media ?? null) : null;
  const resolver = useMemo(() => noteFormResolver(media !== null), [media]);
  const { control, handleSubmit, setError, reset, trigger, formState } = useForm<NoteFields, unknown, NoteValues>({
    resolver,
    mode: 'onTouched',
    defaultValues: { title: '', typed_text: '' },
  });
  // A file dropped anywhere on the form goes to its file field (with the same replace confirmation).
  const chooser = useRef<FileChooser>(null);
  const drop = useFileDrop('note', (dropped) => chooser.current?.choose(dropped));
  const { upload_max_bytes: maxBytes } = useAppConfig();
  // The note's file is sent when the note is saved: its progress shows then, and it can be stopped.
  const [sending, setSending] = useState<{ file: File; fraction: number } | null>(null);
  const stop = useRef<AbortController | null>(null);
  const create = useCreateNote(target);
  const update = useUpdateNote(target.reviewId);

  useEffect(() => {
    if (!opened) return;
    setFile({ kind: 'keep' });
    reset({ title: note?.title ?? '', typed_text: note?.typed_text ?? '' });
  }, [opened, note, reset]);
  useEffect(() => {
    if (formState.isSubmitted) void trigger('typed_text');
  }, [media, formState.isSubmitted, trigger]);

  async function send(chosen: File): Promise<string> {
    const controller = new AbortController();
    stop.current = controller;
    setSending({ file: chosen, fraction: 0 });
    try {
      const onProgress = (fraction: number) => setSending((current) => current && { ...current, fraction });
      return (await uploadMedia('note', chosen, { signal: controller.signal, onProgress })).data.uuid;
    } finally {
      stop.current = null;
      setSending(null);
    }
  }

  function close() {
    stop.current?.abort();
    onClose();
  }

  async function save(values: NoteValues) {
    try {
      const uuids = file.kind === 'new' ? [await send(file.file)] : file.kind === 'none' ? [] : undefined;
      if (note) await update.mutateAsync({ id: note.id, changes: { ...values, ...(uuids ? { uuids } : {}) } });
      else await create.mutateAsync({ ...values, uuids: uuids ?? [] });
      onClose();
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return toast.info(UPLOAD_MESSAGES.cancelled);
      applyServerErrors(error, setError, ['title', 'typed_text']);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={note ? 'Edit note' : 'Add note'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form noValidate onSubmit={handleSubmit(save)} {...drop.props} data-testid="note-form">
        <Stack gap="sm">
          <FormTextField
            control={control}
            name="title"
            label="Title"
            required
            maxLength={LIMITS.noteTitleMax}
            data-autofocus
          />
          <Stack gap={2}>
            <FormTextarea
              control={control}
              name="typed_text"
              label="Text"
              description={`${LIMITS.noteTextMin} to ${COUNT.format(LIMITS.noteTextMax)} characters; optional when a file is attached.`}
              maxLength={NOTE_TEXT_AREA_MAX}
              minRows={4}
              autosize
              maxRows={16}
            />
            <TextCounter control={control} />
          </Stack>
          <Input.Wrapper label="File" description={`One file: ${acceptedFilesText('note', maxBytes).replace(/^P/, 'p')}. Drop or paste it here, or choose it.`}>
            <div style={{ marginTop: 6 }}>
              <FileAttachment
                ref={chooser}
                media={media}
                subject="this note"
                readOnly={false}
                collection="note"
                onAttach={async (chosen) => setFile(staged(chosen))}
                onRemove={async () => setFile({ kind: 'none' })}
              />
            </div>
          </Input.Wrapper>
          {sending && <UploadProgress file={sending.file} fraction={sending.fraction} onCancel={() => stop.current?.abort()} />}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={formState.isSubmitting}>
              {note ? 'Save' : 'Add note'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
