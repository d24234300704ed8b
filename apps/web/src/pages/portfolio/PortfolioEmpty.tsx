import { Button, EmptyState, Paper } from '@mantine/core';
import { IconBriefcase, IconFileImport, IconPlus, IconSearch } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PATHS } from '../../lib/paths';

/** No holdings yet: where to find companies, or how to bring a broker's list in. */
export function PortfolioEmpty({ onAdd, onImport }: { onAdd(): void; onImport(): void }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
      <EmptyState icon={<IconBriefcase size={30} stroke={1.6} aria-hidden="true" />} variant="light" py="lg">
        <EmptyState.Title order={2}>Your portfolio is empty</EmptyState.Title>
        <EmptyState.Description maw={560}>
          Add the companies you hold with their number of shares, or import your broker's CSV export. Each holding shows its value, its weight and its scores on your processes.
        </EmptyState.Description>
        <EmptyState.Actions>
          <Button component={Link} to={PATHS.investments} variant="default" leftSection={<IconSearch size={16} aria-hidden="true" />}>
            Find companies
          </Button>
          <Button variant="default" leftSection={<IconFileImport size={16} aria-hidden="true" />} onClick={onImport}>
            Import CSV
          </Button>
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={onAdd}>
            Add holding
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}
