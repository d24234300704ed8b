import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api-error';

/** One query client. The API client already shows failures, so queries do not retry 4xx answers. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      retry: (failureCount, error) => !(isApiError(error) && error.status > 0) && failureCount < 1,
    },
    mutations: { retry: false },
  },
});
