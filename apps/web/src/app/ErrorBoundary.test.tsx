import { screen } from '@testing-library/react';
import { MESSAGES } from '@thesis/domain';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ErrorBoundary } from './ErrorBoundary';

function Broken(): never {
  throw new Error('boom');
}

describe('render failure (spec §2)', () => {
  it("shows 'An error has occurred' with a reload button", () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: MESSAGES.renderFailure })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    consoleError.mockRestore();
  });
});
