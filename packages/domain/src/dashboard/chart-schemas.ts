import { z } from 'zod';
import { DASHBOARD_PERIODS } from '../constants/sharing';

/** GET /dashboard/{chart}?type=month|quarter|half|year. */
export const dashboardChartQuerySchema = z.object({
  type: z.enum(DASHBOARD_PERIODS, { error: 'type must be month, quarter, half or year' }).default('month'),
});

/** A chart's answer: labels and one dataset per series (see chart-data.ts). */
export const chartDataSchema = z.object({
  labels: z.array(z.string()),
  datasets: z.array(z.object({ key: z.string(), label: z.string(), data: z.array(z.number()) })),
});
