import { Alert, Badge, Button, Collapse, Group, Loader, Switch } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal, IconDownload, IconFileImport, IconPlayerPlay, IconPlus } from '@tabler/icons-react';
import { displayTicker, PAGE_TITLES, type PortfolioInvestment } from '@thesis/domain';
import { useState } from 'react';
import { ConfirmDialog, useRetained } from '../../components/ConfirmDialog';
import { PageHeader } from '../../components/PageHeader';
import { portfolioApi } from '../../features/portfolio/api';
import { HoldingSharesModal } from '../../features/portfolio/components/HoldingSharesModal';
import { HoldingsTable } from '../../features/portfolio/components/HoldingsTable';
import { removeHoldingText } from '../../features/portfolio/holding-removal';
import { PickInvestmentModal } from '../../features/portfolio/components/PickInvestmentModal';
import { PortfolioFilters } from '../../features/portfolio/components/PortfolioFilters';
import { PortfolioBreakdown } from '../../features/portfolio/components/PortfolioBreakdown';
import { PortfolioSummary } from '../../features/portfolio/components/PortfolioSummary';
import type { SharesTarget } from '../../features/portfolio/components/SharesModal';
import { saveFile } from '../../lib/save-file';
import { ImportWizard } from '../../features/portfolio/import/ImportWizard';
import { usePortfolio, useRemoveHolding, useRunPortfolio } from '../../features/portfolio/queries';
import { usePortfolioView } from '../../features/portfolio/use-portfolio-view';
import { usePageMeta } from '../../lib/page-meta';
import { toast } from '../../lib/notify';
import { PortfolioEmpty } from './PortfolioEmpty';

/** /portfolio: holdings with value, weight and review scores; filters and sort mirrored in the address. */
export default function PortfolioPage() {
  usePageMeta(PAGE_TITLES.portfolio);
  const { view, query, applyFilters, setSort, reset } = usePortfolioView();
  const { data, isPending, isError, refetch, isFetching } = usePortfolio(query);
  const [companyInfo, setCompanyInfo] = useState(true);
  const [fundamentals, setFundamentals] = useState(false);
  const [filtersOpen, setFiltersOpen] = useState(() => view.filters.length > 0);
  const [picking, pick] = useDisclosure(false);
  const [importing, importer] = useDisclosure(false);
  const [shares, setShares] = useState<SharesTarget | null>(null);
  const [removing, setRemoving] = useState<PortfolioInvestment | null>(null);
  const shownRemoving = useRetained(removing);
  const [exporting, setExporting] = useState(false);
  const remove = useRemoveHolding();
  const run = useRunPortfolio();

  async function exportCsv() {
    setExporting(true);
    try {
      const file = await portfolioApi.exportCsv(query);
      saveFile(file.blob, file.fileName ?? `portfolio-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch {
      // The API client showed why.
    } finally {
      setExporting(false);
    }
  }

  const portfolio = data?.data;
  const empty = portfolio !== undefined && portfolio.aggregations.portfolio.count === 0;
  const filtered = view.filters.length > 0;

  return (
    <>
      <PageHeader
        title={PAGE_TITLES.portfolio}
        description="What you hold, what it is worth and how each holding scores on your processes."
        actions={
          <>
            <Button variant="default" leftSection={<IconFileImport size={16} aria-hidden="true" />} onClick={importer.open}>
              Import CSV
            </Button>
            <Button variant="default" leftSection={<IconDownload size={16} aria-hidden="true" />} onClick={() => void exportCsv()} loading={exporting} disabled={!portfolio || portfolio.investments.length === 0}>
              Export CSV
            </Button>
            <Button variant="default" leftSection={<IconPlayerPlay size={16} aria-hidden="true" />} onClick={() => run.mutate(query, { onSuccess: () => toast.success('Values, weights and scores recomputed from the latest prices.', 'Portfolio run') })} loading={run.isPending} disabled={empty}>
              Run
            </Button>
            <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={pick.open}>
              Add holding
            </Button>
          </>
        }
      />
      {isError && !portfolio && (
        <Alert color="red" title="The portfolio could not be loaded" mb="md">
          <Button size="xs" variant="white" onClick={() => void refetch()}>
            Try again
          </Button>
        </Alert>
      )}
      {isPending && (
        <Group justify="center" py="xl">
          <Loader aria-label="Loading the portfolio" />
        </Group>
      )}
      {empty && <PortfolioEmpty onAdd={pick.open} onImport={importer.open} />}
      {portfolio && !empty && (
        <>
          <PortfolioSummary aggregations={portfolio.aggregations} filtered={filtered} />
          <PortfolioBreakdown aggregations={portfolio.aggregations} />
          <Group justify="space-between" mb="xs">
            <Group gap="md">
              <Button
                variant={filtersOpen ? 'light' : 'default'}
                size="sm"
                leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden="true" />}
                rightSection={filtered ? <Badge size="sm" circle>{view.filters.length}</Badge> : undefined}
                onClick={() => setFiltersOpen((open) => !open)}
                aria-expanded={filtersOpen}
                aria-controls="portfolio-filters"
              >
                Filters
              </Button>
              <Switch label="Company info (sector, last price, market cap)" checked={companyInfo} onChange={(event) => setCompanyInfo(event.currentTarget.checked)} />
              <Switch label="Fundamentals (P/E, dividend yield, ROE, debt, growth)" checked={fundamentals} onChange={(event) => setFundamentals(event.currentTarget.checked)} />
            </Group>
            {isFetching && <Loader size="xs" aria-label="Refreshing" />}
          </Group>
          <Collapse expanded={filtersOpen} id="portfolio-filters">
            <PortfolioFilters filters={view.filters} portfolio={portfolio} onApply={applyFilters} onReset={reset} />
          </Collapse>
          {portfolio.investments.length === 0 ? (
            <Alert color="gray" title="No holdings match these filters">
              <Button size="xs" variant="default" onClick={reset} mt="xs">
                Reset filters
              </Button>
            </Alert>
          ) : (
            <HoldingsTable
              portfolio={portfolio}
              sort={view.sort}
              onSort={setSort}
              companyInfo={companyInfo}
              fundamentals={fundamentals}
              onEdit={(holding) => setShares({ id: holding.investment_id, ticker: holding.investment.ticker, name: holding.investment.name })}
              onRemove={setRemoving}
            />
          )}
        </>
      )}
      <PickInvestmentModal opened={picking} onClose={pick.close} onPick={setShares} />
      <HoldingSharesModal investment={shares} onClose={() => setShares(null)} />
      <ImportWizard opened={importing} onClose={importer.close} />
      <ConfirmDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remove this holding?"
        confirmLabel="Remove"
        color="red"
        onConfirm={async () => {
          if (!removing) return;
          await remove.mutateAsync(removing.id);
          toast.success(`${displayTicker(removing.investment.ticker)} was removed from your portfolio.`);
        }}
      >
        {shownRemoving ? removeHoldingText(shownRemoving) : ''}
      </ConfirmDialog>
    </>
  );
}
