import { Badge, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { Role } from '@thesis/domain';
import type { ReactNode } from 'react';
import { formatUsd } from '../../lib/format';
import { PLANS, type Plan } from './plans';

interface PlanGridProps {
  /** The signed-in user's role: that plan is marked "Your plan". */
  currentRole?: Role;
  /** The call to action of a plan card. */
  action(plan: Plan): ReactNode;
}

/** The four plans side by side (two columns at tablet width, one on phones). */
export function PlanGrid({ currentRole, action }: PlanGridProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
      {PLANS.map((plan) => {
        const current = plan.role === currentRole;
        return (
          <Paper
            key={plan.role}
            withBorder
            radius="md"
            p="lg"
            shadow={plan.highlighted ? 'md' : undefined}
            style={plan.highlighted ? { borderColor: 'var(--mantine-color-thesis-8)', borderWidth: 2 } : undefined}
            data-testid={`plan-${plan.role}`}
          >
            <Stack gap="md" h="100%">
              <Group justify="space-between" align="center">
                <Title order={2} fz="xl">
                  {plan.name}
                </Title>
                {current ? (
                  <Badge color="green" variant="light">
                    Your plan
                  </Badge>
                ) : (
                  plan.highlighted && <Badge variant="light">Most popular</Badge>
                )}
              </Group>
              <Group gap={4} align="baseline">
                <Text fz={34} fw={800} lh={1}>
                  {formatUsd(plan.priceUsd)}
                </Text>
                <Text c="dimmed">/ month</Text>
              </Group>
              <Text size="sm" c="gray.8">
                {plan.summary}
              </Text>
              <List
                spacing={8}
                size="sm"
                styles={{ itemWrapper: { alignItems: 'flex-start' }, itemLabel: { lineHeight: 1.45 } }}
                icon={
                  <ThemeIcon size={20} radius="xl" color="green" aria-hidden="true">
                    <IconCheck size={13} />
                  </ThemeIcon>
                }
                style={{ flex: 1 }}
              >
                {plan.features.map((feature) => (
                  <List.Item key={feature}>{feature}</List.Item>
                ))}
              </List>
              {action(plan)}
            </Stack>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
