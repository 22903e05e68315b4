// What every module function is given: configuration, the database, time, ids, randomness, the
// logger, the ledger, the event bus and the outside world (mail, chain). Built once in app.ts;
// tests build their own.
import type { Logger } from 'pino';
import type { Config } from './config';
import type { Db, DialectName } from './db/database';
import type { Clock, Ids, Random } from './platform';
import type { Ledger } from './modules/ledger/ledger';
import type { Mailer } from './mail/mailer';
import type { LocalChain } from './chain/local-chain';
import type { EvmChain } from './chain/evm-chain';
import type { DepositWatcher } from './modules/funds/deposit-watcher';
import type { SpotRuntime } from './modules/spot/spot-runtime';
import type { UploadStore } from './modules/uploads/upload-store';
import type { Bus } from './bus';

export interface Deps {
  config: Config;
  db: Db;
  dialect: DialectName;
  clock: Clock;
  ids: Ids;
  random: Random;
  log: Logger;
  ledger: Ledger;
  /** Events between modules (a session ended, ...). */
  bus: Bus;
  mailer: Mailer;
  /** The chain deposits arrive on (the built-in local chain). */
  chain: LocalChain;
  /** The EVM chain (USDT as an ERC-20) when EVM_RPC_URL is configured, else null. */
  evm: EvmChain | null;
  /** Scans the chain for deposits; the scheduler runs it, tests drive it by hand. */
  depositWatcher: DepositWatcher;
  /** Where uploaded files live (local files under DATA_DIR/uploads; an object store later). */
  uploads: UploadStore;
  /** The spot market: reference feed, exchange, market data, market maker and streams. */
  spot: SpotRuntime;
}
