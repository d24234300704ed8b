import { Badge, Group, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { formatPlanPrice, INTERVAL_LABELS, type BillingInterval, type Plan, type PlanId } from '@thesis/domain';
import type { ReactNode } from 'react';

interface PlanGridProps {
  plans: Plan[];
  interval: BillingInterval;
  /** The plan in force for the signed-in user: marked "Your plan". */
  currentPlan?: PlanId;
  /** Shown under the plan's name on the current card, e.g. "Free trial, 12 days left". */
  currentNote?: string;
  /** The call to action of a plan card. */
  action(plan: Plan): ReactNode;
}

/** The highlighted plan when nobody's plan is marked. */
const HIGHLIGHTED: PlanId = 'investor';

function Price({ plan, interval }: { plan: Plan; interval: BillingInterval }) {
  const amount = plan.prices ? plan.prices[interval] : 0;
  const monthlyEquivalent = plan.prices && interval === 'year' ? plan.prices.year / 12 : null;
  return (
    <Stack gap={2}>
      <Group gap={6} align="baseline">
        <Text fz={34} fw={800} lh={1} data-testid={`price-${plan.id}`}>
          {formatPlanPrice(amount)}
        </Text>
        <Text c="gray.8">{plan.id === 'free' ? 'forever' : `per ${INTERVAL_LABELS[interval].noun}`}</Text>
      </Group>
      <Text size="xs" c="gray.8" mih={18}>
        {monthlyEquivalent !== null ? `${formatPlanPrice(Math.round(monthlyEquivalent * 100) / 100)} a month, billed yearly` : plan.id === 'free' ? 'No card needed' : 'Billed monthly'}
      </Text>
    </Stack>
  );
}

/** Free, Investor and Pro Investor side by side (one column on phones), priced for the chosen interval. */
export function PlanGrid({ plans, interval, currentPlan, currentNote, action }: PlanGridProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
      {plans.map((plan) => {
        const current = plan.id === currentPlan;
        const highlighted = currentPlan === undefined && plan.id === HIGHLIGHTED;
        const emphasised = current || highlighted;
        return (
          <Paper
            key={plan.id}
            withBorder
            radius="md"
            p="lg"
            shadow={emphasised ? 'md' : undefined}
            style={emphasised ? { borderColor: 'var(--mantine-color-thesis-8)', borderWidth: 2 } : undefined}
            data-testid={`plan-${plan.id}`}
            aria-labelledby={`plan-${plan.id}-name`}
            component="section"
          >
            <Stack gap="md" h="100%">
              <Stack gap={4}>
                <Group justify="space-between" align="center" wrap="nowrap">
                  <Title order={2} fz="xl" id={`plan-${plan.id}-name`}>
                    {plan.name}
                  </Title>
                  {current ? (
                    <Badge color="green" variant="light">
                      Your plan
                    </Badge>
                  ) : (
                    highlighted && <Badge variant="light">Most popular</Badge>
                  )}
                </Group>
                {current && currentNote && (
                  <Text size="sm" c="green.9" fw={600}>
                    {currentNote}
                  </Text>
                )}
              </Stack>
              {plan.prices !== null || plan.id === 'free' ? <Price plan={plan} interval={interval} /> : null}
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
