import type { LightMyRequestResponse } from 'fastify';
import type { ActivityKind, ChartData } from '@thesis/domain';
import type { TestContext } from '../../test/build-test-app';
import type { Session } from '../../test/factories/user';
import { newId } from '../../lib/crypto';
import { ActivityRepository } from '../activity/activity.repository';
import { buildProcess, listedInvestment, reviewWith, type ItemSpec } from '../reviews/reviews.test-helpers';

/** Test helpers of the dashboard (not a test file). */

/** Records activity events of a user at chosen instants, the way every writer does (ActivityRepository.record). */
export async function insertEvents(ctx: TestContext, userId: string, events: readonly { kind: ActivityKind; at: string; details?: Record<string, unknown> }[]): Promise<void> {
  const activity = new ActivityRepository(ctx.db.db);
  for (const event of events) {
    await activity.record([{ userId, reviewId: null, investmentId: null, kind: event.kind, details: event.details ?? {} }], new Date(event.at).toISOString());
  }
}

export function chartOf(response: LightMyRequestResponse): ChartData {
  if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  return response.json<{ data: ChartData }>().data;
}

/** label → count of one dataset. */
export function byLabel(chart: ChartData, key = ''): Record<string, number> {
  const dataset = chart.datasets.find((entry) => entry.key === key);
  if (!dataset) throw new Error(`no dataset ${key}: ${chart.datasets.map((entry) => entry.key).join(', ')}`);
  return Object.fromEntries(chart.labels.map((label, index) => [label, dataset.data[index]!]));
}

export function total(chart: ChartData): number {
  return chart.datasets.reduce((sum, dataset) => sum + dataset.data.reduce((a, b) => a + b, 0), 0);
}

/** A review of a new listed investment, created through the API by attaching a new process (records review_created). */
export async function reviewedInvestment(ctx: TestContext, session: Session, factors: readonly ItemSpec[] = [{ name: 'Moat' }], lastPrice: number | null = 10) {
  const investmentId = await listedInvestment(ctx, lastPrice);
  const process = await buildProcess(ctx, session, `Process ${newId().slice(-6)}`, factors);
  const review = await reviewWith(ctx, session, investmentId, [process.id]);
  return { investmentId, process, review };
}
