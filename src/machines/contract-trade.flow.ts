// The long/short panel of /deal_c and /preciousMetal: editing → (the risk notice, once) →
// confirming → submitting → opened, a refusal back on the confirm step with the server's words.
// The form is checked against the instrument's rules (lot step and range, price step, leverage
// cap, TP/SL sides) and the contract account's available USDT before the confirm step, which shows
// the same figures the panel showed: entry estimate, notional, margin, open fee, liquidation price.
// A paused or closed instrument cannot be confirmed; the screen says why.
import { assign, setup, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { DataOf } from '../../api/endpoint';
import type { contractEndpoints } from '../../api/endpoints/contract';
import { pauseOf, type ContractInstrument, type OpenBlock } from './contract-instrument';
import { allowedLeverages, openPreview, USDT_SCALE, type ContractSide, type OpenPreview } from './contract-preview';
import { submittingState } from './form-submission';
import { refusalOf, type Refusal } from './form-validation';
import { service } from './service';
import { compare, isStepMultiple, unitsOf } from './spot-math';

export { pauseOf, type ContractInstrument, type OpenBlock };
export type OpenedPosition = DataOf<typeof contractEndpoints.contractOpen>;
export type ContractOrderType = 'market' | 'limit';
export type ContractField = 'price' | 'lots' | 'leverage' | 'take_profit' | 'stop_loss' | 'form';
/** A problem of a field: a message key of the server's catalog (`error.*`) and its values. */
export interface FieldProblem { id: string; values?: Record<string, string> }

export interface OpenRequest {
  symbol: string;
  side: ContractSide;
  type: ContractOrderType;
  price?: string;
  lots: string;
  leverage: number;
  take_profit?: string;
  stop_loss?: string;
}

export interface ContractTradeContext {
  instrument: ContractInstrument;
  side: ContractSide;
  type: ContractOrderType;
  price: string;
  lots: string;
  leverage: number;
  takeProfit: string;
  stopLoss: string;
  /** Available USDT of the contract account. */
  available: string;
  /** The risk notice was acknowledged (once per user, before the first open). */
  acknowledged: boolean;
  errors: Partial<Record<ContractField, FieldProblem>>;
  rtoken: string | null;
  refusal: Refusal | null;
  opened: OpenedPosition | null;
}

export type ContractTradeEvent =
  | { type: 'CHOOSE_SIDE'; side: ContractSide }
  | { type: 'CHOOSE_TYPE'; orderType: ContractOrderType }
  | { type: 'CHANGE'; field: Exclude<ContractField, 'leverage' | 'form'>; value: string }
  | { type: 'CHOOSE_LEVERAGE'; leverage: number }
  | { type: 'INSTRUMENT'; instrument: ContractInstrument }
  | { type: 'BALANCE'; available: string }
  | { type: 'RISK_NOTICE'; acknowledged: boolean }
  | { type: 'REVIEW' }
  | { type: 'ACKNOWLEDGE' }
  | { type: 'CONFIRM' }
  | { type: 'BACK' }
  | { type: 'NEW_POSITION' };

type Ctx = Pick<ContractTradeContext, 'instrument' | 'side' | 'type' | 'price' | 'lots' | 'leverage' | 'takeProfit' | 'stopLoss' | 'available'>;

/** The default leverage: 10x when offered, else the largest choice below it, else the smallest. */
export function defaultLeverage(instrument: ContractInstrument): number {
  const allowed = leverageChoices(instrument);
  return allowed.includes(10) ? 10 : [...allowed].reverse().find((l) => l < 10) ?? allowed[0] ?? 1;
}

/** The instrument's leverage choices the server accepts (up to its cap, above its maintenance rate). */
export const leverageChoices = (instrument: ContractInstrument) => allowedLeverages(instrument);

/** The price the entry is estimated from: the limit, or the mark for a market open. */
export function referencePrice(c: Ctx): string | null {
  if (c.type === 'limit') return unitsOf(c.price, USDT_SCALE) ? c.price : null;
  return c.instrument.mark.price;
}

export const previewOf = (c: Ctx): OpenPreview | null =>
  openPreview(c.instrument, c.side, referencePrice(c), c.lots, c.leverage, c.type === 'limit' ? 'limit' : 'mark');

const isPrice = (text: string) => /^\d{1,15}(\.\d{1,18})?$/.test(text) && compare(text, '0') > 0;

/** What is wrong with the form, by field, in the server's own words (empty when it may be confirmed). */
export function openProblems(c: Ctx): ContractTradeContext['errors'] {
  const i = c.instrument;
  const errors: ContractTradeContext['errors'] = {};
  const stepProblem = { id: 'error.contractPriceStep', values: { symbol: i.symbol, step: i.price_step } };
  if (c.type === 'limit') {
    if (!c.price) errors.price = { id: 'error.contractLimitPriceRequired' };
    else if (!isPrice(c.price)) errors.price = { id: 'error.contractPriceInvalid' };
    else if (!isStepMultiple(c.price, i.price_step)) errors.price = stepProblem;
  }
  if (!c.lots) errors.lots = { id: 'error.contractLotsRequired' };
  else if (!isPrice(c.lots)) errors.lots = { id: 'error.contractLotsRequired' };
  else if (!isStepMultiple(c.lots, i.lot_step)) errors.lots = { id: 'error.contractLotStep', values: { step: i.lot_step } };
  else if (compare(c.lots, i.min_lots) < 0 || compare(c.lots, i.max_lots) > 0) errors.lots = { id: 'error.contractLotsRange', values: { min: i.min_lots, max: i.max_lots } };
  if (c.leverage > i.max_leverage) errors.leverage = { id: 'error.contractLeverageCap', values: { symbol: i.symbol, max: String(i.max_leverage) } };
  else if (!leverageChoices(i).includes(c.leverage)) errors.leverage = { id: 'error.contractLeverageInvalid' };
  for (const [field, text] of [['take_profit', c.takeProfit], ['stop_loss', c.stopLoss]] as const) {
    if (!text) continue;
    if (!isPrice(text)) errors[field] = { id: 'error.contractPriceInvalid' };
    else if (!isStepMultiple(text, i.price_step)) errors[field] = stepProblem;
  }
  if (Object.keys(errors).length) return errors;
  const preview = previewOf(c);
  if (!preview) return { form: { id: 'error.contractMarketPaused', values: { symbol: i.symbol } } };
  // A long gains above its entry and is liquidated below it; a short the other way round.
  const up = c.side === 'long' ? 1 : -1;
  if (c.takeProfit && compare(c.takeProfit, preview.entry) * up <= 0) errors.take_profit = { id: 'error.contractTakeProfitInvalid' };
  if (c.stopLoss && (compare(c.stopLoss, preview.entry) * up >= 0 || compare(c.stopLoss, preview.liquidation) * up <= 0)) {
    errors.stop_loss = { id: 'error.contractStopLossInvalid' };
  }
  if (!errors.take_profit && !errors.stop_loss && compare(preview.cost, c.available) > 0) {
    errors.lots = { id: 'error.contractInsufficientMargin', values: { need: preview.cost } };
  }
  return errors;
}

/** The request the confirm step sends: blank TP/SL and a market open's price are left out. */
export function openRequest(c: Ctx): OpenRequest {
  return {
    symbol: c.instrument.symbol, side: c.side, type: c.type, lots: c.lots, leverage: c.leverage,
    ...(c.type === 'limit' ? { price: c.price } : {}),
    ...(c.takeProfit ? { take_profit: c.takeProfit } : {}),
    ...(c.stopLoss ? { stop_loss: c.stopLoss } : {}),
  };
}

const contractTradeSetup = setup({
  types: {} as {
    context: ContractTradeContext;
    events: ContractTradeEvent;
    input: { instrument: ContractInstrument; available: string; acknowledged: boolean };
  },
  actors: {
    acknowledgeRisk: service<{ acknowledged_at: number }>('acknowledgeRisk'),
    openPosition: service<OpenedPosition, { request: OpenRequest; rtoken: string }>('openPosition'),
  },
  guards: {
    readyToConfirm: ({ context }) => pauseOf(context.instrument) === null && Object.keys(openProblems(context)).length === 0 && context.acknowledged,
    formIsValid: ({ context }) => pauseOf(context.instrument) === null && Object.keys(openProblems(context)).length === 0,
    instrumentOpen: ({ context }) => pauseOf(context.instrument) === null,
  },
  actions: {
    // A changed form is a new user action: it gets a new rtoken.
    forgetRtoken: assign({ rtoken: null, refusal: null }),
  },
});

export const contractTradeFlow = contractTradeSetup.createMachine({
  id: 'contractTrade',
  context: ({ input }) => ({
    instrument: input.instrument, side: 'long', type: 'market', price: '', lots: input.instrument.min_lots,
    leverage: defaultLeverage(input.instrument), takeProfit: '', stopLoss: '', available: input.available,
    acknowledged: input.acknowledged, errors: {}, rtoken: null, refusal: null, opened: null,
  }),
  on: {
    INSTRUMENT: { actions: assign({ instrument: ({ event }) => event.instrument }) },
    BALANCE: { actions: assign({ available: ({ event }) => event.available }) },
    RISK_NOTICE: { actions: assign({ acknowledged: ({ event }) => event.acknowledged }) },
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        CHOOSE_SIDE: { actions: [assign({ side: ({ event }) => event.side, errors: {} }), 'forgetRtoken'] },
        CHOOSE_TYPE: { actions: [assign({ type: ({ event }) => event.orderType, errors: {} }), 'forgetRtoken'] },
        CHOOSE_LEVERAGE: { actions: [assign({ leverage: ({ event }) => event.leverage, errors: ({ context }) => ({ ...context.errors, leverage: undefined }) }), 'forgetRtoken'] },
        CHANGE: {
          actions: [
            assign(({ context, event }) => {
              const key = ({ price: 'price', lots: 'lots', take_profit: 'takeProfit', stop_loss: 'stopLoss' } as const)[event.field];
              return { [key]: event.value.trim(), errors: { ...context.errors, [event.field]: undefined, form: undefined } };
            }),
            'forgetRtoken',
          ],
        },
        REVIEW: [
          { guard: 'readyToConfirm', target: 'confirming', actions: assign({ errors: {} }) },
          { guard: 'formIsValid', target: 'riskNotice', actions: assign({ errors: {} }) },
          { actions: assign({ errors: ({ context }) => openProblems(context) }) },
        ],
      },
    },
    /** The leverage risk notice, read and acknowledged once before the first open. */
    riskNotice: {
      on: { ACKNOWLEDGE: 'acknowledging', BACK: 'editing' },
    },
    acknowledging: {
      invoke: {
        id: 'acknowledgeRisk', src: 'acknowledgeRisk',
        onDone: { target: 'confirming', actions: assign({ acknowledged: true, refusal: null }) },
        onError: {
          target: 'riskNotice',
          actions: assign({ refusal: ({ event }) => refusalOf(event.error) }),
        },
      },
    },
    confirming: {
      on: {
        CONFIRM: { guard: 'instrumentOpen', target: 'submitting' },
        BACK: { target: 'editing', actions: assign({ refusal: null }) },
      },
    },
    submitting: submittingState(contractTradeSetup)('confirming', {
      src: 'openPosition',
      input: ({ context }) => ({ request: openRequest(context), rtoken: context.rtoken! }),
      onDone: { target: 'opened', actions: assign({ opened: ({ event }) => event.output }) },
    }),
    opened: {
      on: {
        NEW_POSITION: { target: 'editing', actions: [assign({ opened: null, takeProfit: '', stopLoss: '' }), 'forgetRtoken'] },
      },
    },
  },
});

export type ContractTradeActor = ActorRefFrom<typeof contractTradeFlow>;
type ContractTradeSnapshot = SnapshotFrom<typeof contractTradeFlow>;
export type ContractTradeStage = 'editing' | 'riskNotice' | 'acknowledging' | 'confirming' | 'submitting' | 'opened';

export const selectOpenStage = (s: ContractTradeSnapshot) => s.value as ContractTradeStage;
export const selectOpenForm = (s: ContractTradeSnapshot) => s.context;
export const selectOpenPreview = (s: ContractTradeSnapshot) => previewOf(s.context);
export const selectOpenErrors = (s: ContractTradeSnapshot) => s.context.errors;
export const selectOpenPause = (s: ContractTradeSnapshot) => pauseOf(s.context.instrument);

export function contractTradeEvents(actor: Pick<ContractTradeActor, 'send'>) {
  return {
    chooseSide: (side: ContractSide) => actor.send({ type: 'CHOOSE_SIDE', side }),
    chooseType: (orderType: ContractOrderType) => actor.send({ type: 'CHOOSE_TYPE', orderType }),
    chooseLeverage: (leverage: number) => actor.send({ type: 'CHOOSE_LEVERAGE', leverage }),
    change: (field: Exclude<ContractField, 'leverage' | 'form'>, value: string) => actor.send({ type: 'CHANGE', field, value }),
    instrument: (instrument: ContractInstrument) => actor.send({ type: 'INSTRUMENT', instrument }),
    balance: (available: string) => actor.send({ type: 'BALANCE', available }),
    riskNotice: (acknowledged: boolean) => actor.send({ type: 'RISK_NOTICE', acknowledged }),
    review: () => actor.send({ type: 'REVIEW' }),
    acknowledge: () => actor.send({ type: 'ACKNOWLEDGE' }),
    confirm: () => actor.send({ type: 'CONFIRM' }),
    back: () => actor.send({ type: 'BACK' }),
    newPosition: () => actor.send({ type: 'NEW_POSITION' }),
  };
}
