import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../lib/paths';

export interface UpgradePromptProps {
  title: string;
  children: ReactNode;
  'data-testid'?: string;
}

/** What the free role sees in place of a paid feature: why it is locked and a link to the plans. */
export function UpgradePrompt({ title, children, 'data-testid': testId }: UpgradePromptProps) {
  return (
    <Paper withBorder radius="md" p="lg" data-testid={testId}>
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon size={40} radius="xl" variant="light" aria-hidden="true">
          <IconLock size={20} />
        </ThemeIcon>
        <Stack gap="xs">
          <Text fw={600}>{title}</Text>
          <Text size="sm" c="dimmed" maw={620}>
            {children}
          </Text>
          <Group>
            <Button component={Link} to={PATHS.pricing} size="sm">
              See plans
            </Button>
          </Group>
        </Stack>
      </Group>
    </Paper>
  );
}
