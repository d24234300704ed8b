import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { theme } from '../app/theme';

/** Renders inside the Thesis theme, a memory router and a fresh query client (no retries). */
export function renderWithProviders(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'> & { route?: string }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <MantineProvider theme={theme} env="test">
        <QueryClientProvider client={client}>
          <MemoryRouter initialEntries={[options?.route ?? '/']}>{children}</MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>
    );
  }
  return { client, ...render(ui, { wrapper: Wrapper, ...options }) };
}
