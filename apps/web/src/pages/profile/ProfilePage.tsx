import { SimpleGrid, Stack } from '@mantine/core';
import { PAGE_TITLES } from '@thesis/domain';
import { PageHeader } from '../../components/PageHeader';
import { PageLoader } from '../../components/PageLoader';
import { useCurrentUser } from '../../features/auth/session';
import { AccountStatusCard } from '../../features/profile/AccountStatusCard';
import { AvatarCard } from '../../features/profile/AvatarCard';
import { ChangePasswordForm } from '../../features/profile/ChangePasswordForm';
import { ProfileDetailsForm } from '../../features/profile/ProfileDetailsForm';
import { TeamCard } from '../../features/profile/TeamCard';
import { ReportingCurrencyCard } from '../../features/profile/ReportingCurrencyCard';
import { usePageMeta } from '../../lib/page-meta';

/** /profile, 'Account Overview'. */
export default function ProfilePage() {
  usePageMeta(PAGE_TITLES.profile);
  const { data: user } = useCurrentUser();
  if (!user) return <PageLoader />;
  return (
    <>
      <PageHeader title={PAGE_TITLES.profile} description="Your details, picture, reporting currency, password, subscription and team." />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" maw={1200}>
        <Stack gap="lg">
          <AvatarCard user={user} />
          <ProfileDetailsForm user={user} />
          <ReportingCurrencyCard user={user} />
        </Stack>
        <Stack gap="lg">
          <AccountStatusCard user={user} />
          <TeamCard user={user} />
          <ChangePasswordForm user={user} />
        </Stack>
      </SimpleGrid>
    </>
  );
}
