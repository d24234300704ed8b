import { Button, Group, Modal, NumberInput, Select, Stack, Text, Textarea } from '@mantine/core';
import {
  gradeLabel,
  gradesOf,
  isQualitativeType,
  RELEVANCE_LABELS,
  RELEVANCE_VALUES,
  REVIEW_COMMENT_MAX,
  SCALE_LABELS,
  type AcceptSuggestion,
  type AiSuggestion,
  type InvestmentItem,
  type Relevance,
  type ScaleValue,
} from '@thesis/domain';
import { useState } from 'react';
import { formatScaleValue } from '../../../processes/labels';

interface Props {
  item: InvestmentItem;
  suggestion: AiSuggestion;
  onClose(): void;
  onAccept(edits: AcceptSuggestion): Promise<unknown>;
}

/** Edit a suggestion before accepting it: the grade, the number (numeric items), the relevance and the comment. */
export function SuggestionEditModal({ item, suggestion, onClose, onAccept }: Props) {
  const [score, setScore] = useState<ScaleValue | null>(suggestion.score);
  const [value, setValue] = useState<number | null>(suggestion.value);
  const [relevance, setRelevance] = useState<Relevance | null>(suggestion.relevance ?? item.relevance);
  // What the item's comment will be: the reviewer's own, with the suggestion's under it (as accepting would write).
  const [comment, setComment] = useState([item.comment?.trim(), suggestion.comment].filter(Boolean).join('\n\n'));
  const [saving, setSaving] = useState(false);
  const numeric = !isQualitativeType(item.type) && item.type !== 'Valuation';
  const range = item.min !== null && item.max !== null ? `${formatScaleValue(item.type, item.min)} to ${formatScaleValue(item.type, item.max)}` : null;

  const submit = () => {
    setSaving(true);
    // An empty grade, value or relevance leaves the item's own as it is; the comment is written as shown.
    const edits: AcceptSuggestion = {
      comment: comment.trim() ? comment.trim() : null,
      ...(score !== null ? { score } : {}),
      ...(relevance !== null ? { relevance } : {}),
      ...(numeric && value !== null ? { value } : {}),
    };
    void onAccept(edits)
      .catch(() => undefined)
      .finally(() => setSaving(false));
  };

  return (
    <Modal opened onClose={onClose} title={`Edit the suggestion for “${item.name}”`} size={520} closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Change what you disagree with; accepting writes it into the item as your own edit.
        </Text>
        {numeric && (
          <NumberInput label="Value" description={range ? `From ${range}` : undefined} value={value ?? ''} decimalScale={4} min={item.min ?? undefined} max={item.max ?? undefined} onChange={(next) => setValue(typeof next === 'number' ? next : null)} />
        )}
        <Select
          label="Grade"
          placeholder="Keep the item's grade"
          clearable
          data={[...gradesOf(item.type), 'n_a' as const].map((grade) => ({ value: grade, label: grade === 'n_a' ? SCALE_LABELS.n_a : gradeLabel(item.type, grade) }))}
          value={score}
          onChange={(next) => setScore((next as ScaleValue | null) ?? null)}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label="Relevance"
          placeholder="Keep the item's relevance"
          clearable
          data={RELEVANCE_VALUES.map((entry) => ({ value: entry, label: RELEVANCE_LABELS[entry] }))}
          value={relevance}
          onChange={(next) => setRelevance((next as Relevance | null) ?? null)}
          comboboxProps={{ withinPortal: true }}
        />
        <Textarea label="Comment written into the item" autosize minRows={2} maxRows={8} maxLength={REVIEW_COMMENT_MAX} value={comment} onChange={(event) => setComment(event.currentTarget.value)} />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="violet" loading={saving} onClick={submit}>
            Accept edited
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
