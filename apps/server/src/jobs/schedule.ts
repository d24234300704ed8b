import cronParser from 'cron-parser';
import type { ScheduleSpec } from './job-runner';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The next time a schedule is due after `from` (cron expressions read in UTC). */
export function nextRunAt(spec: ScheduleSpec, from: Date): Date {
  if ('everyMs' in spec) return new Date(from.getTime() + spec.everyMs);
  return cronParser.parseExpression(spec.cron, { currentDate: from, tz: 'UTC' }).next().toDate();
}

/** Throws with a readable message when a schedule cannot be used. */
export function assertSchedule(spec: ScheduleSpec): void {
  if ('everyMs' in spec) {
    if (!Number.isInteger(spec.everyMs) || spec.everyMs < 1000) throw new Error('A schedule runs at most every second (everyMs ≥ 1000)');
    return;
  }
  try {
    cronParser.parseExpression(spec.cron, { tz: 'UTC' });
  } catch (error) {
    throw new Error(`Invalid cron expression "${spec.cron}": ${(error as Error).message}`);
  }
}

/**
 * The cron expression of an interval for pg-boss (which schedules by cron, at most once a minute):
 * whole minutes dividing an hour, whole hours dividing a day, or whole days.
 */
export function intervalToCron(everyMs: number): string {
  if (everyMs % DAY === 0) {
    const days = everyMs / DAY;
    if (days === 1) return '0 0 * * *';
    if (days <= 28) return `0 0 */${days} * *`;
  } else if (everyMs % HOUR === 0 && 24 % (everyMs / HOUR) === 0) {
    return everyMs === HOUR ? '0 * * * *' : `0 */${everyMs / HOUR} * * *`;
  } else if (everyMs % MINUTE === 0 && 60 % (everyMs / MINUTE) === 0) {
    return everyMs === MINUTE ? '* * * * *' : `*/${everyMs / MINUTE} * * * *`;
  }
  throw new Error(`On PostgreSQL a schedule runs every whole number of minutes dividing an hour, hours dividing a day, or days: ${everyMs} ms is not one`);
}

/** A schedule as stored: every_ms or cron. */
export function scheduleSpecOf(row: { every_ms: number | string | null; cron: string | null }): ScheduleSpec | null {
  if (row.cron) return { cron: row.cron };
  return row.every_ms === null ? null : { everyMs: Number(row.every_ms) };
}
