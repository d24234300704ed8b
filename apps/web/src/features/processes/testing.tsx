import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import {
  defaultScaleSettings,
  scoreFamily,
  type Item,
  type ItemKind,
  type Process,
  type ScoreType,
} from '@thesis/domain';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { theme } from '../../app/theme';

const abilities = { update: true, delete: true, replicate: true };
const stamp = '2026-03-01T10:00:00.000Z';

/** An item as the API answers it, for component tests. */
export function makeItem(kind: ItemKind, id: string, overrides: Partial<Item> = {}): Item {
  const type: ScoreType = overrides.type ?? 'Qualitative5pt';
  return {
    id,
    kind,
    name: id,
    description: null,
    group: 'Financial',
    type,
    family: scoreFamily(type),
    ...defaultScaleSettings(type),
    metric_key: null,
    relevance: null,
    url: null,
    url_name: null,
    media: null,
    is_active: true,
    is_template: false,
    position: 0,
    source_id: null,
    user: null,
    abilities,
    updated_at: stamp,
    created_at: stamp,
    ...overrides,
  };
}

/** A process as the API answers it, for component tests. */
export function makeProcess(id: string, overrides: Partial<Process> = {}): Process {
  return {
    id,
    name: id,
    description: null,
    is_default: false,
    is_active: true,
    is_template: false,
    position: 0,
    investment_count: 0,
    source_id: null,
    user: { id: 'user-1', username: 'ada', avatar: null },
    abilities,
    updated_at: stamp,
    created_at: stamp,
    ...overrides,
  };
}

/** A query client that never refetches what a test put in its cache. */
export function testQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: Infinity, retry: false }, mutations: { retry: false } },
  });
}

/** Renders inside the theme, a memory router and the given query client. */
export function renderWithClient(ui: ReactElement, client = testQueryClient()) {
  return {
    client,
    ...render(
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={client}>
          <MemoryRouter>{ui}</MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    ),
  };
}
