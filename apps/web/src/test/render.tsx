import { MantineProvider } from '@mantine/core';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { theme } from '../app/theme';

function Wrapper({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} env="test">
      <MemoryRouter>{children}</MemoryRouter>
    </MantineProvider>
  );
}

/** Renders inside the Thesis theme and a memory router. */
export function renderWithProviders(ui: ReactElement, options?: Omit<RenderOptions, 'wrapper'>) {
  return render(ui, { wrapper: Wrapper, ...options });
}
