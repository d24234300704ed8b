import { MESSAGES, type UnlistedCompanyFormInput } from '@thesis/domain';
import type { FieldPath } from 'react-hook-form';
import { ApiError, isApiError, type FieldErrors } from '../../lib/api-error';

type FormField = FieldPath<UnlistedCompanyFormInput>;

/** Every field of the unlisted company form, for the server's 422 answer. */
export const UNLISTED_FORM_FIELDS: readonly FormField[] = [
  'ticker',
  'name',
  'description',
  'lastPrice',
  'issuedShare',
  'sector',
  'industry',
  'marketCapitalization',
  'year',
  'month',
  'day',
  'localFX',
  'reportingFX',
];

/** Payload field (spec §3) → form field. year_end goes to the date part its message names. */
const PAYLOAD_TO_FORM: Readonly<Record<string, FormField>> = {
  ticker: 'ticker',
  name: 'name',
  description: 'description',
  sector_l1: 'sector',
  sector_l3: 'industry',
  last_price: 'lastPrice',
  issued_shares: 'issuedShare',
  market_cap: 'marketCapitalization',
  local_fx: 'localFX',
  reporting_fx: 'reportingFX',
};

function yearEndField(messages: readonly string[]): FormField {
  if (messages.includes(MESSAGES.yearInvalid)) return 'year';
  if (messages.includes(MESSAGES.monthInvalid)) return 'month';
  return 'day';
}

/**
 * The server's 422 answer with its payload field names turned into the form's, so each message
 * (e.g. 'The investment ticker code must be unique.') lands on its own field. Other errors pass as they are.
 */
export function toFormErrors(error: unknown): unknown {
  if (!isApiError(error) || error.status !== 422) return error;
  const fields: FieldErrors = {};
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const target = field === 'year_end' ? yearEndField(messages) : (PAYLOAD_TO_FORM[field] ?? field);
    fields[target] = [...(fields[target] ?? []), ...messages];
  }
  return new ApiError(error.status, error.message, fields, error.headers);
}
