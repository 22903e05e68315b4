// Leveraged contracts on the 12 crypto assets and CFDs on gold, silver and crude oil: the
// instruments and their rules, opening, closing and cancelling positions, take-profit and
// stop-loss, the user's positions and their money history, and candles of the mark price.
// The platform is the counterparty; every open, close and liquidation is priced at a stored
// reference tick (the price record), shown with the position.
import { z } from 'zod';
import { decimalText, endpoint, epochMs, moneyText } from '../endpoint';
import { contractPositionStates, contractPositionTabs } from '../lifecycles/contract-position.lifecycle';

const symbol = () => z.string({ error: 'error.marketUnknown' }).trim().toUpperCase().regex(/^[A-Z0-9]{2,20}$/, 'error.marketUnknown');
const positionId = () => z.string({ error: 'error.invalidInput' }).trim().regex(/^cp_[0-9a-z]{10,40}$/, 'error.invalidInput');
const rowLimit = (max: number, fallback: number) => z.coerce.number({ error: 'error.invalidInput' }).int('error.invalidInput').min(1, 'error.invalidInput').max(max, 'error.invalidInput').default(fallback);
/** An optional price: absent or blank means none (removes a take-profit or stop-loss). */
const optionalPrice = () => z.string().trim().optional().transform((v) => (v ? v : undefined))
  .pipe(z.string().regex(/^\d{1,15}(\.\d{1,18})?$/, 'error.contractPriceInvalid').optional());

export const contractSides = ['long', 'short'] as const;
export const contractOrderTypes = ['market', 'limit'] as const;
export const contractKinds = ['crypto', 'cfd'] as const;
/** Why an instrument takes no opens or closes now: a stale or jumping feed, outside trading hours, no price yet. */
export const contractPauseReasons = ['stale', 'jump', 'closed', 'none'] as const;
export const contractCloseReasons = ['user', 'closeAll', 'takeProfit', 'stopLoss', 'liquidation'] as const;
export const contractMoneyKinds = ['margin', 'openFee', 'closeFee', 'pnl', 'financing', 'marginReturned', 'shortfallCovered'] as const;

/** A stored reference tick that priced a move: shown to the user beside the move. */
export const priceRecord = z.object({ id: z.string(), price: moneyText, at: epochMs, source: z.string() });

export const contractInstrument = z.object({
  symbol: z.string(),
  /** The asset's name (crypto) or the commodity's (Gold, Silver, Crude oil WTI). */
  name: z.string(),
  kind: z.enum(contractKinds),
  /** Base units per lot (decimal text) and the unit's name (BTC, oz, barrel). */
  contract_size: moneyText,
  unit: z.string(),
  lot_step: moneyText,
  min_lots: moneyText,
  max_lots: moneyText,
  price_step: moneyText,
  open_fee_rate: moneyText,
  close_fee_rate: moneyText,
  /** The whole disclosed spread as a rate of the mark: a long opens at mark + half of it. */
  spread_rate: moneyText,
  maintenance_margin_rate: moneyText,
  /** Charged on the notional per day a position is held over the 00:00 UTC roll; may be 0. */
  financing_rate_daily: moneyText,
  leverage_choices: z.array(z.number().int()),
  /** The deployment's cap (never above 100 for crypto, 25 for CFDs). */
  max_leverage: z.number().int(),
  /** Open interest the platform carries per side, in lots, and how much is in use. */
  open_interest_cap: moneyText,
  open_interest: z.object({ long: moneyText, short: moneyText }),
  enabled: z.boolean(),
  /** Trading hours, as the server applies them (always open for crypto). */
  hours: z.string(),
  mark: z.object({
    price: moneyText.nullable(),
    at: epochMs.nullable(),
    /** Null when opens and closes run; otherwise why they wait. */
    paused: z.enum(contractPauseReasons).nullable(),
    /** When a closed market opens next. */
    opens_at: epochMs.nullable(),
  }),
});

export const contractPosition = z.object({
  id: z.string(),
  symbol: z.string(),
  side: z.enum(contractSides),
  order_type: z.enum(contractOrderTypes),
  state: z.enum(contractPositionStates),
  leverage: z.number().int(),
  lots: moneyText,
  /** The limit price of a pending open; null for a market open. */
  limit_price: moneyText.nullable(),
  /** The entry price (mark ± half the spread); null while pending. */
  entry_price: moneyText.nullable(),
  /** The mark now, while pending or open. */
  mark_price: moneyText.nullable(),
  margin: moneyText,
  liquidation_price: moneyText.nullable(),
  take_profit: moneyText.nullable(),
  stop_loss: moneyText.nullable(),
  /** Unrealised at the mark while open; realised once closed or liquidated. */
  pnl: moneyText,
  /** Equity over maintenance margin is healthy; at 1 or below the position is liquidated. */
  margin_ratio: moneyText.nullable(),
  open_fee: moneyText,
  close_fee: moneyText,
  financing: moneyText,
  exit_price: moneyText.nullable(),
  close_reason: z.enum(contractCloseReasons).nullable(),
  /** Returned to the contract account at the end; the platform's part of a loss beyond the margin. */
  returned: moneyText.nullable(),
  shortfall: moneyText.nullable(),
  open_record: priceRecord.nullable(),
  close_record: priceRecord.nullable(),
  created_at: epochMs,
  opened_at: epochMs.nullable(),
  closed_at: epochMs.nullable(),
});

/** The private `positions` channel's `data`: the user's live (open and closing) positions, sent at each mark batch. */
export const livePositionsMessage = z.array(contractPosition);

export const contractMoneyRow = z.object({
  id: z.string(),
  position_id: z.string(),
  symbol: z.string(),
  kind: z.enum(contractMoneyKinds),
  /** Signed, in USDT: negative left the contract account. */
  amount: moneyText,
  record: priceRecord.nullable(),
  at: epochMs,
});

const openParams = z.object({
  symbol: symbol(),
  side: z.enum(contractSides, { error: 'error.invalidInput' }),
  type: z.enum(contractOrderTypes, { error: 'error.invalidInput' }).default('market'),
  price: optionalPrice(),
  lots: decimalText('error.contractLotsRequired'),
  leverage: z.coerce.number({ error: 'error.contractLeverageInvalid' }).int('error.contractLeverageInvalid').min(1, 'error.contractLeverageInvalid').max(1000, 'error.contractLeverageInvalid'),
  take_profit: optionalPrice(),
  stop_loss: optionalPrice(),
});

export const contractEndpoints = {
  contractInstruments: endpoint({
    name: 'web/contractInstruments', method: 'GET', access: 'public',
    summary: 'Every contract instrument with its rules (size, lots, fees, spread, maintenance and financing rates, leverage), its open interest and cap, and the mark with any pause.',
    params: z.object({}),
    data: z.object({
      instruments: z.array(contractInstrument),
      /** True when the deployment replays recorded prices (demo mode only): every screen says so. */
      replayed: z.boolean(),
      /** The feed the marks come from (`simulated`, `replay` or the real source's name). */
      source: z.string(),
    }),
  }),
  contractRiskNotice: endpoint({
    name: 'web/contractRiskNotice', method: 'GET', access: 'user',
    summary: 'Whether the user has acknowledged the leverage risk notice, and when.',
    params: z.object({}),
    data: z.object({ acknowledged_at: epochMs.nullable() }),
  }),
  contractAcknowledgeRisk: endpoint({
    name: 'web/contractAcknowledgeRisk', method: 'POST', access: 'user',
    summary: 'Records that the user read the leverage risk notice; needed once before the first open.',
    params: z.object({}),
    data: z.object({ acknowledged_at: epochMs }),
  }),
  contractOpen: endpoint({
    name: 'web/contractOpen', method: 'POST', access: 'user',
    summary: 'Opens a long or short position against the platform: at the mark ± half the spread (market) or when the mark reaches `price` (limit). Margin and the open fee leave the contract account at once.',
    params: openParams,
    data: contractPosition,
    successMessage: 'success.contractOpened',
  }),
  contractClose: endpoint({
    name: 'web/contractClose', method: 'POST', access: 'user',
    summary: 'Closes one open position at the mark ± half the spread; while the instrument is paused or closed the close waits (`closing`) and settles at the first usable mark.',
    params: z.object({ position_id: positionId() }),
    data: contractPosition,
    successMessage: 'success.contractClosed',
  }),
  contractCloseAll: endpoint({
    name: 'web/contractCloseAll', method: 'POST', access: 'user',
    summary: 'Closes every open position of the user (of one instrument when `symbol` is given), each as `contractClose` does.',
    params: z.object({ symbol: symbol().optional() }),
    data: z.array(contractPosition),
    successMessage: 'success.contractClosedAll',
  }),
  contractCancel: endpoint({
    name: 'web/contractCancel', method: 'POST', access: 'user',
    summary: 'Withdraws a pending limit open; its margin and open fee return to the contract account.',
    params: z.object({ position_id: positionId() }),
    data: contractPosition,
    successMessage: 'success.contractCancelled',
  }),
  contractSetTpSl: endpoint({
    name: 'web/contractSetTpSl', method: 'POST', access: 'user',
    summary: 'Sets, changes or removes (blank) the take-profit and stop-loss of a pending or open position.',
    params: z.object({ position_id: positionId(), take_profit: optionalPrice(), stop_loss: optionalPrice() }),
    data: contractPosition,
    successMessage: 'success.contractTpSlSaved',
  }),
  contractPositions: endpoint({
    name: 'web/contractPositions', method: 'GET', access: 'user',
    summary: "The user's positions of one tab (pending, trading, closed, withdrawn), newest first; `before` pages on.",
    params: z.object({
      tab: z.enum(Object.keys(contractPositionTabs) as [keyof typeof contractPositionTabs], { error: 'error.invalidInput' }).default('trading'),
      symbol: symbol().optional(),
      limit: rowLimit(200, 50),
      before: z.string().trim().max(40, 'error.invalidInput').optional(),
    }),
    data: z.array(contractPosition),
  }),
  contractHistory: endpoint({
    name: 'web/contractHistory', method: 'GET', access: 'user',
    summary: "The contract account's money history: margins, fees, PnL, financing and liquidations, each with the price record it used, newest first.",
    params: z.object({ symbol: symbol().optional(), limit: rowLimit(200, 50), before: z.string().trim().max(40, 'error.invalidInput').optional() }),
    data: z.array(contractMoneyRow),
  }),
  contractKline: endpoint({
    name: 'web/contractKline', method: 'GET', access: 'public',
    summary: 'One-minute candles of an instrument\'s mark price, oldest first.',
    params: z.object({ symbol: symbol(), limit: rowLimit(1000, 300) }),
    data: z.array(z.object({ t: epochMs, o: moneyText, h: moneyText, l: moneyText, c: moneyText })),
  }),
};
