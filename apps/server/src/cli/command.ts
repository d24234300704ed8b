import type { Config } from '../config';
import type { Db } from '../db/database';
import type { PlanChanges } from '../modules/billing/plan-changes';

/** A refused command (bad arguments or a request the data does not allow): exit code 2. */
export class CliError extends Error {}

export interface CliContext {
  db: Db;
  /** Plan changes (billing): the operator's plan roles go through applyPlan too. */
  billing: PlanChanges;
  out: (line: string) => void;
  /** The folder of the shipped reference data (data:check reads it). */
  referenceDataDir?: string;
  /** The configuration (the connectors read their settings from it). */
  config?: Config;
  /** Where progress bars are drawn (stderr by default). */
  progress?: NodeJS.WritableStream & { isTTY?: boolean };
}

/** An operator command run against the configured database (brought up to date first). */
export interface Command {
  usage: string;
  summary: string;
  run(args: string[], context: CliContext): Promise<void>;
}

/** A command that works on the database file itself (the app may be running), not through Kysely. */
export interface FileCommand {
  usage: string;
  summary: string;
  run(args: string[], context: { config: Config; out: (line: string) => void }): Promise<void>;
}
