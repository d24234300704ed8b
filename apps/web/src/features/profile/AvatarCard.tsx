import { Avatar, Button, FileButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconTrash, IconUpload } from '@tabler/icons-react';
import { formatFileSize, MESSAGES, tooLargeMessage, type User } from '@thesis/domain';
import { useAppConfig } from '../../lib/app-config';
import { initials } from '../../lib/format';
import { toast } from '../../lib/notify';
import { useAvatarRemoval, useAvatarUpload } from './api';

/** Avatar upload (an image through POST /media, collection avatar) with a placeholder when none. */
export function AvatarCard({ user }: { user: User }) {
  const upload = useAvatarUpload(user.id);
  const removal = useAvatarRemoval(user.id);
  const avatarUrl = user.avatar?.url ?? null;
  const { upload_max_bytes: maxBytes } = useAppConfig();

  function choose(file: File | null) {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast.error(MESSAGES.onlyPicturesOrPdf);
      return;
    }
    // Refused before any of it is sent.
    if (file.size > maxBytes) {
      toast.error(tooLargeMessage(file.name, file.size, maxBytes));
      return;
    }
    upload.mutate(file, { onSuccess: () => toast.success(MESSAGES.changesSuccessful) });
  }

  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} fz="lg" mb="md">
        Profile picture
      </Title>
      <Group gap="lg" wrap="nowrap">
        <Avatar src={avatarUrl} alt={avatarUrl ? `Profile picture of ${user.display_name}` : ''} size={88} radius={88} color="thesis" data-testid="profile-avatar">
          {initials(user.display_name)}
        </Avatar>
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            A square image of at least 200 × 200 pixels works best. PNG, JPG, GIF or WebP, up to {formatFileSize(maxBytes)}.
          </Text>
          <Group gap="xs">
            <FileButton onChange={choose} accept="image/png,image/jpeg,image/gif,image/webp">
              {(props) => (
                <Button {...props} leftSection={<IconUpload size={16} aria-hidden="true" />} loading={upload.isPending} variant="default">
                  {avatarUrl ? 'Change picture' : 'Upload picture'}
                </Button>
              )}
            </FileButton>
            {avatarUrl && (
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden="true" />}
                loading={removal.isPending}
                onClick={() => removal.mutate(undefined, { onSuccess: () => toast.success(MESSAGES.changesSuccessful) })}
              >
                Remove
              </Button>
            )}
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
