import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import {
  defaultScaleSettings,
  scoreFamily,
  type InvestmentFactor,
  type InvestmentItem,
  type InvestmentProcess,
  type Review,
  type ScoreType,
} from '@thesis/domain';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { theme } from '../../app/theme';
import { makeSummary } from '../investments/testing';
import { reviewKeys } from './api';
import { ReviewScopeProvider } from './review-context';

const stamp = '2026-03-01T10:00:00.000Z';

// jsdom has no FontFaceSet; Mantine's autosizing text areas listen to it.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => undefined, removeEventListener: () => undefined },
  });
}

/** An item of an attached process as the review answers it. */
export function makeReviewItem(id: string, type: ScoreType, overrides: Partial<InvestmentItem> = {}): InvestmentItem {
  const { grade_descriptions, min, max, thresholds } = defaultScaleSettings(type);
  return {
    id,
    kind: 'factor',
    investment_process_id: 'ip1',
    parent_id: null,
    source_id: null,
    name: id,
    description: null,
    group: 'Financial',
    type,
    family: scoreFamily(type),
    grade_descriptions,
    min,
    max,
    metric_key: null,
    thresholds,
    position: 0,
    score: null,
    value: null,
    score_factor: 0,
    relevance: null,
    valuation: null,
    upside: null,
    comment: null,
    url: null,
    url_name: null,
    media: null,
    editor_username: null,
    created_at: stamp,
    updated_at: stamp,
    ...overrides,
  };
}

export function makeReview(factors: InvestmentFactor[], overrides: Partial<Review> = {}): Review {
  const process: InvestmentProcess = {
    id: 'ip1',
    investment_review_id: 'r1',
    process_id: 'p1',
    name: 'Quality Compounder',
    description: null,
    position: 0,
    score: 0,
    relevance: 0,
    valuation: null,
    upside: null,
    comment: null,
    url: null,
    url_name: null,
    media: null,
    editor_username: null,
    ai_status: null,
    ai_processed_at: null,
    created_at: stamp,
    updated_at: stamp,
    factors,
  };
  const investment = makeSummary('aapl', { investment_review_id: 'r1' });
  return {
    id: 'r1',
    investment_id: investment.id,
    isOwner: true,
    summary: null,
    created_at: stamp,
    updated_at: stamp,
    user: { id: 'u1', username: 'ann', avatar: null },
    investment: { ...investment, last_price: investment.meta.last_price },
    permissions: { models: true, notes: true, decisions: true },
    abilities: { update: true, share: true, decide: true, make: true },
    read_only_message: null,
    processes: [process],
    notes: [],
    models: [],
    ...overrides,
  };
}

/** Renders a part of the review page with the review in the query cache, as the page has it. */
export function renderReview(ui: ReactElement, review: Review) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity }, mutations: { retry: false } },
  });
  client.setQueryData(reviewKeys.detail(review.id), review);
  return {
    client,
    ...render(
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={client}>
          <MemoryRouter>
            <ReviewScopeProvider review={review}>{ui}</ReviewScopeProvider>
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    ),
  };
}
