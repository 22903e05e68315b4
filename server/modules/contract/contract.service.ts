// Leveraged contracts as the user trades them: the instruments with their rules and marks, the
// risk notice, opening (market or limit), closing, close-all, cancelling, take-profit and
// stop-loss, and the positions and money history. Each check-and-act is one transaction; a
// refusal changes nothing. After a commit the risk runtime is told (deps.contracts), so its
// trigger book follows every position.
import { contractPositionLifecycle, contractPositionTabs, type ContractPositionTab } from '../../../api/lifecycles/contract-position.lifecycle';
import { canMove } from '../../../api/lifecycles/lifecycle';
import { fromMinor, toMinor } from '../../../api/money';
import type { Deps } from '../../deps';
import { BusinessFailure, fail } from '../../core/failures';
import type { Mark } from '../../feeds/mark-source';
import { markCandles } from '../../feeds/mark-candles';
import { priceRecordsByIds } from '../../feeds/price-records';
import { userAccount } from '../ledger/ledger';
import { CONTRACT_ASSET, CONTRACT_SCALE, contractInstrument, contractInstruments, type ContractInstrument } from './contract-instruments';
import { hoursText, loadRules } from './contract-rules';
import {
  acknowledgeRiskNotice, findUsersPosition, insertPosition, interestOf, lockInstrumentOpens, moneyOfUser, openInterest, openInterests, positionsOfUser, riskNoticeOf, type PositionRow,
} from './contract.store';
import {
  cancelPosition, fillPosition, LifecycleRefused, placePosition, postingEach, requestClose, setTakeProfitStopLoss, settlePosition, type CloseReason,
} from './position-moves';
import { positionViews, recordView } from './position-view';
import { entryPrice, fee as feeOf, leverageAllowed, liquidationPrice, lotsAllowed, lotsText, lotSteps, margin as marginFor, notional } from '../../../api/contract-math';
import type { PositionSide as ContractSide } from '../../engines/contract/trigger-book';

type ServiceDeps = Pick<Deps, 'db' | 'dialect' | 'clock' | 'ids' | 'ledger' | 'marks' | 'contracts' | 'referrals'>;

const money = (v: bigint) => fromMinor(v, CONTRACT_SCALE);
const instrumentOf = (symbol: string) => contractInstrument(symbol) ?? fail('marketUnknown');

/** The usable mark now, or the refusal that names why the instrument waits. */
function usableMark(deps: Pick<Deps, 'marks'>, i: ContractInstrument): Mark {
  const reading = deps.marks.current(i.symbol);
  if (reading.ok) return reading.mark;
  if (reading.reason === 'closed') fail('contractMarketClosed', { symbol: i.symbol, opensAt: new Date(reading.opensAt ?? 0).toISOString().replace('.000Z', 'Z') });
  return fail('contractMarketPaused', { symbol: i.symbol });
}

function priceOf(i: ContractInstrument, text: string | undefined): bigint | null {
  if (text === undefined) return null;
  const units = toMinor(text, CONTRACT_SCALE);
  if (units === null || units <= 0n) fail('contractPriceInvalid');
  if (units % i.priceStep !== 0n) fail('contractPriceStep', { symbol: i.symbol, step: money(i.priceStep) });
  return units;
}

/** Take-profit beyond the entry in the position's favour; stop-loss between the liquidation price and the entry. */
function checkTpSl(side: ContractSide, entry: bigint, liquidation: bigint, tp: bigint | null, sl: bigint | null) {
  if (tp !== null && (side === 'long' ? tp <= entry : tp >= entry)) fail('contractTakeProfitInvalid');
  if (sl !== null && (side === 'long' ? sl >= entry || sl <= liquidation : sl <= entry || sl >= liquidation)) fail('contractStopLossInvalid');
}

/** A chart refusal or a lost race is the same thing to the user: the position moved meanwhile. */
async function moved<T>(run: () => Promise<T | null>): Promise<T> {
  try {
    return (await run()) ?? fail('stateChanged');
  } catch (err) {
    if (err instanceof LifecycleRefused) fail('stateChanged');
    throw err;
  }
}

export async function instrumentsView(deps: Pick<Deps, 'db' | 'marks' | 'spot'>) {
  const [rulesOf, interests] = await Promise.all([loadRules(deps.db), openInterests(deps.db)]);
  const list = contractInstruments.map((i) => {
    const rules = rulesOf(i);
    const oi = interestOf(interests, i.symbol);
    const reading = deps.marks.current(i.symbol);
    const last = deps.spot.feed.latest(i.symbol);
    return {
      symbol: i.symbol, name: i.name, kind: i.kind,
      contract_size: fromMinor(i.contractSize.atoms, i.contractSize.scale), unit: i.unit,
      lot_step: i.lotStep, min_lots: i.minLots, max_lots: i.maxLots, price_step: money(i.priceStep),
      open_fee_rate: fromMinor(BigInt(i.openFeeBps), 4), close_fee_rate: fromMinor(BigInt(i.closeFeeBps), 4),
      spread_rate: fromMinor(BigInt(i.spreadBps), 4), maintenance_margin_rate: fromMinor(BigInt(i.maintenanceMarginBps), 4),
      financing_rate_daily: fromMinor(BigInt(i.financingBpsPerDay), 4),
      leverage_choices: i.leverageChoices.filter((l) => l <= rules.maxLeverage), max_leverage: rules.maxLeverage,
      open_interest_cap: lotsText(i, rules.openInterestCap),
      open_interest: { long: lotsText(i, oi.long), short: lotsText(i, oi.short) },
      enabled: rules.enabled, hours: hoursText(i),
      mark: reading.ok
        ? { price: money(reading.mark.price), at: reading.mark.at, paused: null, opens_at: null }
        : { price: last ? money(last.price) : null, at: last?.at ?? null, paused: reading.reason, opens_at: reading.opensAt ?? null },
    };
  });
  return { instruments: list, replayed: deps.marks.replayed, source: deps.spot.feed.source };
}

export async function riskNotice(deps: Pick<Deps, 'db'>, userId: string) {
  return { acknowledged_at: await riskNoticeOf(deps.db, userId) };
}

export async function acknowledgeRisk(deps: Pick<Deps, 'db' | 'clock'>, userId: string) {
  await acknowledgeRiskNotice(deps.db, userId, deps.clock.now());
  return { acknowledged_at: (await riskNoticeOf(deps.db, userId))! };
}

export interface OpenRequest {
  symbol: string; side: ContractSide; type: 'market' | 'limit'; price?: string; lots: string; leverage: number; take_profit?: string; stop_loss?: string;
}

export async function openPosition(deps: ServiceDeps, userId: string, req: OpenRequest) {
  const i = instrumentOf(req.symbol);
  const rules = (await loadRules(deps.db))(i);
  if (!rules.enabled) fail('featureOff');
  if ((await riskNoticeOf(deps.db, userId)) === null) fail('contractRiskNotice');
  const steps = lotSteps(i, req.lots);
  if (steps === null) fail('contractLotStep', { step: i.lotStep });
  if (!lotsAllowed(i, steps)) fail('contractLotsRange', { min: i.minLots, max: i.maxLots });
  if (req.leverage > rules.maxLeverage) fail('contractLeverageCap', { symbol: i.symbol, max: rules.maxLeverage });
  // One of the instrument's choices, and never one liquidatable the moment it opens.
  if (!leverageAllowed(i, req.leverage)) fail('contractLeverageInvalid');
  if (req.type === 'limit' && req.price === undefined) fail('contractLimitPriceRequired');
  const limit = req.type === 'limit' ? priceOf(i, req.price) : null;
  const tp = priceOf(i, req.take_profit);
  const sl = priceOf(i, req.stop_loss);
  const mark = usableMark(deps, i);

  // A limit the mark has already reached fills now, at the better of the limit and the market.
  const market = entryPrice(i, mark.price, req.side);
  const reached = limit !== null && (req.side === 'long' ? mark.price <= limit : mark.price >= limit);
  const basis = limit ?? market;
  const value = notional(i, basis, steps);
  const margin = marginFor(value, req.leverage);
  const fee = feeOf(value, i.openFeeBps);
  checkTpSl(req.side, basis, liquidationPrice(i, req.side, basis, steps, margin), tp, sl);

  const row = await deps.db.transaction().execute(async (trx) => {
    // On PostgreSQL, opens of one instrument take turns, so the cap is checked against every other
    // open committed before this one (SQLite runs one writer at a time).
    if (deps.dialect === 'postgres') await lockInstrumentOpens(trx, i.symbol);
    const oi = await openInterest(trx, i.symbol);
    if (oi[req.side] + steps > rules.openInterestCap) {
      const room = rules.openInterestCap > oi[req.side] ? rules.openInterestCap - oi[req.side] : 0n;
      fail('contractOpenInterestCap', { symbol: i.symbol, cap: lotsText(i, rules.openInterestCap), room: lotsText(i, room) });
    }
    const available = await deps.ledger.balance(trx, userAccount(userId, CONTRACT_ASSET, 'contract'));
    if (available < margin + fee) fail('contractInsufficientMargin', { need: money(margin + fee) });
    const now = BigInt(deps.clock.now());
    const p: PositionRow = {
      id: deps.ids.next('cp'), user_id: userId, symbol: i.symbol, side: req.side, order_type: req.type,
      state: contractPositionLifecycle.config.initial as string, leverage: req.leverage, lot_steps: steps,
      limit_price: limit, entry_price: null, margin, liquidation_price: null, take_profit: tp, stop_loss: sl,
      open_fee: fee, close_fee: 0n, financing: 0n, exit_price: null, pnl: null, close_reason: null, returned: null, shortfall: null,
      open_record_id: null, close_record_id: null, financed_at: null, created_at: now, opened_at: null, closed_at: null, updated_at: now,
    };
    await insertPosition(trx, p);
    await placePosition(deps, postingEach(deps, trx), p, `user:${userId}`);
    if (limit !== null && !reached) return p;
    const entry = limit === null ? market : req.side === 'long' ? (market < limit ? market : limit) : (market > limit ? market : limit);
    return (await fillPosition(deps, postingEach(deps, trx), p, mark, entry, `user:${userId}`))!;
  });
  deps.contracts.track(row);
  return (await positionViews(deps, [row]))[0];
}

/** Closes at the mark now, or asks to close and leaves the position `closing` while the instrument waits. */
async function closeOne(deps: ServiceDeps, userId: string, p: PositionRow, reason: CloseReason) {
  const reading = deps.marks.current(p.symbol);
  const row = await deps.db.transaction().execute((trx) => moved(async () => {
    const tx = postingEach(deps, trx);
    const closing = await requestClose(deps, tx, p, reason, `user:${userId}`);
    if (!closing || !reading.ok) return closing;
    return settlePosition(deps, tx, closing, reading.mark, `user:${userId}`);
  }));
  deps.contracts.track(row);
  return row;
}

export async function closePosition(deps: ServiceDeps, userId: string, id: string) {
  const p = (await findUsersPosition(deps.db, userId, id)) ?? fail('notFound');
  return (await positionViews(deps, [await closeOne(deps, userId, p, 'user')]))[0];
}

export async function closeAllPositions(deps: ServiceDeps, userId: string, symbol?: string) {
  if (symbol) instrumentOf(symbol);
  const open = await positionsOfUser(deps.db, userId, { states: ['open'], symbol, limit: 10_000 });
  const rows: PositionRow[] = [];
  for (const p of open) {
    // One that moved meanwhile (a trigger fired) is simply no longer open.
    try { rows.push(await closeOne(deps, userId, p, 'closeAll')); } catch (err) { if (!(err instanceof BusinessFailure && err.reason === 'stateChanged')) throw err; }
  }
  return positionViews(deps, rows);
}

export async function cancelPendingPosition(deps: ServiceDeps, userId: string, id: string) {
  const p = (await findUsersPosition(deps.db, userId, id)) ?? fail('notFound');
  const row = await deps.db.transaction().execute((trx) => moved(() => cancelPosition(deps, postingEach(deps, trx), p, `user:${userId}`)));
  deps.contracts.track(row);
  return (await positionViews(deps, [row]))[0];
}

export async function setTpSl(deps: ServiceDeps, userId: string, id: string, params: { take_profit?: string; stop_loss?: string }) {
  const p = (await findUsersPosition(deps.db, userId, id)) ?? fail('notFound');
  if (!canMove(contractPositionLifecycle, p.state, { type: 'SET_TPSL' })) fail('stateChanged');
  const i = instrumentOf(p.symbol);
  const tp = priceOf(i, params.take_profit);
  const sl = priceOf(i, params.stop_loss);
  const basis = p.entry_price ?? p.limit_price!;
  const liquidation = p.liquidation_price ?? liquidationPrice(i, p.side as ContractSide, basis, BigInt(p.lot_steps), p.margin);
  checkTpSl(p.side as ContractSide, basis, liquidation, tp, sl);
  const row = await deps.db.transaction().execute((trx) => moved(() => setTakeProfitStopLoss(deps, postingEach(deps, trx), p, tp, sl, `user:${userId}`)));
  deps.contracts.track(row);
  return (await positionViews(deps, [row]))[0];
}

export async function positionsOf(deps: Pick<Deps, 'db' | 'marks'>, userId: string, q: { tab: ContractPositionTab; symbol?: string; limit: number; before?: string }) {
  const rows = await positionsOfUser(deps.db, userId, { states: contractPositionTabs[q.tab], symbol: q.symbol, limit: q.limit, before: q.before });
  return positionViews(deps, rows);
}

export async function moneyHistory(deps: Pick<Deps, 'db'>, userId: string, q: { symbol?: string; limit: number; before?: string }) {
  const rows = await moneyOfUser(deps.db, userId, q);
  const records = new Map((await priceRecordsByIds(deps.db, rows.flatMap((r) => (r.record_id ? [r.record_id] : [])))).map((r) => [r.id, r]));
  return rows.map((r) => ({
    id: r.id, position_id: r.position_id, symbol: r.symbol, kind: r.kind as never, amount: money(BigInt(r.amount)),
    record: r.record_id ? recordView(records.get(r.record_id)) : null, at: Number(r.at),
  }));
}

export async function markKline(deps: Pick<Deps, 'db'>, symbol: string, limit: number) {
  instrumentOf(symbol);
  const candles = await markCandles(deps.db, symbol, limit);
  return candles.map((c) => ({ t: c.openTime, o: money(c.open), h: money(c.high), l: money(c.low), c: money(c.close) }));
}
