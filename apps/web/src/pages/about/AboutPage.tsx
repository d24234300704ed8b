import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { PAGE_TITLES, TRIAL_DAYS } from '@thesis/domain';
import { accountModals } from '../../features/auth/account-modals';
import { useCurrentUser } from '../../features/auth/session';
import { usePageMeta } from '../../lib/page-meta';
import { ScoringSection } from './ScoringSection';
import { StepsSection } from './StepsSection';

/** /about, titled 'How It Works' (spec §2). */
export default function AboutPage() {
  usePageMeta(PAGE_TITLES.about);
  const { data: user } = useCurrentUser();
  return (
    <Container size="md" py={{ base: 40, md: 64 }}>
      <Stack gap={48}>
        <Stack gap="sm">
          <Title order={1} fz={{ base: 30, sm: 38 }}>
            {PAGE_TITLES.about}
          </Title>
          <Text fz="lg" c="gray.8">
            Thesis turns the way you judge a company into a process you can repeat. You write the process once, apply it to every company you
            look at, and keep the answers, the evidence and the final decision together.
          </Text>
        </Stack>
        <StepsSection />
        <ScoringSection />
        {!user && (
          <Group justify="center">
            <Button size="md" onClick={() => accountModals.open({ kind: 'signUp' })}>
              Start your {TRIAL_DAYS}-day free trial
            </Button>
          </Group>
        )}
      </Stack>
    </Container>
  );
}
