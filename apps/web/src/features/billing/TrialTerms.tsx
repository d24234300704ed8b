import { List, Paper, Text, Title } from '@mantine/core';

export const PRICES_NOTE = 'Prices are in US dollars. Yearly plans are paid once a year.';

/** The free-trial terms shown with the plans. */
export function TrialTerms({ trialDays }: { trialDays: number }) {
  return (
    <Paper withBorder radius="md" p="lg" bg="thesis.0" component="section" aria-labelledby="trial-terms-title">
      <Title order={2} fz="lg" id="trial-terms-title">
        How the free trial works
      </Title>
      <List mt="sm" spacing={6} size="sm">
        <List.Item>Every new account starts with {trialDays} days of the Investor plan, free of charge.</List.Item>
        <List.Item>No card is needed to start, and nothing is charged automatically.</List.Item>
        <List.Item>Thesis reminds you in the app and by e-mail three days before the trial ends.</List.Item>
        <List.Item>When the trial ends your account moves to the Free plan; your processes, reviews and decisions stay with you.</List.Item>
      </List>
      <Text size="xs" c="gray.8" mt="sm">
        {PRICES_NOTE}
      </Text>
    </Paper>
  );
}
