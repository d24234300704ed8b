import { Paper, Select, Stack, Text, Title } from '@mantine/core';
import { CURRENCIES, currencySymbol, CURRENCY_NAMES, type Currency, type User } from '@thesis/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/notify';
import { portfolioKeys } from '../portfolio/api';
import { joinedMessage } from '../reviews/item-mutations';
import { screenKeys } from '../screens/api';
import { profileApi, useProfileCache } from './api';

const OPTIONS = CURRENCIES.map((currency) => ({ value: currency, label: `${currency} · ${CURRENCY_NAMES[currency]} (${currencySymbol(currency)})` }));

/**
 * The reporting currency (issue 19 item 4): portfolio values, totals and weights and screen
 * aggregations are converted into it at the monthly rate of each price's month.
 */
export function ReportingCurrencyCard({ user }: { user: User }) {
  const setProfile = useProfileCache();
  const client = useQueryClient();
  const save = useMutation({
    mutationFn: async (currency: Currency) => (await profileApi.update(user.id, { reporting_currency: currency })).data,
    onSuccess: (data) => {
      setProfile(data);
      void client.invalidateQueries({ queryKey: portfolioKeys.all });
      void client.invalidateQueries({ queryKey: screenKeys.all });
      toast.success(`Totals are now shown in ${data.reporting_currency}.`);
    },
    onError: (error) => toast.error(joinedMessage(error)),
  });
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Reporting currency
        </Title>
        <Select
          label="Show totals in"
          data={OPTIONS}
          value={save.isPending && save.variables ? save.variables : user.reporting_currency}
          allowDeselect={false}
          disabled={save.isPending}
          onChange={(value) => value && value !== user.reporting_currency && save.mutate(value as Currency)}
          data-testid="reporting-currency"
        />
        <Text size="xs" c="dimmed">
          Portfolio values, totals and weights and the market caps of screen results are converted into this currency at the monthly
          exchange rate of each price's month; hover a converted figure to see its original amount, the rate and the month.
        </Text>
      </Stack>
    </Paper>
  );
}
