import {
  PROCESS_ITEM_THRESHOLDS,
  QUANTITATIVE_DEFAULT_RANGE,
  SCORE_TYPE_LABELS,
  scoreFamily,
  type ScoreFamily,
  type ScoreType,
} from '@thesis/domain';
import { formatScaleValue } from './labels';

/**
 * What a type change does to an item's scale (spec §4: "When a type change goes between
 * incompatible score families, scores reset to defaults"), as the change-type form warns about it.
 * - `none`: the same type;
 * - `keep`: another type of the same family, the scale settings are kept;
 * - `reset`: another family, the scale settings are replaced by the new type's defaults.
 */
export interface TypeChangeNotice {
  change: 'none' | 'keep' | 'reset';
  message: string | null;
}

const FAMILY_NAMES: Record<ScoreFamily, string> = {
  qualitative: 'a qualitative scale',
  valuation: 'the valuation scale',
  quantitative: 'a quantitative scale',
};

/** What the current scale loses when its family is left. */
const LOST: Record<ScoreFamily, string> = {
  qualitative: 'its grade descriptions',
  valuation: 'its range and valuation thresholds',
  quantitative: 'its min and max',
};

function defaultsOf(family: ScoreFamily): string {
  if (family === 'qualitative') return 'the default grade descriptions';
  if (family === 'valuation') {
    const [min, max] = [PROCESS_ITEM_THRESHOLDS.min, PROCESS_ITEM_THRESHOLDS.max].map((value) =>
      formatScaleValue('Valuation', value),
    );
    return `a range of ${min} to ${max} and the default thresholds`;
  }
  return `a range of ${QUANTITATIVE_DEFAULT_RANGE.min} to ${QUANTITATIVE_DEFAULT_RANGE.max}`;
}

export function typeChangeNotice(from: ScoreType, to: ScoreType): TypeChangeNotice {
  if (from === to) return { change: 'none', message: null };
  const [fromFamily, toFamily] = [scoreFamily(from), scoreFamily(to)];
  const [fromLabel, toLabel] = [SCORE_TYPE_LABELS[from], SCORE_TYPE_LABELS[to]];
  if (fromFamily === toFamily) {
    const kept =
      fromFamily === 'qualitative'
        ? 'descriptions are kept for the grades both have, and new grades get their default descriptions.'
        : 'the min and max are kept.';
    return { change: 'keep', message: `${fromLabel} and ${toLabel} are both ${fromFamily} scales: ${kept}` };
  }
  return {
    change: 'reset',
    message:
      `${fromLabel} is ${FAMILY_NAMES[fromFamily]} and ${toLabel} is ${FAMILY_NAMES[toFamily]}, so the scale resets: ` +
      `this item loses ${LOST[fromFamily]} and starts from ${defaultsOf(toFamily)}.`,
  };
}
