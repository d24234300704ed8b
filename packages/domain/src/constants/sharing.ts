export const ACCESS_TYPES = ['public', 'private'] as const;
export type AccessType = (typeof ACCESS_TYPES)[number];
export const DEFAULT_ACCESS_TYPE: AccessType = 'private';

export const SHARE_EXPIRIES = ['week', 'month', 'year'] as const;
export type ShareExpiry = (typeof SHARE_EXPIRIES)[number];
export const DEFAULT_SHARE_EXPIRY: ShareExpiry = 'week';

export const PERMISSION_RULES = ['models', 'notes', 'decisions'] as const;
export type PermissionRule = (typeof PERMISSION_RULES)[number];

/** Screen sources (spec §3); default all. */
export const SCREEN_SOURCE_TYPES = ['all', 'all_active', 'associated'] as const;
export type ScreenSourceType = (typeof SCREEN_SOURCE_TYPES)[number];
export const DEFAULT_SCREEN_SOURCE: ScreenSourceType = 'all';

/** Dashboard chart periods (spec §4) and their labels (corrected per interpretations). */
export const DASHBOARD_PERIODS = ['month', 'quarter', 'half', 'year'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DASHBOARD_PERIOD_LABELS: Record<DashboardPeriod, string> = {
  month: 'Last month',
  quarter: 'Last 3 months',
  half: 'Last 6 months',
  year: 'Last year',
};

/** AI fill status values (spec §3). */
export const AI_STATUSES = ['new', 'pending', 'failed', 'finished'] as const;
export type AiStatus = (typeof AI_STATUSES)[number];

/** A process never asked to be AI-filled: status `new`, or none (attached before AI fill existed). */
export const neverAiFilled = (status: AiStatus | null): boolean => status === null || status === 'new';
