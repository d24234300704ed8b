import { z } from 'zod';
import { RELEVANCE_VALUES, SCALE_VALUES, SCORE_TYPES } from '../constants/scales';
import { SCREEN_SOURCE_TYPES } from '../constants/sharing';
import { CLASSIFICATIONS } from '../market/classification';
import { investmentSummarySchema } from '../schemas/investments';
import { SCREEN_MESSAGES } from './messages';
import { decodeScreenQuery, screenScopeParams } from './screen-query';
import { screenMetricsSchema } from './screen-metrics';
import { savedScreenViewAnswerSchema } from './saved-view';

/**
 * Answers of the screen routes (spec §3 Screen, §7 Screens; issue 6). A screen carries its
 * source, its processes (lead first, then secondary, each with the factors of its library version
 * for column headers), investment_count and last_run_at of the last run, and the viewer's abilities.
 */
export const SCREEN_PROCESS_ROLES = ['lead', 'secondary'] as const;
export type ScreenProcessRole = (typeof SCREEN_PROCESS_ROLES)[number];

export const screenProcessColumnSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(SCREEN_PROCESS_ROLES),
  /** The factors of the library process (ids are library factor ids, as in f.<factorId>). */
  factors: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type ScreenProcessColumn = z.infer<typeof screenProcessColumnSchema>;

export const screenSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  is_active: z.boolean(),
  /** Present (true) only on the default screen. */
  is_default: z.literal(true).optional(),
  position: z.number(),
  source_type: z.enum(SCREEN_SOURCE_TYPES),
  associated_process_id: z.string().nullable(),
  /** The process of source associated, with its name (null for the other sources, or once it is deleted). */
  associated_process: z.object({ id: z.string(), name: z.string() }).nullable(),
  lead_process_id: z.string().nullable(),
  secondary_process_ids: z.array(z.string()),
  processes: z.array(screenProcessColumnSchema),
  /** Companies selected by the last run (0 before the first run). */
  investment_count: z.number(),
  /** When the screen last ran (null: never); the list shows it as the screen's date. */
  last_run_at: z.string().nullable(),
  updated_at: z.string(),
  created_at: z.string(),
  user: z.object({ id: z.string(), username: z.string(), avatar: z.object({ id: z.string(), url: z.string() }).nullable() }),
  abilities: z.object({ update: z.boolean(), delete: z.boolean(), run: z.boolean() }),
  /** The filters, sort and columns it opens with (null: none saved, it opens unfiltered). */
  saved_view: savedScreenViewAnswerSchema.nullable(),
});
export type Screen = z.infer<typeof screenSchema>;

/** A factor of a process row: the grade that counts and its points. */
export const screenFactorSchema = z.object({
  id: z.string(),
  /** The library factor (the f.<factorId> of filters and sorts); null once that is deleted. */
  source_id: z.string().nullable(),
  name: z.string(),
  type: z.enum(SCORE_TYPES),
  score: z.enum(SCALE_VALUES).nullable(),
  score_factor: z.number(),
  relevance: z.enum(RELEVANCE_VALUES).nullable(),
});

/** One process of a result row (spec §3: process_id, valuation, score, relevance, updated_at, editor_username, comment, factors). */
export const screenProcessRowSchema = z.object({
  process_id: z.string(),
  investment_process_id: z.string(),
  name: z.string(),
  /** The user's valuation per share, its upside (%) against the last price and its grade. */
  valuation: z.number().nullable(),
  upside: z.number().nullable(),
  valuation_grade: z.enum(SCALE_VALUES).nullable(),
  /** Summary score and relevance now. */
  score: z.number(),
  relevance: z.number(),
  /** As the last run computed them (what filters and sorts used). */
  run_score: z.number().nullable(),
  run_relevance: z.number().nullable(),
  updated_at: z.string(),
  editor_username: z.string().nullable(),
  comment: z.string().nullable(),
  factors: z.array(screenFactorSchema),
});
export type ScreenProcessRow = z.infer<typeof screenProcessRowSchema>;

export const filterOutcomeSchema = z.object({ key: z.string(), passed: z.boolean(), explanation: z.string() });

export const screenInvestmentSchema = investmentSummarySchema.pick({ id: true, investment_review_id: true, ticker: true, name: true, type: true, exchange: true }).extend({
  currency: z.string().nullable(),
  sector: z.string().nullable(),
  industry: z.string().nullable(),
  /** Where sector and industry come from: gics, sic (an SEC industry) or null. */
  classification: z.enum(CLASSIFICATIONS).nullable(),
  last_price: z.number().nullable(),
  market_cap: z.number().nullable(),
  in_portfolio: z.boolean(),
  processes: z.object({ data: z.array(screenProcessRowSchema) }),
  /** Why the row passes or fails each filter of the request (overall: passed). */
  evaluation: z.object({ passed: z.boolean(), results: z.array(filterOutcomeSchema) }),
  /**
   * The stored fundamentals of the metrics the view filters or sorts on (m.<metricId>), by metric
   * id: value (null when unavailable, with the reason) and as_of. Empty without such a filter or sort.
   */
  metrics: screenMetricsSchema,
  /** How fresh the row is: prices as of figures_updated_at, review as of reviewed_at; stale when the review changed after the run. */
  freshness: z.object({ figures_updated_at: z.string().nullable(), reviewed_at: z.string().nullable(), stale: z.boolean() }),
});
export type ScreenInvestment = z.infer<typeof screenInvestmentSchema>;

/** A sector or industry of a screen's last run (issue 19 items 3 and 4). */
const marketGroupShape = {
  /** gics, sic (an SEC industry) or null (not recorded). */
  classification: z.enum(CLASSIFICATIONS).nullable(),
  count: z.number(),
  /** Σ market cap in millions of reporting_currency, each converted at the rate of its price month. */
  market_cap: z.number(),
  /** Companies in that sum. */
  with_market_cap: z.number(),
  /** Companies with a market cap that could not be converted (no rate): left out of the sum. */
  not_converted: z.number(),
};

export const screenAggregationsSchema = z.object({
  count: z.number(),
  processes: z.array(z.object({
    process_id: z.string(),
    name: z.string(),
    role: z.enum(SCREEN_PROCESS_ROLES),
    /** Companies with a review using the process. */
    count: z.number(),
    average_score: z.number().nullable(),
    average_relevance: z.number().nullable(),
    /** Companies per summary score, lowest score first. */
    distribution: z.array(z.object({ score: z.number(), count: z.number() })),
  })),
  /** True when sectors and industries count the companies passing the view's filters; false: every company of the last run. */
  groups_follow_filters: z.boolean(),
  /** Companies by sector, with their market cap summed in reporting_currency ("not recorded" last). */
  sectors: z.array(z.object({ sector: z.string().nullable(), ...marketGroupShape })),
  /** The same by industry. */
  industries: z.array(z.object({ industry: z.string().nullable(), ...marketGroupShape })),
  /** The currency the market caps are summed in (your reporting currency). */
  reporting_currency: z.string(),
});
export type ScreenAggregations = z.infer<typeof screenAggregationsSchema>;

export const screenResultsSchema = screenSchema.extend({
  investments: z.array(screenInvestmentSchema),
  /** Your holdings among the companies of the page. */
  portfolioInvestments: z.array(z.object({ id: z.string(), investment_id: z.string(), shares_count: z.number() })),
  /** Over every company of the last run (not only the filtered ones). */
  aggregations: screenAggregationsSchema,
  /** Companies of the last run that pass the filters. */
  matching_count: z.number(),
});
export type ScreenResults = z.infer<typeof screenResultsSchema>;

const idList = (message: string) => z.array(z.string({ error: message }).min(1).max(64), { error: message }).max(500).default([]);

/** POST /screens/switch-activity. */
export const switchScreenActivitySchema = z
  .object({
    activate_screen_ids: idList('Please send activate_screen_ids as a list of ids'),
    deactivate_screen_ids: idList('Please send deactivate_screen_ids as a list of ids'),
  })
  .superRefine((value, ctx) => {
    if (value.activate_screen_ids.some((id) => value.deactivate_screen_ids.includes(id))) {
      ctx.addIssue({ code: 'custom', path: ['deactivate_screen_ids'], message: SCREEN_MESSAGES.activateAndDeactivate });
    }
  });
export type SwitchScreenActivity = z.output<typeof switchScreenActivitySchema>;

export const SCREEN_PAGE_SIZE = 25;
export const SCREEN_PAGE_SIZES = [25, 50, 100] as const;

/** Paging of GET /screens/{id}; show=all lists failing companies too (each with its explanation). */
export const screenPageParams = {
  page: z.coerce.number({ error: 'page must be a whole number from 1' }).int().min(1).max(100000).default(1),
  limit: z.coerce.number({ error: 'limit must be from 1 to 200' }).int().min(1).max(200).default(SCREEN_PAGE_SIZE),
  show: z.enum(['passing', 'all'], { error: 'show must be passing or all' }).default('passing').describe('passing (default): only the companies that pass the filters; all: every company of the last run, each with why it passes or fails'),
};

/** GET /screens/{id}: the view (filteringScope, sortingScope, sortingScopeBy) and the page. */
export const screenResultsQuerySchema = z
  .object({ ...screenScopeParams, ...screenPageParams })
  .transform((params, ctx) => {
    const view = decodeScreenQuery(params);
    if (!view.ok) {
      for (const [path, messages] of Object.entries(view.errors)) for (const message of messages ?? []) ctx.addIssue({ code: 'custom', path: [path], message });
      return z.NEVER;
    }
    return { view: view.value, page: params.page, limit: params.limit, show: params.show };
  });

/** GET /screens/{id}/export.csv: the view only (every matching company is exported). */
export const screenExportQuerySchema = z.object(screenScopeParams).transform((params, ctx) => {
  const view = decodeScreenQuery(params);
  if (view.ok) return view.value;
  for (const [path, messages] of Object.entries(view.errors)) for (const message of messages ?? []) ctx.addIssue({ code: 'custom', path: [path], message });
  return z.NEVER;
});
