import { describe, expect, it } from 'vitest';
import { DEFAULT_TIMEFRAME, TIMEFRAMES } from './decisions';
import { AI_STATUS_POLL_MS, LAYOUT, LIMITS, SEARCH_DEBOUNCE_MS, SEARCH_LIMIT, STORAGE_KEYS, TRIAL_GREEN_MIN_DAYS, TRIAL_WARNING_DAYS } from './limits';
import { CURRENCIES, DEFAULT_CURRENCY, defaultYearEnd, ESTIMATION_COLUMNS, HISTORICAL_COLUMNS } from './money';
import { copiedTemplateMessage, MESSAGES, noEntitiesMessage, reviewSharedMessage } from './messages';
import { documentTitle } from './product';
import { DEFAULT_ROLE, ROLES } from './roles';
import { GRADE_POINTS, RELEVANCE_WEIGHTS, SCALE_VALUES, SCORE_TYPES, DEFAULT_ITEM_GROUP } from './scales';
import { ACCESS_TYPES, DASHBOARD_PERIOD_LABELS, DEFAULT_ACCESS_TYPE, DEFAULT_SHARE_EXPIRY, SCREEN_SOURCE_TYPES, SHARE_EXPIRIES } from './sharing';
import { DECISION_TYPE_THRESHOLDS, MIN_RANGE_GAP, PROCESS_ITEM_THRESHOLDS, SLIDER_MARK_PERCENTS, VALUATION_KEYS } from './valuation';

describe('roles', () => {
  it('lists the eight roles of §6 with free as the default', () => {
    expect(ROLES).toEqual(['free', 'investor', 'proInvestor', 'admin', 'teamAdministrator', 'teamPortfolioManager', 'teamAnalyst', 'teamViewer']);
    expect(DEFAULT_ROLE).toBe('free');
  });
});

describe('score types, scales and relevance (§3 / §9)', () => {
  it('has the eleven score types', () => {
    expect(SCORE_TYPES).toHaveLength(11);
    expect(SCORE_TYPES).toContain('Valuation');
  });
  it('maps grades to points: 7pt +3..-3, 5pt +2..-2, 3pt/Flags/TickCross +1..-1', () => {
    expect(Object.values(GRADE_POINTS.Qualitative7pt)).toEqual([3, 2, 1, 0, -1, -2, -3]);
    expect(Object.values(GRADE_POINTS.Qualitative5pt)).toEqual([2, 1, 0, -1, -2]);
    for (const type of ['Qualitative3pt', 'Flags', 'TickCross'] as const) {
      expect(Object.values(GRADE_POINTS[type])).toEqual([1, 0, -1]);
    }
  });
  it('has the eight scale values and the relevance weights 3/2/1/0', () => {
    expect(SCALE_VALUES).toEqual(['excellent', 'v_good', 'good', 'average', 'below_ave', 'poor', 'v_poor', 'n_a']);
    expect(RELEVANCE_WEIGHTS).toEqual({ high: 3, moderate: 2, low: 1, n_a: 0 });
    expect(DEFAULT_ITEM_GROUP).toBe('Financial');
  });
});

describe('valuation thresholds (§9, both columns)', () => {
  it('decision type defaults run from -100 to 200', () => {
    expect(DECISION_TYPE_THRESHOLDS).toEqual({ excellent: 200, v_good: 100, good: 50, average: 15, below_ave: -15, poor: -30, v_poor: -40, min: -100, max: 200 });
  });
  it('process item defaults run from -66 to 200', () => {
    expect(PROCESS_ITEM_THRESHOLDS).toEqual({ excellent: 200, v_good: 100, good: 50, average: 25, below_ave: -20, poor: -33, v_poor: -50, min: -66, max: 200 });
  });
  it('keeps the gap rule, slider marks and valuation keys', () => {
    expect(MIN_RANGE_GAP).toBe(20);
    expect(SLIDER_MARK_PERCENTS).toEqual([8.25, 19.5, 33, 50, 66.7, 80.7, 92]);
    expect(VALUATION_KEYS).toEqual(['excellent', 'v_good', 'good', 'average', 'below_average', 'poor', 'v_poor']);
  });
});

describe('timeframes, currencies, sharing and periods', () => {
  it('has nine timeframes defaulting to year_2', () => {
    expect(TIMEFRAMES).toEqual(['intraday', 'week', 'month', 'month_6', 'year', 'year_2', 'year_3', 'year_5', 'year_7']);
    expect(DEFAULT_TIMEFRAME).toBe('year_2');
  });
  it('has six currencies defaulting to AUD and a year end of next 30 June', () => {
    expect(CURRENCIES).toEqual(['AUD', 'USD', 'GBP', 'NZD', 'EUR', 'CAD']);
    expect(DEFAULT_CURRENCY).toBe('AUD');
    expect(defaultYearEnd(new Date('2026-11-22T00:00:00Z'))).toEqual({ year: 2027, month: 6, day: 30 });
  });
  it('shares privately for a week by default', () => {
    expect(ACCESS_TYPES).toEqual(['public', 'private']);
    expect(SHARE_EXPIRIES).toEqual(['week', 'month', 'year']);
    expect(DEFAULT_ACCESS_TYPE).toBe('private');
    expect(DEFAULT_SHARE_EXPIRY).toBe('week');
    expect(SCREEN_SOURCE_TYPES).toEqual(['all', 'all_active', 'associated']);
  });
  it('labels the dashboard periods with the corrected plurals', () => {
    expect(DASHBOARD_PERIOD_LABELS).toEqual({ month: 'Last month', quarter: 'Last 3 months', half: 'Last 6 months', year: 'Last year' });
  });
});

describe('limits, timing and layout (§9)', () => {
  it('keeps the field limits', () => {
    expect(LIMITS).toMatchObject({
      processName: 100, processDescription: 1000, screenName: 100, screenDescription: 1024, shareMessage: 255,
      noteTitleMin: 2, noteTitleMax: 100, noteTextMin: 2, noteTextMax: 10000, noteTextAreaMax: 10000,
      tradeTypeDescription: 1000, passwordMin: 8, tickerMin: 3, tickerMax: 5, sector: 144, industry: 144,
    });
  });
  it('keeps search, polling and trial constants', () => {
    expect([SEARCH_DEBOUNCE_MS, SEARCH_LIMIT, AI_STATUS_POLL_MS]).toEqual([400, 10, 5000]);
    expect([TRIAL_GREEN_MIN_DAYS, TRIAL_WARNING_DAYS]).toEqual([30, 3]);
    expect([HISTORICAL_COLUMNS, ESTIMATION_COLUMNS]).toEqual([10, 3]);
  });
  it('keeps the layout constants', () => {
    expect(LAYOUT.chartPalette).toHaveLength(8);
    expect(LAYOUT).toMatchObject({ dashboardTableRows: 5, tableColumnWidth: 180, tableScrollAboveColumns: 3, barThickness: 12,
      processEditorModalWidth: 1350, screenModalWidth: 985, breakpointLaptop: 1280, breakpointTablet: 1024, sideNavWidth: 256, sideNavCollapsedWidth: 67 });
  });
  it('uses exactly the storage keys of §4', () => {
    expect(Object.values(STORAGE_KEYS)).toEqual(['token', 'refreshToken', 'lastInvestment', 'sharedLink', 'trialAlert', 'screeningLink']);
  });
});

describe('messages', () => {
  it('carries the corrected slips of interpretations.md', () => {
    expect(MESSAGES.tickerUndefined).toBe('Ticker is undefined');
    expect(MESSAGES.tooManyDays).toBe('Too many days in this month');
    expect(MESSAGES.noTeam).toBe("You don't have a team");
    expect(MESSAGES.suspended).toBe('Your account is temporarily suspended, please get in touch with your Administrator for more information:');
  });
  it('fills the templated messages', () => {
    expect(noEntitiesMessage('factor')).toBe('There are no factors in this process');
    expect(copiedTemplateMessage('process')).toBe('You have successfully copied the process');
    expect(reviewSharedMessage('Thesis')).toBe('Your Thesis review has been shared');
    expect(documentTitle('How It Works')).toBe('Thesis | How It Works');
  });
});
