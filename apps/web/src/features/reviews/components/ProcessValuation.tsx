import { Badge, Group, Text } from '@mantine/core';
import { currencySymbol, upside, type InvestmentProcess } from '@thesis/domain';
import { useUpdateInvestmentProcess } from '../item-mutations';
import { useReviewScope } from '../review-context';
import { CommitNumberInput } from './score/CommitNumberInput';
import { toneOf, upsideText } from './score/tone';

/** The process's own valuation per share and its upside against the last price (spec §3 investment-process extras). */
export function ProcessValuation({ process }: { process: InvestmentProcess }) {
  const { reviewId, readOnly, lastPrice, currency } = useReviewScope();
  const update = useUpdateInvestmentProcess(reviewId);
  const up = process.upside;
  return (
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
          })
        }
      />
      <Badge size="lg" tt="none" mb={4} {...toneOf(up)} data-testid="process-upside">
        Upside {upsideText(up)}
      </Badge>
    </Group>
  );
}
