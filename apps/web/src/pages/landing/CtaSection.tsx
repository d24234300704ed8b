import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { TRIAL_DAYS } from '@thesis/domain';
import { Link } from 'react-router';
import { accountModals } from '../../features/auth/account-modals';
import { PATHS } from '../../lib/paths';
import classes from './Landing.module.css';

/** The closing call to start the free trial. */
export function CtaSection({ signedIn }: { signedIn: boolean }) {
  return (
    <Box className={classes.cta}>
      <Container size="md" py={{ base: 48, md: 64 }}>
        <Stack align="center" ta="center" gap="md">
          <Title order={2} fz={{ base: 26, sm: 32 }} c="white">
            Start with a {TRIAL_DAYS}-day free trial
          </Title>
          <Text c="white" maw={560}>
            Every Investor feature for {TRIAL_DAYS} days, no card needed. When the trial ends your processes and reviews stay with you on the
            Free plan, and you can upgrade whenever you like.
          </Text>
          <Group>
            {signedIn ? (
              <Button size="md" variant="white" component={Link} to={PATHS.processes}>
                Go To App
              </Button>
            ) : (
              <Button size="md" variant="white" onClick={() => accountModals.open({ kind: 'signUp' })}>
                Start free trial
              </Button>
            )}
            <Button size="md" variant="outline" color="white" component={Link} to={PATHS.pricingPublic} className={classes.ctaOutline}>
              Compare plans
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
