import { REVIEW_MESSAGES } from '../reviews/messages';

/** Portfolio messages (the spec words none of them). */
export const PORTFOLIO_SHARES_MAX = 1_000_000_000_000;

export const PORTFOLIO_MESSAGES = {
  sharesRequired: 'Number of shares is required',
  sharesNumber: 'Shares must be a number',
  sharesPositive: 'Shares must be a positive number',
  sharesTooLarge: 'Shares must be at most 1,000,000,000,000',
  holdingNotFound: 'This holding is not in your portfolio.',
  investmentNotFound: REVIEW_MESSAGES.investmentNotFound,
  roleForbidden: 'Your role does not include the portfolio. Ask your team administrator for access.',
  added: 'Added to your portfolio',
  updated: 'Holding updated',
  removed: 'Removed from your portfolio',
  // Import
  fileRequired: 'Please choose a CSV file to upload',
  fileEmpty: 'The file is empty',
  fileNotText: 'The file is not a CSV text file',
  fileTooLarge: 'The file is too large: at most 1 MB',
  fileNoRows: 'The file has a header row but no holdings',
  fileTooManyRows: 'The file has too many rows: at most 5,000 holdings per import',
  fileUnreadable: 'The file could not be read as CSV',
  tickerColumnRequired: 'Choose the column that holds the ticker',
  unitsColumnRequired: 'Choose the column that holds the number of units',
  columnMissing: 'The file has no such column',
  presetInvalid: 'Unknown preset',
  onExistingInvalid: 'Choose skip, replace or add for holdings you already have',
  holdingsRequired: 'There is nothing to import',
  holdingsTooMany: 'At most 5,000 holdings per import',
  duplicateInvestment: 'The same investment is listed twice',
  rowTickerMissing: 'No ticker',
  rowUnitsMissing: 'No units',
  rowUnitsInvalid: 'Units must be a positive number',
  rowUnmatched: 'No listed company or company of yours has this ticker',
  importConflict: 'Your portfolio changed while importing. Nothing was written: please preview the file again.',
} as const;
