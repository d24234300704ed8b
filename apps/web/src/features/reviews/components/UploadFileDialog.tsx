import { Alert, Box, Button, FileButton, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle, IconUpload } from '@tabler/icons-react';
import { acceptedFilesText, uploadAccept, uploadRefusal, UPLOAD_MESSAGES, type UploadCollection } from '@thesis/domain';
import { useEffect, useRef, useState, type ClipboardEvent } from 'react';
import { failureMessage } from '../../../lib/api-error';
import { useAppConfig } from '../../../lib/app-config';
import type { UploadControls } from '../api';
import { fileFromClipboard, UNDONE } from '../upload-rules';
import { useFileDrop } from '../use-file-drop';
import { UploadProgress } from './UploadProgress';

type Step =
  | { kind: 'choose'; error: string | null; notice: string | null }
  | { kind: 'confirm'; file: File }
  | { kind: 'uploading'; file: File; fraction: number }
  | { kind: 'failed'; file: File; message: string };

const CHOOSE: Step = { kind: 'choose', error: null, notice: null };

export interface UploadFileDialogProps {
  opened: boolean;
  onClose(): void;
  collection: UploadCollection;
  /** What the file goes to, said in the dialog: "factor Moat", "this review". */
  subject: string;
  /** The file already there, which the new one replaces (after a confirmation). */
  replacing: string | null;
  /** A file dropped or pasted outside the dialog, to start with. */
  file: File | null;
  /** Sends the file and attaches it; rejects to say why it failed. */
  upload(file: File, controls: UploadControls): Promise<unknown>;
}

/**
 * The Upload file dialog: drop a file, paste one or choose one; what is accepted and up to which
 * size is said before choosing, and a file of another type or over the limit is refused before any
 * of it is sent. A file that would replace another asks first. The upload shows its progress and can
 * be cancelled (nothing is saved then); a failure says why and offers to try again.
 */
export function UploadFileDialog({ opened, onClose, collection, subject, replacing, file, upload }: UploadFileDialogProps) {
  const { upload_max_bytes: maxBytes } = useAppConfig();
  const [step, setStep] = useState<Step>(CHOOSE);
  const controller = useRef<AbortController | null>(null);

  function take(chosen: File | null) {
    if (!chosen) return;
    const refusal = uploadRefusal(chosen, collection, maxBytes);
    if (refusal) return setStep({ kind: 'choose', error: refusal, notice: null });
    if (replacing) return setStep({ kind: 'confirm', file: chosen });
    void send(chosen);
  }

  async function send(chosen: File) {
    const abort = new AbortController();
    controller.current = abort;
    setStep({ kind: 'uploading', file: chosen, fraction: 0 });
    try {
      await upload(chosen, { signal: abort.signal, silent: true, onProgress: (fraction) => setStep((current) => (current.kind === 'uploading' && current.file === chosen ? { ...current, fraction } : current)) });
      controller.current = null;
      onClose();
    } catch (error) {
      controller.current = null;
      if (abort.signal.aborted) return setStep({ kind: 'choose', error: null, notice: UPLOAD_MESSAGES.cancelled });
      setStep({ kind: 'failed', file: chosen, message: failureMessage(error, 'The file could not be uploaded. Please try again.') });
    }
  }

  // Each opening starts afresh, with the file brought to it if there is one.
  useEffect(() => {
    if (!opened) return;
    setStep(CHOOSE);
    if (file) take(file);
    // take() reads the props of this opening; re-running it on their change would upload twice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [opened, file]);

  function close() {
    controller.current?.abort();
    onClose();
  }

  const choosing = step.kind === 'choose';
  const drop = useFileDrop(collection, take, choosing);

  function paste(event: ClipboardEvent<HTMLElement>) {
    if (!choosing) return;
    event.preventDefault();
    const pasted = fileFromClipboard(event.clipboardData, collection);
    if ('warning' in pasted) return setStep({ kind: 'choose', error: pasted.warning, notice: null });
    if ('error' in pasted) return setStep({ kind: 'choose', error: pasted.error, notice: null });
    take(pasted.file);
  }

  return (
    <Modal opened={opened} onClose={close} title="Upload file" size="md" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="sm" onPaste={paste} data-testid="upload-dialog">
        <Text size="sm" c="dimmed">
          {replacing ? `Replaces “${replacing}” on ${subject}.` : `Attaches a file to ${subject}.`}
        </Text>
        {step.kind === 'choose' && (
          <>
            <Box
              {...drop.props}
              data-testid="upload-drop-zone"
              data-dragging={drop.dragging || undefined}
              p="lg"
              style={{
                border: `2px dashed var(--mantine-color-${drop.dragging ? 'thesis-6' : 'gray-4'})`,
                borderRadius: 8,
                background: drop.dragging ? 'var(--mantine-color-thesis-0)' : 'var(--mantine-color-gray-0)',
                textAlign: 'center',
              }}
            >
              <Stack gap={6} align="center">
                <IconUpload size={28} aria-hidden="true" color="var(--mantine-color-gray-6)" />
                <Text size="sm">Drop a file here, or paste one with Ctrl+V (⌘V)</Text>
                <FileButton onChange={take} accept={uploadAccept(collection)}>
                  {(props) => (
                    <Button {...props} size="sm" variant="light" data-autofocus>
                      Choose file
                    </Button>
                  )}
                </FileButton>
                <Text size="xs" c="dimmed" data-testid="upload-accepted">
                  {acceptedFilesText(collection, maxBytes)}
                </Text>
              </Stack>
            </Box>
            {step.error && (
              <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden="true" />} role="alert">
                {step.error}
              </Alert>
            )}
            {step.notice && (
              <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden="true" />} role="status">
                {step.notice}
              </Alert>
            )}
          </>
        )}
        {step.kind === 'confirm' && (
          <>
            <Text size="sm">
              “{replacing}” will be replaced by “{step.file.name}”. {UNDONE}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setStep(CHOOSE)}>
                Cancel
              </Button>
              <Button color="red" onClick={() => void send(step.file)} data-autofocus>
                Replace
              </Button>
            </Group>
          </>
        )}
        {step.kind === 'uploading' && <UploadProgress file={step.file} fraction={step.fraction} onCancel={() => controller.current?.abort()} />}
        {step.kind === 'failed' && (
          <>
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden="true" />} role="alert" title={`“${step.file.name}” was not uploaded`}>
              {step.message}
            </Alert>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setStep(CHOOSE)}>
                Choose another file
              </Button>
              <Button onClick={() => void send(step.file)}>Try again</Button>
            </Group>
          </>
        )}
      </Stack>
    </Modal>
  );
}
