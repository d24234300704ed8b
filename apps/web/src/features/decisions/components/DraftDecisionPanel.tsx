import { ActionIcon, Alert, Button, Group, List, NumberInput, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconGavel, IconPencil } from '@tabler/icons-react';
import {
  DECISION_MESSAGES,
  decisionDraftSchema,
  displayTicker,
  formatLastPrice,
  type Decision,
  type DecisionAction,
  type DecisionInit,
  type ProbabilityMatrix,
  type Review,
  type Timeframe,
  type TradeType,
  TEAM_MESSAGES,
} from '@thesis/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { toast } from '../../../lib/notify';
import { decisionKeys } from '../api';
import { actionLabel } from '../format';
import { useMakeDecision, useSetMatrixCell, useUpdateDraft } from '../queries';
import { ProbabilityMatrixTable } from './ProbabilityMatrixTable';
import { CREATE_NEW, TradeTypeModal } from './TradeTypeModal';

interface DraftDecisionPanelProps {
  review: Review;
  init: DecisionInit | undefined;
  draft: Decision | undefined;
  matrix: ProbabilityMatrix | undefined;
  onMade(decision: Decision): void;
}

const dayOf = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

/** The price typed as the draft takes it: empty is the latest price (null); 0 and below are refused with the domain's message. */
function priceOf(typed: number | string): { price: number | null } | { error: string } {
  if (typed === '') return { price: null };
  const parsed = decisionDraftSchema.shape.price.safeParse(typeof typed === 'number' ? typed : Number(typed));
  return parsed.success ? { price: parsed.data ?? null } : { error: parsed.error.issues[0]?.message ?? DECISION_MESSAGES.priceInvalid };
}

/** How the decision types window was opened: from the draft's "Create new" (a new type becomes the draft's) or to edit the types. */
interface TypesWindow {
  initial: string;
  pickForDraft: boolean;
}

/** The draft decision of a review: action, decision type, timeframe, price, date, the matrix and Make decision. */
export function DraftDecisionPanel({ review, init, draft, matrix, onMade }: DraftDecisionPanelProps) {
  const update = useUpdateDraft(review.id);
  const cell = useSetMatrixCell(review.id);
  const make = useMakeDecision(review.id);
  const client = useQueryClient();
  const [modal, setModal] = useState<TypesWindow | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [price, setPrice] = useState<number | string>(draft?.price ?? '');
  const [priceError, setPriceError] = useState<string | null>(null);
  useEffect(() => setPrice(draft?.price ?? ''), [draft?.price]);
  const [day, setDay] = useState(dayOf(draft?.date ?? null));
  useEffect(() => setDay(dayOf(draft?.date ?? null)), [draft?.date]);

  if (!init || !draft || !matrix) {
    return (
      <Stack gap="sm" aria-busy="true">
        <Skeleton h={60} />
        <Skeleton h={240} />
      </Stack>
    );
  }

  const types = init.trade_types;
  const save = (patch: Parameters<typeof update.mutate>[0]) => update.mutate(patch);
  const timeframe: Timeframe = draft.timeframe ?? draft.trade_type?.timeframe ?? init.default_timeframe;
  const missing = [
    !draft.action ? DECISION_MESSAGES.actionRequired : null,
    !draft.trade_type_id ? DECISION_MESSAGES.tradeTypeRequired : null,
    matrix.issue,
  ].filter((entry): entry is string => entry !== null);

  function chooseType(value: string | null) {
    if (value === CREATE_NEW) return setModal({ initial: CREATE_NEW, pickForDraft: true });
    const type = types.find((entry) => entry.id === value);
    save({ trade_type_id: value, ...(type ? { timeframe: type.timeframe } : {}) });
  }

  /**
   * A type created from the draft's "Create new" becomes the draft's type (the user picked it).
   * Editing a type leaves the draft's type and timeframe alone; when it is the draft's type, the
   * draft and its matrix are read again for the new name and return ranges.
   */
  function typeSaved(type: TradeType, created: boolean) {
    if (created && modal?.pickForDraft) return save({ trade_type_id: type.id, timeframe: type.timeframe });
    if (type.id === draft?.trade_type_id) {
      void client.invalidateQueries({ queryKey: decisionKeys.draft(review.id) });
      void client.invalidateQueries({ queryKey: decisionKeys.matrix(review.id) });
    }
  }

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <Select
          label="Action"
          placeholder="Choose an action"
          data={init.actions}
          value={draft.action}
          onChange={(value) => save({ action: (value as DecisionAction | null) ?? null })}
          withAsterisk
        />
        <Group gap={6} align="flex-end" wrap="nowrap">
          <Select
            style={{ flex: 1 }}
            label="Decision type"
            placeholder={types.length ? 'Choose a decision type' : 'Create your first decision type'}
            data={[...types.map((type) => ({ value: type.id, label: type.name })), { value: CREATE_NEW, label: 'Create new decision type…' }]}
            value={draft.trade_type_id}
            onChange={chooseType}
            withAsterisk
          />
          <Tooltip label="Edit decision types">
            <ActionIcon variant="default" size={36} aria-label="Edit decision types" onClick={() => setModal({ initial: draft.trade_type_id ?? CREATE_NEW, pickForDraft: false })}>
              <IconPencil size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Select
          label="Timeframe"
          data={init.timeframes}
          value={timeframe}
          allowDeselect={false}
          onChange={(value) => value && save({ timeframe: value as Timeframe })}
        />
        <NumberInput
          label="Price at decision"
          description={`Empty: the latest price (${formatLastPrice(review.investment.last_price, review.investment.meta.currency)})`}
          min={0}
          decimalScale={4}
          value={price}
          error={priceError}
          onChange={(value) => {
            setPrice(value);
            setPriceError(null);
          }}
          onBlur={() => {
            const next = priceOf(price);
            if ('error' in next) return setPriceError(next.error);
            if (next.price !== draft.price) save({ price: next.price });
          }}
        />
        <TextInput
          type="date"
          label="Decision date"
          description="Empty: the moment you make it"
          value={day}
          onChange={(event) => setDay(event.currentTarget.value)}
          onBlur={() => {
            if (day !== dayOf(draft.date)) save({ date: day ? `${day}T00:00:00.000Z` : null });
          }}
        />
      </SimpleGrid>

      <ProbabilityMatrixTable
        matrix={matrix}
        onProbability={(key, probability) => cell.mutate({ key, probability })}
        onComment={(key, comment) => cell.mutate({ key, comment })}
      />
      {!matrix.trade_type && (
        <Text size="sm" c="dimmed">
          The return ranges shown are the defaults; choosing a decision type applies its own.
        </Text>
      )}

      <Group justify="space-between" align="flex-start">
        {missing.length > 0 ? (
          <Alert color="gray" variant="light" title="Before you can make the decision" p="xs" maw={560}>
            <List size="sm">
              {missing.map((entry) => (
                <List.Item key={entry}>{entry}</List.Item>
              ))}
            </List>
          </Alert>
        ) : review.abilities.make ? (
          <Text size="sm" c="dimmed" maw={560}>
            Making the decision archives it with the price, date and review scores of this moment. It cannot be changed afterwards.
          </Text>
        ) : (
          <Alert color="blue" variant="light" p="xs" maw={560} data-testid="draft-waits">
            {TEAM_MESSAGES.analystCannotDecide}
          </Alert>
        )}
        {review.abilities.make && (
          <Button leftSection={<IconGavel size={18} />} disabled={missing.length > 0} onClick={() => setConfirming(true)}>
            Make decision
          </Button>
        )}
      </Group>

      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Make this decision?"
        confirmLabel="Make decision"
        onConfirm={async () => {
          const made = await make.mutateAsync();
          toast.success(`${actionLabel(made.action)} decision recorded`);
          onMade(made);
        }}
      >
        <Text size="sm">
          {actionLabel(draft.action)} {displayTicker(review.investment.ticker)} with the decision type “{draft.trade_type?.name}”. The decision is archived with
          its probabilities, the price, the date and the review scores of this moment, and cannot be changed or deleted afterwards — only
          annotated with follow-up notes.
        </Text>
      </ConfirmDialog>

      <TradeTypeModal
        opened={modal !== null}
        onClose={() => setModal(null)}
        types={types}
        initial={modal?.initial ?? CREATE_NEW}
        onSaved={typeSaved}
      />
    </Stack>
  );
}
