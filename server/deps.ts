// What every module function is given: configuration, the database, time, ids, randomness, the
// logger, the ledger, the event bus and the outside world (mail, chain). Built once in app.ts;
// tests build their own. A module function takes `Pick<Deps, …>` of what it uses, and callers
// pass the whole object.
// The runtime services (the deposit watcher, the spot market) are declared here as the small
// interfaces modules use, so this file imports no module that imports it back: only leaf types
// (the import-cycle test keeps it so). app.ts holds them at their full types (AppDeps).
import type { Logger } from 'pino';
import type { KlineInterval } from '../api/endpoints/spot';
import type { Config } from './config';
import type { Db, DialectName } from './db/database';
import type { Clock, Ids, Random } from './platform';
import type { Ledger } from './modules/ledger/ledger';
import type { Mailer } from './mail/mailer';
import type { LocalChain } from './chain/local-chain';
import type { EvmChain } from './chain/evm-chain';
import type { UploadStore } from './modules/uploads/upload-store';
import type { MarketSpec } from './modules/market/markets.store';
import type { Candle, Ticker } from './modules/market/ticker';
import type { ReferenceFeed } from './feeds/reference-feed';
import type { MarkSource } from './feeds/mark-source';
import type { DepthFeed } from './ws/depth-feed';
import type { Bus } from './bus';
import type { DueWork } from './jobs/due-work';
import type { ContractPositionsTable, DeliveryOrdersTable } from './db/schema';
import type { Selectable, Transaction } from 'kysely';
import type { Database } from './db/schema';
import type { MessageKind, MessageParams } from '../api/endpoints/messages';

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
  /** Work due at a time (jobs/due-work.ts): an area schedules items in its own transaction and handles its kinds. */
  due: DueWork;
  /** Where uploaded files live (local files under DATA_DIR/uploads; an object store later). */
  uploads: UploadStore;
  /** The spot market as modules read it (modules/spot/spot-runtime.ts builds the whole runtime). */
  spot: SpotMarkets;
  /** Contracts' mark prices: the reference feed guarded against stale and jumping ticks, with trading hours (feeds/mark-guard.ts). */
  marks: MarkSource;
  /** The contract risk runtime as modules tell it of positions (modules/contract/contract-runtime.ts). */
  contracts: ContractWatch;
  /** The delivery runtime as modules tell it of timed orders (modules/delivery/delivery-runtime.ts). */
  delivery: DeliveryWatch;
  /** Who invited whom, in memory for the fee hot path (modules/referral/referral-tree.ts). */
  referrals: Referrals;
  /** A user's messages: a decision or event that concerns them is written in its own transaction (modules/messages). */
  messages: MessageWriter;
}

/** The referral tree as registration grows it and fee bookings read it. */
export interface Referrals {
  /** After a registration with an inviter commits. */
  joined(userId: string, invitedBy: string | null): void;
  /** The user's inviters, level 1 first, at most four. */
  inviters(userId: string): string[];
  /** Whether any user has an inviter. */
  any(): boolean;
}

/** Writes a message to a user in the transaction of what it tells of; it is pushed on the stream after commit. */
export interface MessageWriter {
  notify(trx: Transaction<Database>, userId: string, kind: MessageKind, params: MessageParams): Promise<void>;
  /** Many at once, in a few statements. */
  notifyAll(trx: Transaction<Database>, items: { userId: string; kind: MessageKind; params: MessageParams }[]): Promise<void>;
}

/** What the delivery module tells the delivery runtime after a timed order is committed. */
export interface DeliveryWatch {
  /** The order as stored now: an open one waits for the first tick at or after its delivery time. */
  track(order: Pick<Selectable<DeliveryOrdersTable>, 'id' | 'symbol' | 'state' | 'delivery_at'>): void;
}

/** What the contract module tells the risk runtime after each committed move of a position. */
export interface ContractWatch {
  /** The position as stored now: its triggers, pending limit or closing queue follow its state. */
  track(position: Selectable<ContractPositionsTable>): void;
}

/** What one scan of the chain did. */
export interface ScanReport {
  /** Scanned blocks forgotten because they left the canonical chain. */
  rewound: number;
  detected: number;
  moved: number;
  /** The highest block scanned so far. */
  cursor: number;
}

/** Reads a chain's new blocks and moves deposits (modules/funds/deposit-watcher.ts). */
export interface DepositWatcher {
  scan(): Promise<ScanReport>;
}

/**
 * The read side of the spot market: its markets, their figures, depth and reference prices.
 * Placing and cancelling go through the exchange itself, which only the spot module and the
 * wire hold (AppDeps).
 */
export interface SpotMarkets {
  exchange: {
    market(symbol: string): MarketSpec | undefined;
    /** In display order. */
    markets(): MarketSpec[];
  };
  marketData: {
    ticker(symbol: string): Ticker;
    candles(symbol: string, interval: KlineInterval, limit: number): Promise<Candle[]>;
  };
  depth: Pick<DepthFeed, 'snapshot'>;
  feed: ReferenceFeed;
  /** Opens the empty book of a market enabled after start (a new coin's listing): no maker, no price. */
  openMarket(spec: MarketSpec): void;
}
