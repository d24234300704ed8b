import { Paper, SimpleGrid } from '@mantine/core';
import { formatDate, type Investment } from '@thesis/domain';
import { issuedSharesText, lastPriceText, marketCapText, noPriceText, venueText } from '../format';
import { FiguresFreshness, MarketFigure as Figure } from './MarketFigures';

function currencyText(investment: Investment): string {
  const local = investment.local_fx ?? investment.currency;
  const reporting = investment.reporting_fx ?? local;
  return reporting === local ? local : `${local} (reports in ${reporting})`;
}

/**
 * The market figures of an investment (spec §3 meta) with how fresh they are. A figure that is not
 * known shows '–': nothing is ever estimated or invented here.
 */
export function KeyFigures({ investment }: { investment: Investment }) {
  const { meta } = investment;
  return (
    <Paper withBorder radius="md" p="lg">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="lg" verticalSpacing="md">
        <Figure label="Last price" value={lastPriceText(meta)} testId="last-price" missing={noPriceText(investment)} />
        <Figure label="Market cap" value={marketCapText(meta)} testId="market-cap" />
        <Figure label="Issued shares" value={issuedSharesText(meta)} />
        <Figure label="Year end" value={formatDate(meta.year_end)} />
        <Figure label="Currency" value={currencyText(investment)} />
        <Figure label="Exchange" value={venueText(investment)} />
      </SimpleGrid>
      <FiguresFreshness meta={meta} gap={6} mt="md" />
    </Paper>
  );
}
