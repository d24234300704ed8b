import { parseArgs } from 'node:util';
import { isPlanId, isRole, ROLES, registerSchema } from '@thesis/domain';
import { migrateToLatest } from '../db/migrate';
import { nowIso } from '../db/values';
import { hashPassword } from '../modules/auth/passwords';
import { SessionsRepository } from '../modules/auth/sessions.repository';
import { newUserRow, UsersRepository, type UserRow } from '../modules/users/users.repository';
import { startLibrary } from '../modules/users/new-library';
import { BACKUP_COMMANDS } from './backup-commands';
import { CliError, type Command } from './command';
import { dataCheckCommand, dataReviewCommand } from './data-commands';
import { dataStatusCommand, dataSyncCommand } from './data-sync-command';
import { fxCommand } from './fx-command';
import { importCommands } from './import-commands';
import { metricsCommand } from './metrics-command';
import { teamCommands } from './team-commands';
import { openApiCommands } from './openapi-commands';

export { CliError, type CliContext, type Command } from './command';

export async function findUser(users: UsersRepository, email: string | undefined): Promise<UserRow> {
  if (!email) throw new CliError('Give the e-mail address of the user.');
  const user = await users.findByEmail(email);
  if (!user) throw new CliError(`No user has the e-mail address ${email}.`);
  return user;
}

function setSuspended(suspended: boolean): Command['run'] {
  return async (args, { db, out }) => {
    const users = new UsersRepository(db.db);
    const user = await findUser(users, args[0]);
    await users.update(user.id, { suspended_at: suspended ? nowIso() : null });
    if (suspended) await new SessionsRepository(db.db).revokeAllForUser(user.id);
    out(`${user.email} is ${suspended ? 'suspended and signed out everywhere' : 'no longer suspended'}.`);
  };
}

export const COMMANDS: Record<string, Command> = {
  'db:migrate': {
    usage: 'db:migrate',
    summary: 'Bring the database schema up to date',
    async run(_args, { db, out }) {
      const result = await migrateToLatest(db);
      const applied = (result.results ?? []).filter((entry) => entry.status === 'Success');
      out(applied.length ? `Applied ${applied.map((entry) => entry.migrationName).join(', ')}.` : 'The database is up to date.');
    },
  },
  'users:create': {
    usage: 'users:create --email EMAIL --username NAME --password PASSWORD [--role ROLE] [--verified]',
    summary: 'Create a user with the given role (default free) and no trial',
    async run(args, { db, out }) {
      const { values } = parseArgs({
        args,
        options: {
          email: { type: 'string' },
          username: { type: 'string' },
          password: { type: 'string' },
          role: { type: 'string', default: 'free' },
          verified: { type: 'boolean', default: false },
        },
        strict: true,
      });
      const parsed = registerSchema.safeParse({ ...values, password_confirmation: values.password });
      if (!parsed.success) {
        throw new CliError(parsed.error.issues.map((issue) => `--${String(issue.path[0])}: ${issue.message}`).join('\n'));
      }
      if (!isRole(values.role)) throw new CliError(`--role must be one of: ${ROLES.join(', ')}.`);
      const users = new UsersRepository(db.db);
      if (await users.findByEmail(parsed.data.email)) throw new CliError(`A user with the e-mail ${parsed.data.email} exists already.`);
      if (await users.findByUsername(parsed.data.username)) throw new CliError(`The username ${parsed.data.username} is taken.`);
      const row = newUserRow({
        username: parsed.data.username,
        email: parsed.data.email,
        password_hash: await hashPassword(parsed.data.password),
        role: values.role,
        email_verified_at: values.verified ? nowIso() : null,
      });
      await users.insert(row);
      await startLibrary(db.db, row.id, row.created_at);
      out(`Created ${parsed.data.email} (${values.role}${values.verified ? ', verified' : ', not verified'}).`);
    },
  },
  'users:role': {
    usage: 'users:role EMAIL ROLE',
    summary: `Give a user a role (${ROLES.join(', ')}); ends any trial; free, investor and proInvestor become their plan`,
    async run(args, { db, billing, out }) {
      const [email, role] = args;
      if (!role || !isRole(role)) throw new CliError(`ROLE must be one of: ${ROLES.join(', ')}.`);
      const users = new UsersRepository(db.db);
      const user = await findUser(users, email);
      // A plan role is stored as the user's plan (with its history); the operator's role stands either way.
      if (isPlanId(role)) await billing.applyPlan(user.id, role, 'operator');
      await users.update(user.id, { role, trial_ends_at: null });
      out(`${user.email} now has the role ${role}.`);
    },
  },
  'users:verify': {
    usage: 'users:verify EMAIL',
    summary: 'Mark a user’s e-mail address as verified',
    async run(args, { db, out }) {
      const users = new UsersRepository(db.db);
      const user = await findUser(users, args[0]);
      if (!user.email_verified_at) await users.update(user.id, { email_verified_at: nowIso() });
      out(`${user.email} is verified.`);
    },
  },
  'users:suspend': { usage: 'users:suspend EMAIL', summary: 'Suspend a user and sign them out', run: setSuspended(true) },
  'users:unsuspend': { usage: 'users:unsuspend EMAIL', summary: 'Lift a suspension', run: setSuspended(false) },
  ...importCommands(),
  ...teamCommands(),
  ...openApiCommands(),
  'import:fx': fxCommand(),
  'metrics:refresh': metricsCommand,
  'data:check': dataCheckCommand,
  'data:sync': dataSyncCommand,
  'data:status': dataStatusCommand,
  'data:review': dataReviewCommand,
};

export function helpText(): string {
  const all = [...Object.values(COMMANDS), ...Object.values(BACKUP_COMMANDS)];
  const width = Math.max(...all.map((command) => command.usage.length));
  return ['Usage: npm run cli -- <command> [arguments]', '', ...all.map((command) => `  ${command.usage.padEnd(width)}  ${command.summary}`)].join('\n');
}
