import { Button, Center, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { documentTitle, SESSION_MESSAGES } from '@thesis/domain';
import { useEffect } from 'react';

/** Render failure (spec §2): 'An error has occurred' with a reload button. */
export function RenderFailure() {
  useEffect(() => {
    document.title = documentTitle(SESSION_MESSAGES.renderFailure);
  }, []);
  return (
    <Center mih="70vh" p="xl" id="main-content">
      <Stack align="center" gap="md" maw={440} ta="center" role="alert">
        <ThemeIcon size={56} radius="xl" color="red" variant="light" aria-hidden="true">
          <IconAlertTriangle size={30} />
        </ThemeIcon>
        <Title order={1} fz={26}>
          {SESSION_MESSAGES.renderFailure}
        </Title>
        <Text c="dimmed">Something on this page failed to display. Reloading usually fixes it; your saved work is not affected.</Text>
        <Button leftSection={<IconRefresh size={18} aria-hidden="true" />} onClick={() => window.location.reload()}>
          Reload
        </Button>
      </Stack>
    </Center>
  );
}
