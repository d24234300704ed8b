import { List, Paper, Text, Title } from '@mantine/core';
import { TRIAL_DAYS } from '@thesis/domain';

/** The free-trial terms shown with the plans. */
export function TrialTerms() {
  return (
    <Paper withBorder radius="md" p="lg" bg="thesis.0">
      <Title order={2} fz="lg">
        How the free trial works
      </Title>
      <List mt="sm" spacing={6} size="sm">
        <List.Item>Every new account starts with {TRIAL_DAYS} days of the Investor plan, free of charge.</List.Item>
        <List.Item>No card is needed to start, and nothing is charged automatically.</List.Item>
        <List.Item>Thesis reminds you in the app as the end of your trial gets close.</List.Item>
        <List.Item>When the trial ends your account moves to the Free plan; your processes and reviews stay with you.</List.Item>
      </List>
      <Text size="xs" c="dimmed" mt="sm">
        Prices are in US dollars per month.
      </Text>
    </Paper>
  );
}
