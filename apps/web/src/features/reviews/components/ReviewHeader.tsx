import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { formatDate, type Review } from '@thesis/domain';
import { Link } from 'react-router';
import { FiguresFreshness, MarketFigure as Figure } from '../../investments/components/MarketFigures';
import { InvestmentTitle } from '../../investments/components/InvestmentTitle';
import { classificationText, investmentPath, lastPriceText, marketCapText, noPriceText, venueText } from '../../investments/format';
import { MemoDownloadButton } from '../../memo/components/MemoDownloadButton';
import { AddToPortfolioButton } from '../../portfolio/components/AddToPortfolioButton';
import { ShareReviewButton } from '../../sharing/components/ShareReviewButton';
import { useCurrentUser } from '../../auth/session';

/**
 * The review page's header: the company with its price and how fresh it is, and the review's
 * actions. Recipients of a shared review cannot open another user's unlisted company: no link then.
 */
export function ReviewHeader({ review, onAttach }: { review: Review; onAttach?: () => void }) {
  const { investment } = review;
  const { meta } = investment;
  const inTeam = Boolean(useCurrentUser().data?.team);
  const classification = classificationText(investment);
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
              {review.isOwner ? (inTeam ? 'Team review' : 'Your review') : `Shared by ${review.user?.username ?? 'another user'}`}
            </Badge>
          </Group>
          <InvestmentTitle investment={investment} fz={{ base: 22, sm: 28 }} />
          {classification && (
            <Text size="sm" c="dimmed">
              {classification}
            </Text>
          )}
        </Stack>
        <Group gap="xs">
          <AddToPortfolioButton investment={investment} holdable={review.isOwner || investment.type !== 'custom'} />
          <MemoDownloadButton review={review} />
          <ShareReviewButton target={{ reviewId: review.id, investmentId: review.investment_id }} canShare={review.abilities.share} />
          {onAttach && (
            <Button leftSection={<IconPlus size={16} />} onClick={onAttach}>
              Attach processes
            </Button>
          )}
        </Group>
      </Group>
      <Group gap="xl" align="flex-end">
        <Figure compact label="Last price" value={lastPriceText(meta)} testId="last-price" missing={noPriceText(investment)} />
        <Figure compact label="Market cap" value={marketCapText(meta)} testId="market-cap" />
        <Figure compact label="Currency" value={meta.currency || investment.currency} testId="currency" />
        <FiguresFreshness meta={meta} gap={4} />
        <Text size="xs" c="dimmed" ml="auto">
          Review updated {formatDate(review.updated_at)}
        </Text>
      </Group>
    </Stack>
  );
}
