import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { withIds } from '../../lib/id-selection';
import { renderWithProviders } from '../../test/render';
import { SelectAllCheckbox } from './SelectAllCheckbox';

describe('withIds', () => {
  it('adds and removes ids without touching the set it was given', () => {
    const start = new Set(['a']);
    expect([...withIds(start, ['b', 'c'], true)]).toEqual(['a', 'b', 'c']);
    expect([...withIds(start, ['a', 'z'], false)]).toEqual([]);
    expect([...start]).toEqual(['a']);
  });
});

describe('SelectAllCheckbox', () => {
  it('is indeterminate when some rows are selected and selects all rows of its table', () => {
    const onSelect = vi.fn();
    renderWithProviders(<SelectAllCheckbox title="Active screens" ids={['a', 'b']} selected={new Set(['a'])} onSelect={onSelect} />);
    const box = screen.getByRole('checkbox', { name: 'Select all active screens' });
    expect(box).not.toBeChecked();
    expect(box).toHaveAttribute('data-indeterminate', 'true');
    fireEvent.click(box);
    expect(onSelect).toHaveBeenCalledWith(['a', 'b'], true);
  });

  it('is checked when every row is selected and clears them', () => {
    const onSelect = vi.fn();
    renderWithProviders(<SelectAllCheckbox title="Inactive screens" ids={['a']} selected={new Set(['a'])} onSelect={onSelect} />);
    const box = screen.getByRole('checkbox', { name: 'Select all inactive screens' });
    expect(box).toBeChecked();
    fireEvent.click(box);
    expect(onSelect).toHaveBeenCalledWith(['a'], false);
  });
});
