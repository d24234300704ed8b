import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { PlanChanges } from '../modules/billing/plan-changes';
import { BACKUP_COMMANDS } from './backup-commands';
import { CliError, COMMANDS, helpText } from './commands';

/** Operator commands: `npm run cli -- <command> …`. Exit code 2 for bad arguments. */
async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  if (!name || name === 'help' || name === '--help' || name === '-h') {
    console.log(helpText());
    return name ? 0 : 2;
  }
  const fileCommand = BACKUP_COMMANDS[name];
  if (fileCommand) {
    await fileCommand.run(args, { config: loadConfig(), out: (line) => console.log(line) });
    return 0;
  }
  const command = COMMANDS[name];
  if (!command) {
    console.error(`Unknown command "${name}".\n\n${helpText()}`);
    return 2;
  }
  const config = loadConfig();
  const db = openDatabase(config.database);
  try {
    if (name !== 'db:migrate') await migrateToLatest(db);
    const billing = new PlanChanges({ db, config: config.billing });
    await command.run(args, { db, billing, out: (line) => console.log(line), referenceDataDir: config.referenceDataDir, config });
    return 0;
  } finally {
    await db.destroy();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof CliError || error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    if (error instanceof TypeError && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) {
      console.error(`${error.message}\n\n${helpText()}`);
      process.exit(2);
    }
    console.error(error);
    process.exit(1);
  },
);
