import { Badge, Box, Button, Container, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowRight, IconChecklist, IconHelpCircle, IconListTree, IconStack2 } from '@tabler/icons-react';
import { TRIAL_DAYS } from '@thesis/domain';
import { Link } from 'react-router';
import { accountModals } from '../../features/auth/account-modals';
import { PATHS } from '../../lib/paths';
import classes from './Landing.module.css';

const TREE = [
  { icon: IconStack2, level: 'Process', text: 'Quality at a fair price' },
  { icon: IconListTree, level: 'Factor', text: 'Competitive advantage · relevance High' },
  { icon: IconChecklist, level: 'Checklist', text: 'Pricing power' },
  { icon: IconHelpCircle, level: 'Question', text: 'Could the company raise prices 10% without losing customers?' },
];

/** Landing hero: what Thesis is, for whom, and the call to start the free trial. */
export function HeroSection({ signedIn }: { signedIn: boolean }) {
  return (
    <Box className={classes.hero}>
      <Container size="lg" py={{ base: 48, md: 80 }}>
        <div className={classes.heroGrid}>
          <Stack gap="lg" justify="center">
            <Text fw={700} tt="uppercase" fz="xs" c="thesis.8" style={{ letterSpacing: '0.08em' }}>
              Thesis · investment research and decisions
            </Text>
            <Title order={1} fz={{ base: 34, sm: 44 }} lh={1.15}>
              Research every company against your own investment process
            </Title>
            <Text fz="lg" c="gray.8">
              Thesis gives individual investors, professionals and investment teams one place to review listed companies factor by factor,
              screen the market with the same rules, and record every decision with the reasoning behind it.
            </Text>
            <Group gap="sm">
              {signedIn ? (
                <Button size="md" component={Link} to={PATHS.processes} rightSection={<IconArrowRight size={18} aria-hidden="true" />}>
                  Go To App
                </Button>
              ) : (
                <Button size="md" onClick={() => accountModals.open({ kind: 'signUp' })} rightSection={<IconArrowRight size={18} aria-hidden="true" />}>
                  Start your {TRIAL_DAYS}-day free trial
                </Button>
              )}
              <Button size="md" variant="default" component={Link} to={PATHS.about}>
                See how it works
              </Button>
            </Group>
            {!signedIn && (
              <Text size="sm" c="dimmed">
                No card needed. When the trial ends you keep your work on the Free plan.
              </Text>
            )}
          </Stack>
          <Paper withBorder shadow="md" radius="lg" p="lg" className={classes.treeCard} aria-label="How a process is structured">
            <Text fw={700} mb="md">
              One process, four levels
            </Text>
            <Stack gap={0} component="ol" className={classes.tree}>
              {TREE.map(({ icon: Icon, level, text }, index) => (
                <Group key={level} component="li" gap="sm" wrap="nowrap" align="flex-start" className={classes.treeRow} style={{ marginLeft: index * 18 }}>
                  <ThemeIcon variant="light" size={34} radius="md" aria-hidden="true">
                    <Icon size={20} />
                  </ThemeIcon>
                  <div>
                    <Badge variant="light" size="sm" radius="sm">
                      {level}
                    </Badge>
                    <Text size="sm" mt={4}>
                      {text}
                    </Text>
                  </div>
                </Group>
              ))}
            </Stack>
            <Group mt="md" gap="xs">
              <Badge variant="outline" radius="sm">
                7-point scale
              </Badge>
              <Badge variant="outline" radius="sm">
                Comment and source link
              </Badge>
              <Badge variant="outline" radius="sm">
                Attached file
              </Badge>
            </Group>
          </Paper>
        </div>
      </Container>
    </Box>
  );
}
