import { Button, Group, Modal, Stack, Text, type MantineColor } from '@mantine/core';
import { useState, type ReactNode } from 'react';

interface ConfirmDialogProps {
  opened: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** `red` for destructive actions. */
  color?: MantineColor;
  /**
   * The action. The dialog shows a loading button while it runs, closes when it succeeds and
   * stays open when it throws (the caller or the API client has shown why).
   */
  onConfirm(): Promise<unknown> | void;
}

/** A confirmation modal: a question, Cancel, and a confirm button that waits for the action. */
export function ConfirmDialog({
  opened,
  onClose,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancel',
  color,
  onConfirm,
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // Shown elsewhere; keep the dialog so the user can retry or cancel.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={busy ? () => undefined : onClose}
      title={title}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="lg">
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button color={color} loading={busy} onClick={() => void confirm()} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/**
 * The last non-null value: a dialog opened for an entity keeps showing it while it animates out
 * after the caller has cleared its state.
 */
export function useRetained<T>(value: T | null): T | null {
  const [retained, setRetained] = useState(value);
  if (value !== null && value !== retained) {
    setRetained(value);
    return value;
  }
  return value ?? retained;
}
