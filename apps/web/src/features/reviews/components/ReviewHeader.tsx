import { Anchor, Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconClock, IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { formatDate, NOT_AVAILABLE, type Review } from '@thesis/domain';
import { Link } from 'react-router';
import {
  hasMarketFigures,
  investmentPath,
  lastPriceText,
  marketCapText,
  tickerText,
  venueText,
} from '../../investments/format';
import { MemoDownloadButton } from '../../memo/components/MemoDownloadButton';
import { AddToPortfolioButton } from '../../portfolio/components/AddToPortfolioButton';
import { ShareReviewButton } from '../../sharing/components/ShareReviewButton';

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  const missing = value === NOT_AVAILABLE || value === '';
  return (
    <Stack gap={0}>
      <Text size="10px" c="dimmed" fw={700} tt="uppercase" style={{ letterSpacing: 0.5 }}>
        {label}
      </Text>
      <Text
        fw={600}
        c={missing ? 'dimmed' : undefined}
        style={{ fontVariantNumeric: 'tabular-nums' }}
        data-testid={testId}
      >
        {missing ? NOT_AVAILABLE : value}
      </Text>
    </Stack>
  );
}

/**
 * The review page's header: the company with its price and how fresh it is, and the review's
 * actions. Recipients of a shared review cannot open another user's unlisted company: no link then.
 */
export function ReviewHeader({ review, onAttach }: { review: Review; onAttach?: () => void }) {
  const { investment } = review;
  const { meta } = investment;
  const updated = formatDate(meta.updated_at);
  const fresh = hasMarketFigures(meta) && updated;
  const classification = [...new Set([investment.sector_l1, investment.sector_l3].filter(Boolean))].join(' · ');
  return (
    <Stack gap="sm" mb="md">
      {(review.isOwner || investment.type !== 'custom') && (
        <Anchor
          component={Link}
          to={investmentPath(investment.id)}
          size="sm"
          display="inline-flex"
          style={{ alignItems: 'center', gap: 4, alignSelf: 'flex-start' }}
        >
          <IconArrowLeft size={14} aria-hidden="true" />
          Company page
        </Anchor>
      )}
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap={6}>
            <Badge color={investment.type === 'custom' ? 'orange' : 'gray'} variant="light" radius="sm">
              {venueText(investment)}
            </Badge>
            <Badge variant="outline" color="gray" radius="sm" tt="none">
              {review.isOwner ? 'Your review' : `Shared by ${review.user?.username ?? 'another user'}`}
            </Badge>
          </Group>
          <Title order={1} fz={{ base: 22, sm: 28 }} lh={1.2}>
            <Text span inherit c="thesis.8">
              {tickerText(investment)}
            </Text>
            {'\u2002'}
            {investment.name}
          </Title>
          {classification && (
            <Text size="sm" c="dimmed">
              {classification}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          <AddToPortfolioButton investment={investment} />
          <MemoDownloadButton review={review} />
          <ShareReviewButton review={review} />
          {onAttach && (
            <Button leftSection={<IconPlus size={16} />} onClick={onAttach}>
              Attach processes
            </Button>
          )}
        </Group>
      </Group>
      <Group gap="xl" align="flex-end">
        <Figure label="Last price" value={lastPriceText(meta)} testId="last-price" />
        <Figure label="Market cap" value={marketCapText(meta)} testId="market-cap" />
        <Figure label="Currency" value={meta.currency || investment.currency} testId="currency" />
        <Group gap={4} c="dimmed" wrap="nowrap" data-testid="figures-freshness">
          {fresh ? <IconClock size={14} aria-hidden="true" /> : <IconInfoCircle size={14} aria-hidden="true" />}
          <Text size="xs">{fresh ? `Figures as of ${updated}` : 'No market figures available'}</Text>
        </Group>
        <Text size="xs" c="dimmed" ml="auto">
          Review updated {formatDate(review.updated_at)}
        </Text>
      </Group>
    </Stack>
  );
}
