import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@thesis/domain';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { processesApi } from '../api';
import { processKeys } from '../keys';
import { makeProcess, renderWithClient, testQueryClient } from '../testing';
import { EditEntityModal } from './EditEntityModal';

const toasts = vi.hoisted(() => ({ error: vi.fn(), warning: vi.fn(), success: vi.fn(), info: vi.fn() }));
vi.mock('../../../lib/notify', () => ({ toast: toasts }));

const processes = [
  makeProcess('Quality', { is_default: true }),
  makeProcess('Growth'),
  makeProcess('Income', { is_active: false }),
];

function setup(process = null as ReturnType<typeof makeProcess> | null) {
  const client = testQueryClient();
  client.setQueryData(processKeys.list(), processes);
  renderWithClient(
    <EditEntityModal opened onClose={() => undefined} process={process} initial={{ entity: 'processes' }} />,
    client,
  );
  const active = () => within(screen.getByTestId('entity-active'));
  const inactive = () => within(screen.getByTestId('entity-inactive'));
  return { active, inactive };
}

describe('EditEntityModal', () => {
  beforeEach(() => vi.clearAllMocks());

  it('queues a move and shows the item in the other column as pending', async () => {
    const { active, inactive } = setup();
    await userEvent.click(active().getByRole('checkbox', { name: 'Growth' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(inactive().getByText('Growth')).toBeInTheDocument();
    expect(inactive().getByText('Pending')).toBeInTheDocument();
    expect(active().queryByText('Growth')).not.toBeInTheDocument();
    expect(screen.getByText('1 change waiting to be applied.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeEnabled();
  });

  it('cancels a move toggled twice: nothing is left to apply', async () => {
    const { active, inactive } = setup();
    await userEvent.click(active().getByRole('checkbox', { name: 'Growth' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await userEvent.click(inactive().getByRole('checkbox', { name: 'Growth' }));
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    expect(active().getByText('Growth')).toBeInTheDocument();
    expect(screen.queryByText('Pending')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  it('keeps the default process active with the spec message', async () => {
    const { active } = setup();
    await userEvent.click(active().getByRole('checkbox', { name: 'Quality' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(toasts.error).toHaveBeenCalledWith(MESSAGES.cannotRemoveDefault);
    expect(active().getByText('Quality')).toBeInTheDocument();
  });

  it('sends the queue in one switch-activity call on Apply', async () => {
    const switchActivity = vi.spyOn(processesApi, 'switchActivity').mockResolvedValue({ data: [] });
    const { active, inactive } = setup();
    await userEvent.click(active().getByRole('checkbox', { name: 'Growth' }));
    await userEvent.click(screen.getByRole('button', { name: 'Deactivate' }));
    await userEvent.click(inactive().getByRole('checkbox', { name: 'Income' }));
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(switchActivity).toHaveBeenCalledWith({
      activate_process_ids: ['Income'],
      deactivate_process_ids: ['Growth'],
    });
    expect(toasts.success).toHaveBeenCalledWith(MESSAGES.changesSuccessful);
  });

  it("warns 'There are no factors in this process' when the process has none", async () => {
    setup(makeProcess('Empty', { factors: [] }));
    await userEvent.click(screen.getByText('Factor'));
    expect(toasts.warning).toHaveBeenCalledWith('There are no factors in this process');
  });
});
