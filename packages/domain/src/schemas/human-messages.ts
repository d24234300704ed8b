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

/** What to say for a value of the wrong kind, by the kind expected. */
const TYPE_MESSAGES: Readonly<Record<string, string>> = {
  number: HUMAN_MESSAGES.number,
  bigint: HUMAN_MESSAGES.number,
  nan: HUMAN_MESSAGES.number,
  int: HUMAN_MESSAGES.wholeNumber,
  string: HUMAN_MESSAGES.text,
  boolean: HUMAN_MESSAGES.yesNo,
  array: HUMAN_MESSAGES.list,
  set: HUMAN_MESSAGES.list,
  tuple: HUMAN_MESSAGES.list,
  object: MESSAGES.bodyNotObject,
  record: MESSAGES.bodyNotObject,
  map: MESSAGES.bodyNotObject,
  date: HUMAN_MESSAGES.date,
};

/** What to say for a text in the wrong format, by the format expected. */
const FORMAT_MESSAGES: Readonly<Record<string, string>> = {
  email: MESSAGES.invalidEmail,
  url: HUMAN_MESSAGES.link,
  datetime: HUMAN_MESSAGES.date,
  date: HUMAN_MESSAGES.date,
  time: HUMAN_MESSAGES.date,
};

function typeMessage(issue: Extract<Issue, { code: 'invalid_type' }>): string {
  if (issue.input === undefined) return HUMAN_MESSAGES.required;
  return TYPE_MESSAGES[issue.expected] ?? HUMAN_MESSAGES.invalid;
}

function sizeMessage(issue: Extract<Issue, { code: 'too_big' | 'too_small' }>): string {
  const big = issue.code === 'too_big';
  const limit = Number(big ? issue.maximum : issue.minimum);
  const exact = issue.inclusive !== false;
  if (issue.origin === 'string') {
    if (!big && limit === 1) return HUMAN_MESSAGES.required;
    return big ? `Must be at most ${plural(limit, 'character', 'characters')}` : `Must be at least ${plural(limit, 'character', 'characters')}`;
  }
  if (issue.origin === 'array' || issue.origin === 'set') {
    if (big && limit === 1) return 'Please choose one only';
    return big ? `Please choose at most ${formatLimit(limit)}` : `Please choose at least ${formatLimit(limit)}`;
  }
  if (issue.origin === 'date') return big ? 'This date is too late' : 'This date is too early';
  if (big) return exact ? `Must be at most ${formatLimit(limit)}` : `Must be less than ${formatLimit(limit)}`;
  return exact ? `Must be at least ${formatLimit(limit)}` : `Must be more than ${formatLimit(limit)}`;
}

/** The human message for one issue (a schema's own message, when it has one, is used instead). */
export function humanIssueMessage(issue: Issue): string {
  if (issue.code === 'invalid_type') return typeMessage(issue);
  if (issue.code === 'too_big' || issue.code === 'too_small') return sizeMessage(issue);
  if (issue.code === 'invalid_format') return FORMAT_MESSAGES[issue.format] ?? HUMAN_MESSAGES.format;
  if (issue.code === 'invalid_value') {
    const values = issue.values.map(String);
    return values.length <= 12 ? `Please choose one of: ${values.join(', ')}` : HUMAN_MESSAGES.invalid;
  }
  if (issue.code === 'not_multiple_of') return `Must be a multiple of ${formatLimit(Number(issue.divisor))}`;
  if (issue.code === 'unrecognized_keys') return `Unknown field${issue.keys.length === 1 ? '' : 's'}: ${issue.keys.join(', ')}`;
  return HUMAN_MESSAGES.invalid;
}

let installed = false;
/** Makes `humanIssueMessage` zod's message for every check without its own (idempotent). */
export function installHumanMessages(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: humanIssueMessage });
}

installHumanMessages();
