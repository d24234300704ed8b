import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface InfoModalProps {
  opened: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
  /** Label of the closing button. */
  okLabel?: string;
}

/** The generic information modal (spec §2 Modals): a title, a message and OK. */
export function InfoModal({ opened, onClose, title, children, okLabel = 'OK' }: InfoModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        {typeof children === 'string' ? <Text>{children}</Text> : children}
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            {okLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
