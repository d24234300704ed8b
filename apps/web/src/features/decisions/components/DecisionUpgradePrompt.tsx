import { Button, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { DECISION_MESSAGES } from '@thesis/domain';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';

/** What the free role sees instead of the decision tools (spec §6: free users may not decide). */
export function DecisionUpgradePrompt() {
  return (
    <Paper withBorder radius="md" p="lg" data-testid="decisions-upgrade">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <ThemeIcon size={40} radius="xl" variant="light" aria-hidden="true">
          <IconLock size={20} />
        </ThemeIcon>
        <Stack gap="xs">
          <Text fw={600}>Record decisions with a paid plan</Text>
          <Text size="sm" c="dimmed" maw={620}>
            {DECISION_MESSAGES.freeCannotDecide} Each decision keeps your probabilities, expected return and the review scores of
            the moment, so you can see later how well calibrated your judgement was.
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
