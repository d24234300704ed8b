import { Alert, Badge, Group, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { displayTicker, type ImportPreview, type OnExisting } from '@thesis/domain';
import { unitsText } from '../format';

const STATUS: Record<'unmatched' | 'ambiguous' | 'invalid', { label: string; color: string }> = {
  unmatched: { label: 'Unmatched', color: 'orange' },
  ambiguous: { label: 'Ambiguous', color: 'yellow' },
  invalid: { label: 'Invalid', color: 'red' },
};

interface ImportPreviewStepProps {
  preview: ImportPreview;
  onExisting: OnExisting;
  onExistingChange(value: OnExisting): void;
}

/** What the import would write, the rows it leaves out and why, and what to do with holdings you already have. */
export function ImportPreviewStep({ preview, onExisting, onExistingChange }: ImportPreviewStepProps) {
  const { summary } = preview;
  const problems = preview.rows.filter((row) => row.status !== 'matched');
  return (
    <Stack gap="md">
      <Group gap="xs">
        <Badge color="green" variant="light">{summary.matched} matched rows</Badge>
        <Badge color="thesis" variant="light">{summary.new_holdings} new holdings</Badge>
        <Badge color="grape" variant="light">{summary.existing_holdings} already held</Badge>
        {summary.unmatched > 0 && <Badge color="orange" variant="light">{summary.unmatched} unmatched</Badge>}
        {summary.ambiguous > 0 && <Badge color="yellow" variant="light">{summary.ambiguous} ambiguous</Badge>}
        {summary.invalid > 0 && <Badge color="red" variant="light">{summary.invalid} invalid</Badge>}
      </Group>
      {summary.existing_holdings > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600} id="on-existing-label">
            {summary.existing_holdings === 1 ? 'One holding is already in your portfolio.' : `${summary.existing_holdings} holdings are already in your portfolio.`} For those:
          </Text>
          <SegmentedControl
            aria-labelledby="on-existing-label"
            value={onExisting}
            onChange={(value) => onExistingChange(value as OnExisting)}
            data={[
              { value: 'replace', label: 'Replace my units' },
              { value: 'add', label: 'Add to my units' },
              { value: 'skip', label: 'Keep mine' },
            ]}
          />
        </Stack>
      )}
      {preview.holdings.length > 0 ? (
        <Table.ScrollContainer minWidth={480} mah={280}>
          <Table striped verticalSpacing={6} aria-label="Holdings to import">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Ticker</Table.Th>
                <Table.Th>Company</Table.Th>
                <Table.Th ta="right">Units</Table.Th>
                <Table.Th>In portfolio</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {preview.holdings.map((holding) => (
                <Table.Tr key={holding.investment.id}>
                  <Table.Td fw={700}>{displayTicker(holding.investment.ticker)}</Table.Td>
                  <Table.Td>
                    {holding.investment.name}
                    {holding.rows.length > 1 && <Text fz="xs" c="dimmed">rows {holding.rows.join(', ')} added up</Text>}
                  </Table.Td>
                  <Table.Td ta="right">{unitsText(holding.shares_count)}</Table.Td>
                  <Table.Td>{holding.existing_shares_count === null ? <Badge variant="light">New</Badge> : <Badge color="grape" variant="light">Holds {unitsText(holding.existing_shares_count)}</Badge>}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden="true" />} title="Nothing to import">
          No row of the file matched a company you can hold. Check the columns you chose.
        </Alert>
      )}
      {problems.length > 0 && (
        <Stack gap={4}>
          <Text size="sm" fw={600}>
            Rows left out
          </Text>
          <Table.ScrollContainer minWidth={480} mah={200}>
            <Table verticalSpacing={4} aria-label="Rows left out">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Row</Table.Th>
                  <Table.Th>Ticker</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Why</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {problems.map((row) => {
                  const status = STATUS[row.status as keyof typeof STATUS];
                  return (
                    <Table.Tr key={row.row}>
                      <Table.Td>{row.row}</Table.Td>
                      <Table.Td>{row.ticker ?? '–'}</Table.Td>
                      <Table.Td><Badge color={status.color} variant="light">{status.label}</Badge></Table.Td>
                      <Table.Td fz="sm">{row.message}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Stack>
  );
}
