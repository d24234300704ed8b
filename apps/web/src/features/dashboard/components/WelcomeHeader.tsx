import { Avatar, Button, Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { canChangeSubscription, PAGE_TITLES, type User } from '@thesis/domain';
import { Link } from 'react-router';
import { SubscriptionChip } from '../../../components/SubscriptionChip';
import { roleOf } from '../../auth/session';
import { initials } from '../../../lib/format';
import { PATHS } from '../../../lib/paths';

/**
 * The dashboard's welcome header (spec §2, §6 Subscription chip): avatar, name, the subscription's
 * role and cost ('(Trial Period)' for an investor on trial) and Change → /pricing for free,
 * investor and pro investor.
 */
export function WelcomeHeader({ user }: { user: User | undefined }) {
  if (!user) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Group gap="md">
          <Skeleton circle h={56} />
          <Stack gap={8}>
            <Skeleton h={22} w={220} />
            <Skeleton h={18} w={160} />
          </Stack>
        </Group>
      </Paper>
    );
  }
  const role = roleOf(user);
  return (
    <Paper withBorder radius="md" p="lg" data-testid="welcome-header">
      <Group justify="space-between" gap="md">
        <Group gap="md" wrap="nowrap">
          <Avatar src={user.avatar?.url ?? null} alt="" size={56} radius="xl" color="thesis">
            {initials(user.display_name)}
          </Avatar>
          <Stack gap={6}>
            <div>
              <Title order={1} fz="xs" fw={700} c="dimmed" tt="uppercase" lts={0.6}>
                {PAGE_TITLES.dashboard}
              </Title>
              <Title order={2} fz={{ base: 20, sm: 24 }}>
                Welcome, {user.display_name}
              </Title>
            </div>
            <Group gap="sm">
              <SubscriptionChip role={role} onTrial={user.trial.active} />
              {canChangeSubscription(role) && (
                <Button component={Link} to={PATHS.pricing} size="compact-sm" variant="outline" aria-label="Change subscription">
                  Change
                </Button>
              )}
            </Group>
          </Stack>
        </Group>
      </Group>
    </Paper>
  );
}
