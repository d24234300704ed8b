import { Button, EmptyState, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBuildingBank, IconPlus } from '@tabler/icons-react';
import { PAGE_TITLES } from '@thesis/domain';
import { PageHeader } from '../../components/PageHeader';
import { InvestmentSearch } from '../../features/investments/components/InvestmentSearch';
import { UnlistedCompanyModal } from '../../features/investments/components/UnlistedCompanyModal';
import { useUniverseSize } from '../../features/investments/queries';
import { usePageMeta } from '../../lib/page-meta';
import { UniverseNote } from './UniverseNote';

const COUNT = new Intl.NumberFormat('en-US');

/** /investments: search the universe, create an unlisted company, and what the universe holds. */
export function InvestmentsIndex() {
  usePageMeta(PAGE_TITLES.investments);
  const [creating, create] = useDisclosure(false);
  const size = useUniverseSize();
  return (
    <>
      <PageHeader
        title={PAGE_TITLES.investments}
        description="Find a listed company by ticker or name, or add an unlisted company of your own, then review it against your processes."
        actions={
          <Button leftSection={<IconPlus size={16} aria-hidden="true" />} onClick={create.open}>
            Create unlisted company
          </Button>
        }
      />
      <Stack gap="xl">
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
          <InvestmentSearch size="lg" w="100%" label="Search the investment universe" />
          <Text size="sm" c="dimmed" mt="sm">
            {size.data !== undefined ? `${COUNT.format(size.data)} investments to search. ` : ''}
            Press / on any page to search from the top bar.
          </Text>
        </Paper>
        <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
          <EmptyState icon={<IconBuildingBank size={30} stroke={1.6} aria-hidden="true" />} variant="light" py="md">
            <EmptyState.Title order={2}>No company open yet</EmptyState.Title>
            <EmptyState.Description maw={580}>
              Search for a ticker such as AAPL or BHP, or for part of a company&apos;s name. Each company opens with its
              market figures, its financial tables and your review. The last one you open is remembered in the side
              navigation.
            </EmptyState.Description>
          </EmptyState>
        </Paper>
        <UniverseNote />
      </Stack>
      <UnlistedCompanyModal opened={creating} onClose={create.close} />
    </>
  );
}
