import { Avatar, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconChartLine } from '@tabler/icons-react';
import { canChangeSubscription, DASHBOARD_EMPTY, PAGE_TITLES } from '@thesis/domain';
import { Link } from 'react-router';
import { PlaceholderPage } from '../../components/PlaceholderPage';
import { SubscriptionChip } from '../../components/SubscriptionChip';
import { roleOf, useCurrentUser } from '../../features/auth/session';
import { initials } from '../../lib/format';
import { PATHS } from '../../lib/paths';

/** /dashboard: the landing after sign-in. Reviews, shared reviews and activity charts come with the reviews feature. */
export default function DashboardPage() {
  const { data: user } = useCurrentUser();
  const role = roleOf(user);
  return (
    <PlaceholderPage
      title={PAGE_TITLES.dashboard}
      description="Your recent reviews, the reviews shared with you and your activity over time."
      icon={IconChartLine}
      emptyTitle="No reviews yet"
      emptyText={
        <>
          {DASHBOARD_EMPTY.recentReviews} {DASHBOARD_EMPTY.sharedReviews} Once you review companies, your dashboard will show your five most
          recent reviews, the reviews others share with you, and charts of your reviews, edits and decisions.
        </>
      }
      actions={
        <Button component={Link} to={PATHS.processes} variant="default">
          Set up your processes
        </Button>
      }
    >
      {user && (
        <Paper withBorder radius="md" p="lg" mb="lg">
          <Group justify="space-between" gap="md">
            <Group gap="md" wrap="nowrap">
              <Avatar src={user.avatar?.url ?? null} alt="" size={56} radius="xl" color="thesis">
                {initials(user.display_name)}
              </Avatar>
              <Stack gap={4}>
                <Title order={2} fz="xl">
                  Welcome, {user.username}
                </Title>
                <Group gap="sm">
                  <SubscriptionChip role={role} onTrial={user.trial.active} />
                  {canChangeSubscription(role) && (
                    <Button component={Link} to={PATHS.pricing} size="compact-sm" variant="outline">
                      Change
                    </Button>
                  )}
                </Group>
              </Stack>
            </Group>
            {user.trial.active && user.trial.days_left !== null && (
              <Text size="sm" c="dimmed">
                Trial ends in {user.trial.days_left} {user.trial.days_left === 1 ? 'day' : 'days'}
              </Text>
            )}
          </Group>
        </Paper>
      )}
    </PlaceholderPage>
  );
}
