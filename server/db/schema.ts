// Table types for Kysely. Every integer column is BIGINT and reads back as bigint on both
// SQLite (safe integers) and PostgreSQL (int8 parser), so money never passes through a float.
// Times are epoch milliseconds. Modules add their tables here, one interface per table.
import type { Generated } from 'kysely';

export interface UsersTable {
  id: string;
  email: string | null;
  phone: string | null;
  password_hash: string;
  password_strength: 'strong' | 'medium' | 'weak';
  tpwd_hash: string | null;
  name: string;
  invitation_code: string;
  invited_by: string | null;
  nationality: string | null;
  lang: string;
  status: 'active' | 'disabled';
  /** Time of the last security change: starts the 24 h withdrawal lock. */
  security_changed_at: bigint | null;
  failed_logins: Generated<bigint>;
  locked_until: bigint | null;
  tpwd_failures: Generated<bigint>;
  tpwd_locked_until: bigint | null;
  bank_name: Generated<string>;
  bank_number: Generated<string>;
  alipay_account: Generated<string>;
  weixin_nickname: Generated<string>;
  weixin_account: Generated<string>;
  last_login_at: bigint | null;
  created_at: bigint;
}

export interface SecurityAnswersTable {
  user_id: string;
  answer1_hash: string;
  answer2_hash: string;
  answer3_hash: string;
  updated_at: bigint;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: bigint;
  expires_at: bigint;
  last_seen_at: bigint;
  revoked_at: bigint | null;
  /** 'logout' answers 2000 like an unknown token; a server-side end ('password_changed', 'disabled') answers 1000. */
  revoked_reason: string | null;
  ip: string;
  user_agent: string;
}

export interface VerificationCodesTable {
  id: string;
  channel: 'email' | 'phone';
  target: string;
  scene: string;
  code_hash: string;
  attempts: Generated<bigint>;
  created_at: bigint;
  expires_at: bigint;
  used_at: bigint | null;
}

export interface OutboxTable {
  id: string;
  channel: 'email' | 'phone';
  recipient: string;
  subject: string;
  body: string;
  created_at: bigint;
  sent_at: bigint | null;
  error: string | null;
}

export interface IdempotencyKeysTable {
  key_hash: string;
  principal: string;
  path: string;
  response: string;
  created_at: bigint;
}

export interface SettingsTable {
  key: string;
  value: string;
  updated_at: bigint;
  updated_by: string;
}

export interface AssetsTable {
  code: string;
  name: string;
  scale: bigint;
  kind: 'crypto' | 'cfd';
  enabled: bigint;
  sort: bigint;
}

export interface LedgerAccountsTable {
  /** `${owner_kind}:${owner_id}:${asset}:${wallet}`, unique by construction. */
  id: string;
  owner_kind: 'user' | 'system';
  owner_id: string;
  asset: string;
  wallet: string;
  balance: bigint;
  created_at: bigint;
}

export interface JournalEntriesTable {
  id: string;
  reason: string;
  ref_type: string;
  ref_id: string;
  idempotency_key: string;
  created_at: bigint;
}

export interface PostingsTable {
  /** With account_id the key: an entry posts to an account once. */
  entry_id: string;
  account_id: string;
  asset: string;
  amount: bigint;
  balance_after: bigint;
}

/** Every lifecycle move of every entity: the timeline users see and the audit trail. */
export interface LifecycleEventsTable {
  id: string;
  entity_type: string;
  entity_id: string;
  from_state: string | null;
  to_state: string;
  event: string;
  actor: string;
  reason: string | null;
  at: bigint;
}

/** Operator-edited content: one row per text and language (pages, help articles, notices, banners). */
export interface TextsTable {
  id: bigint;
  lang: string;
  kind: 'page' | 'help' | 'notice' | 'banner' | 'download';
  title: string;
  body: string;
  /** Where a banner leads (a route of the web app); empty for other kinds. */
  link: string;
  sort: bigint;
  updated_at: bigint;
  updated_by: string;
  /** The number of the version in text_versions this row shows. */
  version: Generated<bigint>;
}

/** One saved version of a text in one language; never changed once written. */
export interface TextVersionsTable {
  text_id: bigint;
  lang: string;
  version: bigint;
  title: string;
  body: string;
  created_at: bigint;
  /** An operator id, or `seed`. */
  created_by: string;
  /** The version this one copies back (a restore), else null. */
  restored_from: bigint | null;
}

/** A help article or notice an editor took off the member-facing pages (its rows and versions stay). */
export interface UnpublishedTextsTable {
  text_id: bigint;
  unpublished_at: bigint;
  unpublished_by: string;
}

/** Each user's own deposit address, one per chain, created on first request. */
export interface DepositAddressesTable {
  id: string;
  user_id: string;
  chain: string;
  address: string;
  created_at: bigint;
}

/** A transfer to a deposit address seen on chain; `state` follows api/lifecycles/deposit.lifecycle. */
export interface DepositsTable {
  id: string;
  user_id: string;
  chain: string;
  asset: string;
  address: string;
  tx_hash: string;
  block_height: bigint;
  block_hash: string;
  amount: bigint;
  state: string;
  confirmations: bigint;
  confirmations_required: bigint;
  /** `chain:tx_hash` once credited; unique, so one transaction is credited at most once. */
  credited_tx: string | null;
  created_at: bigint;
  updated_at: bigint;
}

/** The blocks the deposit watcher has scanned: its cursor, and how it finds a reorganisation. */
export interface DepositScannedBlocksTable {
  chain: string;
  height: bigint;
  hash: string;
}

/** Demo mode: test funds a user asked for, keyed by the request's rtoken so a repeat sends once. */
export interface DemoFundRequestsTable {
  id: string;
  user_id: string;
  rtoken: string;
  amount: bigint;
  tx_hash: string | null;
  created_at: bigint;
}

/** A listed spot market and its rules (migration 0004); sizes in minor units. */
export interface MarketsTable {
  symbol: string;
  base: string;
  quote: string;
  tick_size: bigint;
  lot_size: bigint;
  min_notional: bigint;
  maker_fee_bps: bigint;
  taker_fee_bps: bigint;
  price_protection_bps: bigint;
  enabled: bigint;
  sort: bigint;
}

/** A spot order; `state` follows api/lifecycles/spot-order.lifecycle. */
export interface SpotOrdersTable {
  id: string;
  seq: bigint;
  owner_kind: 'user' | 'system';
  owner_id: string;
  symbol: string;
  side: 'buy' | 'sell';
  type: 'limit' | 'market';
  price_ticks: bigint;
  lots: bigint;
  filled_lots: bigint;
  quote_filled: bigint;
  fee_paid: bigint;
  lock_asset: string;
  locked: bigint;
  state: string;
  end_reason: string | null;
  rtoken: string | null;
  created_at: bigint;
  updated_at: bigint;
}

export interface SpotTradesTable {
  id: string;
  symbol: string;
  price: bigint;
  qty: bigint;
  notional: bigint;
  taker_side: 'buy' | 'sell';
  buy_order_id: string;
  sell_order_id: string;
  buyer_fee: bigint;
  seller_fee: bigint;
  at: bigint;
}

/** One minute of one symbol's prices (the spot book's and the contracts' mark candles). */
interface CandleColumns {
  symbol: string;
  open_time: bigint;
  open: bigint;
  high: bigint;
  low: bigint;
  close: bigint;
}

/** One-minute candles: reference history written at first start, then trades. */
export interface SpotCandlesTable extends CandleColumns {
  volume: bigint;
  quote_volume: bigint;
}

export interface MarketFavouritesTable {
  user_id: string;
  symbol: string;
  created_at: bigint;
}

/** A move between two of a user's own wallets (spot ↔ contract), keyed by the request's rtoken. */
export interface TransfersTable {
  id: string;
  user_id: string;
  asset: string;
  from_wallet: string;
  to_wallet: string;
  amount: bigint;
  rtoken: string;
  created_at: bigint;
}

/** The user's saved withdrawal addresses. */
export interface WithdrawAddressesTable {
  id: string;
  user_id: string;
  currency: string;
  chain: string;
  address: string;
  remarks: string;
  memo: string;
  created_at: bigint;
  /** api/lifecycles/withdraw-address.lifecycle: pending until `usable_at`, then active; or cancelled. */
  state: Generated<string>;
  usable_at: Generated<bigint>;
  /** SHA-256 of the cancel link's token; null once the address is no longer pending. */
  cancel_token_hash: string | null;
  cancel_expires_at: bigint | null;
}

/** A user's "allowlist only" mode: withdrawals only to active saved addresses. */
export interface AllowlistModesTable {
  user_id: string;
  on: number;
  /** A requested switch-off takes effect then; null when none is pending. */
  off_at: bigint | null;
  updated_at: bigint;
}

/** One login attempt on a known account: when, from where, with what, and whether it succeeded. */
export interface LoginHistoryTable {
  id: string;
  user_id: string;
  at: bigint;
  ip: string;
  browser: string;
  os: string;
  ok: number;
  /** The step a failed attempt failed at (0032): `password` or `code` (the second factor); null when ok. */
  failed_step: 'password' | 'code' | null;
}

/** A device (browser, OS, network prefix) a user has logged in from; a new one is announced by mail. */
export interface KnownDevicesTable {
  user_id: string;
  fingerprint: string;
  first_seen_at: bigint;
}

/** A withdrawal on a chain or to a bank card; `state` follows api/lifecycles/withdrawal.lifecycle. */
export interface WithdrawalsTable {
  id: string;
  user_id: string;
  kind: 'chain' | 'bank';
  asset: string;
  chain: string;
  address: string;
  memo: string;
  /** Bank-card payee details as JSON, for kind 'bank'. */
  bank: string | null;
  /** The frozen amount; the payee receives amount - fee. */
  amount: bigint;
  fee: bigint;
  state: string;
  reason: string | null;
  tx_hash: string | null;
  broadcast_height: bigint | null;
  rtoken: string;
  /** The policy day (Hong Kong calendar day) it counts against. */
  day: string;
  created_at: bigint;
  updated_at: bigint;
}

/** The address withdrawals are sent from, per chain. */
/** A deposit claimed by the user with a transaction hash and a credential image, for review. */
export interface ManualDepositsTable {
  id: string;
  user_id: string;
  asset: string;
  chain: string;
  amount: bigint;
  tx_hash: string;
  upload_id: string;
  description: Generated<string>;
  state: string;
  reason: string | null;
  rtoken: string;
  created_at: bigint;
  updated_at: bigint;
}

/** A signed hot-wallet transaction of the EVM chain, stored before it is broadcast. */
export interface EvmOutgoingTxsTable {
  chain: string;
  send_key: string;
  nonce: bigint;
  to_address: string;
  amount: bigint;
  raw_tx: string;
  tx_hash: string;
  settled: Generated<bigint>;
  created_at: bigint;
}

export interface CustodySweepsTable {
  id: string;
  chain: string;
  address: string;
  asset: string;
  amount: bigint;
  gas_amount: string;
  gas_tx: string | null;
  sweep_tx: string | null;
  sweep_raw: string | null;
  state: string;
  created_at: bigint;
  updated_at: bigint;
}

export interface EvmTxAttemptsTable {
  chain: string;
  tx_hash: string;
  send_key: string;
  nonce: bigint;
  raw_tx: string;
  max_fee: string;
  priority_fee: string;
  state: string;
  created_at: bigint;
}

export interface HotWalletsTable {
  chain: string;
  address: string;
  created_at: bigint;
}

/** Trading volume per user in USDT minor units, fed by the trading modules; the turnover rule reads it. */
export interface TradingVolumeTable {
  user_id: string;
  volume: bigint;
  updated_at: bigint;
}

/** Operator console accounts, separate from users. */
export interface OperatorsTable {
  id: string;
  email: string;
  password_hash: string;
  role: 'reviewer' | 'admin' | 'editor' | 'support';
  status: 'active' | 'disabled';
  created_at: bigint;
  failed_logins: Generated<bigint>;
  locked_until: bigint | null;
}

export interface OperatorSessionsTable {
  id: string;
  operator_id: string;
  token_hash: string;
  created_at: bigint;
  expires_at: bigint;
  revoked_at: bigint | null;
}

/** Every operator decision: who, what, on which item, why, when. */
export interface OpsAuditLogTable {
  id: string;
  operator_id: string;
  action: string;
  entity_type: string;
  entity_id: string;
  reason: string | null;
  at: bigint;
}

/** An uploaded file (re-encoded image); the bytes are in the upload store under storage_key. */
export interface UploadsTable {
  id: string;
  owner_user_id: string;
  purpose: string;
  content_type: string;
  size: bigint;
  width: bigint;
  height: bigint;
  sha256: string;
  storage_key: string;
  created_at: bigint;
  /** Support staff who uploaded it for the owner's conversation; null when the owner uploaded it. */
  operator_id: string | null;
}

/** One verification level of one user: the latest submission and its chart state. */
export interface KycVerificationsTable {
  id: string;
  user_id: string;
  level: 'junior' | 'senior' | 'address';
  state: string;
  attempt: bigint;
  reason: string | null;
  nationality: string | null;
  id_type: bigint | null;
  real_name: string | null;
  id_number: string | null;
  id_number_key: string | null;
  front_upload_id: string | null;
  back_upload_id: string | null;
  signature_upload_id: string | null;
  address: string | null;
  bill_upload_id: string | null;
  submitted_at: bigint;
  decided_at: bigint | null;
  created_at: bigint;
  updated_at: bigint;
}

export interface PriceRecordsTable {
  /** `pr_<symbol>_<at>`: one record per tick. */
  id: string;
  symbol: string;
  /** USDT minor units per whole base unit. */
  price: bigint;
  at: bigint;
  source: string;
}

/** One-minute candles of the contracts' mark price (no volume: nothing trades at the mark). */
export type MarkCandlesTable = CandleColumns;

export interface ContractPositionsTable {
  id: string;
  user_id: string;
  symbol: string;
  side: string;
  order_type: string;
  state: string;
  leverage: number;
  /** Whole lot steps of the instrument. */
  lot_steps: bigint;
  limit_price: bigint | null;
  entry_price: bigint | null;
  margin: bigint;
  liquidation_price: bigint | null;
  take_profit: bigint | null;
  stop_loss: bigint | null;
  open_fee: bigint;
  close_fee: Generated<bigint>;
  financing: Generated<bigint>;
  exit_price: bigint | null;
  pnl: bigint | null;
  close_reason: string | null;
  returned: bigint | null;
  shortfall: bigint | null;
  open_record_id: string | null;
  close_record_id: string | null;
  financed_at: bigint | null;
  created_at: bigint;
  opened_at: bigint | null;
  closed_at: bigint | null;
  updated_at: bigint;
}

export interface ContractMoneyTable {
  id: string;
  user_id: string;
  position_id: string;
  symbol: string;
  kind: string;
  amount: bigint;
  record_id: string | null;
  at: bigint;
}

export interface ContractRiskNoticesTable {
  user_id: string;
  acknowledged_at: bigint;
}

export interface DeliveryOrdersTable {
  id: string;
  user_id: string;
  symbol: string;
  direction: string;
  state: string;
  amount: bigint;
  duration: number;
  payout_bps: number;
  purchase_price: bigint;
  purchase_record_id: string;
  settlement_price: bigint | null;
  settlement_record_id: string | null;
  void_reason: string | null;
  profit: bigint | null;
  payout: bigint | null;
  delivery_at: bigint;
  created_at: bigint;
  settled_at: bigint | null;
  updated_at: bigint;
}

export interface DeliveryRiskNoticesTable {
  user_id: string;
  acknowledged_at: bigint;
}

/** Work due at a time, taken once by the due-work runner (jobs/due-work.ts). */
export interface DueWorkTable {
  id: string;
  kind: string;
  subject: string;
  due_at: bigint;
  /** When it is next tried: the due time, later after a failure or a "not yet". */
  run_at: bigint;
  state: 'pending' | 'done';
  attempts: Generated<bigint>;
  last_error: string | null;
  created_at: bigint;
  done_at: bigint | null;
}

/** A new-coin project: money in USDT minor units per whole coin, quantities in the coin's minor units. */
export interface NewcoinProjectsTable {
  id: string;
  name: string;
  symbol: string;
  issue_price: bigint;
  quantity: bigint;
  circulation: bigint;
  lot: bigint;
  min_per_user: bigint;
  max_per_user: bigint;
  starts_at: bigint;
  ends_at: bigint;
  listing_at: bigint;
  lock_days: number;
  description: string;
  created_by: string;
  created_at: bigint;
  allocated_at: bigint | null;
  listed_at: bigint | null;
}

/** A subscription to a new-coin project; `state` follows api/lifecycles/subscription.lifecycle. */
export interface NewcoinSubscriptionsTable {
  id: string;
  project_id: string;
  user_id: string;
  state: string;
  quantity: bigint;
  frozen: bigint;
  pass_quantity: bigint | null;
  paid: bigint | null;
  refunded: bigint | null;
  created_at: bigint;
  allocated_at: bigint | null;
  released_at: bigint | null;
}

/** An AI Earn custody product: fixed daily rate and penalty rate (scaled by 10^8), amounts in minor units. */
export interface EarnProductsTable {
  id: string;
  asset: string;
  cycle_days: number;
  daily_rate: bigint;
  min_amount: bigint;
  max_amount: bigint;
  quota: bigint;
  quota_used: bigint;
  penalty_rate: bigint;
  enabled: number;
  sort: number;
}

/** An AI Earn custody order, moved only through the custody-order chart. */
export interface EarnOrdersTable {
  id: string;
  user_id: string;
  product_id: string;
  asset: string;
  state: string;
  amount: bigint;
  cycle_days: number;
  daily_rate: bigint;
  penalty_rate: bigint;
  daily_interest: bigint;
  days_accrued: number;
  profit: bigint;
  next_accrual_at: bigint | null;
  matures_at: bigint;
  asked_penalty: bigint | null;
  requested_at: bigint | null;
  reason: string | null;
  returned: bigint | null;
  penalty: bigint | null;
  rtoken: string;
  created_at: bigint;
  ended_at: bigint | null;
  updated_at: bigint;
}

/** One daily accrual of a custody order. */
export interface EarnAccrualsTable {
  order_id: string;
  day: number;
  amount: bigint;
  at: bigint;
}

/** A loan (api/lifecycles/loan.lifecycle): terms at application, payout, due date and what was repaid. */
export interface LoansTable {
  id: string;
  user_id: string;
  product_id: string;
  asset: string;
  state: string;
  amount: bigint;
  period_days: number;
  daily_rate: bigint;
  late_fee_rate: bigint;
  late_fee_cap_rate: bigint;
  lender: string;
  term_interest: bigint;
  term_total: bigint;
  rtoken: string;
  created_at: bigint;
  paid_out_at: bigint | null;
  due_at: bigint | null;
  reason: string | null;
  repaid_by: string | null;
  repaid_at: bigint | null;
  charged_at: bigint | null;
  repaid_principal: bigint | null;
  repaid_interest: bigint | null;
  repaid_late_fee: bigint | null;
  updated_at: bigint;
}

/** One document (an upload) of a loan application. */
export interface LoanDocumentsTable {
  loan_id: string;
  document: string;
  upload_id: string;
}

/** A repayment by bank transfer (api/lifecycles/loan-voucher.lifecycle). */
export interface LoanVouchersTable {
  id: string;
  loan_id: string;
  user_id: string;
  state: string;
  amount: bigint;
  interest: bigint;
  late_fee: bigint;
  upload_id: string;
  reason: string | null;
  rtoken: string;
  created_at: bigint;
  decided_at: bigint | null;
}

/** A share of an invitee's fee paid to one inviter at one level (0022_referral). */
export interface ReferralCommissionsTable {
  id: string;
  inviter_id: string;
  invitee_id: string;
  level: number;
  asset: string;
  amount: bigint;
  fee: bigint;
  rate: bigint;
  source: string;
  ref_id: string;
  created_at: bigint;
}

/** A calendar day a user signed (api/lifecycles/sign-day.lifecycle), with the reward paid. */
export interface RewardSigninsTable {
  user_id: string;
  date: string;
  day: number;
  state: string;
  asset: string;
  amount: bigint;
  created_at: bigint;
}

/** A reward-centre task a user claimed (api/lifecycles/reward-task.lifecycle). */
export interface RewardClaimsTable {
  user_id: string;
  task: string;
  state: string;
  kind: string;
  asset: string;
  amount: bigint;
  volume_at_claim: bigint;
  created_at: bigint;
}

/** What the rewards budget has paid so far, per asset. */
export interface RewardBudgetTable {
  asset: string;
  paid: bigint;
  updated_at: bigint;
}

export interface NoticesTable {
  id: string;
  /** JSON: [{ lang, title, body }], English always among them. */
  texts: string;
  operator_id: string;
  created_at: bigint;
}

export interface MessagesTable {
  id: string;
  user_id: string;
  /** One of api/endpoints/messages.ts messageKinds. */
  kind: string;
  /** JSON of the kind's parameters (amounts in minor units with their asset). */
  params: string;
  notice_id: string | null;
  state: string;
  created_at: bigint;
  read_at: bigint | null;
  /** When it went out on the private stream (null: not yet). */
  pushed_at: bigint | null;
}

/** A user's TOTP secret, sealed (server/secret-seal.ts, since 0032): pending while enabled_at is null. The row's id is the user's id. */
export interface TwoFactorTable {
  id: string;
  secret: string;
  enabled_at: bigint | null;
  /** The newest time step a code was accepted from: that step and older ones are refused (no replay). */
  last_step: bigint | null;
  failures: Generated<bigint>;
  locked_until: bigint | null;
  created_at: bigint;
}

/** Recovery codes, stored only as their SHA-256; each works once. */
export interface TwoFactorRecoveryCodesTable {
  code_hash: string;
  user_id: string;
  used_at: bigint | null;
  created_at: bigint;
}

/** A login that passed the password and waits for the second factor: a 256-bit token stored hashed. */
export interface LoginChallengesTable {
  token_hash: string;
  user_id: string;
  expires_at: bigint;
  used_at: bigint | null;
  created_at: bigint;
}

/** The phrase the user chose, shown in every mail the platform sends them. */
export interface AntiPhishingPhrasesTable {
  user_id: string;
  phrase: string;
  updated_at: bigint;
}

export interface Database {
  users: UsersTable;
  security_answers: SecurityAnswersTable;
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  outbox: OutboxTable;
  idempotency_keys: IdempotencyKeysTable;
  settings: SettingsTable;
  assets: AssetsTable;
  ledger_accounts: LedgerAccountsTable;
  journal_entries: JournalEntriesTable;
  postings: PostingsTable;
  lifecycle_events: LifecycleEventsTable;
  deposit_addresses: DepositAddressesTable;
  deposits: DepositsTable;
  deposit_scanned_blocks: DepositScannedBlocksTable;
  demo_fund_requests: DemoFundRequestsTable;
  texts: TextsTable;
  text_versions: TextVersionsTable;
  markets: MarketsTable;
  spot_orders: SpotOrdersTable;
  spot_trades: SpotTradesTable;
  spot_candles: SpotCandlesTable;
  market_favourites: MarketFavouritesTable;
  transfers: TransfersTable;
  withdraw_addresses: WithdrawAddressesTable;
  allowlist_modes: AllowlistModesTable;
  login_history: LoginHistoryTable;
  known_devices: KnownDevicesTable;
  withdrawals: WithdrawalsTable;
  hot_wallets: HotWalletsTable;
  evm_outgoing_txs: EvmOutgoingTxsTable;
  custody_sweeps: CustodySweepsTable;
  evm_tx_attempts: EvmTxAttemptsTable;
  manual_deposits: ManualDepositsTable;
  trading_volume: TradingVolumeTable;
  uploads: UploadsTable;
  unpublished_texts: UnpublishedTextsTable;
  kyc_verifications: KycVerificationsTable;
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  ops_audit_log: OpsAuditLogTable;
  price_records: PriceRecordsTable;
  mark_candles: MarkCandlesTable;
  contract_positions: ContractPositionsTable;
  contract_money: ContractMoneyTable;
  contract_risk_notices: ContractRiskNoticesTable;
  delivery_orders: DeliveryOrdersTable;
  delivery_risk_notices: DeliveryRiskNoticesTable;
  due_work: DueWorkTable;
  newcoin_projects: NewcoinProjectsTable;
  newcoin_subscriptions: NewcoinSubscriptionsTable;
  earn_products: EarnProductsTable;
  earn_orders: EarnOrdersTable;
  earn_accruals: EarnAccrualsTable;
  loans: LoansTable;
  loan_documents: LoanDocumentsTable;
  loan_vouchers: LoanVouchersTable;
  referral_commissions: ReferralCommissionsTable;
  reward_signins: RewardSigninsTable;
  reward_claims: RewardClaimsTable;
  reward_budget: RewardBudgetTable;
  support_conversations: SupportConversationsTable;
  support_messages: SupportMessagesTable;
  notices: NoticesTable;
  messages: MessagesTable;
  proof_snapshots: ProofSnapshotsTable;
  proof_roots: ProofRootsTable;
  proof_members: ProofMembersTable;
  two_factor: TwoFactorTable;
  two_factor_recovery_codes: TwoFactorRecoveryCodesTable;
  login_challenges: LoginChallengesTable;
  anti_phishing_phrases: AntiPhishingPhrasesTable;
}

/** A member's conversation with support (one per member), moved only through its chart. */
export interface SupportConversationsTable {
  id: string;
  user_id: string;
  state: string;
  last_message_id: string;
  messages: bigint;
  created_at: bigint;
  updated_at: bigint;
}

/** One message of a support conversation: the member's (user_id) or staff's (operator_id). */
export interface SupportMessagesTable {
  id: string;
  conversation_id: string;
  seq: bigint;
  user_id: string | null;
  operator_id: string | null;
  text: string;
  upload_id: string | null;
  created_at: bigint;
}

/** A proof-of-liabilities snapshot: when, why (the schedule or an admin), how many users. */
export interface ProofSnapshotsTable {
  id: string;
  taken_at: bigint;
  trigger: 'schedule' | 'admin';
  created_by: string | null;
  members: bigint;
  /** 1 once its members are deleted: its roots stay published, its proofs are no longer served. */
  pruned: Generated<bigint>;
}

/** One asset's tree of a snapshot; totals and reserves are decimal text of minor units (they may pass 2^63). */
export interface ProofRootsTable {
  snapshot_id: string;
  asset: string;
  root_hash: string;
  total: string;
  leaves: bigint;
  /** What the chain held for the asset at the snapshot; null without a chain reading. */
  reserves: string | null;
}

/** A user of a snapshot: their salt and balances per asset (JSON of decimal minor units), in tree order. */
export interface ProofMembersTable {
  snapshot_id: string;
  position: bigint;
  user_id: string;
  salt: string;
  balances: string;
}
