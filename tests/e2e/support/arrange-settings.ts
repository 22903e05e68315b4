// Sets product settings of a platform's database before it starts, as an operator would:
//   DATA_DIR=… node --import tsx tests/e2e/support/arrange-settings.ts '{"withdraw.turnoverRatio":0}'
import { loadConfig } from '../../../server/config';
import { migrate, openDatabase } from '../../../server/db/database';
import { setSetting, type SettingKey } from '../../../server/modules/settings/settings';

const config = loadConfig();
const opened = openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(opened.db);
  for (const [key, value] of Object.entries(JSON.parse(process.argv[2] ?? '{}'))) {
    await setSetting(opened.db, key as SettingKey, value as never, 'e2e-arrangement', Date.now());
  }
} finally {
  await opened.close();
}
