// Operator commands that run beside the server on the same database:
//   npm run ops -- audit      prove the ledger's books; exits 1 when they do not balance
//   npm run ops -- create-operator --email E --password P --role reviewer|admin
// The database is opened exactly as the server opens it (DATA_DIR, DATABASE_URL) and migrated.
import { loadConfig, type Config } from '../server/config';
import { openDatabase, migrate, type Db } from '../server/db/database';
import { createLedger } from '../server/modules/ledger/ledger';
import { cryptoRandom, makeIds, systemClock } from '../server/platform';
import { createOperator, type OperatorRole } from '../server/modules/ops/operators';

interface OpsContext { config: Config; db: Db; args: string[] }

/** A subcommand answers an exit code. Add new ones here (create-operator, ...). */
const commands: Record<string, { summary: string; run(ctx: OpsContext): Promise<number> }> = {
  audit: {
    summary: 'prove that balances equal their postings and every asset sums to zero',
    async run({ db }) {
      const ledger = createLedger({ clock: systemClock, ids: makeIds(systemClock, cryptoRandom) });
      const report = await ledger.audit(db);
      console.log(JSON.stringify(report, null, 2));
      return report.ok ? 0 : 1;
    },
  },
  'create-operator': {
    summary: 'create an operator console account: --email E --password P --role reviewer|admin',
    async run({ db, args }) {
      const opt = (name: string) => { const i = args.indexOf(`--${name}`); return i >= 0 ? args[i + 1] ?? '' : ''; };
      try {
        const op = await createOperator({ db, clock: systemClock, ids: makeIds(systemClock, cryptoRandom) },
          { email: opt('email'), password: opt('password'), role: opt('role') as OperatorRole });
        console.log(`operator ${op.email} created with role ${op.role}`);
        return 0;
      } catch (err) {
        console.error(`create-operator: ${(err as Error).message}`);
        return 1;
      }
    },
  },
};

function usage() {
  const lines = Object.entries(commands).map(([name, c]) => `  ${name.padEnd(16)}${c.summary}`);
  return ['usage: npm run ops -- <command>', '', 'commands:', ...lines].join('\n');
}

async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? commands[name] : undefined;
  if (!command) {
    console.error(usage());
    return 2;
  }
  const config = loadConfig();
  const opened = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(opened.db);
    return await command.run({ config, db: opened.db, args });
  } finally {
    await opened.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
