import { Text, Title, type StyleProp } from '@mantine/core';
import type { InvestmentSummary } from '@thesis/domain';
import { tickerText } from '../format';

/** The page's h1: the ticker in the brand colour, then the company name. */
export function InvestmentTitle({
  investment,
  fz,
}: {
  investment: Pick<InvestmentSummary, 'ticker' | 'name'>;
  fz: StyleProp<number>;
}) {
  return (
    <Title order={1} fz={fz} lh={1.2}>
      <Text span inherit c="thesis.8">
        {tickerText(investment)}
      </Text>
      {'\u2002'}
      {investment.name}
    </Title>
  );
}
