import { Anchor, Grid, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { fromInvestment, MESSAGES, PAGE_TITLES, type Investment } from '@thesis/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '../../components/PageLoader';
import { userCan } from '../../features/auth/capabilities';
import { useCurrentUser } from '../../features/auth/session';
import { FinancialsSection } from '../../features/investments/components/FinancialsSection';
import { InvestmentHeader } from '../../features/investments/components/InvestmentHeader';
import { KeyFigures } from '../../features/investments/components/KeyFigures';
import { PriceHistory } from '../../features/investments/components/PriceHistory';
import { ReviewEntry } from '../../features/investments/components/ReviewEntry';
import { AddToPortfolioButton } from '../../features/portfolio/components/AddToPortfolioButton';
import { ShareReviewButton } from '../../features/sharing/components/ShareReviewButton';
import { UnlistedCompanyModal, type EditedCompany } from '../../features/investments/components/UnlistedCompanyModal';
import { tickerText } from '../../features/investments/format';
import { useInvestment } from '../../features/investments/queries';
import { isApiError } from '../../lib/api-error';
import { toast } from '../../lib/notify';
import { usePageMeta } from '../../lib/page-meta';
import { PATHS } from '../../lib/paths';
import { InvestmentUnavailable } from './InvestmentUnavailable';
import { UnstartedReview } from './UnstartedReview';

/** /investments/{id}: header, market figures, description, the review entry, the price and the financials. */
export function InvestmentPage({ id }: { id: string }) {
  const query = useInvestment(id);
  const investment = query.data;
  usePageMeta(investment ? `${tickerText(investment)} · ${investment.name}` : PAGE_TITLES.investments);

  if (query.isPending) return <PageLoader label="Loading the investment" />;
  if (query.isError || !investment) {
    const missing = isApiError(query.error) && (query.error.status === 404 || query.error.status === 403);
    return <InvestmentUnavailable missing={missing} onRetry={() => void query.refetch()} />;
  }
  return <InvestmentView investment={investment} />;
}

function InvestmentView({ investment }: { investment: Investment }) {
  const { data: user } = useCurrentUser();
  const [opened, modal] = useDisclosure(false);
  const [editing, setEditing] = useState<EditedCompany | null>(null);
  // The server's ability is the authority; the role check keeps the free role's calls out even if
  // an older answer is cached (spec §4: the free role skips loading financials).
  const financials = investment.abilities.view_financials && (user === undefined || userCan(user, 'financials.read'));
  const about = investment.description !== null || investment.abilities.update;
  // Before the review exists its summary, notes, models and share are here; the first of them creates it (spec §4).
  const unstarted = investment.investment_review_id === null && userCan(user, 'reviews.edit');

  function edit() {
    try {
      setEditing({ id: investment.id, initial: fromInvestment(investment) });
      modal.open();
    } catch {
      toast.error(MESSAGES.tickerUndefined);
    }
  }

  return (
    <>
      <Anchor
        component={Link}
        to={PATHS.investments}
        size="sm"
        mb="sm"
        display="inline-flex"
        style={{ alignItems: 'center', gap: 4 }}
      >
        <IconArrowLeft size={14} aria-hidden="true" />
        Back to search
      </Anchor>
      <InvestmentHeader
        investment={investment}
        onEdit={investment.abilities.update ? edit : undefined}
        actions={
          <>
            <AddToPortfolioButton investment={investment} />
            {unstarted && <ShareReviewButton target={{ reviewId: null, investmentId: investment.id }} canShare />}
          </>
        }
      />
      <Stack gap="xl">
        <KeyFigures investment={investment} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: about ? 7 : 12 }}>
            <ReviewEntry investment={investment} />
          </Grid.Col>
          {about && (
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <Paper withBorder radius="md" p="lg" h="100%" component="section" aria-labelledby="about-heading">
                <Title order={2} fz="xl" id="about-heading" mb="xs">
                  About
                </Title>
                <Text size="sm" c={investment.description ? undefined : 'dimmed'} style={{ whiteSpace: 'pre-line' }}>
                  {investment.description ?? 'No description yet. Add one with Edit.'}
                </Text>
              </Paper>
            </Grid.Col>
          )}
        </Grid>
        {unstarted && <UnstartedReview investment={investment} />}
        <PriceHistory investment={investment} />
        <FinancialsSection investment={investment} allowed={financials} />
      </Stack>
      <UnlistedCompanyModal opened={opened} onClose={modal.close} editing={editing} />
    </>
  );
}
