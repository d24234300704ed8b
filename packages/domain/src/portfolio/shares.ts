import { z } from 'zod';
import { PORTFOLIO_MESSAGES, PORTFOLIO_SHARES_MAX } from './messages';

const NUMBER_TEXT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/** Reads a number of shares typed by a person or written in a file: "1,250.5" → 1250.5; null when not a number. */
export function parseShares(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(/[,\s_]/g, '');
  return NUMBER_TEXT.test(text) ? Number(text) : null;
}

/** Why a number of shares is refused (null when it is fine): positive, at most a trillion. */
export function sharesProblem(value: unknown): string | null {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) return PORTFOLIO_MESSAGES.sharesRequired;
  const shares = parseShares(value);
  if (shares === null || !Number.isFinite(shares)) return PORTFOLIO_MESSAGES.sharesNumber;
  if (shares <= 0) return PORTFOLIO_MESSAGES.sharesPositive;
  if (shares > PORTFOLIO_SHARES_MAX) return PORTFOLIO_MESSAGES.sharesTooLarge;
  return null;
}

/** shares_count: a positive number (or its text), at most a trillion; fractional units allowed. */
export const sharesCountField = z
  .union([z.number(), z.string()], {
    error: (issue) => (issue.input === undefined || issue.input === null ? PORTFOLIO_MESSAGES.sharesRequired : PORTFOLIO_MESSAGES.sharesNumber),
  })
  .transform((value, ctx) => {
  const problem = sharesProblem(value);
  if (problem) {
    ctx.addIssue({ code: 'custom', message: problem });
    return z.NEVER;
  }
  return parseShares(value)!;
  });

/**
 * Body of POST /portfolios/investments/{investmentId} ('set-investment'): the number of shares
 * held. Sets it when the investment is not held yet, replaces it when it is.
 */
export const setHoldingSchema = z.object(
  {
    shares_count: sharesCountField.describe('Number of shares (units) held: a positive number, fractions allowed, at most 1e12. Replaces the current number.'),
  },
  { error: PORTFOLIO_MESSAGES.sharesRequired },
);
export type SetHoldingInput = z.input<typeof setHoldingSchema>;
