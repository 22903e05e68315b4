// Operator commands that run beside the server on the same database:
//   npm run ops -- audit      prove the ledger's books; exits 1 when they do not balance
//   npm run ops -- create-operator --email E --password P --role reviewer|editor|support|admin
//   npm run ops -- settings                  list every setting with its value and default
//   npm run ops -- settings set KEY VALUE    change one, checked against its type and audit-logged
//   npm run ops -- rotate-two-factor-key [--batch N] [--limit N]
//                                            re-seal the TOTP secrets from TWO_FACTOR_KEY_PREVIOUS to TWO_FACTOR_KEY
// The database is opened exactly as the server opens it (DATA_DIR, DATABASE_URL) and migrated.
import { loadConfig, type Config } from '../server/config';
import { openDatabase, migrate, type Db } from '../server/db/database';
import { createLedger } from '../server/modules/ledger/ledger';
import { cryptoRandom, makeIds, systemClock } from '../server/platform';
import os from 'node:os';
import { createOperator, type OperatorRole } from '../server/modules/ops/operators';
import { changeSetting, listSettings } from '../server/modules/settings/settings-admin';
import { BusinessFailure } from '../server/core/failures';
import { translate } from '../server/core/i18n';
import { rotateTwoFactorKey, RotationRefused } from '../server/modules/two-factor/key-rotation';

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
    summary: 'create an operator console account: --email E --password P --role reviewer|editor|support|admin',
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
  settings: {
    summary: 'list every setting; `settings set KEY VALUE` changes one (text as it is, numbers, true/false, JSON)',
    async run({ db, args }) {
      const deps = { db, clock: systemClock, ids: makeIds(systemClock, cryptoRandom) };
      if (args.length === 0) {
        for (const s of await listSettings(deps)) {
          const changed = s.updated_by ? `  (set by ${s.updated_by} at ${new Date(s.updated_at!).toISOString()})` : '';
          console.log(`${s.key.padEnd(28)}${s.value}${s.value === s.default ? '' : `  [default ${s.default}]`}${changed}`);
        }
        return 0;
      }
      const [verb, key, value] = args;
      if (verb !== 'set' || !key || value === undefined || args.length !== 3) {
        console.error('usage: npm run ops -- settings set KEY VALUE');
        return 2;
      }
      try {
        // The audit log names who changed it from the command line.
        const changed = await changeSetting(deps, `cli:${os.userInfo().username}`, key, value);
        console.log(`${changed.key} = ${changed.value}`);
        return 0;
      } catch (err) {
        if (!(err instanceof BusinessFailure)) throw err;
        if (err.reason === 'notFound') console.error(`settings: there is no setting ${key}; \`npm run ops -- settings\` lists them`);
        else console.error(`settings: ${translate('en', `error.${err.reason}`, { key, ...err.vars })}`);
        return 1;
      }
    },
  },
  'rotate-two-factor-key': {
    summary: 're-seal every TOTP secret from TWO_FACTOR_KEY_PREVIOUS to TWO_FACTOR_KEY: [--batch N] [--limit N]; rerun to finish',
    async run({ config, db, args }) {
      if (!config.twoFactorKeyPrevious) {
        console.error('rotate-two-factor-key: set TWO_FACTOR_KEY to the new key and TWO_FACTOR_KEY_PREVIOUS to the old one (the server needs both while this runs)');
        return 2;
      }
      const count = (name: string) => {
        const i = args.indexOf(`--${name}`);
        if (i < 0) return undefined;
        const n = Number(args[i + 1]);
        return Number.isInteger(n) && n > 0 ? n : NaN;
      };
      const batchSize = count('batch');
      const limit = count('limit');
      if (Number.isNaN(batchSize) || Number.isNaN(limit)) {
        console.error('usage: npm run ops -- rotate-two-factor-key [--batch N] [--limit N] (N a whole number above 0)');
        return 2;
      }
      try {
        const deps = { db, clock: systemClock, ids: makeIds(systemClock, cryptoRandom) };
        const keys = { previous: config.twoFactorKeyPrevious, current: config.twoFactorKey };
        const done = await rotateTwoFactorKey(deps, keys, `cli:${os.userInfo().username}`, { batchSize, limit });
        console.log(`re-sealed ${done.resealed}, already under the new key ${done.alreadyCurrent}, left ${done.remaining}`);
        if (done.remaining === 0) console.log('every secret is under TWO_FACTOR_KEY: TWO_FACTOR_KEY_PREVIOUS can be removed from the server');
        return 0;
      } catch (err) {
        if (!(err instanceof RotationRefused)) throw err;
        console.error(`rotate-two-factor-key: ${err.message}; is TWO_FACTOR_KEY_PREVIOUS the key they were sealed under?`);
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
    await migrate(opened.db, undefined, { twoFactorKey: config.twoFactorKey });
    return await command.run({ config, db: opened.db, args });
  } finally {
    await opened.close();
  }
}

process.exitCode = await main(process.argv.slice(2));
