import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import type { Investment } from '@thesis/domain';
import type { ReactNode } from 'react';
import { classificationText } from '../format';
import { InvestmentTitle } from './InvestmentTitle';

/** Ticker, name, type and exchange badges, sector and industry, and Edit for the owner of an unlisted company. */
export function InvestmentHeader({
  investment,
  onEdit,
  actions,
}: {
  investment: Investment;
  onEdit?: () => void;
  actions?: ReactNode;
}) {
  const custom = investment.type === 'custom';
  const classification = classificationText(investment);
  return (
    <Group justify="space-between" align="flex-start" gap="md" mb="lg" wrap="nowrap">
      <Stack gap={6} style={{ minWidth: 0 }}>
        <Group gap={6}>
          {custom ? (
            <Badge color="orange" variant="light" radius="sm">
              Custom
            </Badge>
          ) : (
            <Badge color="gray" variant="light" radius="sm">
              {investment.exchange ?? 'Listed'}
            </Badge>
          )}
          {investment.is_etf && (
            <Badge color="gray" variant="outline" radius="sm">
              ETF
            </Badge>
          )}
        </Group>
        <InvestmentTitle investment={investment} fz={{ base: 24, sm: 30 }} />
        <Text c={classification ? undefined : 'dimmed'} size="sm">
          {classification || 'Sector and industry not classified'}
        </Text>
      </Stack>
      <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
        {actions}
        {onEdit && (
          <Button
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden="true" />}
            onClick={onEdit}
            style={{ flexShrink: 0 }}
          >
            Edit
          </Button>
        )}
      </Group>
    </Group>
  );
}
