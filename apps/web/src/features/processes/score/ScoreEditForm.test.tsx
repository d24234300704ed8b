import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/notify';
import { itemsApi } from '../api';
import { makeItem, renderWithClient } from '../testing';
import { ScaleDetails } from '../tree/ScaleDetails';
import { ScoreEditForm } from './ScoreEditForm';

const bandsOf = () => within(screen.getByTestId('grade-bands')).getAllByRole('listitem').map((row) => row.textContent);

describe('one grading rule on every scale screen (issue #18 items 10 and 17)', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('labels a valuation threshold "up to", and says what each grade takes exactly as it is graded', () => {
    renderWithClient(<ScoreEditForm item={makeItem('factor', 'Fair value', { type: 'Valuation' })} processId="p" onDone={() => undefined} />);
    expect(screen.getByRole('textbox', { name: 'Very poor up to' })).toHaveValue('-50 %');
    expect(screen.getByRole('textbox', { name: 'Excellent: top of the scale' })).toHaveValue('200 %');
    expect(screen.queryByText(/from$/)).not.toBeInTheDocument();
    expect(bandsOf()).toEqual([
      'Excellentabove 100 %',
      'Very goodabove 50 % up to 100 %',
      'Goodabove 25 % up to 50 %',
      'Averageabove −20 % up to 25 %',
      'Below averageabove −33 % up to −20 %',
      'Poorabove −50 % up to −33 %',
      'Very poor−50 % or lower',
    ]);
  });

  it('shows the same limits on the item card', () => {
    renderWithClient(<ScaleDetails item={makeItem('factor', 'Fair value', { type: 'Valuation' })} />);
    const card = within(screen.getByTestId('scale-details'));
    expect(card.getByText('Very poor').nextSibling).toHaveTextContent('≤ −50 %');
    expect(card.getByText('Poor').nextSibling).toHaveTextContent('≤ −33 %');
    expect(card.getByText('Excellent').nextSibling).toHaveTextContent('> 100 %');
  });

  it('lets a quantitative item grade from its number, lower being better, and sends the thresholds', async () => {
    vi.spyOn(toast, 'success').mockImplementation(() => undefined);
    const update = vi.spyOn(itemsApi, 'update').mockImplementation(async (kind, id) => ({ data: makeItem(kind, id), meta: { message: 'The changes were successful', type_change: null } }));
    const done = vi.fn();
    renderWithClient(<ScoreEditForm item={makeItem('factor', 'Leverage', { type: 'number', min: 0, max: 70 })} processId="p" onDone={done} />);
    expect(screen.queryByTestId('grade-bands')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('switch', { name: /Grade from the number/ }));
    expect(screen.getByRole('textbox', { name: 'Very poor up to' })).toHaveValue('10');
    await userEvent.click(screen.getByRole('radio', { name: 'Lower is better' }));
    expect(screen.getByRole('textbox', { name: 'Very poor from' })).toHaveValue('70');
    expect(bandsOf()[0]).toBe('Excellentunder 20');
    expect(bandsOf()[6]).toBe('Very poor70 or more');

    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(done).toHaveBeenCalled());
    expect(update).toHaveBeenCalledWith('factor', 'Leverage', {
      min: 0,
      max: 70,
      thresholds: { excellent: 10, v_good: 20, good: 30, average: 40, below_average: 50, poor: 60, v_poor: 70 },
      metric_key: null,
    }, { form: true });
  });
});
