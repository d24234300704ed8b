import { fireEvent, screen } from '@testing-library/react';
import { buildProbabilityMatrix, DECISION_TYPE_THRESHOLDS, type OutcomeKey, type ProbabilityMatrix } from '@thesis/domain';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ProbabilityMatrixTable } from './ProbabilityMatrixTable';

function matrixWith(cells: Partial<Record<OutcomeKey, number>>): ProbabilityMatrix {
  const rows = buildProbabilityMatrix(DECISION_TYPE_THRESHOLDS, Object.fromEntries(Object.entries(cells).map(([key, probability]) => [key, { probability, comment: null }])));
  return { decision_id: 'd1', trade_type: { id: 't1', name: 'Default', ...DECISION_TYPE_THRESHOLDS, timeframe: 'year_2' }, rows, total: 0, complete: false, issue: null, expected_return: null, expected_grade: null };
}

describe('ProbabilityMatrixTable', () => {
  it('shows the expected return and grade live, and the message until the total is 100', () => {
    const onProbability = vi.fn();
    renderWithProviders(<ProbabilityMatrixTable matrix={matrixWith({ good: 50, average: 30 })} onProbability={onProbability} onComment={vi.fn()} />);
    expect(screen.getByTestId('probability-issue')).toHaveTextContent('Probabilities must add up to 100% (now 80%)');
    const belowAverage = screen.getByRole('textbox', { name: /probability of below average/i });
    fireEvent.change(belowAverage, { target: { value: '20' } });
    expect(screen.getByTestId('probability-total')).toHaveTextContent('100%');
    expect(screen.getByTestId('expected-return')).toHaveTextContent('+11.8%');
    expect(screen.getByTestId('expected-grade')).toHaveTextContent('Average');
    expect(screen.queryByTestId('probability-issue')).not.toBeInTheDocument();
    fireEvent.blur(belowAverage);
    expect(onProbability).toHaveBeenCalledWith('below_ave', 20);
  });

  it('is read-only without handlers', () => {
    renderWithProviders(<ProbabilityMatrixTable matrix={matrixWith({ good: 100 })} />);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByTestId('expected-return')).toHaveTextContent('+32.5%');
    expect(screen.queryByTestId('probability-issue')).not.toBeInTheDocument();
  });
});
