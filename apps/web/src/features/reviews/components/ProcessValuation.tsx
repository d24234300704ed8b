import { Badge, Group, Stack, Text } from '@mantine/core';
import { currencySymbol, upside, valuationNoPriceNotice, type InvestmentProcess } from '@thesis/domain';
import { useUpdateInvestmentProcess } from '../item-mutations';
import { useReviewScope } from '../review-context';
import { CommitNumberInput } from './score/CommitNumberInput';
import { toneOf, upsideText } from './score/tone';

/** The process's own valuation per share and its upside against the last price (spec §3 investment-process extras). */
export function ProcessValuation({ process }: { process: InvestmentProcess }) {
  const { reviewId, readOnly, lastPrice, currency, listed } = useReviewScope();
  const update = useUpdateInvestmentProcess(reviewId);
  const up = process.upside;
  const unpriced = lastPrice === null && process.valuation !== null;
  return (
    <Stack gap={4}>
      <Group gap="xs" align="flex-end">
        <CommitNumberInput
          label="Your valuation per share"
          w={180}
          min={0}
          decimalScale={4}
          leftSection={<Text size="xs">{currencySymbol(currency)}</Text>}
          value={process.valuation}
          readOnly={readOnly}
          onCommit={(valuation) =>
            update.mutate({
              id: process.id,
              changes: { valuation },
              optimistic: { valuation, upside: upside(valuation, lastPrice) },
              ...(lastPrice === null && valuation !== null ? { notice: valuationNoPriceNotice(listed) } : {}),
            })
          }
        />
        <Badge size="lg" tt="none" mb={4} {...toneOf(up)} data-testid="process-upside">
          Upside {upsideText(up)}
        </Badge>
      </Group>
      {unpriced && (
        <Text size="xs" c="orange.9" maw={520} data-testid="valuation-no-price">
          {valuationNoPriceNotice(listed)}
        </Text>
      )}
    </Stack>
  );
}
