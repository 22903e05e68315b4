// Configuration from the environment (documented in the README). Product rules that an operator
// may change live in the settings table instead (modules/settings).
import { createHash } from 'node:crypto';
import path from 'node:path';
import { isLang, defaultLang, type Lang } from '../api/languages';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: SQLite in dataDir. `postgres://…`: PostgreSQL. */
  databaseUrl: string | null;
  /** Unset: codes go to the outbox table and the log. */
  smtpUrl: string | null;
  mailFrom: string;
  demo: boolean;
  logLevel: string;
  /** Built web app served by the server (vite build output). */
  webRoot: string;
  defaultLang: Lang;
  sessionTtlMs: number;
  codeTtlMs: number;
  codeResendSeconds: number;
  codesPerHour: number;
  loginMaxFailures: number;
  loginLockMs: number;
  requestsPerMinute: number;
  /** Verification codes one IP may ask for per hour (any addresses, email and SMS together). */
  codeRequestsPerIpPerHour: number;
  chain: { blockTimeMs: number; confirmations: number; autoMine: boolean };
  /** The EVM chain (USDT as an ERC-20 over JSON-RPC), or null when EVM_RPC_URL is unset. */
  evm: EvmConfig | null;
  /**
   * Reference prices: the seeded simulator (default), a public exchange stream in Binance's
   * format, or a replay of recorded ticks (`url`: a file path or file:// URL; demo mode only).
   */
  feed: { source: 'simulated' | 'binance' | 'replay'; url: string; seed: number };
  /** The built-in market maker quotes on a schedule (started with the scheduler). */
  marketMaker: boolean;
  /** A /ws client whose send buffer grows past this is dropped. */
  wsMaxBufferedBytes: number;
  /** AES-256 key (32 bytes) sealing the TOTP secrets in the database. */
  twoFactorKey: Buffer;
  /**
   * The key before the current one, set only while a key rotation runs: secrets still sealed
   * under it open with it, and new ones are sealed under the current key.
   */
  twoFactorKeyPrevious: Buffer | null;
}

export interface EvmConfig {
  rpcUrl: string;
  /** BIP-39 phrase: the hot wallet is m/44'/60'/0'/0/0, users' deposit addresses derive under m/44'/60'/1'. */
  mnemonic: string;
  usdtAddress: string;
  confirmations: number;
  /** The first block the deposit watcher reads (the token's deployment block on a public chain). */
  startBlock: number;
  pollMs: number;
  /** A withdrawal or sweep transaction still unmined this long is sent again with the same nonce and a higher fee. */
  replaceAfterMs: number;
  /** The highest maxFeePerGas (wei) a replacement may offer. */
  maxFeePerGas: bigint;
}

/** EVM settings; a URL without the phrase or the token address is a mistake worth stopping for. */
function loadEvmConfig(env: NodeJS.ProcessEnv): EvmConfig | null {
  if (!env.EVM_RPC_URL) return null;
  if (!env.EVM_MNEMONIC || !env.EVM_USDT_ADDRESS) throw new Error('EVM_RPC_URL needs EVM_MNEMONIC and EVM_USDT_ADDRESS as well');
  return {
    rpcUrl: env.EVM_RPC_URL,
    mnemonic: env.EVM_MNEMONIC,
    usdtAddress: env.EVM_USDT_ADDRESS,
    confirmations: Math.max(1, int(env.EVM_CONFIRMATIONS, 12)),
    startBlock: int(env.EVM_START_BLOCK, 0),
    pollMs: Math.max(100, int(env.EVM_POLL_MS, 4000)),
    replaceAfterMs: Math.max(1, int(env.EVM_REPLACE_AFTER_MINUTES, 10)) * 60_000,
    maxFeePerGas: BigInt(Math.max(1, int(env.EVM_MAX_FEE_GWEI, 500))) * 1_000_000_000n,
  };
}

const flag = (v: string | undefined, fallback: boolean) =>
  v === undefined || v === '' ? fallback : !['0', 'false', 'no', 'off'].includes(v.toLowerCase());

const int = (v: string | undefined, fallback: number) => {
  const n = Number(v);
  return v && Number.isInteger(n) && n >= 0 ? n : fallback;
};

export const twoFactorKeyNeeded = 'TWO_FACTOR_KEY must be set in production: 64 hex characters (32 random bytes, e.g. `openssl rand -hex 32`); it seals the users\' two-factor secrets';

/**
 * The key sealing TOTP secrets. Outside production a fixed development key stands in (its secrets
 * are no secret); production refuses to start without a real one, and a malformed key is refused
 * everywhere rather than silently replaced.
 */
function twoFactorKey(env: NodeJS.ProcessEnv): Buffer {
  const given = env.TWO_FACTOR_KEY;
  if (!given) {
    if (env.NODE_ENV === 'production') throw new Error(twoFactorKeyNeeded);
    return createHash('sha256').update('meridian development two-factor key').digest();
  }
  return hexKey('TWO_FACTOR_KEY', given);
}

function hexKey(name: string, given: string): Buffer {
  if (!/^[0-9a-f]{64}$/i.test(given)) throw new Error(`${name} must be 64 hex characters (32 bytes)`);
  return Buffer.from(given, 'hex');
}

/** The previous two-factor key during a rotation; it must differ from the current one. */
function twoFactorKeyPrevious(env: NodeJS.ProcessEnv, current: Buffer): Buffer | null {
  if (!env.TWO_FACTOR_KEY_PREVIOUS) return null;
  const previous = hexKey('TWO_FACTOR_KEY_PREVIOUS', env.TWO_FACTOR_KEY_PREVIOUS);
  if (previous.equals(current)) throw new Error('TWO_FACTOR_KEY_PREVIOUS is the same key as TWO_FACTOR_KEY: set TWO_FACTOR_KEY to the new key');
  return previous;
}

/** The keys a sealed two-factor secret may be under: the current one first. */
export function twoFactorReadKeys(config: Pick<Config, 'twoFactorKey' | 'twoFactorKeyPrevious'>): Buffer[] {
  return config.twoFactorKeyPrevious ? [config.twoFactorKey, config.twoFactorKeyPrevious] : [config.twoFactorKey];
}

export const replayNeedsDemo = 'PRICE_FEED=replay plays recorded prices and is allowed only in demo mode: set DEMO=1, or choose PRICE_FEED=simulated or binance';

/** The price source; a replay is refused outside demo mode, and needs its file named. */
function feedSource(env: NodeJS.ProcessEnv): Config['feed']['source'] {
  if (env.PRICE_FEED !== 'replay') return env.PRICE_FEED === 'binance' ? 'binance' : 'simulated';
  if (!flag(env.DEMO, false)) throw new Error(replayNeedsDemo);
  if (!env.PRICE_FEED_URL) throw new Error('PRICE_FEED=replay needs PRICE_FEED_URL naming a file of recorded ticks (JSON lines)');
  return 'replay';
}

function twoFactorKeys(env: NodeJS.ProcessEnv): Pick<Config, 'twoFactorKey' | 'twoFactorKeyPrevious'> {
  const current = twoFactorKey(env);
  return { twoFactorKey: current, twoFactorKeyPrevious: twoFactorKeyPrevious(env, current) };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const dataDir = path.resolve(env.DATA_DIR || './data');
  return {
    port: int(env.PORT, 8080),
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM || 'Meridian Exchange <no-reply@localhost>',
    demo: flag(env.DEMO, false),
    logLevel: env.LOG_LEVEL || 'info',
    webRoot: path.resolve(env.WEB_ROOT || './dist'),
    defaultLang: isLang(env.DEFAULT_LANG) ? env.DEFAULT_LANG : defaultLang,
    sessionTtlMs: int(env.SESSION_TTL_HOURS, 24 * 7) * 3600_000,
    codeTtlMs: 10 * 60_000,
    codeResendSeconds: 60,
    codesPerHour: 10,
    loginMaxFailures: 5,
    loginLockMs: 15 * 60_000,
    requestsPerMinute: int(env.RATE_LIMIT_PER_MINUTE, 1200),
    codeRequestsPerIpPerHour: int(env.CODE_RATE_LIMIT_PER_HOUR, 20),
    chain: { blockTimeMs: int(env.CHAIN_BLOCK_MS, 2000), confirmations: int(env.CHAIN_CONFIRMATIONS, 3), autoMine: flag(env.CHAIN_AUTOMINE, true) },
    evm: loadEvmConfig(env),
    feed: {
      source: feedSource(env),
      url: env.PRICE_FEED_URL || 'wss://stream.binance.com:9443/stream?streams=btcusdt@miniTicker/ethusdt@miniTicker/bnbusdt@miniTicker/solusdt@miniTicker/xrpusdt@miniTicker/adausdt@miniTicker/dogeusdt@miniTicker/trxusdt@miniTicker/dotusdt@miniTicker/ltcusdt@miniTicker/linkusdt@miniTicker/avaxusdt@miniTicker',
      seed: int(env.PRICE_SEED, 20260105),
    },
    marketMaker: flag(env.MARKET_MAKER, true),
    wsMaxBufferedBytes: int(env.WS_MAX_BUFFERED_BYTES, 1024 * 1024),
    ...twoFactorKeys(env),
  };
}
