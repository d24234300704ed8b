import { Button, SimpleGrid, Stack } from '@mantine/core';
import { DASHBOARD_CHARTS, DASHBOARD_EMPTY, PAGE_TITLES } from '@thesis/domain';
import { Link } from 'react-router';
import { useCurrentUser } from '../../features/auth/session';
import { useRecentReviews, useSharedReviews } from '../../features/dashboard/api';
import { ActivityChart } from '../../features/dashboard/components/ActivityChart';
import { DashboardReviewsTable } from '../../features/dashboard/components/DashboardReviewsTable';
import { FirstStepsCard } from '../../features/dashboard/components/FirstStepsCard';
import { WelcomeHeader } from '../../features/dashboard/components/WelcomeHeader';
import { usePageMeta } from '../../lib/page-meta';
import { PATHS } from '../../lib/paths';

/**
 * /dashboard, the landing after sign-in (spec §2 Dashboard): welcome header, the first-run checklist
 * until it is done or hidden, the Reviews, Edits and
 * Decisions charts of the user's own activity, and the tables of their recent reviews and of the
 * reviews shared with them.
 */
export default function DashboardPage() {
  usePageMeta(PAGE_TITLES.dashboard);
  const { data: user } = useCurrentUser();
  const recent = useRecentReviews();
  const shared = useSharedReviews();

  return (
    <Stack gap="lg">
      <WelcomeHeader user={user} />
      <FirstStepsCard />
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="lg">
        {DASHBOARD_CHARTS.map((chart) => (
          <ActivityChart key={chart} chart={chart} />
        ))}
      </SimpleGrid>
      <Stack gap="lg">
        <DashboardReviewsTable
          title="My Recent Reviews"
          testId="recent-reviews"
          rows={recent.data}
          loading={recent.isPending}
          error={recent.isError ? { retry: () => void recent.refetch() } : null}
          emptyText={DASHBOARD_EMPTY.recentReviews}
          emptyAction={
            <Button component={Link} to={PATHS.investments} size="compact-sm" variant="light">
              Find a company to review
            </Button>
          }
        />
        <DashboardReviewsTable
          title="Shared Reviews"
          testId="shared-reviews"
          rows={shared.data}
          loading={shared.isPending}
          error={shared.isError ? { retry: () => void shared.refetch(), text: 'The shared reviews could not be loaded.' } : null}
          emptyText={DASHBOARD_EMPTY.sharedReviews}
        />
      </Stack>
    </Stack>
  );
}
