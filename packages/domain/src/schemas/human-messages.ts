import { z } from 'zod';
import { formatLimit } from '../constants/number-ranges';
import { MESSAGES } from '../constants/messages';

/**
 * Messages for every check that does not carry its own (issue #18, item 26): zod's defaults
 * ("Too big: expected array to have <=1 items", "Invalid input: expected string, received
 * undefined") are written for developers. Installed once for the whole product by importing the
 * domain package (`installHumanMessages` runs on import); a schema's own message still wins.
 */
export const HUMAN_MESSAGES = {
  required: 'This field is required',
  number: 'Please enter a number',
  wholeNumber: 'Please enter a whole number',
  text: 'Please enter text',
  yesNo: 'Please choose yes or no',
  list: 'Please send a list',
  date: 'Please enter a valid date',
  link: 'Please enter a valid link starting with http:// or https://',
  invalid: 'This value is not valid',
  format: 'This value is not in the expected format',
} as const;

type Issue = z.core.$ZodRawIssue;

function plural(count: number, one: string, many: string): string {
  return `${formatLimit(count)} ${count === 1 ? one : many}`;
}

function typeMessage(issue: Extract<Issue, { code: 'invalid_type' }>): string {
  if (issue.input === undefined) return HUMAN_MESSAGES.required;
  switch (issue.expected) {
    case 'number':
    case 'bigint':
    case 'nan':
      return HUMAN_MESSAGES.number;
    case 'int':
      return HUMAN_MESSAGES.wholeNumber;
    case 'string':
      return HUMAN_MESSAGES.text;
    case 'boolean':
      return HUMAN_MESSAGES.yesNo;
    case 'array':
    case 'set':
    case 'tuple':
      return HUMAN_MESSAGES.list;
    case 'object':
    case 'record':
    case 'map':
      return MESSAGES.bodyNotObject;
    case 'date':
      return HUMAN_MESSAGES.date;
    default:
      return HUMAN_MESSAGES.invalid;
  }
}

function sizeMessage(issue: Extract<Issue, { code: 'too_big' | 'too_small' }>): string {
  const big = issue.code === 'too_big';
  const limit = Number(big ? issue.maximum : issue.minimum);
  const exact = issue.inclusive !== false;
  switch (issue.origin) {
    case 'string':
      if (!big && limit === 1) return HUMAN_MESSAGES.required;
      return big ? `Must be at most ${plural(limit, 'character', 'characters')}` : `Must be at least ${plural(limit, 'character', 'characters')}`;
    case 'array':
    case 'set':
      if (big && limit === 1) return 'Please choose one only';
      return big ? `Please choose at most ${formatLimit(limit)}` : `Please choose at least ${formatLimit(limit)}`;
    case 'date':
      return big ? 'This date is too late' : 'This date is too early';
    default:
      if (big) return exact ? `Must be at most ${formatLimit(limit)}` : `Must be less than ${formatLimit(limit)}`;
      return exact ? `Must be at least ${formatLimit(limit)}` : `Must be more than ${formatLimit(limit)}`;
  }
}

function formatMessage(issue: Extract<Issue, { code: 'invalid_format' }>): string {
  switch (issue.format) {
    case 'email':
      return MESSAGES.invalidEmail;
    case 'url':
      return HUMAN_MESSAGES.link;
    case 'datetime':
    case 'date':
    case 'time':
      return HUMAN_MESSAGES.date;
    default:
      return HUMAN_MESSAGES.format;
  }
}

/** The human message for one issue (undefined leaves a schema's own message in place). */
export function humanIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return typeMessage(issue);
    case 'too_big':
    case 'too_small':
      return sizeMessage(issue);
    case 'invalid_format':
      return formatMessage(issue);
    case 'invalid_value': {
      const values = issue.values.map(String);
      return values.length <= 12 ? `Please choose one of: ${values.join(', ')}` : HUMAN_MESSAGES.invalid;
    }
    case 'not_multiple_of':
      return `Must be a multiple of ${formatLimit(Number(issue.divisor))}`;
    case 'unrecognized_keys':
      return `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}`;
    default:
      return HUMAN_MESSAGES.invalid;
  }
}

let installed = false;
/** Makes `humanIssueMessage` zod's message for every check without its own (idempotent). */
export function installHumanMessages(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: humanIssueMessage });
}

installHumanMessages();
