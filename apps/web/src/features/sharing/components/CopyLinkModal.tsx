import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import { MESSAGES } from '@thesis/domain';
import { useRef, useState } from 'react';
import { copyText } from '../copy-text';

interface CopyLinkModalProps {
  link: string | null;
  expiresOn: string;
  onClose(): void;
}

/**
 * After a share that returned a link (spec §2 Modals): the link to copy. Copying says
 * 'Successfully copied'; when the browser refuses, the link is selected for copying by hand.
 */
export function CopyLinkModal({ link, expiresOn, onClose }: CopyLinkModalProps) {
  const input = useRef<HTMLInputElement>(null);
  const [manual, setManual] = useState(false);

  async function copy() {
    if (!link) return;
    const copied = await copyText(link);
    setManual(!copied);
    if (!copied) input.current?.select();
  }

  return (
    <Modal opened={link !== null} onClose={onClose} title="Your review has been shared" size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text>Copy this link and send it to the people you want to see the review. It works until {expiresOn} unless you revoke it.</Text>
        <TextInput
          ref={input}
          label="Share link"
          value={link ?? ''}
          readOnly
          onFocus={(event) => event.currentTarget.select()}
          error={manual ? MESSAGES.copyFailed : undefined}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Done
          </Button>
          <Button leftSection={<IconCopy size={16} />} onClick={() => void copy()} data-autofocus>
            Copy link
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
