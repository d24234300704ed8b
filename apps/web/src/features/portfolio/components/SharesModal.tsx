import { Button, Group, Modal, NumberInput, Stack, Text } from '@mantine/core';
import { displayTicker, parseShares, sharesProblem } from '@thesis/domain';
import { useState, type FormEvent } from 'react';
import { isApiError } from '../../../lib/api-error';
import { toast } from '../../../lib/notify';
import { unitsText } from '../format';
import { useSetHolding } from '../queries';

export interface SharesTarget {
  id: string;
  ticker: string;
  name: string;
}

interface SharesModalProps {
  opened: boolean;
  onClose(): void;
  investment: SharesTarget | null;
  /** Units held now (null when the investment is not in the portfolio yet). */
  currentShares: number | null;
  onSaved?(): void;
}

/**
 * "Create investment and create shares" (spec §2 Modals): the number of shares held of one
 * investment. Adds the holding, or replaces its shares when it is held already (set-investment).
 */
export function SharesModal({ opened, onClose, investment, currentShares, onSaved }: SharesModalProps) {
  const [value, setValue] = useState<string | number>(currentShares ?? '');
  const [error, setError] = useState<string | null>(null);
  const [shownFor, setShownFor] = useState<string | null>(null);
  const save = useSetHolding();
  const key = opened && investment ? `${investment.id}:${currentShares ?? ''}` : null;
  if (key !== shownFor) {
    // Opened for another investment (or its shares changed): start from its current shares.
    setShownFor(key);
    setValue(currentShares ?? '');
    setError(null);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!investment) return;
    const problem = sharesProblem(value);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      const answer = await save.mutateAsync({ investmentId: investment.id, shares: parseShares(value)! });
      toast.success(`${displayTicker(investment.ticker)}: ${unitsText(answer.data.shares_count)} shares`, answer.meta.message);
      onSaved?.();
      onClose();
    } catch (failure) {
      if (isApiError(failure) && failure.status === 422) setError(failure.fieldErrors.shares_count?.join(' ') ?? failure.message);
    }
  }

  const held = currentShares !== null;
  return (
    <Modal opened={opened} onClose={onClose} title={held ? 'Edit shares' : 'Add to portfolio'} closeButtonProps={{ 'aria-label': 'Close' }}>
      {investment && (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="md">
            <Text>
              <Text span fw={700} c="thesis.8">
                {displayTicker(investment.ticker)}
              </Text>{' '}
              {investment.name}
            </Text>
            {held && (
              <Text size="sm" c="dimmed">
                You hold {unitsText(currentShares)} shares. Saving replaces that number.
              </Text>
            )}
            <NumberInput
              label="Number of shares"
              description="Units held; fractions are allowed."
              value={value}
              onChange={(next) => {
                setValue(next);
                setError(null);
              }}
              error={error}
              min={0}
              thousandSeparator=","
              decimalScale={6}
              allowNegative={false}
              data-autofocus
              required
            />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={save.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending}>
                {held ? 'Save shares' : 'Add to portfolio'}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
