import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeItem, renderWithClient } from '../testing';
import { ChangeTypeForm } from './ChangeTypeForm';

async function choose(label: string) {
  await userEvent.click(screen.getByRole('combobox', { name: 'New type' }));
  await userEvent.click(await screen.findByRole('option', { name: label }));
}

describe('ChangeTypeForm (change-type mode)', () => {
  const question = makeItem('question', 'Is the event date announced?', { type: 'TickCross' });

  it('cannot apply the current type', () => {
    renderWithClient(<ChangeTypeForm item={question} processId="p" onDone={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(screen.queryByTestId('type-change-warning')).not.toBeInTheDocument();
  });

  it('warns that a change to another family resets the scale', async () => {
    renderWithClient(<ChangeTypeForm item={question} processId="p" onDone={() => undefined} />);
    await choose('Valuation');
    expect(screen.getByTestId('type-change-warning')).toHaveTextContent('The scale will be reset');
    expect(screen.getByTestId('type-change-warning')).toHaveTextContent('loses its grade descriptions');
    expect(screen.getByRole('button', { name: 'Change type and reset scale' })).toBeEnabled();
  });

  it('explains that a change inside the family keeps the scale', async () => {
    renderWithClient(<ChangeTypeForm item={question} processId="p" onDone={() => undefined} />);
    await choose('Flags');
    expect(screen.queryByTestId('type-change-warning')).not.toBeInTheDocument();
    expect(screen.getByTestId('type-change-info')).toHaveTextContent('both qualitative scales');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });
});
