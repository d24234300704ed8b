import { Badge, Group, Select, Text, Tooltip } from '@mantine/core';
import {
  currencySymbol,
  gradeLabel,
  gradesOf,
  isGradedByValue,
  isQualitativeType,
  REVIEW_MESSAGES,
  scoreItem,
  SCALE_LABELS,
  valuationNoPriceNotice,
  type InvestmentItem,
  type ScaleValue,
  type UpdateInvestmentItem,
} from '@thesis/domain';
import { formatScaleValue, unitOf } from '../../../processes/labels';
import { useReviewScope } from '../../review-context';
import { CommitNumberInput } from './CommitNumberInput';
import { toneOf, upsideText } from './tone';

export interface ScoreEdit {
  changes: UpdateInvestmentItem;
  optimistic: Partial<InvestmentItem>;
  /** Why a saved value cannot be graded (a valuation without a price), said instead of the success message. */
  notice?: string;
}

interface ItemScoreControlProps {
  item: InvestmentItem;
  /** "factor Moat": the accessible names say what is scored. */
  subject: string;
  onChange(edit: ScoreEdit): void;
}

/** The grades a type offers, best first, then N/A. */
function gradeOptions(item: InvestmentItem) {
  return [...gradesOf(item.type), 'n_a' as const].map((grade) => ({
    value: grade,
    label: grade === 'n_a' ? SCALE_LABELS.n_a : gradeLabel(item.type, grade),
  }));
}

/** What an item shows at once after a score or value change (the valuation grade derived as the server will). */
function optimisticScore(
  item: InvestmentItem,
  score: ScaleValue | null,
  value: number | null,
  lastPrice: number | null,
) {
  const next = scoreItem({ ...item, score, value }, lastPrice);
  return { score: next.score, value, score_factor: next.score_factor, upside: next.upside, valuation: next.valuation };
}

/**
 * Scoring of one item by its own type (spec §3, §9): a grade for qualitative types; for Valuation
 * your valuation per share with its upside and the grade it earns; for quantitative types the number
 * (in the type's unit, within its range) with the grade its thresholds give it, or, without
 * thresholds, the grade picked beside it.
 */
export function ItemScoreControl({ item, subject, onChange }: ItemScoreControlProps) {
  const { readOnly, lastPrice, currency, listed } = useReviewScope();
  const grade = (
    <Select
      size="xs"
      w={isQualitativeType(item.type) ? 150 : 128}
      aria-label={`Score of ${subject}`}
      placeholder="Not scored"
      data={gradeOptions(item)}
      value={item.score}
      clearable={!readOnly}
      readOnly={readOnly}
      comboboxProps={{ withinPortal: true }}
      onChange={(value) => {
        const score = (value as ScaleValue | null) ?? null;
        if (score === item.score) return;
        onChange({ changes: { score }, optimistic: optimisticScore(item, score, item.value, lastPrice) });
      }}
    />
  );

  if (isQualitativeType(item.type)) return grade;

  if (item.type === 'Valuation') {
    const up = item.upside;
    return (
      <Group gap={6} wrap="nowrap">
        <CommitNumberInput
          w={116}
          aria-label={`Valuation per share of ${subject}`}
          placeholder="Valuation"
          leftSection={<Text size="xs">{currencySymbol(currency)}</Text>}
          leftSectionWidth={currency === 'USD' ? 22 : 38}
          min={0}
          decimalScale={4}
          value={item.value}
          readOnly={readOnly}
          onCommit={(value) =>
            onChange({
              changes: { value },
              optimistic: optimisticScore(item, null, value, lastPrice),
              ...(lastPrice === null && value !== null ? { notice: valuationNoPriceNotice(listed) } : {}),
            })
          }
        />
        <Tooltip label={lastPrice === null ? valuationNoPriceNotice(listed) : 'Upside against the last price'} multiline w={300}>
          <Badge {...toneOf(up)} size="md" tt="none" miw={74} data-testid="upside">
            {upsideText(up)}
          </Badge>
        </Tooltip>
        <Text size="xs" fw={600} w={92} lh={1.2} data-testid="valuation-grade" c={lastPrice === null && item.value !== null ? 'orange.9' : undefined} title={lastPrice === null ? valuationNoPriceNotice(listed) : undefined}>
          {item.score ? SCALE_LABELS[item.score] : lastPrice === null && item.value !== null ? 'Not scored: no price' : 'Not scored'}
        </Text>
      </Group>
    );
  }

  const unit = unitOf(item.type);
  const range =
    item.min !== null && item.max !== null
      ? `${formatScaleValue(item.type, item.min)} to ${formatScaleValue(item.type, item.max)}`
      : undefined;
  // With thresholds the number earns its grade (issue #18 item 17); without, the reviewer picks it.
  const graded = isGradedByValue(item);
  return (
    <Group gap={6} wrap="nowrap">
      <Tooltip label={range ? `From ${range}` : 'A number'} disabled={!range}>
        <CommitNumberInput
          w={104}
          aria-label={`Value of ${subject}`}
          placeholder="Value"
          rightSection={unit ? <Text size="xs">{unit}</Text> : undefined}
          rightSectionWidth={unit.length > 1 ? 30 : 22}
          min={item.min ?? undefined}
          max={item.max ?? undefined}
          decimalScale={4}
          value={item.value}
          readOnly={readOnly}
          onCommit={(value) =>
            onChange({ changes: { value }, optimistic: graded ? optimisticScore(item, null, value, lastPrice) : { value } })
          }
        />
      </Tooltip>
      {graded ? (
        <Tooltip label="Graded from the number by the item's thresholds">
          <Text size="xs" fw={600} w={92} lh={1.2} data-testid="value-grade">
            {item.score ? SCALE_LABELS[item.score] : 'Not scored'}
          </Text>
        </Tooltip>
      ) : (
        // Without thresholds the number does not grade itself: say so, and how to change it.
        <Tooltip label={REVIEW_MESSAGES.noThresholds} multiline w={320} disabled={readOnly}>
          <div data-testid="grade-by-hand">{grade}</div>
        </Tooltip>
      )}
    </Group>
  );
}
