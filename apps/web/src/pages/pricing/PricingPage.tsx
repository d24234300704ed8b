import { Anchor, Button, Container, Stack, Text, Title } from '@mantine/core';
import { PAGE_TITLES } from '@thesis/domain';
import { roleOf, useCurrentUser } from '../../features/auth/session';
import { PlanGrid } from '../../features/billing/PlanGrid';
import { TrialTerms } from '../../features/billing/TrialTerms';
import { useAppConfig } from '../../lib/app-config';
import { usePageMeta } from '../../lib/page-meta';

/** /pricing for signed-in users: the plans with the current one marked. Online plan changes come with billing. */
export default function PricingPage() {
  usePageMeta(PAGE_TITLES.pricing);
  const { data: user } = useCurrentUser();
  const { support_email: supportEmail } = useAppConfig();
  const role = roleOf(user);
  const mailto = supportEmail ? `mailto:${supportEmail}?subject=${encodeURIComponent('Change my Thesis plan')}` : undefined;
  return (
    <Container size="xl" py={{ base: 40, md: 56 }}>
      <Stack gap="xl">
        <Stack gap="sm" align="center" ta="center">
          <Title order={1} fz={{ base: 30, sm: 36 }}>
            Choose your plan
          </Title>
          <Text c="gray.8" maw={640}>
            Online card payment is not available yet. To change your plan, write to us
            {supportEmail ? (
              <>
                {' '}
                at <Anchor href={mailto}>{supportEmail}</Anchor>
              </>
            ) : null}{' '}
            and we will switch it for you.
          </Text>
        </Stack>
        <PlanGrid
          currentRole={role}
          action={(plan) =>
            plan.role === role ? (
              <Button fullWidth variant="default" disabled>
                Current plan
              </Button>
            ) : (
              <Button fullWidth variant={plan.highlighted ? 'filled' : 'default'} component="a" href={mailto}>
                Ask to switch
              </Button>
            )
          }
        />
        <TrialTerms />
      </Stack>
    </Container>
  );
}
