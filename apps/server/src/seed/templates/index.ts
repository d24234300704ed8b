import { banksInsurers } from './banks-insurers';
import { deepValue } from './deep-value';
import { dividendIncome } from './dividend-income';
import { growthAtReasonablePrice } from './growth-at-reasonable-price';
import { qualityCompounder } from './quality-compounder';
import { resourcesMining } from './resources-mining';
import type { TemplateProcess } from './types';

/** The template library, in the order processes are positioned. */
export const TEMPLATE_PROCESSES: readonly TemplateProcess[] = [
  qualityCompounder,
  deepValue,
  growthAtReasonablePrice,
  dividendIncome,
  resourcesMining,
  banksInsurers,
];
