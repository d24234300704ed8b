import { Button, Center, Group, Stack, Text, Title } from '@mantine/core';
import { PAGE_TITLES } from '@thesis/domain';
import { Link } from 'react-router';
import { usePageMeta } from '../../lib/page-meta';
import { PATHS } from '../../lib/paths';

/** /404 and every unknown address. */
export default function NotFoundPage() {
  usePageMeta(PAGE_TITLES.notFound);
  return (
    <Center mih="60vh" p="xl">
      <Stack align="center" ta="center" gap="md" maw={480}>
        <Text fw={800} fz={64} c="thesis.8" lh={1} aria-hidden="true">
          404
        </Text>
        <Title order={1} fz={28}>
          We can't find that page
        </Title>
        <Text c="dimmed">The address may be mistyped, or the page may have moved. Check the link, or start again from one of these.</Text>
        <Group justify="center">
          <Button component={Link} to={PATHS.landing}>
            Go to the home page
          </Button>
          <Button component={Link} to={PATHS.about} variant="default">
            How It Works
          </Button>
        </Group>
      </Stack>
    </Center>
  );
}
