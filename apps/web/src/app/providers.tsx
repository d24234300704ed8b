import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { queryClient } from '../lib/query-client';
import { cssVariablesResolver, theme } from './theme';

// Toasts live in a store (lib/notify): the container that shows them can come after the first page.
const Toasts = lazy(() => import('./Toasts'));

/** Theme, data cache and toasts for the whole app (confirmations are ConfirmDialogs where they are needed). */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={null}>
          <Toasts />
        </Suspense>
        {children}
      </QueryClientProvider>
    </MantineProvider>
  );
}
